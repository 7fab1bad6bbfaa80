// Package gametest makes game files and pasted texts for the tests and
// benchmarks of the packages built on engine/game (the engine's own, the
// wasm shell's and the browser test's), so that they all measure one thing.
package gametest

import (
	_ "embed"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Opening is the standard 1901 game file, with the units named in moved
// standing elsewhere ("A ROM" -> "A TYR").
func Opening(name string, seed int64, moved map[string]string) ([]byte, error) {
	f, err := gamefile.Start(board.Standard(), name, seed)
	if err != nil {
		return nil, err
	}
	for i := range f.Powers {
		for j, u := range f.Powers[i].Units {
			if to, ok := moved[u]; ok {
				f.Powers[i].Units[j] = to
			}
		}
	}
	return f.Encode()
}

// HeavyPhase is the GM page's worst realistic case: a Spring 1901 game where
// every power has little money and sends lines offer lines of every kind
// (: ! > @ &, repetitions, plateaus, augmentations, a comment, the odd "1$")
// to every unit on the board, so that the auction has many candidates and
// many overspending rounds.
func HeavyPhase(lines int) (gameJSON []byte, text string, err error) {
	m := board.Standard()
	f, err := gamefile.Start(m, "heavy", 42)
	if err != nil {
		return nil, "", err
	}
	for i := range f.Powers {
		b := 8 + 3*i
		f.Powers[i].Balance = &b
	}
	data, err := f.Encode()
	if err != nil {
		return nil, "", err
	}
	g, err := gamefile.Load(data)
	if err != nil {
		return nil, "", err
	}
	units := g.Pos.Sorted()
	var b strings.Builder
	for pi, p := range g.Map.Powers {
		fmt.Fprintf(&b, "%s:\n", p.Name)
		for i := 0; i < lines; i++ {
			u := units[(i*7+pi*3)%len(units)]
			dests := moves(m, u)
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
	return data, b.String(), nil
}

// moves lists where a unit can move by itself, leaving out split-coast
// provinces so that no fleet order needs a coast.
func moves(m *board.Map, u orders.Placed) []string {
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

//go:embed year.txt
var year string

// Year is the GM's texts of a whole year of the standard 1901 game in
// which France is dislodged in the Fall, retreats, and Germany and France
// build (year.txt, read by engine/game's own tests too): each phase with
// the text adjudicated in it.
func Year() []PhaseText {
	var out []PhaseText
	for _, part := range strings.Split(year, "== ")[1:] {
		phase, text, _ := strings.Cut(part, "\n")
		out = append(out, PhaseText{Phase: phase, Text: text})
	}
	return out
}

// PhaseText is a phase and the GM's text for it.
type PhaseText struct{ Phase, Text string }

// LongGame plays a standard game from Spring 1901 for the given number of
// years, every power bribing each of its units to move (two lines a unit,
// one with an alternative) and sending nothing in retreats and winters, and
// returns the game file at the start of the year after, with the text of
// its next phase: a game file whose history holds every phase played, for
// measuring what history costs. The same years give the same bytes. next
// adjudicates one phase and returns the next game file: the caller's way,
// publish.Adjudicate as the GM runs it (each phase's GM chart kept in the
// history), which this package, below engine/publish, cannot call.
func LongGame(years int, next func(g *gamefile.Game, text string) (*gamefile.File, error)) (gameJSON []byte, text string, err error) {
	m := board.Standard()
	f, err := gamefile.Start(m, "long", 7)
	if err != nil {
		return nil, "", err
	}
	data, err := f.Encode()
	if err != nil {
		return nil, "", err
	}
	for turn := 0; ; turn++ {
		g, err := gamefile.Load(data)
		if err != nil {
			return nil, "", err
		}
		text := longTurn(m, g, turn)
		if g.Phase.Year >= 1901+years || g.File.Winner != "" {
			return data, text, nil
		}
		f, err := next(g, text)
		if err != nil {
			return nil, "", fmt.Errorf("%s: %v", g.Phase, err)
		}
		if data, err = f.Encode(); err != nil {
			return nil, "", err
		}
	}
}

// longTurn is the text LongGame sends in a phase.
func longTurn(m *board.Map, g *gamefile.Game, turn int) string {
	var text strings.Builder
	if g.Phase.Kind == orders.Movement {
		for _, p := range m.Powers {
			fmt.Fprintf(&text, "%s:\n", p.Name)
			for i, u := range g.UnitsOf(p.Name) {
				dests := moves(m, orders.Placed{Power: p.Name, Unit: u})
				if len(dests) == 0 {
					continue
				}
				d1, d2 := dests[(turn+i)%len(dests)], dests[(turn+i+1)%len(dests)]
				fmt.Fprintf(&text, "%d : %s - %s %% turn %d\n", 1+(turn+i)%3, u, d1, turn)
				if d2 != d1 {
					fmt.Fprintf(&text, "1*2#1 > %s - %s | - %s\n", u, d2, d1)
				}
			}
			text.WriteString("\n")
		}
	}
	return text.String()
}
