package publish

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"math/rand"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
)

// A second reading of Tin Cup's sight (rule 6.3, §10.22), written by brute
// force from the README's words ("Tin Cup: what each power sees") and the
// map data alone, and compared with every power's view of random phases:
// movement, the retreats that follow, and the winter. Only the game files
// before and after, and the orders issued with their results, are read;
// the engine's sight is not called.

// sightOf is what a power sees with units standing in the provinces given:
// each of them, each of its home centers and each of its starting places,
// and every province next to one of those.
func sightOf(m *board.Map, power string, spots []string) map[string]bool {
	var from []string
	from = append(from, spots...)
	for _, p := range m.Provinces {
		if p.Home == power {
			from = append(from, p.ID)
		}
	}
	for _, u := range m.Start {
		if u.Power == power {
			from = append(from, u.Loc.Province())
		}
	}
	seen := map[string]bool{}
	for _, p := range from {
		seen[p] = true
		for n := range boardtest.Near(m, p) {
			seen[n] = true
		}
	}
	return seen
}

// facts is a power's results text read back as sets of statements.
type facts map[string]bool

func (f facts) sorted() []string {
	var out []string
	for s := range f {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// readResults reads the sections of a Tin Cup results text: each order
// seen in full ("full POWER ORDER"), each unit seen arriving, appearing,
// leaving or vanishing, each dislodgement, destruction, standoff and center
// change, and each other power's center and unit in the board as seen now.
func readResults(m *board.Map, text string) facts {
	f := facts{}
	section := ""
	for _, line := range strings.Split(text, "\n") {
		switch {
		case line == "":
			section = ""
			continue
		case !strings.HasPrefix(line, "  "):
			section = strings.TrimSuffix(line, ":")
			if strings.HasPrefix(line, "Left empty by a standoff") {
				for _, p := range strings.Fields(line[strings.Index(line, ":")+1:]) {
					f["standoff "+p] = true
				}
			}
			continue
		}
		item := strings.TrimSpace(line)
		switch {
		case m.Power(section) != nil:
			order, _, _ := strings.Cut(item, "  ")
			f["full "+section+" "+strings.TrimSpace(order)] = true
		case strings.HasPrefix(section, "The board as"):
			name, rest, _ := strings.Cut(item, " ")
			if !strings.Contains(rest, "centers seen:") {
				continue // the power's own line
			}
			cs, us, _ := strings.Cut(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), "centers seen:")), "units seen:")
			for _, c := range strings.Fields(cs) {
				f["center "+name+" "+c] = true
			}
			for _, u := range strings.Split(us, ",") {
				if u = strings.TrimSpace(u); u != "" {
					f["unit "+name+" "+u] = true
				}
			}
		case section == "Seen arriving", section == "Come into sight", section == "Seen leaving", section == "Gone out of sight",
			section == "Dislodged units (must retreat)", section == "Dislodged with no retreat possible, destroyed",
			section == "Supply centers changing hands":
			f[section+": "+item] = true
		}
	}
	return f
}

// expectedFacts is the README's rule applied by brute force to one phase.
func expectedFacts(t *testing.T, m *board.Map, before, after *gamefile.File, r *Adjudication, power string, kind orders.PhaseKind) (facts, map[string]bool, map[string]bool) {
	t.Helper()
	unitsOf := func(f *gamefile.File) map[string][2]string { // province -> power, unit
		out := map[string][2]string{}
		for _, p := range f.Powers {
			for _, u := range p.Units {
				out[orders.Unit{Loc: board.Loc(strings.Fields(u)[1])}.Province()] = [2]string{p.Name, u}
			}
		}
		return out
	}
	var spotsBefore, spotsAfter []string
	for prov, pu := range unitsOf(before) {
		if pu[0] == power {
			spotsBefore = append(spotsBefore, prov)
		}
	}
	for _, d := range before.Dislodged {
		if d.Power == power {
			spotsBefore = append(spotsBefore, board.Loc(strings.Fields(d.Unit)[1]).Province())
		}
	}
	for prov, pu := range unitsOf(after) {
		if pu[0] == power {
			spotsAfter = append(spotsAfter, prov)
		}
	}
	// Every unit dislodged in the phase sees for its results, destroyed or
	// not (§10.22), and so does every unit removed or disbanded in the
	// Winter (§10.25): its order's unit stood there when the phase began.
	for _, o := range r.Orders {
		if o.Power == power && (o.Dislodged || kind == orders.Adjustments && strings.HasPrefix(o.Order, "REMOVE ") && o.Result == "succeeds") {
			spotsAfter = append(spotsAfter, board.Loc(strings.Fields(o.Unit)[1]).Province())
		}
	}
	saw, sees := sightOf(m, power, spotsBefore), sightOf(m, power, spotsAfter)

	f := facts{}
	beaten := map[string]bool{}
	for _, o := range r.Orders {
		if o.Dislodged {
			beaten[board.Loc(strings.Fields(o.Unit)[1]).Province()] = true
		}
	}
	for _, o := range r.Orders {
		if o.Order == "WAIVE" {
			if o.Power == power {
				f["full "+o.Power+" WAIVE"] = true
			}
			continue
		}
		ord, err := orders.Parse(m, o.Order, kind)
		if err != nil {
			t.Fatalf("issued order %q does not read: %v", o.Order, err)
		}
		from, to := ord.Unit.Province(), ord.Unit.Province()
		unitAfter := ord.Unit.String()
		ok := o.Result == "succeeds"
		switch ord.Kind {
		case orders.Build:
			from = ""
			if !ok {
				to = ""
			}
		case orders.Remove, orders.Disband:
			if ok {
				to = ""
			}
		case orders.Move, orders.Retreat:
			if ok {
				to = ord.Dest.Province()
				unitAfter = orders.Unit{Type: ord.Unit.Type, Loc: ord.Dest}.String()
			} else if kind == orders.Retreats {
				to = ""
			}
		default:
			if kind == orders.Retreats {
				to = ""
			}
		}
		var how string
		switch {
		case o.Power == power:
			how = "full"
		case from == "" || to == "":
			if from != "" && (saw[from] || sees[from]) || to != "" && sees[to] {
				how = "full"
			}
		case sees[to] && saw[from]:
			how = "full"
		case sees[to] && from != to && (saw[to] || kind == orders.Movement && beaten[to]):
			how = "Seen arriving"
		case sees[to]:
			how = "Come into sight"
		case saw[from] && sees[from]:
			how = "Seen leaving"
		case saw[from]:
			how = "Gone out of sight"
		}
		switch how {
		case "":
		case "full":
			f["full "+o.Power+" "+o.Order] = true
		case "Seen arriving", "Come into sight":
			f[how+": "+o.Power+" "+unitAfter] = true
		default:
			f[how+": "+o.Power+" "+ord.Unit.String()] = true
		}
	}
	// Dislodgements, after a movement phase: those waiting to retreat are in
	// the next file; the others were destroyed.
	if kind == orders.Movement {
		waiting := map[string]gamefile.DislodgedFile{}
		for _, d := range after.Dislodged {
			waiting[board.Loc(strings.Fields(d.Unit)[1]).Province()] = d
		}
		for _, o := range r.Orders {
			prov := board.Loc(strings.Fields(o.Unit)[1]).Province()
			if !o.Dislodged || o.Power != power && !sees[prov] {
				continue
			}
			d, ok := waiting[prov]
			if !ok {
				f["Dislodged with no retreat possible, destroyed: "+o.Power+" "+o.Unit] = true
				continue
			}
			from := "from out of sight"
			if saw[d.AttackedFrom] {
				from = "from " + d.AttackedFrom
				for _, a := range r.Orders {
					if a.Unit == o.DislodgedBy {
						from += " by " + a.Power + " " + a.Unit
					}
				}
			}
			f[fmt.Sprintf("Dislodged units (must retreat): %s %s, attacked %s", d.Power, d.Unit, from)] = true
		}
		// Which provinces a standoff left empty is the judge's business: the
		// GM's full results say; the power is told those it sees.
		for s := range readResults(m, r.Public) {
			if c, ok := strings.CutPrefix(s, "standoff "); ok && sees[c] {
				f[s] = true
			}
		}
	}
	owner := func(fl *gamefile.File) map[string]string {
		out := map[string]string{}
		for _, p := range fl.Powers {
			for _, c := range p.Centers {
				out[c] = p.Name
			}
		}
		return out
	}
	was, now := owner(before), owner(after)
	for _, p := range m.Provinces {
		c := p.ID
		if !p.Center || was[c] == now[c] || !sees[c] && was[c] != power && now[c] != power {
			continue
		}
		f[fmt.Sprintf("Supply centers changing hands: %s: %s -> %s", c, nobody(was[c]), nobody(now[c]))] = true
	}
	for _, p := range after.Powers {
		if p.Name == power {
			continue
		}
		for _, c := range p.Centers {
			if sees[c] {
				f["center "+p.Name+" "+c] = true
			}
		}
		for _, u := range p.Units {
			if sees[board.Loc(strings.Fields(u)[1]).Province()] {
				f["unit "+p.Name+" "+u] = true
			}
		}
	}
	for _, d := range after.Dislodged {
		if d.Power != power && sees[board.Loc(strings.Fields(d.Unit)[1]).Province()] {
			f["unit "+d.Power+" "+d.Unit+" (dislodged)"] = true
		}
	}
	return f, saw, sees
}

// randomBlindGame is a Tin Cup game in Spring or Fall 1901 with up to seven
// units per power standing anywhere and the centers owned at random.
func randomBlindGame(t *testing.T, rng *rand.Rand, n int) *gamefile.Game {
	t.Helper()
	m := board.Standard()
	f, err := gamefile.StartVariant(m, fmt.Sprintf("sight%d", n), int64(n), json.RawMessage(`{"blind": true}`))
	if err != nil {
		t.Fatal(err)
	}
	f.Phase = []string{"S1901M", "F1901M"}[rng.Intn(2)]
	all := boardtest.Placements(m)
	used := map[string]bool{}
	for i := range f.Powers {
		f.Powers[i].Units, f.Powers[i].Centers = []string{}, []string{}
		for range rng.Intn(8) {
			p := all[rng.Intn(len(all))]
			if used[p.Loc.Province()] {
				continue
			}
			used[p.Loc.Province()] = true
			f.Powers[i].Units = append(f.Powers[i].Units, orders.Unit{Type: p.Type, Loc: p.Loc}.String())
		}
	}
	for _, c := range m.Centers() {
		if k := rng.Intn(len(f.Powers) + 2); k < len(f.Powers) {
			f.Powers[k].Centers = append(f.Powers[k].Centers, c)
		}
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatalf("random game does not load: %v", err)
	}
	return g
}

// movedStarts is the standard map with every power's opening units standing
// elsewhere, so that its starting places and its home centers differ
// (§10.22 names both; on the standard map they coincide).
func movedStarts(rng *rand.Rand) *board.Map {
	std := board.Standard()
	m := *std
	m.Start = nil
	all := boardtest.Placements(std)
	for _, p := range std.Powers {
		for range 3 {
			pl := all[rng.Intn(len(all))]
			m.Start = append(m.Start, board.StartUnit{Power: p.Name, Type: pl.Type, Loc: pl.Loc})
		}
	}
	return &m
}

// randomMovement writes a plain order for most units: a move to a place
// the unit reaches (often onto another unit), a support of one of those
// moves or of a neighbour holding, or a hold.
func randomMovement(rng *rand.Rand, g *gamefile.Game) string {
	m := g.Map
	locs := boardtest.Locs(m)
	units := g.Pos.Sorted()
	type move struct{ unit, dest string }
	var moves []move
	lines := map[string]string{}
	for _, u := range units {
		var steps, attacks []board.Loc
		for _, l := range locs {
			if boardtest.Step(m, u.Unit.Type, u.Unit.Loc, l) {
				steps = append(steps, l)
				if _, full := g.Pos[l.Province()]; full {
					attacks = append(attacks, l)
				}
			}
		}
		switch k := rng.Intn(10); {
		case k < 3 && len(attacks) > 0:
			steps = attacks
			fallthrough
		case k < 5 && len(steps) > 0:
			to := steps[rng.Intn(len(steps))]
			lines[u.Unit.Province()] = u.Unit.String() + " - " + string(to)
			moves = append(moves, move{u.Unit.String(), to.Province()})
		}
	}
	byPower := map[string][]string{}
	for _, u := range units {
		line, ok := lines[u.Unit.Province()]
		if !ok {
			line = u.Unit.String() + " H"
			for _, try := range rng.Perm(len(moves)) {
				mv := moves[try]
				if rng.Intn(3) > 0 && mv.dest != u.Unit.Province() && !strings.HasSuffix(mv.unit, " "+string(u.Unit.Loc)) &&
					boardtest.Reaches(m, u.Unit.Type, u.Unit.Loc, mv.dest) {
					line = u.Unit.String() + " S " + mv.unit + " - " + mv.dest
					break
				}
			}
			if other := units[rng.Intn(len(units))]; line == u.Unit.String()+" H" && rng.Intn(2) == 0 &&
				other.Unit.Province() != u.Unit.Province() && boardtest.Reaches(m, u.Unit.Type, u.Unit.Loc, other.Unit.Province()) {
				line = u.Unit.String() + " S " + other.Unit.String()
			}
		}
		byPower[u.Power] = append(byPower[u.Power], line)
	}
	return sections(g, byPower)
}

func sections(g *gamefile.Game, byPower map[string][]string) string {
	var b strings.Builder
	for _, p := range g.File.Powers {
		if ls := byPower[p.Name]; len(ls) > 0 {
			b.WriteString(p.Name + ":\n" + strings.Join(ls, "\n") + "\n")
		}
	}
	return b.String()
}

// randomRetreats orders each dislodged unit at random: a retreat to a
// place it reaches (perhaps blocked), a disband, or nothing.
func randomRetreats(rng *rand.Rand, g *gamefile.Game) string {
	byPower := map[string][]string{}
	for _, d := range g.Dislodged {
		var steps []board.Loc
		for _, l := range boardtest.Locs(g.Map) {
			if boardtest.Step(g.Map, d.Unit.Type, d.Unit.Loc, l) {
				steps = append(steps, l)
			}
		}
		switch k := rng.Intn(4); {
		case k < 2 && len(steps) > 0:
			byPower[d.Power] = append(byPower[d.Power], d.Unit.String()+" - "+string(steps[rng.Intn(len(steps))]))
		case k < 3:
			byPower[d.Power] = append(byPower[d.Power], d.Unit.String()+" DISBAND")
		}
	}
	return sections(g, byPower)
}

// randomAdjustments builds in a home center or removes a unit, at random,
// for each power that has something due; some leave it to civil disorder.
func randomAdjustments(rng *rand.Rand, g *gamefile.Game) string {
	byPower := map[string][]string{}
	for _, p := range g.Map.Powers {
		units := g.UnitsOf(p.Name)
		due := g.CenterCount(p.Name) - len(units)
		switch {
		case due > 0:
			h := p.Homes[rng.Intn(len(p.Homes))]
			if _, full := g.Pos[h]; !full && g.Owners[h] == p.Name {
				if prov := g.Map.Province(h); len(prov.Coasts) > 0 || prov.Terrain == board.Coast && rng.Intn(2) == 0 {
					loc := h
					if len(prov.Coasts) > 0 {
						loc += "/" + prov.Coasts[0]
					}
					byPower[p.Name] = append(byPower[p.Name], "BUILD F "+loc)
				} else {
					byPower[p.Name] = append(byPower[p.Name], "BUILD A "+h)
				}
			}
		case due < 0 && rng.Intn(2) == 0:
			byPower[p.Name] = append(byPower[p.Name], "REMOVE "+units[rng.Intn(len(units))].String())
		}
	}
	return sections(g, byPower)
}

// TestSightSecondReading plays random Tin Cup phases (half of them on a map
// whose opening units stood away from the home centers) and holds every
// power's view against the brute-force reading: the sight before and after,
// and every statement of its results (orders seen in full, units arriving,
// appearing, leaving or vanishing, dislodgements with where the attack came
// from, standoffs, center changes, the board as seen now).
func TestSightSecondReading(t *testing.T) {
	rng := rand.New(rand.NewSource(63))
	const games = 120
	phases := map[orders.PhaseKind]int{}
	for n := range games {
		g := randomBlindGame(t, rng, n)
		var moved *board.Map
		if n%2 == 1 {
			moved = movedStarts(rng)
			g.Map = moved
		}
		text := randomMovement(rng, g)
		for step := 0; step < 3; step++ {
			r, err := Adjudicate(g, text, game.Options{})
			if err != nil {
				t.Fatalf("game %d, %s:\n%s\nrefused: %v", n, g.Phase, text, err)
			}
			compareSight(t, g, r, text)
			phases[g.Phase.Kind]++
			if r.Next.Winner != "" {
				break
			}
			data, _ := r.Next.Encode()
			if g, err = gamefile.Load(data); err != nil {
				t.Fatal(err)
			}
			if moved != nil {
				g.Map = moved
			}
			switch g.Phase.Kind {
			case orders.Retreats:
				text = randomRetreats(rng, g)
			case orders.Adjustments:
				text = randomAdjustments(rng, g)
			default:
				step = 3
			}
		}
	}
	t.Logf("%d games: %d movement, %d retreat and %d adjustment phases", games, phases[orders.Movement], phases[orders.Retreats], phases[orders.Adjustments])
}

func compareSight(t *testing.T, g *gamefile.Game, r *Adjudication, text string) {
	t.Helper()
	for _, p := range r.Next.Powers {
		v := r.Views[p.Name]
		want, saw, sees := expectedFacts(t, g.Map, g.File, r.Next, r, p.Name, g.Phase.Kind)
		if provinces(v.Before) != provinces(saw) || provinces(v.After) != provinces(sees) {
			t.Errorf("%s %s: sight before %s after %s; brute force %s and %s", g.Phase, p.Name, provinces(v.Before), provinces(v.After), provinces(saw), provinces(sees))
		}
		// Issue 21 as README's Tin Cup section reads rule 6.3: a cause in
		// the power's results or report names only units it saw.
		for _, text := range []string{r.Cuts[p.Name], r.Reports[p.Name]} {
			for _, named := range causeUnits(text) {
				if !saw[named.Province()] {
					t.Errorf("%s %s: a cause names %s, out of its sight before the phase:\n%s", g.Phase, p.Name, named, text)
				}
			}
		}
		got := readResults(g.Map, r.Cuts[p.Name])
		if !slices.Equal(got.sorted(), want.sorted()) {
			var missing, extra []string
			for _, s := range want.sorted() {
				if !got[s] {
					missing = append(missing, s)
				}
			}
			for _, s := range got.sorted() {
				if !want[s] {
					extra = append(extra, s)
				}
			}
			t.Errorf("%s %s, orders:\n%s\nmissing %q\nextra %q\nresults:\n%s", g.Phase, p.Name, text, missing, extra, r.Cuts[p.Name])
		}
	}
}

// provinces is a set of provinces in words, in order.
func provinces(set map[string]bool) string {
	var in []string
	for _, p := range sortedKeys(set) {
		if set[p] {
			in = append(in, p)
		}
	}
	return strings.Join(in, " ")
}

// unitInCause is a unit named in a cause ("with A MUN", "by F NAO").
var unitInCause = regexp.MustCompile(`\b([AF]) ([A-Z]{3})(/[NSEW]C)?\b`)

// causeUnits are the units the causes of an order list name: what follows
// the result ("fails: bounced with A MUN ...").
func causeUnits(text string) []orders.Unit {
	var out []orders.Unit
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "  ") {
			continue
		}
		_, note, ok := strings.Cut(line, "  succeeds: ")
		if !ok {
			if _, note, ok = strings.Cut(line, "  fails: "); !ok {
				_, note, ok = strings.Cut(line, "  void: ")
			}
		}
		if !ok {
			continue
		}
		for _, m := range unitInCause.FindAllStringSubmatch(note, -1) {
			out = append(out, orders.Unit{Loc: board.Loc(m[2])})
		}
	}
	return out
}
