package gametest

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"hash/fnv"
	"math/rand"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// Play adjudicates a game from its file for the given number of game years
// (from one adjustment phase to the next: ten years of hundred's calendar)
// or until somebody wins, every phase with RandomText, and calls each with
// the game of every phase played and its result. The same file and seed
// play the same game.
func Play(data []byte, maps gamefile.MapSource, seed int64, years int, each func(g *gamefile.Game, r *gamefile.Result) error) error {
	rng := rand.New(rand.NewSource(seed))
	first := 0
	for {
		g, err := gamefile.LoadFrom(data, maps)
		if err != nil {
			return fmt.Errorf("the next file does not load: %v", err)
		}
		if first == 0 {
			first = g.Phase.Year
		}
		if g.Phase.Year >= first+years*g.Map.YearSpan() || g.File.Winner != "" {
			return nil
		}
		text := RandomText(rng, g)
		r, err := gamefile.Adjudicate(g, text, game.Options{})
		if err != nil {
			return fmt.Errorf("%s: valid sheets refused: %v\n%s", g.Phase, err, text)
		}
		if err := each(g, r); err != nil {
			return fmt.Errorf("%s: %v", g.Phase, err)
		}
		if data, err = r.Next.Encode(); err != nil {
			return err
		}
	}
}

// RandomText is what the powers send in a phase: in a movement phase,
// offers of random amounts to random units (their own and others') for
// holds, moves and supports they could carry out, with transfers now and
// then; in a retreat phase random retreats; in an adjustment phase the
// builds and removals due (a build now and then waived), or nothing (civil
// disorder). A loyal power orders its own units; a dummy sends nothing.
// Classic games keep to one direct offer per unit.
func RandomText(rng *rand.Rand, g *gamefile.Game) string {
	var b strings.Builder
	classic := g.Rules.Parts.OneOfferPerUnit
	for _, p := range g.File.Powers {
		if p.Status == game.Dummy || rng.Intn(6) == 0 {
			continue // silent (rule 3.3)
		}
		var lines []string
		switch g.Phase.Kind {
		case orders.Movement:
			if p.Status == game.Loyal {
				for _, u := range g.UnitsOf(p.Name) {
					lines = append(lines, anyOrder(rng, g, u))
				}
				break
			}
			all := g.Pos.Sorted()
			offered := map[string]bool{}
			for range rng.Intn(6) {
				u := all[rng.Intn(len(all))]
				if g.Status(u.Power) == game.Loyal || (classic && offered[u.Unit.String()]) {
					continue // loyal units take no money (6.5)
				}
				offered[u.Unit.String()] = true
				a := rng.Intn(12)
				if u.Power != p.Name && a == 0 && !g.Rules.Parts.ZeroToForeign {
					a = 1 // 0 AgP is refused for another power's unit (3.1 item 2)
				}
				line := fmt.Sprintf("%d : %s", a, anyOrder(rng, g, u.Unit))
				if o1, o2 := anyOrder(rng, g, u.Unit), anyOrder(rng, g, u.Unit); !classic && o1 != o2 {
					line = fmt.Sprintf("2*%d : %s | %s", 1+rng.Intn(4), o1, strings.TrimPrefix(o2, u.Unit.String()+" "))
				}
				lines = append(lines, line)
			}
			if rng.Intn(2) == 0 {
				lines = append(lines, attack(rng, g, offered, classic)...)
			}
			if bal := *p.Balance; bal > 4 && rng.Intn(4) == 0 {
				to := g.File.Powers[rng.Intn(len(g.File.Powers))].Name
				if to != p.Name {
					lines = append(lines, fmt.Sprintf("TRANSFER %d TO %s", 1+rng.Intn(bal/4), to))
				}
			}
		case orders.Retreats:
			for _, d := range g.Dislodged {
				if d.Power != p.Name {
					continue
				}
				if opts := judge.RetreatOptions(g.Map, g.Pos, d, g.Contested); len(opts) > 0 && rng.Intn(4) > 0 {
					lines = append(lines, fmt.Sprintf("%s - %s", d.Unit, opts[rng.Intn(len(opts))]))
				}
			}
		case orders.Adjustments:
			n := g.Due(p.Name)
			for _, u := range g.UnitsOf(p.Name) {
				if n >= 0 {
					break
				}
				lines = append(lines, "REMOVE "+u.String())
				n++
			}
			// The sites the map's rules give (BUILD_ANY, partisans,
			// MOBILIZE's any home). Whether a build is waived is drawn
			// from the phase, not from rng, so that the random stream
			// (and every game other tests play from a seed) is as it was
			// before waives were drawn.
			sites := g.BuildSites(p.Name)
			for i, h := range sites {
				if n <= 0 {
					break
				}
				if waived(g, p.Name, i) {
					lines = append(lines, "WAIVE") // a build given up
				} else {
					lines = append(lines, "BUILD "+buildable(g.Map, h))
				}
				n--
			}
		}
		if len(lines) > 0 {
			fmt.Fprintf(&b, "%s:\n%s\n\n", p.Name, strings.Join(lines, "\n"))
		}
	}
	return b.String()
}

// waived says whether the power gives up its i-th build of the phase: one
// time in five, by a hash of the game's seed, the phase, the power and i.
func waived(g *gamefile.Game, power string, i int) bool {
	h := fnv.New32a()
	seed := int64(0)
	if g.File.Seed != nil {
		seed = *g.File.Seed
	}
	fmt.Fprintf(h, "%d %s %s %d", seed, g.Phase, power, i)
	return h.Sum32()%5 == 0
}

// attack bribes two units next to a unit to dislodge it: one to move
// in, the other to support the move, so that retreats come up.
func attack(rng *rand.Rand, g *gamefile.Game, offered map[string]bool, classic bool) []string {
	m := g.Map
	all := g.Pos.Sorted()
	target := all[rng.Intn(len(all))]
	prov := target.Unit.Loc.Province()
	var reach []orders.Placed
	for _, n := range m.Neighbours(prov) {
		if u, ok := g.Pos[n]; ok && g.Status(u.Power) != game.Loyal && !offered[u.Unit.String()] && u.Power != target.Power && m.Touches(u.Unit.Type, u.Unit.Loc, prov) && !m.NoSupportAcross(u.Unit.Loc.Province(), prov) {
			reach = append(reach, u)
		}
	}
	if len(reach) < 2 {
		return nil
	}
	a, b := reach[0], reach[1]
	dest := prov
	if a.Unit.Type == board.Fleet {
		dest = string(m.FleetCoastsTowards(a.Unit.Loc, prov)[0])
	}
	offered[a.Unit.String()], offered[b.Unit.String()] = true, true
	return []string{
		fmt.Sprintf("%d : %s - %s", 10+rng.Intn(10), a.Unit, dest),
		fmt.Sprintf("%d : %s S %s - %s", 10+rng.Intn(10), b.Unit, a.Unit, prov),
	}
}

// anyOrder is an order the unit can carry out on the phase's board: a
// hold, a move to a neighbour, or the support of a neighbour's hold.
func anyOrder(rng *rand.Rand, g *gamefile.Game, u orders.Unit) string {
	m := g.Map
	var moves, supports []string
	for _, n := range m.Neighbours(u.Loc.Province()) {
		if u.Type == board.Army && m.Adjacent(board.Army, u.Loc, board.Loc(n)) {
			moves = append(moves, n)
		}
		if u.Type == board.Fleet {
			if locs := m.FleetCoastsTowards(u.Loc, n); len(locs) > 0 {
				moves = append(moves, string(locs[0]))
			}
		}
		if other, ok := g.Pos[n]; ok && m.Touches(u.Type, u.Loc, n) && !m.NoSupportAcross(u.Loc.Province(), n) {
			supports = append(supports, other.Unit.String())
		}
	}
	switch k := rng.Intn(4); {
	case k < 2 && len(moves) > 0:
		return fmt.Sprintf("%s - %s", u, moves[rng.Intn(len(moves))])
	case k == 2 && len(supports) > 0:
		return fmt.Sprintf("%s S %s", u, supports[rng.Intn(len(supports))])
	}
	return u.String() + " H"
}

// buildable is a unit the power may build in its home center h: an army
// on land, a fleet (on its first coast) where armies cannot stand.
func buildable(m *board.Map, h string) string {
	if m.CanHold(board.Army, board.Loc(h)) == nil {
		return "A " + h
	}
	if p := m.Province(h); len(p.Coasts) > 0 {
		return "F " + h + "/" + p.Coasts[0]
	}
	return "F " + h
}
