package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/render/geom"
)

// The title is written in the legend in lines of at most titleChars
// characters, broken at spaces and filled greedily: every word is kept, in
// order, and no line could have taken the next line's first word.
func TestTitleWrapsGreedily(t *testing.T) {
	for _, title := range []string{
		"Spring 1901 Great Movement",       // a line of exactly 17
		"Spring 1901 Greats Movement",      // one of 18
		"Winter 1902 Adjustments and more", // three lines
		"Été çà 1901 Mouvement à Paris",    // characters, not bytes
		"Supercalifragilisticexpialidocious 1901",
		"S1901M",
	} {
		var lines []string
		for _, e := range elements(t, mustRender(t, Scene{Title: title})) {
			if e.name == "text" && e.attrs["class"] == "txt ttl" {
				lines = append(lines, e.text)
			}
		}
		if got, want := strings.Join(lines, " "), strings.Join(strings.Fields(title), " "); got != want {
			t.Errorf("%q: written as %q", title, lines)
			continue
		}
		for i, l := range lines {
			n := len([]rune(l))
			if n > titleChars && strings.Contains(l, " ") {
				t.Errorf("%q: line %q is %d characters, more than %d", title, l, n, titleChars)
			}
			if i+1 < len(lines) {
				next := strings.Fields(lines[i+1])[0]
				if n+1+len([]rune(next)) <= titleChars {
					t.Errorf("%q: line %q could have taken %q", title, l, next)
				}
			}
		}
	}
}

// legendCounts reads the legend's "N centers · M units" line under each
// power's name.
func legendCounts(t *testing.T, doc string) map[string]string {
	t.Helper()
	out := map[string]string{}
	last := ""
	for _, e := range elements(t, doc) {
		if e.name != "text" {
			continue
		}
		switch e.attrs["class"] {
		case "txt pw":
			last = e.text
		case "txt nb":
			if last != "" && strings.Contains(e.text, "center") {
				out[last] = e.text
				last = ""
			}
		}
	}
	return out
}

// The legend counts supply centers only: an owned province that is no
// center, an empty owner, or a name that is no province adds nothing.
func TestLegendCountsOnlyCenters(t *testing.T) {
	m := board.Standard()
	s := Scene{Owners: homeOwners(m), Units: placed("FRANCE", "A PAR", "A BUR")}
	for _, pr := range m.Provinces {
		if _, ok := s.Owners[pr.ID]; !ok {
			s.Owners[pr.ID] = ""
		}
	}
	s.Owners["BUR"], s.Owners["GAS"], s.Owners["SPA"], s.Owners["XYZ"] = "FRANCE", "FRANCE", "france", "FRANCE"
	got := legendCounts(t, mustRender(t, s))
	// France: Brest, Marseilles, Paris and Spain.
	if got["France"] != "4 centers · 2 units" {
		t.Errorf("France's line %q, want 4 centers · 2 units (all lines: %v)", got["France"], got)
	}
	if got["Italy"] != "3 centers · 0 units" {
		t.Errorf("Italy's line %q, want 3 centers · 0 units", got["Italy"])
	}
}

// The picture is the map and the legend panel beside it, nothing more: the
// viewBox is exactly as wide as both, as high as the panel, and the panel
// starts where the map ends.
func TestPictureIsMapAndPanel(t *testing.T) {
	g := standardDrawing(t)
	for name, s := range samples(board.Standard()) {
		doc := mustRender(t, s)
		els := elements(t, doc)
		var vw, vh float64
		if _, err := fmt.Sscanf(els[0].attrs["viewBox"], "0 0 %g %g", &vw, &vh); err != nil {
			t.Fatalf("%s: viewBox %q: %v", name, els[0].attrs["viewBox"], err)
		}
		panel := groups(t, doc, "id")["legend"]
		if len(panel) == 0 || panel[0].name != "rect" {
			t.Fatalf("%s: the legend has no panel", name)
		}
		num := func(k string) float64 {
			v, err := strconv.ParseFloat(panel[0].attrs[k], 64)
			if err != nil {
				t.Fatalf("%s: panel %s: %v", name, k, err)
			}
			return v
		}
		if x, w := num("x"), num("width"); x != float64(g.Width) || x+w != vw {
			t.Errorf("%s: panel from %g, %g wide, in a picture %g wide; the map is %d wide", name, x, w, vw, g.Width)
		}
		if h := num("height"); h != vh || vh < float64(g.Height) {
			t.Errorf("%s: panel %g high, picture %g, map %d", name, h, vh, g.Height)
		}
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

// An arrow stops short of where it goes: at the ring of a unit dislodged
// there, clear of a unit standing there, or nearly at the spot when it is
// empty. The arrowhead's tip is measured on the picture.
func TestArrowsStopShortOfTheirTarget(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: append(placed("FRANCE", "A PAR", "A MAR", "F BRE", "A BUR"), placed("GERMANY", "A MUN", "A RUH")...),
		Orders: []judge.Result{
			move("FRANCE", "A PAR", "PIC", judge.Succeeds),   // empty
			move("FRANCE", "A MAR", "PIE", judge.Fails),      // empty
			move("FRANCE", "F BRE", "MAO", judge.Succeeds),   // empty sea
			move("FRANCE", "A BUR", "MUN", judge.Succeeds),   // dislodges the army there
			beaten(hold("GERMANY", "A MUN", judge.Succeeds)), //
			move("GERMANY", "A RUH", "BUR", judge.Fails),     // occupied
		},
	}
	gaps := map[string]struct {
		dest string
		gap  float64
	}{
		"A PAR - PIC": {"PIC", emptyGap},
		"A MAR - PIE": {"PIE", emptyGap},
		"F BRE - MAO": {"MAO", emptyGap},
		"A BUR - MUN": {"MUN", dislodgedRing + 2},
		"A RUH - BUR": {"BUR", unitRadius},
	}
	checked := 0
	for order, els := range groups(t, mustRender(t, s), "data-order") {
		w, ok := gaps[order]
		if !ok {
			continue
		}
		for _, e := range els {
			if e.name != "polygon" {
				continue
			}
			f := strings.FieldsFunc(e.attrs["points"], func(r rune) bool { return r == ' ' || r == ',' })
			x, _ := strconv.ParseFloat(f[0], 64)
			y, _ := strconv.ParseFloat(f[1], 64)
			if d := (geom.Pt(x, y)).Sub(spotOf(g, w.dest)).Len(); math.Abs(d-w.gap) > 1.5 {
				t.Errorf("%s: the head's tip is %.1f from %s's spot, want %.0f", order, d, w.dest, w.gap)
			}
			checked++
		}
	}
	if checked != len(gaps) {
		t.Errorf("%d arrowheads checked, want %d", checked, len(gaps))
	}
}

// Every power the scene names that the map does not know gets its row in
// the legend, sorted, however many there are; the picture grows to hold
// them all.
func TestEveryUnknownPowerIsListed(t *testing.T) {
	m, g := tiny(t)
	s := Scene{Owners: map[string]string{}}
	var want []string
	for i := 0; i < 120; i++ {
		name := fmt.Sprintf("Power %03d", i)
		s.Owners[fmt.Sprintf("NOWHERE%d", i)] = name
		want = append(want, name)
	}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		t.Fatal(err)
	}
	els := elements(t, buf.String())
	var got []string
	bottom := 0.0
	for _, e := range els {
		if e.name == "text" && e.attrs["class"] == "txt pw" && strings.HasPrefix(e.text, "Power ") {
			got = append(got, e.text)
			y, _ := strconv.ParseFloat(e.attrs["y"], 64)
			bottom = math.Max(bottom, y)
		}
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("unknown powers listed %v, want %v", got, want)
	}
	var vw, vh float64
	if _, err := fmt.Sscanf(els[0].attrs["viewBox"], "0 0 %g %g", &vw, &vh); err != nil || vh < bottom {
		t.Errorf("picture %g high (%v), the last row at %g", vh, err, bottom)
	}
}
