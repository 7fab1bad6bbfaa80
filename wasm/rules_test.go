package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// askWords is the words call's answer for a game file.
func askWords(t *testing.T, game string, mapJSON ...string) phaseWords {
	t.Helper()
	req := map[string]any{"game": game}
	if len(mapJSON) > 0 && mapJSON[0] != "" {
		req["map"] = mapJSON[0]
	}
	r := ask(t, "words", req)
	if !r.OK {
		t.Fatalf("words: %s", r.Error)
	}
	var w phaseWords
	if err := json.Unmarshal(r.Value, &w); err != nil {
		t.Fatal(err)
	}
	return w
}

// atPhase is the demo game moved to another phase (the board allows it:
// nobody is dislodged and nobody is due an adjustment).
func atPhase(t *testing.T, phase string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(demoGame(t)), &m); err != nil {
		t.Fatal(err)
	}
	m["phase"] = phase
	data, _ := json.Marshal(m)
	return string(data)
}

// The page's words follow the phase kind: a power that sends nothing holds
// in movement (rule 3.3), is disbanded in retreats, waives in adjustments;
// offers belong to movement only.
func TestWordsFollowThePhaseKind(t *testing.T) {
	for _, c := range []struct {
		phase, silent string
		plain         bool
	}{
		{"S1901M", "rule 3.3", false},
		{"F1901R", "disbanded", true},
		{"W1901A", "civil disorder", true},
	} {
		w := askWords(t, atPhase(t, c.phase))
		if !strings.Contains(w.Silent, c.silent) || (w.Plain != "") != c.plain || w.Hint == "" || w.Void == "" || w.Empty == "" || w.Blind {
			t.Errorf("%s: %+v; want silent saying %q, plain-orders words %v", c.phase, w, c.silent, c.plain)
		}
	}
	if askWords(t, blindDemo(t)).Blind != true {
		t.Error("a Tin Cup game (rule 6.3) is not said to be blind")
	}
	if r := ask(t, "words", map[string]any{}); r.OK {
		t.Error("words without a game answered ok")
	}
}

// The page names its zips after the stem the phase's files share, which
// the engine gives it (no file name is parsed in the page).
func TestAdjudicateGivesTheFilesStem(t *testing.T) {
	for name, game := range map[string]string{"public results": demoGame(t), "Tin Cup, the GM's results": blindDemo(t)} {
		r := ask(t, "adjudicate", map[string]any{"game": game, "text": ""})
		if !r.OK {
			t.Fatalf("%s: adjudicate: %s", name, r.Error)
		}
		var a struct {
			Base  string
			Files []download
		}
		if err := json.Unmarshal(r.Value, &a); err != nil {
			t.Fatal(err)
		}
		if a.Base != "demo-S1901M" {
			t.Errorf("%s: base %q, want demo-S1901M", name, a.Base)
		}
		for _, f := range a.Files {
			if f.Kind != "game" && f.Kind != "position" && !strings.HasPrefix(f.Name, a.Base+"-") {
				t.Errorf("%s: %s does not start with the stem %q", name, f.Name, a.Base)
			}
		}
	}
}

// The hint's example is written with the game's own powers, units and
// places, in every movement phase of a game on the standard map and on
// others (the standard map's "FRANCE:" and "A PAR - BUR" stood on ancmed's
// page, found playing ancmed): each example, as its power's part of the
// text, is read by the GM page's check without a problem or a void order,
// and the hint shows every line of it. Retreats' and adjustments' hints
// name no place at all.
func TestHintExampleIsTheGamesOwn(t *testing.T) {
	movements := 0
	for _, name := range []string{"standard", "ancmed", "youngstown"} {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		mapJSON := ""
		if name != "standard" {
			mapJSON = mapFile(t, name+".json")
		}
		f, err := gamefile.Start(m, "hint", 3)
		if err != nil {
			t.Fatal(err)
		}
		data, err := f.Encode()
		if err != nil {
			t.Fatal(err)
		}
		err = gametest.Play(data, maps.Load, 5, 2, func(g *gamefile.Game, _ *gamefile.Result) error {
			game, err := g.File.Encode()
			if err != nil {
				return err
			}
			w := askWords(t, string(game), mapJSON)
			ex := w.Example
			if g.Phase.Kind != orders.Movement {
				for _, p := range m.Provinces {
					if strings.Contains(w.Hint, " "+p.ID+" ") || strings.Contains(w.Hint, " "+p.ID+",") || len(ex.Lines) > 0 {
						t.Errorf("%s %s: the hint %q names %s (example %v)", name, g.Phase, w.Hint, p.ID, ex.Lines)
					}
				}
				return nil
			}
			movements++
			if g.Map.Power(ex.Power) == nil || len(ex.Lines) < 6 {
				t.Errorf("%s %s: the example is %q's %q, want a power of the map's six lines", name, g.Phase, ex.Power, ex.Lines)
			}
			for _, l := range append(ex.Lines, ex.Power+":") {
				if !strings.Contains(w.Hint, l) {
					t.Errorf("%s %s: the hint %q does not show %q", name, g.Phase, w.Hint, l)
				}
			}
			r := ask(t, "check", map[string]any{"game": string(game), "map": mapJSON, "text": ex.Power + ":\n" + strings.Join(ex.Lines, "\n") + "\n"})
			var c checkAnswer
			if err := json.Unmarshal(r.Value, &c); !r.OK || err != nil {
				t.Fatalf("%s %s: check: %s %v", name, g.Phase, r.Error, err)
			}
			if len(c.Diagnostics)+len(c.Void) > 0 {
				t.Errorf("%s %s: the example %q is refused: %v %v", name, g.Phase, ex.Lines, c.Diagnostics, c.Void)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if movements < 6 {
		t.Errorf("%d movement phases played, want at least 6", movements)
	}
}

// The players' checker asks for the example with a public position file,
// which holds no rules or money: the words call reads it as the checker's
// other calls do (found playing ancmed: the checker showed the standard
// map's examples).
func TestWordsReadAPositionFile(t *testing.T) {
	w := askWords(t, openingPosition(t, "ancmed"), mapFile(t, "ancmed.json"))
	if w.Example.Power != "CARTHAGE" || len(w.Example.Lines) == 0 {
		t.Errorf("words on ancmed's position: %+v, want Carthage's example", w.Example)
	}
}
