package render

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// drawTerrain draws the sea as a background, then every province (land
// tinted by its owner), then the scenery that is no province.
func (p *picture) drawTerrain() {
	b := p.buf
	b.WriteString(`<g id="terrain">` + "\n")
	b.WriteString(`<rect fill="` + borderColour + `" width="` + num(float64(p.g.Width)) + `" height="` + num(float64(p.g.Height)) + `"/>` + "\n")
	for _, d := range p.g.Water {
		b.WriteString(`<path class="sea" d="` + d + `"/>` + "\n")
	}
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok {
			continue
		}
		b.WriteString(`<path d="`)
		b.WriteString(sh.Outline)
		b.WriteString(`" `)
		switch pr.Terrain {
		case board.Sea:
			b.WriteString(`class="sea"`)
		case board.Shut:
			b.WriteString(`class="shut"`)
		default:
			fill := landColour
			if owner := p.s.Owners[pr.ID]; owner != "" {
				fill = tint(p.colour(owner))
				b.WriteString(attr("data-owner", owner) + " ")
			}
			b.WriteString(`class="land" fill="` + fill + `"`)
		}
		b.WriteString(` data-province="` + pr.ID + `"/>` + "\n")
	}
	for _, d := range p.g.Land {
		b.WriteString(`<path class="isle" d="` + d + `"/>` + "\n")
	}
	b.WriteString("</g>\n")
}

// drawCenters marks every supply center, filled with its owner's colour or
// white when neutral.
func (p *picture) drawCenters() {
	b := p.buf
	b.WriteString(`<g id="centers">` + "\n")
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok || sh.Center == nil {
			continue
		}
		at := fromPoint(*sh.Center)
		fill, dot := "#ffffff", "#111"
		if owner := p.s.Owners[pr.ID]; owner != "" {
			fill, dot = p.colour(owner), "#fff"
		}
		b.WriteString(`<circle class="sc" cx="` + num(at.x) + `" cy="` + num(at.y) + `" r="9" ` + attr("fill", fill) + `/>`)
		b.WriteString(`<circle cx="` + num(at.x) + `" cy="` + num(at.y) + `" r="3" fill="` + dot + `"/>` + "\n")
	}
	b.WriteString("</g>\n")
}

// drawLabels writes the province abbreviations above the units, with a
// light halo so that a unit or an arrow beneath never makes them unreadable.
func (p *picture) drawLabels() {
	b := p.buf
	b.WriteString(`<g id="labels">` + "\n")
	for _, pr := range p.m.Provinces {
		sh, ok := p.g.Provinces[pr.ID]
		if !ok {
			continue
		}
		l := sh.Label
		b.WriteString(`<text class="lbl`)
		if l.Small {
			b.WriteString(` s`)
		}
		x, y := num(float64(l.At[0])), num(float64(l.At[1]))
		if l.Rotate != 0 {
			b.WriteString(`" transform="translate(` + x + ` ` + y + `) rotate(` + num(float64(l.Rotate)) + `)">`)
		} else {
			b.WriteString(`" x="` + x + `" y="` + y + `">`)
		}
		b.WriteString(pr.ID)
		b.WriteString("</text>\n")
	}
	b.WriteString("</g>\n")
}

// drawUnits draws the standing units, then the dislodged ones beside them
// with a dashed red ring.
func (p *picture) drawUnits() {
	b := p.buf
	b.WriteString(`<g id="units">` + "\n")
	for _, u := range p.units {
		p.unit(u.Placed, u.at, "")
	}
	for _, u := range p.dislodged {
		p.unit(u.Placed, u.at, "dislodged")
	}
	b.WriteString("</g>\n")
}

func (p *picture) unit(u orders.Placed, at pt, state string) {
	b := p.buf
	b.WriteString(`<g ` + attr("data-unit", u.Unit.String()) + ` ` + attr("data-power", u.Power))
	if state != "" {
		b.WriteString(` data-state="` + state + `"`)
	}
	b.WriteString(`><title>`)
	escapeBody(b, u.Power+": "+u.Unit.String())
	if state != "" {
		b.WriteString(" (" + state + ")")
	}
	b.WriteString(`</title>`)
	if state == "dislodged" {
		b.WriteString(`<circle class="dis" cx="` + num(at.x) + `" cy="` + num(at.y) + `" r="27"/>`)
	}
	p.symbol(u.Unit.Type, at, p.colour(u.Power), "")
	b.WriteString("</g>\n")
}

// symbol places an army or fleet symbol in a colour.
func (p *picture) symbol(t board.UnitType, at pt, colour, class string) {
	id := "#A"
	if t == board.Fleet {
		id = "#F"
	}
	b := p.buf
	b.WriteString(`<use xlink:href="` + id + `" x="` + num(at.x) + `" y="` + num(at.y) + `" ` + attr("fill", colour))
	if class != "" {
		b.WriteString(` class="` + class + `"`)
	}
	b.WriteString(`/>`)
}
