package sheets

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// ParseSheet reads one power's section of the pasted orders (payola-rules
// §2): lines[i] is line firstLine+i of the pasted text, which is normalised
// first (game-format.md §2). See offerSheet.
func ParseSheet(m *board.Map, pos orders.Position, power string, lines []string, firstLine int, r payola.AuctionRules) (*payola.Sheet, orders.Diagnostics) {
	ls := make([]orders.Line, len(lines))
	for i, raw := range lines {
		ls[i] = orders.Normalise(strings.TrimRight(raw, "\r\n"), firstLine+i)[0]
	}
	return offerSheet(m, pos, power, ls, r)
}

// offerSheet reads one power's section of the pasted orders (payola-rules
// §2), its lines already normalised. pos is the board now; with a nil pos
// only the syntax and the map are checked (units, ownership and legality
// need the board). It returns the valid lines as a sheet and one
// diagnostic per invalid line, placed in the text as pasted (Line.Pos);
// the sheet also keeps the invalid lines as Ignored, for a lenient
// adjudication's chart.
//
// NMR or CLEAR alone on a line discards everything before it in the section,
// diagnostics included.
func offerSheet(m *board.Map, pos orders.Position, power string, lines []orders.Line, r payola.AuctionRules) (*payola.Sheet, orders.Diagnostics) {
	s := &payola.Sheet{Power: strings.ToUpper(power)}
	named := orders.PowerNamed(m, power)
	if named != nil {
		s.Power = named.Name
	}
	if len(lines) > 0 {
		s.First = lines[0].Num
	}
	var diags orders.Diagnostics
	var offered int64 // what the lines kept offer in all (payola.MaxAmount)
	// An unknown power ("") is allowed for a syntax check without a game.
	if power != "" && named == nil {
		at := orders.Pos{Line: s.First, Col: 1}
		return s, orders.Diagnostics{{Pos: at, Msg: fmt.Sprintf("%s is not a power of this map", orders.Quote(power))}}
	}
	p := &sheetParser{m: m, pos: pos, power: s.Power, r: r, natLengths: nationalityLengths(m)}
	// addLine keeps a valid line; room for all the lines left is made at
	// once, as a Line is large and a sheet has hundreds.
	addLine := func(l payola.SheetLine, left int) {
		if s.Lines == nil {
			s.Lines = make([]payola.SheetLine, 0, left)
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
			addLine(payola.SheetLine{Number: num, Text: orders.Visible(raw), Echo: "%" + comment, Kind: payola.CommentLine, Comment: comment}, len(lines)-i)
			continue
		case Signature(raw):
			d := orders.Diagnostic{Power: s.Power, Pos: src.Pos(1), Msg: SignatureMsg(lines[i+1:])}
			diags = append(diags, d)
			s.Ignored = append(s.Ignored, payola.IgnoredLine{Diagnostic: d, Text: orders.Visible(raw)})
			for _, rest := range lines[i+1:] {
				if strings.TrimSpace(rest.Text) != "" {
					// Each line under its own number, as a report lists
					// them, told that it follows the separator.
					under := orders.Diagnostic{Power: s.Power, Pos: rest.Pos(1), Msg: UnderSignatureMsg}
					s.Ignored = append(s.Ignored, payola.IgnoredLine{Diagnostic: under, Text: orders.Visible(rest.Text)})
				}
			}
			return s, diags
		case isClear(trimmed):
			// The room made for the lines is kept: made anew after each
			// NMR for every line left, it cost the square of the lines
			// (issue 30).
			*s = payola.Sheet{Power: s.Power, First: s.First, Lines: s.Lines[:0], Ignored: s.Ignored[:0], Transfers: s.Transfers[:0]}
			diags = nil
			offered = 0
			clear(p.offeredAt)
			continue
		}
		p.brief = len(diags) >= orders.MaxListed
		l, err := p.line(body, s)
		if err == nil {
			err = sheetTotal(&l, &offered, s.Savings, len(body)-len(strings.TrimLeft(body, " \t"))+1)
		}
		if err != nil {
			if s.Ignored == nil {
				// Room for every line left at once, as for the lines kept:
				// a sheet of 40,000 refused lines grew these lists over and
				// over (BenchmarkHostile).
				s.Ignored = make([]payola.IgnoredLine, 0, len(lines)-i)
				grown := make(orders.Diagnostics, len(diags), len(diags)+len(lines)-i)
				copy(grown, diags)
				diags = grown
			}
			d := orders.Diagnostic{Power: s.Power, Pos: src.Pos(err.Col), Msg: err.Msg}
			if col, quoted := QuotedMail(raw); quoted {
				// '>' also begins a move offer of 0 AgP ("> A PAR - BUR"),
				// read as such when it reads; what does not read is most
				// likely a reply's quotation of earlier mail, told why it
				// fails as an offer only when it begins as one.
				d = orders.Diagnostic{Power: s.Power, Pos: src.Pos(col), Msg: QuotedMailMsg}
				if p.beginsAsOrder(raw[col:]) {
					d.Msg += " (read as a move offer, '>' with no amount, it is refused: " + err.Msg + ")"
				}
			} else if col, intro := ReplyIntro(raw); intro {
				d = orders.Diagnostic{Power: s.Power, Pos: src.Pos(col), Msg: ReplyIntroMsg}
			} else if col, sig := PhoneSignature(raw); sig {
				d = orders.Diagnostic{Power: s.Power, Pos: src.Pos(col), Msg: PhoneSignatureMsg}
			}
			diags = append(diags, d)
			s.Ignored = append(s.Ignored, payola.IgnoredLine{Diagnostic: d, Text: orders.Visible(raw)})
			continue
		}
		l.Number, l.Text = num, orders.Visible(raw)
		if hasComment {
			l.Comment = orders.Visible(comment)
			l.Echo += " %" + l.Comment
		}
		switch l.Kind {
		case payola.SavingsLine:
			s.Savings += l.Savings
		case payola.AcceptLine:
			acc := p.accept
			s.Accept = &acc
		case payola.TransferLine:
			s.Transfers = append(s.Transfers, p.transfer)
			s.Transfers[len(s.Transfers)-1].Line = num
		}
		addLine(l, len(lines)-i)
		p.kept(&l)
	}
	return s, diags
}

// sheetTotal adds what line l offers to the sheet's total so far, unless
// that takes it above payola.MaxAmount: then the line is refused at column col,
// and the total stays as it was. Savings are held to the same limit
// apart (saved is what the lines before ask to save): savings above the
// treasury only leave nothing to spend (rule 3.4), but no amount anywhere
// goes past payola.MaxAmount (game-format §4).
func sheetTotal(l *payola.SheetLine, offered *int64, saved, col int) *orders.Error {
	switch l.Kind {
	case payola.OfferLine:
		_, agp := l.Tally()
		if *offered+agp > payola.MaxAmount {
			return &orders.Error{Col: col, Msg: overLimit("offers", *offered+agp, "offer", *offered)}
		}
		*offered += agp
	case payola.SavingsLine:
		if saved+l.Savings > payola.MaxAmount {
			return &orders.Error{Col: col, Msg: overLimit("saves", int64(saved+l.Savings), "hold", int64(saved))}
		}
	}
	return nil
}

// overLimit is sheetTotal's message: "with this line the sheet offers
// 1000098 AgP in all, more than the 1000000 AgP anyone may offer: the
// lines before it offer 990099 AgP". Not fmt: a sheet over the limit
// says it at every line after (issue 30: 40,000 lines of it cost 6 times
// an ordinary phase, a fifth of it in fmt).
func overLimit(does string, total int64, may string, before int64) string {
	var buf [192]byte
	b := append(buf[:0], "with this line the sheet "...)
	b = append(b, does...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, total, 10)
	b = append(b, " AgP in all, more than the "...)
	b = strconv.AppendInt(b, payola.MaxAmount, 10)
	b = append(b, " AgP anyone may "...)
	b = append(b, may...)
	b = append(b, ": the lines before it "...)
	b = append(b, strings.TrimSuffix(does, "s")...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, before, 10)
	b = append(b, " AgP"...)
	return string(b)
}

// QuotedMail says whether a line begins as one quoted from an earlier mail
// does ("> 5 : A PAR - BUR", as a reply quotes it), and at which byte
// column its '>' stands: a GM pasting a player's reply pastes the quoted
// text with it. In plain orders such a line is never read; in an offer
// sheet '>' also begins a move offer of 0 AgP ("> A PAR - BUR", rule 3.1's
// type symbol with no amount), read as such when it reads.
func QuotedMail(line string) (col int, quoted bool) {
	trimmed := strings.TrimLeft(line, " \t")
	if !strings.HasPrefix(trimmed, ">") {
		return 0, false
	}
	return len(line) - len(trimmed) + 1, true
}

// Signature says whether a line is a mail signature's separator, "-- " as
// mail clients write it (RFC 3676): what follows it in the section is the
// sender's name and the like, never an order.
func Signature(line string) bool { return strings.TrimRight(line, " \t") == "--" }

// SignatureMsg is what a section's signature is told, once, at its
// separator, counting the lines written under it (a comment too: none is
// read). It names no line numbers: a player's report numbers the lines
// from the player's own sheet, the GM's list from the pasted text, and the
// same words must hold in both.
func SignatureMsg(under []orders.Line) string {
	after := 0
	for _, l := range under {
		if strings.TrimSpace(l.Text) != "" {
			after++
		}
	}
	const begins = "a mail signature begins here ('-- '): "
	switch after {
	case 0:
		return begins + "this line is not read; delete it"
	case 1:
		return begins + "this line and the one after it, up to the next power's name, are not read; delete them"
	}
	return begins + "this line and the " + strconv.Itoa(after) + " after it, up to the next power's name, are not read; delete them"
}

// UnderSignatureMsg is what a line under a signature's separator is told
// where the lines are listed one by one (a player's report).
const UnderSignatureMsg = "under a mail signature (the '-- ' line above it): not read; delete it"

// ReplyIntro says whether a line is a reply's introduction of the earlier
// mail it quotes, as mail clients write it ("On Mon, 1 Dec 2026, Ann
// <ann@example.org> wrote:", "Le … a écrit :", "Am … schrieb …:"), and
// the column of its first character. An offer sheet asks only of a line
// that does not read otherwise.
func ReplyIntro(line string) (col int, intro bool) {
	trimmed := strings.TrimLeft(line, " \t")
	body, colon := strings.CutSuffix(strings.TrimRight(trimmed, " \t"), ":")
	if !colon { // most lines, told at once and without a copy
		return 0, false
	}
	body = strings.ToLower(strings.TrimRight(body, " \t"))
	if !strings.HasSuffix(body, "wrote") && !strings.HasSuffix(body, " writes") && !strings.HasSuffix(body, " a écrit") && !strings.Contains(body+" ", " schrieb ") {
		return 0, false
	}
	return len(line) - len(trimmed) + 1, true
}

// PhoneSignature says whether a line is the signature a mail client adds
// on its own ("Sent from my iPhone", "Get Outlook for Android"), and the
// column of its first character. An offer sheet asks only of a line that
// does not read otherwise; the mail loop leaves such a line out of a mail
// it reads (engine/mail).
func PhoneSignature(line string) (col int, sig bool) {
	trimmed := strings.TrimLeft(line, " \t")
	for _, begins := range []string{"Sent from my ", "Sent from Mail for ", "Get Outlook for ", "Envoyé de mon ", "Von meinem "} {
		if strings.HasPrefix(trimmed, begins) {
			return len(line) - len(trimmed) + 1, true
		}
	}
	return 0, false
}

// PhoneSignatureMsg is what a mail client's signature line is told.
const PhoneSignatureMsg = "this line is a mail client's signature ('Sent from my …'): it is not read; delete it"

// ReplyIntroMsg is what a reply's introduction of quoted mail is told.
const ReplyIntroMsg = "this line introduces quoted earlier mail, as a reply does ('… wrote:'): it is not read; delete it and the quoted lines ('>') under it"

// beginsAsOrder says whether text's first word is a unit type or names a
// place of the map: a quoted line that does is likely a move offer with a
// slip, one that does not is prose, which the parser's fillers and
// aliases would otherwise read as an order of sorts ("On Sat" as a unit
// in the South Atlantic on Youngstown).
func (p *sheetParser) beginsAsOrder(text string) bool {
	word, _, _ := strings.Cut(strings.TrimLeft(text, " \t"), " ")
	if word == "" {
		return false
	}
	if _, unit := orders.UnitTypeWord(word); unit {
		return true
	}
	_, place := p.m.Lookup(word)
	return place
}

// QuotedMailMsg is what a line quoted from an earlier mail is told.
const QuotedMailMsg = "this line begins with '>', as a line quoted from an earlier mail does: it is not read; delete it"

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
	r        payola.AuctionRules
	transfer payola.Transfer       // the last TRANSFER line read
	accept   payola.AcceptanceList // the last ACCEPT line read
	// offeredAt is the line of the first offer kept to each province
	// (kept), since the last NMR or CLEAR.
	offeredAt map[string]int
	// brief is set once the section has orders.MaxListed problems: the
	// lines after them are read without "did you mean" (issue 30), as no
	// list shows their problems (orders.Diagnostics.Summarised).
	brief bool

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
func (p *sheetParser) line(body string, s *payola.Sheet) (payola.SheetLine, *orders.Error) {
	first := strings.ToUpper(firstField(body))
	switch first {
	case "ACCEPT":
		if s.Accept != nil {
			return payola.SheetLine{}, &orders.Error{Col: strings.Index(strings.ToUpper(body), "ACCEPT") + 1, Msg: "a second ACCEPT line: give the acceptance list once"}
		}
		at := strings.Index(strings.ToUpper(body), "ACCEPT") + len("ACCEPT")
		list, err := parseAcceptanceIn(p.m, p.power, body, at, p.brief)
		if err != nil {
			return payola.SheetLine{}, err
		}
		p.accept = list
		return payola.SheetLine{Kind: payola.AcceptLine, Echo: "ACCEPT " + list.String()}, nil
	case "TRANSFER":
		return p.transferLine(body)
	}
	l, err := p.offer(body)
	if err == nil && l.Kind == payola.OfferLine {
		err = p.oneOfferPerUnit(l)
	}
	return l, err
}

// oneOfferPerUnit refuses a second offer to one unit where the rules allow
// only one: every unit in Classic (6.1), a loyal power's own units (6.5).
func (p *sheetParser) oneOfferPerUnit(l payola.SheetLine) *orders.Error {
	loyalOwn := p.r.Loyal[p.power] && l.Owner == p.power
	if !oneOfferPerUnit(p.r) && !loyalOwn {
		return nil
	}
	prev, ok := p.offeredAt[l.Unit.Province()]
	switch {
	case !ok:
		return nil
	case loyalOwn:
		return &orders.Error{Col: 1, Msg: fmt.Sprintf("%s already has its order at line %d: a loyal unit takes one order from its owner (rule 6.5)", l.Unit, prev)}
	}
	return &orders.Error{Col: 1, Msg: fmt.Sprintf("you already made an offer to %s at line %d: Payola Classic allows one offer per unit (rule 6.1; the original rules ignored both offers)", l.Unit, prev)}
}

// kept notes an offer line the sheet keeps, for oneOfferPerUnit: the first
// line offering to each province. A look-up, not a scan of the lines kept
// (issue 30: 40,000 comment lines before 40,000 offers made a Classic
// sheet cost the square of its lines).
func (p *sheetParser) kept(l *payola.SheetLine) {
	if l.Kind != payola.OfferLine || !oneOfferPerUnit(p.r) && !p.r.Loyal[p.power] {
		return
	}
	if p.offeredAt == nil {
		p.offeredAt = map[string]int{}
	}
	if _, ok := p.offeredAt[l.Unit.Province()]; !ok {
		p.offeredAt[l.Unit.Province()] = l.Number
	}
}

// transferLine reads `TRANSFER n TO POWER` (rule 2.3).
func (p *sheetParser) transferLine(body string) (payola.SheetLine, *orders.Error) {
	words, cols := fieldsWithCols(body)
	if len(words) >= 4 && strings.EqualFold(words[2], "TO") {
		// The power's name may be words (void's GULF OF BOTHNIA).
		name := strings.TrimRight(body[cols[3]-1:], " \t")
		words, cols = append(words[:2], name), append(cols[:2], cols[3])
	}
	if len(words) != 3 {
		return payola.SheetLine{}, &orders.Error{Col: cols[0], Msg: "write a transfer as TRANSFER amount TO POWER, e.g. TRANSFER 5 TO ENGLAND"}
	}
	n, err := strconv.Atoi(words[1])
	if err != nil || n < 1 || n > 1_000_000 {
		return payola.SheetLine{}, &orders.Error{Col: cols[1], Msg: fmt.Sprintf("%s is not an amount: a transfer is a whole number of AgP, at least 1", orders.Quote(words[1]))}
	}
	to := orders.PowerNamed(p.m, words[2])
	if to == nil && len(words[2]) == 1 {
		to = p.m.PowerByLetter(words[2])
	}
	if to == nil {
		return payola.SheetLine{}, &orders.Error{Col: cols[2], Msg: fmt.Sprintf("%s is not a power of this map", orders.Quote(words[2]))}
	}
	if to.Name == p.power {
		return payola.SheetLine{}, &orders.Error{Col: cols[2], Msg: "a power cannot transfer money to itself"}
	}
	p.transfer = payola.Transfer{Amount: n, To: to.Name}
	return payola.SheetLine{Kind: payola.TransferLine, Echo: fmt.Sprintf("TRANSFER %d TO %s", n, to.Name)}, nil
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
