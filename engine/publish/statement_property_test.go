package publish_test

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"math/rand"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
)

// Every combination of transfers (rule 2.3), savings (3.4), overspending
// reductions (5.5), income (2.1, with its schemes, caps and victory counts)
// and forfeits (2.4, §10.14), over random phases of every kind, yields for
// each power a private report (rule 5.7, payola-rules §7) with every line
// the spec requires, which adds up to the balance in the next game file,
// and which tells the power nothing of any other power's money or sheet;
// and the results everybody receives say nothing of money at all.
// Only the public API is used: a game file in, Adjudicate, the reports and
// the next file out.

// written is what the random text says for one power.
type written struct {
	lines     []string
	savings   int
	transfers []transfer
}

type transfer struct {
	from, to string
	amount   int
}

// plan is one random phase: a game file and what each power wrote.
type plan struct {
	file   *gamefile.File
	income map[string]any // the rules' income object, nil for the default
	blind  bool
	wrote  map[string]*written
	text   string
}

func randomPlan(rng *rand.Rand, n int) plan {
	m := board.Standard()
	var pl plan
	rules := map[string]any{}
	switch rng.Intn(6) {
	case 0:
		pl.income = map[string]any{"scheme": "decreasing", "victory": 2 + rng.Intn(6)}
	case 1:
		pl.income = map[string]any{"scheme": "flat", "perCenter": 1 + rng.Intn(9)}
	case 2:
		pl.income = map[string]any{"scheme": "perCenter", "perCenter": 3, "centerValues": map[string]int{"PAR": 12, "MOS": 1}, "cap": 10 + rng.Intn(30)}
	case 3:
		pl.blind = true
		rules["blind"] = true
	}
	if pl.income != nil {
		rules["income"] = pl.income
	}
	raw, _ := json.Marshal(rules)
	f, err := gamefile.StartVariant(m, fmt.Sprintf("money%d", n), int64(n), raw)
	if err != nil {
		panic(err)
	}
	f.Phase = []string{"S1901M", "F1901M", "W1901A"}[rng.Intn(3)]
	centers := m.Centers()
	for i := range f.Powers {
		b := rng.Intn(45)
		f.Powers[i].Balance = &b
		f.Powers[i].Centers = []string{}
	}
	for _, c := range centers {
		if k := rng.Intn(len(f.Powers) + 1); k < len(f.Powers) {
			f.Powers[k].Centers = append(f.Powers[k].Centers, c)
		}
	}
	if rng.Intn(3) == 0 { // a resigned power with no centers, perhaps no units
		p := &f.Powers[rng.Intn(len(f.Powers))]
		p.Status, p.Centers = game.Resigned, []string{}
		if rng.Intn(2) == 0 {
			p.Units = []string{}
		}
	}
	pl.file = f
	pl.wrote = map[string]*written{}
	var units []string
	for _, p := range f.Powers {
		units = append(units, p.Units...)
	}
	var b strings.Builder
	for _, p := range f.Powers {
		if p.Status == game.Resigned || rng.Intn(5) == 0 {
			continue
		}
		w := &written{}
		left := *p.Balance
		for range rng.Intn(3) {
			to := f.Powers[rng.Intn(len(f.Powers))].Name
			if to == p.Name || left == 0 {
				continue
			}
			a := 1 + rng.Intn(left)
			left -= a
			w.lines = append(w.lines, fmt.Sprintf("TRANSFER %d TO %s", a, to))
			w.transfers = append(w.transfers, transfer{p.Name, to, a})
		}
		if f.Phase != "W1901A" {
			for range rng.Intn(2) {
				s := rng.Intn(20)
				w.savings += s
				w.lines = append(w.lines, fmt.Sprintf("%d$", s))
			}
			for range rng.Intn(5) {
				u := units[rng.Intn(len(units))]
				own := slices.Contains(p.Units, u)
				a := rng.Intn(25)
				if !own && a == 0 {
					a = 1 // 0 AgP is refused for another power's unit (3.1 item 2)
				}
				w.lines = append(w.lines, fmt.Sprintf("%d : %s H", a, u))
			}
		}
		if len(w.lines) == 0 {
			continue
		}
		pl.wrote[p.Name] = w
		b.WriteString(p.Name + ":\n" + strings.Join(w.lines, "\n") + "\n")
	}
	pl.text = b.String()
	return pl
}

// yearlyIncome is rule 2.1 and the game-format's income object, from their
// words: decreasing pays victory-1, victory-2, … for the first, second, …
// center, never below 0; flat a sum per center; perCenter each center's
// value; a cap limits the year's total.
func yearlyIncome(in map[string]any, centers []string) int {
	if in == nil {
		in = map[string]any{"scheme": "decreasing", "victory": 18}
	}
	total := 0
	switch in["scheme"] {
	case "decreasing":
		v := in["victory"].(int)
		for k := 1; k <= len(centers); k++ {
			if v-k > 0 {
				total += v - k
			}
		}
	case "flat":
		total = len(centers) * in["perCenter"].(int)
	case "perCenter":
		values := in["centerValues"].(map[string]int)
		for _, c := range centers {
			if v, ok := values[c]; ok {
				total += v
			} else {
				total += in["perCenter"].(int)
			}
		}
	}
	if c, ok := in["cap"].(int); ok && c > 0 && total > c {
		total = c
	}
	return total
}

var (
	accountRow = regexp.MustCompile(`^   (\S.*?)\s{2,}(-?\d+)( AgP|\s|$)`)
	gameLine   = regexp.MustCompile(`^(.*): (-?\d+) AgP`)
	sheetLine  = regexp.MustCompile(`^   line +\d+: (.*)$`)
	offerLine  = regexp.MustCompile(`^   (\S.*?)\s+(-?\d+) AgP`)
)

// statement is a report read back: its account rows in order, the lines
// after them, its accepted offers and its sheet as read.
type statement struct {
	rows     [][2]string // label, amount
	after    [][2]string
	accepted []string // each accepted offer line as shown
	paidSum  int
	sheet    []string
}

func readStatement(t *testing.T, report string) statement {
	t.Helper()
	var s statement
	section := ""
	for _, line := range strings.Split(report, "\n") {
		switch {
		case line == "":
			continue
		case !strings.HasPrefix(line, " "):
			section = line
			if m := gameLine.FindStringSubmatch(line); m != nil && section != "" {
				s.after = append(s.after, [2]string{m[1], m[2]})
			}
			continue
		}
		switch section {
		case "Your account:":
			m := accountRow.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("account line %q does not read", line)
			}
			s.rows = append(s.rows, [2]string{m[1], m[2]})
		case "Your accepted offers (what each costs you):":
			if m := offerLine.FindStringSubmatch(line); m != nil {
				s.accepted = append(s.accepted, m[1])
				a, _ := strconv.Atoi(m[2])
				s.paidSum += a
			}
		case "Your offer sheet as read:":
			if m := sheetLine.FindStringSubmatch(line); m != nil {
				s.sheet = append(s.sheet, m[1])
			}
		}
	}
	return s
}

func (s statement) row(label string) (int, bool) {
	for _, r := range s.rows {
		if r[0] == label {
			v, _ := strconv.Atoi(r[1])
			return v, true
		}
	}
	return 0, false
}

func TestStatementProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(57))
	const phases = 400
	kinds := map[string]int{}
	for n := range phases {
		pl := randomPlan(rng, n)
		data, err := pl.file.Encode()
		if err != nil {
			t.Fatal(err)
		}
		g, err := gamefile.Load(data)
		if err != nil {
			t.Fatalf("random game does not load: %v", err)
		}
		r, err := publish.Adjudicate(g, pl.text, game.Options{})
		if err != nil {
			t.Fatalf("%s %s:\n%s\nrefused: %v", pl.file.Phase, pl.file.Rules, pl.text, err)
		}
		kinds[pl.file.Phase]++
		for _, p := range r.Next.Powers {
			checkStatement(t, pl, r, p)
		}
		// What everybody receives says nothing of money (5.7: the public
		// results are every unit's order and result and the new position;
		// 6.3: in Tin Cup each power's cut of them).
		public := []string{r.Public}
		for _, cut := range r.Cuts {
			public = append(public, cut)
		}
		for _, text := range public {
			for _, money := range []string{"AgP", "TRANSFER", "Transfer", "$", "balance", "Balance"} {
				if strings.Contains(text, money) {
					t.Errorf("%s %s: results for everybody mention %q:\n%s", pl.file.Phase, pl.file.Rules, money, text)
				}
			}
		}
	}
	t.Logf("%d random phases (%v), seven reports each", phases, kinds)
}

func checkStatement(t *testing.T, pl plan, r *publish.Adjudication, p gamefile.PowerFile) {
	t.Helper()
	rep, ok := r.Reports[p.Name]
	if !ok {
		t.Fatalf("%s has no report", p.Name)
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("%s %s %s, text:\n%s\nreport:\n%s\n%s", pl.file.Phase, pl.file.Rules, p.Name, pl.text, rep, fmt.Sprintf(format, args...))
	}
	s := readStatement(t, rep)
	var before gamefile.PowerFile
	for _, q := range pl.file.Powers {
		if q.Name == p.Name {
			before = q
		}
	}
	w := pl.wrote[p.Name]
	if w == nil {
		w = &written{}
	}
	auction := pl.file.Phase != "W1901A"

	// Previous balance (5.7), and every transfer affecting the power, with
	// none of anybody else's (2.3: only giver and receiver are told).
	prev, ok := s.row("Previous balance")
	if !ok || prev != *before.Balance {
		fail("previous balance %d (shown %v), want %d", prev, ok, *before.Balance)
	}
	var wantMoves, gotMoves []string
	moved := 0
	for _, q := range pl.wrote {
		for _, tr := range q.transfers {
			switch p.Name {
			case tr.from:
				wantMoves = append(wantMoves, fmt.Sprintf("Transfer to %s %d", tr.to, -tr.amount))
				moved -= tr.amount
			case tr.to:
				wantMoves = append(wantMoves, fmt.Sprintf("Transfer from %s %d", tr.from, tr.amount))
				moved += tr.amount
			}
		}
	}
	for _, r := range s.rows {
		if strings.HasPrefix(r[0], "Transfer") {
			gotMoves = append(gotMoves, r[0]+" "+r[1])
		}
	}
	slices.Sort(wantMoves)
	slices.Sort(gotMoves)
	if !slices.Equal(wantMoves, gotMoves) {
		fail("transfers shown %q, want %q", gotMoves, wantMoves)
	}
	balance := prev + moved

	if auction {
		// Savings (3.4) and what was left to spend.
		sv, shown := s.row("Savings requested")
		if shown != (w.savings > 0) || shown && sv != w.savings {
			fail("savings shown %v %d, requested %d", shown, sv, w.savings)
		}
		avail, shown := s.row("Available to spend")
		want := balance - w.savings
		if w.savings > balance {
			want = 0 // savings beyond the balance: the power spends nothing (§2)
		}
		if shown != (w.savings > 0 || len(wantMoves) > 0) || shown && avail != want {
			fail("available to spend shown %v %d, want %d", shown, avail, want)
		}
		// Reduction rounds (5.5), as the ledger counts them.
		red, shown := s.row("Reduction rounds")
		if l := r.Ledgers[p.Name]; shown != (l.Reductions > 0) || shown && red != l.Reductions {
			fail("reduction rounds shown %v %d, ledger %d", shown, red, l.Reductions)
		}
		// Total paid is what the accepted offers listed cost, and the new
		// balance is what is left.
		paid, shown := s.row("Total paid")
		if !shown || paid != s.paidSum {
			fail("total paid %d, the accepted offers add up to %d", paid, s.paidSum)
		}
		nb, shown := s.row("New balance")
		if !shown || nb != balance-paid {
			fail("new balance %d, want %d - %d", nb, balance, paid)
		}
		balance -= paid
		// The sheet as read is the power's own lines, all of them (5.7).
		if len(s.sheet) != len(w.lines) {
			fail("sheet as read %q, written %q", s.sheet, w.lines)
		}
		// Nothing of another power's sheet (5.7).
		for q, qw := range pl.wrote {
			for _, l := range qw.lines {
				if q != p.Name && strings.HasPrefix(l, "TRANSFER") && !slices.Contains(w.lines, l) && strings.Contains(rep, l) {
					fail("%s's line %q is in the report", q, l)
				}
			}
		}
		// Tin Cup (6.3): a foreign unit's accepted offer shows its
		// nationality, never its order, and one that cost nothing is not listed.
		if pl.blind {
			for _, a := range s.accepted {
				if strings.Contains(a, " - ") || strings.HasSuffix(a, " H") && !ownUnit(before, a) {
					fail("accepted offer %q names a foreign unit's order", a)
				}
			}
			for _, line := range strings.Split(rep, "\n") {
				if strings.Contains(line, ")") && strings.Contains(line, "     0 AgP") && !strings.Contains(line, "(line") && !strings.Contains(line, "(default") {
					fail("a foreign unit that cost nothing is listed: %q", line)
				}
			}
		}
	}

	// After the phase: income before Spring (2.1) to every power that is not
	// a resigned one without centers, which forfeits its money (2.4, §10.14).
	extra := s.after
	if !auction {
		extra = nil
		for _, r := range s.rows {
			if r[0] != "Previous balance" && !strings.HasPrefix(r[0], "Transfer") && !strings.HasPrefix(r[0], "New balance") {
				extra = append(extra, r)
			}
		}
	}
	var wantExtra []string
	spring := strings.HasPrefix(r.NextPhase, "S") && r.Next.Winner == ""
	forfeits := p.Status == game.Resigned && len(p.Centers) == 0 && (len(p.Units) == 0 || spring)
	if forfeits && balance > 0 {
		wantExtra = append(wantExtra, fmt.Sprintf("Forfeited: resigned without supply centers (rule 2.4) %d", -balance))
		balance = 0
	}
	if in := yearlyIncome(pl.income, p.Centers); spring && !forfeits && in > 0 {
		wantExtra = append(wantExtra, fmt.Sprintf("Income for %d supply centers (rule 2.1) %d", len(p.Centers), in))
		balance += in
	}
	var gotExtra []string
	for _, e := range extra {
		if !strings.HasPrefix(e[0], "Balance for ") {
			gotExtra = append(gotExtra, e[0]+" "+e[1])
		}
	}
	if !slices.Equal(gotExtra, wantExtra) {
		fail("lines after the account %q, want %q", gotExtra, wantExtra)
	}
	if balance != *p.Balance {
		fail("the statement adds up to %d, the next game file says %d", balance, *p.Balance)
	}
	// The final balance is stated: the new balance, or a line after it.
	final := fmt.Sprintf("%d AgP", *p.Balance)
	if !strings.Contains(rep, "Balance for ") && !strings.Contains(rep, "New balance") || !strings.Contains(rep, final) {
		fail("the balance for the next phase, %s, is not stated", final)
	}
}

// ownUnit says whether an accepted line names one of the power's units.
func ownUnit(p gamefile.PowerFile, line string) bool {
	for _, u := range p.Units {
		if strings.HasPrefix(line, u+" ") {
			return true
		}
	}
	return false
}
