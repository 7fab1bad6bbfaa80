package main

import (
	"encoding/json"
	"errors"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/publish"
)

// A phase only in the game file's history gives again, byte for byte, the
// files adjudicate answered when it was played (issue 23's timeline).
func TestTimelineMakesEveryPhaseAgainByteIdentical(t *testing.T) {
	texts := []string{
		"FRANCE:\n4 : A PAR - BUR\n2 : F BRE - MAO\nACCEPT FEG?\n\nGERMANY:\n7 : A MUN - RUH\n3 : F KIE - DEN\nTRANSFER 5 TO ITALY\n\nITALY:\n4 : A VEN - TYR\n2 : A ROM - VEN\n\nTURKEY:\n9 : F ANK - BLA\n4 : A CON - BUL\n",
		"FRANCE:\n4 : F MAO - POR\n3 : A BUR - BEL\n\nGERMANY:\n5 : F DEN H\n4 : A RUH - HOL\n\nITALY:\n3 : A TYR - MUN\n\nRUSSIA:\n6 : A WAR - GAL\n",
		"FRANCE:\nBUILD A PAR\nBUILD F MAR\n\nGERMANY:\nBUILD A BER\n",
		"",
		// Ignored lines (builds in a movement phase), their places in a
		// text laid out as the page's GM would.
		"GERMANY:\nBUILD A KIE\n4 : A HOL - BEL\n\nITALY:\n3 : A MUN - BOH\n",
		// The same, Italy first and without blank lines: the sections'
		// places are not kept per power; the record's ignored lines and
		// chart, which name them, are (issue 29: no layout is guessed).
		"ITALY:\n3 : A MUN - BOH\nGERMANY:\nBUILD A KIE\n4 : A HOL - BEL\n",
		// A section set aside whole (a name that is no power's): in no
		// power's sheet, its line is ignored in the record only.
		"FRANCE:\n3 : A BEL - PIC\nPRUSSIA:\n2 : A KIE - BER\n",
	}
	g := demoGame(t)
	type played struct {
		phase string
		value json.RawMessage
	}
	var phases []played
	for _, text := range texts {
		r := ask(t, "adjudicate", map[string]any{"game": g, "text": text, "lenient": true})
		if !r.OK {
			t.Fatalf("adjudicate: %s", r.Error)
		}
		var a struct {
			Result struct{ Phase string }
			Files  []struct{ Kind, Text string }
		}
		if err := json.Unmarshal(r.Value, &a); err != nil {
			t.Fatal(err)
		}
		phases = append(phases, played{a.Result.Phase, r.Value})
		for _, f := range a.Files {
			if f.Kind == "game" {
				g = f.Text
			}
		}
	}
	// The last two phases were pasted in another layout than the one
	// played again: their files are the same bytes, and so is the answer
	// but for the places of the ignored lines, which are the text's played
	// again (each power's sheet under its name, a blank line after each).
	moved := map[string]bool{phases[len(phases)-2].phase: true, phases[len(phases)-1].phase: true}
	for _, p := range phases {
		r := ask(t, "timeline", map[string]any{"game": g, "phase": p.phase})
		if !r.OK {
			t.Errorf("timeline %s: %s", p.phase, r.Error)
			continue
		}
		if moved[p.phase] {
			type answered struct {
				Files  json.RawMessage
				Result struct{ Ignored []struct{ Message string } }
			}
			var got, want answered
			if err := json.Unmarshal(r.Value, &got); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(p.value, &want); err != nil {
				t.Fatal(err)
			}
			if string(got.Files) != string(want.Files) {
				t.Errorf("timeline %s: the files differ from adjudicate's then", p.phase)
			}
			if len(got.Result.Ignored) > len(want.Result.Ignored) {
				t.Errorf("timeline %s: %d ignored lines; then %d", p.phase, len(got.Result.Ignored), len(want.Result.Ignored))
			}
			continue
		}
		if string(r.Value) != string(p.value) {
			t.Errorf("timeline %s: the answer differs from adjudicate's then (%d bytes, want %d)", p.phase, len(r.Value), len(p.value))
		}
	}
	if r := ask(t, "timeline", map[string]any{"game": g, "phase": "S1950M"}); r.OK {
		t.Error("a phase not in the history was answered")
	}
}

// BenchmarkTimelineTwentyYears opens the first, a middle and the last
// phase of a twenty-year game's history (issue 23: year 20 took about
// 15 s in the page): gametest's long game, and the same game with each
// sheet carrying 60 lines of comment as the browser test's does (a game
// file of 0.6 MB).
func BenchmarkTimelineTwentyYears(b *testing.B) {
	for _, c := range []struct {
		name string
		pad  string
	}{{"plain", ""}, {"padded", strings.Repeat("% "+strings.Repeat("x", 90)+"\n", 60)}} {
		data, _, err := gametest.LongGame(20, func(g *gamefile.Game, text string) (*gamefile.File, error) {
			a, err := publish.Adjudicate(g, strings.ReplaceAll(text, ":\n", ":\n"+c.pad), game.Options{})
			if err != nil {
				return nil, err
			}
			return a.Next, nil
		})
		if err != nil {
			b.Fatal(err)
		}
		g, err := gamefile.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		h := g.File.History
		for _, at := range []struct {
			name string
			i    int
		}{{"first", 0}, {"middle", h.Len() / 2}, {"last", h.Len() - 1}} {
			b.Run(c.name+"/"+at.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					played.at = nil // the first phase opened of the file
					if _, err := timelinePhase(request{Game: string(data), Phase: h.Phase(at.i)}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		// The next phase the GM opens of the same file, the last one open.
		b.Run(c.name+"/middle-after-last", func(b *testing.B) {
			b.ReportAllocs()
			if _, err := timelinePhase(request{Game: string(data), Phase: h.Phase(h.Len() - 1)}); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := timelinePhase(request{Game: string(data), Phase: h.Phase(h.Len() / 2)}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A late phase of a twenty-year game gives again the files adjudicate
// answered then, opened first or after others of the same file; a history
// whose record of an earlier phase was changed is refused, not answered
// with other bytes (issue 23).
func TestTimelineMakesALatePhaseOfALongGameAgain(t *testing.T) {
	sent := map[string]string{} // phase -> adjudicate's answer then
	var order []string
	data, _, err := gametest.LongGame(20, func(g *gamefile.Game, text string) (*gamefile.File, error) {
		file, err := g.File.Encode()
		if err != nil {
			return nil, err
		}
		r := ask(t, "adjudicate", map[string]any{"game": string(file), "text": text})
		if !r.OK {
			t.Fatalf("adjudicate %s: %s", g.Phase, r.Error)
		}
		var a struct{ Files []struct{ Kind, Text string } }
		if err := json.Unmarshal(r.Value, &a); err != nil {
			t.Fatal(err)
		}
		sent[g.Phase.String()] = string(r.Value)
		order = append(order, g.Phase.String())
		for _, f := range a.Files {
			if f.Kind == "game" {
				return gamefile.Decode([]byte(f.Text))
			}
		}
		return nil, errors.New("adjudicate answered no game file")
	})
	if err != nil {
		t.Fatal(err)
	}
	last, middle := order[len(order)-1], order[len(order)/2]
	if !strings.HasPrefix(last, "W1920") && !strings.HasSuffix(last, "1920M") {
		t.Fatalf("the game's last phase is %s, not one of 1920", last)
	}
	played.at = nil // nothing kept from another test
	for _, phase := range []string{last, middle, order[0], last} {
		r := ask(t, "timeline", map[string]any{"game": string(data), "phase": phase})
		if !r.OK {
			t.Errorf("timeline %s: %s", phase, r.Error)
		} else if string(r.Value) != sent[phase] {
			t.Errorf("timeline %s: the answer differs from adjudicate's then (%d bytes, want %d)", phase, len(r.Value), len(sent[phase]))
		}
	}

	// Changed records: the chart of the second phase, and an order's
	// result in the middle of the game.
	chart := "Fall 1901 Movement GM chart (game seed"
	at := strings.Index(string(data), `"phase": "`+middle+`"`)
	result := -1
	if at >= 0 {
		result = strings.Index(string(data[at:]), `"result": "succeeds"`)
	}
	if strings.Count(string(data), chart) != 1 || result < 0 {
		t.Fatal("the long game has changed: the records to change are not found")
	}
	for _, c := range []struct {
		what, changed string
		intact        string // a phase before the change, still answered
	}{
		{"a chart", strings.Replace(string(data), chart, "Fall 1901 Movement GM chart  (game seed", 1), order[0]},
		{"an order's result", string(data[:at+result]) + `"result": "fails"` + string(data[at+result+len(`"result": "succeeds"`):]), order[len(order)/2-1]},
	} {
		if _, err := gamefile.Load([]byte(c.changed)); err != nil {
			t.Fatalf("%s changed: the file does not load: %v", c.what, err)
		}
		r := ask(t, "timeline", map[string]any{"game": c.changed, "phase": last})
		if r.OK || !strings.Contains(r.Error, "cannot be made again exactly") {
			t.Errorf("%s changed: timeline %s answered %q; want it refused in words", c.what, last, r.Error)
		}
		if r := ask(t, "timeline", map[string]any{"game": c.changed, "phase": c.intact}); !r.OK || string(r.Value) != sent[c.intact] {
			t.Errorf("%s changed: timeline %s, before the change, is not answered as it was made (%s)", c.what, c.intact, r.Error)
		}
	}
}

// A game on another map reopens its phases with the map and its drawing
// that the page sends with every request, drawn as adjudicate drew them.
func TestTimelineOnAnotherMap(t *testing.T) {
	// ancmed's drawing names no picture (maps_test.go), and the page sends
	// none.
	ancmed, geo := mapFile(t, "ancmed.json"), mapFile(t, "drawings/ancmed.geo.json")
	with := map[string]any{"map": ancmed, "drawing": geo}
	r := ask(t, "new", map[string]any{"name": "med", "map": ancmed})
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); !r.OK || err != nil {
		t.Fatalf("new on ancmed: %s %v", r.Error, err)
	}
	sent := map[string]string{}
	for _, text := range []string{"ROME:\n3 : A ROM - ETR\n\nCARTHAGE:\n2 : A CAR - MAU\n", "ROME:\n2 : A ETR - ROM\n"} {
		with["game"], with["text"] = v.Game, text
		r := ask(t, "adjudicate", with)
		var a struct {
			Result struct{ Phase string }
			Files  []struct{ Kind, Text string }
		}
		if err := json.Unmarshal(r.Value, &a); !r.OK || err != nil {
			t.Fatalf("adjudicate on ancmed: %s %v", r.Error, err)
		}
		sent[a.Result.Phase] = string(r.Value)
		for _, f := range a.Files {
			if f.Kind == "game" {
				v.Game = f.Text
			}
		}
	}
	delete(with, "text")
	with["game"] = v.Game
	for phase, value := range sent {
		with["phase"] = phase
		r := ask(t, "timeline", with)
		if !r.OK {
			t.Errorf("timeline %s on ancmed: %s", phase, r.Error)
		} else if string(r.Value) != value || !strings.Contains(value, `data-province=\"CIR\"`) {
			t.Errorf("timeline %s on ancmed: the answer differs from adjudicate's then (%d bytes, want %d), or is not drawn on ancmed (Cirta)", phase, len(r.Value), len(value))
		}
	}
}

// A Tin Cup game's history written before causes kept what they rest on
// (cause.restsOn, payola-rules §10.23) is still made again: its phases
// replay to their records, each power's files cut from what the judge
// finds now, and a power that does not see Munich is not told of it.
func TestTimelineOfATinCupHistoryWithoutRestsOn(t *testing.T) {
	r := ask(t, "adjudicate", map[string]any{"game": blindDemo(t), "text": "FRANCE:\nA PAR - BUR\nGERMANY:\nA MUN - BUR\n"})
	if !r.OK {
		t.Fatalf("adjudicate: %s", r.Error)
	}
	var a struct {
		Result struct{ Phase string }
		Files  []struct{ Name, Kind, Power, Text string }
	}
	if err := json.Unmarshal(r.Value, &a); err != nil {
		t.Fatal(err)
	}
	var g string
	for _, f := range a.Files {
		if f.Kind == "game" {
			g = f.Text
		}
	}
	var file map[string]any
	if err := json.Unmarshal([]byte(g), &file); err != nil {
		t.Fatal(err)
	}
	dropped := 0
	for _, e := range file["history"].([]any) {
		for _, o := range e.(map[string]any)["orders"].([]any) {
			if c, ok := o.(map[string]any)["cause"].(map[string]any); ok {
				if _, kept := c["restsOn"]; kept {
					delete(c, "restsOn")
					dropped++
				}
			}
		}
	}
	if dropped == 0 {
		t.Fatal("the Tin Cup history keeps no restsOn to drop")
	}
	older, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	tl := ask(t, "timeline", map[string]any{"game": string(older), "phase": a.Result.Phase})
	if !tl.OK {
		t.Fatalf("timeline of an older Tin Cup history: %s", tl.Error)
	}
	if err := json.Unmarshal(tl.Value, &a); err != nil {
		t.Fatal(err)
	}
	told := 0
	for _, f := range a.Files {
		if f.Power == "FRANCE" && f.Kind != "position" {
			told++
			if strings.Contains(f.Text, "A MUN") || strings.Contains(f.Text, "bounced") {
				t.Errorf("France's %s tells of the bounce with Munich, out of its sight:\n%s", f.Name, f.Text)
			}
		}
	}
	if told == 0 {
		t.Error("the timeline gives France no file")
	}
}
