package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// heavyPhase mirrors web/e2e's heavy phase: a Spring 1901 game where every
// power has little money and sends lines offer lines of every kind (: ! > @ &,
// repetitions, plateaus, augmentations, a comment, the odd "1$") to every
// unit on the board. It is the GM page's worst realistic case.
func heavyPhase(tb testing.TB, lines int) (gameJSON []byte, text string) {
	tb.Helper()
	m := board.Standard()
	f, err := Start(m, "heavy", 42)
	if err != nil {
		tb.Fatal(err)
	}
	for i := range f.Powers {
		b := 8 + 3*i
		f.Powers[i].Balance = &b
	}
	data, err := f.Encode()
	if err != nil {
		tb.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		tb.Fatal(err)
	}
	units := g.Pos.Sorted()
	var b strings.Builder
	for pi, p := range g.Map.Powers {
		fmt.Fprintf(&b, "%s:\n", p.Name)
		for i := 0; i < lines; i++ {
			u := units[(i*7+pi*3)%len(units)]
			dests := heavyMoves(m, u)
			d1 := dests[i%len(dests)]
			d2 := dests[(i+1)%len(dests)]
			unit := u.Unit.String()
			a := 1 + (i+pi)%5
			switch i % 8 {
			case 0:
				fmt.Fprintf(&b, "%d : %s - %s\n", a, unit, d1)
			case 1:
				alt := ""
				if d2 != d1 {
					alt = " | - " + d2
				}
				fmt.Fprintf(&b, "%d*%d#1 > %s - %s%s\n", 1+i%3, a+1, unit, d1, alt)
			case 2:
				fmt.Fprintf(&b, "%d ! %s - %s\n", a, unit, d1)
			case 3:
				fmt.Fprintf(&b, "%d#%d @ %s H\n", a+2, a, unit)
			case 4:
				fmt.Fprintf(&b, "%d & %s H | - %s\n", a, unit, d1)
			case 5:
				fmt.Fprintf(&b, "%d + 2*%d : %s H %% hold it\n", a, 1+i%2, unit)
			case 6:
				fmt.Fprintf(&b, "%d#%d+1 : %s - %s\n", a+3, a, unit, d1)
			default:
				if i%40 == 7 {
					b.WriteString("1$\n")
				} else {
					fmt.Fprintf(&b, "%s : %s - %s\n", fmt.Sprint(a), unit, d2)
				}
			}
		}
		b.WriteString("\n")
	}
	return data, b.String()
}

// heavyMoves lists where a unit can move by itself, leaving out split-coast
// provinces so that no fleet order needs a coast.
func heavyMoves(m *board.Map, u orders.Placed) []string {
	var out []string
	for _, p := range m.Provinces {
		if len(p.Coasts) > 0 || p.ID == u.Unit.Loc.Province() {
			continue
		}
		if m.Adjacent(u.Unit.Type, u.Unit.Loc, board.Loc(p.ID)) {
			out = append(out, p.ID)
		}
	}
	return out
}

// BenchmarkAdjudicateHeavy: loading the game and adjudicating the heavy
// phase (7 powers × 300 offer lines), as the GM page does per click.
func BenchmarkAdjudicateHeavy(b *testing.B) {
	data, text := heavyPhase(b, 300)
	b.ReportAllocs()
	for b.Loop() {
		g, err := Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Adjudicate(g, text, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckHeavy: the live check of the same text, which must find
// nothing wrong with it.
func BenchmarkCheckHeavy(b *testing.B) {
	data, text := heavyPhase(b, 300)
	b.ReportAllocs()
	for b.Loop() {
		g, err := Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if tc := Check(g, text); len(tc.Diagnostics) > 0 {
			b.Fatalf("the heavy phase has problems, first: %v", tc.Diagnostics[0])
		}
	}
}
