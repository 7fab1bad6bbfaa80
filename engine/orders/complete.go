package orders

import (
	"github.com/payola-gm/payola/engine/board"
)

// Complete fills in from the position what the writer left out: a missing
// unit type (of the ordered unit or of the unit supported or convoyed), the
// coast of a fleet standing on a split coast ("STP - BOT" becomes
// "F STP/SC - BOT"; a wrong coast is corrected too, as the DATC says the
// coast of the ordered unit is insignificant, 6.B.10), and the single
// reachable coast of a fleet move ("F MAR - SPA" becomes "F MAR - SPA/SC").
// A unit that is not there, or is of the other type, is an error. It does not
// check legality: that is Check's job. In a retreat phase pass the dislodged
// units as pos.
func Complete(m *board.Map, pos Position, o *Order) error {
	if o.Kind == Waive || o.Kind == Build {
		return nil
	}
	u, err := findUnit(m, pos, o.Unit, "")
	if err != nil {
		return err
	}
	o.Unit = u
	switch o.Kind {
	case Support:
		t, err := findUnit(m, pos, o.Target, " to support")
		if err != nil {
			return err
		}
		o.Target = t
		if t.Type == board.Army {
			o.To = board.Loc(o.To).Province() // coasts mean nothing to armies
		}
	case Convoy:
		t, err := findUnit(m, pos, o.Target, " to convoy")
		if err != nil {
			return err
		}
		o.Target = t
	case Move, Retreat:
		o.Dest = completeDest(m, o.Unit, o.Dest)
	}
	return nil
}

// findUnit finds the unit written as w in the position and returns it as it
// stands there. purpose finishes the message ("there is no unit in Picardy
// to support").
func findUnit(m *board.Map, pos Position, w Unit, purpose string) (Unit, error) {
	placed, ok := pos.At(w.Loc)
	if !ok {
		return w, problem(NoSuchUnit, "there is no unit in %s%s", placeName(m, w.Province()), purpose)
	}
	if w.Type != 0 && w.Type != placed.Unit.Type {
		return w, problem(NoSuchUnit, "there is no %s in %s%s: the unit there is %s", typeWord(w.Type), placeName(m, w.Province()), purpose, placed.Unit)
	}
	return placed.Unit, nil
}

// completeDest fills in the coast of a fleet's destination when only one is
// reachable, and drops a coast from an army's.
func completeDest(m *board.Map, u Unit, dest board.Loc) board.Loc {
	if u.Type == board.Army {
		return board.Loc(dest.Province())
	}
	if dest.Coast() != "" {
		return dest
	}
	if p := m.Province(dest.Province()); p == nil || len(p.Coasts) == 0 {
		return dest
	}
	if coasts := m.FleetCoastsTowards(u.Loc, dest.Province()); len(coasts) == 1 {
		return coasts[0]
	}
	return dest
}

// placeName is the province's name for messages ("Paris", "the North
// Sea"), or the id if the map does not know it.
func placeName(m *board.Map, id string) string {
	p := m.Province(id)
	if p == nil {
		return id
	}
	if p.Terrain == board.Sea {
		return "the " + p.Name
	}
	return p.Name
}

// locName names a location with its coast ("the north coast of Spain").
func locName(m *board.Map, l board.Loc) string {
	if c := l.Coast(); c != "" && coastName[c] != "" {
		return "the " + coastName[c] + " of " + placeName(m, l.Province())
	}
	return placeName(m, l.Province())
}

// typeWord is "army" or "fleet".
func typeWord(t board.UnitType) string {
	if t == board.Fleet {
		return "fleet"
	}
	return "army"
}
