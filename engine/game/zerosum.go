package game

import (
	"fmt"
	"sort"

	"github.com/payola-gm/payola/engine/payola"
)

// Zero Sum Payola (rule 6.7, payola-rules §6 and §10.7): a fixed amount of
// money. The year's bribe money paid to a power's units, and the money that
// goes with captured centers, reach the treasuries at the end of the Fall
// turn, when centers change hands.
const (
	zeroSumPerCenter = 10 // opening treasury per owned center
	neutralBonus     = 10 // first capture of a neutral center
)

// earned is, per power, the money paid to its units by the accepted offers
// of one auction (a dummy's tie costs nobody anything, so it earns nothing).
func earned(out *payola.AuctionResult) map[string]int {
	by := map[string]int{}
	for _, is := range out.Issued {
		for _, c := range is.Contributions {
			by[is.Owner] += c.Amount
		}
	}
	for p, v := range by {
		if v == 0 {
			delete(by, p)
		}
	}
	return by
}

// zeroSumYear credits the year at the end of Fall (6.7): each power's
// bribe profits (the history's Earned of this year's movement phases, now
// is the current phase's), the neutral-capture bonus, and for every center
// taken from a power, floor(that power's balance ÷ the centers it owned at
// the start of the year), computed from the balances before any of these
// credits (payola-rules §10.7). before and after are center -> owner.
// It returns the profits, the change of each balance, the captures and
// report lines per power.
func (g *State) zeroSumYear(f *State, before, after map[string]string, now map[string]int) (map[string]int, map[string]int, []payola.CaptureRecord, map[string][]payola.AccountLine) {
	year := gameYear(g.Map, g.Phase)
	profits := map[string]int{}
	add := func(m map[string]int) {
		for p, v := range m {
			profits[p] += v
		}
	}
	add(g.Earned)
	add(now)

	start := map[string]int{}
	for _, o := range before {
		start[o]++
	}
	balance := map[string]int{}
	for _, p := range f.Powers {
		balance[p.Name] = p.Balance
	}
	centers := make([]string, 0, len(after))
	for c := range after {
		centers = append(centers, c)
	}
	sort.Strings(centers)
	var caps []payola.CaptureRecord
	for _, c := range centers {
		from, to := before[c], after[c]
		switch {
		case from == to:
		case from == "":
			caps = append(caps, payola.CaptureRecord{Center: c, To: to, Amount: neutralBonus})
		default:
			// A power loses only centers it held at the start of the year,
			// so the shares never add up to more than its balance.
			caps = append(caps, payola.CaptureRecord{Center: c, From: from, To: to, Amount: balance[from] / start[from]})
		}
	}

	notes := map[string][]payola.AccountLine{}
	delta := map[string]int{}
	for _, p := range f.Powers {
		if v := profits[p.Name]; v > 0 {
			delta[p.Name] += v
			notes[p.Name] = append(notes[p.Name], payola.AccountLine{Label: fmt.Sprintf("Bribe profits for %d, paid to your units (rule 6.7)", year), Amount: v})
		}
	}
	for _, c := range caps {
		delta[c.To] += c.Amount
		delta[c.From] -= c.Amount
		if c.From == "" {
			notes[c.To] = append(notes[c.To], payola.AccountLine{Label: fmt.Sprintf("Capture of neutral %s (rule 6.7)", c.Center), Amount: c.Amount})
			continue
		}
		notes[c.To] = append(notes[c.To], payola.AccountLine{Label: fmt.Sprintf("Capture of %s from %s (rule 6.7)", c.Center, c.From), Amount: c.Amount})
		notes[c.From] = append(notes[c.From], payola.AccountLine{Label: fmt.Sprintf("Loss of %s to %s (rule 6.7)", c.Center, c.To), Amount: -c.Amount})
	}
	for i := range f.Powers {
		p := &f.Powers[i]
		p.Balance += delta[p.Name]
	}
	return profits, delta, caps, notes
}
