package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Sizes of unit drawings, in map units.
const (
	symbolCore     = 12 // marks keep this far off a unit's middle, so the unit stays readable
	dislodgedRing  = 31 // a dislodged unit's dashed ring on a movement map
	retreatRing    = 24 // and around the smaller symbol of a unit waiting to retreat
	dislodgedScale = .8 // a unit waiting to retreat is drawn smaller, over the one that beat it
)

// drawTerrain draws the sea as a background, then every province (land
// tinted by its owner), then the scenery that is no province.
func (p *picture) drawTerrain() {
	c := p.c
	if p.g.art != nil {
		p.c.Rect(0, 0, p.g.Width, p.g.Height, `fill="`+marginColour+`"`)
		p.drawPicture("terrain", p.g.art.shapes, "")
		p.drawArtTints()
		return
	}
	c.Group(`id="terrain"`)
	c.Rect(0, 0, p.g.Width, p.g.Height, `fill="`+borderColour+`"`)
	for _, d := range p.g.Water {
		c.Path(d, `class="sea"`)
	}
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok {
			continue
		}
		id := attr("data-province", pr.ID)
		switch pr.Terrain {
		case board.Sea:
			c.Path(sh.Outline, `class="sea"`, id)
		case board.Shut:
			c.Path(sh.Outline, `class="shut"`, id)
		default:
			if owner := p.s.Owners[pr.ID]; owner != "" {
				c.Path(sh.Outline, `class="land"`, attr("fill", tint(p.colour(owner))), attr("data-owner", owner), id)
			} else {
				c.Path(sh.Outline, `class="land"`, `fill="`+landColour+`"`, id)
			}
		}
	}
	for _, d := range p.g.Land {
		c.Path(d, `class="isle"`)
	}
	for _, d := range p.g.Crossings {
		c.Path(d, `class="cross"`)
	}
	c.Gend()
}

// drawCenters marks every supply center, filled with its owner's colour or
// white when neutral.
func (p *picture) drawCenters() {
	c := p.c
	c.Group(`id="centers"`)
	r, rdot := 9, 3
	if p.g.art != nil {
		r, rdot = p.g.art.sc, max(2, p.g.art.sc/3)
	}
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok || sh.Center == nil {
			continue
		}
		x, y := sh.Center[0], sh.Center[1]
		fill, dot := "#ffffff", "#111"
		owner := p.s.Owners[pr.ID]
		if owner != "" {
			fill, dot = p.colour(owner), "#fff"
		}
		c.Circle(x, y, r, `class="sc"`, attr("fill", fill))
		if l := p.letter(owner); l != "" {
			// The owner's letter instead of the dot (needLetters).
			c.Text(x, y+int(math.Round(float64(r)*.55)), l, `class="ul"`, attr("fill", letterInk(fill)), attr("font-size", strconv.Itoa(r*3/2)))
			continue
		}
		c.Circle(x, y, rdot, `fill="`+dot+`"`)
	}
	c.Gend()
}

// drawLabels writes the province abbreviations above everything else on
// the map, with a light halo so that a unit or an arrow beneath never makes
// them unreadable.
func (p *picture) drawLabels() {
	c := p.c
	if p.g.art != nil {
		p.drawArtNames()
		return
	}
	c.Group(`id="labels"`)
	for _, pr := range p.m.Provinces {
		p.label(pr.ID)
	}
	c.Gend()
}

// label writes a province's name where the drawing puts it.
func (p *picture) label(id string) {
	sh, ok := p.g.Provinces[id]
	if !ok {
		return
	}
	l := sh.Label
	class := `class="lbl"`
	if l.Small {
		class = `class="lbl s"`
	}
	if l.Rotate != 0 {
		p.c.Text(0, 0, id, class, `transform="translate(`+num(float64(l.At[0]))+` `+num(float64(l.At[1]))+`) rotate(`+num(float64(l.Rotate))+`)"`)
	} else {
		p.c.Text(l.At[0], l.At[1], id, class)
	}
}

// drawUnits draws the standing units (ringed when a movement phase
// dislodged them), then the units waiting to retreat, smaller, beside the
// unit that beat them (besideAt).
func (p *picture) drawUnits() {
	c := p.c
	c.Group(`id="units"`)
	for _, u := range p.units {
		state, why := "", ""
		if prov := u.Unit.Loc.Province(); p.beaten[prov] {
			state = "dislodged"
			p.used[keyDislodged] = true
			if by, ok := p.dislodger[prov]; ok {
				why = p.dislodgedBy(by, by.Loc.Province())
			}
		}
		p.unit(u.Placed, u.at, state, why, 1)
	}
	for i, u := range p.dislodged {
		p.used[keyDislodged] = true
		why := ""
		if from := p.s.Dislodged[i].AttackedFrom; from != "" {
			// The attacker stands where the unit stood, come from there.
			by := orders.Unit{Loc: board.Loc(from)}
			for _, s := range p.units {
				if s.Unit.Loc.Province() == u.Unit.Loc.Province() {
					by.Type = s.Unit.Type
				}
			}
			why = p.dislodgedBy(by, from)
		}
		p.unit(u.Placed, u.at, "retreating", why, dislodgedScale)
	}
	c.Gend()
}

// dislodgedBy says who dislodged a unit, in the judge's words: "dislodged
// by A TYR from Tyrolia" ("dislodged from Tyrolia" when the attacker's
// kind is unknown).
func (p *picture) dislodgedBy(by orders.Unit, from string) string {
	if by.Type == 0 {
		name := from
		if pr := p.m.Province(from); pr != nil {
			name = pr.Name
		}
		return "dislodged from " + name
	}
	return judge.Cause{Reason: judge.Dislodged, By: []orders.Unit{by}, From: from}.Words(p.m)
}

// unit draws a unit in its group, titled with its state and, when known,
// why it is in that state.
func (p *picture) unit(u orders.Placed, at geom.Vec, state, why string, scale float64) {
	c := p.c
	a := []string{attr("data-unit", u.Unit.String()), attr("data-power", u.Power), attr("data-words", unitWords(p.m, u)), `data-at="` + num(at.X) + ` ` + num(at.Y) + `"`}
	title := u.Power + ": " + u.Unit.String()
	if state != "" {
		a = append(a, `data-state="`+state+`"`)
		if why == "" {
			why = state
		}
		title += " (" + why + ")"
	}
	c.Group(a...)
	c.Title(title)
	switch state {
	case "dislodged":
		p.dashedRing(at, dislodgedRing)
	case "retreating":
		p.dashedRing(at, retreatRing)
	}
	p.powerSymbol(u.Unit.Type, at, u.Power, scale, "")
	c.Gend()
}

// dashedRing is the red mark of a dislodged unit, on a white casing so that
// it shows on red and dark land alike.
func (p *picture) dashedRing(at geom.Vec, r float64) {
	p.c.Circle(ix(at.X), ix(at.Y), ix(r), `class="disc"`)
	p.c.Circle(ix(at.X), ix(at.Y), ix(r), `class="dis"`)
}

// symbol places an army or fleet symbol in a colour, at full size or
// smaller (a unit waiting to retreat, the key).
func (p *picture) symbol(t board.UnitType, at geom.Vec, colour string, scale float64, class string) {
	p.symbolOf(t, at, colour, scale, class, "")
}

// powerSymbol places a power's unit symbol: in its colour and, where the
// map's colours alone would not tell its powers apart to a colour-blind
// player (needLetters), with the power's letter on it: on an army's token
// in place of the "A" (the token's shape says it is an army), on a fleet's
// hull.
func (p *picture) powerSymbol(t board.UnitType, at geom.Vec, power string, scale float64, class string) {
	p.symbolOf(t, at, p.colour(power), scale, class, p.letter(power))
}

// Where a power's letter stands on a unit symbol, from its middle, and
// its size, at full size.
const (
	armyLetterY    = 7
	armyLetterSize = 20
	fleetLetterY   = 16.5
	fleetLetterSz  = 12
)

func (p *picture) symbolOf(t board.UnitType, at geom.Vec, colour string, scale float64, class, letter string) {
	id := "#A"
	switch {
	case t == board.Fleet:
		id = "#F"
	case letter != "":
		id = "#T"
	}
	if scale != 1 {
		id = strings.ToLower(id)
	}
	a := []string{attr("fill", colour)}
	if class != "" {
		a = append(a, `class="`+class+`"`)
	}
	p.c.Use(ix(at.X), ix(at.Y), id, a...)
	if letter == "" {
		return
	}
	y, size := float64(armyLetterY), float64(armyLetterSize)
	if t == board.Fleet {
		y, size = fleetLetterY, fleetLetterSz
	}
	p.c.Text(ix(at.X), ix(at.Y+y*scale), letter, `class="ul"`, attr("fill", letterInk(colour)), attr("font-size", num(size*scale)))
}

// letterInk is black or white, whichever stands out more on a colour.
func letterInk(colour string) string {
	if contrast(colour, "#000000") >= contrast(colour, "#ffffff") {
		return "#000000"
	}
	return "#ffffff"
}

// Where a unit waiting to retreat is drawn, from the middle of the unit
// that took its place: near enough to read as standing in that province,
// far enough that its ring never covers the other unit's middle.
const (
	besideNear = retreatRing + symbolCore + 1
	besideFar  = 50
	besideBody = 13 // the radius of the smaller symbol that must lie in the province
)

// besideRadii are the distances tried, the middle one first.
var besideRadii = []float64{42, 40, 44, 38, 46, 48, besideNear, besideFar}

// besideAt is where a unit waiting to retreat is drawn: beside the unit
// that took its place, on the side the attack came from, inside its
// province and clear of every label, supply center and other unit; failing
// that, with only its middle inside and clear of the labels; failing that,
// the drawing's offset spot (so also when the scene does not say where the
// attack came from, as a history does not).
func (p *picture) besideAt(d judge.Dislodgement, sp geom.Spot) geom.Vec {
	home, fallback := sp.Unit.Vec(), sp.Dislodged.Vec()
	prov := d.Unit.Loc.Province()
	area, ok := p.g.areas[prov]
	attacker, found := p.g.Provinces[d.AttackedFrom]
	if !ok || !found {
		return fallback
	}
	way := attacker.Spot.Unit.Vec().Sub(home)
	want := math.Atan2(way.Y, way.X)
	for _, st := range besideStages {
		for turn := 0; turn <= st.turn; turn += st.step {
			for _, sign := range []float64{1, -1} {
				a := want + sign*float64(turn)*math.Pi/180
				for _, r := range st.radii {
					q := home.Add(geom.Pt(math.Cos(a), math.Sin(a)).Mul(r))
					if p.fitsBeside(q, d.Unit.Type, &area, prov, st.body) {
						return q
					}
				}
				if turn == 0 {
					break
				}
			}
		}
	}
	return fallback
}

// besideStages are the searches for a unit waiting to retreat, each less
// strict than the one before: its whole body inside the province near the
// way of the attack; then only its middle, up to a right angle off it;
// then nearer or farther, its ring over part of the standing unit (a
// narrow province: Rome, Yorkshire); then on any side (Albania has no
// room north of its unit).
var besideStages = []struct {
	body       float64
	turn, step int
	radii      []float64
}{
	{besideBody, 60, 5, besideRadii},
	{3, 85, 5, besideRadii},
	{0, 88, 2, besideNarrow},
	{0, 180, 2, besideNarrow},
}

// besideNarrow are the distances tried in a narrow province.
var besideNarrow = []float64{34, 32, 52, 30, 54, 28, 56, 26, 24}

// fitsBeside reports whether a unit waiting to retreat may be drawn at q.
func (p *picture) fitsBeside(q geom.Vec, t board.UnitType, area *geom.Area, prov string, body float64) bool {
	strict := body == besideBody
	if !area.Contains(q) {
		return false
	}
	for a := 0; a < 360; a += 30 {
		rad := float64(a) * math.Pi / 180
		if !area.Contains(q.Add(geom.Pt(math.Cos(rad), math.Sin(rad)).Mul(body))) {
			return false
		}
	}
	boxes := geom.SymbolBoxes(t, q, dislodgedScale)
	if strict {
		// The whole ring off every label, where there is room.
		boxes = append(boxes[:0], geom.Around(q, retreatRing+2))
	}
	for _, b := range boxes {
		if p.g.onLabel(b.Grow(1)) {
			return false
		}
	}
	for _, u := range p.units {
		if u.Unit.Loc.Province() != prov && u.at.Sub(q).Len() < besideNear {
			return false
		}
	}
	for _, u := range p.dislodged {
		if u.at.Sub(q).Len() < besideNear {
			return false
		}
	}
	if strict {
		for _, sh := range p.g.Provinces {
			if sh.Center != nil && sh.Center.Vec().Sub(q).Len() < 9+besideBody {
				return false
			}
		}
	}
	return true
}
