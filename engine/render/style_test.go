package render

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

func TestUnknownPowerIsGreyAndKnownPowerInItsColour(t *testing.T) {
	m := board.Standard()
	s := Scene{
		Units:  append(placed("NOBODY", "A PAR"), placed("france", "A MAR")...),
		Owners: map[string]string{"PAR": "NOBODY", "BRE": "ENGLAND", "NTH": "ENGLAND"},
	}
	els := elements(t, mustRender(t, s))
	fillOfUse := map[string]string{}
	var unit string
	for _, e := range els {
		if u, ok := e.attrs["data-unit"]; ok {
			unit = u
		}
		if e.name == "use" && unit != "" {
			fillOfUse[unit] = e.attrs["fill"]
			unit = ""
		}
	}
	if fillOfUse["A PAR"] != unknownColour {
		t.Errorf("unknown power's unit fill %q, want grey %s", fillOfUse["A PAR"], unknownColour)
	}
	if want := m.Power("FRANCE").Colour; fillOfUse["A MAR"] != want {
		t.Errorf("'france' unit fill %q, want France's %s", fillOfUse["A MAR"], want)
	}
	lines := map[string]bool{}
	for _, e := range els {
		if e.name == "text" {
			lines[e.text] = true
		}
	}
	if !lines["NOBODY"] || !lines["1 center · 1 unit"] {
		t.Error("the legend does not count the unknown power's center and unit")
	}
	if !lines["0 centers · 1 unit"] {
		t.Error("a unit of 'france' is not counted for France")
	}
	for _, e := range els {
		switch e.attrs["data-province"] {
		case "BRE":
			if want := tint(m.Power("ENGLAND").Colour); e.attrs["fill"] != want {
				t.Errorf("Brest owned by England filled %q, want %s", e.attrs["fill"], want)
			}
		case "NTH":
			if e.attrs["data-owner"] != "" {
				t.Error("a sea is tinted as owned")
			}
		case "GAS":
			if e.attrs["fill"] != landColour {
				t.Errorf("unowned Gascony filled %q", e.attrs["fill"])
			}
		}
	}
}

// The contrast of an order's stroke: its casing against the land, the
// power's own tint and the sea, and its ink against the casing, at least
// 3:1 (WCAG 1.4.11) for every power of the map, a power the map does not
// know and a void order.
func TestStrokesContrast(t *testing.T) {
	m := board.Standard()
	colours := map[string]string{"unknown power": unknownColour, "void": voidColour}
	for _, p := range m.Powers {
		colours[p.Name] = p.Colour
	}
	for name, c := range colours {
		for bg, colour := range map[string]string{"land": landColour, "its own land": tint(c), "sea": seaColour} {
			if r := contrast(casingColour, colour); r < minContrast {
				t.Errorf("%s: the casing on %s (%s) has contrast %.2f", name, bg, colour, r)
			}
		}
		if r := contrast(ink(c), casingColour); r < minContrast {
			t.Errorf("%s: ink %s on its casing has contrast %.2f", name, ink(c), r)
		}
		t.Logf("%-14s colour %s ink %s: on land %.2f, own tint %.2f, sea %.2f without casing; ink/casing %.2f",
			name, c, ink(c), contrast(c, landColour), contrast(c, tint(c)), contrast(c, seaColour), contrast(ink(c), casingColour))
	}
	// The formula itself, on WCAG's own end points.
	if r := contrast("#000000", "#ffffff"); math.Abs(r-21) > 0.01 {
		t.Errorf("black on white: %.2f, want 21", r)
	}
	if r := contrast("#777777", "#ffffff"); math.Abs(r-4.48) > 0.01 {
		t.Errorf("#777 on white: %.2f, want 4.48", r)
	}
}

// wcag is the relative luminance of WCAG 2 (1.4.3), written out here.
func wcag(colour string) float64 {
	v, _ := strconv.ParseUint(strings.TrimPrefix(colour, "#"), 16, 32)
	ch := func(c uint64) float64 {
		s := float64(c) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(v>>16&255) + 0.7152*ch(v>>8&255) + 0.0722*ch(v&255)
}

func wcagRatio(a, b string) float64 {
	la, lb := wcag(a), wcag(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// The contrast of dark colours, whose channels take WCAG's linear part:
// #0a0a0a has luminance 10/255/12.92 = 0.003035, so 1.05/0.053035 = 19.80
// against white; #050505 gives 20.38.
func TestContrastOfDarkColours(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#0a0a0a", "#ffffff", 19.80},
		{"#ffffff", "#050505", 20.38},
		{"#0a0a0a", "#0a0a0a", 1},
	} {
		if got := contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%s on %s: %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// A power's ink is its colour mixed toward white in steps of 5%, just
// enough for a contrast of minContrast+0.2 with the casing: the step before
// falls short. Colours that cannot be read are taken as the grey of an
// unknown power.
func TestInkIsTheColourLightenedJustEnough(t *testing.T) {
	colours := []string{unknownColour, voidColour, "#000000", "#101010", "#3b0000", "#0000ff", "#ffffff", "#fff", "#123"}
	for _, p := range board.Standard().Powers {
		colours = append(colours, p.Colour)
	}
	mix := func(colour string, k uint64) string {
		v, _ := strconv.ParseUint(strings.TrimPrefix(colour, "#"), 16, 32)
		ch := func(c uint64) uint64 { return (c*(100-k) + 255*k) / 100 }
		return fmt.Sprintf("#%02x%02x%02x", ch(v>>16&255), ch(v>>8&255), ch(v&255))
	}
	long := func(c string) string {
		if len(c) == 4 {
			return string([]byte{'#', c[1], c[1], c[2], c[2], c[3], c[3]})
		}
		return c
	}
	for _, c := range colours {
		want := ""
		for k := uint64(0); k <= 100; k += 5 {
			if m := mix(long(c), k); wcagRatio(m, casingColour) >= minContrast+0.2 {
				want = m
				break
			}
		}
		if got := ink(c); got != want {
			t.Errorf("ink(%s) = %s, want %s", c, got, want)
		}
	}
	for _, bad := range []string{"", "red", "#12345", "#gggggg"} {
		if got, want := ink(bad), ink(unknownColour); got != want {
			t.Errorf("ink(%q) = %s, want the unknown grey's %s", bad, got, want)
		}
		if got, want := tint(bad), tint(unknownColour); got != want {
			t.Errorf("tint(%q) = %s, want the unknown grey's %s", bad, got, want)
		}
	}
}

// channels splits #rrggbb.
func channels(t *testing.T, c string) [3]float64 {
	t.Helper()
	r, g, b, ok := parseHex(c)
	if !ok {
		t.Fatalf("%q is no colour", c)
	}
	return [3]float64{float64(r), float64(g), float64(b)}
}

// A power's ink is its own colour mixed with white (the same share of white
// in every channel, so the hue stays), as little as gives the stroke a
// WCAG contrast of 3:1 on its dark casing: a colour that already has it is
// kept as it is.
func TestInkIsThePowersColourLightenedTowardWhite(t *testing.T) {
	m := board.Standard()
	colours := []string{unknownColour, voidColour, "#000000", "#000080", "#400000", "#123456", "#2e64c8", "#c0392b", "#ffcc00", "#ffffff"}
	for _, p := range m.Powers {
		colours = append(colours, p.Colour)
	}
	for _, c := range colours {
		out := ink(c)
		if r := contrast(out, casingColour); r < minContrast {
			t.Errorf("%s: ink %s has contrast %.2f on the casing", c, out, r)
		}
		if contrast(c, casingColour) >= minContrast+0.2 && out != c {
			t.Errorf("%s already stands out on the casing, but its ink is %s", c, out)
		}
		from, to := channels(t, c), channels(t, out)
		// The share of white, read off the channel with the most room.
		k, room := 0, -1.0
		for i := range from {
			if 255-from[i] > room {
				k, room = i, 255-from[i]
			}
		}
		share := 0.0
		if room > 0 {
			share = (to[k] - from[k]) / room
		}
		if share < 0 || share > 1 {
			t.Errorf("%s: ink %s is not between the colour and white", c, out)
			continue
		}
		for i := range from {
			if want := from[i] + share*(255-from[i]); math.Abs(to[i]-want) > 1.5 {
				t.Errorf("%s: ink %s is not the colour mixed with white (channel %d is %v, want %.0f)", c, out, i, to[i], want)
			}
		}
	}
}

// WCAG's relative luminance grows with the light: every grey is brighter
// than the one below it, also across the knee of the formula at 10/255,
// and #0a0a0a has luminance (10/255)/12.92, a contrast of 19.80 on white.
func TestLuminanceGrowsWithTheLight(t *testing.T) {
	prev := -1.0
	for v := 0; v < 256; v++ {
		l := luminance(hex(v, v, v))
		if l <= prev {
			t.Errorf("grey %d has luminance %.5f, not above grey %d's %.5f", v, l, v-1, prev)
		}
		prev = l
	}
	if r := contrast("#0a0a0a", "#ffffff"); math.Abs(r-19.80) > 0.01 {
		t.Errorf("#0a0a0a on white: %.2f, want 19.80", r)
	}
	if r := contrast("#050505", "#000000"); math.Abs(r-1.03) > 0.01 {
		t.Errorf("#050505 on black: %.3f, want 1.03", r)
	}
}

// Issue 32: every unit mark has an outline that stands out from its fill
// and from the land or sea beneath, on every map: Russia's white, Japan's
// grey and Germany's black alike, on the land, the sea, every owner's
// tint and every colour of a DPjudge picture (a tint over it too). The
// outline's colours are read from the symbols the SVG defines: the mark
// is seen when some ring of its outline is far from the fill and some
// ring far from the ground, by WCAG's 3:1 for graphics.
func TestUnitOutlinesContrast(t *testing.T) {
	fills := regexp.MustCompile(`fill="(#[0-9a-fA-F]{6})"`)
	for _, dm := range drawnMaps(t) {
		name, m, d := dm.name, dm.m, dm.d
		var out bytes.Buffer
		if err := MapOn(&out, m, d, openingScene(m)); err != nil {
			t.Fatal(err)
		}
		symbols := map[string][]string{} // symbol -> the strokes of its outline
		for _, e := range elements(t, out.String()) {
			for p := e; p != nil; p = p.parent {
				if id := p.attrs["id"]; (id == "A" || id == "F" || id == "T") && p.parent != nil && p.parent.name == "defs" {
					if s := e.attrs["stroke"]; s != "" && !slices.Contains(symbols[id], s) {
						symbols[id] = append(symbols[id], s)
					}
				}
			}
		}
		colours := distinctColours(m.Powers)
		grounds := []string{landColour, seaColour, marginColour}
		if d != nil && d.g.art != nil {
			for _, f := range fills.FindAllStringSubmatch(d.g.art.shapes, -1) {
				grounds = append(grounds, f[1])
			}
		}
		for _, c := range colours {
			grounds = append(grounds, tint(c))
			for _, g := range grounds[:3] {
				grounds = append(grounds, over(c, g, .55)) // .tint on a picture
			}
		}
		for id, strokes := range symbols {
			for _, pw := range m.Powers {
				fill := colours[pw.Name]
				if !someContrast(strokes, fill) {
					t.Errorf("%s: %s's %s: no ring of its outline %v stands out from its fill %s", name, pw.Name, id, strokes, fill)
				}
			}
			for _, g := range grounds {
				if !someContrast(strokes, g) {
					t.Errorf("%s: the %s symbol's outline %v does not stand out from the ground %s", name, id, strokes, g)
					break
				}
			}
		}
		if len(symbols) < 2 {
			t.Errorf("%s: the SVG defines %d unit symbols with an outline", name, len(symbols))
		}
	}
}

func someContrast(strokes []string, c string) bool {
	for _, s := range strokes {
		if contrast(s, c) >= minContrast {
			return true
		}
	}
	return false
}

// over is colour c at opacity a over ground g.
func over(c, g string, a float64) string {
	r1, g1, b1, _ := parseHex(c)
	r2, g2, b2, _ := parseHex(g)
	mix := func(x, y int) int { return int(math.Round(a*float64(x) + (1-a)*float64(y))) }
	return hex(mix(r1, r2), mix(g1, g2), mix(b1, b2))
}
