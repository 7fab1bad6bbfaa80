package gamefile

import (
	"bytes"
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// FuzzLoad: no game file, however broken, may panic the loader, and a file
// that loads saves in a form that loads back to the very same bytes
// (load∘save = identity on saved files).
func FuzzLoad(f *testing.F) {
	start, _ := Start(board.Standard(), "fuzz", 1)
	data, _ := start.Encode()
	f.Add(data)
	f.Add([]byte(`{"format":"payola-game/1","map":"standard","phase":"F1901R","powers":[{"name":"austria","units":[],"centers":[]}],"dislodged":[{"power":"AUSTRIA","unit":"F TRI","attackedFrom":"ADR"}]}`))
	f.Add([]byte(`{"format":"payola-game/1","map":"standard","phase":"S1901M","rules":{"income":{"scheme":"perCenter","centerValues":{"PAR":3}}},"powers":[]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			return
		}
		again, err := g.File.Encode()
		if err != nil {
			t.Fatalf("a loaded file does not save: %v", err)
		}
		g2, err := Load(again)
		if err != nil {
			t.Fatalf("a saved file does not load: %v\n%s", err, again)
		}
		third, err := g2.File.Encode()
		if err != nil || !bytes.Equal(again, third) {
			t.Fatalf("load and save changed a saved file:\n%s\n---\n%s", again, third)
		}
	})
}

// checkInvariants holds for every adjudication: each power's ledger starts
// at its balance, adds up and ends at its balance in the next file; money
// moves between powers only through transfers (which add up to nothing),
// payment, income and forfeits; in a movement phase every unit on the
// board issues exactly one order and no other unit does.
func checkInvariants(t *testing.T, g *Game, r *Result) {
	t.Helper()
	net := 0
	for _, p := range g.File.Powers {
		before, after := *p.Balance, balanceOf(r.Next, p.Name)
		l, ok := r.Ledgers[p.Name]
		if !ok {
			if inPlay(g, p) || before != 0 || after != 0 {
				t.Fatalf("%s: no ledger, balance %d -> %d (every power in play has one, 0 AgP included)", p.Name, before, after)
			}
			continue
		}
		if l.Before != before || l.After != after || l.Before+l.Transfers-l.Paid+l.Income-l.Forfeited != l.After || l.After < 0 {
			t.Fatalf("%s: ledger %+v, balance %d -> %d", p.Name, l, before, after)
		}
		net += l.Transfers
	}
	if net != 0 {
		t.Fatalf("transfers add up to %d AgP, not 0: %+v", net, r.Ledgers)
	}
	if g.Phase.Kind != orders.Movement {
		return
	}
	seen := map[string]int{}
	for _, o := range r.Orders {
		seen[o.Unit]++
	}
	for _, u := range g.Pos {
		if seen[u.Unit.String()] != 1 {
			t.Fatalf("%s issued %d orders", u.Unit, seen[u.Unit.String()])
		}
		delete(seen, u.Unit.String())
	}
	if len(seen) > 0 {
		t.Fatalf("orders for units not on the board: %v", seen)
	}
}

// FuzzAdjudicate: no pasted text may panic the pipeline.
func FuzzAdjudicate(f *testing.F) {
	f.Add("FRANCE:\n4 : A PAR - BUR\n2*3#1 + 1 > F BRE - MAO | - ENG % c\n10$\nACCEPT FEG?\nTRANSFER 5 TO ENGLAND\n")
	f.Add("ENGLAND:\n6 : FRENCH A PAR H\nNMR\n& A LON - NTH\n")
	f.Add("GERMANY\n1 ! A MUN - BUR | - RUH\n3 @ F KIE - HOL\n")
	f.Add("FRANCE:\nA PAR - BUR\n3 : A PIC - BUR\n4 : A MUN S A PIC - BUR\nITALY:\n0 : A PAR H\n")
	// Every variation of rule 6, with France loyal in the odd ones.
	rules := []string{`{}`, `{"classic": true}`, `{"blind": true}`, `{"ebayola": true}`, `{"zeroSum": true}`, `{"blind": true, "ebayola": true}`}
	f.Fuzz(func(t *testing.T, text string) {
		k := len(text) % (2 * len(rules))
		f, _ := StartVariant(board.Standard(), "fuzz", 3, json.RawMessage(rules[k/2]))
		if k%2 == 1 {
			f.Powers[2].Status = game.Loyal
		}
		g, err := New(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, opt := range []game.Options{{}, {Lenient: true}} {
			if r, err := Adjudicate(g, text, opt); err == nil {
				checkInvariants(t, g, r)
			}
		}
		_ = game.CheckText(g.State, text)
	})
}
