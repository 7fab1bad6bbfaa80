package orders

import (
	"fmt"
	"sync"

	"github.com/payola-gm/payola/engine/board"
)

// PhaseKind is the kind of phase an order is written for: 'M' movement, 'R'
// retreat, 'A' adjustment. It decides what "-", "R" and "D" mean.
type PhaseKind byte

const (
	Movement    PhaseKind = 'M'
	Retreats    PhaseKind = 'R'
	Adjustments PhaseKind = 'A'
)

// Parse reads one whole order ("A PAR - BUR", "army paris to burgundy",
// "F NTH C A LON - NWY", "FRENCH A MAR S A PAR - BUR", "PAR H", "BUILD F
// STP/NC", "WAIVE"). It checks spelling and map names only; Complete fills
// in what the position tells and Check says whether the order is legal.
// Errors are *Error with the column of the offending word.
func Parse(m *board.Map, text string, ph PhaseKind) (Order, error) {
	return ParseIn(m, text, 0, len(text), ph)
}

// ParseIn is Parse for the order written in line[from:to]: error columns
// count from the start of line, so that nobody shifts them.
func ParseIn(m *board.Map, line string, from, to int, ph PhaseKind) (Order, error) {
	return parseIn(m, nil, line, from, to, ph, false)
}

// ParseInBrief is ParseIn without the "did you mean" of a misspelt place,
// for a reader already past the problems anyone is shown
// (Diagnostics.Summarised): there the search would cost time and tell
// nobody anything (issue 30).
func ParseInBrief(m *board.Map, line string, from, to int, ph PhaseKind) (Order, error) {
	return parseIn(m, nil, line, from, to, ph, true)
}

// ParseActionInBrief is ParseActionIn as ParseInBrief is ParseIn.
func ParseActionInBrief(m *board.Map, u Unit, line string, from, to int, ph PhaseKind) (Order, error) {
	return parseIn(m, &u, line, from, to, ph, true)
}

// parseIn reads the order in line[from:to]: a whole one, or with u the
// order part for that unit (ParseActionIn); brief leaves out "did you mean".
func parseIn(m *board.Map, u *Unit, line string, from, to int, ph PhaseKind, brief bool) (Order, error) {
	p := newParser(m, line[:to], from, ph)
	p.brief = brief
	var o Order
	var err *Error // not error: a nil *Error in an error is not nil
	if u != nil {
		o, err = p.action(*u, vNone, nil)
	} else {
		o, err = p.order()
	}
	p.free()
	if err != nil {
		return Order{}, err
	}
	return o, nil
}

// ParseAction reads the order part for a known unit ("- ENG", "H", "S A PAR
// - BUR", "C A LON - NWY", or just "PIC"): what Payola's "|" alternatives
// repeat. Columns count from the start of text.
func ParseAction(m *board.Map, u Unit, text string, ph PhaseKind) (Order, error) {
	return ParseActionIn(m, u, text, 0, len(text), ph)
}

// ParseActionIn is ParseAction for line[from:to], with columns counted from
// the start of line.
func ParseActionIn(m *board.Map, u Unit, line string, from, to int, ph PhaseKind) (Order, error) {
	return parseIn(m, &u, line, from, to, ph, false)
}

// ParseUnit reads a unit as written in a game file or an offer ("A PAR",
// "F STP/NC", "FRENCH F BRE", "PAR"). A coast written for an army is kept so
// that the caller's board check can refuse it.
func ParseUnit(m *board.Map, text string) (Unit, error) {
	u, _, err := ParseUnitOwner(m, text)
	return u, err
}

// ParseUnitOwner is ParseUnit that also returns the power named in front of
// the unit ("FRENCH A PAR" gives "FRANCE"), or "" if none was written.
func ParseUnitOwner(m *board.Map, text string) (Unit, string, error) {
	p := newParser(m, text, 0, Movement)
	defer p.free()
	u, power, err := p.unit(func() string { return "a unit" })
	if err != nil {
		return Unit{}, "", err
	}
	p.skip()
	if t := p.peek(); t != nil {
		return Unit{}, "", p.errAt(t, "unexpected %s: a unit is a type and a place, and '%s' is complete", p.quoted(t), u)
	}
	return u, power, nil
}

// parser walks the tokens of one order.
type parser struct {
	m     *board.Map
	lx    *lexicon
	ph    PhaseKind
	src   string // the order text
	upper string // where its words' upper-case texts are
	toks  []token
	i     int
	from  int // where the order starts in src
	size  int // length of the text, for "found nothing" columns
	memo  []provinceHit
	gen   uint32 // which order the memo is about
	key   []byte // lookProvince's scratch: the normalised name being tried
	brief bool   // no "did you mean" for a misspelt place (ParseInBrief)
}

// parsers are reused: a sheet parses hundreds of orders, and a parser's
// token, memo and key buffers are most of what parsing one would allocate.
//
// The pool and the memo are optimised; be careful when changing them: a
// parser must answer exactly as a fresh one would, whatever it parsed
// before. Guarded by TestParserReuseAnswersAsNew.
var parsers = sync.Pool{New: func() any { return new(parser) }}

func newParser(m *board.Map, text string, from int, ph PhaseKind) *parser {
	return parsers.Get().(*parser).reset(m, text, from, ph)
}

// reset makes p ready to read line text from byte from, forgetting the
// last order without clearing its buffers.
func (p *parser) reset(m *board.Map, text string, from int, ph PhaseKind) *parser {
	if ph != Retreats && ph != Adjustments {
		ph = Movement // the zero Phase, and anything unknown, is a movement phase
	}
	if p.m != m {
		p.m, p.lx = m, lexiconOf(m) // the same map as last time, nearly always
	}
	p.ph, p.i, p.from, p.size, p.brief = ph, 0, from, len(text), false
	p.src = text
	p.toks, p.upper = lex(p.toks[:0], text, from)
	if cap(p.memo) < len(p.toks) {
		p.memo = make([]provinceHit, len(p.toks))
	}
	p.memo = p.memo[:len(p.toks)]
	p.gen++ // forgets the memo of the last order without clearing it
	if p.gen == 0 {
		clear(p.memo[:cap(p.memo)]) // wrapped around: an old entry could pass for new
		p.gen = 1
	}
	return p
}

// free hands the parser back for reuse; nothing it returned points into
// it. Its buffers keep the last text until the next order, or until the
// pool is emptied: clearing them would cost more.
func (p *parser) free() {
	parsers.Put(p)
}

// raw is the token as typed.
func (p *parser) raw(t *token) string { return p.src[t.start:t.end] }

// quoted is the token as typed, fit for a message (see Quote).
func (p *parser) quoted(t *token) string { return Quote(p.raw(t)) }

// text is a word upper-cased; for other tokens, as typed (only ever
// compared with words).
func (p *parser) text(t *token) string {
	if t.kind != tWord {
		return p.raw(t)
	}
	return p.upper[t.ustart:t.uend]
}

func (p *parser) peek() *token { return p.peekAt(p.i) }

// peekAt returns token i, or nil past the end.
func (p *parser) peekAt(i int) *token {
	if i < len(p.toks) {
		return &p.toks[i]
	}
	return nil
}

func (p *parser) errAt(t *token, format string, args ...any) *Error {
	return &Error{Col: t.col(), Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) errEnd(format string, args ...any) *Error {
	return &Error{Col: p.size + 1, Msg: fmt.Sprintf(format, args...)}
}

// errNext reports at the next token, or at the end of the text.
func (p *parser) errNext(format string, args ...any) *Error {
	if t := p.peek(); t != nil {
		return p.errAt(t, format, args...)
	}
	return p.errEnd(format, args...)
}

// foundText quotes the next token for "found ..." messages.
func (p *parser) foundText() string {
	if t := p.peek(); t != nil {
		return p.quoted(t)
	}
	return "nothing"
}

// word returns the next token's text if it is a word.
func (p *parser) word() string {
	if t := p.peek(); t != nil && t.kind == tWord {
		return p.text(t)
	}
	return ""
}

// verbAt returns the order word at the cursor, if the cursor is on one.
func (p *parser) verbAt() verb {
	if t := p.peek(); t != nil && t.kind == tWord {
		return t.meaning().verb
	}
	return vNone
}

// skip passes over filler words and power names ("THE", "FRENCH") that do
// not begin a place name, and returns the last power named.
func (p *parser) skip() string {
	power := ""
	for {
		t := p.peek()
		if t == nil || t.kind != tWord || p.text(t) == "" {
			return power
		}
		// A power's name or adjective of several words ("BRITISH
		// COLUMBIAN A VAN", "MID ATLANTIC F MAO") is read whole, before a
		// place its words may begin, when a unit or a place follows it.
		if n, next, found := p.spelledAt(p.i, func(n spelledName) bool { return n.power != "" }); found && p.beginsUnit(next) {
			power, p.i = n.power, next
			continue
		}
		// A word that names a power and a place alike (chaos's PARIS,
		// aberration's IRISH, loeb9's NORWAY) is the power when a unit
		// type follows it: a place right before a unit type would end the
		// unit with the type left over.
		if nt := p.peekAt(p.i + 1); nt != nil && nt.kind == tWord && nt.meaning().unitType != 0 && !t.meaning().filler {
			if name := p.powerNamed(t); name != "" {
				power = name
				p.i++
				continue
			}
		}
		if _, _, isPlace := p.province(p.i); isPlace {
			return power
		}
		if !t.meaning().filler {
			name := p.powerNamed(t)
			if name == "" {
				return power
			}
			power = name
		}
		p.i++
	}
}

// beginsUnit says whether a unit may begin at token i: a unit type or a
// place.
func (p *parser) beginsUnit(i int) bool {
	if i >= len(p.toks) || p.toks[i].kind != tWord {
		return false
	}
	if p.toks[i].meaning().unitType != 0 {
		return true
	}
	_, _, isPlace := p.province(i)
	return isPlace
}

// powerNamed is the power a word names, by name or adjective, or "".
func (p *parser) powerNamed(t *token) string {
	if t.ascii && p.lx.powers != nil {
		w := p.text(t)
		if !p.lx.powerFilter.has(keyFilterCell(w)) {
			return ""
		}
		return p.lx.powers[w]
	}
	if pw := p.m.Power(p.text(t)); pw != nil {
		return pw.Name
	}
	if pw := p.m.PowerByAdjective(p.text(t)); pw != nil {
		return pw.Name
	}
	return ""
}

// end insists that the order is over: nothing may follow o.
func (p *parser) end(o Order) *Error {
	p.skip()
	if t := p.peek(); t != nil {
		return p.errAt(t, "unexpected %s: the order is complete after '%s'", p.quoted(t), o)
	}
	return nil
}

// unit reads an optional power, an optional type and a location. what
// names the unit in messages; like place's, it is built only for an error.
func (p *parser) unit(what func() string) (Unit, string, *Error) {
	power := p.skip()
	var u Unit
	if typeTok := p.peek(); typeTok != nil && typeTok.kind == tWord && typeTok.meaning().unitType != 0 {
		u.Type = typeTok.meaning().unitType
		p.i++
		p.skip()
		loc, err := p.place(func() string { return fmt.Sprintf("a province after %s", p.quoted(typeTok)) })
		if err != nil {
			return Unit{}, "", err
		}
		u.Loc = loc
		return u, power, nil
	}
	loc, err := p.place(what)
	if err != nil {
		return Unit{}, "", err
	}
	u.Loc = loc
	return u, power, nil
}

// order reads a whole order: an optional order word in front ("HOLD A PAR",
// "BUILD F STP/NC", "WAIVE"), the unit, then the action.
func (p *parser) order() (Order, *Error) {
	p.skip()
	if len(p.toks) == 0 {
		return Order{}, &Error{Col: p.from + 1, Msg: "there is no order here"}
	}
	var lead verb
	var leadTok *token
	if v := p.verbAt(); v != vNone && v != vMove && v != vVia && v != vSupport && v != vConvoy {
		lead, leadTok = v, p.peek()
		p.i++
		if lead == vWaive {
			if p.ph != Adjustments {
				return Order{}, p.errAt(leadTok, "WAIVE is an adjustment-phase order")
			}
			if err := p.end(Order{Kind: Waive}); err != nil {
				return Order{}, err
			}
			return Order{Kind: Waive}, nil
		}
	}
	if v := p.verbAt(); lead == vNone && (v == vSupport || v == vConvoy) {
		return Order{}, p.errAt(p.peek(), "an order starts with the unit that gives it: write the unit first, then S or C and the unit it supports or convoys")
	}
	u, _, err := p.unit(p.lx.unitExpected)
	if err != nil {
		return Order{}, err
	}
	return p.action(u, lead, leadTok)
}

// action reads what unit u is to do. lead is an order word already read in
// front of the unit ("HOLD A PAR"), or vNone.
func (p *parser) action(u Unit, lead verb, leadTok *token) (Order, *Error) {
	p.skip()
	v, vt := p.verbAt(), p.peek()
	if lead != vNone {
		if t := p.peek(); t != nil && !(lead == vRetreat && (v == vMove || t.kind == tDash || v == vNone)) {
			return Order{}, p.errAt(t, "unexpected %s: the order is complete after '%s %s'", p.quoted(t), p.raw(leadTok), u)
		}
		v, vt = lead, leadTok
	} else if v != vNone {
		p.i++
	}
	if v == vRetreat && p.ph == Adjustments && p.text(vt) == "R" {
		v = vRemove // "A PAR R" removes in an adjustment phase
	}
	if v == vDisband && p.ph == Adjustments {
		v = vRemove
	}
	switch v {
	case vNone:
		t := p.peek()
		if t == nil {
			return Order{}, p.errEnd("expected an order for %s (%s), found nothing", u, p.expected())
		}
		if t.kind != tDash {
			if _, _, isPlace := p.province(p.i); !isPlace {
				return Order{}, p.errAt(t, "expected an order for %s (%s), found %s", u, p.expected(), p.quoted(t))
			}
		}
		return p.move(u)
	case vMove, vRetreat:
		if v == vRetreat && p.ph != Retreats {
			return Order{}, p.errAt(vt, "retreats are ordered only in a retreat phase")
		}
		return p.move(u)
	case vHold:
		if p.ph != Movement {
			return Order{}, p.errAt(vt, "%s", p.wrongPhase())
		}
		o := Order{Unit: u, Kind: Hold}
		return o, p.end(o)
	case vSupport:
		if p.ph != Movement {
			return Order{}, p.errAt(vt, "%s", p.wrongPhase())
		}
		return p.support(u)
	case vConvoy:
		if p.ph != Movement {
			return Order{}, p.errAt(vt, "%s", p.wrongPhase())
		}
		return p.convoy(u)
	case vDisband:
		if p.ph != Retreats {
			return Order{}, p.errAt(vt, "units are disbanded only in retreat phases (and removed in adjustment phases)")
		}
		o := Order{Unit: u, Kind: Disband}
		return o, p.end(o)
	case vBuild, vRemove:
		if p.ph != Adjustments {
			return Order{}, p.errAt(vt, "builds and removals are ordered only in an adjustment phase")
		}
		if v == vBuild && u.Type == 0 {
			return Order{}, p.errAt(vt, "say what to build: BUILD A %s or BUILD F %s", u.Loc, u.Loc)
		}
		k := Build
		if v == vRemove {
			k = Remove
		}
		o := Order{Unit: u, Kind: k}
		return o, p.end(o)
	}
	return Order{}, p.errAt(vt, "expected an order for %s (%s), found %s", u, p.expected(), p.quoted(vt))
}

// expected lists the order words of the phase, for messages.
func (p *parser) expected() string {
	switch p.ph {
	case Retreats:
		return "'-' and a province, or DISBAND"
	case Adjustments:
		return "BUILD or REMOVE"
	}
	return "H, '-' and a province, S or C"
}

// wrongPhase explains which orders the phase takes.
func (p *parser) wrongPhase() string {
	switch p.ph {
	case Retreats:
		return "in a retreat phase a unit can only retreat ('-' and a province) or DISBAND"
	case Adjustments:
		return "in an adjustment phase write BUILD, REMOVE or WAIVE"
	}
	return "this order does not belong in a movement phase"
}

// moveMarks passes over "-", "->", "TO", "MOVES TO" and the like.
func (p *parser) moveMarks() {
	for {
		p.skip()
		t := p.peek()
		if t == nil || !(t.kind == tDash || t.meaning().verb == vMove && t.kind == tWord) {
			return
		}
		p.i++
	}
}

// move reads "- DST", "- SEA - SEA - DST", "- DST VIA SEA SEA" and
// "- DST VIA CONVOY". In a retreat phase it is a retreat and takes one step.
func (p *parser) move(u Unit) (Order, *Error) {
	if p.ph == Adjustments {
		return Order{}, p.errNext("%s", p.wrongPhase())
	}
	var places []board.Loc
	var first *token // where the destination (or the route) begins
	for {
		p.moveMarks()
		t := p.peek()
		if t == nil || t.kind == tWord && t.meaning().verb == vVia {
			break
		}
		if len(places) > 0 && (t.kind != tWord || t.meaning().verb != vNone) {
			break // the end() below names what is left over
		}
		var after *token // the token before the place, quoted only for an error
		if len(places) == 0 {
			first = t
			if p.i > 0 {
				after = &p.toks[p.i-1]
			}
		}
		loc, err := p.place(func() string {
			if after == nil {
				return "a province after '-'"
			}
			return fmt.Sprintf("a province after %s", p.quoted(after))
		})
		if err != nil {
			return Order{}, err
		}
		places = append(places, loc)
	}
	if len(places) == 0 {
		return Order{}, p.errNext("expected a province for %s to move to, found %s", u, p.foundText())
	}
	o := Order{Unit: u, Kind: Move, Dest: places[len(places)-1]}
	for _, l := range places[:len(places)-1] {
		o.Route = append(o.Route, l.Province())
	}
	if err := p.via(&o); err != nil {
		return Order{}, err
	}
	if len(o.Route) > 0 {
		o.ViaConvoy = true
	}
	if u.Type == board.Army && o.Dest.Coast() != "" {
		o.Dest = board.Loc(o.Dest.Province()) // coasts mean nothing to armies (DATC 6.B.12)
	}
	if p.ph == Retreats {
		if o.ViaConvoy {
			return Order{}, p.errAt(first, "a retreat goes straight to a neighbouring province, never by convoy")
		}
		o.Kind = Retreat
	}
	return o, p.end(o)
}

// via reads what follows a move's destination: "VIA CONVOY" (also "BY
// CONVOY"), or "VIA" and the seas of the route, which join any written
// before the destination. Saying both ("VIA NTH VIA CONVOY") is fine.
func (p *parser) via(o *Order) *Error {
	for p.verbAt() == vVia {
		viaTok := p.peek()
		p.i++
		p.skip()
		if p.verbAt() == vConvoy {
			p.i++
			o.ViaConvoy = true
			continue
		}
		n := 0
		for {
			p.moveMarks()
			if p.word() == "" || p.verbAt() != vNone {
				break
			}
			loc, err := p.place(func() string { return fmt.Sprintf("CONVOY or a sea after %s", p.quoted(viaTok)) })
			if err != nil {
				return err
			}
			o.Route = append(o.Route, loc.Province())
			n++
		}
		if n == 0 {
			return p.errNext("expected CONVOY or a sea after %s, found %s", p.quoted(viaTok), p.foundText())
		}
	}
	return nil
}

// support reads "S UNIT" (to hold, with an optional trailing H) or
// "S UNIT - PROV". A coast written on a fleet's destination is kept: the
// DATC writes "F POR S F MID - SPA/NC" and wants it not to match a move to
// SPA/SC (6.B.9). Players' offers name a province (payola-rules §10.9): it
// is for the offer parser to refuse a coast there. An army's destination
// never keeps one.
func (p *parser) support(u Unit) (Order, *Error) {
	target, _, err := p.unit(func() string { return "the unit to support after 'S'" })
	if err != nil {
		return Order{}, err
	}
	o := Order{Unit: u, Kind: Support, Target: target}
	p.skip()
	if p.verbAt() == vHold {
		p.i++
		return o, p.end(o)
	}
	if p.peek() == nil {
		return o, nil
	}
	p.moveMarks()
	loc, perr := p.place(func() string { return fmt.Sprintf("H or '-' and a province after 'S %s'", target) })
	if perr != nil {
		return Order{}, perr
	}
	o.To = string(loc)
	if target.Type == board.Army {
		o.To = loc.Province()
	}
	return o, p.end(o)
}

// convoy reads "C A PROV - PROV". A coast on the destination is dropped, as
// the convoyed army lands in the province.
func (p *parser) convoy(u Unit) (Order, *Error) {
	target, _, err := p.unit(func() string { return "the army to convoy after 'C'" })
	if err != nil {
		return Order{}, err
	}
	p.moveMarks()
	if p.peek() == nil {
		return Order{}, p.errEnd("a convoy says where the army goes: expected '-' and a province after 'C %s', found nothing", target)
	}
	loc, perr := p.place(func() string { return fmt.Sprintf("'-' and a province after 'C %s'", target) })
	if perr != nil {
		return Order{}, perr
	}
	o := Order{Unit: u, Kind: Convoy, Target: target, To: loc.Province()}
	return o, p.end(o)
}
