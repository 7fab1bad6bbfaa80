package payola

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// decision finds a unit's Decision ("A PAR").
func decision(t testing.TB, o *AuctionResult, unit string) Decision {
	t.Helper()
	for _, d := range o.Decisions {
		if d.Unit.String() == unit {
			return d
		}
	}
	t.Fatalf("no decision for %s", unit)
	return Decision{}
}

// Every rule that can decide a unit's order is named, with who and which
// line decided, as worked out by hand from the rules (4.4, 5.1-5.4, 6.5,
// payola-rules §10.1-2).
func TestWhyNamesTheRule(t *testing.T) {
	cases := []struct {
		name       string
		ph         phase
		unit       string
		rule       Rule
		by         string
		line       int
		rival      string
		rivalOrder string
		rivalLine  int
		shared     []Share
		words      string
	}{
		{name: "rule_5.1_highest_total", unit: "A PAR", rule: ByTotal,
			ph:    phase{sheets: map[string]string{"FRANCE": "3 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}},
			words: "A PAR - PIC: 4 AgP (GERMANY 4), the highest total (rule 5.1); next A PAR - BUR 3 AgP (FRANCE 3)"},
		{name: "rule_3.3_default_hold", unit: "A VIE", rule: ByTotal, ph: phase{},
			words: "A VIE H: 0 AgP (AUSTRIA 0), no offer but its owner's default hold (rule 3.3)"},
		{name: "rule_5.1_only_order", unit: "A VIE", rule: ByTotal, ph: phase{sheets: map[string]string{"AUSTRIA": "A VIE H"}},
			words: "A VIE H: 0 AgP (AUSTRIA 0), the only order offered (rule 5.1)"},
		{name: "rule_5.2_first_listed_backer", unit: "A PAR", rule: ByAcceptance, by: "GERMANY", line: 1, rival: "ENGLAND", rivalOrder: "A PAR - BUR",
			ph:    phase{accept: map[string]string{"FRANCE": "GEFAIRT"}, sheets: map[string]string{"ENGLAND": "4 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}},
			words: "A PAR - PIC: 4 AgP (GERMANY 4) against A PAR - BUR 4 AgP (ENGLAND 4); tie broken by rule 5.2: GERMANY stands above ENGLAND on FRANCE's acceptance list (GEFAIRT)"},
		{name: "rule_5.3_earliest_offer_of_that_power", unit: "A PAR", rule: BySequence, by: "GERMANY", line: 2, rivalOrder: "A PAR - PIC", rivalLine: 3,
			ph:    phase{accept: map[string]string{"FRANCE": "GAEFIRT"}, sheets: map[string]string{"GERMANY": "% first a comment\n4 : A PAR - BUR\n4 : A PAR - PIC"}},
			words: "tie broken by rule 5.3: GERMANY, first on FRANCE's acceptance list (GAEFIRT) to back a tied order, offered for it (line 2) before A PAR - PIC (line 3)"},
		{name: "rule_5.3_first_of_one_line's_alternatives", unit: "A PAR", rule: BySequence, by: "GERMANY", line: 1, rivalOrder: "A PAR - PIC", rivalLine: 1,
			ph:    phase{accept: map[string]string{"FRANCE": "GAEFIRT"}, sheets: map[string]string{"GERMANY": "4 : A PAR - BUR | - PIC"}},
			words: "tie broken by rule 5.3: GERMANY, first on FRANCE's acceptance list (GAEFIRT) to back a tied order, offered for it (line 1) ahead of A PAR - PIC on the same line"},
		{name: "rule_5.4_shared_negative_goes_down_the_list", unit: "A PAR", rule: ByFurther, by: "ENGLAND", line: 1, rival: "FRANCE", rivalOrder: "A PAR - BUR",
			shared: []Share{{"GERMANY", 1, Negative}},
			ph:     phase{accept: map[string]string{"FRANCE": "GEFAIRT"}, sheets: map[string]string{"GERMANY": "3 ! A PAR H", "ENGLAND": "1 : A PAR - PIC", "FRANCE": "1 : A PAR - BUR"}},
			words:  "tie broken by rule 5.4: GERMANY's '!' offer (line 1) paid for several tied orders alike; further down FRANCE's acceptance list (GEFAIRT), ENGLAND stands above FRANCE"},
		{name: "payola_rules_10.2_last_resort", unit: "A PAR", rule: ByLastResort, by: "GERMANY", line: 2, rivalOrder: "A PAR - BUR", rivalLine: 3,
			shared: []Share{{"GERMANY", 1, MoveType}},
			ph:     phase{accept: map[string]string{"FRANCE": "GEFAIRT"}, sheets: map[string]string{"GERMANY": "2 > A PAR - GAS\n1 : A PAR - PIC\n1 : A PAR - BUR"}},
			words:  "tie broken by the last resort of payola-rules §10.2: GERMANY's '>' offer (line 1) paid for several tied orders alike, and nobody else backed them apart; by FRANCE's acceptance list (GEFAIRT), GERMANY's direct offer for it (line 2) comes before its offer for A PAR - BUR (line 3)"},
		{name: "payola_rules_10.2_last_resort_one_line", unit: "A PAR", rule: ByLastResort, by: "GERMANY", line: 2, rivalOrder: "A PAR - BUR", rivalLine: 2,
			shared: []Share{{"GERMANY", 1, MoveType}},
			ph:     phase{accept: map[string]string{"FRANCE": "GEFAIRT"}, sheets: map[string]string{"GERMANY": "2 > A PAR - GAS\n1 : A PAR - PIC | - BUR"}},
			words:  "GERMANY's direct offer for it (line 2) comes ahead of its offer for A PAR - BUR on the same line"},
		{name: "rule_4.4_dummy_holds_on_a_tie", unit: "A VIE", rule: ByDummyHold,
			ph:    phase{dummy: []string{"AUSTRIA"}, accept: map[string]string{"AUSTRIA": "EFAGIRT"}, sheets: map[string]string{"ENGLAND": "3 : A VIE - BOH", "FRANCE": "3 : A VIE - TYR"}},
			words: "A VIE H: AUSTRIA is a dummy and its unit was tied at 3 AgP between A VIE - BOH 3 AgP (ENGLAND 3) and A VIE - TYR 3 AgP (FRANCE 3): it holds on its own offer, shown as 4 AgP, and nobody pays (rule 4.4)"},
		{name: "rule_6.5_loyal", unit: "A PAR", rule: ByLoyalty,
			ph:    phase{rules: AuctionRules{Loyal: map[string]bool{"FRANCE": true}}, sheets: map[string]string{"FRANCE": "A PAR - BUR"}},
			words: "A PAR - BUR: loyal, its owner's order (rule 6.5)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := c.ph.run(t)
			d := decision(t, o, c.unit)
			if d.Rule != c.rule || d.By != c.by || d.Line != c.line || d.Rival != c.rival || d.RivalLine != c.rivalLine {
				t.Errorf("%s decided by %v (by %q, line %d, rival %q, line %d), want %v (by %q, line %d, rival %q, line %d)",
					c.unit, d.Rule, d.By, d.Line, d.Rival, d.RivalLine, c.rule, c.by, c.line, c.rival, c.rivalLine)
			}
			if c.rivalOrder != "" && d.RivalOrder.String() != c.rivalOrder {
				t.Errorf("rival order %s, want %s", d.RivalOrder, c.rivalOrder)
			}
			if !slices.Equal(d.Shared, c.shared) {
				t.Errorf("shared %+v, want %+v", d.Shared, c.shared)
			}
			if !strings.Contains(d.Words(), c.words) {
				t.Errorf("words\n%s\nlack\n%s", d.Words(), c.words)
			}
			if !strings.Contains(o.Chart(), "   "+d.Words()+"\n") {
				t.Errorf("the chart lacks %q:\n%s", d.Words(), o.Chart())
			}
		})
	}
}

// Rule 5.5: a pass that changes a unit's order is told with the powers
// cut before it and the totals before and after. The guide's Brest
// example (5.3 picks the Channel for 7 AgP) with Germany unable to pay:
// cut by 1, the Channel falls to 6 and the hold wins on its total.
func TestWhyTellsTheOverspendingRound(t *testing.T) {
	o := phase{accept: map[string]string{"FRANCE": "AFIETRG"}, balance: map[string]int{"GERMANY": 3}, sheets: map[string]string{
		"ENGLAND": "5 : FRENCH F Brest HOLD",
		"FRANCE":  "5 : F Brest -> Picardy\n3 : F Brest -> English Channel\n2 : F Brest HOLD",
		"GERMANY": "4 : FRENCH F Brest -> English Channel\n1 : FRENCH F Brest -> Picardy",
	}}.run(t)
	d := decision(t, o, "F BRE")
	if d.Order.String() != "F BRE H" || d.Rule != ByTotal {
		t.Fatalf("F BRE issues %s by %v, want F BRE H by rule 5.1", d.Order, d.Rule)
	}
	if len(d.Rounds) != 1 {
		t.Fatalf("%d rounds, want 1: %+v", len(d.Rounds), d.Rounds)
	}
	r := d.Rounds[0]
	if r.Round != 2 || !slices.Equal(r.Cut, []string{"GERMANY"}) || r.From.String() != "F BRE - ENG" || r.To.String() != "F BRE H" ||
		r.FromBefore != 7 || r.FromAfter != 6 || r.ToBefore != 7 || r.ToAfter != 7 {
		t.Errorf("round %+v", r)
	}
	want := "pass 2, after cuts to GERMANY (rule 5.5): F BRE - ENG 7 -> 6 AgP, F BRE H 7 -> 7 AgP; now F BRE H, no longer F BRE - ENG"
	if !strings.Contains(o.Chart(), "\n      "+want+"\n") {
		t.Errorf("the chart lacks %q:\n%s", want, o.Chart())
	}
	// Units no cut touched were decided once: nothing to tell.
	if n := len(decision(t, o, "A PAR").Rounds); n != 0 {
		t.Errorf("A PAR has %d rounds", n)
	}
}

// The chart writes one explanation per unit, in the order of the table,
// and the same input gives the same bytes.
func TestChartExplainsEveryUnit(t *testing.T) {
	ph := phase{accept: map[string]string{"FRANCE": "F?"}, seed: 7, sheets: map[string]string{"GERMANY": "4 : A PAR - PIC", "ENGLAND": "4 : A PAR - BUR"}}
	chart := ph.run(t).Chart()
	if again := ph.run(t).Chart(); again != chart {
		t.Fatalf("two charts of one phase differ")
	}
	_, after, ok := strings.Cut(chart, "\nWhy each unit issues its order (rules 4.4, 5.1-5.5, 6.5; payola-rules §10.2):\n")
	if !ok {
		t.Fatalf("no explanation:\n%s", chart)
	}
	section, _, _ := strings.Cut(after, "\n\n")
	var units []string
	for _, l := range strings.Split(section, "\n") {
		units = append(units, strings.Join(strings.Fields(l)[:2], " "))
	}
	var want []string
	for _, is := range ph.run(t).Issued {
		want = append(want, is.Unit.String())
	}
	if !slices.Equal(units, want) {
		t.Errorf("explained units %v, want %v", units, want)
	}
}

// The explanation agrees with a second, plain reading over random phases:
// the tie rules as rules 5.2-5.4 and payola-rules §10.2 tell them (walk
// the owner's list; the first power to back a tied order; its earliest
// offer; a shared offer sends the choice further down), the dummy rule
// 4.4, and every pass of the plain auction (naive_test.go) in which a
// unit's order changed, with the powers cut and the totals.
func TestWhyMatchesPlainReading(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(21, 5))
	n := 150
	if testing.Short() {
		n = 30
	}
	seen := map[Rule]int{}
	changes, long := 0, 0
	for i := range n {
		purses, sheets := randomPhase(r, m, pos, mn, r.IntN(10), 1+r.IntN(20), r.IntN(40))
		o, err := Auction(m, pos, purses, sheets, int64(i), AuctionRules{})
		if err != nil {
			t.Fatal(err)
		}
		lists := naiveLists(m, purses, sheets, int64(i))
		want := naive(m, pos, purses, sheets, lists, false)
		dummy := map[string]bool{}
		for _, pu := range purses {
			dummy[pu.Power] = pu.Dummy
		}
		offs := plainOffers(purses, sheets, pos)
		for ui, d := range o.Decisions {
			is := o.Issued[ui]
			if d.Unit != is.Unit || d.Order.String() != is.Order.String() {
				t.Fatalf("phase %d: decision %d is for %s %s, the outcome issues %s", i, ui, d.Unit, d.Order, is.Order)
			}
			seen[d.Rule]++
			p := plainTie(m, d, offs[d.Unit], lists[d.Owner], dummy[d.Owner], sheets)
			if p.rule != d.Rule || p.by != d.By || p.line != d.Line || (p.winner != "" && p.winner != d.Order.String()) {
				t.Fatalf("phase %d: %s: explained as %v by %q line %d; the plain reading says %v by %q line %d for %s\n%s\n%s",
					i, d.Unit, d.Rule, d.By, d.Line, p.rule, p.by, p.line, p.winner, d.Words(), o.Chart())
			}
			// A pass as the plain reading has it: orders by their text.
			type pass struct {
				round                                    int
				from, to                                 string
				cut                                      []string
				fromBefore, fromAfter, toBefore, toAfter int
			}
			var exp []pass
			prov := d.Unit.Province()
			for k := 1; k < len(want.rounds); k++ {
				was, now := want.rounds[k-1], want.rounds[k]
				from, to := was.order[prov], now.order[prov]
				if from == to {
					continue
				}
				e := pass{k + 1, from, to, nil, was.totals[from], now.totals[from], was.totals[to], now.totals[to]}
				for _, pw := range was.cut {
					if backs(offs[d.Unit], pw, d.Candidates) {
						e.cut = append(e.cut, pw)
					}
				}
				exp = append(exp, e)
			}
			if len(exp) > maxRounds {
				// Only the first ten are told, then counted (a tug of war).
				if d.More != len(exp)-maxRounds || d.LastPass != exp[len(exp)-1].round || exp[len(exp)-1].to != d.Order.String() {
					t.Fatalf("phase %d: %s: %d more passes, the last %d, to %s; the plain reading has %+v", i, d.Unit, d.More, d.LastPass, d.Order, exp[maxRounds:])
				}
				exp = exp[:maxRounds]
				long++
			}
			if len(d.Rounds) != len(exp) {
				t.Fatalf("phase %d: %s: %d passes changed its order, the plain reading has %d: %+v", i, d.Unit, len(d.Rounds), len(exp), d.Rounds)
			}
			for k, g := range d.Rounds {
				e := exp[k]
				if g.Round != e.round || g.From.String() != e.from || g.To.String() != e.to || !slices.Equal(g.Cut, e.cut) ||
					!g.FromTie && (g.FromBefore != e.fromBefore || g.FromAfter != e.fromAfter) ||
					!g.ToTie && (g.ToBefore != e.toBefore || g.ToAfter != e.toAfter) {
					t.Fatalf("phase %d: %s: pass explained as %+v, the plain reading has %+v", i, d.Unit, g, e)
				}
				changes++
			}
		}
	}
	t.Logf("%d phases: rules %v, %d passes changed an order, %d units more than %d times", n, seen, changes, long, maxRounds)
	for _, rule := range []Rule{ByTotal, ByAcceptance, BySequence, ByFurther, ByLastResort, ByDummyHold} {
		if seen[rule] == 0 {
			t.Errorf("random phases never decided by %v", rule)
		}
	}
	if changes == 0 {
		t.Errorf("random phases never changed an order in an overspending pass")
	}
}

// plainOffer is one atomic offer as the plain reading sees it.
type plainOffer struct {
	Offer
	power string
}

// plainOffers is every atomic offer by unit, each power's numbered as rule
// 5.3 reads (with the default holds of rule 3.3 after its sheet).
func plainOffers(purses []Purse, sheets map[string]*Sheet, pos orders.Position) map[orders.Unit][]plainOffer {
	out := map[orders.Unit][]plainOffer{}
	for _, pu := range purses {
		seq := 0
		direct := map[orders.Unit]bool{}
		if s := sheets[pu.Power]; s != nil {
			for _, o := range expandedOffers(s) {
				out[o.Unit] = append(out[o.Unit], plainOffer{o, pu.Power})
				direct[o.Unit] = direct[o.Unit] || o.Type == Direct
				seq = o.Seq + 1
			}
		}
		for _, u := range pos.Sorted() {
			if u.Power == pu.Power && !direct[u.Unit] {
				out[u.Unit] = append(out[u.Unit], plainOffer{Offer{Seq: seq, Type: Direct, Unit: u.Unit, Order: orders.Order{Unit: u.Unit, Kind: orders.Hold}}, pu.Power})
				seq++
			}
		}
	}
	return out
}

// payFor says whether the offer pays for the order (text).
func (o plainOffer) payFor(order orders.Order) bool {
	if o.Type == Direct {
		return o.Order.String() == order.String()
	}
	return pays(o.Offer, order)
}

// backs says whether power has an offer paying for one of the orders.
func backs(offs []plainOffer, power string, cands []Candidate) bool {
	for _, o := range offs {
		if o.power == power && slices.ContainsFunc(cands, func(c Candidate) bool { return o.payFor(c.Order) }) {
			return true
		}
	}
	return false
}

type plainWhy struct {
	rule   Rule
	by     string
	line   int
	winner string
}

// plainTie decides the unit's order among its tied candidates as the
// rules' words do, step by step.
func plainTie(m *board.Map, d Decision, offs []plainOffer, list string, dummy bool, sheets map[string]*Sheet) plainWhy {
	if d.Rule == ByLoyalty {
		return plainWhy{rule: ByLoyalty}
	}
	tied := d.Candidates[:d.Tied]
	if len(tied) == 1 {
		return plainWhy{rule: ByTotal, winner: tied[0].Order.String()}
	}
	if dummy {
		// 4.4, payola-rules §10.5: different sets of backers, even 0 AgP.
		who := func(c Candidate) string {
			var w []string
			for _, p := range m.Powers {
				if backs(offs, p.Name, []Candidate{c}) {
					w = append(w, p.Name)
				}
			}
			return strings.Join(w, " ")
		}
		for _, c := range tied[1:] {
			if who(c) != who(tied[0]) {
				return plainWhy{rule: ByDummyHold}
			}
		}
	}
	local := func(o plainOffer) int {
		if o.Line == 0 {
			return 0
		}
		return sheets[o.power].Local(o.Line)
	}
	consider := tied
	down := false
	for _, letter := range list {
		power := m.PowerByLetter(string(letter)).Name
		var first *plainOffer
		backed := 0
		for _, c := range consider {
			if backs(offs, power, []Candidate{c}) {
				backed++
			}
		}
		for k, o := range offs {
			if o.power == power && slices.ContainsFunc(consider, func(c Candidate) bool { return o.payFor(c.Order) }) && (first == nil || o.Seq < first.Seq) {
				first = &offs[k]
			}
		}
		if first == nil {
			continue // 5.2: only powers that offered for a tied order count
		}
		var paid []Candidate
		for _, c := range consider {
			if first.payFor(c.Order) {
				paid = append(paid, c)
			}
		}
		if len(paid) > 1 {
			consider, down = paid, true // 5.4: the same offer for several
			continue
		}
		w := plainWhy{rule: ByAcceptance, by: power, line: local(*first), winner: paid[0].Order.String()}
		switch {
		case down:
			w.rule = ByFurther
		case backed > 1:
			w.rule = BySequence
		}
		return w
	}
	// payola-rules §10.2: the earliest direct offer, powers in list order.
	for _, letter := range list {
		power := m.PowerByLetter(string(letter)).Name
		var first *plainOffer
		for k, o := range offs {
			if o.power == power && o.Type == Direct && slices.ContainsFunc(consider, func(c Candidate) bool { return o.payFor(c.Order) }) && (first == nil || o.Seq < first.Seq) {
				first = &offs[k]
			}
		}
		if first != nil {
			return plainWhy{rule: ByLastResort, by: power, line: local(*first), winner: first.Order.String()}
		}
	}
	return plainWhy{rule: -1}
}

// Rule 5.7 and payola-rules §7: over random phases, in every variant that
// changes what a player is told (Tin Cup 6.3, eBayola 6.4, loyal 6.5),
// no private report says anything of another power's money or offers.
// A second reading of what 5.7 allows is built here from the outcome:
// each of the power's units (its order, its total, the power's own share)
// and each of its accepted offers (order, cost, its lines, what it was
// written as, its rounds); every line of the report's explanation must be
// about one of them and carry no number but theirs, and no line of the
// report names another power but its own transfers, its own sheet and,
// in Tin Cup, the nationality of a unit it paid.
func TestReportsTellOnlyWhatRule57Allows(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(57, 21))
	variants := []AuctionRules{{}, {Blind: true}, {EBayola: true}, {Loyal: map[string]bool{"FRANCE": true, "TURKEY": true}}}
	checked := 0
	for i := range 120 {
		rules := variants[i%len(variants)]
		purses, sheets := randomPhase(r, m, pos, mn, r.IntN(10), 1+r.IntN(30), r.IntN(50))
		if rules.Loyal != nil {
			// Loyal powers take no money (6.5): their units get no offers.
			for _, s := range sheets {
				s.Lines = slices.DeleteFunc(s.Lines, func(l SheetLine) bool { return l.Kind == OfferLine && rules.Loyal[l.Owner] })
			}
			for k := range purses {
				purses[k].Loyal = rules.Loyal[purses[k].Power]
			}
		}
		o, err := Auction(m, pos, purses, sheets, int64(i), rules)
		if err != nil {
			t.Fatal(err)
		}
		for _, pu := range purses {
			checked += checkReportPrivacy(t, i, m, o, pu.Power, rules)
		}
	}
	if checked < 1000 {
		t.Errorf("only %d explanation lines checked", checked)
	}
}

// subject is what 5.7 lets a power know about one thing its report
// explains: its text ("A PAR - BUR", or in Tin Cup "A PAR (French)") and
// the numbers that may stand next to it.
type subject struct {
	text    string
	numbers map[int]bool
}

func checkReportPrivacy(t *testing.T, phase int, m *board.Map, o *AuctionResult, power string, rules AuctionRules) int {
	t.Helper()
	report := o.Report(power)
	l := o.Ledgers[power]
	var subjects []subject
	for _, is := range o.Issued {
		if is.Owner != power || is.Loyal {
			continue
		}
		s := subject{text: is.Order.String(), numbers: map[int]bool{is.Total: true}}
		for _, a := range l.Accepted {
			if a.Owner == power && a.Order.Unit == is.Unit {
				s.numbers[a.Amount], s.numbers[a.Offered], s.numbers[l.Reductions] = true, true, true
				for _, n := range a.Lines {
					if n != 0 {
						s.numbers[o.sheets[power].Local(n)] = true
					}
				}
			}
		}
		subjects = append(subjects, s)
	}
	for _, a := range l.Accepted {
		if a.Owner == power || rules.Blind && a.Amount == 0 {
			continue
		}
		s := subject{text: a.Order.String(), numbers: map[int]bool{a.Amount: true, a.Offered: true, l.Reductions: true}}
		if rules.Blind {
			s.text = fmt.Sprintf("%s (%s)", a.Order.Unit, m.Power(a.Owner).Adjective)
		} else {
			for _, n := range a.Lines {
				if n != 0 {
					s.numbers[o.sheets[power].Local(n)] = true
				}
			}
		}
		subjects = append(subjects, s)
	}

	_, why, found := strings.Cut(report, "\nWhy (rule 5.7: your units' totals, not who paid them; your own accepted offers):\n")
	why, _, _ = strings.Cut(why, "\n\n")
	if !found {
		if len(subjects) > 0 {
			t.Fatalf("phase %d: %s's report explains nothing of %d units and offers:\n%s", phase, power, len(subjects), report)
		}
		return 0
	}
	lines := strings.Split(why, "\n")
	if len(lines) != len(subjects) {
		t.Fatalf("phase %d: %s's report explains %d things, 5.7 gives it %d:\n%s", phase, power, len(lines), len(subjects), report)
	}
	rule := strings.NewReplacer("rules 5.1-5.4", "", "rule 5.6", "", "rule 5.5", "", "rule 4.4", "", "rule 6.4", "", "rule 5.7", "", "rule 3.3", "")
	for k, line := range lines {
		s := subjects[k]
		if !strings.HasPrefix(line, "   "+s.text+": ") {
			t.Fatalf("phase %d: %s's report line %q, want one about %s", phase, power, line, s.text)
		}
		rest := rule.Replace(strings.TrimPrefix(line, "   "+s.text+": "))
		for _, f := range strings.FieldsFunc(rest, func(r rune) bool { return r < '0' || r > '9' }) {
			var v int
			fmt.Sscan(f, &v)
			if !s.numbers[v] {
				t.Fatalf("phase %d: %s's report says %d about %s, which rule 5.7 does not tell it (it may know %v):\n%s", phase, power, v, s.text, s.numbers, line)
			}
		}
	}
	// Other powers' names: only in its transfers, its own sheet as read,
	// and Tin Cup's nationalities of the units it paid.
	for _, line := range strings.Split(report, "\n") {
		if strings.Contains(line, "Transfer ") || strings.HasPrefix(line, "   line ") || strings.HasPrefix(line, "             column ") {
			continue
		}
		for _, p := range m.Powers {
			if p.Name == power {
				continue
			}
			for _, name := range []string{p.Name, p.Adjective} {
				if strings.Contains(strings.ToUpper(line), strings.ToUpper(name)) && !(rules.Blind && strings.Contains(line, "("+p.Adjective+")")) {
					t.Fatalf("phase %d: %s's report names %s:\n%s", phase, power, name, line)
				}
			}
		}
	}
	return len(lines)
}

// A tug of war changes an order in every pass (rule 5.5): the explanation
// tells the first ten changes, then counts the rest and names the last.
func TestWhyKeepsATugOfWarShort(t *testing.T) {
	ph := tugPhase(t, 20)
	o, err := Auction(ph.m, ph.pos, ph.purses, ph.sheets, 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	long := 0
	for _, d := range o.Decisions {
		if d.More == 0 {
			continue
		}
		long++
		if len(d.Rounds) != maxRounds || d.LastPass < d.Rounds[maxRounds-1].Round+d.More || d.LastPass > o.Rounds {
			t.Errorf("%s: %d rounds told, %d more, the last pass %d of %d: %+v", d.Unit, len(d.Rounds), d.More, d.LastPass, o.Rounds, d.Rounds)
		}
		want := fmt.Sprintf("\n      %s\n      and %d more passes changed its order, the last pass %d, to %s\n", d.Rounds[maxRounds-1].Words(), d.More, d.LastPass, d.Order)
		if !strings.Contains(o.Chart(), want) {
			t.Errorf("the chart lacks %q", want)
		}
	}
	if long == 0 {
		t.Fatalf("the tug of war changed no order more than %d times", maxRounds)
	}
}

// Rule 3.3 in a private report: a unit its owner's sheet left out, which
// nobody offered more than nothing, holds by default; the report says so,
// not that its owner's offer "pays 0 AgP of it".
func TestWhyTellsADefaultHold(t *testing.T) {
	o := phase{sheets: map[string]string{"ITALY": "4 : A ROM - APU"}}.run(t)
	report := o.Report("ITALY")
	want := "   F NAP H: no order was offered more than 0 AgP for it, so it holds by default, as your sheet gives it no offer (rule 3.3)\n"
	if !strings.Contains(report, want) {
		t.Errorf("Italy's report lacks %q:\n%s", want, report)
	}
	if strings.Contains(report, "F NAP H: no order of this unit") {
		t.Errorf("Italy's report explains F NAP's default hold as an offer:\n%s", report)
	}
}
