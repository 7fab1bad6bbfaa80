package main

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"math/rand"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/publish"
)

// Issue 28: the page and the results file word an order's outcome with
// the same words. The adjudicate answer carries each order's outcome
// (publish.Outcome), and the results file's line for the order says the
// same, over generated games of three years in every phase kind, with
// dislodgements among them (whose cause also says it).
func TestOutcomesAreTheResultsWords(t *testing.T) {
	data, err := gametest.Opening("outcome", 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(4))
	kinds, dislodged := map[byte]bool{}, 0
	for range 12 {
		g, err := gamefile.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		res, err := publish.Adjudicate(g, gametest.RandomText(rng, g), game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		a, err := answerOf(g, res)
		if err != nil {
			t.Fatal(err)
		}
		kinds[byte(g.Phase.Kind)] = true
		results := ""
		for _, f := range a.Files {
			if f.Kind == "results" {
				results = f.Text
			}
		}
		if len(a.Result.Orders) != len(res.Orders) {
			t.Fatalf("%s: %d orders answered, %d issued", g.Phase, len(a.Result.Orders), len(res.Orders))
		}
		for _, o := range a.Result.Orders {
			if o.Dislodged {
				dislodged++
			}
			if o.Outcome == "" || !strings.HasPrefix(o.Outcome, o.Result) {
				t.Errorf("%s %s: outcome %q does not start with its result %q", g.Phase, o.Order, o.Outcome, o.Result)
			}
			if line := fmt.Sprintf("  %-28s %s\n", o.Order, o.Outcome); !strings.Contains(results, line) {
				t.Errorf("%s: the page says %q, the results file not:\n%s", g.Phase, line, results)
			}
		}
		if data, err = res.Next.Encode(); err != nil {
			t.Fatal(err)
		}
	}
	if len(kinds) != 3 || dislodged == 0 {
		t.Errorf("phase kinds %v, %d dislodged: want all three kinds and a dislodgement", kinds, dislodged)
	}
}
