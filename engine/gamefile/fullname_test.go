package gamefile_test

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/sheets"
)

// Issue 30: a power's name as the map files write it (void's GULF OF
// BOTHNIA) is read everywhere its name is: in the game file's powers
// (canonicalised to GULFOFBOTHNIA as it loads), as a section's header, in
// a TRANSFER line and as the power a sheet is checked for.
func TestPowersAsTheMapWritesThem(t *testing.T) {
	m, err := maps.Load("void")
	if err != nil {
		t.Fatal(err)
	}
	f, err := gamefile.Start(m, "void", 1)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	renamed := false
	for _, p := range raw["powers"].([]any) {
		if p := p.(map[string]any); p["name"] == "GULFOFBOTHNIA" {
			p["name"], renamed = "Gulf of Bothnia", true
		}
	}
	if !renamed {
		t.Fatal("void has no GULFOFBOTHNIA")
	}
	if data, err = json.Marshal(raw); err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatalf("the map's spelling of a power is refused: %v", err)
	}
	if g.PowerFile("GULFOFBOTHNIA") == nil {
		t.Fatalf("the power's name is not canonicalised: %+v", g.File.Powers)
	}
	text := "GULF OF BOTHNIA:\nTRANSFER 3 TO adriatic sea\n"
	r, err := gamefile.Adjudicate(g, text, game.Options{})
	if err != nil {
		t.Fatalf("the header and the transfer: %v", err)
	}
	if len(r.Play.Transfers) != 1 || r.Play.Transfers[0].From != "GULFOFBOTHNIA" || r.Play.Transfers[0].To != "ADRIATICSEA" || r.Play.Transfers[0].Amount != 3 {
		t.Errorf("transfers %+v", r.Play.Transfers)
	}
	sc, err := sheets.CheckSheet(g.State.SheetBoard(), "Gulf of Bothnia", "TRANSFER 1 TO GULF OF BOTHNI\n")
	if err != nil {
		t.Fatal(err)
	}
	if sc.Power != "GULFOFBOTHNIA" || len(sc.Diagnostics) != 1 || !strings.Contains(sc.Diagnostics[0].Msg, "did you mean GULFOFBOTHNIA?") {
		t.Errorf("checked as %q: %v", sc.Power, sc.Diagnostics)
	}
}
