package render

import (
	"github.com/payola-gm/payola/engine/board"
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
	c.Gend()
}

// drawCenters marks every supply center, filled with its owner's colour or
// white when neutral.
func (p *picture) drawCenters() {
	c := p.c
	c.Group(`id="centers"`)
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok || sh.Center == nil {
			continue
		}
		x, y := sh.Center[0], sh.Center[1]
		fill, dot := "#ffffff", "#111"
		if owner := p.s.Owners[pr.ID]; owner != "" {
			fill, dot = p.colour(owner), "#fff"
		}
		c.Circle(x, y, 9, `class="sc"`, attr("fill", fill))
		c.Circle(x, y, 3, `fill="`+dot+`"`)
	}
	c.Gend()
}

// drawLabels writes the province abbreviations above everything else on
// the map, with a light halo so that a unit or an arrow beneath never makes
// them unreadable.
func (p *picture) drawLabels() {
	c := p.c
	c.Group(`id="labels"`)
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok {
			continue
		}
		l := sh.Label
		class := `class="lbl"`
		if l.Small {
			class = `class="lbl s"`
		}
		if l.Rotate != 0 {
			c.Text(0, 0, pr.ID, class, `transform="translate(`+num(float64(l.At[0]))+` `+num(float64(l.At[1]))+`) rotate(`+num(float64(l.Rotate))+`)"`)
		} else {
			c.Text(l.At[0], l.At[1], pr.ID, class)
		}
	}
	c.Gend()
}

// drawUnits draws the standing units (ringed when a movement phase
// dislodged them), then the units waiting to retreat, smaller and offset
// inside their province over the unit that beat them.
func (p *picture) drawUnits() {
	c := p.c
	c.Group(`id="units"`)
	for _, u := range p.units {
		state := ""
		if p.beaten[u.Unit.Loc.Province()] {
			state = "dislodged"
			p.used[keyDislodged] = true
		}
		p.unit(u.Placed, u.at, state, 1)
	}
	for _, u := range p.dislodged {
		p.used[keyDislodged] = true
		p.unit(u.Placed, u.at, "retreating", dislodgedScale)
	}
	c.Gend()
}

func (p *picture) unit(u orders.Placed, at geom.Vec, state string, scale float64) {
	c := p.c
	a := []string{attr("data-unit", u.Unit.String()), attr("data-power", u.Power), `data-at="` + num(at.X) + ` ` + num(at.Y) + `"`}
	title := u.Power + ": " + u.Unit.String()
	if state != "" {
		a = append(a, `data-state="`+state+`"`)
		title += " (" + state + ")"
	}
	c.Group(a...)
	c.Title(title)
	switch state {
	case "dislodged":
		p.dashedRing(at, dislodgedRing)
	case "retreating":
		p.dashedRing(at, retreatRing)
	}
	p.symbol(u.Unit.Type, at, p.colour(u.Power), scale, "")
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
	id := "#A"
	if t == board.Fleet {
		id = "#F"
	}
	if scale != 1 {
		id = "#a"
		if t == board.Fleet {
			id = "#f"
		}
	}
	a := []string{attr("fill", colour)}
	if class != "" {
		a = append(a, `class="`+class+`"`)
	}
	p.c.Use(ix(at.X), ix(at.Y), id, a...)
}
