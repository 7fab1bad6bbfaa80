package gamefile

import (
	"errors"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"
)

// A treasury holds at most MaxAmount AgP (game-format §4): exactly that
// much loads and plays on (a quiet Spring pays no income, so the next file
// holds it too); one more is refused, naming the field and the value; 0 is
// the least, and -1 is refused.
func TestTreasuryLimitsAreInclusive(t *testing.T) {
	for _, c := range []struct {
		balance int
		refused string
	}{
		{MaxAmount, ""},
		{0, ""},
		{MaxAmount + 1, "powers[0].balance: 1000001 is more than the 1000000 AgP"},
		{-1, "powers[0].balance: -1 is negative"},
	} {
		g, err := loadEdited(t, "rich", func(m map[string]any) { power(m, 0)["balance"] = c.balance })
		if c.refused != "" {
			if err == nil || !strings.Contains(err.Error(), c.refused) {
				t.Errorf("balance %d: %v; want %q", c.balance, err, c.refused)
			}
			continue
		}
		if err != nil {
			t.Errorf("balance %d refused: %v", c.balance, err)
			continue
		}
		name := g.File.Powers[0].Name
		r := mustAdjudicate(t, g, "", game.Options{})
		if b := balanceOf(r.Next, name); b != c.balance {
			t.Errorf("balance %d after a silent Spring: %d", c.balance, b)
		}
		next(t, r)
	}
}

// Zero Sum profits read back from the history are bounded like balances,
// and no adjudication writes a treasury the next load would refuse.
func TestMoneyStaysWithinTheLimit(t *testing.T) {
	err := edit(t, func(m map[string]any) {
		m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "earned": map[string]any{"FRANCE": 2_000_000}}}
	})
	if err == nil || !strings.Contains(err.Error(), "history[0].earned.FRANCE") {
		t.Errorf("huge earned: %v", err)
	}
	g, err := loadEdited(t, "rich", func(m map[string]any) {
		m["phase"] = "W1901A"
		m["rules"] = map[string]any{"income": map[string]any{"scheme": "flat", "perCenter": 400_000}}
		power(m, 2)["balance"] = 1_000_000
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Adjudicate(g, "", game.Options{}); err == nil || !strings.Contains(err.Error(), "treasury would reach") || !strings.Contains(err.Error(), "1000000") {
		t.Errorf("a treasury above the limit: %v", err)
	}
}

// Money read from the sheets stays within bounds too: a transfer above the
// limit is refused at its line, transfers together never exceed the
// treasury, and savings up to the limit leave nothing to spend; savings
// beyond it are refused at the line that goes over, as every amount (issue
// 30).
func TestSheetMoneyBounded(t *testing.T) {
	g := newGame(t, game.Playing)
	_, err := Adjudicate(g, "FRANCE:\nTRANSFER 1000001 TO ENGLAND\n", game.Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Power != "FRANCE" || ds[0].Line != 2 {
		t.Errorf("a transfer above the limit: %v", err)
	}
	_, err = Adjudicate(g, "FRANCE:\nTRANSFER 30 TO ENGLAND\nTRANSFER 30 TO ITALY\n", game.Options{})
	if err == nil || !strings.Contains(err.Error(), "48") {
		t.Errorf("transfers above the treasury: %v", err)
	}
	text := "FRANCE:\n99*9999$\n9999$\n100$\n5 : A PAR - BUR\n"
	r := mustAdjudicate(t, g, text, game.Options{})
	if l := r.Ledgers["FRANCE"]; l.Paid != 0 || l.After != 48 {
		t.Errorf("savings of %d AgP: ledger %+v; want nothing spent", MaxAmount, l)
	}
	_, err = Adjudicate(g, "FRANCE:\n99*9999$\n9999$\n101$\n", game.Options{})
	if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Line != 4 || !strings.Contains(ds[0].Msg, "saves 1000001 AgP") {
		t.Errorf("savings above the limit: %v", err)
	}
}

// A transfer that would take its receiver's treasury above MaxAmount is
// refused at its own line, naming the receiver and the limit (not income,
// which it is not); under --lenient it alone is skipped and listed, the
// rest of the phase adjudicated (issue 30). Transfers given to one power
// add up, in the powers' order; one within the limit is kept. In a phase
// of plain orders (a retreat phase) the same holds.
func TestTransferPastTheTreasuryLimit(t *testing.T) {
	for _, phase := range []string{"S1901M", "S1901R"} {
		g, err := loadEdited(t, "rich", func(m map[string]any) {
			m["phase"] = phase
			power(m, 0)["balance"] = MaxAmount - 30 // AUSTRIA
		})
		if err != nil {
			t.Fatal(err)
		}
		text := "ENGLAND:\nTRANSFER 20 TO AUSTRIA\nFRANCE:\nTRANSFER 10 TO AUSTRIA\nTRANSFER 1 TO AUSTRIA\nTRANSFER 5 TO ITALY\n"
		_, err = Adjudicate(g, text, game.Options{})
		var ds Diagnostics
		if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Power != "FRANCE" || ds[0].Line != 5 ||
			ds[0].Msg != "this transfer would take AUSTRIA's treasury to 1000001 AgP, more than the 1000000 AgP a treasury may hold" {
			t.Fatalf("%s: %v", phase, err)
		}
		r := mustAdjudicate(t, g, text, game.Options{Lenient: true})
		if len(r.Ignored) != 1 || r.Ignored[0].Line != 5 {
			t.Errorf("%s: ignored %v; want line 5", phase, r.Ignored)
		}
		if got := balanceOf(r.Next, "AUSTRIA"); got != MaxAmount {
			t.Errorf("%s: AUSTRIA holds %d, want %d", phase, got, MaxAmount)
		}
		if l := r.Ledgers["FRANCE"]; l.Transfers != -15 {
			t.Errorf("%s: FRANCE's transfers %d, want -15", phase, l.Transfers)
		}
	}
}
