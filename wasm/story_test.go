package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/gamefile"
)

// plotLines reads a plot's lines as the SVG draws them: each power's
// values, chart after chart, from the title of its line's group.
var plotLine = regexp.MustCompile(`data-power="([^"]+)"[^>]*>\s*<title>[^<:]*: ([0-9, ]*)</title>`)

func plotLines(svg string) map[string][]string {
	out := map[string][]string{}
	for _, m := range plotLine.FindAllStringSubmatch(svg, -1) {
		out[m[1]] = append(out[m[1]], m[2])
	}
	return out
}

func joined(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, ", ")
}

// Issue 32: the GM page's story is two SVGs from the engine whose lines
// are the history's: every power's supply centers and units before each
// phase (the history's boards), and its treasury after each phase with the
// bribes it paid (the history's ledgers) and those its units received (its
// orders' totals); asked by session as by file.
func TestStoryPlotsTheHistoryForTheGM(t *testing.T) {
	g := demoGame(t)
	for _, text := range []string{
		"FRANCE:\n4 : A PAR - BUR\n2 : F BRE - MAO\n\nGERMANY:\n7 : A MUN - RUH\n3 : F KIE - DEN\nTRANSFER 5 TO ITALY\n\nTURKEY:\n9 : F ANK - BLA\n4 : A CON - BUL\n",
		"FRANCE:\n4 : F MAO - POR\n3 : A BUR - BEL\n\nGERMANY:\n5 : F DEN H\n4 : A RUH - HOL\n\nRUSSIA:\n6 : A WAR - GAL\n",
		"FRANCE:\nBUILD A PAR\nBUILD F MAR\n\nGERMANY:\nBUILD A BER\n",
	} {
		r := ask(t, "adjudicate", map[string]any{"game": g, "text": text, "lenient": true})
		if !r.OK {
			t.Fatalf("adjudicate: %s", r.Error)
		}
		var a struct{ Files []struct{ Kind, Text string } }
		if err := json.Unmarshal(r.Value, &a); err != nil {
			t.Fatal(err)
		}
		for _, f := range a.Files {
			if f.Kind == "game" {
				g = f.Text
			}
		}
	}
	f, err := gamefile.Decode([]byte(g))
	if err != nil {
		t.Fatal(err)
	}
	centers, units, treasury, paid := map[string][]int{}, map[string][]int{}, map[string][]int{}, map[string][]int{}
	received := map[string][]int{} // the totals its units accepted, as its report tells them
	boards := 0
	for _, e := range f.History.Entries() {
		if e.Board != nil {
			boards++
			for _, p := range f.Powers {
				centers[p.Name] = append(centers[p.Name], len(e.Board.Centers[p.Name]))
				units[p.Name] = append(units[p.Name], len(e.Board.Units[p.Name]))
			}
		}
		if len(e.Ledgers) > 0 {
			for _, p := range f.Powers {
				treasury[p.Name] = append(treasury[p.Name], e.Ledgers[p.Name].After)
				paid[p.Name] = append(paid[p.Name], e.Ledgers[p.Name].Paid)
				got := 0
				for _, o := range e.Orders {
					if o.Power == p.Name && o.Total != nil {
						got += *o.Total
					}
				}
				received[p.Name] = append(received[p.Name], got)
			}
		}
	}
	if boards != 3 {
		t.Fatalf("%d boards in the history of three phases", boards)
	}
	open := ask(t, "open", map[string]any{"game": g})
	if !open.OK {
		t.Fatalf("open: %s", open.Error)
	}
	var s struct{ Session string }
	if err := json.Unmarshal(open.Value, &s); err != nil {
		t.Fatal(err)
	}
	for _, req := range []map[string]any{{"game": g}, {"session": s.Session}} {
		r := ask(t, "story", req)
		if !r.OK {
			t.Fatalf("story: %s", r.Error)
		}
		var v struct {
			Phases        int
			Public, Money string
		}
		if err := json.Unmarshal(r.Value, &v); err != nil {
			t.Fatal(err)
		}
		if v.Phases != boards {
			t.Errorf("story tells %d phases, the history has %d", v.Phases, boards)
		}
		pub, money := plotLines(v.Public), plotLines(v.Money)
		if len(pub) != len(f.Powers) || len(money) != len(f.Powers) {
			t.Errorf("%d powers' lines in the public plot, %d in the money plot, for %d powers", len(pub), len(money), len(f.Powers))
		}
		for _, p := range f.Powers {
			want := []string{joined(centers[p.Name]), joined(units[p.Name])}
			if fmt.Sprint(pub[p.Name]) != fmt.Sprint(want) {
				t.Errorf("%s's centers and units plotted %q, the history says %q", p.Name, pub[p.Name], want)
			}
			want = []string{joined(treasury[p.Name]), joined(paid[p.Name]), joined(received[p.Name])}
			if fmt.Sprint(money[p.Name]) != fmt.Sprint(want) {
				t.Errorf("%s's treasury and bribes plotted %q, the history says %q", p.Name, money[p.Name], want)
			}
		}
		if strings.Contains(v.Public, "AgP") {
			t.Error("the plot of centers and units tells of money")
		}
	}
}

// Before the first adjudication the story has no phase: the page shows none.
func TestStoryOfANewGameHasNoPhase(t *testing.T) {
	r := ask(t, "story", map[string]any{"game": demoGame(t)})
	if !r.OK {
		t.Fatalf("story: %s", r.Error)
	}
	var v struct{ Phases int }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	if v.Phases != 0 {
		t.Errorf("a new game's story tells %d phases", v.Phases)
	}
}

// BenchmarkStoryTwentyYears is the story the GM page asks after each
// adjudication, of a game of twenty years (57 phases), by its session.
func BenchmarkStoryTwentyYears(b *testing.B) {
	g := keystrokeGames(b)["year20"][0]
	var open struct {
		Value struct{ Session string }
	}
	if err := json.Unmarshal([]byte(call("open", `{"game":`+jsonString(g)+`}`)), &open); err != nil || open.Value.Session == "" {
		b.Fatalf("open: %v", err)
	}
	req := `{"session":` + jsonString(open.Value.Session) + `}`
	b.ReportAllocs()
	for b.Loop() {
		if out := call("story", req); !strings.HasPrefix(out, `{"ok":true`) {
			b.Fatal(out[:min(len(out), 200)])
		}
	}
}

// jsonString is s as a JSON string.
func jsonString(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}
