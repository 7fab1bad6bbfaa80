package orders

import (
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// Check says whether a completed order is one its unit may be given on this
// board now, and if not, why in a player's words. Hold, move, support and
// convoy are checked against the position (the unit must be there; a
// convoyed move needs fleets that could form a chain). For retreats,
// disbands, builds and removals only the map is checked: who was dislodged,
// where a retreat is blocked and which centers are free is the judge's
// business. Errors are *Error without a column.
func Check(m *board.Map, pos Position, o Order) error {
	return NewChecker(m, pos).Check(o)
}

// Checker is Check for many orders on one board, as a sheet's lines are:
// which coasts the fleets at sea could carry an army between is found once
// for all of them, not once per order. The position must not change while
// the Checker is used.
type Checker struct {
	m   *board.Map
	pos Position
	cv  convoys
}

// NewChecker checks orders against the position pos of map m.
func NewChecker(m *board.Map, pos Position) *Checker {
	return &Checker{m: m, pos: pos, cv: convoys{m: m, pos: pos}}
}

// Check is the package's Check on the Checker's board.
func (c *Checker) Check(o Order) error {
	m, pos := c.m, c.pos
	if o.Kind == Waive {
		return nil
	}
	if err := checkUnit(m, o.Unit); err != nil {
		if placed, ok := pos.At(o.Unit.Loc); !ok || placed.Unit != o.Unit || !shutIn(m, o.Unit) {
			return err
		}
		// A unit caught in a place that is impassable this season (loeb9's
		// Arctic Ocean after the Spring: DPjudge's HIBERNATE) stays there
		// and may only hold, or be removed ("UNIT MAY ONLY BE ORDERED TO
		// HOLD" in the reference judge).
		switch o.Kind {
		case Hold, Remove, Disband:
			return nil
		}
		return problem(CannotStand, "%s may only hold: %s is impassable in this season", o.Unit, placeName(m, o.Unit.Province()))
	}
	switch o.Kind {
	case Build:
		if p := m.Province(o.Unit.Province()); !p.Center {
			return problem(NotCenter, "%s is not a supply center: units are built only in home supply centers", p.Name)
		}
		return nil
	case Remove, Disband:
		return nil
	case Retreat:
		if err := checkStep(m, o.Unit, o.Dest, "retreat"); err != nil {
			if err == errFar {
				return problem(NotAdjacent, "%s cannot retreat to %s: not adjacent", o.Unit, locName(m, o.Dest))
			}
			return err
		}
		return nil
	}
	if err := present(m, pos, o.Unit, ""); err != nil {
		return err
	}
	var err *Error
	switch o.Kind {
	case Hold:
	case Move:
		err = checkMove(m, pos, &c.cv, o)
	case Support:
		err = checkSupport(m, pos, &c.cv, o)
	case Convoy:
		err = checkConvoy(m, pos, &c.cv, o)
	default:
		err = problem(Unclassified, "%s is not an order this judge knows", o.Kind)
	}
	if err != nil {
		return err // a nil *Error must not become a non-nil error
	}
	return nil
}

// checkUnit refuses a unit without a type or one the map cannot hold there.
func checkUnit(m *board.Map, u Unit) *Error {
	if !m.ValidLoc(u.Loc) {
		return problem(NoSuchPlace, "%s is not a place on this map", u.Loc)
	}
	if u.Type == 0 {
		return problem(NoType, "say whether the unit in %s is an army (A) or a fleet (F)", placeName(m, u.Province()))
	}
	if err := m.CanHold(u.Type, u.Loc); err != nil {
		return problem(CannotStand, "%s", err)
	}
	return nil
}

// shutIn says whether the unit's place is impassable now (a SHUT province,
// or one a season shuts): with the unit standing there, it got there in
// another season.
func shutIn(m *board.Map, u Unit) bool {
	p := m.Province(u.Province())
	return p != nil && p.Terrain == board.Shut
}

// present insists that the unit stands where the order says.
func present(m *board.Map, pos Position, u Unit, purpose string) *Error {
	placed, ok := pos.At(u.Loc)
	switch {
	case !ok:
		return problem(NoSuchUnit, "there is no unit in %s%s", placeName(m, u.Province()), purpose)
	case placed.Unit.Type != u.Type:
		return problem(NoSuchUnit, "there is no %s in %s%s: the unit there is %s", typeWord(u.Type), placeName(m, u.Province()), purpose, placed.Unit)
	case placed.Unit.Loc != u.Loc && purpose == "":
		return problem(WrongCoast, "the fleet in %s stands on %s: write %s", placeName(m, u.Province()), locName(m, placed.Unit.Loc), placed.Unit)
	}
	return nil
}

// errFar marks a step to a province that is not next to the unit; moves then
// look for a convoy, retreats and supports say "not adjacent".
var errFar = &Error{Msg: "not adjacent", Why: NotAdjacent}

// checkStep checks one step of unit u to dest, as a move or a retreat
// (what): terrain, coasts and adjacency. It returns errFar when only the
// distance is wrong.
func checkStep(m *board.Map, u Unit, dest board.Loc, what string) *Error {
	if !m.ValidLoc(dest) {
		return problem(NoSuchPlace, "%s is not a place on this map", dest)
	}
	prov := m.Province(dest.Province())
	if dest.Province() == u.Province() {
		return problem(SamePlace, "%s - %s: a %s must go somewhere else", u, dest, what)
	}
	if prov.Terrain == board.Shut {
		return problem(Impassable, "%s cannot %s to %s: it is impassable", u, what, prov.Name)
	}
	if u.Type == board.Army {
		if prov.Terrain == board.Sea {
			return problem(AtSea, "%s cannot %s to %s: an army cannot go to sea", u, what, placeName(m, prov.ID))
		}
		if dest.Coast() != "" {
			return problem(WrongCoast, "%s - %s: an army goes to a province, not a coast: write %s", u, dest, prov.ID)
		}
		if !m.Adjacent(board.Army, u.Loc, dest) {
			return errFar
		}
		return nil
	}
	if prov.Terrain == board.Land {
		return problem(Inland, "%s cannot %s to %s: it is inland, and a fleet cannot go inland", u, what, prov.Name)
	}
	// The usual move, to a province without coasts next to the fleet, needs
	// no list of the coasts it reaches: that is only for messages.
	if len(prov.Coasts) == 0 && dest.Coast() == "" && m.Adjacent(board.Fleet, u.Loc, dest) {
		return nil
	}
	reach := m.FleetCoastsTowards(u.Loc, prov.ID)
	if len(reach) == 0 {
		if otherCoastTouches(m, u.Loc, prov.ID) {
			return problem(WrongCoast, "%s cannot %s to %s: it stands on %s, which does not touch it", u, what, placeName(m, prov.ID), locName(m, u.Loc))
		}
		if m.ProvinceAdjacent(u.Province(), prov.ID) {
			return problem(NotAdjacent, "%s cannot %s to %s: no coast joins them for a fleet", u, what, placeName(m, prov.ID))
		}
		return errFar
	}
	if len(prov.Coasts) > 0 && dest.Coast() == "" {
		return problem(WrongCoast, "%s - %s: say which coast (%s)", u, dest, joinLocs(reach, " or "))
	}
	if !m.Adjacent(board.Fleet, u.Loc, dest) {
		return problem(WrongCoast, "%s cannot %s to %s: from %s a fleet reaches only %s", u, what, locName(m, dest), placeName(m, u.Province()), joinLocs(reach, " and "))
	}
	return nil
}

// otherCoastTouches says whether another coast of the fleet's province
// reaches prov (the fleet is on the wrong side: SPA/NC and the Gulf of Lyon).
func otherCoastTouches(m *board.Map, at board.Loc, prov string) bool {
	p := m.Province(at.Province())
	if at.Coast() == "" || p == nil {
		return false
	}
	for _, c := range p.Coasts {
		if c != at.Coast() && len(m.FleetCoastsTowards(board.Loc(p.ID+"/"+c), prov)) > 0 {
			return true
		}
	}
	return false
}

func joinLocs(ls []board.Loc, sep string) string {
	s := make([]string, len(ls))
	for i, l := range ls {
		s[i] = string(l)
	}
	return strings.Join(s, sep)
}

// checkMove checks a move: one step, or a convoy (asked for, written out as a
// route, or needed because the destination is not adjacent).
func checkMove(m *board.Map, pos Position, cv *convoys, o Order) *Error {
	u, dest := o.Unit, o.Dest
	if o.ViaConvoy || len(o.Route) > 0 {
		if u.Type == board.Fleet {
			return problem(NotConvoyable, "%s cannot be convoyed: only armies travel by convoy", u)
		}
		if err := checkStep(m, u, dest, "move"); err != nil && err != errFar {
			return err
		}
		if err := convoyEnds(m, u, dest.Province()); err != nil {
			return err
		}
		if len(o.Route) > 0 {
			return checkRoute(m, pos, o)
		}
		if !cv.possible(u.Province(), dest.Province(), "") {
			return problem(NoConvoyChain, "no chain of fleets could convoy %s to %s", u, placeName(m, dest.Province()))
		}
		return nil
	}
	err := checkStep(m, u, dest, "move")
	if err != errFar {
		return err
	}
	if u.Type == board.Army && cv.possible(u.Province(), dest.Province(), "") {
		return nil // not adjacent, but fleets could carry it
	}
	why := "not adjacent"
	if u.Type == board.Army && m.IsCoastal(u.Province()) && m.IsCoastal(dest.Province()) {
		why = "not adjacent, and no chain of fleets could convoy it there"
	}
	return problem(NotAdjacent, "%s cannot move to %s: %s", u, placeName(m, dest.Province()), why)
}

// convoyEnds insists that a convoyed army starts and ends on a coast.
func convoyEnds(m *board.Map, u Unit, to string) *Error {
	if !m.IsCoastal(u.Province()) {
		return problem(NotConvoyable, "%s cannot be convoyed: %s is not on the coast", u, placeName(m, u.Province()))
	}
	if !m.IsCoastal(to) {
		return problem(NotConvoyable, "%s cannot be convoyed to %s: it is not on the coast", u, placeName(m, to))
	}
	return nil
}

// checkRoute checks a convoy route written out: seas, each holding a fleet,
// each next to the one before, from the army's coast to its destination.
func checkRoute(m *board.Map, pos Position, o Order) *Error {
	seen := map[string]bool{}
	prev := o.Unit.Province()
	for _, sea := range o.Route {
		name := placeName(m, sea)
		if !m.ConvoysAt(sea) {
			return problem(BadRoute, "a convoy route goes through seas: %s is not a sea", name)
		}
		if seen[sea] {
			return problem(BadRoute, "the convoy route goes through %s twice", name)
		}
		seen[sea] = true
		if pl, ok := pos[sea]; !ok || pl.Unit.Type != board.Fleet {
			return problem(BadRoute, "the convoy route goes through %s, but no fleet is there", name)
		}
		if prev == o.Unit.Province() {
			if !m.Touches(board.Fleet, board.Loc(sea), prev) {
				return problem(BadRoute, "the convoy route must start next to %s: %s is not", placeName(m, prev), name)
			}
		} else if !m.Adjacent(board.Fleet, board.Loc(prev), board.Loc(sea)) {
			return problem(BadRoute, "the convoy route breaks between %s and %s: they are not adjacent", placeName(m, prev), name)
		}
		prev = sea
	}
	if !m.Touches(board.Fleet, board.Loc(prev), o.Dest.Province()) {
		return problem(BadRoute, "the convoy route must end next to %s: %s is not", placeName(m, o.Dest.Province()), placeName(m, prev))
	}
	return nil
}

// checkSupport checks a support: the supporter could itself move into the
// province, and the supported unit exists and could get there (directly, or
// by some convoy if it is an army).
func checkSupport(m *board.Map, pos Position, cv *convoys, o Order) *Error {
	u, t := o.Unit, o.Target
	if t.Type == 0 {
		return problem(NoType, "say whether the unit in %s is an army (A) or a fleet (F)", placeName(m, t.Province()))
	}
	if t.Province() == u.Province() {
		return problem(SelfSupport, "a unit cannot support itself")
	}
	if err := present(m, pos, t, " to support"); err != nil {
		return err
	}
	at := pos[t.Province()].Unit.Loc // the coast it really stands on
	if o.To == "" {
		if !m.Touches(u.Type, u.Loc, t.Province()) {
			return problem(SupporterCannotReach, "%s cannot support %s: it could not move to %s itself", u, t, placeName(m, t.Province()))
		}
		if m.NoSupportAcross(u.Province(), t.Province()) {
			return problem(NoSupportAcross, "%s cannot support %s: on this map a unit may move from %s to %s but not support across", u, t, placeName(m, u.Province()), placeName(m, t.Province()))
		}
		return nil
	}
	dest := board.Loc(o.To)
	to := m.Province(dest.Province())
	if to == nil || !m.ValidLoc(dest) {
		return problem(NoSuchPlace, "%s is not a place on this map", o.To)
	}
	toName := placeName(m, to.ID)
	switch {
	case to.ID == t.Province():
		return problem(SamePlace, "%s - %s: a move must go somewhere else, so there is nothing to support", t, o.To)
	case to.ID == u.Province():
		return problem(OwnProvince, "%s cannot support a move into %s: a unit cannot help to attack its own province", u, toName)
	case !m.Touches(u.Type, u.Loc, to.ID):
		// The supporter needs the province, not the coast (DATC 6.B.4).
		return problem(SupporterCannotReach, "%s cannot support into %s: it could not move there itself", u, toName)
	case m.NoSupportAcross(u.Province(), to.ID):
		return problem(NoSupportAcross, "%s cannot support into %s: on this map a unit may move from %s to %s but not support across", u, toName, placeName(m, u.Province()), toName)
	}
	if t.Type == board.Fleet {
		if !m.Touches(board.Fleet, at, to.ID) {
			return problem(TargetCannotReach, "%s cannot move to %s, so it cannot be supported there", t, toName)
		}
		if dest.Coast() != "" && !m.Adjacent(board.Fleet, at, dest) {
			return problem(TargetCannotReach, "%s cannot move to %s, so it cannot be supported there", t, locName(m, dest))
		}
		return nil
	}
	if dest.Coast() != "" {
		return problem(WrongCoast, "%s - %s: an army goes to a province, not a coast: write %s", t, dest, to.ID)
	}
	if to.Terrain == board.Sea {
		return problem(AtSea, "%s cannot move to %s: an army cannot go to sea", t, toName)
	}
	if !m.Adjacent(board.Army, at, dest) && !cv.possible(t.Province(), to.ID, "") {
		return problem(TargetCannotReach, "%s cannot reach %s (not adjacent, and no chain of fleets could convoy it there), so it cannot be supported there", t, toName)
	}
	return nil
}

// checkConvoy checks a convoy order: a fleet at sea carrying an army from a
// coast to a coast along a chain that could include this fleet.
func checkConvoy(m *board.Map, pos Position, cv *convoys, o Order) *Error {
	u, t := o.Unit, o.Target
	if u.Type != board.Fleet {
		return problem(CannotConvoy, "%s cannot convoy: only fleets convoy", u)
	}
	if !m.ConvoysAt(u.Province()) {
		return problem(CannotConvoy, "%s cannot convoy: it is not at sea", u)
	}
	switch t.Type {
	case board.Fleet:
		return problem(NotConvoyable, "%s cannot be convoyed: only armies travel by convoy", t)
	case 0:
		return problem(NoType, "say whether the unit in %s is an army (A) or a fleet (F)", placeName(m, t.Province()))
	}
	if err := present(m, pos, t, " to convoy"); err != nil {
		return err
	}
	if o.To == t.Province() {
		return problem(SamePlace, "%s - %s: a move must go somewhere else", t, o.To)
	}
	to := m.Province(o.To)
	if to == nil {
		return problem(NoSuchPlace, "%s is not a place on this map", o.To)
	}
	if to.Terrain == board.Sea {
		return problem(AtSea, "%s cannot be convoyed to %s: an army cannot go to sea", t, placeName(m, to.ID))
	}
	if err := convoyEnds(m, t, o.To); err != nil {
		return err
	}
	if !cv.possible(t.Province(), o.To, u.Province()) {
		return problem(NoConvoyChain, "no chain of fleets through %s could convoy %s to %s", placeName(m, u.Province()), t, placeName(m, o.To))
	}
	return nil
}

// SupportNamesProvince refuses a coast written as a support's destination.
// Players' orders name a province there (payola-rules §10.9: moves to two
// coasts are different orders, a support of either is one order), so offers
// should call it after Parse; Check lets the coast through because the DATC
// writes one and expects it honoured (6.B.9).
func SupportNamesProvince(o Order) error {
	if o.Kind != Support || board.Loc(o.To).Coast() == "" {
		return nil
	}
	p := o
	p.To = board.Loc(o.To).Province()
	return problem(WrongCoast, "a support names a province, not a coast: write %s", p)
}
