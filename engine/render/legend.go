package render

import (
	"fmt"
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
	keyGap       = 10 // above the key
	keyTitle     = 36 // the key's heading
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
	x0 := p.legendX
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
	type power struct{ name, label string }
	var rows []power
	for _, pw := range p.m.Powers {
		name := pw.Name
		if pw.FullName != "" {
			name = pw.FullName // as the map writes it: "Gulf of Bothnia", not "Gulfofbothnia"
		}
		rows = append(rows, power{pw.Name, displayName(name)})
	}
	for _, name := range p.strangers() {
		rows = append(rows, power{name, name})
	}
	counts := func(name string) string {
		return counted(centers[name], "center") + " · " + counted(units[name], "unit")
	}
	waived := func(name string) (string, string) {
		w := waives[name]
		if len(w) == 0 {
			return "", ""
		}
		return "waives " + counted(len(w), "build"), attr("data-order", w[0].String())
	}

	// A map of many powers (void's 36) has them in two columns of smaller
	// rows when one column of full rows would run well below the map.
	full := len(rows)*powerRow + len(waives)*waiveRowPlus
	if len(rows) > compactFrom && y+full+p.keyHeight() > p.legendH {
		perColumn := (len(rows) + 1) / 2
		width := (panelWidth - 2*legendPad) / 2
		for i, r := range rows {
			x := x0 + legendPad + i/perColumn*width
			ry := y + i%perColumn*compactRow
			p.powerSymbol(board.Army, geom.Pt(float64(x+11), float64(ry+3)), r.name, compactScale, "")
			c.Text(x+26, ry+1, r.label, `class="txt pw sm"`, attr("data-power", r.name), fitted(r.label, width-compactGap, compactName, true))
			line, order := counts(r.name), ""
			if w, o := waived(r.name); w != "" {
				line, order = line+" · "+w, o+" "+attr("data-power", r.name)
			}
			c.Text(x+26, ry+20, line, `class="txt nb sm"`, order, fitted(line, width-compactGap, compactCount, false))
		}
		return p.drawKey(x0, y+perColumn*compactRow+keyGap) + legendPad
	}
	for _, r := range rows {
		p.powerSymbol(board.Army, geom.Pt(float64(x0+legendPad+18), float64(y+4)), r.name, 1, "")
		c.Text(x0+legendPad+48, y+2, r.label, `class="txt pw"`, attr("data-power", r.name))
		c.Text(x0+legendPad+48, y+26, counts(r.name), `class="txt nb"`)
		y += powerRow
		if w, o := waived(r.name); w != "" {
			c.Text(x0+legendPad+48, y-8, w, `class="txt nb"`, o, attr("data-power", r.name))
			y += waiveRowPlus
		}
	}
	return p.drawKey(x0, y+keyGap) + legendPad
}

// Two columns of small rows (drawLegend) for maps of more powers than
// this whose legend would run below the map; the sizes are .pw.sm's and
// .nb.sm's.
const (
	compactFrom  = 12
	compactRow   = 42
	compactGap   = 36 // of a column's width: the symbol before the text, a gap after
	compactScale = 0.6
	compactName  = 16 // px, bold
	compactCount = 13 // px
)

// fitted squeezes a text into width when it would be wider (a long name
// stays whole rather than running into the next column). SVG's textLength
// stretches a shorter text as well, so it is set only when the text's
// width in Helvetica's metrics, which Arial and Liberation Sans share, is
// over.
func fitted(text string, width int, size float64, bold bool) string {
	if textWidth(text, size, bold) <= float64(width) {
		return ""
	}
	return fmt.Sprintf(`textLength="%d" lengthAdjust="spacingAndGlyphs"`, width)
}

// textWidth is a text's width at size px in Helvetica (bold or not), from
// the font's advance widths in thousandths of an em; a character outside
// the tables counts as a wide one.
func textWidth(text string, size float64, bold bool) float64 {
	lower, upper := helveticaLower, helveticaUpper
	if bold {
		lower, upper = helveticaBoldLower, helveticaBoldUpper
	}
	w := 0
	for _, r := range text {
		switch {
		case r >= 'a' && r <= 'z':
			w += lower[r-'a']
		case r >= 'A' && r <= 'Z':
			w += upper[r-'A']
		case r >= '0' && r <= '9':
			w += 556
		case r == ' ' || r == '·' || r == '.' || r == ',':
			w += 278
		default:
			w += 778
		}
	}
	return float64(w) * size / 1000
}

// Helvetica's advance widths, a to z and A to Z (the Adobe font metrics).
var (
	helveticaLower     = [26]int{556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500}
	helveticaUpper     = [26]int{667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611}
	helveticaBoldLower = [26]int{556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500}
	helveticaBoldUpper = [26]int{722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611}
)

// keyHeight is how far below the powers the legend ends: drawKey's key
// and the panel's padding.
func (p *picture) keyHeight() int {
	n := p.keyEntries()
	if n == 0 {
		return keyGap + legendPad
	}
	return keyGap + keyTitle + n*keyRow + legendPad
}

// keyEntries is how many symbols the key explains: those the map shows.
func (p *picture) keyEntries() int {
	n := 0
	for _, u := range p.used {
		if u {
			n++
		}
	}
	return n
}

// drawKey explains each symbol the map shows, drawn the same way as on the
// map, and returns where it ends. Symbols the map does not show are left
// out, so the key never explains what is not there.
func (p *picture) drawKey(x0, y int) int {
	if p.keyEntries() == 0 {
		return y
	}
	c := p.c
	c.Text(x0+legendPad, y+8, "Key", `class="txt pw"`)
	y += keyTitle
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

// displayName writes a map power's name in words, each capitalised, "of"
// and "the" inside a name in lower case (as DPjudge writes names out):
// "FRANCE" -> "France", "GULF OF BOTHNIA" -> "Gulf of Bothnia",
// "POLAND-LITHUANIA" -> "Poland-Lithuania", "B.C." -> "B.C.".
func displayName(name string) string {
	var b strings.Builder
	start := true // at the start of a word
	for i, w := range strings.SplitAfter(name, " ") {
		lw := strings.ToLower(w)
		if i > 0 && (strings.TrimSpace(lw) == "of" || strings.TrimSpace(lw) == "the") {
			b.WriteString(lw)
			continue
		}
		for _, r := range w {
			switch {
			case start:
				b.WriteRune(r)
			default:
				b.WriteString(strings.ToLower(string(r)))
			}
			start = r == ' ' || r == '-' || r == '.'
		}
		start = true
	}
	return b.String()
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
