package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render"
)

// This file is the one adapter between game files and the map: it builds
// the scenes engine/render draws, which knows nothing of game files.

// Picture says which map of a game to draw; the zero Picture is the board
// as it stands.
type Picture struct {
	Phase string // an adjudicated phase of the game's history, e.g. "S1901M"
	// Orders are issued orders of the game's current phase (as adjudicate
	// --json prints them), drawn with their results on the board.
	Orders []gamefile.IssuedOrder
	// Power, in a Tin Cup game, draws the board as the power sees it
	// (rule 6.3), whatever else is asked; other games ignore it.
	Power string
	// Drawing is the drawing of the game's map when the engine has none
	// built in (every map but standard): render.LoadDrawing of the map's
	// files in engine/maps/drawings, which the shell loads as it loads the
	// map. Nil draws the map's built-in drawing.
	Drawing *render.Drawing
}

// pictureScene is the scene of the picture asked for: the one place that
// decides which map the shells draw.
func pictureScene(g *gamefile.Game, p Picture) (render.Scene, error) {
	s := boardScene(g)
	var err error
	if p.Phase != "" {
		if s, err = historyScene(g, p.Phase); err != nil {
			return render.Scene{}, err
		}
	}
	if p.Orders != nil {
		results, err := resultsOnBoard(g, p.Orders)
		if err != nil {
			return render.Scene{}, err
		}
		s = phaseScene(g, results)
	}
	if p.Power != "" && g.Rules.Blind {
		pw := g.Map.Power(p.Power)
		if pw == nil {
			return render.Scene{}, fmt.Errorf("%q is not a power of this game", p.Power)
		}
		s = viewScene(g.File.Name+": "+g.Phase.Long(), g.BoardView(pw.Name))
	}
	return s, nil
}

// Draw is the map of the picture asked for, as SVG.
func Draw(g *gamefile.Game, p Picture) ([]byte, error) {
	s, err := pictureScene(g, p)
	if err != nil {
		return nil, err
	}
	return draw(g, p.Drawing, s)
}

// boardScene is the game's board as it stands, without orders.
func boardScene(g *gamefile.Game) render.Scene {
	s := render.Scene{Title: g.File.Name + ": " + g.Phase.Long(), Owners: g.Owners}
	s.Units = append(s.Units, g.Pos.Sorted()...)
	s.Dislodged = append(s.Dislodged, g.Dislodged...)
	return s
}

// phaseScene is the board before the phase just adjudicated with the
// phase's orders and the judge's outcomes drawn on it.
func phaseScene(g *gamefile.Game, results []judge.OrderResult) render.Scene {
	s := boardScene(g)
	s.Orders = results
	return s
}

// viewScene draws one power's view of a Tin Cup game (rule 6.3): a
// phase's view is the board before it as the power saw it, with the orders
// it sees in full; a board view (game.BoardView) is the board as it stands.
func viewScene(title string, v *game.View) render.Scene {
	return render.Scene{Title: title + " as " + v.Power + " sees it", Owners: v.Owners, Units: v.Units, Dislodged: v.Dislodged, Orders: v.Orders}
}

// issuedResults reads issued orders back (from `adjudicate --json` or a
// history entry) as the judge's results, for drawing them.
func issuedResults(m *board.Map, ph game.Phase, issued []gamefile.IssuedOrder) ([]judge.OrderResult, error) {
	var out []judge.OrderResult
	for _, io := range issued {
		o, err := orders.Parse(m, io.Order, ph.Kind)
		if err != nil {
			return nil, fmt.Errorf("order %q: %v", io.Order, err)
		}
		oc, ok := outcomes[io.Result]
		if !ok {
			return nil, fmt.Errorf("order %q: result %q is not succeeds, fails or void", io.Order, io.Result)
		}
		res := judge.OrderResult{Power: io.Power, Order: o, Outcome: oc, Dislodged: io.Dislodged}
		if err := readCause(m, io, &res); err != nil {
			return nil, fmt.Errorf("order %q: %v", io.Order, err)
		}
		out = append(out, res)
	}
	return out, nil
}

// readCause reads an issued order's cause and dislodger back into the
// judge's result, so that a map drawn again says why as it did (issue 21).
func readCause(m *board.Map, io gamefile.IssuedOrder, res *judge.OrderResult) error {
	if io.Cause != nil {
		c, err := io.Cause.Judge(m)
		if err != nil {
			return fmt.Errorf("cause: %v", err)
		}
		res.Cause = c
	}
	if io.DislodgedBy != "" {
		u, err := orders.ParseUnit(m, io.DislodgedBy)
		if err != nil {
			return fmt.Errorf("dislodgedBy: %v", err)
		}
		res.DislodgedBy = u
	}
	return nil
}

var outcomes = map[string]judge.Outcome{
	judge.Succeeds.String(): judge.Succeeds,
	judge.Fails.String():    judge.Fails,
	judge.Void.String():     judge.Void,
}

// historyScene is an adjudicated phase of the game's history as it was
// played: the board before it and its orders with their results. Entries
// written before history kept the board are drawn from what they hold: a
// movement phase orders every unit; a retreat or adjustment phase starts
// from the movement phase before it, carried forward by the results; the
// centers are those of the next record in the same year of ownership, and
// when there is none the map says the centers are not known.
func historyScene(g *gamefile.Game, code string) (render.Scene, error) {
	h := g.File.History
	at := -1
	for i := range h.Len() {
		if h.Phase(i) == code {
			at = i
		}
	}
	if at < 0 {
		var known []string
		for i := range h.Len() {
			known = append(known, h.Phase(i))
		}
		if len(known) == 0 {
			return render.Scene{}, fmt.Errorf("phase %s: the game has no adjudicated phase yet", code)
		}
		return render.Scene{}, fmt.Errorf("phase %s is not in the game's history (%v)", code, known)
	}
	ph, err := gamefile.ParsePhase(code)
	if err != nil {
		return render.Scene{}, err
	}
	entry := h.At(at)
	res, err := issuedResults(g.Map, ph, entry.Orders)
	if err != nil {
		return render.Scene{}, fmt.Errorf("history %s: %v", code, err)
	}
	s := render.Scene{Title: g.File.Name + ": " + ph.Long(), Orders: res}
	if b := entry.Board; b != nil {
		if s.Units, s.Dislodged, s.Owners, err = b.Placed(g.Map); err != nil {
			return render.Scene{}, fmt.Errorf("history %s: board: %v", code, err)
		}
		return s, nil
	}
	if err := derive(g, at, &s); err != nil {
		return render.Scene{}, fmt.Errorf("history %s: the entry keeps no board and %v", code, err)
	}
	return s, nil
}

// derive rebuilds the board before history entry at from the entries
// themselves (see historyScene).
func derive(g *gamefile.Game, at int, s *render.Scene) error {
	h := g.File.History.Entries()
	start := at
	for start >= 0 {
		ph, err := gamefile.ParsePhase(h[start].Phase)
		if err != nil {
			return err
		}
		if ph.Kind == orders.Movement {
			break
		}
		start--
	}
	if start < 0 {
		return fmt.Errorf("no movement phase before it to start from")
	}
	// The movement phase orders every unit; the phases after it carry
	// the board forward.
	pos := map[string]orders.Placed{}
	if start == at {
		for _, r := range s.Orders {
			pos[r.Order.Unit.Province()] = orders.Placed{Power: r.Power, Unit: r.Order.Unit}
		}
	}
	for i := start; i < at; i++ {
		ph, _ := gamefile.ParsePhase(h[i].Phase)
		res, err := issuedResults(g.Map, ph, h[i].Orders)
		if err != nil {
			return err
		}
		carry(pos, ph, res)
	}
	// A retreat phase orders every unit waiting to retreat (a retreat or a
	// disband); those with no retreat at all were destroyed before it.
	if ph, _ := gamefile.ParsePhase(h[at].Phase); ph.Kind == orders.Retreats {
		for _, r := range s.Orders {
			s.Dislodged = append(s.Dislodged, judge.Dislodgement{Power: r.Power, Unit: r.Order.Unit})
		}
	}
	s.Units = append(s.Units, orders.Position(pos).Sorted()...)
	s.Owners = ownersAround(g, at)
	if s.Owners == nil {
		s.Title += " (centers not recorded)"
	}
	return nil
}

// carry moves the board past one phase, a movement or a retreat phase:
// the orders' units where their results leave them. A winter is never
// carried: derive starts at the last movement phase, and a winter is
// followed by the next one.
func carry(pos map[string]orders.Placed, ph game.Phase, res []judge.OrderResult) {
	switch ph.Kind {
	case orders.Movement:
		// Every unit had an order: clear the board, then stand each one
		// where its result leaves it; a dislodged unit leaves the board.
		for _, r := range res {
			delete(pos, r.Order.Unit.Province())
		}
		for _, r := range res {
			u := r.Order.Unit
			switch {
			case r.Dislodged:
			case r.Order.Kind == orders.Move && r.Outcome == judge.Succeeds:
				pos[r.Order.Dest.Province()] = orders.Placed{Power: r.Power, Unit: orders.Unit{Type: u.Type, Loc: r.Order.Dest}}
			default:
				if _, taken := pos[u.Province()]; !taken {
					pos[u.Province()] = orders.Placed{Power: r.Power, Unit: u}
				}
			}
		}
	case orders.Retreats:
		for _, r := range res {
			if r.Order.Kind == orders.Retreat && r.Outcome == judge.Succeeds {
				pos[r.Order.Dest.Province()] = orders.Placed{Power: r.Power, Unit: orders.Unit{Type: r.Order.Unit.Type, Loc: r.Order.Dest}}
			}
		}
	}
}

// ownersAround is who owned the centers before history entry at: taken
// from the next record (a later entry's board, or the game file now) when
// no change of ownership (the end of a Fall) lies between; nil when none
// does.
func ownersAround(g *gamefile.Game, at int) map[string]string {
	h := g.File.History.Entries()
	year := ownershipYear(g.Map, h[at].Phase)
	for i := at + 1; i <= len(h); i++ {
		code := g.File.Phase
		if i < len(h) {
			code = h[i].Phase
		}
		if ownershipYear(g.Map, code) != year {
			return nil
		}
		if i == len(h) {
			return g.Owners
		}
		if b := h[i].Board; b != nil {
			own := map[string]string{}
			for power, cs := range b.Centers {
				for _, c := range cs {
					own[c] = power
				}
			}
			return own
		}
	}
	return nil
}

// ownershipYear numbers the stretches between changes of ownership: from
// an adjustment phase through the retreats of the game year's last turn
// (a Winter through the Fall retreats; on hundred's calendar, ten years).
func ownershipYear(m *board.Map, code string) int {
	ph, err := gamefile.ParsePhase(code)
	if err != nil {
		return 0 // no stretch: years start at 1
	}
	return m.GameYear(ph.Year, ph.Kind == orders.Adjustments)
}

// resultsOnBoard reads back the issued orders of a result (as printed by
// adjudicate --json) for drawing them on the game's board. An order for a
// power or a unit the board does not have is refused, naming the field.
func resultsOnBoard(g *gamefile.Game, issued []gamefile.IssuedOrder) ([]judge.OrderResult, error) {
	var out []judge.OrderResult
	for i, io := range issued {
		where := fmt.Sprintf("orders[%d]", i)
		p := g.Map.Power(io.Power)
		if p == nil {
			return nil, fmt.Errorf("%s.power: %q is not a power of the %s map", where, io.Power, g.Map.ID)
		}
		o, err := orders.Parse(g.Map, io.Order, g.Phase.Kind)
		if err != nil {
			return nil, fmt.Errorf("%s.order: %q: %v", where, io.Order, err)
		}
		oc, ok := outcomes[io.Result]
		if !ok {
			return nil, fmt.Errorf("%s.result: %q is not succeeds, fails or void", where, io.Result)
		}
		if err := hasUnit(g, p.Name, o); err != nil {
			return nil, fmt.Errorf("%s.order: %q: %v", where, io.Order, err)
		}
		if io.Unit != "" && (o.Kind == orders.Waive || !strings.EqualFold(io.Unit, o.Unit.String())) {
			return nil, fmt.Errorf("%s.unit: %q is not the unit of the order %q", where, io.Unit, io.Order)
		}
		res := judge.OrderResult{Power: p.Name, Order: o, Outcome: oc, Dislodged: io.Dislodged}
		if err := readCause(g.Map, io, &res); err != nil {
			return nil, fmt.Errorf("%s.%v", where, err)
		}
		out = append(out, res)
	}
	return out, nil
}

// hasUnit says whether the ordered unit is the power's on the board: a
// unit in a movement phase, a dislodged unit in a retreat phase, a unit
// removed in the winter (a build or a waive names no unit yet).
func hasUnit(g *gamefile.Game, power string, o orders.Order) error {
	prov := o.Unit.Province()
	switch {
	case o.Kind == orders.Build || o.Kind == orders.Waive:
		return nil
	case g.Phase.Kind == orders.Retreats:
		for _, d := range g.Dislodged {
			if d.Power == power && d.Unit.Province() == prov {
				return nil
			}
		}
		return fmt.Errorf("%s has no dislodged unit in %s", power, prov)
	}
	u, ok := g.Pos[prov]
	if !ok || u.Power != power || (o.Unit.Type != 0 && u.Unit.Type != o.Unit.Type) {
		return fmt.Errorf("%s has no %s on this board", power, o.Unit)
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
