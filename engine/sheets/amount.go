package sheets

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// The limits of one amount and of a repetition count (payola-rules §2);
// payola.MaxAmount bounds what a line and a sheet offer in all.
const (
	maxAmount = 9999
	maxRep    = 99
)

// scanner walks one line's body byte by byte; columns are 1-based.
type scanner struct {
	s string
	i int
}

func (sc *scanner) skip() {
	for sc.i < len(sc.s) && (sc.s[sc.i] == ' ' || sc.s[sc.i] == '\t') {
		sc.i++
	}
}

func (sc *scanner) peek() byte {
	if sc.i < len(sc.s) {
		return sc.s[sc.i]
	}
	return 0
}

func (sc *scanner) col() int { return sc.i + 1 }

// found names the character at the cursor for a message ('x', or U+FF1B
// for an odd one), or says there is nothing.
func (sc *scanner) found() string {
	if sc.i >= len(sc.s) {
		return "nothing"
	}
	r, _ := utf8.DecodeRuneInString(sc.s[sc.i:])
	return orders.RuneName(r)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number reads a run of digits; a run too long to be any allowed number
// reads as a huge value so the range check reports it.
func (sc *scanner) number() (int, int, bool) {
	start := sc.i
	for sc.i < len(sc.s) && isDigit(sc.s[sc.i]) {
		sc.i++
	}
	if sc.i == start {
		return 0, start + 1, false
	}
	v := 0
	for _, c := range sc.s[start:sc.i] {
		if v < 1_000_000 {
			v = v*10 + int(c-'0')
		}
	}
	return v, start + 1, true
}

// typed is the run of digits at column col as the player typed it, for a
// message: number caps what it reads, so the value may be another number.
// A long run is cut after 40 digits, as any bad token (game-format §2).
func (sc *scanner) typed(col int) string {
	end := col - 1
	for end < len(sc.s) && isDigit(sc.s[end]) {
		end++
	}
	if end-col+1 > 40 {
		return sc.s[col-1:col+39] + "…"
	}
	return sc.s[col-1 : end]
}

// amountField reads `[rep*]amount[#[plateau]] [+ …]…` (rule 3.1 items 1-4),
// spaces allowed around the symbols. It stops before the type symbol.
func (sc *scanner) amountField() ([]payola.Part, bool, *orders.Error) {
	var parts []payola.Part
	plateaus := false
	for {
		sc.skip()
		v, vcol, ok := sc.number()
		if !ok {
			if len(parts) == 0 {
				return nil, false, &orders.Error{Col: sc.col(), Msg: "expected an amount"}
			}
			return nil, false, &orders.Error{Col: sc.col(), Msg: "expected another amount after '+'"}
		}
		p := payola.Part{Rep: 1, Amount: v}
		sc.skip()
		if sc.peek() == '*' {
			if v < 1 || v > maxRep {
				return nil, false, &orders.Error{Col: vcol, Msg: fmt.Sprintf("a repetition count must be 1 to %d, not %s", maxRep, sc.typed(vcol))}
			}
			sc.i++
			sc.skip()
			p.Rep = v
			if v, vcol, ok = sc.number(); !ok {
				return nil, false, &orders.Error{Col: sc.col(), Msg: "expected an amount after '*'"}
			}
			p.Amount = v
			sc.skip()
			if sc.peek() == '*' {
				return nil, false, &orders.Error{Col: sc.col(), Msg: "only one '*' (repetition) per amount"}
			}
		}
		if p.Amount > maxAmount {
			return nil, false, &orders.Error{Col: vcol, Msg: fmt.Sprintf("an amount must be 0 to %d AgP, not %s", maxAmount, sc.typed(vcol))}
		}
		if sc.peek() == '#' {
			plateaus = true
			sc.i++
			sc.skip()
			p.Plateau = p.Amount // a bare '#' keeps the whole amount
			if isDigit(sc.peek()) {
				pl, pcol, _ := sc.number()
				if pl > p.Amount {
					return nil, false, &orders.Error{Col: pcol, Msg: fmt.Sprintf("the plateau %s is above the amount %d: an offer cannot keep more than it offers", sc.typed(pcol), p.Amount)}
				}
				p.Plateau = pl
			}
			sc.skip()
			if sc.peek() == '#' {
				return nil, false, &orders.Error{Col: sc.col(), Msg: "only one '#' (plateau) per amount"}
			}
		}
		parts = append(parts, p)
		if sc.peek() != '+' {
			return parts, plateaus, nil
		}
		sc.i++
	}
}

// partsText writes parts back without spaces: "2*5#3+1". The field holds
// only digits, symbols, spaces and tabs, and mostly no space but at its
// end ("3 : A PAR H"), which needs no new string.
func partsText(raw string) string {
	t := raw
	for t != "" && (t[len(t)-1] == ' ' || t[len(t)-1] == '\t') {
		t = t[:len(t)-1]
	}
	if strings.IndexByte(t, ' ') < 0 && strings.IndexByte(t, '\t') < 0 {
		return t
	}
	return strings.Join(strings.Fields(raw), "")
}
