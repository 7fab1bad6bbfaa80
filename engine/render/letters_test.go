package render

import (
	"bytes"
	"testing"
)

// Issue 32: colours a colour-blind player cannot tell apart. Red and green
// of one lightness are far apart to most eyes and alike to a protanope or
// deuteranope; blue and orange, black and white, stay apart to all.
func TestNeedLettersWhereColourBlindPlayersSeeOneColour(t *testing.T) {
	for _, c := range []struct {
		colours map[string]string
		want    bool
	}{
		{map[string]string{"A": "#c0392b", "B": "#3c8d2f"}, true},  // red and green
		{map[string]string{"A": "#1f4fd8", "B": "#8a3ccf"}, true},  // blue and violet, alike to a protanope
		{map[string]string{"A": "#000000", "B": "#ffffff"}, false}, // black and white
		{map[string]string{"A": "#1f4fd8", "B": "#f0a020"}, false}, // blue and orange
	} {
		if got := needLetters(c.colours); got != c.want {
			t.Errorf("%v: letters %v, want %v", c.colours, got, c.want)
		}
	}
	for k := range colourBlindness {
		if d := deltaE(seenAs(k, "#808080"), mustLab(t, "#808080")); d > 1 {
			t.Errorf("dichromacy %d changes a grey by ΔE %.1f: a grey looks the same to everybody", k, d)
		}
	}
}

// Issue 32: "each power's letter on its units and tints where colours
// alone would not tell them apart". On every map whose colours need it,
// every unit, standing, waiting to retreat or built, carries its power's
// letter as the map gives it, every owned supply center its owner's, and
// the legend each power's; on a map whose colours do not, none does.
func TestUnitsAndCentersCarryTheirPowersLetter(t *testing.T) {
	need := 0
	for _, dm := range drawnMaps(t) {
		name, m, d := dm.name, dm.m, dm.d
		letters := needLetters(distinctColours(m.Powers))
		if letters {
			need++
		}
		for _, s := range randomGame(t, m, dm.seed) {
			var out bytes.Buffer
			if err := MapOn(&out, m, d, s); err != nil {
				t.Fatal(err)
			}
			els := elements(t, out.String())
			centers, lettered, legend := 0, 0, map[string]bool{}
			for _, pr := range m.Provinces {
				if pr.Center && s.Owners[pr.ID] != "" {
					centers++
				}
			}
			for _, e := range els {
				if e.name == "text" && e.attrs["class"] == "ul" {
					switch {
					case e.parent != nil && e.parent.attrs["id"] == "centers":
						lettered++
					case e.parent != nil && e.parent.attrs["data-unit"] != "":
					default:
						legend[e.text] = true
					}
				}
				if e.name != "g" || e.attrs["data-unit"] == "" {
					continue
				}
				want := ""
				if pw := m.Power(e.attrs["data-power"]); pw != nil && letters {
					want = pw.Letter
				}
				got := ""
				for _, c := range els {
					if c.parent == e && c.name == "text" && c.attrs["class"] == "ul" {
						got += c.text
					}
				}
				if got != want {
					t.Errorf("%s %s: %s's %s carries %q; want %q", name, s.Title, e.attrs["data-power"], e.attrs["data-unit"], got, want)
				}
			}
			if want := map[bool]int{true: centers}[letters]; lettered != want {
				t.Errorf("%s %s: %d of %d owned supply centers carry a letter; want %d", name, s.Title, lettered, centers, want)
			}
			if letters {
				for _, pw := range m.Powers {
					if !legend[pw.Letter] {
						t.Errorf("%s %s: the legend does not show %s's letter %s", name, s.Title, pw.Name, pw.Letter)
					}
				}
			}
		}
	}
	if need == 0 {
		t.Error("no map needs letters: nothing was checked")
	}
}
