package gamefile_test

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// Every built-in map plays three game years of random valid offer sheets
// (gametest.RandomText, drawn from the game's own seed) through the whole
// pipeline (movement, retreats, adjustments with waives, income), under
// every variation of rule 6 that a map can take (none, Classic 6.1, Tin Cup
// 6.3, eBayola 6.4, Zero Sum 6.7, income paid each season 6.6), with a
// loyal power (6.5) and a dummy one (4.4) wherever the map has three
// powers, and powers that send nothing (3.3, civil disorder in the winter).
// Each phase: nothing panics, the next file loads (gametest.Play loads it),
// money is conserved as the ledgers say (every power's ledger adds up:
// Before + Transfers - Paid + Income - Forfeited = After, and its before
// and after are the treasuries of the files either side), what the
// auction paid to units is what the payers' ledgers paid (rules 5.6, 6.4's
// rebates taken off, 6.7's earnings are that money), and over the three
// years the treasuries plus all that was spent are the opening treasuries
// plus all the income paid. Without Zero Sum or Classic the tax each power
// is paid is rule 2.1 as 6.2 applies it to the map: its victory count less
// one for the first center, one less for each next, never below nothing.
// -short plays each map under one variation, in turn.
func TestEveryMapPlaysThreeYears(t *testing.T) {
	retreats, waives := 0, 0
	variants := []string{`{}`, `{"classic": true}`, `{"blind": true}`, `{"zeroSum": true}`, `{"ebayola": true}`, `{"income": {"paidEach": "season"}}`}
	for i, name := range maps.Names() {
		for j, rules := range variants {
			if testing.Short() && j != i%len(variants) {
				continue
			}
			t.Run(name+"/"+rules, func(t *testing.T) {
				m, err := maps.Load(name)
				if err != nil {
					t.Fatal(err)
				}
				ran, w := playThreeYears(t, m, rules, int64(i*len(variants)+j))
				for _, ph := range ran {
					if strings.HasSuffix(ph, "R") {
						retreats++
					}
				}
				waives += w
			})
		}
	}
	if retreats < 5 {
		t.Errorf("only %d retreat phases were played on all the maps: the random sheets should dislodge more", retreats)
	}
	if waives == 0 {
		t.Error("no WAIVE was played on any map: the random sheets should waive now and then")
	}
}

// playThreeYears plays the map from its first phase and returns the phases
// played and how many waives succeeded.
func playThreeYears(t *testing.T, m *board.Map, rules string, seed int64) ([]string, int) {
	f, err := gamefile.StartVariant(m, "play", seed, json.RawMessage(rules))
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
	opening, spent, paidIn, waives := 0, 0, 0, 0
	for _, p := range f.Powers {
		opening += *p.Balance
	}
	var ran []string
	err = gametest.Play(data, maps.Load, *f.Seed, 3, func(g *gamefile.Game, r *gamefile.Result) error {
		ran = append(ran, g.Phase.String())
		if err := ownershipAgrees(r.State); err != nil {
			return fmt.Errorf("%s: the next state's %v", g.Phase, err)
		}
		next := map[string]int{}
		for _, p := range r.Next.Powers {
			next[p.Name] = *p.Balance
		}
		paid := 0
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
			paid += l.Paid
			paidIn += l.Income
			if l.Forfeited != 0 {
				t.Errorf("%s: %s forfeited %d with nobody resigned", g.Phase, p.Name, l.Forfeited)
			}
		}
		spent += paid
		checkPaidToUnits(t, g.Phase, r, paid)
		for _, o := range r.Orders {
			if o.Order == "WAIVE" && o.Result == "succeeds" {
				waives++
			}
		}
		if !strings.Contains(rules, "zeroSum") && !strings.Contains(rules, "classic") {
			checkTax(t, m, g.Phase, rules, r)
		}
		total := 0
		for _, b := range next {
			total += b
		}
		if total+spent != opening+paidIn {
			return fmt.Errorf("treasuries %d + spent %d != opening %d + income %d", total, spent, opening, paidIn)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("after %v: %v", ran, err)
	}
	t.Logf("played %v; %d AgP of income, %d spent", ran, paidIn, spent)
	if len(ran) < 5 { // three years: a Winter opening (1898) and skipped Winters play five phases
		t.Errorf("only %v were played", ran)
	}
	if paidIn == 0 && !strings.Contains(rules, "zeroSum") {
		t.Errorf("no income was paid in three years (%v)", ran)
	}
	return ran, waives
}

// checkPaidToUnits: the money the auction paid to the units (each issued
// order's contributions, after eBayola's rebates, 6.4) is the money the
// payers' ledgers paid (5.6); under Zero Sum the powers whose units were
// paid earned exactly that (6.7). Outside a movement phase nobody pays.
func checkPaidToUnits(t *testing.T, ph game.Phase, r *gamefile.Result, paid int) {
	t.Helper()
	a := r.Play.Auction
	if a == nil {
		if paid != 0 {
			t.Errorf("%s: the ledgers paid %d AgP in a phase without an auction", ph, paid)
		}
		return
	}
	toUnits := 0
	for _, is := range a.Issued {
		for _, c := range is.Contributions {
			toUnits += c.Amount
		}
	}
	if toUnits != paid {
		t.Errorf("%s: the units were paid %d AgP, the payers' ledgers paid %d", ph, toUnits, paid)
	}
	if r.Play.Earned != nil {
		earned := 0
		for _, e := range r.Play.Earned {
			earned += e
		}
		if earned != toUnits {
			t.Errorf("%s: Zero Sum's earnings are %d AgP, the units were paid %d", ph, earned, toUnits)
		}
	}
}

// checkTax compares the tax paid after a phase with rule 2.1 (6.2 on any
// map) worked out here from the map's victory count.
func checkTax(t *testing.T, m *board.Map, ph game.Phase, rules string, r *gamefile.Result) {
	t.Helper()
	nextPh, _ := gamefile.ParsePhase(r.NextPhase)
	opens := nextPh.Season == 'S' // the first movement of a game year
	if c := m.Calendar; c != nil {
		opens = (nextPh.Year-c.Step)%c.AdjustEvery == 0 // after an adjustment year (hundred: 1435, 1445...)
	}
	pays := nextPh.Kind == orders.Movement && (opens || strings.Contains(rules, "season")) && r.Next.Winner == ""
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

// A new game lists each power's centers in one order, the order every
// later phase lists them in (by province), whatever order the map file
// names its homes in: youngstown's England was EDI JOH LVP LON in its first
// reports and EDI JOH LON LVP from its first Fall on.
func TestNewGameListsCentersInOrder(t *testing.T) {
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := gamefile.Start(m, "order", 1)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range f.Powers {
			if !slices.IsSorted(p.Centers) {
				t.Errorf("%s: %s starts with centers %v, not in order", name, p.Name, p.Centers)
			}
		}
	}
}

// ownershipAgrees checks the typed state's two records of who owns what:
// each power's centers and the owners map by center (game.State keeps
// both; every step that changes one must change the other).
func ownershipAgrees(s *game.State) error {
	n := 0
	for _, p := range s.Powers {
		for _, c := range p.Centers {
			if s.Owners[c] != p.Name {
				return fmt.Errorf("%s lists %s among its centers, the owners map gives it to %q", p.Name, c, s.Owners[c])
			}
			n++
		}
	}
	if n != len(s.Owners) {
		return fmt.Errorf("owners map holds %d centers, the powers list %d", len(s.Owners), n)
	}
	return nil
}
