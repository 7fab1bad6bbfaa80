package payola

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Diagnostic is a problem with one line of a pasted sheet, at its place in
// the pasted text (orders.Pos: byte columns of the line as pasted).
type Diagnostic = orders.Diagnostic

// Error is a problem at a byte column of the line being read.
type Error = orders.Error

// LineKind says what a sheet line is.
type LineKind int

const (
	OfferLine    LineKind = iota // an offer (rule 3.1)
	SavingsLine                  // N$ (rule 3.4)
	CommentLine                  // only a comment (rule 3.5)
	AcceptLine                   // ACCEPT list (rule 4.1)
	TransferLine                 // TRANSFER n TO POWER (rule 2.3)
)

// SheetLine is one valid line of a sheet as read.
type SheetLine struct {
	Number  int            // line number in the pasted text
	Text    string         // as typed, normalised, odd characters named (orders.Visible)
	Echo    string         // canonical form: "2*5#3+1 : A PAR - BUR | - PIC % note"
	Kind    LineKind       // what the line is
	Amount  string         // the amount field as typed, without spaces ("2*5#3+1"); "0" when left out
	Parts   []Part         // OfferLine, SavingsLine
	Type    OfferType      // OfferLine
	Unit    orders.Unit    // OfferLine: the unit bribed
	Owner   string         // OfferLine: the unit's owner when the sheet was read ("" if unknown)
	Orders  []orders.Order // OfferLine: the orders listed, in the order written
	Savings int            // SavingsLine: the amount kept back
	Comment string         // the text after '%', as typed
	Phantom string         // Tin Cup (6.3): why the offer is ignored, silently ("A PIC is not on the board"); "" if it counts
	// Keys are Orders[i].String(), made once as the line is read: the
	// names by which the auction tells candidates apart.
	Keys []string
}

// key is the canonical text of the line's i-th order, the name by which
// candidates are told apart (payola-rules §10.9: coasts are distinct).
func (l *SheetLine) key(i int) string {
	if i < len(l.Keys) {
		return l.Keys[i]
	}
	return l.Orders[i].String() // a line built by hand, not read
}

// counts says whether the line makes offers: an offer line that is not a
// Tin Cup phantom (6.3).
func (l *SheetLine) counts() bool { return l.Kind == OfferLine && l.Phantom == "" }

// Phantoms lists the offer lines ignored under Tin Cup (rule 6.3 items 6-7).
func (s *Sheet) Phantoms() []SheetLine {
	var out []SheetLine
	for _, l := range s.Lines {
		if l.Kind == OfferLine && l.Phantom != "" {
			out = append(out, l)
		}
	}
	return out
}

// Transfer is a TRANSFER line: Amount AgP from the sheet's power to To (2.3).
type Transfer struct {
	Amount int
	To     string
	Line   int
}

// IgnoredLine is a line that could not be read, kept for the GM's chart
// when the GM adjudicates leniently.
type IgnoredLine struct {
	Diagnostic
	Text string
}

// Sheet is one power's section of the pasted orders for a movement phase.
type Sheet struct {
	Power     string
	First     int             // the pasted text's line number of the section's first line
	Lines     []SheetLine     // the valid lines, in order (comments included)
	Savings   int             // the sum of the savings requests (3.4)
	Accept    *AcceptanceList // the sheet's ACCEPT line (rule 4.3), or nil
	Transfers []Transfer
	Ignored   []IgnoredLine // the lines with a diagnostic
}

// Local is line n of the pasted text numbered within the section, as its
// power wrote it: the section's first line is line 1. A power's private
// report uses these numbers, so that it tells nothing of the lines other
// powers wrote before it.
func (s *Sheet) Local(n int) int {
	if s.First == 0 || n == 0 {
		return n
	}
	return n - s.First + 1
}

// LimitTransfers applies rule 2.3 to a power whose treasury holds balance:
// its transfers together may not exceed it. Each transfer that would take
// the sum above the balance is an error at its own line; so is one that
// would take its receiver's treasury above MaxAmount (game-format §4):
// held counts what each power holds and has been given so far in the
// phase, and grows with each transfer kept (the caller passes one map to
// every sheet, in the powers' order). A transfer refused is taken off the
// sheet (moved to Ignored), so that a lenient adjudication skips it as any
// bad line.
func (s *Sheet) LimitTransfers(balance int, held map[string]int) Diagnostics {
	var ds Diagnostics
	sum := 0
	kept := s.Transfers[:0]
	for _, t := range s.Transfers {
		var msg string
		switch {
		case sum+t.Amount > balance && sum > 0:
			msg = fmt.Sprintf("this transfer takes %s's transfers from %d to %d AgP, but the treasury holds %d AgP (rule 2.3)", s.Power, sum, sum+t.Amount, balance)
		case sum+t.Amount > balance:
			msg = fmt.Sprintf("this transfer takes %s's transfers to %d AgP, but the treasury holds %d AgP (rule 2.3)", s.Power, sum+t.Amount, balance)
		case held[t.To]+t.Amount > MaxAmount:
			msg = fmt.Sprintf("this transfer would take %s's treasury to %d AgP, more than the %d AgP a treasury may hold", t.To, held[t.To]+t.Amount, MaxAmount)
		default:
			sum += t.Amount
			held[t.To] += t.Amount
			kept = append(kept, t)
			continue
		}
		ds = append(ds, Diagnostic{Power: s.Power, Pos: orders.Pos{Line: t.Line}, Msg: msg})
	}
	s.Transfers = kept
	if len(ds) == 0 {
		return ds
	}
	// The lines refused leave the sheet in one pass: lines and transfers
	// both run in the order written (issue 30: a pass for each refused
	// line cost the square of the lines).
	lines, next := s.Lines[:0], 0
	for _, l := range s.Lines {
		if next < len(ds) && l.Kind == TransferLine && l.Number == ds[next].Line {
			s.Ignored = append(s.Ignored, IgnoredLine{Diagnostic: ds[next], Text: l.Text})
			next++
			continue
		}
		lines = append(lines, l)
	}
	s.Lines = lines
	return ds
}

// Diagnostics is a list of problems (orders.Diagnostics).
type Diagnostics = orders.Diagnostics

// lineError is a problem the auction finds with one line of power's sheet,
// as an error that keeps the line's position (not "line %d" in its text).
func lineError(power string, line int, format string, args ...any) error {
	return Diagnostics{{Power: power, Pos: orders.Pos{Line: line}, Msg: fmt.Sprintf(format, args...)}}
}

// Tally is how many atomic offers the sheet makes (rule 3.1, repetitions
// counted, payola-rules §3) and the AgP they offer in all, without the
// default holds the auction adds after them. It counts from the lines as
// written, never making the offers.
func (s *Sheet) Tally() (offers, agp int) {
	var n, sum int64
	for i := range s.Lines {
		if s.Lines[i].counts() {
			o, a := s.Lines[i].Tally()
			n, sum = n+o, sum+a
		}
	}
	return int(n), int(sum)
}

// explainReps is how many repetitions of a '+' term Explain writes out;
// a term repeated more is written once and then summed up in one line.
// explainLines is the most lines it writes for one sheet line's offers.
const (
	explainReps  = 3
	explainLines = 100
)

// Explanation is what one valid line of a sheet becomes, as the checker
// shows it beside the line: values, so that no page reads a line number
// back out of words (issue 29).
type Explanation struct {
	Line int    `json:"line"` // the line's number in the pasted text
	Echo string `json:"echo"` // the line as read, written back canonically ("2*5#3+1 : A PAR - BUR")
	// Meaning is what the line becomes, in words: "comment", "transfer,
	// rule 2.3"; for an offer line its atomic offers, one a line ("#0
	// direct 5 for A PAR - BUR").
	Meaning string `json:"meaning"`

	offers bool // Meaning lists atomic offers (String indents them under the echo)
}

// String is the explanation as one text: "line 3: 5 : A PAR H  (comment)",
// or the echo with the offers indented under it (payola check writes it).
func (e Explanation) String() string {
	head := "line " + strconv.Itoa(e.Line) + ": " + e.Echo // not fmt: a sheet has hundreds of lines
	if e.offers {
		return head + "\n    " + strings.ReplaceAll(e.Meaning, "\n", "\n    ")
	}
	return head + "  (" + e.Meaning + ")"
}

// Explain says, line by line, what each valid line becomes: the direct
// offers and wildcards of payola-rules §3, with their sequence numbers.
func (s *Sheet) Explain() []Explanation {
	var out []Explanation // nil for a sheet without lines
	if len(s.Lines) > 0 {
		out = make([]Explanation, 0, len(s.Lines))
	}
	s.explain(func(e Explanation) { out = append(out, e) })
	return out
}

// ExplainLine calls each with every line's explanation (Explain's), for a
// reader that merges them with lines of its own.
func (s *Sheet) ExplainLine(each func(Explanation)) {
	s.explain(each)
}

func (s *Sheet) explain(each func(Explanation)) {
	seq := 0 // the next atomic offer's sequence number
	for _, l := range s.Lines {
		e := Explanation{Line: l.Number, Echo: l.Echo}
		switch l.Kind {
		case CommentLine:
			e.Meaning = "comment"
		case SavingsLine:
			e.Meaning = fmt.Sprintf("keeps %d AgP back from spending, rule 3.4", l.Savings)
		case AcceptLine:
			e.Meaning = "acceptance list, rule 4.1"
		case TransferLine:
			e.Meaning = "transfer, rule 2.3"
		case OfferLine:
			if l.Phantom != "" {
				e.Meaning = fmt.Sprintf("ignored without telling anyone: %s; rule 6.3, shown in the end-of-game publication", l.Phantom)
				break
			}
			e.Meaning, e.offers = explainOffers(&l, &seq), true
		default:
			continue
		}
		each(e)
	}
}

// explainOffers lists each atomic offer of the line on a line of its own,
// numbered from *seq on; a term repeated more than explainReps times shows
// its first repetition and how far it goes. After explainLines lines one
// more says where the rest of the line's offers go: a line of thousands
// of terms and orders explains in a screenful.
func explainOffers(l *SheetLine, seq *int) string {
	var b strings.Builder
	blk := l.block(nil)
	lines, rest := 0, -1 // rest: the first offer not explained, or -1
	say := func(text string) bool {
		if lines == explainLines {
			return false
		}
		if lines > 0 {
			b.WriteString("\n")
		}
		lines++
		b.WriteString(text)
		return true
	}
	for _, p := range l.Parts {
		first, reps := *seq, p.reps()
		if rest >= 0 {
			*seq = first + reps*len(blk)
			continue
		}
		shown := reps
		if reps > explainReps {
			shown = 1
		}
		for range shown {
			for _, sl := range blk {
				if rest < 0 && !say(l.atom(sl, p, *seq).String()) {
					rest = *seq
				}
				*seq++
			}
		}
		if shown < reps {
			*seq = first + reps*len(blk)
			these := "this offer"
			if len(blk) > 1 {
				these = fmt.Sprintf("these %d offers", len(blk))
			}
			if rest < 0 && !say(fmt.Sprintf("… %s %d times in all (#%d to #%d), each cut on its own when overspending (rule 5.5)", these, reps, first, *seq-1)) {
				rest = first + len(blk)
			}
		}
	}
	if rest >= 0 {
		fmt.Fprintf(&b, "\n… and the line's other offers, #%d to #%d, as its terms and orders say", rest, *seq-1)
	}
	return b.String()
}

// atom is the atomic offer sl of one repetition of term p, numbered seq.
func (l *SheetLine) atom(sl slot, p Part, seq int) Offer {
	o := Offer{Seq: seq, Line: l.Number, Type: sl.typ, Unit: l.Unit}
	if sl.paid {
		o.Amount, o.Plateau = p.Amount, p.Plateau
		if sl.typ == Direct && o.Amount == 0 {
			o.Plateau = 0 // a 0 offer keeps nothing
		}
	}
	switch {
	case sl.alt >= 0:
		o.Order = l.Orders[sl.alt]
	case sl.alt == altHold:
		o.Order = orders.Order{Unit: l.Unit, Kind: orders.Hold}
	case sl.typ == Negative:
		o.Except = l.Orders
	}
	return o
}
