package render

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strconv"

	svg "github.com/ajstarks/svgo"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// unknownColour is for powers the map does not know: the name is still
// shown (escaped), the colour says "not one of ours".
const unknownColour = "#8c8c8c"

// picture is one rendering in progress.
type picture struct {
	c   *svg.SVG
	buf *bytes.Buffer // what c writes to, for the few elements written directly
	m   *board.Map
	g   *drawing
	s   Scene

	colours   map[string]string // power name as given -> colour
	letters   bool              // units and centers carry their power's letter (needLetters)
	namesOver []string          // provinces whose name a move's head cannot keep off: drawn again above the moves
	inks      map[string]string // power name as given -> stroke colour
	units     []placedUnit
	dislodged []placedUnit              // retreat phases: units waiting to retreat
	standing  map[string]geom.Vec       // unit location -> where it is drawn
	occupied  map[string]bool           // provinces with a standing unit
	occupant  map[string]board.UnitType // province -> the kind of unit standing there
	retreatAt map[string]geom.Vec       // dislodged unit location -> where it is drawn
	beaten    map[string]bool           // movement phases: provinces whose unit is dislodged
	convoyed  map[string]bool           // army location -> its convoyed move is drawn through the fleets
	marks     []mark                    // drawn above the units
	arrows    []arrow                   // each move's arrow, by its index in the scene's orders
	keep      []arrow                   // the lines of successful moves and supports, which marks keep off
	bends     map[string]geom.Vec       // army location -> its move's control point
	dislodger map[string]orders.Unit    // province -> the unit that dislodged the unit there (movement maps)
	land      []landArea                // the land provinces' outlines, for fleet routes
	used      [keyCount]bool            // which symbols the map shows, for the key
	legendX   int                       // where the legend's panel starts, in its own units
	legendH   int                       // the map's height in the legend's units
}

// landArea is a land province's outline.
type landArea struct {
	id string
	geom.Area
}

type placedUnit struct {
	orders.Placed
	at geom.Vec
}

func newPicture(m *board.Map, g *drawing, s Scene) *picture {
	p := &picture{
		c: svg.New(nil), m: m, g: g, s: s,
		inks:      map[string]string{},
		standing:  map[string]geom.Vec{},
		occupied:  map[string]bool{},
		occupant:  map[string]board.UnitType{},
		retreatAt: map[string]geom.Vec{},
		beaten:    map[string]bool{},
		convoyed:  map[string]bool{},
	}
	p.colours = distinctColours(m.Powers)
	p.letters = needLetters(p.colours)
	for _, pr := range m.Provinces {
		if a, ok := g.areas[pr.ID]; ok && pr.Terrain != board.Sea {
			p.land = append(p.land, landArea{pr.ID, a})
		}
	}
	return p
}

// to points the drawing at a buffer.
func (p *picture) to(b *bytes.Buffer) { p.c.Writer, p.buf = b, b }

// ink is a power's stroke colour, worked out once per picture.
func (p *picture) ink(power string) string {
	if c, ok := p.inks[power]; ok {
		return c
	}
	c := ink(p.colour(power))
	p.inks[power] = c
	return c
}

// colour is the colour of a power named in the scene, grey if unknown.
func (p *picture) colour(power string) string {
	if c, ok := p.colours[power]; ok {
		return c
	}
	if pw := p.m.Power(power); pw != nil {
		return pw.Colour
	}
	return unknownColour
}

// letter is a power's letter as its map gives it, "" when the map's
// colours tell its powers apart alone or the power is unknown.
func (p *picture) letter(power string) string {
	if !p.letters {
		return ""
	}
	if pw := p.m.Power(power); pw != nil {
		return pw.Letter
	}
	return ""
}

// place finds where every unit is drawn, failing on places the map has no
// drawing for.
func (p *picture) place() error {
	for _, u := range p.s.Units {
		sp, err := p.spot(u.Unit)
		if err != nil {
			return err
		}
		at := sp.Unit.Vec()
		p.units = append(p.units, placedUnit{u, at})
		p.standing[string(u.Unit.Loc)] = at
		p.occupied[u.Unit.Loc.Province()] = true
		p.occupant[u.Unit.Loc.Province()] = u.Unit.Type
	}
	for _, d := range p.s.Dislodged {
		sp, err := p.spot(d.Unit)
		if err != nil {
			return err
		}
		at := p.besideAt(d, sp)
		p.dislodged = append(p.dislodged, placedUnit{orders.Placed{Power: d.Power, Unit: d.Unit}, at})
		p.retreatAt[string(d.Unit.Loc)] = at
	}
	for _, o := range p.s.Orders {
		if o.Dislodged && o.Order.Kind != orders.Waive {
			p.beaten[o.Order.Unit.Loc.Province()] = true
			if o.DislodgedBy.Loc != "" {
				if p.dislodger == nil {
					p.dislodger = map[string]orders.Unit{}
				}
				p.dislodger[o.Order.Unit.Loc.Province()] = o.DislodgedBy
			}
		}
		if o.Order.Kind == orders.Move && (o.Order.ViaConvoy || len(o.Order.Route) > 0) {
			p.convoyed[string(o.Order.Unit.Loc)] = true
		}
	}
	return nil
}

func (p *picture) spot(u orders.Unit) (geom.Spot, error) {
	sp, ok := p.g.spot(u.Loc)
	if !ok {
		// A fleet written without its coast still stands in the province.
		if sh, found := p.g.Provinces[u.Loc.Province()]; found && u.Loc.Coast() == "" {
			return sh.Spot, nil
		}
		return geom.Spot{}, fmt.Errorf("render: the map has no place called %q (unit %s)", string(u.Loc), u.String())
	}
	return sp, nil
}

// at is where a location is drawn: a coast's spot for a coast, the
// province's otherwise.
func (p *picture) at(loc board.Loc) (geom.Vec, error) {
	sp, ok := p.g.spot(loc)
	if !ok {
		return geom.Vec{}, fmt.Errorf("render: the map has no place called %q", string(loc))
	}
	return sp.Unit.Vec(), nil
}

// unitAt is where an ordered unit is drawn: where it stands if it is in the
// scene, else its location's spot.
func (p *picture) unitAt(u orders.Unit) (geom.Vec, error) {
	if at, ok := p.standing[string(u.Loc)]; ok {
		return at, nil
	}
	sp, err := p.spot(u)
	if err != nil {
		return geom.Vec{}, err
	}
	return sp.Unit.Vec(), nil
}

// clear reports whether a mark of radius r at q leaves every successful
// move, every label and every unit symbol's middle uncovered.
func (p *picture) clear(q geom.Vec, r float64) bool {
	if p.onWin(q, r) {
		return false
	}
	if p.g.onLabel(geom.Around(q, r)) {
		return false
	}
	for _, u := range p.units {
		if u.at.Sub(q).Len() < r+symbolCore {
			return false
		}
	}
	for _, u := range p.dislodged {
		if u.at.Sub(q).Len() < r+symbolCore {
			return false
		}
	}
	return true
}

// onWin reports whether a mark of radius r at q would touch a successful
// move's line (with its casing) or head.
func (p *picture) onWin(q geom.Vec, r float64) bool {
	for i := range p.keep {
		if p.keep[i].near(q, r+(5+casingPlus)/2) {
			return true
		}
	}
	return false
}

// centerCounts counts supply centers per owner as the scene gives them.
func (p *picture) centerCounts() map[string]int {
	n := map[string]int{}
	for prov, owner := range p.s.Owners {
		if owner == "" {
			continue
		}
		if pr := p.m.Province(prov); pr != nil && pr.Center {
			n[p.canonical(owner)]++
		}
	}
	return n
}

// canonical is the map's spelling of a power's name ("france" ->
// "FRANCE"); names the map does not know stay as given.
func (p *picture) canonical(name string) string {
	if pw := p.m.Power(name); pw != nil {
		return pw.Name
	}
	return name
}

// strangers are the power names in the scene the map does not know, sorted
// so the picture is the same every time.
func (p *picture) strangers() []string {
	seen := map[string]bool{}
	add := func(name string) {
		if name == "" || p.m.Power(name) != nil {
			return
		}
		seen[name] = true
	}
	for _, u := range p.s.Units {
		add(u.Power)
	}
	for _, u := range p.s.Dislodged {
		add(u.Power)
	}
	for _, o := range p.s.Owners {
		add(o)
	}
	for _, o := range p.s.Orders {
		add(o.Power)
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// failed is whether an outcome gets the failure marks.
func failed(o judge.Outcome) bool { return o != judge.Succeeds }

// num writes a coordinate rounded to a whole unit of the viewBox: finer
// detail is invisible and only makes the file bigger.
func num(f float64) string { return strconv.Itoa(int(math.Round(f))) }

// ix is a coordinate for svgo's integer API, rounded like num.
func ix(f float64) int { return int(math.Round(f)) }
