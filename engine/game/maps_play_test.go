package game_test

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// Every built-in map plays three game years of random valid offer sheets
// through the whole pipeline (movement, retreats, adjustments, income),
// each map under one of the variations of rule 6 in turn, with a loyal
// power (6.5) and a dummy one (4.4) wherever the map has three powers, and
// powers that send nothing (3.3, civil disorder in the winter). Money is
// conserved as the ledgers say: every power's ledger adds up, its before
// and after are the treasuries of the files either side, and over the three
// years the treasuries plus all that was spent are the opening treasuries
// plus all the income paid. Without Zero Sum or Classic the tax each power
// is paid is rule 2.1 as 6.2 applies it to the map: its victory count less
// one for the first center, one less for each next, never below nothing.
func TestEveryMapPlaysThreeYears(t *testing.T) {
	retreats := 0
	variants := []string{`{}`, `{"classic": true}`, `{"blind": true}`, `{"zeroSum": true}`, `{"ebayola": true}`, `{"income": {"paidEach": "season"}}`}
	for i, name := range maps.Names() {
		rules := variants[i%len(variants)]
		t.Run(name+"/"+rules, func(t *testing.T) {
			m, err := maps.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, ph := range playThreeYears(t, m, rules, int64(i)) {
				if strings.HasSuffix(ph, "R") {
					retreats++
				}
			}
		})
	}
	if retreats < 5 {
		t.Errorf("only %d retreat phases were played on all the maps: the random sheets should dislodge more", retreats)
	}
}

// playThreeYears plays the map from its first phase and returns the phases
// played.
func playThreeYears(t *testing.T, m *board.Map, rules string, seed int64) []string {
	f, err := game.StartVariant(m, "play", seed, json.RawMessage(rules))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Powers) >= 3 {
		f.Powers[0].Status = game.Loyal
		f.Powers[len(f.Powers)-1].Status = game.Dummy
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	start, _ := game.ParsePhase(m.StartPhase)
	rng := rand.New(rand.NewSource(seed))
	opening, spent, paidIn := 0, 0, 0
	for _, p := range f.Powers {
		opening += *p.Balance
	}
	var ran []string
	for {
		g, err := game.LoadFrom(data, maps.Load)
		if err != nil {
			t.Fatalf("after %v: the next file does not load: %v", ran, err)
		}
		if g.Phase.Year >= start.Year+3 || g.File.Winner != "" {
			break
		}
		text := randomText(rng, g)
		r, err := game.Adjudicate(g, text, game.Options{})
		if err != nil {
			t.Fatalf("%s: valid sheets refused: %v\n%s", g.Phase, err, text)
		}
		ran = append(ran, g.Phase.String())
		next := map[string]int{}
		for _, p := range r.Next.Powers {
			next[p.Name] = *p.Balance
		}
		for _, p := range g.File.Powers {
			l, ok := r.Ledgers[p.Name]
			if !ok {
				if *p.Balance != 0 || next[p.Name] != 0 {
					t.Errorf("%s: %s has money (%d, then %d) but no ledger", g.Phase, p.Name, *p.Balance, next[p.Name])
				}
				continue
			}
			if l.Before != *p.Balance || l.After != next[p.Name] {
				t.Errorf("%s: %s's ledger runs %d to %d, the files %d to %d", g.Phase, p.Name, l.Before, l.After, *p.Balance, next[p.Name])
			}
			if l.Before+l.Transfers-l.Paid+l.Income-l.Forfeited != l.After {
				t.Errorf("%s: %s's ledger does not add up: %+v", g.Phase, p.Name, l)
			}
			spent += l.Paid
			paidIn += l.Income
			if l.Forfeited != 0 {
				t.Errorf("%s: %s forfeited %d with nobody resigned", g.Phase, p.Name, l.Forfeited)
			}
		}
		if !strings.Contains(rules, "zeroSum") && !strings.Contains(rules, "classic") {
			checkTax(t, m, g.Phase, rules, r)
		}
		data, err = r.Next.Encode()
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, b := range next {
			total += b
		}
		if total+spent != opening+paidIn {
			t.Fatalf("after %s: treasuries %d + spent %d != opening %d + income %d", g.Phase, total, spent, opening, paidIn)
		}
	}
	t.Logf("played %v; %d AgP of income, %d spent", ran, paidIn, spent)
	if len(ran) < 6 {
		t.Errorf("only %v were played", ran)
	}
	if paidIn == 0 && !strings.Contains(rules, "zeroSum") {
		t.Errorf("no income was paid in three years (%v)", ran)
	}
	return ran
}

// checkTax compares the tax paid after a phase with rule 2.1 (6.2 on any
// map) worked out here from the map's victory count.
func checkTax(t *testing.T, m *board.Map, ph game.Phase, rules string, r *game.Result) {
	t.Helper()
	nextPh, _ := game.ParsePhase(r.NextPhase)
	pays := nextPh.Kind == orders.Movement && (nextPh.Season == 'S' || strings.Contains(rules, "season")) && r.Next.Winner == ""
	for _, p := range r.Next.Powers {
		want := 0
		if pays {
			for k := 1; k <= len(p.Centers); k++ {
				want += max(0, m.Victory-k)
			}
		}
		if got := r.Ledgers[p.Name].Income; got != want {
			t.Errorf("%s -> %s: %s with %d centers was paid %d, rule 2.1 with victory %d says %d", ph, r.NextPhase, p.Name, len(p.Centers), got, m.Victory, want)
		}
	}
}

// randomText is what the powers send in a phase: in a movement phase,
// offers of random amounts to random units (their own and others') for
// holds, moves and supports they could carry out, with transfers now and
// then; in a retreat phase random retreats; in an adjustment phase the
// builds and removals due, or nothing (civil disorder). A loyal power
// orders its own units; a dummy sends nothing. Classic games keep to one
// direct offer per unit.
func randomText(rng *rand.Rand, g *game.Game) string {
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
					lines = append(lines, randomOrder(rng, g, u))
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
				line := fmt.Sprintf("%d : %s", a, randomOrder(rng, g, u.Unit))
				if o1, o2 := randomOrder(rng, g, u.Unit), randomOrder(rng, g, u.Unit); !classic && o1 != o2 {
					line = fmt.Sprintf("2*%d : %s | %s", 1+rng.Intn(4), o1, strings.TrimPrefix(o2, u.Unit.String()+" "))
				}
				lines = append(lines, line)
			}
			if rng.Intn(2) == 0 {
				lines = append(lines, randomAttack(rng, g, offered, classic)...)
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
			n := judge.Adjustment(g.Pos, g.Owners, p.Name)
			for _, u := range g.UnitsOf(p.Name) {
				if n >= 0 {
					break
				}
				lines = append(lines, "REMOVE "+u.String())
				n++
			}
			sites := g.Map.Power(p.Name).Homes
			if slices.Contains(g.Map.Rules, "BUILD_ANY") {
				sites = g.Map.Centers() // any center it owns (DPjudge's BUILD_ANY)
			}
			for _, h := range sites {
				if _, taken := g.Pos[h]; n <= 0 || taken || g.Owners[h] != p.Name {
					continue
				}
				lines = append(lines, "BUILD "+buildable(g.Map, h))
				n--
			}
		}
		if len(lines) > 0 {
			fmt.Fprintf(&b, "%s:\n%s\n\n", p.Name, strings.Join(lines, "\n"))
		}
	}
	return b.String()
}

// randomAttack bribes two units next to a unit to dislodge it: one to move
// in, the other to support the move, so that retreats come up.
func randomAttack(rng *rand.Rand, g *game.Game, offered map[string]bool, classic bool) []string {
	m := g.Map
	all := g.Pos.Sorted()
	target := all[rng.Intn(len(all))]
	prov := target.Unit.Loc.Province()
	var reach []orders.Placed
	for _, n := range m.Neighbours(prov) {
		if u, ok := g.Pos[n]; ok && g.Status(u.Power) != game.Loyal && !offered[u.Unit.String()] && u.Power != target.Power && m.Touches(u.Unit.Type, u.Unit.Loc, prov) && !noSupport(m, u.Unit.Loc, prov) {
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

// randomOrder is an order the unit can carry out on the phase's board: a
// hold, a move to a neighbour, or the support of a neighbour's hold.
func randomOrder(rng *rand.Rand, g *game.Game, u orders.Unit) string {
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
		if other, ok := g.Pos[n]; ok && m.Touches(u.Type, u.Loc, n) && !noSupport(m, u.Loc, n) {
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

// noSupport says whether the map forbids supporting across the pair
// (1900's and loeb9's straits), which a random sheet leaves alone.
func noSupport(m *board.Map, from board.Loc, to string) bool {
	return slices.ContainsFunc(m.NoSupport, func(p [2]board.Loc) bool {
		return p[0].Province() == from.Province() && p[1].Province() == to
	})
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
