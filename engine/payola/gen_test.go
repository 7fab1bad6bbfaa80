package payola

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// actions lists order texts (after the unit) a unit might be offered: hold,
// moves to neighbours, supports of nearby units, convoys by fleets at sea.
// Some are illegal on purpose; the sheet parser sorts them out.
func actions(m *board.Map, pos orders.Position, u orders.Unit) []string {
	out := []string{"H"}
	var dests []string
	if u.Type == board.Army {
		dests = m.ArmyAdj[u.Province()]
	} else {
		for _, l := range m.FleetAdj[u.Loc] {
			dests = append(dests, string(l))
		}
	}
	for _, d := range dests {
		out = append(out, "- "+d)
	}
	for _, v := range pos.Sorted() {
		if v.Unit == u {
			continue
		}
		if m.Touches(u.Type, u.Loc, v.Unit.Province()) {
			out = append(out, "S "+v.Unit.String())
		}
		for _, d := range m.ArmyAdj[v.Unit.Province()] {
			if m.Touches(u.Type, u.Loc, d) {
				out = append(out, fmt.Sprintf("S %s - %s", v.Unit, d))
			}
		}
		if u.Type == board.Fleet && m.IsSea(u.Province()) && v.Unit.Type == board.Army && m.ProvinceAdjacent(u.Province(), v.Unit.Province()) {
			for _, d := range m.Centers() {
				if d != v.Unit.Province() && m.IsCoastal(d) && m.ProvinceAdjacent(u.Province(), d) {
					out = append(out, fmt.Sprintf("C %s - %s", v.Unit, d))
				}
			}
		}
	}
	return out
}

// menu is every unit's actions, computed once per position.
type menu struct {
	units []orders.Placed
	acts  [][]string
}

func newMenu(m *board.Map, pos orders.Position) *menu {
	mn := &menu{units: pos.Sorted()}
	for _, u := range mn.units {
		mn.acts = append(mn.acts, actions(m, pos, u.Unit))
	}
	return mn
}

// randomAmount writes an amount field: repetitions, plateaus, augmentation.
func randomAmount(r *rand.Rand, big int) string {
	var parts []string
	for n := 1 + r.IntN(3)/2; n > 0; n-- {
		v := r.IntN(big) + 1
		p := fmt.Sprint(v)
		if r.IntN(4) == 0 {
			p = fmt.Sprintf("%d*%s", 1+r.IntN(3), p)
		}
		switch r.IntN(5) {
		case 0:
			p += fmt.Sprintf("#%d", r.IntN(v+1))
		case 1:
			p += "#"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, "+")
}

// randomLine writes one offer line by power: any type, up to three
// alternatives, sometimes a plain 0 order to its own unit, sometimes savings.
func randomLine(r *rand.Rand, mn *menu, power string, big int) string {
	if r.IntN(40) == 0 {
		return fmt.Sprintf("%d$ %% savings of %s", r.IntN(big), power)
	}
	k := r.IntN(len(mn.units))
	u := mn.units[k]
	acts := mn.acts[k]
	n := 1 + r.IntN(3)
	var alts []string
	used := map[string]bool{}
	for range n {
		a := acts[r.IntN(len(acts))]
		if !used[a] {
			used[a] = true
			alts = append(alts, a)
		}
	}
	body := u.Unit.String() + " " + strings.Join(alts, " | ")
	if u.Power == power && r.IntN(5) == 0 {
		return body
	}
	types := ":::!>@&"
	return fmt.Sprintf("%s %c %s", randomAmount(r, big), types[r.IntN(len(types))], body)
}

// randomPhase builds purses and sheets for one movement phase: lines offer
// lines per power, amounts up to big, balances up to rich.
func randomPhase(r *rand.Rand, m *board.Map, pos orders.Position, mn *menu, lines, big, rich int) ([]Purse, map[string]*Sheet) {
	var purses []Purse
	sheets := map[string]*Sheet{}
	for _, p := range m.Powers {
		pu := Purse{Power: p.Name, Balance: r.IntN(rich + 1), Dummy: r.IntN(8) == 0}
		if r.IntN(3) == 0 {
			pu.Accept = acceptList(m, p.Name, DefaultAcceptance(m, p.Name, false))
		} else if r.IntN(2) == 0 {
			var letters []string
			for _, mp := range m.Powers {
				letters = append(letters, mp.Letter)
			}
			r.Shuffle(len(letters), func(i, j int) { letters[i], letters[j] = letters[j], letters[i] })
			cut := r.IntN(len(letters))
			accept := strings.Join(letters[:cut], "") + "?" + strings.Join(letters[cut:len(letters)-r.IntN(2)], "")
			if strings.Count(accept, "")-2 == len(letters) && r.IntN(2) == 0 {
				accept = strings.ReplaceAll(accept, "?", "")
			}
			pu.Accept = acceptList(m, p.Name, accept)
		}
		purses = append(purses, pu)
		if r.IntN(6) == 0 {
			continue // no sheet: default holds only
		}
		text := make([]string, 0, lines+1)
		for range lines {
			text = append(text, randomLine(r, mn, p.Name, big))
		}
		if r.IntN(5) == 0 && pu.Balance > 4 {
			to := m.Powers[r.IntN(len(m.Powers))].Name
			if to != p.Name {
				text = append(text, fmt.Sprintf("TRANSFER %d TO %s", 1+r.IntN(pu.Balance/2), to))
			}
		}
		s, _ := ParseSheet(m, pos, p.Name, text, 1, AuctionRules{})
		sheets[p.Name] = s
	}
	sort.Slice(purses, func(i, j int) bool { return purses[i].Power < purses[j].Power })
	return purses, sheets
}
