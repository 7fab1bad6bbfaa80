package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
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
	if !r.OK || len(r.Diagnostics) > 0 || strings.Contains(string(r.Value), `"line"`) {
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
