package maps

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// What a placement file holds, read strictly so that a field nobody
// expects fails here.
type (
	testPoint [2]int
	testSpot  struct {
		Unit      testPoint `json:"unit"`
		Dislodged testPoint `json:"dislodged"`
	}
	testPlace struct {
		Label *struct {
			At testPoint `json:"at"`
		} `json:"label"`
		NameSize float64             `json:"nameSize"`
		NameDown float64             `json:"nameDown"`
		Center   *testPoint          `json:"sc"`
		Spot     *testSpot           `json:"spot"`
		Coasts   map[string]testSpot `json:"coasts"`
		Area     string              `json:"area"`
	}
	testGeo struct {
		Picture   string               `json:"picture"`
		Width     int                  `json:"width"`
		Height    int                  `json:"height"`
		UnitSize  int                  `json:"unitSize"`
		SCRadius  float64              `json:"scRadius"`
		LabelSize float64              `json:"labelSize"`
		Provinces map[string]testPlace `json:"provinces"`
	}
)

func readDrawing(t *testing.T, name string) (testGeo, []byte) {
	t.Helper()
	geo, pic, err := Drawing(name)
	if err != nil {
		t.Fatal(err)
	}
	var g testGeo
	dec := json.NewDecoder(bytes.NewReader(geo))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		t.Fatalf("%s.geo.json: %v", name, err)
	}
	return g, pic
}

// No unit ever stands on a province shut in every season.
func neverHolds(m *board.Map, p board.Province) bool {
	if p.Terrain != board.Shut {
		return false
	}
	for _, s := range m.Seasonal {
		if s.Province == p.ID && s.Terrain != board.Shut {
			return false
		}
	}
	return true
}

// Issue 20, Drawings: every map but those NoDrawing names is drawn, with a
// unit position for every province (and coast) a unit can stand on and a
// supply-center marker for every center, inside the picture.
func TestEveryMapHasADrawing(t *testing.T) {
	for why := range NoDrawing {
		if _, err := Load(why); err != nil {
			t.Errorf("NoDrawing names %q, which is no map", why)
		}
	}
	for _, name := range Names() {
		if _, ok := NoDrawing[name]; ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			m, err := Load(name)
			if err != nil {
				t.Fatal(err)
			}
			if _, pic, _ := Drawing(name); pic == nil {
				checkOutlines(t, name, m)
				return
			}
			g, pic := readDrawing(t, name)
			if g.Width <= 0 || g.Height <= 0 || g.UnitSize <= 0 || g.SCRadius <= 0 || g.LabelSize <= 0 {
				t.Fatalf("sizes: %+v", g)
			}
			checkPicture(t, pic, g)
			inside := func(what string, p testPoint) {
				if p[0] < 0 || p[1] < 0 || p[0] > g.Width || p[1] > g.Height {
					t.Errorf("%s %v lies outside the %dx%d picture", what, p, g.Width, g.Height)
				}
			}
			// Two provinces never share a unit position; a province and its
			// own coast may (empire.ps puts CAM and CAM/SC together: an army
			// or a fleet stands there, never both).
			spots := map[testPoint]string{}
			distinct := func(what string, p testPoint) {
				prov, _, _ := strings.Cut(what, "/")
				if other, ok := spots[p]; ok && other != prov {
					t.Errorf("%s and %s share the unit position %v", what, other, p)
				}
				spots[p] = prov
			}
			for _, p := range m.Provinces {
				pl, ok := g.Provinces[p.ID]
				if !ok {
					t.Errorf("%s is not placed", p.ID)
					continue
				}
				if pl.Spot == nil && !neverHolds(m, p) {
					t.Errorf("%s has no unit position", p.ID)
				}
				// Issue 32: every province a unit may stand in has an area
				// for its owner's tint, holding its unit.
				if pl.Spot != nil && !strings.HasPrefix(pl.Area, "M") {
					t.Errorf("%s has no area to tint", p.ID)
				}
				// DPjudge writes a name under the unit's position: a name
				// elsewhere would mean a picture turned or placed wrongly.
				if pl.Spot != nil && pl.Label != nil {
					u, l := pl.Spot.Unit, pl.Label.At
					if l[1] <= u[1] || l[1] > u[1]+2*g.UnitSize || math.Abs(float64(l[0]-u[0])) > float64(g.UnitSize)/2 {
						t.Errorf("%s's name at %v is not under its unit at %v", p.ID, l, u)
					}
				}
				// Issue 32: a name psgen grew (render.NameSizes) is
				// larger than the picture's own, and moved down, if at
				// all, by no more than it grew.
				if pl.NameSize != 0 || pl.NameDown != 0 {
					if pl.Label == nil || pl.NameSize <= g.LabelSize || pl.NameDown < 0 || pl.NameDown > pl.NameSize-g.LabelSize {
						t.Errorf("%s's name grown to %g, moved down %g, from the picture's %g", p.ID, pl.NameSize, pl.NameDown, g.LabelSize)
					}
				}
				if pl.Spot != nil {
					inside(p.ID+" unit", pl.Spot.Unit)
					inside(p.ID+" dislodged unit", pl.Spot.Dislodged)
					distinct(p.ID, pl.Spot.Unit)
				}
				if len(pl.Coasts) != len(p.Coasts) {
					t.Errorf("%s has coasts %v, placed %d", p.ID, p.Coasts, len(pl.Coasts))
				}
				near := math.Inf(1)
				for _, c := range p.Coasts {
					s, ok := pl.Coasts[c]
					if !ok {
						t.Errorf("%s/%s has no unit position", p.ID, c)
						continue
					}
					inside(p.ID+"/"+c+" unit", s.Unit)
					distinct(p.ID+"/"+c, s.Unit)
					if pl.Center != nil {
						near = math.Min(near, dist(s.Unit, *pl.Center))
					}
				}
				if p.Center != (pl.Center != nil) {
					t.Errorf("%s: center %v, marker %v", p.ID, p.Center, pl.Center)
					continue
				}
				if pl.Center == nil {
					continue
				}
				inside(p.ID+" supply center", *pl.Center)
				// The marker list and the unit list are apart in the
				// drawing: a marker far from its province's units would
				// mean the two were matched wrongly.
				if pl.Spot != nil {
					near = math.Min(near, dist(pl.Spot.Unit, *pl.Center))
				}
				if near > 5*float64(g.UnitSize) {
					t.Errorf("%s's marker %v is %.0f from its units (a unit is %d wide)", p.ID, *pl.Center, near, g.UnitSize)
				}
			}
			for id := range g.Provinces {
				if m.Province(id) == nil {
					t.Errorf("%s is placed but is no province of the map", id)
				}
			}
		})
	}
}

// An outline drawing, as scripts/geomgen writes it from a MILA SVG.
type (
	testShape struct {
		D     string `json:"d"`
		Label struct {
			At     testPoint `json:"at"`
			Rotate int       `json:"rotate"`
			Small  bool      `json:"small"`
		} `json:"label"`
		Center *testPoint          `json:"sc"`
		Spot   testSpot            `json:"spot"`
		Coasts map[string]testSpot `json:"coasts"`
	}
	testOutlines struct {
		Width     int                  `json:"width"`
		Height    int                  `json:"height"`
		Provinces map[string]testShape `json:"provinces"`
		Land      []string             `json:"land"`
		Water     []string             `json:"water"`
		Crossings []string             `json:"crossings"`
	}
)

// Issue 20, Drawings: a map drawn from its MILA SVG (ancmed, modern, pure)
// outlines every province of the board, no other, with a unit position
// for it and each of its coasts, a label, and a marker on every center,
// all inside the picture.
func checkOutlines(t *testing.T, name string, m *board.Map) {
	geo, _, err := Drawing(name)
	if err != nil {
		t.Fatal(err)
	}
	var g testOutlines
	dec := json.NewDecoder(bytes.NewReader(geo))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		t.Fatalf("%s.geo.json: %v", name, err)
	}
	inside := func(what string, p testPoint) {
		if p[0] <= 0 || p[1] <= 0 || p[0] >= g.Width || p[1] >= g.Height {
			t.Errorf("%s %v lies outside the %dx%d picture", what, p, g.Width, g.Height)
		}
	}
	for _, p := range m.Provinces {
		sh, ok := g.Provinces[p.ID]
		if !ok {
			t.Errorf("%s is not drawn", p.ID)
			continue
		}
		if !strings.HasPrefix(sh.D, "M") || !strings.HasSuffix(sh.D, "z") {
			t.Errorf("%s: outline %.20q is not a closed path", p.ID, sh.D)
		}
		inside(p.ID+" unit", sh.Spot.Unit)
		inside(p.ID+" dislodged unit", sh.Spot.Dislodged)
		inside(p.ID+" label", sh.Label.At)
		if len(sh.Coasts) != len(p.Coasts) {
			t.Errorf("%s has coasts %v, drawn %d", p.ID, p.Coasts, len(sh.Coasts))
		}
		for _, c := range p.Coasts {
			if s, ok := sh.Coasts[c]; !ok {
				t.Errorf("%s/%s has no unit position", p.ID, c)
			} else {
				inside(p.ID+"/"+c+" unit", s.Unit)
			}
		}
		if p.Center != (sh.Center != nil) {
			t.Errorf("%s: center %v, marker %v", p.ID, p.Center, sh.Center)
		} else if sh.Center != nil {
			inside(p.ID+" supply center", *sh.Center)
		}
	}
	if len(g.Provinces) != len(m.Provinces) {
		t.Errorf("%d provinces drawn, the map has %d", len(g.Provinces), len(m.Provinces))
	}
}

func dist(a, b testPoint) float64 {
	return math.Hypot(float64(a[0]-b[0]), float64(a[1]-b[1]))
}

// checkPicture reads the SVG: well formed, as large as the placement file
// says, with land, borders and names.
func checkPicture(t *testing.T, pic []byte, g testGeo) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(pic))
	counts := map[string]int{}
	var viewBox string
	for {
		tok, err := dec.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("%s: %v", g.Picture, err)
			}
			break
		}
		if s, ok := tok.(xml.StartElement); ok {
			counts[s.Name.Local]++
			if s.Name.Local == "svg" {
				for _, a := range s.Attr {
					if a.Name.Local == "viewBox" {
						viewBox = a.Value
					}
				}
			}
		}
	}
	if want := fmt.Sprintf("0 0 %d %d", g.Width, g.Height); viewBox != want {
		t.Errorf("%s has viewBox %q, the placements say %q", g.Picture, viewBox, want)
	}
	if counts["path"] < 3 || counts["text"] < 5 {
		t.Errorf("%s holds %d paths and %d names", g.Picture, counts["path"], counts["text"])
	}
}

func TestDrawingRefusals(t *testing.T) {
	if _, _, err := Drawing("atlantis"); err == nil || !strings.Contains(err.Error(), "youngstown") {
		t.Errorf("an unknown map: %v, want an error naming the maps", err)
	}
	if _, _, err := Drawing("standard"); err == nil || !strings.Contains(err.Error(), "jDip") {
		t.Errorf("standard: %v, want the reason it has no drawing here", err)
	}
	if _, _, err := Drawing("Youngstown"); err != nil {
		t.Errorf("names are read in any case: %v", err)
	}
}

// Maps that use another map's drawing share its picture.
func TestSharedPictures(t *testing.T) {
	for name, want := range map[string]string{"1898": "standard.svg", "empire-up": "empire.svg", "youngstown": "youngstown.svg"} {
		g, _ := readDrawing(t, name)
		if g.Picture != want {
			t.Errorf("%s is drawn on %s, want %s", name, g.Picture, want)
		}
	}
}
