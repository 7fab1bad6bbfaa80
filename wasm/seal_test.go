package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/seal/archive"
)

const pageSeal = "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00"

// TestSealInThePage: a game the page starts with its secret is sealed; the
// player's receipt check and a whole game's verify answer in the engine's
// words (issue 34).
func TestSealInThePage(t *testing.T) {
	r := ask(t, "new", map[string]any{"name": "club", "seed": 5, "seal": pageSeal})
	if !r.OK {
		t.Fatal(r.Error)
	}
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(v.Game, `"seal": "`+pageSeal+`"`) {
		t.Fatalf("the new game holds no seal:\n%s", v.Game)
	}
	if bad := ask(t, "new", map[string]any{"name": "club", "seal": "xyz"}); bad.OK || !strings.Contains(bad.Error, "64 hexadecimal digits") {
		t.Errorf("a bad secret: %v %q", bad.OK, bad.Error)
	}
	text := "FRANCE:\n4 : A PAR - BUR\n"
	adj := ask(t, "adjudicate", map[string]any{"game": v.Game, "text": text})
	if !adj.OK {
		t.Fatal(adj.Error)
	}
	var out struct {
		Files []struct {
			Name string `json:"name"`
			Text string `json:"text"`
		} `json:"files"`
	}
	if err := json.Unmarshal(adj.Value, &out); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, f := range out.Files {
		files[f.Name] = f.Text
	}
	report, results := files["club-S1901M-france-private.txt"], files["club-S1901M-results.txt"]
	if report == "" || results == "" {
		t.Fatalf("no report or results among %d files", len(files))
	}
	check := func(sheet string) (bool, string) {
		r := ask(t, "receipt", map[string]any{"text": sheet, "report": report, "results": results})
		if !r.OK {
			t.Fatal(r.Error)
		}
		var c checked
		if err := json.Unmarshal(r.Value, &c); err != nil {
			t.Fatal(err)
		}
		return c.Confirmed, c.Text
	}
	if ok, text := check("4 : A PAR \u2013 BUR\r\n"); !ok {
		t.Errorf("the sheet sent: %s", text)
	}
	if ok, text := check("4 : A PAR - PIC\n"); ok || !strings.Contains(text, "line 1 of your sheet, '4 : A PAR - PIC', is not what the GM read there") {
		t.Errorf("another sheet: %s", text)
	}

	g, err := gamefile.Load([]byte(v.Game))
	if err != nil {
		t.Fatal(err)
	}
	var next gamefile.File
	if err := json.Unmarshal([]byte(files["club-F1901M-gm-game.json"]), &next); err != nil {
		t.Fatal(err)
	}
	a, err := archive.Add(nil, g.File, text, game.Options{}, 5, &next)
	if err != nil {
		t.Fatal(err)
	}
	data, err := a.Encode()
	if err != nil {
		t.Fatal(err)
	}
	verify := func(files map[string]string) checked {
		r := ask(t, "verify", map[string]any{"archive": string(data), "files": files})
		if !r.OK {
			t.Fatal(r.Error)
		}
		var c checked
		if err := json.Unmarshal(r.Value, &c); err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := verify(map[string]string{"club-S1901M-results.txt": results, "club-S1901M-france-private.txt": report}); !c.Confirmed {
		t.Errorf("verify: %s", c.Text)
	}
	edited := strings.Replace(report, "A PAR - BUR", "A PAR - PIC", 1)
	if c := verify(map[string]string{"club-S1901M-france-private.txt": edited}); c.Confirmed || !strings.Contains(c.Text, "FAULT: S1901M: club-S1901M-france-private.txt, line ") {
		t.Errorf("verify, an edited report: %s", c.Text)
	}
}
