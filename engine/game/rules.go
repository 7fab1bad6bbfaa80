package game

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Rules are the variant switches of a game (game-format.md §3, rule 6),
// as engine/gamefile reads them from the game file's rules object. The
// zero value is the current Payola rules. Loyal units (6.5) are set per
// power by powers[].status.
type Rules struct {
	Classic bool         // the classic key was true: Payola Classic (6.1), as Parts says
	Parts   ClassicParts // Payola Classic's elements in force, each usable alone (rule 6)
	EBayola bool         // eBayola (6.4): winners pay the runner-up + 1, rebates by the owner's list
	ZeroSum bool         // Zero Sum (6.7): no tax; money paid to a power's units and captures move money
	Blind   bool         // Tin Cup (6.3): each power sees its part of the board; offers naming missing units ignored silently
	Income  Income       // the yearly tax (2.1, 6.2, 6.6); Classic's flat 7 filled in when not set
}

// ClassicParts are the elements of Payola Classic (rule 6.1), which the
// introduction of rule 6 lets a game use separately. The classic key sets
// them all; a part's own key, true or false, overrides it.
type ClassicParts struct {
	DirectOnly      bool // only direct offers (:) (6.1 on 3.1)
	OneOfferPerUnit bool // one offer per unit, one order per offer (6.1 on 3.1 item 8, 3.2)
	NoSavings       bool // no savings requests (6.1 on 3.4)
	NoPlateaus      bool // no plateaus (6.1 on 3.1 item 3)
	NoRepetition    bool // no repetition (*) or augmentation (+) (6.1 on 3.1 items 1, 4)
	ZeroToForeign   bool // 0 AgP offers to foreign units allowed (6.1 on 3.1 item 2)
	FlatIncome      bool // 7 AgP per center, not decreasing (6.1 on 2.1)
}

// Income is how much tax a power collects (rules 2.1, 6.2, 6.6): the
// scheme, its amounts, a cap, and how often it is paid. Each payment follows
// the scheme; paid each season, a power collects it twice a year.
type Income struct {
	Scheme       string // "decreasing" (default), "increasing", "flat", "perCenter"
	PerCenter    int
	CenterValues map[string]int
	Cap          int
	Victory      int    // for the decreasing scale; the map's by default
	First        int    // decreasing, increasing: the first center's value (victory-1, 1 by default)
	Step         int    // decreasing, increasing: how much each next center pays less or more (1 by default)
	PaidEach     string // "year" (default: before Spring), "season" (before every movement phase)
}

// YearlyIncome is the tax a power owning these centers collects at one
// payment (rules 2.1, 6.6): by default, with victory condition V, the first
// center pays V-1, the next V-2, and so on (rule 6.2 on any map), no center
// less than nothing. Zero Sum has no tax (6.7).
func (r Rules) YearlyIncome(m *board.Map, centers []string) int {
	if r.ZeroSum {
		return 0
	}
	in := r.Income
	total := 0
	switch in.Scheme {
	case "flat":
		total = len(centers) * in.PerCenter
	case "perCenter":
		for _, c := range centers {
			if v, ok := in.CenterValues[c]; ok {
				total += v
			} else {
				total += in.PerCenter
			}
		}
	case "increasing":
		for k := range len(centers) {
			total = min(total+in.first(m)+k*in.step(), capless)
		}
	default:
		for k := range len(centers) {
			total += max(0, in.first(m)-k*in.step())
		}
	}
	if in.Cap > 0 && total > in.Cap {
		total = in.Cap
	}
	return total
}

// capless bounds an uncapped increasing scale, so that no sum overflows:
// a treasury above payola.MaxAmount is refused where the next file is read.
const capless = 100 * payola.MaxAmount

// first is the first center's value on a scale: the decreasing scale's
// default is one less than the victory count (rules 2.1, 6.2).
func (in Income) first(m *board.Map) int {
	switch {
	case in.First > 0:
		return in.First
	case in.Scheme == "increasing":
		return 1
	}
	return victoryOf(in, m) - 1
}

func (in Income) step() int { return max(in.Step, 1) }

// Scale is the decreasing or increasing scale's first center's value and
// step on the map, defaults filled in, for the rules told in words.
func (in Income) Scale(m *board.Map) (first, step int) { return in.first(m), in.step() }

// PaysBefore says whether income is paid before the phase: before each
// Spring movement (rule 2.1; the first movement of a game year on a map of
// its own calendar), or before every movement phase when the income object
// says so (rule 6.6).
func (in Income) PaysBefore(p Phase, m *board.Map) bool {
	return p.Kind == orders.Movement && (opensYear(m, p) || in.PaidEach == "season")
}

func victoryOf(in Income, m *board.Map) int {
	if in.Victory > 0 {
		return in.Victory
	}
	return m.Victory
}

// OpeningBalance is a new game's treasury: one year's income; a power that
// starts with units but no centers gets half the income it would have with a
// center for each unit, rounded down (rule 6.2).
func (r Rules) OpeningBalance(m *board.Map, centers []string, units int) int {
	if r.ZeroSum {
		// 10 per center (6.7); by 6.2, half that per unit without centers.
		if len(centers) == 0 {
			return zeroSumPerCenter * units / 2
		}
		return zeroSumPerCenter * len(centers)
	}
	if len(centers) == 0 && units > 0 {
		fake := make([]string, units)
		for i := range fake {
			fake[i] = "?"
		}
		return r.YearlyIncome(m, fake) / 2
	}
	return r.YearlyIncome(m, centers)
}
