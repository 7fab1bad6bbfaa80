package render

import (
	"math"
	"strconv"
	"strings"
)

// Colours of the land itself.
const (
	landColour = "#f2e6cf"
	seaColour  = "#bcd9e8"
	// borderColour shows through the hairline gaps between provinces of
	// the jDip outlines, which then read as borders.
	borderColour = "#7d7263"
	failColour   = "#d11a1a"
	buildColour  = "#178a2c"
	voidColour   = "#6e6e6e"
	// casingColour is drawn under every order stroke, a little wider, so
	// that a stroke of any power's colour stands out on any land tint and
	// on the sea (TestStrokesContrast measures it).
	casingColour = "#141414"
	// marginColour is round a DPjudge picture, where units on its edge
	// reach.
	marginColour = "#dcd6c8"
)

// minContrast is WCAG's least contrast for graphical objects (1.4.11).
const minContrast = 3

// css is the picture's fixed styling; nothing from input goes in here.
const css = `
.sea{fill:` + seaColour + `;stroke:#47606e;stroke-width:1.2}
.land{stroke:#3b3125;stroke-width:1.2}
.shut{fill:#4d4a46;stroke:#222;stroke-width:1.5}
.isle{fill:#d7d4cc;stroke:#3b3125;stroke-width:1}
.tint{fill-opacity:.55}
.cross{fill:none;stroke:#3b3125;stroke-width:6;stroke-dasharray:4 3}
.sc{stroke:#111;stroke-width:2}
.lbl{font-family:Georgia,'DejaVu Serif',serif;font-style:italic;font-size:21px;text-anchor:middle;fill:#222;paint-order:stroke;stroke:#fffdf6;stroke-width:3.5px;stroke-linejoin:round;pointer-events:none}
.lbl.s{font-size:17px}
.case{fill:none;stroke:` + casingColour + `;stroke-linecap:round;stroke-linejoin:round}
.ln{fill:none;stroke-linecap:round;stroke-linejoin:round}
.fail{stroke-dasharray:12 9}
.sup{stroke-dasharray:9 7}
.cvy{stroke-dasharray:1 10}
.hd{stroke:` + casingColour + `;stroke-width:2;stroke-linejoin:round}
.x{fill:none;stroke-width:5;stroke-linecap:round}
.xc{fill:none;stroke:#fff;stroke-width:9;stroke-linecap:round}
.disc{fill:none;stroke:#fff;stroke-width:6}
.dis{fill:none;stroke:` + failColour + `;stroke-width:3.5;stroke-dasharray:7 4}
.bld{fill:none;stroke:` + buildColour + `;stroke-width:5;stroke-dasharray:9 5}
.bldc{fill:none;stroke:#fff;stroke-width:9}
.nob{fill:#fff;fill-opacity:.7;stroke:` + voidColour + `;stroke-width:3;stroke-dasharray:5 4}
.nobx{fill:none;stroke:` + voidColour + `;stroke-width:4;stroke-linecap:round}
.rm{fill:none;stroke:` + failColour + `;stroke-width:4}
.ghost{opacity:.5}
.amt{fill:#fff;stroke-width:2.5}
.amtt{font-size:17px;font-weight:bold;text-anchor:middle}
.txt{font-family:Helvetica,Arial,'DejaVu Sans',sans-serif;fill:#1e1e1e}
.ttl{font-size:30px;font-weight:bold}
.pw{font-size:21px;font-weight:bold}
.nb{font-size:18px}
.pw.sm{font-size:16px}
.nb.sm{font-size:13px}
.key{font-size:17px}
.ul{font-family:Helvetica,Arial,'DejaVu Sans',sans-serif;font-weight:bold;text-anchor:middle;pointer-events:none}
`

// The unit symbols, centred on the unit, drawn with a stroke 2.5 wide:
// geom.SymbolBoxes are the boxes they cover. Their outline is two-tone,
// a dark stroke on a light halo, so that it stands out from any fill and
// any land or sea beneath (whichever of the two is far from a colour,
// the other is: TestUnitOutlinesContrast): Russia's white army on its
// pale land and Japan's grey fleet on grey read as clearly as the rest.
const (
	armyRadius = 17
	fleetHull  = "M-25 5h50l-10 13h-30z"
	fleetSail  = "M-4 3v-24l21 21z"

	outlineColour = "#1a1a1a"
	haloColour    = "#ffffff"
	haloWidth     = 5 // the halo shows 1.25 beyond the dark stroke
)

// drawSymbols defines the unit shapes; a <use> gives them their power's
// fill. An army is a round token with an "A"; a fleet is a ship. The small
// ones are for units waiting to retreat and for the key.
func (p *picture) drawSymbols() {
	c := p.c
	const letterA = "M-7 9L0-9 7 9M-4.5 3h9"
	halo := []string{`fill="none"`, `stroke="` + haloColour + `"`, `stroke-width="` + num(haloWidth) + `"`, `stroke-linejoin="round"`}
	c.Gid("A")
	c.Circle(0, 0, armyRadius, halo...)
	c.Circle(0, 0, armyRadius, `stroke="`+outlineColour+`"`, `stroke-width="2.5"`)
	c.Path(letterA, `fill="none"`, `stroke="#1a1a1a"`, `stroke-width="6"`, `stroke-linecap="round"`, `stroke-linejoin="round"`)
	c.Path(letterA, `fill="none"`, `stroke="#fff"`, `stroke-width="3"`, `stroke-linecap="round"`, `stroke-linejoin="round"`)
	c.Gend()
	c.Gid("F")
	c.Path(fleetHull+fleetSail, halo...)
	c.Group(`stroke="`+outlineColour+`"`, `stroke-width="2.5"`, `stroke-linejoin="round"`)
	c.Path(fleetHull)
	c.Path(fleetSail)
	c.Gend()
	c.Gend()
	c.Use(0, 0, "#A", `id="a"`, `transform="scale(.8)"`)
	c.Use(0, 0, "#F", `id="f"`, `transform="scale(.8)"`)
	if p.letters {
		// An army's token for a power's letter (powerSymbol).
		c.Gid("T")
		c.Circle(0, 0, armyRadius, halo...)
		c.Circle(0, 0, armyRadius, `stroke="`+outlineColour+`"`, `stroke-width="2.5"`)
		c.Gend()
		c.Use(0, 0, "#T", `id="t"`, `transform="scale(.8)"`)
	}
}

// ink is the colour a power's order strokes are drawn in: its own colour,
// lightened just enough to stand out from the dark casing beneath.
func ink(colour string) string {
	r, g, b, ok := parseHex(colour)
	if !ok {
		r, g, b, _ = parseHex(unknownColour)
	}
	for k := 0; k <= 100; k += 5 {
		mix := func(c int) int { return (c*(100-k) + 255*k) / 100 }
		out := hex(mix(r), mix(g), mix(b))
		if contrast(out, casingColour) >= minContrast+0.2 {
			return out
		}
	}
	return "#ffffff"
}

// contrast is the WCAG contrast ratio of two colours, 1 to 21.
func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is the WCAG relative luminance of a #rrggbb colour.
func luminance(colour string) float64 {
	r, g, b, _ := parseHex(colour)
	lin := func(c int) float64 {
		v := float64(c) / 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// tint is the colour of a territory owned by a power: the power's colour
// washed toward the land colour, so units on it stay visible.
func tint(colour string) string {
	r, g, b, ok := parseHex(colour)
	if !ok {
		r, g, b, _ = parseHex(unknownColour)
	}
	lr, lg, lb, _ := parseHex(landColour)
	mix := func(c, l int) int { return (c*45 + l*55) / 100 }
	return hex(mix(r, lr), mix(g, lg), mix(b, lb))
}

func parseHex(s string) (r, g, b int, ok bool) {
	s = strings.TrimPrefix(s, "#")
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) != 6 {
		return 0, 0, 0, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return 0, 0, 0, false
	}
	return int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff), true
}

func hex(r, g, b int) string {
	const digits = "0123456789abcdef"
	out := []byte{'#', 0, 0, 0, 0, 0, 0}
	for i, v := range []int{r, g, b} {
		out[1+2*i] = digits[v>>4&0xf]
		out[2+2*i] = digits[v&0xf]
	}
	return string(out)
}
