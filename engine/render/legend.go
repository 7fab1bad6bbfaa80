package render

import (
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
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

// drawLegend fills the panel: the phase, each power's colour with its
// centers and units, waived builds, and a key to the order drawings. It
// returns how far down the panel it reached.
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
		p.symbol(board.Army, pt{float64(x0 + legendPad + 18), float64(y + 4)}, colour, "")
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

// drawKey shows what each kind of drawing means, drawn the same way as on
// the map, and returns where it ends.
func (p *picture) drawKey(x0, y int) int {
	c := p.c
	c.Text(x0+legendPad, y+8, "Key", `class="txt pw"`)
	y += 36
	left := float64(x0 + legendPad + 6)
	right := left + 84
	text := x0 + legendPad + 110
	grey := "#555555"
	entry := func(label string, drawIt func(yf float64)) {
		drawIt(float64(y))
		c.Text(text, y+6, label, `class="txt key"`)
		y += keyRow
	}
	straight := func(yf float64, class string) pt {
		p.line("M"+num(left)+" "+num(yf)+"L"+num(right-headLength)+" "+num(yf), grey, class, 5)
		p.head(pt{right, yf}, pt{left, yf}, grey)
		return pt{(left + right) / 2, yf}
	}
	entry("move", func(yf float64) { straight(yf, "") })
	entry("failed move", func(yf float64) {
		mid := straight(yf, "fail")
		p.drawMark(mark{at: mid, size: 9, colour: failColour, order: "key"})
	})
	entry("support", func(yf float64) {
		p.line("M"+num(left)+" "+num(yf)+"L"+num(right-6)+" "+num(yf), grey, "sup", 4)
		p.buf.WriteString(`<circle cx="` + num(right) + `" cy="` + num(yf) + `" r="7" fill="` + grey + `" class="hd"/>`)
	})
	entry("convoy", func(yf float64) {
		p.line("M"+num(left)+" "+num(yf)+"L"+num(right)+" "+num(yf), grey, "cvy", 6)
	})
	entry("hold", func(yf float64) { p.ring(pt{left + 40, yf}, 15, grey, "") })
	entry("dislodged", func(yf float64) {
		at := pt{left + 40, yf}
		p.buf.WriteString(`<circle class="dis" cx="` + num(at.x) + `" cy="` + num(at.y) + `" r="19"/>`)
		p.buf.WriteString(`<use xlink:href="#A" x="` + num(at.x) + `" y="` + num(at.y) + `" fill="` + grey + `" transform="translate(` + num(at.x*0.3) + ` ` + num(at.y*0.3) + `) scale(.7)"/>`)
	})
	entry("build", func(yf float64) {
		p.buf.WriteString(`<circle class="bld" cx="` + num(left+40) + `" cy="` + num(yf) + `" r="17"/>`)
	})
	entry("removed, disbanded", func(yf float64) {
		p.drawMark(mark{at: pt{left + 40, yf}, size: 11, colour: failColour, order: "key"})
	})
	entry("void order", func(yf float64) {
		mid := straight(yf, "fail")
		p.drawMark(mark{at: mid, size: 9, colour: unknownColour, order: "key"})
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
