package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// The GM's chart shows every candidate with each power's money, the lists
// as written and as used, the reductions, the balances and ignored lines
// (payola-rules §7; reference-judge scenario 10).
func TestChart(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{accept: map[string]string{"FRANCE": "FAEGIRT"}, balance: map[string]int{"FRANCE": 10}, sheets: map[string]string{
		"FRANCE": "2*4 : A PAR - BUR\n6#4 : A MAR - PIE", "GERMANY": "5 : A PAR - PIC"}}
	sheets := ph.parse(t, m, pos)
	bad, diags := ParseSheet(m, pos, "ENGLAND", []string{"3 : A PIC - BUR", "TRANSFER 2 TO ITALY"}, 12, AuctionRules{})
	if len(diags) != 1 {
		t.Fatal(diags)
	}
	sheets["ENGLAND"] = bad
	o, err := Auction(m, pos, ph.purses(m), sheets, 5, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	o.Phase = "Spring 1901 movement"
	chart := o.Chart()
	for _, want := range []string{
		"GM chart, Spring 1901 movement (seed 5, 3 determination passes)",
		"   FRANCE     FAEGIRT  -> FAEGIRT",
		"                                      AUS  ENG  FRA  GER  ITA  RUS  TUR  TOTAL",
		"  A PAR - PIC                           -    -    -    5    -    -    -      5  * owner paid nothing",
		"        - BUR                           -    -    4    -    -    -    -      4",
		"  A MAR - PIE                           -    -    4    -    -    -    -      4",
		"   Reduction rounds                     0    0    2    0    0    0    0",
		"   Balance before                      48   48   10   48   48   62   48    312",
		"   Paid                                 0    0    4    5    0    0    0      9",
		"   Balance after                       48   46    6   43   50   62   48    303",
		"   ENGLAND    -> ITALY          2 AgP",
		"   ENGLAND line 12, column 5: there is no unit in Picardy",
	} {
		if !strings.Contains(chart, want) {
			t.Errorf("the chart lacks %q:\n%s", want, chart)
		}
	}
	if !strings.Contains(o.Expanded["AUSTRIA"], "A") || len(o.Expanded["AUSTRIA"]) != 7 {
		t.Errorf("Austria's list expanded to %q", o.Expanded["AUSTRIA"])
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
	o := phase{rules: AuctionRules{EBayola: true}, accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: map[string]string{
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

// Issue 30: the chart and a power's report list the first orders.MaxListed
// ignored lines; the rest are counted, with where they are, not listed.
func TestChartAndReportListAHundredIgnoredLines(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{sheets: map[string]string{}}
	sheets := ph.parse(t, m, pos)
	for power, n := range map[string]int{"FRANCE": 130, "GERMANY": 20} {
		sheets[power], _ = ParseSheet(m, pos, power, strings.Split(strings.Repeat("3 : A PIC - BUR\n", n), "\n"), 1, AuctionRules{})
	}
	o, err := Auction(m, pos, ph.purses(m), sheets, 5, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	chart := o.Chart()
	if n := strings.Count(chart, "A PIC - BUR\n"); n != orders.MaxListed {
		t.Errorf("the chart lists %d ignored lines, want %d:\n%s", n, orders.MaxListed, chart)
	}
	if !strings.Contains(chart, "and more, not listed: FRANCE 30 lines, 101 to 130, GERMANY 20 lines, 1 to 20") {
		t.Errorf("the chart does not count the rest:\n%s", chart)
	}
	report := o.Report("FRANCE")
	if n := strings.Count(report, "A PIC - BUR\n"); n != orders.MaxListed {
		t.Errorf("the report lists %d ignored lines, want %d:\n%s", n, orders.MaxListed, report)
	}
	if !strings.Contains(report, "and 30 more, not listed: lines 101 to 130") {
		t.Errorf("the report does not count the rest:\n%s", report)
	}
}
