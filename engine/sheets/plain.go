package sheets

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// plain reads a section of plain orders for the power's own units (loyal
// powers in movement phases, everybody in retreats and adjustments) into
// sh. An order for a unit that is not the power's is refused; each unit
// may have one order. ACCEPT and TRANSFER lines stand in a section of any
// phase (rules 2.3, 4.3 "at any time"; game-format.md §2); NMR or CLEAR
// discards every line before it.
func (b Board) plain(sh *Sheet) orders.Diagnostics {
	s := sh.Section
	var errs orders.Diagnostics
	var list []Order
	var where map[string]int // the ordered unit's province -> its line
	var standing []orders.Line
	clear := func() {
		errs, list, where, standing = nil, nil, map[string]int{}, nil
	}
	clear()
	for i, line := range s.Lines {
		n := line.Num
		if isBlank(line.Text) {
			continue
		}
		if Signature(line.Text) {
			errs.Add(s.Power, line.Pos(1), SignatureMsg(s.Lines[i+1:]))
			break
		}
		if col, quoted := QuotedMail(line.Text); quoted {
			errs.Add(s.Power, line.Pos(col), QuotedMailMsg)
			continue
		}
		if col, intro := ReplyIntro(line.Text); intro {
			errs.Add(s.Power, line.Pos(col), ReplyIntroMsg)
			continue
		}
		if col, sig := PhoneSignature(line.Text); sig {
			errs.Add(s.Power, line.Pos(col), PhoneSignatureMsg)
			continue
		}
		text := stripComment(line.Text)
		if b.Phase == orders.Movement {
			text = zeroDirect(text)
		}
		switch first := strings.ToUpper(firstWord(text)); {
		case IsClear(strings.TrimSpace(text)):
			clear()
			continue
		case first == "ACCEPT" || first == "TRANSFER":
			standing = append(standing, line)
			continue
		case offerLike(text):
			errs.Add(s.Power, line.Pos(0), b.offersElsewhere())
			continue
		}
		o, err := orders.Parse(b.Map, text, b.Phase)
		var void error
		if err == nil {
			void, err = b.own(s.Power, &o)
		}
		if err != nil {
			d := orders.Diagnostic{Power: s.Power, Pos: line.Pos(0), Msg: err.Error()}
			if oe, ok := err.(*orders.Error); ok {
				d.Msg, d.Pos = oe.Msg, line.Pos(oe.Col)
			}
			errs = append(errs, d)
			continue
		}
		if o.Kind == orders.Waive {
			list = append(list, Order{Order: o, Pos: line.Pos(0)})
			continue
		}
		prov := o.Unit.Province()
		if at, dup := where[prov]; dup {
			errs.Add(s.Power, line.Pos(0), fmt.Sprintf("%s already has an order at line %d; give each unit one order", o.Unit, at))
			continue
		}
		where[prov] = n
		list = append(list, Order{Order: o, Pos: line.Pos(0), Void: void})
	}
	sh.Orders = list
	if len(standing) > 0 {
		st, ds := offerSheet(b.Map, nil, s.Power, standing, payola.AuctionRules{})
		errs = append(errs, suggestTransfers(b.Map, standing, ds)...)
		sh.Standing = st
	}
	return errs
}

// own checks that a plain order is for one of the power's own units,
// standing where the order says, and completes it on the board: else the
// line is refused (err). In a movement phase an order that unit cannot
// carry out is read as void. A power of "" (a player's check that does
// not say whose sheet it is; Read never reads one) owns every unit.
func (b Board) own(power string, o *orders.Order) (void, err error) {
	switch b.Phase {
	case orders.Movement:
		placed, ok := b.Pos.At(o.Unit.Loc)
		if !ok || (o.Unit.Type != 0 && o.Unit.Type != placed.Unit.Type) {
			if err := orders.Complete(b.Map, b.Pos, o); err != nil {
				return nil, err // names the unit that is not there
			}
			return nil, fmt.Errorf("there is no %s in %s", o.Unit, b.Map.Province(o.Unit.Province()).Name)
		}
		if power != "" && placed.Power != power {
			return nil, fmt.Errorf("%s is %s's unit, not %s's: a power orders only its own units", placed.Unit, placed.Power, power)
		}
		if err := orders.Complete(b.Map, b.Pos, o); err != nil {
			o.Unit = placed.Unit
			return err, nil
		}
		return orders.Check(b.Map, b.Pos, *o), nil
	case orders.Retreats:
		d, ok := b.Dislodged[o.Unit.Province()]
		switch {
		case !ok:
			return nil, fmt.Errorf("%s was not dislodged: only dislodged units retreat", o.Unit)
		case power != "" && d.Power != power:
			return nil, fmt.Errorf("%s is %s's unit, not %s's: a power orders only its own units", d.Unit, d.Power, power)
		}
		if o.Unit.Type == 0 {
			o.Unit = d.Unit
		}
		if o.Unit != d.Unit {
			return nil, fmt.Errorf("the dislodged unit in %s is %s", b.Map.Province(d.Unit.Province()).Name, d.Unit)
		}
	default:
		if o.Kind == orders.Remove || o.Kind == orders.Disband {
			// Removing a unit that is not there, or not one's own, is refused.
			if err := orders.Complete(b.Map, b.Pos, o); err != nil {
				return nil, err
			}
			if p, _ := b.Pos.At(o.Unit.Loc); power != "" && p.Power != power {
				return nil, fmt.Errorf("%s is %s's unit, not %s's: a power removes only its own units", p.Unit, p.Power, power)
			}
		}
	}
	return nil, nil
}

// stripComment cuts a trailing % comment off a plain-order line.
func stripComment(line string) string {
	if i := strings.IndexByte(line, '%'); i >= 0 {
		return line[:i]
	}
	return line
}

// firstWord is the first word of a line, or "".
func firstWord(text string) string {
	if f := strings.Fields(text); len(f) > 0 {
		return f[0]
	}
	return ""
}

// zeroDirect reads a `0 :` (or bare `:`) offer as the plain order it is
// (payola-rules §2: a plain order is `0 :`; a line starting with a type
// symbol has amount 0). The prefix becomes spaces, so the order's columns
// stay where they were written. Any other line is returned as it is.
func zeroDirect(text string) string {
	i := len(text) - len(strings.TrimLeft(text, " \t"))
	j := i
	for j < len(text) && text[j] == '0' {
		j++
	}
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j == len(text) || text[j] != ':' {
		return text
	}
	return strings.Repeat(" ", j+1) + text[j+1:]
}

// offerLike says whether a line is written as an offer or a savings
// request: it starts with an amount or a type symbol.
func offerLike(text string) bool {
	t := strings.TrimSpace(text)
	return t != "" && (t[0] >= '0' && t[0] <= '9' || strings.IndexByte(":!>@&", t[0]) >= 0)
}

// offersElsewhere says why an offer cannot stand in a section of plain orders.
func (b Board) offersElsewhere() string {
	// In words that name no place: the standard map's "BUILD A PAR" stood
	// in every map's messages, and for every power.
	switch b.Phase {
	case orders.Retreats:
		return "offers belong to movement phases: in a retreat phase write orders for your dislodged units: a retreat (the unit, '-' and a province) or DISBAND"
	case orders.Adjustments:
		return "offers belong to movement phases: in an adjustment phase write BUILD, a unit type and one of your home centers; REMOVE and a unit; or WAIVE"
	}
	return "no unit on this board takes money (every power is loyal, rule 6.5): write plain orders for your own units, each unit and its order"
}
