package payola

import (
	"fmt"
	"slices"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Rule names what decided the order a unit issues.
type Rule int

const (
	ByTotal      Rule = iota // rule 5.1: no other order received as much
	ByAcceptance             // rule 5.2: the first power of the owner's list to back a tied order backed only one
	BySequence               // rule 5.3: that power backed several; its earliest offer wins
	ByFurther                // rule 5.4: its earliest offer paid for several tied orders; further down the list
	ByLastResort             // payola-rules §10.2: still tied after the whole list; the earliest direct offer
	ByDummyHold              // rule 4.4: a dummy's unit tied between different powers holds
	ByLoyalty                // rule 6.5: a loyal unit takes its owner's order
)

// String names the rule as the rules do.
func (r Rule) String() string {
	switch r {
	case ByTotal:
		return "rule 5.1"
	case ByAcceptance:
		return "rule 5.2"
	case BySequence:
		return "rule 5.3"
	case ByFurther:
		return "rule 5.4"
	case ByLastResort:
		return "the last resort of payola-rules §10.2"
	case ByDummyHold:
		return "rule 4.4"
	case ByLoyalty:
		return "rule 6.5"
	}
	return "?"
}

// Decision is why a unit issues its order, as the auction decided it: the
// candidates it weighed in the last round, the rule that settled it and
// the overspending rounds that changed it (5.5). The GM's chart writes it
// (Words); a player's report tells only what rule 5.7 allows (Report).
type Decision struct {
	Unit       orders.Unit
	Owner      string
	Order      orders.Order
	Total      int
	Rule       Rule
	Candidates []Candidate // every candidate by total, then rank (as Issued.Candidates): the order issued first, but for a dummy's hold (4.4)
	Tied       int         // how many of Candidates share the top total (Candidates[:Tied]); 1 when none is tied
	List       string      // the owner's acceptance list as used (letters), for the tie rules
	By         string      // 5.2-5.4, last resort: the power of the list whose offer decided
	Line       int         // By's earliest offer for the order issued: its sheet line as By's report numbers it (0 = default hold)
	Kind       OfferType   // that offer's type
	Rival      string      // 5.2: the highest-listed power backing another tied order
	RivalOrder orders.Order
	RivalLine  int     // 5.3: By's earliest offer for RivalOrder, numbered the same way
	Shared     []Share // 5.4, last resort: the powers above By whose one offer paid for several tied orders
	Rounds     []Round // the first ten overspending passes that changed the unit's order, in order
	More       int     // how many more passes changed it after those ten
	LastPass   int     // when More > 0: the last pass that changed it (to Order)
	// DefaultHold: nobody offered the unit anything; it holds on the 0 AgP
	// offer its owner is given by rule 3.3.
	DefaultHold bool
}

// Share is one power's single offer paying for several tied orders
// (rule 5.4, payola-rules §10.1).
type Share struct {
	Power string
	Line  int // as the power's report numbers it
	Kind  OfferType
}

// Round is one determination pass in which the unit issued another order
// than in the pass before, because overspenders' offers were cut (5.5).
type Round struct {
	Round    int      // the determination pass, 2 or later
	Cut      []string // the overspenders cut before it who back one of the unit's orders, map order
	From, To orders.Order
	// The totals of From and To in the pass before and in this one. A
	// dummy's hold on a tie (4.4) shows the tied total in both.
	FromBefore, FromAfter, ToBefore, ToAfter int
	FromTie, ToTie                           bool // From (To) is a dummy's hold on a tie (4.4)
}

// change is a Round as the auction notes it while deciding.
type change struct {
	round                                    int
	from, to                                 int // candidate indices, -1 for a dummy's hold on a tie (4.4)
	fromBefore, fromAfter, toBefore, toAfter money
}

// changed notes that unit u now issues another order than when it last
// decided (was, or -1 for a dummy's tie at wasTie).
func (a *auction) changed(u *unitBids, was int, wasTie money) {
	if c := max(was, u.winner); min(was, u.winner) < 0 && u.cands[c].order.Kind == orders.Hold {
		return // the dummy's own hold (4.4) and the hold offered are the same order
	}
	if len(u.changes) == maxRounds {
		u.more, u.lastPass = u.more+1, a.rounds
		return
	}
	ch := change{round: a.rounds, from: was, to: u.winner}
	if was >= 0 {
		ch.fromBefore, ch.fromAfter = u.cands[was].prev, u.cands[was].total
	} else {
		ch.fromBefore, ch.fromAfter = wasTie, wasTie
	}
	if u.winner >= 0 {
		ch.toBefore, ch.toAfter = u.cands[u.winner].prev, u.cands[u.winner].total
	} else {
		ch.toBefore, ch.toAfter = u.topTie, u.topTie
	}
	u.changes = append(u.changes, ch)
	u.cuts = append(u.cuts, slices.Clone(a.over)) // apart from the changes, which hold no pointer
}

// maxRounds is how many changing passes a unit's decision tells; past
// them it only counts them and notes the last: a tug of war can change an
// order in every one of tens of thousands of passes, and noting each one
// would cost it a fifth of its time (BenchmarkAdversarial/tug).
const maxRounds = 10

// decision explains unit u's final decision from the keys its candidates
// were ranked by (candidates.go): among the tied candidates it walks the
// owner's expanded list as rank compared it, and names the first place
// where the winner's key stood alone.
func (a *auction) decision(u *unitBids, is *Issued, order []int) Decision {
	d := Decision{Unit: u.unit, Owner: is.Owner, Order: is.Order, Total: is.Total, Candidates: is.Candidates, Tied: 1, List: a.letters(u.owner)}
	top := money(0)
	if len(order) > 0 {
		top = u.cands[order[0]].total
	}
	for d.Tied < len(order) && u.cands[order[d.Tied]].total == top {
		d.Tied++
	}
	d.Rounds, d.More, d.LastPass = a.roundsOf(u), u.more, u.lastPass
	switch {
	case is.Loyal:
		d.Rule = ByLoyalty
		return d
	case u.winner < 0:
		d.Rule = ByDummyHold
		return d
	case d.Tied == 1:
		d.Rule = ByTotal
		d.DefaultHold = len(order) == 1 && a.onlyDefault(u, order[0])
		return d
	}
	list := a.expand[u.owner]
	alive := append([]int(nil), order[:d.Tied]...)
	shared := false
	for j := 0; j < 2*len(list) && len(alive) > 1; j++ {
		best := none
		for _, c := range alive {
			best = min(best, u.cands[c].tie[j])
		}
		if best == none {
			continue // this power backed none of them
		}
		p := list[j%len(list)]
		var keep, lost []int
		for _, c := range alive {
			if u.cands[c].tie[j] == best {
				keep = append(keep, c)
			} else {
				lost = append(lost, c)
			}
		}
		if len(keep) > 1 {
			// One offer of p pays for several: 5.4 goes on down the list.
			o := a.offerAt(u, keep[0], p, best)
			d.Shared = append(d.Shared, Share{Power: a.m.Powers[p].Name, Line: a.local(o), Kind: o.typ})
			shared = true
			alive = keep
			continue
		}
		win := keep[0]
		o := a.offerAt(u, win, p, best)
		d.By, d.Line, d.Kind = a.m.Powers[p].Name, a.local(o), o.typ
		switch {
		case j >= len(list):
			d.Rule = ByLastResort
		case shared:
			d.Rule = ByFurther
		default:
			d.Rule = ByAcceptance
		}
		// The nearest loser: p's next offer among them (5.3), or else the
		// highest-listed power behind any of them (5.2).
		next, at := -1, none
		for _, c := range lost {
			if v := u.cands[c].tie[j]; v < at {
				next, at = c, v
			}
		}
		if next >= 0 {
			if d.Rule == ByAcceptance {
				d.Rule = BySequence
			}
			d.RivalOrder, d.RivalLine = u.cands[next].order, a.local(a.offerAt(u, next, p, at))
			break
		}
		end := len(list) // 5.2: who backs the others at all; the last resort: who offered for them directly
		if j >= len(list) {
			end = 2 * len(list)
		}
		for k := j + 1; k < end && d.Rival == ""; k++ {
			for _, c := range lost {
				if u.cands[c].tie[k] != none {
					d.Rival, d.RivalOrder = a.m.Powers[list[k%len(list)]].Name, u.cands[c].order
					break
				}
			}
		}
		break
	}
	return d
}

// letters is power p's expanded acceptance list as letters ("FAEGIRT"),
// made once per power.
func (a *auction) letters(p int) string {
	if a.lists == nil {
		a.lists = make([]string, len(a.m.Powers))
	}
	if a.lists[p] == "" {
		var b []byte
		for _, q := range a.expand[p] {
			b = append(b, a.m.Powers[q].Letter...)
		}
		a.lists[p] = string(b)
	}
	return a.lists[p]
}

// offerAt is power p's offer with sequence number seq paying for
// candidate c of unit u.
func (a *auction) offerAt(u *unitBids, c, p, seq int) *offer {
	for _, i := range u.cands[c].directs {
		if o := &a.offers[i]; o.power == p && o.seq == seq {
			return o
		}
	}
	for k := range u.wilds {
		for _, i := range u.wilds[k] {
			if o := &a.offers[i]; o.power == p && o.seq == seq {
				return o
			}
		}
	}
	return &offer{typ: Direct} // not reached: rank read seq from one of them
}

// onlyDefault is whether candidate c stands on nothing but the owner's
// default hold (rule 3.3): no offer from any sheet, wildcards included.
func (a *auction) onlyDefault(u *unitBids, c int) bool {
	for _, i := range u.cands[c].directs {
		if a.offers[i].number() != 0 {
			return false
		}
	}
	for k := range u.wilds {
		if len(u.wilds[k]) > 0 {
			return false
		}
	}
	return len(u.cands[c].directs) > 0
}

// local is an offer's sheet line as its power's report numbers it (0 for
// a default hold).
func (a *auction) local(o *offer) int {
	n := o.number()
	if n == 0 {
		return 0
	}
	if s := a.sheets[a.m.Powers[o.power].Name]; s != nil {
		return s.Local(n)
	}
	return n
}

// roundsOf turns the unit's changes into Rounds, naming the overspenders
// cut before each that back one of the unit's orders.
func (a *auction) roundsOf(u *unitBids) []Round {
	if len(u.changes) == 0 {
		return nil
	}
	out := make([]Round, 0, len(u.changes))
	n := 0
	for _, c := range u.cuts {
		n += len(c)
	}
	cuts := make([]string, 0, n) // all the rounds' Cut, in one block
	for i, ch := range u.changes {
		r := Round{Round: ch.round, FromBefore: int(ch.fromBefore), FromAfter: int(ch.fromAfter), ToBefore: int(ch.toBefore), ToAfter: int(ch.toAfter)}
		r.From, r.FromTie = a.choice(u, ch.from)
		r.To, r.ToTie = a.choice(u, ch.to)
		k := 0
		for _, p := range u.cuts[i] {
			for c := range u.cands {
				if u.cands[c].contributes(p) {
					cuts, k = append(cuts, a.m.Powers[p].Name), k+1
					break
				}
			}
		}
		r.Cut = cuts[len(cuts)-k : len(cuts) : len(cuts)]
		out = append(out, r)
	}
	return out
}

// choice is the order of candidate c, or a dummy's hold on a tie (-1).
func (a *auction) choice(u *unitBids, c int) (orders.Order, bool) {
	if c < 0 {
		return orders.Order{Unit: u.unit, Kind: orders.Hold}, true
	}
	return u.cands[c].order, false
}

// Words is the decision in a line or two of the game's words, for the
// GM's chart: the order with its total and payers against the orders that
// came nearest, the rule that decided, then each overspending round that
// changed the order.
func (d Decision) Words() string {
	var b strings.Builder
	b.WriteString(d.words())
	for _, r := range d.Rounds {
		b.WriteString("\n   ")
		b.WriteString(r.Words())
	}
	if d.More > 0 {
		fmt.Fprintf(&b, "\n   and %d more passes changed its order, the last pass %d, to %s", d.More, d.LastPass, d.Order)
	}
	return b.String()
}

func (d Decision) words() string {
	switch d.Rule {
	case ByLoyalty:
		return fmt.Sprintf("%s: loyal, its owner's order (rule 6.5)", d.Order)
	case ByDummyHold:
		return fmt.Sprintf("%s: %s is a dummy and its unit was tied at %d AgP between %s: it holds on its own offer, shown as %d AgP, and nobody pays (rule 4.4)",
			d.Order, d.Owner, d.Total-1, candidateList(d.Candidates[:d.Tied]), d.Total)
	}
	if len(d.Candidates) == 0 {
		return d.Order.String() + ": no offer"
	}
	win := d.Candidates[0]
	head := fmt.Sprintf("%s: %s", d.Order, amount(win))
	if d.Rule == ByTotal {
		if d.DefaultHold {
			return head + ", no offer but its owner's default hold (rule 3.3)"
		}
		if len(d.Candidates) == 1 {
			return head + ", the only order offered (rule 5.1)"
		}
		return fmt.Sprintf("%s, the highest total (rule 5.1); next %s", head, candidateList(d.Candidates[1:2]))
	}
	head += " against " + candidateList(d.Candidates[1:d.Tied]) + "; tie broken by "
	above := ""
	if len(d.Shared) > 0 {
		var s []string
		for _, sh := range d.Shared {
			s = append(s, fmt.Sprintf("%s's '%s' offer (%s)", sh.Power, sh.Kind, lineWord(sh.Line)))
		}
		above = strings.Join(s, ", then ") + " paid for several tied orders alike"
	}
	switch d.Rule {
	case ByAcceptance:
		return fmt.Sprintf("%srule 5.2: %s stands above %s on %s's acceptance list (%s)", head, d.By, d.Rival, d.Owner, d.List)
	case BySequence:
		return fmt.Sprintf("%srule 5.3: %s, first on %s's acceptance list (%s) to back a tied order, offered for it %s",
			head, d.By, d.Owner, d.List, d.ahead())
	case ByFurther:
		how := fmt.Sprintf("stands above %s", d.Rival)
		if d.Rival == "" {
			how = "offered for it " + d.ahead()
		}
		return fmt.Sprintf("%srule 5.4: %s; further down %s's acceptance list (%s), %s %s", head, above, d.Owner, d.List, d.By, how)
	case ByLastResort:
		var how string
		switch {
		case d.Rival != "":
			how = fmt.Sprintf("comes from higher on the list than %s's for %s", d.Rival, d.RivalOrder)
		case d.sameLine():
			how = fmt.Sprintf("comes ahead of its offer for %s on the same line", d.RivalOrder)
		default:
			how = fmt.Sprintf("comes before its offer for %s (%s)", d.RivalOrder, lineWord(d.RivalLine))
		}
		return fmt.Sprintf("%s%s: %s, and nobody else backed them apart; by %s's acceptance list (%s), %s's direct offer for it (%s) %s",
			head, d.Rule, above, d.Owner, d.List, d.By, lineWord(d.Line), how)
	}
	return head + d.Rule.String()
}

// Words is the round in the chart's words.
func (r Round) Words() string {
	cut := "nobody who backs it"
	if len(r.Cut) > 0 {
		cut = strings.Join(r.Cut, ", ")
	}
	side := func(o orders.Order, tie bool, before, after int) string {
		if tie {
			return fmt.Sprintf("the dummy's hold on a tie at %d AgP (4.4)", after)
		}
		return fmt.Sprintf("%s %d -> %d AgP", o, before, after)
	}
	return fmt.Sprintf("pass %d, after cuts to %s (rule 5.5): %s, %s; now %s, no longer %s",
		r.Round, cut, side(r.From, r.FromTie, r.FromBefore, r.FromAfter), side(r.To, r.ToTie, r.ToBefore, r.ToAfter), r.To, r.From)
}

// amount is a candidate's total and payers: "12 AgP (AUSTRIA 7, ITALY 5)".
func amount(c Candidate) string {
	var who []string
	for _, k := range c.Contributions {
		who = append(who, fmt.Sprintf("%s %d", k.Power, k.Amount))
	}
	return fmt.Sprintf("%d AgP (%s)", c.Total, strings.Join(who, ", "))
}

func candidateList(cs []Candidate) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.Order.String()+" "+amount(c))
	}
	return strings.Join(s, " and ")
}

// ahead says where the offer for the order issued stood before the
// offer for the rival order: on an earlier line, or first of one line's
// '|' alternatives.
func (d Decision) ahead() string {
	if d.sameLine() {
		return fmt.Sprintf("(%s) ahead of %s on the same line", lineWord(d.Line), d.RivalOrder)
	}
	return fmt.Sprintf("(%s) before %s (%s)", lineWord(d.Line), d.RivalOrder, lineWord(d.RivalLine))
}

// sameLine is whether the offers for the order issued and the rival order
// are two '|' alternatives of one sheet line (not default holds).
func (d Decision) sameLine() bool { return d.Line != 0 && d.Line == d.RivalLine }

func lineWord(n int) string {
	if n == 0 {
		return "its default hold"
	}
	return fmt.Sprintf("line %d", n)
}
