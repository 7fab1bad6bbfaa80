package render

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
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

// titleLines are the lines the legend writes the title in.
func titleLines(els []*element) []string {
	var out []string
	for _, e := range els {
		if e.name == "text" && e.attrs["class"] == "txt ttl" {
			out = append(out, e.text)
		}
	}
	return out
}

// The legend writes the title in lines of at most titleChars characters,
// broken at spaces, each line as full as the next word allows, and loses
// no word.
func TestTitleWrapsAtSpacesAndKeepsEveryWord(t *testing.T) {
	for _, title := range []string{
		"Autumn 1901 Moves",    // exactly a line
		"Spring 1901 Movement", // a word over
		"Fall 1905 Retreats after the great battle of Tyrolia", // many lines
		"Winter 1901 Adjustments, Ü and é count as one",
		"Build",
	} {
		lines := titleLines(elements(t, mustRender(t, Scene{Title: title})))
		if got := strings.Join(lines, " "); got != title {
			t.Errorf("title %q written as %q", title, lines)
			continue
		}
		for i, l := range lines {
			if utf8.RuneCountInString(l) > titleChars {
				t.Errorf("title %q: line %q is longer than %d", title, l, titleChars)
			}
			if i+1 < len(lines) {
				next := strings.Fields(lines[i+1])[0]
				if utf8.RuneCountInString(l+" "+next) <= titleChars {
					t.Errorf("title %q: %q would fit on the line %q", title, next, l)
				}
			}
		}
	}
}

// A title far longer than the map's drawing is written whole, not cut and
// without failing: the picture grows to hold it.
func TestTitleLongerThanTheMapIsWrittenWhole(t *testing.T) {
	m, g := tiny(t)
	title := strings.TrimSpace(strings.Repeat("Payola ", 4000))
	els := drawElements(t, m, g, Scene{Title: title, Units: placed("RED", "A NOR")})
	if got := strings.Join(titleLines(els), " "); got != title {
		t.Errorf("the long title comes out %d characters long, want %d", len(got), len(title))
	}
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
	got := legendCounts(elements(t, mustRender(t, s)))
	// France: Brest, Marseilles, Paris and Spain.
	if got["FRANCE"] != "4 centers · 2 units" {
		t.Errorf("France's line %q, want 4 centers · 2 units (all lines: %v)", got["FRANCE"], got)
	}
	if got["ITALY"] != "3 centers · 0 units" {
		t.Errorf("Italy's line %q, want 3 centers · 0 units", got["ITALY"])
	}
}

// legendCounts reads the legend: each power's line of centers and units,
// the text right after the power's name.
func legendCounts(els []*element) map[string]string {
	out := map[string]string{}
	for i, e := range els {
		if e.name == "text" && e.attrs["class"] == "txt pw" && e.attrs["data-power"] != "" {
			for _, f := range els[i+1:] {
				if f.name == "text" {
					out[e.attrs["data-power"]] = f.text
					break
				}
			}
		}
	}
	return out
}

// The legend counts supply centers only, each once for its owner: a
// neutral center (owner "") counts for nobody and stops nothing, a land
// province or sea a power controls is no center, and a province the board
// does not know counts for nobody.
func TestLegendCountsEachCenterOnceForItsOwner(t *testing.T) {
	m := board.Standard()
	s := openingScene(m)
	for _, pr := range m.Provinces {
		if pr.Center && s.Owners[pr.ID] == "" {
			s.Owners[pr.ID] = "" // neutral, written out
		}
	}
	s.Owners["BUR"] = "FRANCE"  // controlled, no center
	s.Owners["UKR"] = "RUSSIA"  // controlled, no center
	s.Owners["NTH"] = "ENGLAND" // a sea, no center
	s.Owners["XYZ"] = "TURKEY"  // no such province
	want := map[string]string{
		"AUSTRIA": "3 centers · 3 units", "ENGLAND": "3 centers · 3 units", "FRANCE": "3 centers · 3 units",
		"GERMANY": "3 centers · 3 units", "ITALY": "3 centers · 3 units", "RUSSIA": "4 centers · 4 units",
		"TURKEY": "3 centers · 3 units",
	}
	// Map order is random: draw it a few times so a count that stops early
	// cannot pass by luck.
	for range 3 {
		got := legendCounts(elements(t, mustRender(t, s)))
		for pw, w := range want {
			if got[pw] != w {
				t.Errorf("%s: legend says %q, want %q", pw, got[pw], w)
			}
		}
	}
}

func TestCenterCountsInLegend(t *testing.T) {
	m := board.Standard()
	s := midGameScene(m)
	els := elements(t, mustRender(t, s))
	want := map[string]bool{
		"5 centers · 5 units": false, // Austria: 3 homes + SER, GRE
		"6 centers · 6 units": false, // Russia: 4 homes + SWE, RUM
		"4 centers · 4 units": false, // Italy, Turkey
	}
	for _, e := range els {
		if _, ok := want[e.text]; ok && e.name == "text" {
			want[e.text] = true
		}
	}
	for line, seen := range want {
		if !seen {
			t.Errorf("legend has no line %q", line)
		}
	}
}

// keyWanted is the key a scene needs, worked out from its orders alone.
func keyWanted(s Scene) []string {
	set := map[string]bool{}
	if len(s.Dislodged) > 0 {
		set["dislodged"] = true
	}
	for _, o := range s.Orders {
		if o.Dislodged {
			set["dislodged"] = true
		}
		k := o.Order.Kind
		switch {
		case k == orders.Waive:
			continue
		case k == orders.Build && o.Outcome == judge.Succeeds:
			set["build"] = true
		case k == orders.Build:
			set["build refused"] = true
		case o.Outcome == judge.Void:
			set["void order"] = true
		case o.Outcome == judge.Fails:
			set["failed order"] = true
		}
		switch k {
		case orders.Move, orders.Retreat:
			if o.Outcome == judge.Succeeds {
				set["move"] = true
			}
		case orders.Support:
			set["support"] = true
		case orders.Convoy:
			set["convoy"] = true
		case orders.Hold:
			set["hold"] = true
		case orders.Remove, orders.Disband:
			set["removed, disbanded"] = true
		}
	}
	var out []string
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// The key lists exactly the symbols the map shows.
func TestKeyListsExactlyTheSymbolsUsed(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		var got []string
		for _, e := range elements(t, mustRender(t, s)) {
			if k, ok := e.attrs["data-key"]; ok {
				got = append(got, k)
			}
		}
		sort.Strings(got)
		if want := keyWanted(s); strings.Join(got, ", ") != strings.Join(want, ", ") {
			t.Errorf("%s: key %v, want %v", name, got, want)
		}
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
		if e.name == "text" && strings.HasPrefix(e.attrs["class"], "txt pw") && strings.HasPrefix(e.text, "Power ") {
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

// A map of many powers lists them in two columns of smaller rows, so the
// legend stays beside the map rather than running far below it (void's 36
// powers ran to 2.5 times the map's height); every power is listed once,
// and no text runs into the next column: a long name is squeezed to fit
// (textLength), a short one never stretched.
func TestManyPowersLegendStaysBesideTheMap(t *testing.T) {
	for _, name := range []string{"void", "chaos", "minorpower"} {
		m, d := loadArt(t, name)
		var out bytes.Buffer
		if err := MapOn(&out, m, d, openingScene(m)); err != nil {
			t.Fatal(err)
		}
		els := elements(t, out.String())
		var vw, vh float64
		if _, err := fmt.Sscanf(els[0].attrs["viewBox"], "0 0 %g %g", &vw, &vh); err != nil || vh > float64(d.g.Height) {
			t.Errorf("%s: the picture is %g high (%v), the map %d: the legend runs below it", name, vh, err, d.g.Height)
		}
		listed := map[string]int{}
		var columns []float64
		for _, e := range els {
			if e.name != "text" || !strings.HasPrefix(e.attrs["class"], "txt pw") || e.attrs["data-power"] == "" {
				continue
			}
			listed[e.attrs["data-power"]]++
			x, _ := strconv.ParseFloat(e.attrs["x"], 64)
			if !slices.Contains(columns, x) {
				columns = append(columns, x)
			}
		}
		for _, pw := range m.Powers {
			if listed[pw.Name] != 1 {
				t.Errorf("%s: %s listed %d times", name, pw.Name, listed[pw.Name])
			}
		}
		if len(columns) != 2 {
			t.Fatalf("%s: the powers stand in %d columns, want 2", name, len(columns))
		}
		gap := math.Abs(columns[1] - columns[0])
		for _, e := range els {
			if e.name != "text" || !strings.HasSuffix(e.attrs["class"], " sm") {
				continue
			}
			size, bold := float64(compactCount), false
			if strings.HasPrefix(e.attrs["class"], "txt pw") {
				size, bold = compactName, true
			}
			w := textWidth(e.text, size, bold)
			if l, ok := e.attrs["textLength"]; ok {
				fixed, _ := strconv.ParseFloat(l, 64)
				if fixed >= w {
					t.Errorf("%s: %q is stretched to %g from %.0f", name, e.text, fixed, w)
				}
				w = fixed
			}
			if w > gap-30 {
				t.Errorf("%s: %q is %.0f wide, into the next column %g away", name, e.text, w, gap)
			}
		}
	}
}

// Issue 32: the legend writes each power's name as the map file does, with
// its spaces and signs ("Gulf of Bothnia", not "Gulfofbothnia").
func TestLegendNamesAsTheMapWritesThem(t *testing.T) {
	for in, want := range map[string]string{
		"FRANCE": "France", "GULF OF BOTHNIA": "Gulf of Bothnia", "ADRIATIC SEA": "Adriatic Sea",
		"POLAND-LITHUANIA": "Poland-Lithuania", "B.C.": "B.C.", "U S A": "U S A", "HOLY ROMAN EMPIRE": "Holy Roman Empire",
	} {
		if got := displayName(in); got != want {
			t.Errorf("displayName(%q) = %q, want %q", in, got, want)
		}
	}
	m, d := loadArt(t, "void")
	var out bytes.Buffer
	if err := MapOn(&out, m, d, openingScene(m)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{">Gulf of Bothnia<", ">Adriatic Sea<", ">Mid Atlantic Ocean<"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("void's legend does not write %s", strings.Trim(want, "<>"))
		}
	}
}
