package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/orders"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
)

// cutResults writes one power's results in a Tin Cup game (rule 6.3): the
// orders it sees in full, the units it sees arrive, appear, leave or
// vanish, the dislodgements, standoffs and center changes in its sight,
// and the board as it sees it. engine/game decides what it sees.
func cutResults(g *gamefile.Game, r *gamefile.Result, v *game.View) string {
	var b strings.Builder
	play := &r.Play
	underline(&b, fmt.Sprintf("%s: %s results for %s", g.File.Name, g.Phase.Long(), v.Power), "=")
	b.WriteString("Tin Cup (rule 6.3): what " + v.Power + " can see.\n")
	for _, p := range r.Next.Powers {
		first := true
		for _, s := range v.Seen {
			if s.Power != p.Name || s.How != game.Fully {
				continue
			}
			if first {
				fmt.Fprintf(&b, "\n%s\n", p.Name)
				first = false
			}
			told := r.Seen(s).Cause // cut by what the power saw (game.View)
			why := ""
			if told != nil {
				why = told.Words
			}
			b.WriteString("  " + orderLine(s.Order, told, why) + "\n")
		}
	}
	for _, kind := range []struct {
		how   game.Sighting
		title string
	}{
		{game.Arriving, "Seen arriving:"},
		{game.Appearing, "Come into sight:"},
		{game.Leaving, "Seen leaving:"},
		{game.Vanishing, "Gone out of sight:"},
	} {
		var items []string
		for _, s := range v.Seen {
			if s.How == kind.how {
				items = append(items, s.Power+" "+s.Unit.String())
			}
		}
		list(&b, "\n"+kind.title, items, func(s string) string { return s })
	}
	var dislodged, destroyed []string
	for _, d := range play.Dislodged {
		if d.Power != v.Power && !v.After[d.Unit.Province()] {
			continue
		}
		if play.IsDestroyed(d) {
			destroyed = append(destroyed, d.Power+" "+d.Unit.String())
			continue
		}
		from := "from out of sight"
		if v.Before[d.AttackedFrom] && (!d.ByConvoy || dislodgerTold(v, d)) {
			from = "from " + d.AttackedFrom + byWhom(r.Orders, d.Power, d.Unit.String())
		}
		dislodged = append(dislodged, fmt.Sprintf("%s %s, attacked %s", d.Power, d.Unit, from))
	}
	id := func(s string) string { return s }
	list(&b, "\nDislodged units (must retreat):", dislodged, id)
	list(&b, "\nDislodged with no retreat possible, destroyed:", destroyed, id)
	var standoffs []string
	for _, c := range play.Contested {
		if v.After[c] {
			standoffs = append(standoffs, c)
		}
	}
	if len(standoffs) > 0 {
		fmt.Fprintf(&b, "\nLeft empty by a standoff (no retreat there): %s\n", strings.Join(standoffs, " "))
	}
	was, now := g.Owners, ownersOf(r.Next)
	var changes []string
	for _, c := range g.Map.Centers() {
		if was[c] == now[c] || !(v.After[c] || was[c] == v.Power || now[c] == v.Power) {
			continue
		}
		changes = append(changes, fmt.Sprintf("%s: %s -> %s", c, nobody(was[c]), nobody(now[c])))
	}
	list(&b, "\nSupply centers changing hands:", changes, id)
	fmt.Fprintf(&b, "\nThe board as %s sees it now:\n", v.Power)
	afterUnits := map[string][]string{}
	for _, u := range play.After.Sorted() {
		if u.Power == v.Power || v.After[u.Unit.Province()] {
			afterUnits[u.Power] = append(afterUnits[u.Power], u.Unit.String())
		}
	}
	for _, d := range play.Dislodged {
		if !play.IsDestroyed(d) && (d.Power == v.Power || v.After[d.Unit.Province()]) {
			afterUnits[d.Power] = append(afterUnits[d.Power], d.Unit.String()+" (dislodged)")
		}
	}
	for _, p := range r.Next.Powers {
		var centers []string
		for _, c := range p.Centers {
			if p.Name == v.Power || v.After[c] {
				centers = append(centers, c)
			}
		}
		units := afterUnits[p.Name]
		switch {
		case p.Name == v.Power:
			fmt.Fprintf(&b, "  %-8s %2d centers: %-40s units: %s\n", p.Name, len(p.Centers), strings.Join(p.Centers, " "), strings.Join(units, ", "))
		case len(centers) > 0 || len(units) > 0:
			fmt.Fprintf(&b, "  %-8s centers seen: %-36s units seen: %s\n", p.Name, strings.Join(centers, " "), strings.Join(units, ", "))
		}
	}
	writeEnd(&b, g, r)
	return b.String()
}

// dislodgerTold says whether the power's view names the unit that
// dislodged d: an attack by convoy is told where from only then, as it
// says that fleets carried it (game.View cuts it by what the cause rests
// on, payola-rules §10.23).
func dislodgerTold(v *game.View, d judge.Dislodgement) bool {
	for _, s := range v.Seen {
		if s.How == game.Fully && s.Power == d.Power && s.Unit == d.Unit {
			return s.Order.Dislodged && s.Order.DislodgedBy != (orders.Unit{})
		}
	}
	return false
}

// ownersOf is center -> owner as a game file lists them.
func ownersOf(f *gamefile.File) map[string]string {
	owners := map[string]string{}
	for _, p := range f.Powers {
		for _, c := range p.Centers {
			owners[c] = p.Name
		}
	}
	return owners
}

func nobody(p string) string {
	if p == "" {
		return "nobody"
	}
	return p
}
