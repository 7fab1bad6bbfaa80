package judge

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/datc"
)

// causeWant is the cause the DATC's text gives one order of a case: the
// order of the unit in prov (the nth such result, from 0, where a province
// has two, as two builds in Moscow), its reason and, when the text names
// them, the units that decided it (nil: not checked).
type causeWant struct {
	prov   string
	nth    int
	reason Reason
	by     []string
}

func w(prov string, reason Reason, by ...string) causeWant {
	return causeWant{prov: prov, reason: reason, by: by}
}

// dislodged says the unit in prov was dislodged, by the unit named (as it
// stood before moving), whatever its order's cause: a move that failed and
// was dislodged keeps its move's cause.
func dislodged(prov, by string) causeWant {
	return causeWant{prov: prov, reason: -1, by: []string{by}}
}

// second is w for the second result in prov.
func second(prov string, reason Reason, by ...string) causeWant {
	return causeWant{prov: prov, nth: 1, reason: reason, by: by}
}

// datcCauses are the causes the DATC's own text states (the comment before
// each case, its title, and the comments in its orders and results, quoted
// beside each entry), read by hand from ../shared/data/datc_v2.4_06.txt and
// never from a run of the judge. An order the text calls successful has
// NoReason: its support counted, its convoy carried, its move went. Orders
// the text calls illegal never reach the judge (the GM drops them, as
// lenient reads); their reasons are engine/orders' datcIllegal. The file
// numbers two cases 6.F.14; the second (the DATC's 6.F.15) is "6.F.14#2".
var datcCauses = map[string][]causeWant{
	// "succeeds unless illegal support actually worked"
	"6.A.3.fleet.support.inland": {w("GAL", NoReason), w("BUD", Dislodged, "A GAL")},
	// "army cannot get an additional hold power by supporting itself / fleet tri should be dislodged"
	"6.A.8": {w("TRI", Dislodged, "A VEN"), dislodged("TRI", "A VEN")},
	// "simple bounce"
	"6.A.11": {w("VIE", Bounced, "A VEN"), w("VEN", Bounced, "A VIE")},
	// "3-unit bounce"
	"6.A.12": {w("VIE", Bounced, "A MUN", "A VEN"), w("MUN", Bounced, "A VIE", "A VEN"), w("VEN", Bounced, "A VIE", "A MUN")},

	// "support to unreachable coast allowed: although fleet in mar cannot go to the n.c., it can target it"
	"6.B.4": {w("MAR", NoReason), w("GAS", NoReason)},
	// "spanish support is invalid, and gol is not dislodged"
	"6.B.5": {w("MAR", HeldOff, "F LYO")},
	// "italian fleet should cut support in spa, so french fleet is dislodged by the english"
	"6.B.6": {w("SPA", SupportCut, "F LYO"), w("MAO", Dislodged, "F NAO")},
	// "preferred: support of por is successful / result is stalemate"
	"6.B.7": {w("POR", NoReason), w("MAO", Bounced, "F WES"), w("WES", Bounced, "F MAO")},
	// "supporting with unspecified coast when only 1 coast is possible / stalemate should again occur"
	"6.B.8": {w("POR", NoReason), w("GAS", Bounced, "F WES"), w("WES", Bounced, "F GAS")},
	// "if support doesn't match move (even with coasts), does not apply"
	"6.B.9": {w("POR", WrongCoast, "F MAO")},
	// "Circular Movement w/use of a coast NOT possible / this counts as a head-to-head battle"
	"6.B.13": {w("BUL", HeadToHeadLost, "F CON"), w("CON", HeadToHeadLost, "F BUL/SC")},

	// "3-army circular movement"
	"6.C.1": {w("ANK", CircularMovement), w("CON", CircularMovement), w("SMY", CircularMovement)},
	// "3-army circular movement w/support"
	"6.C.2": {w("ANK", CircularMovement), w("CON", CircularMovement), w("SMY", CircularMovement), w("BUL", NoReason)},
	// "disrupted 3-army circular movement": the bounce in Constantinople
	"6.C.3": {w("ANK", Bounced, "A BUL"), w("BUL", Bounced, "F ANK")},
	// "circular movement w/attacked convoy"
	"6.C.4": {w("TRI", CircularMovement), w("SER", CircularMovement), w("BUL", CircularMovement), w("ION", NoReason)},
	// "disrupted circular movement due to a dislodged convoy"
	"6.C.5": {w("BUL", NoConvoyRoute, "F ION"), w("ION", Dislodged, "F NAP")},
	// "disrupted unit swap (lon-bel bounces off bur-bel)"
	"6.C.7": {w("LON", Bounced, "A BUR"), w("BUR", Bounced, "A LON")},

	// "supported hold can prevent dislodgement"
	"6.D.1": {w("TRI", HeldOff, "A VEN"), w("TYR", NoReason)},
	// "move cuts support on hold"
	"6.D.2": {w("TYR", SupportCut, "A VIE"), w("VEN", Dislodged, "A TRI")},
	// "move cuts support on move"
	"6.D.3": {w("ADR", SupportCut, "F ION")},
	// "support to hold on unit supporting a hold is allowed"
	"6.D.4": {w("BER", SupportCut, "A PRU"), w("KIE", NoReason), w("PRU", HeldOff, "A BER")},
	// "support to hold on unit supporting a move is allowed"
	"6.D.5": {w("KIE", NoReason), w("PRU", HeldOff, "A BER")},
	// "support to hold on convoying unit is allowed"
	"6.D.6": {w("PRU", NoReason), w("BAL", NoReason), w("LVN", HeldOff, "F BAL")},
	// "support to hold on moving unit NOT allowed"
	"6.D.7": {w("PRU", Unmatched, "F BAL")},
	// "failed convoy cannot receive hold support"
	"6.D.8": {w("GRE", NoConvoyRoute), w("BUL", Unmatched, "A GRE")},
	// "self-dislodgement prohibited"
	"6.D.10": {w("KIE", SelfDislodgement, "A BER")},
	// "no self-dislodgement of returning unit"
	"6.D.11": {w("KIE", SelfDislodgement, "A BER")},
	// "supporting a foreign unit to dislodge own unit is prohibited"
	"6.D.12": {w("VEN", HeldOff, "F TRI")},
	// "supporting a foreign unit to dislodge a returning own unit is prohibited"
	"6.D.13": {w("VEN", NotVacated, "F TRI"), w("TRI", Bounced, "F APU")},
	// "supporting a foreign unit is not enough to prevent dislodgement"
	"6.D.14": {w("TRI", Dislodged, "A VEN")},
	// "defender cannot cut support for attack on itself"
	"6.D.15": {w("CON", NoReason), w("ANK", HeldOff, "F CON")},
	// "convoying a dislodging unit of same power is allowed"
	"6.D.16": {w("NTH", NoReason), w("BEL", NoReason), w("LON", Dislodged, "A BEL")},
	// "dislodgement cuts support"
	"6.D.17": {w("CON", Dislodged, "F ANK")},
	// "surviving unit will sustain support"
	"6.D.18": {w("CON", NoReason), w("BUL", NoReason), w("BLA", NoReason)},
	// "even when surviving is in an alternative way"
	"6.D.19": {w("CON", NoReason), w("BLA", NoReason)},
	// "unit cannot cut support of its own country"
	"6.D.20": {w("LON", NoReason), w("ENG", Dislodged, "F NTH")},
	// "dislodging does not cancel a support cut"
	"6.D.21": {w("TYR", SupportCut, "A MUN"), dislodged("MUN", "A SIL")},
	// "failing hold support can be supported": Berlin's support fails (Prussia moves)
	"6.D.25": {w("BER", Unmatched, "A PRU"), w("KIE", NoReason)},
	// "failing move support can be supported"
	"6.D.26": {w("KIE", NoReason)},
	// "failing convoy support can be supported": Berlin holds, so the convoy fails
	"6.D.27": {w("BAL", Unmatched, "A BER"), w("PRU", NoReason)},
	// "Impossible Move and Support": the support of the unit whose move is impossible holds
	"6.D.28": {w("BUD", NoReason)},
	// "Move to Impossible Coast and Support"
	"6.D.29": {w("BUD", NoReason)},
	// "Move without Coast and Support"
	"6.D.30": {w("AEG", NoReason)},
	// "Unwanted Support allowed / Self-Standoff can be broken by an unwanted support"
	"6.D.33": {w("SER", NoReason), w("GAL", NoReason), w("VIE", Bounced, "A SER")},
	// "not a legal order. Dislodged/Destroyed", "German move succeeds"
	"6.D.34": {w("PRU", Dislodged, "A BER"), w("BER", NoReason)},

	// "dislodged unit has no effect on attacker's area"
	"6.E.1": {w("PRU", HeadToHeadLost, "A BER"), w("KIE", NoReason), w("BER", NoReason)},
	// "no self-dislodgement in head-to-head battle"
	"6.E.2": {w("BER", SelfDislodgement, "F KIE")},
	// "no help in dislodging own unit"
	"6.E.3": {w("KIE", HeadToHeadLost, "A BER")},
	// "non-dislodged loser still has effect"
	"6.E.4": {w("NTH", HeadToHeadLost, "F HOL"), w("RUH", Bounced, "F NTH")},
	// "loser dislodged by another army still has effect"
	"6.E.5": {w("NTH", HeadToHeadLost, "F HOL"), w("RUH", Bounced, "F NTH")},
	// "not dislodged because of own support still has effect"
	"6.E.6": {w("HOL", HeadToHeadLost, "F NTH"), w("RUH", Bounced, "F NTH")},
	// "no self dislodgement with beleagured garrison"
	"6.E.7": {w("NTH", BeleagueredGarrison, "F HEL", "F NWY")},
	// "no self dislodgement with beleagured garrison and head-to-head battle"
	"6.E.8": {w("NTH", HeadToHeadLost, "F NWY")},
	// "nth-nrg successful", "nwy-nth successful"
	"6.E.9": {w("NTH", NoReason), w("NWY", NoReason)},
	// "in circular movement with the weaker attacker; the circular movement fails"
	"6.E.10": {w("HEL", Bounced, "F NWY")},
	// "unit swap with adjacent convoying & 2 coasts": "swap", "swap"
	"6.E.11": {w("SPA", Swap), w("POR", Swap), w("MAO", NoReason)},
	// "support on attack of own unit can be used for other means"
	"6.E.12": {w("SER", NoReason), w("GAL", Bounced, "A VIE")},
	// "3-way beleagured garrison"
	"6.E.13": {w("NTH", BeleagueredGarrison, "F YOR", "F BEL", "F NWG")},
	// "If one of the units makes an illegal move, that unit still has the
	// possibility to defend against attacks with a strength of 1"
	"6.E.14": {w("LVP", HeldOff, "F EDI")},
	// "THE FRIENDLY HEAD TO HEAD BATTLE"
	"6.E.15": {w("KIE", HeadToHeadLost, "A BER"), w("BER", HeadToHeadLost, "A KIE")},

	// "an army being convoyed can bounce as normal"
	"6.F.2": {w("LON", Bounced, "A PAR"), w("PAR", Bounced, "A LON")},
	// "an army being convoyed can receive support"
	"6.F.3": {w("LON", NoReason), w("MAO", NoReason), w("ENG", NoReason)},
	// "an attacked convoy is not disrupted"
	"6.F.4": {w("NTH", NoReason), w("LON", NoReason)},
	// "A beleagured convoy is not disrupted"
	"6.F.E": {w("NTH", BeleagueredGarrison, "F ENG", "F SKA"), w("LON", NoReason)},
	// "dislodged convoy does not cut support"
	"6.F.6": {w("LON", NoConvoyRoute, "F NTH"), w("NTH", Dislodged, "F SKA"), w("HOL", NoReason)},
	// "dislodged convoy does not cause contested area"
	"6.F.7": {w("LON", NoConvoyRoute, "F NTH"), w("NTH", Dislodged, "F SKA")},
	// "dislodged convoy does not cause a bounce"
	"6.F.8": {w("LON", NoConvoyRoute, "F NTH"), w("NTH", Dislodged, "F SKA"), w("BEL", NoReason)},
	// "dislodge of multi-route convoy"
	"6.F.9": {w("ENG", Dislodged, "F MAO"), w("LON", NoReason), w("NTH", NoReason)},
	// "dislodge of multi-route convoy with foreign fleet"
	"6.F.10": {w("ENG", Dislodged, "F MAO"), w("LON", NoReason)},
	// "dislodge of multi-route convoy with only foreign fleets"
	"6.F.11": {w("ENG", Dislodged, "F MAO"), w("LON", NoReason)},
	// "dislodged convoying fleet not on route"
	"6.F.12": {w("IRI", Dislodged, "F MAO"), w("LON", NoReason)},
	// "The Unwanted Alternative": "convoy succeeds", "dislodges F nth"
	"6.F.13": {w("LON", NoReason), w("DEN", NoReason), w("NTH", Dislodged, "F DEN")},
	// "simple convoy paradox; preferred results (2000/szykman)"
	"6.F.14": {w("ENG", ConvoyParadox), w("BRE", ConvoyParadox), w("WAL", NoReason)},
	// "simple convoy paradox with additional convoy (paradox rules only
	// apply to paradox core) SYZKMAN resolution": "wal-eng OK", "naf-wal OK"
	"6.F.14#2": {w("ENG", ConvoyParadox), w("BRE", ConvoyParadox), w("WAL", NoReason), w("NAF", NoReason)},
	// "Pandin's paradox"
	"6.F.16": {w("ENG", ConvoyParadox), w("BRE", ConvoyParadox)},
	// "Pandin's extended paradox ... syzkman used (preferred)"
	"6.F.17": {w("ENG", ConvoyParadox), w("BRE", ConvoyParadox)},
	// "betrayal paradox--via Syzkman"
	"6.F.18": {w("NTH", ConvoyParadox), w("LON", ConvoyParadox)},
	// "unwanted multi-route convoy paradox": Ionian Sea dislodged
	"6.F.20": {w("ION", Dislodged, "F EAS")},
	// "dad's army convoy": "England: F nat # DESTROYED", "England: F cly # DESTROYED"
	"6.F.21": {w("NWY", NoReason), w("NAO", Dislodged, "F MAO"), dislodged("NAO", "F MAO"), dislodged("CLY", "A NWY"), w("LVP", NoConvoyRoute, "F NAO")},
	// "second-order paradox w/2 resolutions; syzkman preferred"
	"6.F.22": {w("BRE", ConvoyParadox), w("NWY", ConvoyParadox)},
	// "A bre-lon # part of paradox" ... "A stp-edi # not part of paradox";
	// "the Russian convoy in St Petersburg can succeed"
	"6.F.22.extended": {w("BRE", ConvoyParadox), w("NWY", ConvoyParadox), w("STP", NoReason), w("NWG", NoReason), w("BAR", NoReason)},
	// "Second-order paradox with two exclusive convoys / Syzkman results; no units should move"
	"6.F.23": {w("BRE", ConvoyParadox), w("NWY", ConvoyParadox)},
	// "2nd-order paradox with NO resolution; szykman used"
	"6.F.24": {w("BRE", ConvoyParadox), w("NWY", ConvoyParadox)},

	// "Two units can swap places via convoy"
	"6.G.1": {w("NWY", Swap), w("SWE", Swap), w("SKA", NoReason)},
	// "kidnapping an army / no swap should occur"
	"6.G.2": {w("NWY", HeadToHeadLost, "F SWE"), w("SWE", HeadToHeadLost, "A NWY"), w("SKA", Overland, "A NWY")},
	// "here, there is no intent to convoy. So no convoy occurs.", "this will occur, over land"
	"6.G.3": {w("ENG", Overland, "A PIC"), w("PIC", NoReason)},
	// "will dislodged English fleet", "should be successful, over land", "dislodged via land route"
	"6.G.4": {w("BRE", NoReason), w("PIC", NoReason), w("ENG", Overland, "A PIC"), dislodged("ENG", "F BRE"), dislodged("BEL", "A PIC")},
	// "swapping with intent"
	"6.G.5": {w("ROM", Swap), w("APU", Swap)},
	// "swapping with unintended intent"
	"6.G.6": {w("LVP", Swap), w("EDI", Swap)},
	// "explicit 'via convoy' should be irrelevent if there is not both a land and convoy route"
	"6.G.8": {w("BEL", NoReason)},
	// "intent is to convoy": swapped
	"6.G.9": {w("NWY", Swap), w("SWE", Swap)},
	// "convoy to an adjacent place with a paradox ... Paradox resolution is by Szykman"
	"6.G.11":     {w("SWE", ConvoyParadox), w("SKA", ConvoyParadox)},
	"6.G.11.mod": {w("SWE", ConvoyParadox), w("SKA", ConvoyParadox)},
	// "Two units should be able to swap if they are both convoyed": "swap", "swap"
	"6.G.12": {w("LVP", Swap), w("EDI", Swap)},
	// "BOUNCE via convoy TO ADJACENT PLACE"
	"6.G.14": {w("NWG", Bounced, "A SWE"), w("SWE", Bounced, "F NWG")},
	// "BOUNCE AND DISLODGE WITH DOUBLE CONVOY"
	"6.G.15": {w("YOR", Bounced, "A BEL"), w("BEL", Bounced, "A YOR")},

	// "retreats to same place should cause disbandment of those retreating units"
	"6.H.1": {w("TRI", RetreatStandoff, "F GRE"), w("GRE", RetreatStandoff, "F TRI")},
	// "No supports from retreating unit": "all dislodged units disband"
	"6.H.2": {w("NWY", RetreatStandoff, "F EDI"), w("EDI", RetreatStandoff, "F NWY"), w("HOL", NoRetreatOrdered)},
	// "No Convoy during retreat": "fails; will disband"
	"6.H.3": {w("HOL", NoRetreatOrdered)},
	// "valid retreat order"
	"6.H.4": {w("HOL", NoReason)},
	// "Unit may not retreat to the area from which it was attacked"
	"6.H.5": {w("ANK", RetreatBlocked)},
	// "unit cannot retreat to occupied area"
	"6.H.5.mod": {w("ANK", RetreatBlocked)},
	// "Unit may not retreat to a contested area"
	"6.H.6": {w("VIE", RetreatBlocked)},
	// "multiple retreat to same area will disband units"
	"6.H.7": {w("VIE", RetreatStandoff, "A BOH"), w("BOH", RetreatStandoff, "A VIE")},
	// "triple retreat to same area will disband units"
	"6.H.8": {w("NWY", RetreatStandoff, "F EDI", "F HOL"), w("EDI", RetreatStandoff, "F NWY", "F HOL"), w("HOL", RetreatStandoff, "F NWY", "F EDI")},
	// "dislodged unit will not make attackers area contested"
	"6.H.9": {w("KIE", NoReason), w("PRU", NoReason)},
	// "should fail; was attacked from ber", "this should succeed"
	"6.H.10": {w("KIE", RetreatBlocked), w("PRU", NoReason)},
	// "should succeeds since gas-mar was via convoy"
	"6.H.11": {w("MAR", NoReason)},
	// "lvp-edi retreat", "eng-pic retreat"
	"6.H.12": {w("LVP", NoReason), w("ENG", NoReason)},
	// "illegal retreat! will disband."
	"6.H.13": {w("PIC", NoRetreatOrdered)},
	// "No retreat with support in main phase": both "will disband"
	"6.H.14": {w("PIC", RetreatStandoff, "A BUR"), w("BUR", RetreatStandoff, "A PIC")},
	// "spa (all of) is contested; disbands"
	"6.H.16": {w("WES", RetreatBlocked)},

	// "not owned, not a Homse SC, and has a unit there!", "this should
	// succeed", "fails; already built kie unit"
	"6.I.1": {w("WAR", AdjustmentRefused), w("KIE", NoReason), w("MUN", CountReached)},
	// "supply center must be empty for building"
	"6.I.3": {w("BER", AdjustmentRefused)},
	// "both coasts must be empty for building"
	"6.I.4": {w("STP", AdjustmentRefused)},
	// "building in home supply center that is not owned is prohibited"
	"6.I.5": {w("BER", AdjustmentRefused)},
	// "building in owned supply center that is not a home supply center"
	"6.I.6": {w("WAR", AdjustmentRefused)},
	// "will fail; unit already build (1 build unused)"
	"6.I.7": {w("MOS", NoReason), second("MOS", AdjustmentRefused)},
	// "too many remove orders"
	"6.J.1": {w("PIC", NoReason), w("PAR", CountReached)},
	// "removing the same unit twice", "civil disorder rules should remove fleet"
	"6.J.2": {w("PAR", NoReason), second("PAR", AdjustmentRefused), w("LYO", CivilDisorder)},
	// "civil disorder: two armies with different distance"
	"6.J.3": {w("SWE", CivilDisorder)},
	// "civil disorder: two armies with equal distance"
	"6.J.4": {w("LVN", CivilDisorder)},
	// "civil disorder: two fleets with different distance"
	"6.J.5": {w("BER", CivilDisorder)},
	// "civil disorder: two fleets with equal distance"
	"6.J.6": {w("BAL", CivilDisorder)},
	// "fleet > army, and then fleet alpha (nth)"
	"6.J.7": {w("NTH", CivilDisorder)},
	// "a fleet with a shorter distance than the army / army should be removed"
	"6.J.8": {w("TYR", CivilDisorder)},
	// "civil disorder must be counted from both coasts"
	"6.J.9.part1": {w("TYR", CivilDisorder)},
	"6.J.9.part2": {w("TYR", CivilDisorder)},
	// "civil disorder: counting convoying distance"
	"6.J.10": {w("SIL", CivilDisorder)},
	// "civil disorder: counting distance without convoying fleet"
	"6.J.11": {w("SIL", CivilDisorder)},
}

// TestDATCCauses checks the reason of each order where the DATC's own text
// states why it succeeds or fails (datcCauses), in every phase.
func TestDATCCauses(t *testing.T) {
	m := board.Standard()
	seen := map[string]bool{}
	n := 0
	for _, c := range loadDATC(t) {
		key := c.ID
		if seen[key] {
			key += "#2"
		}
		seen[key] = true
		wants, ok := datcCauses[key]
		if !ok {
			continue
		}
		t.Run(key, func(t *testing.T) {
			rs := datcResults(t, m, c)
			for _, want := range wants {
				checkCause(t, m, rs, want)
				n++
			}
		})
	}
	for key := range datcCauses {
		if !seen[key] {
			t.Errorf("%s is not in the DATC data", key)
		}
	}
	t.Logf("%d causes checked in %d cases", n, len(datcCauses))
}

// checkCause is wantCause for the nth result in a province.
func checkCause(t *testing.T, m *board.Map, rs []OrderResult, want causeWant) {
	t.Helper()
	var r OrderResult
	nth := want.nth
	for _, x := range rs {
		if x.Order.Unit.Province() == want.prov {
			if nth == 0 {
				r = x
				break
			}
			nth--
		}
	}
	if r.Order.Unit.Loc == "" {
		t.Errorf("no result %d for the unit in %s", want.nth, want.prov)
		return
	}
	if want.reason == -1 {
		if !r.Dislodged || r.DislodgedBy.String() != want.by[0] {
			t.Errorf("%s: dislodged %v by %q, want dislodged by %s", r.Order, r.Dislodged, r.DislodgedBy, want.by[0])
		}
		return
	}
	if r.Cause.Reason != want.reason {
		t.Errorf("%s %v: cause %q (%s), want %q", r.Order, r.Outcome, r.Cause.Reason, r.Cause.Words(m), want.reason)
		return
	}
	if want.by == nil {
		return
	}
	var got []string
	for _, u := range r.Cause.By {
		got = append(got, u.String())
	}
	if strings.Join(got, ", ") != strings.Join(want.by, ", ") {
		t.Errorf("%s: cause names %v, want %v", r.Order, got, want.by)
	}
}

// datcResults adjudicates a case, its orders read leniently (prepare), and
// returns the results with their causes.
func datcResults(t *testing.T, m *board.Map, c datc.Case) []OrderResult {
	t.Helper()
	pos := position(t, m, c.Prestate)
	switch c.Phase {
	case "movement":
		return Movement(m, pos, movementOrders(t, m, pos, c.Orders)).Results
	case "retreat":
		dislodged, contested, ords := retreatInputs(t, m, c)
		return Retreats(m, pos, dislodged, contested, ords).Results
	case "adjustment":
		owners, ords := adjustmentInputs(t, m, c, pos)
		return Adjustments(m, pos, owners, ords).Results
	}
	t.Fatalf("unknown phase %q", c.Phase)
	return nil
}
