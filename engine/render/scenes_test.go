package render

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
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

func move(power, u, dest string, outcome judge.Outcome) judge.OrderResult {
	return judge.OrderResult{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Move, Dest: board.Loc(dest)}}
}

func convoyedMove(power, u, dest string, outcome judge.Outcome) judge.OrderResult {
	o := move(power, u, dest, outcome)
	o.Order.ViaConvoy = true
	return o
}

func hold(power, u string, outcome judge.Outcome) judge.OrderResult {
	return judge.OrderResult{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Hold}}
}

func support(power, u, target, to string, outcome judge.Outcome) judge.OrderResult {
	return judge.OrderResult{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Support, Target: unit(target), To: to}}
}

func convoy(power, u, target, to string, outcome judge.Outcome) judge.OrderResult {
	return judge.OrderResult{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Convoy, Target: unit(target), To: to}}
}

func retreat(power, u, dest string, outcome judge.Outcome) judge.OrderResult {
	return judge.OrderResult{Power: power, Outcome: outcome, Order: orders.Order{Unit: unit(u), Kind: orders.Retreat, Dest: board.Loc(dest)}}
}

func other(power string, kind orders.Kind, u string, outcome judge.Outcome) judge.OrderResult {
	o := judge.OrderResult{Power: power, Outcome: outcome, Order: orders.Order{Kind: kind}}
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
	return Scene{Title: "Spring 1901 Movement", Owners: homeOwners(m), Units: startUnits(m)}
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
	s.Orders = []judge.OrderResult{
		move("AUSTRIA", "A SER", "RUM", judge.Succeeds),
		support("AUSTRIA", "A BUD", "A SER", "RUM", judge.Succeeds),
		move("AUSTRIA", "F ALB", "GRE", judge.Fails),
		move("AUSTRIA", "A GAL", "UKR", judge.Fails),
		hold("AUSTRIA", "A VIE", judge.Succeeds),
		convoyedMove("ENGLAND", "A LON", "BEL", judge.Succeeds),
		convoy("ENGLAND", "F NTH", "A LON", "BEL", judge.Succeeds),
		support("ENGLAND", "F ENG", "A LON", "BEL", judge.Succeeds),
		move("ENGLAND", "F NWG", "NWY", judge.Fails),
		move("ENGLAND", "F BAR", "STP/NC", judge.Succeeds),
		move("FRANCE", "A BUR", "MUN", judge.Fails),
		move("FRANCE", "A PAR", "PIC", judge.Succeeds),
		move("FRANCE", "F MAO", "WES", judge.Fails),
		move("FRANCE", "A SPA", "GAS", judge.Succeeds),
		hold("FRANCE", "F POR", judge.Succeeds),
		hold("GERMANY", "A MUN", judge.Succeeds),
		support("GERMANY", "A KIE", "A HOL", "", judge.Succeeds),
		hold("GERMANY", "A HOL", judge.Succeeds),
		move("GERMANY", "F DEN", "SKA", judge.Succeeds),
		move("GERMANY", "A RUH", "BEL", judge.Fails),
		move("ITALY", "A VEN", "TRI", judge.Succeeds),
		move("ITALY", "F ION", "EAS", judge.Succeeds),
		move("ITALY", "F TYS", "WES", judge.Fails),
		hold("ITALY", "A TUN", judge.Succeeds),
		support("RUSSIA", "A UKR", "A RUM", "", judge.Fails),
		beaten(hold("RUSSIA", "A RUM", judge.Succeeds)),
		move("RUSSIA", "F SEV", "BLA", judge.Fails),
		move("RUSSIA", "F BOT", "BAL", judge.Succeeds),
		move("RUSSIA", "A SWE", "NWY", judge.Fails),
		support("RUSSIA", "A WAR", "A UKR", "", judge.Succeeds),
		move("TURKEY", "F BLA", "SEV", judge.Fails),
		support("TURKEY", "A BUL", "A SER", "RUM", judge.Succeeds),
		move("TURKEY", "F AEG", "GRE", judge.Fails),
		support("TURKEY", "A ARM", "F BLA", "SEV", judge.Void),
	}
	return s
}

// beaten marks an order's unit as dislodged by the phase.
func beaten(r judge.OrderResult) judge.OrderResult {
	r.Dislodged = true
	return r
}

func dislodged(power, attackedFrom string, units ...string) []judge.Dislodgement {
	var out []judge.Dislodgement
	for _, u := range units {
		out = append(out, judge.Dislodgement{Power: power, Unit: unit(u), AttackedFrom: attackedFrom})
	}
	return out
}

// clashScene is a spring in the crowded middle of the board: Italy's
// A TYR and Austria's A GAL are dislodged, a convoy through the Ionian, a
// fleet from St Petersburg's north coast to Norway.
func clashScene(m *board.Map) Scene {
	s := Scene{Title: "Spring 1903 Movement", Owners: homeOwners(m)}
	s.Units = append(s.Units, placed("AUSTRIA", "A VIE", "A BOH", "A GAL", "A TRI")...)
	s.Units = append(s.Units, placed("GERMANY", "A MUN", "A BER")...)
	s.Units = append(s.Units, placed("ITALY", "A TYR", "A APU", "F ION", "A VEN")...)
	s.Units = append(s.Units, placed("RUSSIA", "A WAR", "A UKR", "F STP/NC", "A SIL")...)
	s.Orders = []judge.OrderResult{
		move("AUSTRIA", "A VIE", "TYR", judge.Succeeds),
		support("AUSTRIA", "A BOH", "A VIE", "TYR", judge.Succeeds),
		beaten(hold("AUSTRIA", "A GAL", judge.Succeeds)),
		support("AUSTRIA", "A TRI", "A VEN", "", judge.Fails),
		hold("GERMANY", "A MUN", judge.Succeeds),
		move("GERMANY", "A BER", "SIL", judge.Fails),
		beaten(move("ITALY", "A TYR", "MUN", judge.Fails)),
		convoyedMove("ITALY", "A APU", "TUN", judge.Succeeds),
		convoy("ITALY", "F ION", "A APU", "TUN", judge.Succeeds),
		hold("ITALY", "A VEN", judge.Succeeds),
		move("RUSSIA", "A WAR", "GAL", judge.Succeeds),
		support("RUSSIA", "A UKR", "A WAR", "GAL", judge.Succeeds),
		move("RUSSIA", "F STP/NC", "NWY", judge.Succeeds),
		support("RUSSIA", "A SIL", "A WAR", "GAL", judge.Void),
	}
	return s
}

// retreatScene has five units waiting to retreat, each under the unit
// that beat it: A TYR, F NTH, A BUR, A MUN and A GAL.
func retreatScene(m *board.Map) Scene {
	s := Scene{Title: "Fall 1903 Retreats", Owners: homeOwners(m)}
	s.Units = append(s.Units, placed("AUSTRIA", "A TYR", "A BOH", "A VIE")...)
	s.Units = append(s.Units, placed("ENGLAND", "F NTH", "F NWG", "A YOR")...)
	s.Units = append(s.Units, placed("FRANCE", "A BUR", "A PAR", "A MUN")...)
	s.Units = append(s.Units, placed("RUSSIA", "A GAL", "A WAR", "A UKR")...)
	s.Units = append(s.Units, placed("GERMANY", "A KIE", "A RUH")...)
	s.Dislodged = append(s.Dislodged, dislodged("ITALY", "VIE", "A TYR")...)
	s.Dislodged = append(s.Dislodged, dislodged("GERMANY", "NWG", "F NTH")...)
	s.Dislodged = append(s.Dislodged, dislodged("GERMANY", "PAR", "A BUR")...)
	s.Dislodged = append(s.Dislodged, dislodged("GERMANY", "BUR", "A MUN")...)
	s.Dislodged = append(s.Dislodged, dislodged("AUSTRIA", "WAR", "A GAL")...)
	s.Orders = []judge.OrderResult{
		retreat("ITALY", "A TYR", "VEN", judge.Succeeds),
		retreat("GERMANY", "F NTH", "HEL", judge.Succeeds),
		retreat("GERMANY", "A BUR", "BEL", judge.Fails),
		retreat("GERMANY", "A MUN", "BEL", judge.Fails),
		other("AUSTRIA", orders.Disband, "A GAL", judge.Succeeds),
	}
	return s
}

// adjustmentScene is a winter: builds, a removal, a waived build, England's
// void build in Norway where its fleet stands and a build that failed.
func adjustmentScene(m *board.Map) Scene {
	s := Scene{Title: "Winter 1902 Adjustments", Owners: homeOwners(m)}
	s.Owners["SPA"], s.Owners["POR"], s.Owners["BEL"], s.Owners["NWY"] = "FRANCE", "FRANCE", "FRANCE", "ENGLAND"
	s.Owners["WAR"], s.Owners["SEV"] = "AUSTRIA", "TURKEY"
	s.Units = append(s.Units, placed("FRANCE", "A SPA", "F POR", "A BEL")...)
	s.Units = append(s.Units, placed("ENGLAND", "F NWY", "F LON")...)
	s.Units = append(s.Units, placed("RUSSIA", "A WAR", "F STP/SC", "A MOS")...)
	s.Units = append(s.Units, placed("AUSTRIA", "A GAL", "A VIE")...)
	s.Units = append(s.Units, placed("TURKEY", "F BLA", "A ARM")...)
	s.Orders = []judge.OrderResult{
		other("FRANCE", orders.Build, "A PAR", judge.Succeeds),
		other("FRANCE", orders.Build, "F BRE", judge.Succeeds),
		other("FRANCE", orders.Build, "F MAR", judge.Succeeds),
		other("ENGLAND", orders.Build, "A NWY", judge.Void),
		other("ENGLAND", orders.Build, "A LON", judge.Fails),
		other("RUSSIA", orders.Remove, "A WAR", judge.Succeeds),
		other("AUSTRIA", orders.Build, "A BUD", judge.Succeeds),
		other("TURKEY", orders.Waive, "", judge.Succeeds),
		other("TURKEY", orders.Build, "F SMY", judge.Void),
	}
	return s
}

// fall1901 is the Fall 1901 of issue 23, adjudicated by the judge so that
// every order carries its cause: Austria's A TYR - VEN, supported by
// F TRI, dislodges Italy's A VEN (without the support it is held off);
// France's A PAR and Germany's A MUN bounce in Burgundy; Italy's A PIE
// cuts France's support from Marseilles and is held off; England's support
// of a move F EDI never ordered is void.
func fall1901(m *board.Map, supported bool) (Scene, judge.MovementResult) {
	pos := orders.Position{}
	for _, u := range m.Start {
		if u.Power != "AUSTRIA" && u.Power != "ITALY" {
			pos[u.Loc.Province()] = orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}}
		}
	}
	for _, u := range append(placed("AUSTRIA", "A TYR", "F TRI", "A SER"), placed("ITALY", "A VEN", "A PIE", "F ION")...) {
		pos[u.Unit.Loc.Province()] = u
	}
	ords := map[string]orders.Order{}
	for _, r := range []judge.OrderResult{
		move("AUSTRIA", "A TYR", "VEN", 0),
		move("AUSTRIA", "A SER", "GRE", 0),
		hold("ITALY", "A VEN", 0),
		move("ITALY", "A PIE", "MAR", 0),
		move("ITALY", "F ION", "TUN", 0),
		move("FRANCE", "A PAR", "BUR", 0),
		support("FRANCE", "A MAR", "A PAR", "BUR", 0),
		move("GERMANY", "A MUN", "BUR", 0),
		support("ENGLAND", "F LON", "F EDI", "NTH", 0),
	} {
		ords[r.Order.Unit.Loc.Province()] = r.Order
	}
	if supported {
		ords["TRI"] = support("AUSTRIA", "F TRI", "A TYR", "VEN", 0).Order
	}
	res := judge.Movement(m, pos, ords)
	return Scene{Title: "Fall 1901 Movement", Units: pos.Sorted(), Owners: homeOwners(m), Orders: res.Results}, res
}

// fall1901Retreats is the retreat phase after fall1901: A VEN waits to
// retreat beside the Austrian army that took Venice from Tyrolia.
func fall1901Retreats(m *board.Map) Scene {
	_, res := fall1901(m, true)
	return Scene{Title: "Fall 1901 Retreats", Units: res.After.Sorted(), Owners: homeOwners(m), Dislodged: res.Dislodged}
}

// samples names every sample scene.
func samples(m *board.Map) map[string]Scene {
	fall, _ := fall1901(m, true)
	held, _ := fall1901(m, false)
	return map[string]Scene{
		"opening":          openingScene(m),
		"midgame":          midGameScene(m),
		"clash":            clashScene(m),
		"retreats":         retreatScene(m),
		"adjustments":      adjustmentScene(m),
		"fall1901":         fall,
		"fall1901-held":    held,
		"fall1901-retreat": fall1901Retreats(m),
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
