package game

import (
	"encoding/json"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// FuzzLoad: no game file, however broken, may panic the loader, and a file
// that loads must save and load again.
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
		if _, err := Load(again); err != nil {
			t.Fatalf("a saved file does not load: %v\n%s", err, again)
		}
	})
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
			f.Powers[2].Status = Loyal
		}
		g, err := New(f)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = Adjudicate(g, text, Options{})
		_, _ = Adjudicate(g, text, Options{Lenient: true})
		_ = Check(g, text)
	})
}
