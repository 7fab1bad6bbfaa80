package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
)

// A game on another map travels with the map's JSON (the site file the page
// fetched): new starts one, every other call reads the game with it, and a
// game on another map without it is refused naming the map.
func TestRequestsCarryTheMap(t *testing.T) {
	youngstown, err := os.ReadFile("../engine/maps/youngstown.json")
	if err != nil {
		t.Fatal(err)
	}
	r := ask(t, "new", map[string]any{"name": "far east", "map": string(youngstown)})
	if !r.OK {
		t.Fatalf("new on youngstown: %s", r.Error)
	}
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	var f struct {
		Map    string
		Powers []struct {
			Name    string
			Balance int
		}
	}
	if err := json.Unmarshal([]byte(v.Game), &f); err != nil {
		t.Fatal(err)
	}
	if f.Map != "youngstown" || len(f.Powers) != 10 || f.Powers[1].Name != "CHINA" || f.Powers[1].Balance != 105 {
		t.Errorf("new on youngstown gave map %q, powers %+v; want 10 powers, China with 36+35+34 = 105 AgP (rule 6.2)", f.Map, f.Powers)
	}
	r = ask(t, "check", map[string]any{"game": v.Game, "map": string(youngstown), "text": "JAPAN:\n12 : CHINESE A PEK H\n"})
	// No problem at any line: a power's problems count, and no diagnostic.
	if !r.OK || len(r.Diagnostics) > 0 || !strings.Contains(string(r.Value), `"problems":0`) || strings.Contains(string(r.Value), `"diagnostics":[`) {
		t.Errorf("check on youngstown: %s %+v %s", r.Error, r.Diagnostics, r.Value)
	}
	r = ask(t, "load", map[string]any{"game": v.Game})
	if r.OK || !strings.Contains(r.Error, `"youngstown"`) {
		t.Errorf("a youngstown game without its map: %+v, want it refused naming the map", r)
	}
	r = ask(t, "load", map[string]any{"game": demoGame(t), "map": "{"})
	if r.OK || !strings.Contains(r.Error, "the map sent with the request cannot be read") {
		t.Errorf("a broken map: %+v", r)
	}
}

// A game on another map is adjudicated and drawn on that map's drawing,
// which travels with the map (found playing ancmed: without it the map
// could not be drawn at all).
func TestRequestsCarryTheDrawing(t *testing.T) {
	// ancmed's drawing is of outlines (from its MILA SVG): it names no
	// picture, and the page sends none.
	ancmed, geo := mapFile(t, "ancmed.json"), mapFile(t, "drawings/ancmed.geo.json")
	var head struct{ Picture string }
	if err := json.Unmarshal([]byte(geo), &head); err != nil || head.Picture != "" {
		t.Fatalf("ancmed's drawing names the picture %q (%v), want none", head.Picture, err)
	}
	const onAncmed = `data-province=\"CIR\"` // Cirta is ancmed's alone (in the JSON answer)
	r := ask(t, "new", map[string]any{"name": "med", "map": ancmed})
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); !r.OK || err != nil {
		t.Fatalf("new on ancmed: %s %v", r.Error, err)
	}
	with := map[string]any{"game": v.Game, "map": ancmed, "drawing": geo, "picture": "", "text": "ROME:\n3 : A ROM - ETR\n"}
	r = ask(t, "render", with)
	if !r.OK || !strings.Contains(string(r.Value), onAncmed) {
		t.Errorf("render on ancmed: %s, drawn on ancmed's drawing: %v", r.Error, strings.Contains(string(r.Value), onAncmed))
	}
	r = ask(t, "adjudicate", with)
	if !r.OK || !strings.Contains(string(r.Value), onAncmed) {
		t.Errorf("adjudicate on ancmed: %s", r.Error)
	}
	delete(with, "drawing")
	delete(with, "picture")
	if r = ask(t, "adjudicate", with); r.OK || !strings.Contains(r.Error, "drawing") {
		t.Errorf("adjudicate on ancmed without its drawing: %+v, want it refused saying the drawing is missing", r.Error)
	}
	with["drawing"], with["picture"] = geo[:len(geo)/2], ""
	if r = ask(t, "render", with); r.OK || !strings.Contains(r.Error, "drawing sent with the request cannot be read") {
		t.Errorf("a drawing cut short: %+v", r.Error)
	}
}

// mapFile reads a file under engine/maps (a map or its drawing), as the
// page would send it.
func mapFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../engine/maps/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The checker's map draws a sheet's offers on the position's own map, with
// the drawing the request carries: on ancmed it said "there is no drawing
// of the map" (found playing ancmed as a player).
func TestOfferMapDrawsOnTheMapsOwnDrawing(t *testing.T) {
	ancmed, geo := mapFile(t, "ancmed.json"), mapFile(t, "drawings/ancmed.geo.json")
	r := ask(t, "offerMap", map[string]any{"game": openingPosition(t, "ancmed"), "map": ancmed, "drawing": geo, "picture": "", "power": "ROME", "text": "3 : A ROM - ETR\n"})
	if !r.OK || !strings.Contains(string(r.Value), `data-province=\"CIR\"`) || !strings.Contains(string(r.Value), `ETR`) {
		t.Errorf("offerMap on ancmed: %s; drawn on ancmed's drawing: %v", r.Error, strings.Contains(string(r.Value), `data-province=\"CIR\"`))
	}
}

// openingPosition is the public position file of a new game on the map, as
// a player loads it into the checker.
func openingPosition(t *testing.T, mapName string) string {
	t.Helper()
	m, err := maps.Load(mapName)
	if err != nil {
		t.Fatal(err)
	}
	f, err := gamefile.Start(m, "med", 1)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := gamefile.PublicPosition(f).Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(pos)
}
