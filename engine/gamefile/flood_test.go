package gamefile_test

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/sheets"
)

// Issue 30: a flood of bad lines is told in its first hundred problems and
// one entry that counts the rest, in the refusal, the lines ignored (and
// the history's copy of them), the GM chart and the live check alike; the
// counts stay true.
func TestAFloodOfProblemsIsSummarised(t *testing.T) {
	data, err := gametest.Opening("flood", 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	const n = 5000
	text := "FRANCE:\n" + strings.Repeat("1 : A PAR - QQXZ\n", n)

	_, err = gamefile.Adjudicate(g, text, game.Options{})
	ds, ok := err.(orders.Diagnostics)
	if !ok {
		t.Fatalf("a refusal of %T: %v", err, err)
	}
	if len(ds) != orders.MaxListed+1 || ds.Total() != n {
		t.Errorf("the refusal has %d entries for %d problems; want %d for %d", len(ds), ds.Total(), orders.MaxListed+1, n)
	}
	if last := ds[len(ds)-1]; last.Line != orders.MaxListed+2 || !strings.Contains(last.Msg, "FRANCE 4900 on lines 102 to 5001") {
		t.Errorf("the summary: %+v", last)
	}

	r, err := gamefile.Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Ignored) != orders.MaxListed+1 || r.Ignored.Total() != n {
		t.Errorf("%d lines ignored are listed for %d; want %d for %d", len(r.Ignored), r.Ignored.Total(), orders.MaxListed+1, n)
	}
	h := r.Next.History.Entries()
	if got := len(h[len(h)-1].Ignored); got != orders.MaxListed+1 {
		t.Errorf("the history keeps %d lines ignored, want %d", got, orders.MaxListed+1)
	}
	out, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	// The section itself is kept whole in the history (17 bytes a line);
	// each problem listed costs a few hundred bytes more, three times.
	if limit := n*17*2 + 200_000; len(out) > limit {
		t.Errorf("the result is %d bytes, more than %d", len(out), limit)
	}

	tc := game.CheckText(g.State, text)
	if len(tc.Diagnostics) != orders.MaxListed+1 || tc.Diagnostics.Total() != n {
		t.Errorf("the check lists %d entries for %d problems", len(tc.Diagnostics), tc.Diagnostics.Total())
	}
	for _, p := range tc.Powers {
		if p.Power == "FRANCE" && p.Problems != n {
			t.Errorf("FRANCE has %d problems, want %d", p.Problems, n)
		}
	}
	sc, err := sheets.CheckSheet(g.State.SheetBoard(), "FRANCE", text)
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Diagnostics) != orders.MaxListed+1 || sc.Problems != n {
		t.Errorf("the sheet's check lists %d entries for %d problems", len(sc.Diagnostics), sc.Problems)
	}
}
