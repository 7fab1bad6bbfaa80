package main

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/seal/archive"
	"github.com/payola-gm/payola/engine/seal/archive/archivetest"
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

// TestArchiveAndVerifyOnAnotherMap (issue 34 on every built-in map): the
// archive call makes the archive of a three-year ancmed Tin Cup and
// eBayola game from its game files, given in any order, byte for byte as
// payola archive makes it (archive.FromFiles); verify, given the map's
// JSON as the checker fetches it, confirms the game and catches and
// locates each of the four tamperings; without the map it names the map.
func TestArchiveAndVerifyOnAnotherMap(t *testing.T) {
	ancmed, err := os.ReadFile("../engine/maps/ancmed.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(ancmed)
	if err != nil {
		t.Fatal(err)
	}
	p, err := archivetest.Play(m, "anc", 7, `{"blind": true, "ebayola": true}`, 3)
	if err != nil {
		t.Fatal(err)
	}
	games := make([]string, len(p.Files))
	var files []*gamefile.File
	for i, data := range p.Files {
		games[len(games)-1-i] = string(data)
		f, err := gamefile.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	want, err := archive.FromFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	wantData, err := want.Encode()
	if err != nil {
		t.Fatal(err)
	}
	r := ask(t, "archive", map[string]any{"games": games})
	if !r.OK {
		t.Fatal(r.Error)
	}
	var made madeArchive
	if err := json.Unmarshal(r.Value, &made); err != nil {
		t.Fatal(err)
	}
	if made.Archive != string(wantData) {
		t.Errorf("the archive call's archive is not payola archive's (%d bytes, want %d)", len(made.Archive), len(wantData))
	}
	if made.Name != "anc-archive.json" || strings.Join(made.Phases, " ") != strings.Join(p.Phases, " ") {
		t.Errorf("the archive call answers %q with phases %v; want anc-archive.json with %v", made.Name, made.Phases, p.Phases)
	}
	if bad := ask(t, "archive", map[string]any{"games": games[:len(games)-1]}); bad.OK || !strings.Contains(bad.Error, "the archive starts at the game's first phase, S1M") {
		t.Errorf("the archive of files without the first phase's: %v %q", bad.OK, bad.Error)
	}

	received := map[string]string{}
	for name, data := range p.Received {
		received[name] = string(data)
	}
	verify := func(data string, files map[string]string, withMap bool) checked {
		t.Helper()
		req := map[string]any{"archive": data, "files": files}
		if withMap {
			req["map"] = string(ancmed)
		}
		r := ask(t, "verify", req)
		if !r.OK {
			t.Fatal(r.Error)
		}
		var c checked
		if err := json.Unmarshal(r.Value, &c); err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := verify(made.Archive, received, true); !c.Confirmed || strings.Count(c.Text, ": identical") != len(received) {
		t.Fatalf("verify on ancmed: %s", c.Text)
	}
	if c := verify(made.Archive, received, false); c.Confirmed || !strings.Contains(c.Text, "ancmed") {
		t.Errorf("verify without the map: %s", c.Text)
	}
	tamperings, err := archivetest.Tamperings(wantData, p.Received)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range tamperings {
		t.Run(c.Name, func(t *testing.T) {
			files := map[string]string{}
			for name, data := range c.Received {
				files[name] = string(data)
			}
			v := verify(string(c.Archive), files, true)
			if v.Confirmed || !regexp.MustCompile("(?m)"+c.Want).MatchString(strings.Join(v.Lines, "\n")) {
				t.Errorf("no fault matches %q:\n%s", c.Want, v.Text)
			}
		})
	}
}
