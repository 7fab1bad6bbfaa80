package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Legend layout, in map units, inside the panel right of the map.
const (
	legendPad    = 22
	titleSize    = 30
	titleChars   = 17 // characters of the title per line at titleSize
	powerRow     = 60
	waiveRowPlus = 24
	keyRow       = 40
)

// The symbols a key may explain, in the key's order.
const (
	keyMove = iota
	keyFailed
	keyVoid
	keySupport
	keyConvoy
	keyHold
	keyDislodged
	keyBuild
	keyBuildVoid
	keyRemove
	keyCount
)

// drawLegend fills the panel: the phase, each power's colour with its
// centers and units, waived builds, and a key to the symbols the map shows.
// It returns how far down the panel it reached.
func (p *picture) drawLegend() int {
	c := p.c
	x0 := p.g.Width
	y := legendPad + titleSize
	for _, line := range wrap(p.s.Title, titleChars) {
		c.Text(x0+legendPad, y, line, `class="txt ttl"`)
		y += titleSize + 6
	}
	y += 14

	centers := p.centerCounts()
	units := map[string]int{}
	for _, u := range p.s.Units {
		units[p.canonical(u.Power)]++
	}
	waives := map[string][]orders.Order{}
	for _, o := range p.s.Orders {
		if o.Order.Kind == orders.Waive {
			waives[p.canonical(o.Power)] = append(waives[p.canonical(o.Power)], o.Order)
		}
	}
	row := func(name, label string) {
		colour := p.colour(name)
		p.symbol(board.Army, geom.Pt(float64(x0+legendPad+18), float64(y+4)), colour, 1, "")
		c.Text(x0+legendPad+48, y+2, label, `class="txt pw"`, attr("data-power", name))
		c.Text(x0+legendPad+48, y+26, counted(centers[name], "center")+" · "+counted(units[name], "unit"), `class="txt nb"`)
		y += powerRow
		if w := waives[name]; len(w) > 0 {
			c.Text(x0+legendPad+48, y-8, "waives "+counted(len(w), "build"), `class="txt nb"`,
				attr("data-order", w[0].String()), attr("data-power", name))
			y += waiveRowPlus
		}
	}
	for _, pw := range p.m.Powers {
		row(pw.Name, displayName(pw.Name))
	}
	for _, name := range p.strangers() {
		row(name, name)
	}
	return p.drawKey(x0, y+10) + legendPad
}

// drawKey explains each symbol the map shows, drawn the same way as on the
// map, and returns where it ends. Symbols the map does not show are left
// out, so the key never explains what is not there.
func (p *picture) drawKey(x0, y int) int {
	shown := false
	for _, u := range p.used {
		shown = shown || u
	}
	if !shown {
		return y
	}
	c := p.c
	c.Text(x0+legendPad, y+8, "Key", `class="txt pw"`)
	y += 36
	left := float64(x0 + legendPad + 6)
	right := left + 84
	mid := geom.Pt(left+40, 0)
	text := x0 + legendPad + 110
	grey := ink("#555555")
	entry := func(k int, label string, drawIt func(yf float64)) {
		if !p.used[k] {
			return
		}
		c.Group(`data-key="` + label + `"`)
		drawIt(float64(y))
		c.Text(text, y+6, label, `class="txt key"`)
		c.Gend()
		y += keyRow
	}
	straight := func(yf float64, colour, class string) geom.Vec {
		p.line(pathTo("M", geom.Pt(left, yf))+pathTo("L", geom.Pt(right-headLength, yf)), colour, class, 5)
		p.head(geom.Pt(right, yf), geom.Pt(left, yf), colour)
		return geom.Pt((left+right)/2, yf)
	}
	entry(keyMove, "move", func(yf float64) { straight(yf, grey, "") })
	entry(keyFailed, "failed order", func(yf float64) {
		at := straight(yf, grey, "fail")
		p.drawMark(mark{at: at, size: failSize, colour: failColour, order: "key"})
	})
	entry(keyVoid, "void order", func(yf float64) {
		at := straight(yf, ink(voidColour), "fail")
		p.drawMark(mark{at: at, size: failSize, colour: voidColour, order: "key"})
	})
	entry(keySupport, "support", func(yf float64) {
		p.line(pathTo("M", geom.Pt(left, yf))+pathTo("L", geom.Pt(right-6, yf)), grey, "sup", 4)
		c.Circle(ix(right), ix(yf), 7, attr("fill", grey), `class="hd"`)
	})
	entry(keyConvoy, "convoy", func(yf float64) { p.triangle(geom.Pt(mid.X, yf+3), 17, grey, "") })
	entry(keyHold, "hold", func(yf float64) { p.ring(geom.Pt(mid.X, yf), 15, grey, "") })
	entry(keyDislodged, "dislodged", func(yf float64) {
		at := geom.Pt(mid.X, yf)
		p.dashedRing(at, 17)
		p.symbol(board.Army, at, "#d9d9d9", dislodgedScale, "")
	})
	entry(keyBuild, "build", func(yf float64) {
		c.Circle(ix(mid.X), ix(yf), 17, `class="bldc"`)
		c.Circle(ix(mid.X), ix(yf), 17, `class="bld"`)
	})
	entry(keyBuildVoid, "build refused", func(yf float64) {
		at := geom.Pt(mid.X, yf)
		c.Circle(ix(at.X), ix(at.Y), 16, `class="nob"`)
		d := 16 * math.Sqrt2 / 2
		c.Path(pathTo("M", at.Add(geom.Pt(-d, d)))+pathTo("L", at.Add(geom.Pt(d, -d))), `class="nobx"`)
	})
	entry(keyRemove, "removed, disbanded", func(yf float64) {
		at := geom.Pt(mid.X, yf)
		c.Circle(ix(at.X), ix(at.Y), 15, `class="rm"`)
		p.drawMark(mark{at: at.Add(geom.Pt(13, -11)), size: badgeSize, colour: failColour, order: "key"})
	})
	return y
}

// displayName writes a map power's name as a word: "FRANCE" -> "France".
func displayName(name string) string {
	if name == "" {
		return name
	}
	return name[:1] + strings.ToLower(name[1:])
}

func counted(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// wrap breaks a title into lines of about width characters at spaces.
func wrap(s string, width int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if cur != "" && len([]rune(cur))+1+len([]rune(w)) > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		if cur != "" {
			cur += " "
		}
		cur += w
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
