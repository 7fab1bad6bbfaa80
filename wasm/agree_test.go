package main

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
)

// Issue 28: a player's check never passes what the GM's refuses, nor
// refuses what the GM's passes. The checker (checkSheet, with the balance
// the player typed or read from the report) and the GM's page (check, on
// the power's section with the same balance in the game file) give the
// same verdict on every line of a sheet, for every kind of line, in every
// kind of phase: a property over generated sheets (gametest.RandomText's,
// with lines of every kind mixed in), read against the public position
// file the players have and against the full game file.

// lineKinds are lines of every kind a sheet holds, good and bad, for the
// power sending it ({me}), another power ({other}, {o} its letter) and the
// balance ({balance}, {more} one AgP more); not every kind is right in
// every phase, which is the point.
var lineKinds = []string{
	"TRANSFER {balance} TO {other}", // all the balance
	"TRANSFER {more} TO {other}",    // one more than the balance
	"TRANSFER 500 TO {other}",       // issue 28's case
	"TRANSFER 1 TO {other}",         // a little
	"TRANSFER 1 TO {me}",            // to itself
	"TRANSFER 1 TO ATLANTIS",        // to nobody
	"ACCEPT {o}",                    // an acceptance list
	"ACCEPT ?",                      //
	"ACCEPT {o}{o}",                 // a power twice
	"% a comment",                   //
	"",                              // a blank line
	"4 : A PAR - BUR",               // an offer
	"3 : F XYZ - NTH",               // an offer to no unit
	"2 > A MUN - RUH",               //
	"{balance} : A VIE H",           // all the balance on one order
	"{more} : A VIE H",              // more than the balance
	"1000001 : A VIE H",             // above the limit
	"A PAR - BUR",                   // a plain order
	"BUILD A PAR",                   // adjustments
	"REMOVE A PAR",                  //
	"WAIVE",                         //
	"F TRI - ALB",                   // a retreat, or a plain order
	"nonsense here",                 //
	"5 : A PAR - BUR | - PIC",       // a list of orders
	"2*2 : A BER - KIE",             // repeated
	"10$",                           // savings
}

// sheetOf is one power's section of a GM's text, without its header.
func sectionsOf(text string) map[string][]string {
	out := map[string][]string{}
	power := ""
	for _, l := range strings.Split(text, "\n") {
		if strings.HasSuffix(l, ":") && !strings.Contains(l, " ") {
			power = strings.TrimSuffix(l, ":")
			continue
		}
		if power != "" && l != "" {
			out[power] = append(out[power], l)
		}
	}
	return out
}

// verdict is the lines a check finds problems at, sorted (0 for the sheet
// as a whole).
func verdict(t *testing.T, r reply, value bool) []int {
	t.Helper()
	ds := r.Diagnostics
	if value {
		var v struct {
			Diagnostics []struct{ Line int }
		}
		if err := json.Unmarshal(r.Value, &v); err != nil {
			t.Fatal(err)
		}
		for _, d := range v.Diagnostics {
			ds = append(ds, struct {
				Power string `json:"power"`
				Line  int    `json:"line"`
				Col   int    `json:"col"`
				Msg   string `json:"message"`
			}{Line: d.Line})
		}
	}
	var lines []int
	for _, d := range ds {
		lines = append(lines, d.Line)
	}
	slices.Sort(lines)
	return slices.Compact(lines)
}

func TestTheCheckerAgreesWithTheGM(t *testing.T) {
	data := []byte(demoGame(t))
	sheetsChecked, refused := 0, 0
	kinds := map[byte]bool{}
	err := gametest.Play(data, nil, 1, 3, func(g *gamefile.Game, _ *gamefile.Result) error {
		kinds[byte(g.Phase.Kind)] = true
		file, err := g.File.Encode()
		if err != nil {
			return err
		}
		position, err := gamefile.PublicPosition(g.File).Encode()
		if err != nil {
			return err
		}
		rng := rand.New(rand.NewSource(int64(g.Phase.Year)*10 + int64(len(g.Phase.String()))))
		generated := sectionsOf(gametest.RandomText(rng, g))
		for i, p := range g.File.Powers {
			other := g.File.Powers[(i+1)%len(g.File.Powers)].Name
			balance := *p.Balance
			for round := range 6 {
				lines := slices.Clone(generated[p.Name])
				for range 1 + rng.Intn(2) {
					k := lineKinds[rng.Intn(len(lineKinds))]
					if round == 0 {
						k = "TRANSFER 500 TO {other}"
					}
					line := strings.NewReplacer("{me}", p.Name, "{other}", other, "{o}", other[:1],
						"{balance}", fmt.Sprint(balance), "{more}", fmt.Sprint(balance+1)).Replace(k)
					at := rng.Intn(len(lines) + 1)
					lines = slices.Insert(lines, at, line)
				}
				sheet := strings.Join(lines, "\n") + "\n"
				gm := ask(t, "check", map[string]any{"game": string(file), "text": p.Name + ":\n" + sheet})
				if !gm.OK {
					return fmt.Errorf("check: %s", gm.Error)
				}
				var tc struct {
					Diagnostics []struct {
						Power string
						Line  int
						Msg   string `json:"message"`
					}
				}
				if err := json.Unmarshal(gm.Value, &tc); err != nil {
					return err
				}
				var want []int
				var why []string
				for _, d := range tc.Diagnostics {
					want = append(want, max(d.Line-1, 0)) // the section's header is the GM's line 1
					why = append(why, fmt.Sprintf("%d: %s", d.Line-1, d.Msg))
				}
				slices.Sort(want)
				want = slices.Compact(want)
				for name, board := range map[string][]byte{"position": position, "game file": file} {
					r := ask(t, "checkSheet", map[string]any{"game": string(board), "power": p.Name, "text": sheet, "balance": balance})
					if !r.OK {
						return fmt.Errorf("checkSheet: %s", r.Error)
					}
					got := verdict(t, r, true)
					if !slices.Equal(got, want) {
						t.Errorf("%s, %s with %d AgP, against the %s: the checker finds problems at lines %v, the GM's page at %v (%s)\n%s",
							g.Phase, p.Name, balance, name, got, want, strings.Join(why, "; "), sheet)
					}
				}
				sheetsChecked++
				if len(want) > 0 {
					refused++
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(kinds) != 3 || refused == 0 || refused == sheetsChecked {
		t.Errorf("the property saw phase kinds %v and %d refused of %d sheets; want all three kinds, some refused, some not", kinds, refused, sheetsChecked)
	}
	t.Logf("%d sheets, %d refused by both", sheetsChecked, refused)
}

// Issue 28's own case: with 112 AgP read from the report, TRANSFER 500
// TO ENGLAND is refused by the checker, at its line, as the GM's page
// refuses it; without a balance the checker cannot know, and says nothing.
func TestTheCheckerRefusesATransferAboveTheBalance(t *testing.T) {
	pos, err := gamefile.PublicPosition(mustLoad(t, demoGame(t)).File).Encode()
	if err != nil {
		t.Fatal(err)
	}
	sheet := "4 : A PAR - BUR\nTRANSFER 500 TO ENGLAND\n"
	r := ask(t, "checkSheet", map[string]any{"game": string(pos), "power": "FRANCE", "text": sheet, "balance": 112})
	if got := verdict(t, r, true); !slices.Equal(got, []int{2}) {
		t.Errorf("with 112 AgP: problems at lines %v (%s); want line 2, the transfer", got, r.Value)
	}
	r = ask(t, "checkSheet", map[string]any{"game": string(pos), "power": "FRANCE", "text": sheet, "balance": 500})
	if got := verdict(t, r, true); len(got) != 0 {
		t.Errorf("with 500 AgP: problems at lines %v (%s); want none", got, r.Value)
	}
}

func mustLoad(t *testing.T, file string) *gamefile.Game {
	t.Helper()
	g, err := gamefile.LoadFrom([]byte(file), nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// BenchmarkCheckSheetHeavy is the checker's call at every pause in typing
// on a long sheet (France's 700 lines of gametest.HeavyPhase, against the
// public position with a balance): since issue 28 it runs the GM's check
// (asTheGM) as well as the sheet check.
func BenchmarkCheckSheetHeavy(b *testing.B) {
	data, text, err := gametest.HeavyPhase(700)
	if err != nil {
		b.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		b.Fatal(err)
	}
	pos, err := gamefile.PublicPosition(g.File).Encode()
	if err != nil {
		b.Fatal(err)
	}
	sheet := strings.Join(sectionsOf(text)["FRANCE"], "\n")
	in, err := json.Marshal(map[string]any{"game": string(pos), "power": "FRANCE", "text": sheet, "balance": 20})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if out := call("checkSheet", string(in)); !strings.HasPrefix(out, `{"ok":true`) {
			b.Fatal(out[:min(len(out), 300)])
		}
	}
}
