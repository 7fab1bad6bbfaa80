package render

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Sample scenes, written the way players write orders so that a reader can
// check each picture against its text.

func unit(s string) orders.Unit {
	t, loc, _ := strings.Cut(s, " ")
	return orders.Unit{Type: board.UnitType(t[0]), Loc: board.Loc(loc)}
}

func placed(power string, units ...string) []orders.Placed {
	var out []orders.Placed
	for _, u := range units {
		out = append(out, orders.Placed{Power: power, Unit: unit(u)})
	}
	return out
}

func move(power, u, dest, outcome string) DrawnOrder {
	return DrawnOrder{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Move, Dest: board.Loc(dest)}}
}

func convoyedMove(power, u, dest, outcome string) DrawnOrder {
	o := move(power, u, dest, outcome)
	o.Order.ViaConvoy = true
	return o
}

func hold(power, u, outcome string) DrawnOrder {
	return DrawnOrder{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Hold}}
}

func support(power, u, target, to, outcome string) DrawnOrder {
	return DrawnOrder{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Support, Target: unit(target), To: to}}
}

func convoy(power, u, target, to, outcome string) DrawnOrder {
	return DrawnOrder{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Convoy, Target: unit(target), To: to}}
}

func retreat(power, u, dest, outcome string) DrawnOrder {
	return DrawnOrder{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Retreat, Dest: board.Loc(dest)}}
}

func other(power string, kind orders.Kind, u, outcome string) DrawnOrder {
	o := DrawnOrder{Power: power, Outcome: outcome, Order: orders.Order{Kind: kind}}
	if u != "" {
		o.Order.Unit = unit(u)
	}
	return o
}

// homeOwners gives every power its home centers.
func homeOwners(m *board.Map) map[string]string {
	own := map[string]string{}
	for _, p := range m.Powers {
		for _, h := range p.Homes {
			own[h] = p.Name
		}
	}
	return own
}

// openingScene is the standard board in Spring 1901.
func openingScene(m *board.Map) Scene {
	s := Scene{Title: "Spring 1901 Movement", Owners: homeOwners(m)}
	for _, u := range m.Start {
		s.Units = append(s.Units, orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}})
	}
	return s
}

// midGameScene is a full autumn phase: 34 units and every kind of
// movement-phase order, with successes, failures and a void order.
func midGameScene(m *board.Map) Scene {
	s := Scene{Title: "Fall 1902 Movement", Owners: homeOwners(m)}
	for prov, pw := range map[string]string{
		"SER": "AUSTRIA", "GRE": "AUSTRIA", "NWY": "ENGLAND", "BEL": "ENGLAND",
		"SPA": "FRANCE", "POR": "FRANCE", "DEN": "GERMANY", "HOL": "GERMANY",
		"TUN": "ITALY", "SWE": "RUSSIA", "RUM": "RUSSIA", "BUL": "TURKEY",
	} {
		s.Owners[prov] = pw
	}
	s.Units = append(s.Units, placed("AUSTRIA", "A BUD", "A SER", "F ALB", "A GAL", "A VIE")...)
	s.Units = append(s.Units, placed("ENGLAND", "F NTH", "F NWG", "A LON", "F ENG", "F BAR")...)
	s.Units = append(s.Units, placed("FRANCE", "A BUR", "A PAR", "F MAO", "A SPA", "F POR")...)
	s.Units = append(s.Units, placed("GERMANY", "A MUN", "A KIE", "F DEN", "A HOL", "A RUH")...)
	s.Units = append(s.Units, placed("ITALY", "A VEN", "F ION", "A TUN", "F TYS")...)
	s.Units = append(s.Units, placed("RUSSIA", "A WAR", "A UKR", "F SEV", "F BOT", "A SWE", "A RUM")...)
	s.Units = append(s.Units, placed("TURKEY", "F BLA", "A BUL", "F AEG", "A ARM")...)
	s.Orders = []DrawnOrder{
		move("AUSTRIA", "A SER", "RUM", Succeeds),
		support("AUSTRIA", "A BUD", "A SER", "RUM", Succeeds),
		move("AUSTRIA", "F ALB", "GRE", Fails),
		move("AUSTRIA", "A GAL", "UKR", Fails),
		hold("AUSTRIA", "A VIE", Succeeds),
		convoyedMove("ENGLAND", "A LON", "BEL", Succeeds),
		convoy("ENGLAND", "F NTH", "A LON", "BEL", Succeeds),
		support("ENGLAND", "F ENG", "A LON", "BEL", Succeeds),
		move("ENGLAND", "F NWG", "NWY", Fails),
		move("ENGLAND", "F BAR", "STP/NC", Succeeds),
		move("FRANCE", "A BUR", "MUN", Fails),
		move("FRANCE", "A PAR", "PIC", Succeeds),
		move("FRANCE", "F MAO", "WES", Fails),
		move("FRANCE", "A SPA", "GAS", Succeeds),
		hold("FRANCE", "F POR", Succeeds),
		hold("GERMANY", "A MUN", Succeeds),
		support("GERMANY", "A KIE", "A HOL", "", Succeeds),
		hold("GERMANY", "A HOL", Succeeds),
		move("GERMANY", "F DEN", "SKA", Succeeds),
		move("GERMANY", "A RUH", "BEL", Fails),
		move("ITALY", "A VEN", "TRI", Succeeds),
		move("ITALY", "F ION", "EAS", Succeeds),
		move("ITALY", "F TYS", "WES", Fails),
		hold("ITALY", "A TUN", Succeeds),
		support("RUSSIA", "A UKR", "A RUM", "", Fails),
		hold("RUSSIA", "A RUM", Fails),
		move("RUSSIA", "F SEV", "BLA", Fails),
		move("RUSSIA", "F BOT", "BAL", Succeeds),
		move("RUSSIA", "A SWE", "NWY", Fails),
		support("RUSSIA", "A WAR", "A UKR", "", Succeeds),
		move("TURKEY", "F BLA", "SEV", Fails),
		support("TURKEY", "A BUL", "A SER", "RUM", Succeeds),
		move("TURKEY", "F AEG", "GRE", Fails),
		support("TURKEY", "A ARM", "F BLA", "SEV", Void),
	}
	return s
}

// retreatScene follows the autumn: Russia's army in Rumania was dislodged
// and retreats, a Turkish fleet has nowhere to go and disbands.
func retreatScene(m *board.Map) Scene {
	s := Scene{Title: "Fall 1902 Retreats", Owners: homeOwners(m)}
	s.Units = append(s.Units, placed("AUSTRIA", "A BUD", "A RUM", "A GAL", "A VIE", "F ALB")...)
	s.Units = append(s.Units, placed("RUSSIA", "A UKR", "A WAR", "F SEV")...)
	s.Units = append(s.Units, placed("TURKEY", "A BUL", "F CON", "A ARM")...)
	s.Units = append(s.Units, placed("ITALY", "F AEG", "A GRE")...)
	s.Dislodged = append(s.Dislodged, placed("RUSSIA", "A RUM")...)
	s.Dislodged = append(s.Dislodged, placed("TURKEY", "F AEG")...)
	s.Orders = []DrawnOrder{
		retreat("RUSSIA", "A RUM", "MOS", Succeeds),
		other("TURKEY", orders.Disband, "F AEG", Succeeds),
	}
	return s
}

// adjustmentScene is a winter: builds, a removal, a waived build and a
// build refused.
func adjustmentScene(m *board.Map) Scene {
	s := Scene{Title: "Winter 1902 Adjustments", Owners: homeOwners(m)}
	s.Owners["SPA"], s.Owners["POR"], s.Owners["BEL"] = "FRANCE", "FRANCE", "FRANCE"
	s.Owners["WAR"], s.Owners["SEV"] = "AUSTRIA", "TURKEY"
	s.Units = append(s.Units, placed("FRANCE", "A SPA", "F POR", "A BEL")...)
	s.Units = append(s.Units, placed("RUSSIA", "A WAR", "F STP/SC", "A MOS")...)
	s.Units = append(s.Units, placed("AUSTRIA", "A GAL", "A VIE")...)
	s.Units = append(s.Units, placed("TURKEY", "F BLA", "A ARM")...)
	s.Orders = []DrawnOrder{
		other("FRANCE", orders.Build, "A PAR", Succeeds),
		other("FRANCE", orders.Build, "F BRE", Succeeds),
		other("FRANCE", orders.Build, "F MAR", Succeeds),
		other("RUSSIA", orders.Remove, "A WAR", Succeeds),
		other("AUSTRIA", orders.Build, "A BUD", Succeeds),
		other("TURKEY", orders.Waive, "", Succeeds),
		other("TURKEY", orders.Build, "F SMY", Void),
	}
	return s
}

// samples names every sample scene.
func samples(m *board.Map) map[string]Scene {
	return map[string]Scene{
		"opening":     openingScene(m),
		"midgame":     midGameScene(m),
		"retreats":    retreatScene(m),
		"adjustments": adjustmentScene(m),
	}
}

// mustRender renders a scene on the standard map or fails the test.
func mustRender(t testing.TB, s Scene) string {
	t.Helper()
	var b strings.Builder
	if err := Map(&b, board.Standard(), s); err != nil {
		t.Fatalf("rendering %q: %v", s.Title, err)
	}
	return b.String()
}
