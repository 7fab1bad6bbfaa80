package game

import (
	"bytes"
	"fmt"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render"
)

// This file is the one adapter between game files and the map: it builds
// the scenes engine/render draws, which knows nothing of game files.

// HistoryBoard is the board before a phase, kept in its history entry
// (history[].board) so that the phase can be drawn again later: every
// power's units and centers, and the units waiting to retreat.
type HistoryBoard struct {
	Units     map[string][]string `json:"units"`   // power -> units, as in powers[].units
	Centers   map[string][]string `json:"centers"` // power -> supply centers owned
	Dislodged []DislodgedFile     `json:"dislodged,omitempty"`
}

// board is the record of the game's board as it stands.
func (g *Game) board() *HistoryBoard {
	b := &HistoryBoard{Units: map[string][]string{}, Centers: map[string][]string{}}
	for _, u := range g.Pos.Sorted() {
		b.Units[u.Power] = append(b.Units[u.Power], u.Unit.String())
	}
	for prov, owner := range g.Owners {
		b.Centers[owner] = append(b.Centers[owner], prov)
	}
	for _, cs := range b.Centers {
		sort.Strings(cs)
	}
	b.Dislodged = append(b.Dislodged, g.File.Dislodged...)
	return b
}

// BoardScene is the game's board as it stands, without orders.
func BoardScene(g *Game) render.Scene {
	s := render.Scene{Title: g.File.Name + ": " + g.Phase.Long(), Owners: g.Owners}
	s.Units = append(s.Units, g.Pos.Sorted()...)
	s.Dislodged = append(s.Dislodged, g.Dislodged...)
	return s
}

// PhaseScene is the board before the phase just adjudicated with the
// phase's orders and the judge's outcomes drawn on it.
func PhaseScene(g *Game, r *Result) render.Scene {
	s := BoardScene(g)
	s.Orders = r.Results
	return s
}

// Downloads are every file of an adjudication by name, as the CLI's --out
// and the web page offer them: the game's texts and the map of the phase.
func Downloads(g *Game, r *Result) (map[string][]byte, error) {
	files, err := r.Files(g.File.Name)
	if err != nil {
		return nil, err
	}
	var svg bytes.Buffer
	if err := render.Map(&svg, g.Map, PhaseScene(g, r)); err != nil {
		return nil, err
	}
	files[r.MapFileName(g.File.Name)] = svg.Bytes()
	// Tin Cup (6.3): each power's own map of the phase.
	for power, v := range r.Views {
		var own bytes.Buffer
		if err := render.Map(&own, g.Map, ViewScene(g.File.Name+": "+g.Phase.Long(), v)); err != nil {
			return nil, err
		}
		files[r.PowerMapFileName(g.File.Name, power)] = own.Bytes()
	}
	return files, nil
}

// ViewScene draws one power's view of a Tin Cup game (rule 6.3): a
// phase's view is the board before it as the power saw it, with the orders
// it sees in full; a board view (BoardView) is the board as it stands.
func ViewScene(title string, v *View) render.Scene {
	return render.Scene{Title: title + " as " + v.Power + " sees it", Owners: v.Owners, Units: v.Units, Dislodged: v.Dislodged, Orders: v.Orders}
}

// IssuedResults reads issued orders back (from `adjudicate --json` or a
// history entry) as the judge's results, for drawing them.
func IssuedResults(m *board.Map, ph Phase, issued []IssuedOrder) ([]judge.Result, error) {
	var out []judge.Result
	for _, io := range issued {
		o, err := orders.Parse(m, io.Order, orders.Phase(ph.Kind))
		if err != nil {
			return nil, fmt.Errorf("order %q: %v", io.Order, err)
		}
		oc, ok := outcomes[io.Result]
		if !ok {
			return nil, fmt.Errorf("order %q: result %q is not succeeds, fails or void", io.Order, io.Result)
		}
		out = append(out, judge.Result{Power: io.Power, Order: o, Outcome: oc, Dislodged: io.Dislodged})
	}
	return out, nil
}

var outcomes = map[string]judge.Outcome{
	judge.Succeeds.String(): judge.Succeeds,
	judge.Fails.String():    judge.Fails,
	judge.Void.String():     judge.Void,
}

// HistoryScene is an adjudicated phase of the game's history as it was
// played: the board before it and its orders with their results. Entries
// written before history kept the board are drawn from what they hold: a
// movement phase orders every unit; a retreat or adjustment phase starts
// from the movement phase before it, carried forward by the results; the
// centers are those of the next record in the same year of ownership, and
// when there is none the map says the centers are not known.
func HistoryScene(g *Game, code string) (render.Scene, error) {
	h := g.File.History
	at := -1
	for i := range h {
		if h[i].Phase == code {
			at = i
		}
	}
	if at < 0 {
		var known []string
		for _, e := range h {
			known = append(known, e.Phase)
		}
		if len(known) == 0 {
			return render.Scene{}, fmt.Errorf("phase %s: the game has no adjudicated phase yet", code)
		}
		return render.Scene{}, fmt.Errorf("phase %s is not in the game's history (%v)", code, known)
	}
	ph, err := ParsePhase(code)
	if err != nil {
		return render.Scene{}, err
	}
	res, err := IssuedResults(g.Map, ph, h[at].Orders)
	if err != nil {
		return render.Scene{}, fmt.Errorf("history %s: %v", code, err)
	}
	s := render.Scene{Title: g.File.Name + ": " + ph.Long(), Orders: res}
	if b := h[at].Board; b != nil {
		if err := fromBoard(g.Map, b, &s); err != nil {
			return render.Scene{}, fmt.Errorf("history %s: board: %v", code, err)
		}
		return s, nil
	}
	if err := g.derive(at, &s); err != nil {
		return render.Scene{}, fmt.Errorf("history %s: the entry keeps no board and %v", code, err)
	}
	return s, nil
}

// fromBoard fills a scene from a recorded board.
func fromBoard(m *board.Map, b *HistoryBoard, s *render.Scene) error {
	s.Owners = map[string]string{}
	for _, power := range sortedKeys(b.Units) {
		for _, text := range b.Units[power] {
			u, err := fileUnit(m, text)
			if err != nil {
				return fmt.Errorf("%s: %q: %v", power, text, err)
			}
			s.Units = append(s.Units, orders.Placed{Power: power, Unit: u})
		}
	}
	for power, cs := range b.Centers {
		for _, c := range cs {
			s.Owners[c] = power
		}
	}
	for _, d := range b.Dislodged {
		u, err := fileUnit(m, d.Unit)
		if err != nil {
			return fmt.Errorf("dislodged %q: %v", d.Unit, err)
		}
		s.Dislodged = append(s.Dislodged, judge.Dislodgement{Power: d.Power, Unit: u, AttackedFrom: d.AttackedFrom, ByConvoy: d.ByConvoy})
	}
	return nil
}

// derive rebuilds the board before history entry at from the entries
// themselves (see HistoryScene).
func (g *Game) derive(at int, s *render.Scene) error {
	h := g.File.History
	start := at
	for start >= 0 {
		ph, err := ParsePhase(h[start].Phase)
		if err != nil {
			return err
		}
		if ph.Kind == 'M' {
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
		ph, _ := ParsePhase(h[i].Phase)
		res, err := IssuedResults(g.Map, ph, h[i].Orders)
		if err != nil {
			return err
		}
		carry(pos, ph, res)
	}
	// A retreat phase orders every unit waiting to retreat (a retreat or a
	// disband); those with no retreat at all were destroyed before it.
	if ph, _ := ParsePhase(h[at].Phase); ph.Kind == 'R' {
		for _, r := range s.Orders {
			s.Dislodged = append(s.Dislodged, judge.Dislodgement{Power: r.Power, Unit: r.Order.Unit})
		}
	}
	s.Units = append(s.Units, orders.Position(pos).Sorted()...)
	s.Owners = g.ownersAround(at)
	if s.Owners == nil {
		s.Title += " (centers not recorded)"
	}
	return nil
}

// carry moves the board past one phase, a movement or a retreat phase:
// the orders' units where their results leave them. A winter is never
// carried: derive starts at the last movement phase, and a winter is
// followed by the next one.
func carry(pos map[string]orders.Placed, ph Phase, res []judge.Result) {
	switch ph.Kind {
	case 'M':
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
	case 'R':
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
func (g *Game) ownersAround(at int) map[string]string {
	h := g.File.History
	year := ownershipYear(h[at].Phase)
	for i := at + 1; i <= len(h); i++ {
		code := g.File.Phase
		if i < len(h) {
			code = h[i].Phase
		}
		if ownershipYear(code) != year {
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
// a Winter through the Fall retreats that follow.
func ownershipYear(code string) int {
	ph, err := ParsePhase(code)
	if err != nil {
		return 0 // no stretch: years start at 1
	}
	if ph.Season == 'W' {
		return ph.Year + 1
	}
	return ph.Year
}
