package payola

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// ParseSheet reads one power's section of the pasted orders (payola-rules
// §2): lines[i] is line firstLine+i of the pasted text, which is normalised
// first (game-format.md §2). See ParseSection.
func ParseSheet(m *board.Map, pos orders.Position, power string, lines []string, firstLine int, r Rules) (*Sheet, Diagnostics) {
	ls := make([]orders.Line, len(lines))
	for i, raw := range lines {
		ls[i] = orders.Normalise(strings.TrimRight(raw, "\r\n"), firstLine+i)[0]
	}
	return ParseSection(m, pos, power, ls, r)
}

// ParseSection reads one power's section of the pasted orders (payola-rules
// §2), its lines already normalised. pos is the board now; with a nil pos
// only the syntax and the map are checked (units, ownership and legality
// need the board). It returns the valid lines as a sheet and one
// diagnostic per invalid line, placed in the text as pasted (Line.Pos);
// the sheet also keeps the invalid lines as Ignored, for a lenient
// adjudication's chart.
//
// NMR or CLEAR alone on a line discards everything before it in the section,
// diagnostics included.
func ParseSection(m *board.Map, pos orders.Position, power string, lines []orders.Line, r Rules) (*Sheet, Diagnostics) {
	s := &Sheet{Power: strings.ToUpper(power)}
	if len(lines) > 0 {
		s.First = lines[0].Num
	}
	var diags Diagnostics
	var offered int64 // what the lines kept offer in all (MaxAmount)
	// An unknown power ("") is allowed for a syntax check without a game.
	if power != "" && m.Power(power) == nil {
		at := orders.Pos{Line: s.First, Col: 1}
		return s, Diagnostics{{Pos: at, Msg: fmt.Sprintf("%s is not a power of this map", orders.Quote(power))}}
	}
	p := &sheetParser{m: m, pos: pos, power: s.Power, r: r, natLengths: nationalityLengths(m)}
	// addLine keeps a valid line; room for all the lines left is made at
	// once, as a Line is large and a sheet has hundreds.
	addLine := func(l Line, left int) {
		if s.Lines == nil {
			s.Lines = make([]Line, 0, left)
		}
		s.Lines = append(s.Lines, l)
	}
	for i, src := range lines {
		num, raw := src.Num, src.Text
		body, comment, hasComment := strings.Cut(raw, "%")
		trimmed := strings.TrimSpace(body)
		switch {
		case trimmed == "" && !hasComment:
			continue
		case trimmed == "":
			comment = orders.Visible(comment)
			addLine(Line{Number: num, Text: orders.Visible(raw), Echo: "%" + comment, Kind: CommentLine, Comment: comment}, len(lines)-i)
			continue
		case isClear(trimmed):
			*s = Sheet{Power: s.Power, First: s.First}
			diags = nil
			offered = 0
			continue
		}
		l, err := p.line(body, s)
		if err == nil {
			err = sheetTotal(&l, &offered, len(body)-len(strings.TrimLeft(body, " \t"))+1)
		}
		if err != nil {
			d := Diagnostic{Power: s.Power, Pos: src.Pos(err.Col), Msg: err.Msg}
			diags = append(diags, d)
			s.Ignored = append(s.Ignored, IgnoredLine{Diagnostic: d, Text: orders.Visible(raw)})
			continue
		}
		l.Number, l.Text = num, orders.Visible(raw)
		echo := l.Echo
		if hasComment {
			l.Comment = orders.Visible(comment)
			l.Echo += " %" + l.Comment
		}
		switch l.Kind {
		case SavingsLine:
			s.Savings += l.Savings
		case AcceptLine:
			acc := echo[len("ACCEPT "):]
			s.Accept = &acc
		case TransferLine:
			s.Transfers = append(s.Transfers, p.transfer)
			s.Transfers[len(s.Transfers)-1].Line = num
		}
		addLine(l, len(lines)-i)
	}
	return s, diags
}

// sheetTotal adds what line l offers to the sheet's total so far, unless
// that takes it above MaxAmount: then the line is refused at column col,
// and the total stays as it was. (Savings are not held to it: savings
// above the treasury only leave nothing to spend, rule 3.4.)
func sheetTotal(l *Line, offered *int64, col int) *Error {
	if l.Kind == OfferLine {
		_, agp := l.tally()
		if *offered+agp > MaxAmount {
			return &Error{Col: col, Msg: fmt.Sprintf("with this line the sheet offers %d AgP in all, more than the %d AgP anyone may offer: the lines before it offer %d AgP", *offered+agp, MaxAmount, *offered)}
		}
		*offered += agp
	}
	return nil
}

// IsClear says whether a trimmed line is NMR or CLEAR alone, in any case,
// brackets allowed: it discards every line before it in its section.
func IsClear(trimmed string) bool { return isClear(trimmed) }

// isClear is IsClear.
func isClear(trimmed string) bool {
	// Most lines start with an amount: only a bracket or a letter that
	// upper-cases to N or C can start NMR or CLEAR.
	if trimmed == "" {
		return false
	}
	switch trimmed[0] {
	case '(', ')', '[', ']', 'N', 'n', 'C', 'c':
	default:
		return false
	}
	w := strings.Trim(trimmed, "()[] \t")
	// Only a short word can upper-case to NMR or CLEAR (a rune upper-cases
	// to an ASCII letter from at most two bytes): the rest are not upper-cased.
	if len(w) > 2*len("CLEAR") {
		return false
	}
	w = strings.ToUpper(w)
	return (w == "NMR" || w == "CLEAR") && len(strings.Fields(trimmed)) == 1
}

type sheetParser struct {
	m        *board.Map
	pos      orders.Position
	power    string
	r        Rules
	transfer Transfer // the last TRANSFER line read

	// natLengths has bit n set when a word of n ASCII letters could be a
	// nationality (bit 63: 63 or more): most lines start with A or F,
	// which is then known not to be one without asking the map.
	natLengths uint64

	// The lines' order lists and keys are cut from shared blocks, a few
	// allocations per sheet rather than two per line. Optimised; be careful
	// when changing it: each list's capacity must be exactly its length, so
	// that appending to one line's list never writes into the next line's.
	// Guarded by TestSheetOrderBlocksStayApart.
	orderBlock []orders.Order
	keyBlock   []string

	blindPos orders.Position // Tin Cup: the board orders are checked against (tincup.go)
	checker  *orders.Checker // the legality of every line's orders on that board, or on pos
}

// blockSize is how many orders (and keys) one block holds.
const blockSize = 128

// orderList returns an empty list with room for n orders; its capacity is
// exactly n, so that appending more never writes into another line's.
func (p *sheetParser) orderList(n int) []orders.Order {
	if n > blockSize/4 {
		return make([]orders.Order, 0, n)
	}
	if len(p.orderBlock) < n {
		p.orderBlock = make([]orders.Order, blockSize)
	}
	list := p.orderBlock[:0:n]
	p.orderBlock = p.orderBlock[n:]
	return list
}

// keyList is orderList for keys.
func (p *sheetParser) keyList(n int) []string {
	if n > blockSize/4 {
		return make([]string, 0, n)
	}
	if len(p.keyBlock) < n {
		p.keyBlock = make([]string, blockSize)
	}
	list := p.keyBlock[:0:n]
	p.keyBlock = p.keyBlock[n:]
	return list
}

// line reads one non-empty line body (comment removed).
func (p *sheetParser) line(body string, s *Sheet) (Line, *Error) {
	first := strings.ToUpper(firstField(body))
	switch first {
	case "ACCEPT":
		if s.Accept != nil {
			return Line{}, &Error{Col: strings.Index(strings.ToUpper(body), "ACCEPT") + 1, Msg: "a second ACCEPT line: give the acceptance list once"}
		}
		at := strings.Index(strings.ToUpper(body), "ACCEPT") + len("ACCEPT")
		list, err := parseAcceptanceIn(p.m, p.power, body, at)
		if err != nil {
			return Line{}, err
		}
		return Line{Kind: AcceptLine, Echo: "ACCEPT " + list.String()}, nil
	case "TRANSFER":
		return p.transferLine(body)
	}
	l, err := p.offer(body)
	if err == nil && l.Kind == OfferLine {
		err = p.oneOfferPerUnit(l, s)
	}
	return l, err
}

// oneOfferPerUnit refuses a second offer to one unit where the rules allow
// only one: every unit in Classic (6.1), a loyal power's own units (6.5).
func (p *sheetParser) oneOfferPerUnit(l Line, s *Sheet) *Error {
	loyalOwn := p.r.Loyal[p.power] && l.Owner == p.power
	if !p.r.oneOfferPerUnit() && !loyalOwn {
		return nil
	}
	for _, prev := range s.Lines {
		if prev.Kind != OfferLine || prev.Unit.Province() != l.Unit.Province() {
			continue
		}
		if loyalOwn {
			return &Error{Col: 1, Msg: fmt.Sprintf("%s already has its order at line %d: a loyal unit takes one order from its owner (rule 6.5)", l.Unit, prev.Number)}
		}
		return &Error{Col: 1, Msg: fmt.Sprintf("you already made an offer to %s at line %d: Payola Classic allows one offer per unit (rule 6.1; the original rules ignored both offers)", l.Unit, prev.Number)}
	}
	return nil
}

// transferLine reads `TRANSFER n TO POWER` (rule 2.3).
func (p *sheetParser) transferLine(body string) (Line, *Error) {
	words, cols := fieldsWithCols(body)
	if len(words) == 4 && strings.EqualFold(words[2], "TO") {
		words, cols = append(words[:2], words[3]), append(cols[:2], cols[3])
	}
	if len(words) != 3 {
		return Line{}, &Error{Col: cols[0], Msg: "write a transfer as TRANSFER amount TO POWER, e.g. TRANSFER 5 TO ENGLAND"}
	}
	n, err := strconv.Atoi(words[1])
	if err != nil || n < 1 || n > 1_000_000 {
		return Line{}, &Error{Col: cols[1], Msg: fmt.Sprintf("%s is not an amount: a transfer is a whole number of AgP, at least 1", orders.Quote(words[1]))}
	}
	to := p.m.Power(words[2])
	if to == nil && len(words[2]) == 1 {
		to = p.m.PowerByLetter(words[2])
	}
	if to == nil {
		return Line{}, &Error{Col: cols[2], Msg: fmt.Sprintf("%s is not a power of this map", orders.Quote(words[2]))}
	}
	if to.Name == p.power {
		return Line{}, &Error{Col: cols[2], Msg: "a power cannot transfer money to itself"}
	}
	p.transfer = Transfer{Amount: n, To: to.Name}
	return Line{Kind: TransferLine, Echo: fmt.Sprintf("TRANSFER %d TO %s", n, to.Name)}, nil
}

// firstField is strings.Fields(s)[0] for an s that is not all space,
// without building the list of fields for each line.
func firstField(s string) string {
	s = s[strings.IndexFunc(s, notSpace):]
	if end := strings.IndexFunc(s, unicode.IsSpace); end >= 0 {
		return s[:end]
	}
	return s
}

func notSpace(r rune) bool { return !unicode.IsSpace(r) }

func fieldsWithCols(s string) ([]string, []int) {
	var words []string
	var cols []int
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		words, cols = append(words, s[i:j]), append(cols, i+1)
		i = j
	}
	return words, cols
}

// offer reads a savings request or an offer (rules 3.1, 3.4).
func (p *sheetParser) offer(body string) (Line, *Error) {
	sc := &scanner{s: body}
	sc.skip()
	l := Line{Kind: OfferLine, Amount: "0", Type: Direct}
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
			if p.r.noSavings() {
				return l, &Error{Col: sc.col(), Msg: "savings requests are not allowed in Payola Classic (rule 6.1)"}
			}
			if plateaus {
				return l, &Error{Col: amountCol, Msg: "a savings request cannot have a plateau (rule 3.4)"}
			}
			sc.i++
			sc.skip()
			if sc.i < len(sc.s) {
				return l, &Error{Col: sc.col(), Msg: "nothing may follow the '$' of a savings request (write a comment after '%')"}
			}
			l.Kind, l.Echo = SavingsLine, l.Amount+" $"
			for _, pt := range parts {
				l.Savings += pt.Rep * pt.Amount // repeated savings add up (payola-rules §10.8)
			}
			return l, nil
		case isOfferType(t):
			l.Type = OfferType(t)
			sc.i++
		case t == 0:
			return l, &Error{Col: sc.col(), Msg: "the amount must be followed by a type symbol (: ! > @ &) and a unit, or by $ for savings"}
		default:
			return l, &Error{Col: sc.col(), Msg: fmt.Sprintf("expected a type symbol (: ! > @ &) or $ after the amount, found %s", sc.found())}
		}
	case isOfferType(c):
		l.Type = OfferType(c) // a line starting with a type symbol offers 0
		l.Parts = []Part{{Rep: 1}}
		sc.i++
	case isLetter(c):
		// A plain order: 0 : (the usual way to order one's own unit).
		plain = true
		l.Parts = []Part{{Rep: 1}}
	default:
		return l, &Error{Col: sc.col(), Msg: "a line must start with an amount, a type symbol (: ! > @ &), a unit, ACCEPT, TRANSFER, NMR or CLEAR"}
	}
	if p.r.directOnly() && l.Type != Direct {
		return l, &Error{Col: amountCol, Msg: fmt.Sprintf("only direct offers (:) are allowed in Payola Classic (rule 6.1), not '%s'", l.Type.String())}
	}
	if err := p.orders(&l, body, sc.i, amountCol); err != nil {
		if plain && err.Col == amountCol && err.Why == orders.NoSuchPlace {
			// Most likely not meant as an order at all ("Dear GM, ...").
			err.Msg += "; a line is an offer (amount, type symbol, unit, order), a unit and its order, savings (N$), ACCEPT, TRANSFER, NMR or CLEAR"
		}
		return l, err
	}
	if _, agp := l.tally(); agp > MaxAmount {
		return l, &Error{Col: amountCol, Msg: fmt.Sprintf("this line offers %d AgP in all (%s), more than the %d AgP anyone may offer", agp, l.spent(), MaxAmount)}
	}
	// l.keys were made by orders.
	if len(l.Orders) == 1 {
		l.Echo = l.Amount + " " + l.Type.String() + " " + l.keys[0] // the usual line, in one allocation
		return l, nil
	}
	var b strings.Builder
	b.WriteString(l.Amount + " " + l.Type.String() + " " + l.keys[0])
	for _, o := range l.Orders[1:] {
		b.WriteString(" | " + o.Action())
	}
	l.Echo = b.String()
	return l, nil
}

// spent says how a line's total comes about: its amount field (cut after
// 40 characters, as any long token, game-format §2), times the offers of
// each repetition that carry it.
func (l *Line) spent() string {
	amount := l.Amount
	if len(amount) > 40 {
		amount = amount[:40] + "…"
	}
	if _, paid := l.shape(); paid > 1 {
		return fmt.Sprintf("%s for each of %d offers", amount, paid)
	}
	return amount
}

// classicAmount refuses what Payola Classic leaves out of an amount field:
// repetition, plateaus and augmentation (rule 6.1), each when the game has
// that part. raw starts at byte at.
func (p *sheetParser) classicAmount(raw string, at int) *Error {
	rep, plat := p.r.noRepetition(), p.r.noPlateaus()
	if !rep && !plat {
		return nil
	}
	for i := 0; i < len(raw); i++ {
		switch {
		case raw[i] == '*' && rep:
			return &Error{Col: at + i + 1, Msg: "repetition counts (*) are not allowed in Payola Classic (rule 6.1)"}
		case raw[i] == '#' && plat:
			return &Error{Col: at + i + 1, Msg: "plateaus (#) are not allowed in Payola Classic (rule 6.1)"}
		case raw[i] == '+' && rep:
			return &Error{Col: at + i + 1, Msg: "augmentation (+) is not allowed in Payola Classic (rule 6.1): offer one amount"}
		}
	}
	return nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// orders reads `UNIT ORDER [| ORDER]…` starting at body[at:] (rule 3.1 items
// 6-8) and checks the unit and every order against the board. It keeps
// each order's canonical text in l.keys as it goes.
func (p *sheetParser) orders(l *Line, body string, at, amountCol int) *Error {
	var bars [4]span
	segs := splitBars(bars[:0], body, at)
	first := segs[0]
	if strings.TrimSpace(body[first.from:first.to]) == "" {
		return &Error{Col: at + 1, Msg: "an offer needs a unit and an order after the type symbol"}
	}
	if p.r.oneOfferPerUnit() && len(segs) > 1 {
		return &Error{Col: segs[1].from, Msg: "one order per offer: '|' is not allowed in Payola Classic (rule 6.1)"}
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
	o, err := orders.ParseIn(p.m, body, from, first.to, orders.Movement)
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
			return &Error{Col: adjFrom + 1, Msg: fmt.Sprintf("%s belongs to %s, not %s", o.Unit, l.Owner, adjective)}
		}
		if err := p.loyalty(l, len(segs) > 1, amountCol); err != nil {
			return err
		}
		if l.Owner != p.power && !p.r.zeroForeign() {
			for _, pt := range l.Parts {
				if pt.Amount == 0 {
					owner := "it is not yours"
					if l.Owner != "" && !p.r.Blind { // Tin Cup: nothing about whose it is (6.3)
						owner = o.Unit.String() + " belongs to " + l.Owner
					}
					return &Error{Col: amountCol, Msg: fmt.Sprintf("a 0 AgP offer to a unit you do not own is not allowed (rule 3.1): %s", owner)}
				}
			}
		}
		if err := p.check(l, o); err != nil {
			return atOrder(err, from)
		}
	}
	o = orders.OneForm(p.m, o) // payola-rules §10.12
	l.Orders = append(p.orderList(len(segs)), o)
	l.keys = append(p.keyList(len(segs)), o.String())
	for _, seg := range segs[1:] {
		if strings.TrimSpace(body[seg.from:seg.to]) == "" {
			return &Error{Col: seg.from, Msg: fmt.Sprintf("nothing after '|': give another order for %s, or remove the '|'", o.Unit)}
		}
		alt, err := orders.ParseActionIn(p.m, o.Unit, body, seg.from, seg.to, orders.Movement)
		if err == nil {
			err = orders.SupportNamesProvince(alt)
		}
		if err != nil {
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
		for _, prev := range l.keys {
			if prev == key {
				return &Error{Col: seg.from + 1, Msg: fmt.Sprintf("%s is listed twice in this offer (rule 3.1 item 8)", alt)}
			}
		}
		l.Orders = append(l.Orders, alt)
		l.keys = append(l.keys, key)
	}
	return nil
}

// loyalty applies rule 6.5: a loyal power's units take no money. Their
// owner gives each one order plainly (no amount, no '|'); nobody else may
// offer them anything.
func (p *sheetParser) loyalty(l *Line, bars bool, amountCol int) *Error {
	if !p.r.Loyal[l.Owner] {
		return nil
	}
	if l.Owner != p.power {
		return &Error{Col: amountCol, Msg: fmt.Sprintf("%s belongs to %s, whose units are loyal and take no money (rule 6.5)", l.Unit, l.Owner)}
	}
	plain := l.Type == Direct && len(l.Parts) == 1 && l.Parts[0].Amount == 0 && l.Parts[0].Rep == 1 && !strings.ContainsAny(l.Amount, "*#+")
	if !plain {
		return &Error{Col: amountCol, Msg: fmt.Sprintf("your units are loyal (rule 6.5): give %s its order plainly, e.g. %s H, without an amount or type symbol", l.Unit, l.Unit)}
	}
	if bars {
		return &Error{Col: amountCol, Msg: fmt.Sprintf("a loyal unit takes one order (rule 6.5): no '|' for %s", l.Unit)}
	}
	return nil
}

// phantom applies Tin Cup's rule 6.3 items 6-7: an offer to a unit that is
// not on the board, or mentioning one, is kept but ignored, and nobody is
// told. Every unit's type must be written, so the echo never fills in
// what only the board knows. It marks l and returns nil, or an error.
func (p *sheetParser) phantom(l *Line, o orders.Order, adjective string, from int) *Error {
	if !p.r.Blind {
		return nil
	}
	units := []orders.Unit{o.Unit}
	if o.Kind == orders.Support || o.Kind == orders.Convoy {
		units = append(units, o.Target)
	}
	for _, u := range units {
		if u.Type == 0 {
			return &Error{Col: from + 1, Msg: fmt.Sprintf("write the type of every unit (A or F) for %s: in Tin Cup the board is not shown (rule 6.3)", u.Loc)}
		}
		if pr := p.m.Province(u.Province()); u.Type == board.Fleet && u.Loc.Coast() == "" && pr != nil && len(pr.Coasts) > 0 {
			return &Error{Col: from + 1, Msg: fmt.Sprintf("write which coast of %s the fleet is on: in Tin Cup the board is not shown (rule 6.3)", u.Province())}
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
func (p *sheetParser) complete(o *orders.Order, from int) *Error {
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
func atOrder(err error, from int) *Error {
	var e *orders.Error
	if errors.As(err, &e) {
		if e.Col == 0 {
			return &Error{Col: from + 1, Msg: e.Msg, Why: e.Why}
		}
		return e
	}
	return &Error{Col: from + 1, Msg: err.Error()}
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
