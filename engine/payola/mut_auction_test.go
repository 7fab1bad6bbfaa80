package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Tests of the auction's boundary and of its records (issue 14): each one
// holds a behaviour that a mutant of the auction side once changed without
// any test noticing.

// withoutItaly is a game without Italy: no Italian units and no Italian
// purse, as when a map power is not played. Each other power has its
// opening units and purse.
func withoutItaly(t *testing.T) (*board.Map, orders.Position, []Purse) {
	t.Helper()
	m, pos := phase{}.board()
	for prov, pl := range pos {
		if pl.Power == "ITALY" {
			delete(pos, prov)
		}
	}
	var purses []Purse
	for _, pu := range (phase{}).purses(m) {
		if pu.Power != "ITALY" {
			purses = append(purses, pu)
		}
	}
	return m, pos, purses
}

// A power without a purse takes no part: a sheet of offers for it is an
// error rather than offers made with no money (payola-rules §1), but an
// empty one is nothing at all; the other powers' lists are drawn as ever
// (rule 4.1: every power of the map, Italy among them).
func TestPowerWithoutPurse(t *testing.T) {
	m, pos, purses := withoutItaly(t)
	empty := &Sheet{Power: "ITALY"}
	o, err := Auction(m, pos, purses, map[string]*Sheet{"ITALY": empty}, 3, Rules{})
	if err != nil {
		t.Fatalf("an empty sheet for a power without a purse: %v", err)
	}
	for _, p := range m.Powers {
		if p.Name == "ITALY" {
			if _, ok := o.Ledgers["ITALY"]; ok {
				t.Errorf("Italy, without a purse, has a ledger")
			}
			continue
		}
		if l := o.Expanded[p.Name]; len(l) != len(m.Powers) || !strings.Contains(l, "I") || l[:1] != p.Letter {
			t.Errorf("%s's list %q expanded to %q, want its own letter then all %d powers", p.Name, o.Written[p.Name], l, len(m.Powers))
		}
	}

	s, diags := ParseSheet(m, pos, "ITALY", []string{"3 : A PAR - BUR"}, 1, Rules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	if _, err := Auction(m, pos, purses, map[string]*Sheet{"ITALY": s}, 3, Rules{}); err == nil || !strings.Contains(err.Error(), "ITALY has a sheet but no purse") {
		t.Errorf("offers from a power without a purse: err = %v", err)
	}
}

// Rule 2.3: money goes only to a power in the game; a map power without a
// purse is not one. A transfer is at least 1 AgP, also in a sheet that was
// built rather than read (the reader refuses 0 itself).
func TestTransferNeedsAPowerInTheGame(t *testing.T) {
	m, pos, purses := withoutItaly(t)
	s, diags := ParseSheet(m, pos, "FRANCE", []string{"TRANSFER 5 TO ITALY"}, 4, Rules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	_, err := Auction(m, pos, purses, map[string]*Sheet{"FRANCE": s}, 1, Rules{})
	if err == nil || !strings.Contains(err.Error(), "cannot transfer to 'ITALY'") || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("a transfer to Italy, not in the game: err = %v", err)
	}

	m, pos = phase{}.board()
	built := &Sheet{Power: "FRANCE", Transfers: []Transfer{{Amount: 0, To: "GERMANY", Line: 2}}}
	_, err = Auction(m, pos, phase{}.purses(m), map[string]*Sheet{"FRANCE": built}, 1, Rules{})
	if err == nil || !strings.Contains(err.Error(), "at least 1 AgP") {
		t.Errorf("a transfer of 0 AgP: err = %v", err)
	}
}

// Auction's contract: the sheets are read against the position it gets;
// an offer to a unit that is not there, even an army where a fleet stands,
// is an error naming the line, not an offer to whatever stands there.
func TestOfferToAUnitNotThere(t *testing.T) {
	m, pos := phase{}.board()
	s, diags := ParseSheet(m, pos, "GERMANY", []string{"", "2 : F KIE - HOL"}, 1, Rules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	moved := orders.Position{}
	for prov, pl := range pos {
		moved[prov] = pl
	}
	moved["KIE"] = orders.Placed{Power: "GERMANY", Unit: orders.Unit{Type: board.Army, Loc: "KIE"}}
	_, err := Auction(m, moved, phase{}.purses(m), map[string]*Sheet{"GERMANY": s}, 1, Rules{})
	if err == nil || !strings.Contains(err.Error(), "there is no F KIE on the board") || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("an offer to F KIE where an army stands: err = %v", err)
	}
}

// Rule 6.5: loyal units are immune to money offers. In a game that allows
// 0 AgP offers to foreign units (6.1), a foreign power's 0 AgP offer is
// still an attempt to order another power's loyal unit, and refused.
func TestLoyalUnitRefusesForeignZeroOffer(t *testing.T) {
	m, pos := phase{}.board()
	purses := phase{rules: Rules{Loyal: map[string]bool{"FRANCE": true}}}.purses(m)
	s, diags := ParseSheet(m, pos, "GERMANY", []string{"0 : A PAR - BUR"}, 3, Rules{ZeroToForeign: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	_, err := Auction(m, pos, purses, map[string]*Sheet{"GERMANY": s}, 1, Rules{ZeroToForeign: true})
	if err == nil || !strings.Contains(err.Error(), "6.5") || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("Germany's 0 AgP offer to loyal A PAR: err = %v", err)
	}
}

// chartLines is the chart's lines from the candidates' table on, with the
// column at which the header's TOTAL ends.
func chartTable(t *testing.T, chart string) (rows []string, totalEnd int) {
	t.Helper()
	lines := strings.Split(chart, "\n")
	for i, l := range lines {
		if strings.HasSuffix(l, "  TOTAL") {
			totalEnd = len(l)
			for _, r := range lines[i+1:] {
				if r == "" {
					break
				}
				rows = append(rows, r)
			}
			return rows, totalEnd
		}
	}
	t.Fatalf("no candidates' table in the chart:\n%s", chart)
	return nil, 0
}

// The GM's chart (rules 3.6, 4.5; payola-rules §7) shows what happened and
// nothing more: each owner once, above its units; a unit's note once, on
// its first row (the order issued); no section for transfers, ignored
// lines, Tin Cup phantoms or eBayola rebates when there were none.
func TestChartShowsOnlyWhatHappened(t *testing.T) {
	o := phase{accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: map[string]string{
		"FRANCE": "4 : A PAR - BUR", "GERMANY": "5 : A PAR - PIC"}}.run(t)
	chart := o.Chart()
	for _, absent := range []string{"Transfers (", "Ignored lines", "Tin Cup", "eBayola", "dummy tie"} {
		if strings.Contains(chart, absent) {
			t.Errorf("the chart has %q, of which nothing happened:\n%s", absent, chart)
		}
	}
	rows, _ := chartTable(t, chart)
	owners := map[string]int{}
	owner := ""
	for _, r := range rows {
		if !strings.HasPrefix(r, " ") {
			owner = r
			owners[r]++
			continue
		}
		if unit := strings.Fields(r)[:2]; unit[0] == "A" || unit[0] == "F" {
			if pl, ok := startPosition(o.m)[board.Loc(unit[1]).Province()]; !ok || pl.Power != owner {
				t.Errorf("%s %s is listed under %q", unit[0], unit[1], owner)
			}
		}
	}
	for _, p := range o.m.Powers {
		if owners[p.Name] != 1 {
			t.Errorf("%s heads its units %d times, want once", p.Name, owners[p.Name])
		}
	}
	if n := strings.Count(chart, "owner paid nothing"); n != 1 {
		t.Errorf("%d notes that an owner paid nothing, want 1 (A PAR's first row):\n%s", n, chart)
	}
	for _, r := range rows {
		if strings.HasPrefix(strings.TrimSpace(r), "- BUR") && strings.Contains(r, "owner") {
			t.Errorf("the losing candidate's row carries the unit's note: %q", r)
		}
	}
}

// eBayola in the chart (rule 6.4, payola-rules §10.6): BUR's 5 AgP beat
// PIC's 3, so it costs 4; the 1 AgP saved goes to France, first in its
// own list, and Germany gets nothing back, so only France is named.
func TestChartShowsRebates(t *testing.T) {
	o := phase{rules: Rules{EBayola: true}, accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: map[string]string{
		"FRANCE": "3 : A PAR - BUR", "GERMANY": "2 : A PAR - BUR", "ITALY": "3 : A PAR - PIC"}}.run(t)
	is := issued(t, o, "A PAR")
	if len(is.Rebates) != 1 || is.Rebates[0] != (Contribution{"FRANCE", 1}) || is.Total != 4 {
		t.Errorf("A PAR: total %d, rebates %v; want 4 and France 1 only", is.Total, is.Rebates)
	}
	chart := o.Chart()
	if n := strings.Count(chart, "eBayola:"); n != 1 {
		t.Errorf("%d rebate notes, want 1 (A PAR's):\n%s", n, chart)
	}
	rows, _ := chartTable(t, chart)
	for _, r := range rows {
		if strings.HasPrefix(r, "  A PAR - BUR") && !strings.HasSuffix(r, "  eBayola: bid 5, price 4, rebates FRA 1 (6.4)") {
			t.Errorf("A PAR's row: %q", r)
		}
	}
}

// A dummy's tied unit (rule 4.4) is a row of the table like any other:
// its total stands under TOTAL.
func TestChartDummyTieRowIsAligned(t *testing.T) {
	o := phase{dummy: []string{"AUSTRIA"}, sheets: map[string]string{
		"ENGLAND": "3 : A VIE - BOH", "FRANCE": "3 : A VIE - TYR"}}.run(t)
	if !issued(t, o, "A VIE").DummyTie {
		t.Fatalf("A VIE has no dummy tie:\n%s", o.Chart())
	}
	rows, end := chartTable(t, o.Chart())
	seen := 0
	for _, r := range rows {
		if !strings.HasPrefix(r, "  ") {
			continue
		}
		if len(r) < end || strings.TrimSpace(r[end-5:end]) == "" || len(r) > end && r[end] != ' ' {
			t.Errorf("row %q: its total does not end under TOTAL (column %d)", r, end)
		}
		if strings.Contains(r, "dummy tie") {
			seen++
			if got := strings.TrimSpace(r[end-5 : end]); got != "4" {
				t.Errorf("the dummy's hold shows %s, want the tied 3 + 1", got)
			}
		}
	}
	if seen != 1 {
		t.Errorf("%d dummy tie rows, want 1", seen)
	}
}

// Transfers in the chart (rule 2.3): each once, by giving power in map
// order, whoever receives it.
func TestChartListsEachTransferOnce(t *testing.T) {
	o := phase{sheets: map[string]string{
		"AUSTRIA": "TRANSFER 3 TO TURKEY", "ENGLAND": "TRANSFER 2 TO FRANCE", "FRANCE": "TRANSFER 1 TO AUSTRIA"}}.run(t)
	chart := o.Chart()
	want := []string{"AUSTRIA    -> TURKEY", "ENGLAND    -> FRANCE", "FRANCE     -> AUSTRIA"}
	at := -1
	for _, w := range want {
		if n := strings.Count(chart, w); n != 1 {
			t.Errorf("%q appears %d times, want once:\n%s", w, n, chart)
			continue
		}
		i := strings.Index(chart, w)
		if i < at {
			t.Errorf("%q is not listed after the transfers of powers before its giver:\n%s", w, chart)
		}
		at = i
	}
}
