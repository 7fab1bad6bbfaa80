package sheets

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// offer reads a savings request or an offer (rules 3.1, 3.4).
func (p *sheetParser) offer(body string) (payola.SheetLine, *orders.Error) {
	sc := &scanner{s: body}
	sc.skip()
	l := payola.SheetLine{Kind: payola.OfferLine, Amount: "0", Type: payola.Direct}
	amountCol := sc.col()
	plain := false
	switch c := sc.peek(); {
	case isDigit(c):
		start := sc.i
		parts, plateaus, err := sc.amountField()
		if err != nil {
			return l, err
		}
		l.Parts, l.Amount = parts, partsText(body[start:sc.i])
		if err := p.classicAmount(body[start:sc.i], start); err != nil {
			return l, err
		}
		sc.skip()
		t := sc.peek()
		switch {
		case t == '$':
			if noSavings(p.r) {
				return l, &orders.Error{Col: sc.col(), Msg: "savings requests are not allowed in Payola Classic (rule 6.1)"}
			}
			if plateaus {
				return l, &orders.Error{Col: amountCol, Msg: "a savings request cannot have a plateau (rule 3.4)"}
			}
			sc.i++
			sc.skip()
			if sc.i < len(sc.s) {
				return l, &orders.Error{Col: sc.col(), Msg: "nothing may follow the '$' of a savings request (write a comment after '%')"}
			}
			l.Kind, l.Echo = payola.SavingsLine, l.Amount+" $"
			for _, pt := range parts {
				l.Savings += pt.Rep * pt.Amount // repeated savings add up (payola-rules §10.8)
				if l.Savings > payola.MaxAmount {
					return l, &orders.Error{Col: amountCol, Msg: fmt.Sprintf("this line saves more than the %d AgP anyone may hold", payola.MaxAmount)}
				}
			}
			return l, nil
		case isOfferType(t):
			l.Type = payola.OfferType(t)
			sc.i++
		case t == 0:
			return l, &orders.Error{Col: sc.col(), Msg: "the amount must be followed by a type symbol (: ! > @ &) and a unit, or by $ for savings"}
		default:
			return l, &orders.Error{Col: sc.col(), Msg: fmt.Sprintf("expected a type symbol (: ! > @ &) or $ after the amount, found %s", sc.found())}
		}
	case isOfferType(c):
		l.Type = payola.OfferType(c) // a line starting with a type symbol offers 0
		l.Parts = []payola.Part{{Rep: 1}}
		sc.i++
	case isLetter(c):
		// A plain order: 0 : (the usual way to order one's own unit).
		plain = true
		l.Parts = []payola.Part{{Rep: 1}}
	default:
		return l, &orders.Error{Col: sc.col(), Msg: "a line must start with an amount, a type symbol (: ! > @ &), a unit, ACCEPT, TRANSFER, NMR or CLEAR"}
	}
	if directOnly(p.r) && l.Type != payola.Direct {
		return l, &orders.Error{Col: amountCol, Msg: fmt.Sprintf("only direct offers (:) are allowed in Payola Classic (rule 6.1), not '%s'", l.Type.String())}
	}
	if err := p.orders(&l, body, sc.i, amountCol); err != nil {
		if plain && err.Col == amountCol && err.Why == orders.NoSuchPlace {
			// Most likely not meant as an order at all ("Dear GM, ...").
			err.Msg += "; a line is an offer (amount, type symbol, unit, order), a unit and its order, savings (N$), ACCEPT, TRANSFER, NMR or CLEAR"
		}
		return l, err
	}
	if _, agp := l.Tally(); agp > payola.MaxAmount {
		return l, &orders.Error{Col: amountCol, Msg: fmt.Sprintf("this line offers %d AgP in all (%s), more than the %d AgP anyone may offer", agp, spent(&l), payola.MaxAmount)}
	}
	// l.Keys were made by orders.
	if len(l.Orders) == 1 {
		l.Echo = l.Amount + " " + l.Type.String() + " " + l.Keys[0] // the usual line, in one allocation
		return l, nil
	}
	var b strings.Builder
	b.WriteString(l.Amount + " " + l.Type.String() + " " + l.Keys[0])
	for _, o := range l.Orders[1:] {
		b.WriteString(" | " + o.Action())
	}
	l.Echo = b.String()
	return l, nil
}

// spent says how line l's total comes about: its amount field (cut after
// 40 characters, as any long token, game-format §2), times the offers of
// each repetition that carry it.
func spent(l *payola.SheetLine) string {
	amount := l.Amount
	if len(amount) > 40 {
		amount = amount[:40] + "…"
	}
	if _, paid := l.Shape(); paid > 1 {
		return fmt.Sprintf("%s for each of %d offers", amount, paid)
	}
	return amount
}

// classicAmount refuses what Payola Classic leaves out of an amount field:
// repetition, plateaus and augmentation (rule 6.1), each when the game has
// that part. raw starts at byte at.
func (p *sheetParser) classicAmount(raw string, at int) *orders.Error {
	rep, plat := noRepetition(p.r), noPlateaus(p.r)
	if !rep && !plat {
		return nil
	}
	for i := 0; i < len(raw); i++ {
		switch {
		case raw[i] == '*' && rep:
			return &orders.Error{Col: at + i + 1, Msg: "repetition counts (*) are not allowed in Payola Classic (rule 6.1)"}
		case raw[i] == '#' && plat:
			return &orders.Error{Col: at + i + 1, Msg: "plateaus (#) are not allowed in Payola Classic (rule 6.1)"}
		case raw[i] == '+' && rep:
			return &orders.Error{Col: at + i + 1, Msg: "augmentation (+) is not allowed in Payola Classic (rule 6.1): offer one amount"}
		}
	}
	return nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// orders reads `UNIT ORDER [| ORDER]…` starting at body[at:] (rule 3.1 items
// 6-8) and checks the unit and every order against the board. It keeps
// each order's canonical text in l.Keys as it goes.
func (p *sheetParser) orders(l *payola.SheetLine, body string, at, amountCol int) *orders.Error {
	var bars [4]span
	segs := splitBars(bars[:0], body, at)
	first := segs[0]
	if strings.TrimSpace(body[first.from:first.to]) == "" {
		return &orders.Error{Col: at + 1, Msg: "an offer needs a unit and an order after the type symbol"}
	}
	if oneOfferPerUnit(p.r) && len(segs) > 1 {
		return &orders.Error{Col: segs[1].from, Msg: "one order per offer: '|' is not allowed in Payola Classic (rule 6.1)"}
	}
	// An optional nationality: RUSSIAN A RUM - BUL.
	from := first.from
	for from < first.to && (body[from] == ' ' || body[from] == '\t') {
		from++
	}
	adjective, adjFrom := "", from
	w := from
	for w < first.to && isLetter(body[w]) {
		w++
	}
	if w < first.to && (body[w] == ' ' || body[w] == '\t') {
		if pw := p.nationality(body[from:w]); pw != "" {
			adjective, from = pw, w
		}
	}
	o, err := p.parseIn(body, from, first.to)
	if err == nil {
		err = orders.SupportNamesProvince(o) // payola-rules §10.9
	}
	if err != nil {
		return atOrder(err, from)
	}
	if e := p.phantom(l, o, adjective, from); e != nil {
		return e
	}
	if l.Phantom == "" {
		if err := p.complete(&o, from); err != nil {
			return err
		}
	}
	l.Unit = o.Unit
	if p.pos != nil {
		if placed, ok := p.pos.At(o.Unit.Loc); ok && l.Phantom == "" {
			l.Owner = strings.ToUpper(placed.Power)
		}
		if adjective != "" && l.Owner != "" && adjective != l.Owner {
			return &orders.Error{Col: adjFrom + 1, Msg: fmt.Sprintf("%s belongs to %s, not %s", o.Unit, l.Owner, adjective)}
		}
		if err := p.loyalty(l, len(segs) > 1, amountCol); err != nil {
			return err
		}
		if l.Owner != p.power && !zeroForeign(p.r) {
			for _, pt := range l.Parts {
				if pt.Amount == 0 {
					owner := "it is not yours"
					if l.Owner != "" && !p.r.Blind { // Tin Cup: nothing about whose it is (6.3)
						owner = o.Unit.String() + " belongs to " + l.Owner
					}
					return &orders.Error{Col: amountCol, Msg: fmt.Sprintf("a 0 AgP offer to a unit you do not own is not allowed (rule 3.1): %s", owner)}
				}
			}
		}
		if err := p.check(l, o); err != nil {
			return atOrder(err, from)
		}
	}
	o = orders.OneForm(p.m, o) // payola-rules §10.12
	l.Orders = append(p.orderList(len(segs)), o)
	l.Keys = append(p.keyList(len(segs)), o.String())
	for _, seg := range segs[1:] {
		if strings.TrimSpace(body[seg.from:seg.to]) == "" {
			return &orders.Error{Col: seg.from, Msg: fmt.Sprintf("nothing after '|': give another order for %s, or remove the '|'", o.Unit)}
		}
		parseAction := orders.ParseActionIn
		if p.brief {
			parseAction = orders.ParseActionInBrief
		}
		alt, err := parseAction(p.m, o.Unit, body, seg.from, seg.to, orders.Movement)
		if err == nil {
			err = orders.SupportNamesProvince(alt)
		}
		if err != nil {
			if again, e := p.parseIn(body, seg.from, seg.to); e == nil && again.Unit.Province() == o.Unit.Province() {
				// The unit written again, as players do: say how to write it.
				lead := len(body[seg.from:seg.to]) - len(strings.TrimLeft(body[seg.from:seg.to], " \t"))
				return &orders.Error{Col: seg.from + lead + 1, Msg: fmt.Sprintf("after '|' write only the order: '| %s' (%s is named once, before the first order)",
					strings.TrimPrefix(again.String(), again.Unit.String()+" "), o.Unit)}
			}
			return atOrder(err, seg.from)
		}
		if e := p.phantom(l, alt, "", seg.from); e != nil {
			return e
		}
		if l.Phantom == "" {
			if err := p.complete(&alt, seg.from); err != nil {
				return err
			}
		}
		if p.pos != nil {
			if err := p.check(l, alt); err != nil {
				return atOrder(err, seg.from)
			}
		}
		alt = orders.OneForm(p.m, alt)
		key := alt.String()
		for _, prev := range l.Keys {
			if prev == key {
				return &orders.Error{Col: seg.from + 1, Msg: fmt.Sprintf("%s is listed twice in this offer (rule 3.1 item 8)", alt)}
			}
		}
		l.Orders = append(l.Orders, alt)
		l.Keys = append(l.Keys, key)
	}
	return nil
}

// loyalty applies rule 6.5: a loyal power's units take no money. Their
// owner gives each one order plainly (no amount, no '|'); nobody else may
// offer them anything.
func (p *sheetParser) loyalty(l *payola.SheetLine, bars bool, amountCol int) *orders.Error {
	if !p.r.Loyal[l.Owner] {
		return nil
	}
	if l.Owner != p.power {
		return &orders.Error{Col: amountCol, Msg: fmt.Sprintf("%s belongs to %s, whose units are loyal and take no money (rule 6.5)", l.Unit, l.Owner)}
	}
	plain := l.Type == payola.Direct && len(l.Parts) == 1 && l.Parts[0].Amount == 0 && l.Parts[0].Rep == 1 && !strings.ContainsAny(l.Amount, "*#+")
	if !plain {
		return &orders.Error{Col: amountCol, Msg: fmt.Sprintf("your units are loyal (rule 6.5): give %s its order plainly, e.g. %s H, without an amount or type symbol", l.Unit, l.Unit)}
	}
	if bars {
		return &orders.Error{Col: amountCol, Msg: fmt.Sprintf("a loyal unit takes one order (rule 6.5): no '|' for %s", l.Unit)}
	}
	return nil
}

// phantom applies Tin Cup's rule 6.3 items 6-7: an offer to a unit that is
// not on the board, or mentioning one, is kept but ignored, and nobody is
// told. Every unit's type must be written, so the echo never fills in
// what only the board knows. It marks l and returns nil, or an error.
func (p *sheetParser) phantom(l *payola.SheetLine, o orders.Order, adjective string, from int) *orders.Error {
	if !p.r.Blind {
		return nil
	}
	units := []orders.Unit{o.Unit}
	if o.Kind == orders.Support || o.Kind == orders.Convoy {
		units = append(units, o.Target)
	}
	for _, u := range units {
		if u.Type == 0 {
			return &orders.Error{Col: from + 1, Msg: fmt.Sprintf("write the type of every unit (A or F) for %s: in Tin Cup the board is not shown (rule 6.3)", u.Loc)}
		}
		if pr := p.m.Province(u.Province()); u.Type == board.Fleet && u.Loc.Coast() == "" && pr != nil && len(pr.Coasts) > 0 {
			return &orders.Error{Col: from + 1, Msg: fmt.Sprintf("write which coast of %s the fleet is on: in Tin Cup the board is not shown (rule 6.3)", u.Province())}
		}
	}
	if p.pos == nil || l.Phantom != "" {
		return nil
	}
	for i, u := range units {
		placed, ok := p.pos.At(u.Loc)
		switch {
		case !ok || placed.Unit.Type != u.Type || u.Type == board.Fleet && placed.Unit.Loc != u.Loc:
			l.Phantom = fmt.Sprintf("%s is not on the board", u)
		case i == 0 && adjective != "" && !strings.EqualFold(placed.Power, adjective):
			l.Phantom = fmt.Sprintf("there is no %s %s", adjective, u)
		case i == 0 && p.r.Loyal[strings.ToUpper(placed.Power)] && !strings.EqualFold(placed.Power, p.power):
			l.Phantom = fmt.Sprintf("%s is loyal and takes no money (rule 6.5)", u)
		}
		if l.Phantom != "" {
			return nil
		}
	}
	return nil
}

// complete fills the unit type and coasts from the board (a missing unit is
// an error, rule 3.1 items 6-7).
func (p *sheetParser) complete(o *orders.Order, from int) *orders.Error {
	if p.pos == nil {
		return nil
	}
	if err := orders.Complete(p.m, p.pos, o); err != nil {
		return atOrder(err, from)
	}
	return nil
}

// nationality is the power a word of ASCII letters names as an adjective
// ("RUSSIAN") or a name ("RUSSIA"), or "".
func (p *sheetParser) nationality(word string) string {
	if p.natLengths&(1<<min(len(word), 63)) == 0 {
		return ""
	}
	if pw := p.m.PowerByAdjective(word); pw != nil {
		return pw.Name
	}
	if pw := p.m.Power(word); pw != nil {
		return pw.Name
	}
	return ""
}

// nationalityLengths is sheetParser.natLengths: a word of ASCII letters
// can only be a power's name of as many bytes (Map.Power upper-cases it) or
// an adjective of as many runes (strings.EqualFold matches rune by rune).
func nationalityLengths(m *board.Map) uint64 {
	var set uint64
	for _, pw := range m.Powers {
		set |= 1<<min(len(pw.Name), 63) | 1<<min(utf8.RuneCountInString(pw.Adjective), 63)
	}
	return set
}

// atOrder is an orders error as a line's error: the parsers count columns
// from the start of the line already; an error about a parsed order (no
// column) points at the order, which starts at byte offset from.
func atOrder(err error, from int) *orders.Error {
	var e *orders.Error
	if errors.As(err, &e) {
		if e.Col == 0 {
			return &orders.Error{Col: from + 1, Msg: e.Msg, Why: e.Why}
		}
		return e
	}
	return &orders.Error{Col: from + 1, Msg: err.Error()}
}

type span struct{ from, to int }

// splitBars cuts body[at:] at every '|', appending to out; each span
// starts after its bar.
func splitBars(out []span, body string, at int) []span {
	start := at
	for i := at; i < len(body); i++ {
		if body[i] == '|' {
			out = append(out, span{start, i})
			start = i + 1
		}
	}
	return append(out, span{start, len(body)})
}

// parseIn reads the movement order in body[from:to], briefly (no "did you
// mean") once the section has more problems than anyone is shown.
func (p *sheetParser) parseIn(body string, from, to int) (orders.Order, error) {
	if p.brief {
		return orders.ParseInBrief(p.m, body, from, to, orders.Movement)
	}
	return orders.ParseIn(p.m, body, from, to, orders.Movement)
}

// isOfferType says whether c is one of rule 3.1's type symbols.
func isOfferType(c byte) bool {
	switch payola.OfferType(c) {
	case payola.Direct, payola.Negative, payola.MoveType, payola.HoldType, payola.Gift:
		return true
	}
	return false
}

// The parts of Payola Classic (rule 6.1) that a sheet's lines are read by,
// each switched on by its own key or by Classic.
func directOnly(r payola.AuctionRules) bool      { return r.Classic || r.DirectOnly }
func oneOfferPerUnit(r payola.AuctionRules) bool { return r.Classic || r.OneOfferPerUnit }
func noSavings(r payola.AuctionRules) bool       { return r.Classic || r.NoSavings }
func noPlateaus(r payola.AuctionRules) bool      { return r.Classic || r.NoPlateaus }
func noRepetition(r payola.AuctionRules) bool    { return r.Classic || r.NoRepetition }

// zeroForeign says whether a 0 AgP offer to another power's unit is allowed
// (rule 3.1 item 2; Classic allows it).
func zeroForeign(r payola.AuctionRules) bool { return r.Classic || r.ZeroToForeign }
