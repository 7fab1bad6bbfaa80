package game

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// The Blind rule of Tin Cup (rule 6.3, §10.22) province by province: the
// sets are written from the standard map's borders, for armies and fleets
// alike.
func TestSees(t *testing.T) {
	m := board.Standard()
	cases := []struct {
		name, power string
		units       []string
		want        string
	}{
		// A unit sees its province and every one next to it. The power ""
		// has no home centers and no starting places, so these are its
		// units' sight alone.
		{"army and fleet", "", []string{"PAR", "BRE"}, "BRE BUR ENG GAS MAO PAR PIC"},
		// A fleet at sea sees every coast it borders, and the land behind
		// none of them.
		{"fleet at sea", "", []string{"MAO"}, "BRE ENG GAS IRI MAO NAF NAO POR SPA WES"},
		// Neighbours by either coast: a fleet on SPA/NC sees the south
		// coast's seas too (a unit there could support into them).
		{"coast ignored", "", []string{"SPA/NC"}, "GAS LYO MAO MAR POR SPA WES"},
		// An inland army sees the provinces an army borders only.
		{"inland army", "", []string{"BOH"}, "BOH GAL MUN SIL TYR VIE"},
		// No units: the home centers alone, each seeing as a unit would
		// (§10.22): Moscow, Sevastopol, St Petersburg, Warsaw and their borders.
		{"no units", "RUSSIA", nil, "ARM BAR BLA BOT FIN GAL LVN MOS NWY PRU RUM SEV SIL STP UKR WAR"},
		{"homes and units together", "FRANCE", []string{"MAO"}, "BRE BUR ENG GAS IRI LYO MAO MAR NAF NAO PAR PIC PIE POR SPA WES"},
		// §10.22, the reference judge's case: Austria with only A BOH sees
		// Venice from Trieste, its home, whoever owns it.
		{"home centers see next door", "AUSTRIA", []string{"BOH"}, "ADR ALB BOH BUD GAL MUN RUM SER SIL TRI TYR VEN VIE"},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			got := provinces(Sees(m, c.power, c.units))
			if got != c.want {
				t.Errorf("Sees(%s, %v) = %s, want %s", c.power, c.units, got, c.want)
			}
		})
	}
}

func provinces(set map[string]bool) string {
	var out []string
	for p, ok := range set {
		if ok {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// The sightings of one unit by a power that does not own it (the reference
// judge's Blind results), each case from the definitions in blind.go.
func TestSighting(t *testing.T) {
	set := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, p := range strings.Fields(s) {
			m[p] = true
		}
		return m
	}
	cases := []struct {
		before, after, from, to string
		dislodging              bool
		want                    Sighting
	}{
		{"A B", "A B", "A", "B", false, Fully},
		{"B", "B", "A", "B", false, Arriving},   // moves into sight
		{"", "B", "A", "B", false, Appearing},   // the place came into sight as it moved in
		{"", "B", "A", "B", true, Arriving},     // it beat the unit there: seen coming
		{"A", "A", "A", "B", false, Leaving},    // moves out of sight
		{"A", "", "A", "B", false, Vanishing},   // the power's sight moved away
		{"A", "", "A", "A", false, Vanishing},   // holds where the power no longer sees
		{"", "A", "A", "A", false, Appearing},   // holds where the power now sees
		{"C", "C", "A", "B", false, Unseen},     // never in sight
		{"A", "", "A", "", false, Fully},        // disbanded where it was seen
		{"", "A", "A", "", false, Fully},        // removed where the power sees now
		{"", "B", "", "B", false, Fully},        // built in sight
		{"B", "", "", "B", false, Unseen},       // built where the power no longer sees
		{"", "", "A", "", false, Unseen},        // removed out of sight
		{"B", "B", "A", "A", false, Unseen},     // failed move out of sight
		{"A B", "A", "A", "A", false, Fully},    // failed move, seen before and after
		{"A B", "A B", "A", "B", true, Fully},   // dislodging, seen all along
		{"A", "A B", "A", "B", false, Fully},    // moves on, followed
		{"B", "A B", "A", "B", false, Arriving}, // seen arriving
		{"A", "A C", "A", "B", false, Leaving},  // leaves towards a place out of sight
		{"", "", "A", "B", true, Unseen},        // dislodging out of sight
		{"B", "", "A", "B", false, Unseen},      // its destination is out of sight after
		{"A", "B", "A", "B", false, Fully},      // seen before where it was, after where it is
		{"A", "", "", "A", false, Unseen},       // built where the power no longer sees
		{"", "", "", "", false, Unseen},         // nothing
		{"A", "A", "A", "", false, Fully},       // removed in sight
		{"A", "A", "A", "A", false, Fully},      // holds in sight
		{"A", "B", "A", "A", false, Vanishing},  // holds; sight moved elsewhere
		{"B", "A", "A", "A", false, Appearing},  // holds; sight moved onto it
		{"A", "A", "", "", false, Unseen},       // waived
		{"A B", "", "A", "B", true, Vanishing},  // dislodging, the power's sight gone
		{"", "A B", "A", "B", false, Appearing}, // both places in sight after, neither before: not seen to move
		{"A", "A", "B", "A", false, Arriving},   // arriving where the power saw and sees
		{"B", "B", "B", "A", false, Leaving},    // leaving
		{"A B", "B", "A", "B", false, Fully},    // followed
		{"", "", "B", "A", false, Unseen},       // out of sight
		{"A", "", "B", "A", true, Unseen},       // dislodging out of sight after
		{"", "A", "B", "A", true, Arriving},     // dislodging into sight
		{"B", "", "B", "A", false, Vanishing},   // sight gone
	}
	for i, c := range cases {
		if got := sighting(set(c.before), set(c.after), c.from, c.to, c.dislodging); got != c.want {
			t.Errorf("case %d %+v: %v, want %v", i, c, got, c.want)
		}
	}
}

// blindGame is a Tin Cup game in the given phase with these units (power ->
// units); powers not named have none. Centers are the 1901 ones.
func blindGame(t *testing.T, name, phase string, units map[string][]string) *Game {
	t.Helper()
	g, err := loadEdited(t, name, func(m map[string]any) {
		m["rules"] = map[string]any{"blind": true}
		m["phase"] = phase
		for _, p := range m["powers"].([]any) {
			pm := p.(map[string]any)
			us := []any{}
			for _, u := range units[pm["name"].(string)] {
				us = append(us, u)
			}
			pm["units"] = us
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Lines of the expected texts, laid out as the results lay them out.
func title(s string) string { return s + "\n" + strings.Repeat("=", len(s)) + "\n" }
func ord(order, result string) string {
	return fmt.Sprintf("  %-28s %s\n", order, result)
}
func own(power string, n int, centers, units string) string {
	return fmt.Sprintf("  %-8s %2d centers: %-40s units: %s\n", power, n, centers, units)
}
func other(power, centers, units string) string {
	return fmt.Sprintf("  %-8s centers seen: %-36s units seen: %s\n", power, centers, units)
}

// viewMap is a view's map in words: units, owners and drawn orders.
func viewMap(v *View) string {
	var units, owners, drawn []string
	for _, u := range v.Units {
		units = append(units, u.Power+" "+u.Unit.String())
	}
	for _, u := range v.Dislodged {
		units = append(units, u.Power+" "+u.Unit.String()+" dislodged")
	}
	for c, p := range v.Owners {
		owners = append(owners, c+":"+p)
	}
	sort.Strings(owners)
	for _, d := range v.Orders {
		drawn = append(drawn, d.Power+" "+d.Order.String()+" "+d.Outcome.String())
	}
	return "units: " + strings.Join(units, ", ") + "\nowners: " + strings.Join(owners, " ") + "\norders: " + strings.Join(drawn, ", ")
}

func checkViews(t *testing.T, r *Result, results, maps map[string]string) {
	t.Helper()
	if len(r.Views) != 7 {
		t.Fatalf("%d views, want one per power", len(r.Views))
	}
	for power, want := range results {
		if got := r.Views[power].Results; got != want {
			t.Errorf("%s results:\n%s\nwant:\n%s", power, got, want)
		}
	}
	for power, want := range maps {
		if got := viewMap(r.Views[power]); got != want {
			t.Errorf("%s map:\n%s\nwant:\n%s", power, got, want)
		}
	}
}

// Rule 6.3, a movement phase worked by hand: units move into and out of
// each power's sight. The sight sets (standard map; homes see their
// borders, §10.22):
//
//	FRANCE  before BRE BUR ENG GAS LYO MAO MAR PAR PIC PIE SPA
//	        after  BEL BRE BUR ENG GAS IRI LYO MAO MAR MUN NAF NAO PAR PIC PIE POR RUH SPA WES
//	GERMANY before BAL BEL BER BOH BUR DEN HEL HOL KIE MUN PRU RUH SIL TYR
//	        after  the same, with ENG NTH PIC
//	ITALY   before ADR APU ION LYO MAR NAP PIE ROM TRI TUS TYR TYS VEN
//	        after  the same, with BUR GAS SPA
//	ENGLAND before BEL BRE CLY EDI ENG IRI LON LVP MAO NAO NTH NWG PIC WAL YOR
//	        after  CLY EDI ENG IRI LON LVP NAO NTH NWG WAL YOR
func TestBlindMovement(t *testing.T) {
	g := blindGame(t, "spring", "S1901M", map[string][]string{
		"FRANCE": {"A PAR", "F BRE"}, "GERMANY": {"A MUN", "A RUH"}, "ITALY": {"A PIE"}, "ENGLAND": {"F ENG"},
	})
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nF BRE - MAO\nGERMANY:\nA RUH - BEL\nITALY:\nA PIE - MAR\nENGLAND:\nF ENG - LON\n", Options{})
	const next = "\nNext phase: Fall 1901 Movement\n"
	results := map[string]string{
		// Italy's army in Piedmont is seen from Marseilles, France's home,
		// moving in; Munich and Belgium come into sight as France moves;
		// the English fleet is seen leaving the Channel, which France still sees.
		"FRANCE": title("spring: Spring 1901 Movement results for FRANCE") + "Tin Cup (rule 6.3): what FRANCE can see.\n" +
			"\nFRANCE\n" + ord("F BRE - MAO", "succeeds") + ord("A PAR - BUR", "succeeds") +
			"\nITALY\n" + ord("A PIE - MAR", "succeeds") +
			"\nCome into sight:\n  GERMANY A MUN\n  GERMANY A BEL\n" +
			"\nSeen leaving:\n  ENGLAND F ENG\n" +
			"\nThe board as FRANCE sees it now:\n" + own("FRANCE", 3, "BRE MAR PAR", "A BUR, F MAO") +
			other("GERMANY", "MUN", "A BEL, A MUN") + other("ITALY", "", "A MAR") + next,
		"GERMANY": title("spring: Spring 1901 Movement results for GERMANY") + "Tin Cup (rule 6.3): what GERMANY can see.\n" +
			"\nGERMANY\n" + ord("A MUN H", "succeeds") + ord("A RUH - BEL", "succeeds") +
			"\nSeen arriving:\n  FRANCE A BUR\n" +
			"\nThe board as GERMANY sees it now:\n" + other("FRANCE", "", "A BUR") + own("GERMANY", 3, "BER KIE MUN", "A BEL, A MUN") + next,
		// Burgundy came into Italy's sight with its own move to Marseilles;
		// Trieste is seen from Venice.
		"ITALY": title("spring: Spring 1901 Movement results for ITALY") + "Tin Cup (rule 6.3): what ITALY can see.\n" +
			"\nITALY\n" + ord("A PIE - MAR", "succeeds") +
			"\nCome into sight:\n  FRANCE A BUR\n" +
			"\nThe board as ITALY sees it now:\n" + other("AUSTRIA", "TRI", "") + other("FRANCE", "MAR", "A BUR") + own("ITALY", 3, "NAP ROM VEN", "A MAR") + next,
		// England saw F BRE, and sees neither Brest nor Mid-Atlantic now.
		"ENGLAND": title("spring: Spring 1901 Movement results for ENGLAND") + "Tin Cup (rule 6.3): what ENGLAND can see.\n" +
			"\nENGLAND\n" + ord("F ENG - LON", "succeeds") +
			"\nGone out of sight:\n  FRANCE F BRE\n" +
			"\nThe board as ENGLAND sees it now:\n" + own("ENGLAND", 3, "EDI LON LVP", "F LON") + next,
		"AUSTRIA": title("spring: Spring 1901 Movement results for AUSTRIA") + "Tin Cup (rule 6.3): what AUSTRIA can see.\n" +
			"\nThe board as AUSTRIA sees it now:\n" + own("AUSTRIA", 3, "BUD TRI VIE", "") + other("ITALY", "VEN", "") + next,
		"RUSSIA": title("spring: Spring 1901 Movement results for RUSSIA") + "Tin Cup (rule 6.3): what RUSSIA can see.\n" +
			"\nThe board as RUSSIA sees it now:\n" + own("RUSSIA", 4, "MOS SEV STP WAR", "") + next,
	}
	maps := map[string]string{
		"FRANCE":  "units: ENGLAND F ENG, FRANCE F BRE, FRANCE A PAR, ITALY A PIE\nowners: BRE:FRANCE MAR:FRANCE PAR:FRANCE\norders: FRANCE F BRE - MAO succeeds, FRANCE A PAR - BUR succeeds, ITALY A PIE - MAR succeeds",
		"GERMANY": "units: GERMANY A MUN, GERMANY A RUH\nowners: BER:GERMANY KIE:GERMANY MUN:GERMANY\norders: GERMANY A MUN H succeeds, GERMANY A RUH - BEL succeeds",
		"ITALY":   "units: ITALY A PIE\nowners: MAR:FRANCE NAP:ITALY ROM:ITALY TRI:AUSTRIA VEN:ITALY\norders: ITALY A PIE - MAR succeeds",
		"ENGLAND": "units: ENGLAND F ENG, FRANCE F BRE\nowners: BRE:FRANCE EDI:ENGLAND LON:ENGLAND LVP:ENGLAND\norders: ENGLAND F ENG - LON succeeds",
		"TURKEY":  "units: \nowners: ANK:TURKEY CON:TURKEY SMY:TURKEY\norders: ",
	}
	checkViews(t, r, results, maps)

	// No all-seeing results for players: the GM's are named as such.
	files, err := r.Files("spring")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := files["spring-S1901M-results.txt"]; ok {
		t.Error("a blind game has a public results file")
	}
	if string(files["spring-S1901M-gm-results.txt"]) != r.Public || !strings.Contains(r.Public, "A PIE - MAR") {
		t.Error("the GM's full results are missing")
	}
	if string(files["spring-S1901M-france-results.txt"]) != results["FRANCE"] {
		t.Error("France's results file is not France's view")
	}
}

// Rule 6.3 through a Fall: a movement that dislodges, the retreat and the
// adjustments, each cut by hand. Sight sets in Fall 1901 Movement, besides
// what each power's home centers see (§10.22: France sees Piedmont from
// Marseilles, Austria Venice from Trieste, Germany Tyrolia from Munich
// whoever owns it):
//
//	FRANCE  units before BEL BUR GAS HOL KIE MAR MUN PAR PIC RUH
//	        units after  BEL BER BOH BUR HOL KIE MUN RUH SIL TYR
//	GERMANY units before and after BAL BER BOH BUR DEN HEL HOL KIE MUN PRU RUH SIL TYR
//	ITALY   units before and after BOH LYO MAR MUN PIE TRI TUS TYR VEN VIE
//	AUSTRIA units before and after BOH BUD GAL TRI TYR VIE
func TestBlindFall(t *testing.T) {
	g := blindGame(t, "fall", "F1901M", map[string][]string{
		"FRANCE": {"A BUR", "A RUH"}, "GERMANY": {"A MUN", "F KIE", "A BER"}, "ITALY": {"A TYR", "A PIE"}, "AUSTRIA": {"A VIE"},
	})
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR - MUN\nA RUH S A BUR - MUN\n", Options{})
	t.Run("movement", func(t *testing.T) {
		const next = "\nNext phase: Fall 1901 Retreats\n"
		results := map[string]string{
			// Berlin and Tyrolia come into sight as France takes Munich.
			"FRANCE": title("fall: Fall 1901 Movement results for FRANCE") + "Tin Cup (rule 6.3): what FRANCE can see.\n" +
				"\nFRANCE\n" + ord("A BUR - MUN", "succeeds") + ord("A RUH S A BUR - MUN", "succeeds") +
				"\nGERMANY\n" + ord("F KIE H", "succeeds") + ord("A MUN H", "fails, dislodged") +
				"\nITALY\n" + ord("A PIE H", "succeeds") +
				"\nCome into sight:\n  GERMANY A BER\n  ITALY A TYR\n" +
				"\nDislodged units (must retreat):\n  GERMANY A MUN, attacked from BUR\n" +
				"\nThe board as FRANCE sees it now:\n" + own("FRANCE", 3, "BRE MAR PAR", "A MUN, A RUH") +
				other("GERMANY", "BER KIE MUN", "A BER, F KIE, A MUN (dislodged)") + other("ITALY", "", "A PIE, A TYR") + next,
			"GERMANY": title("fall: Fall 1901 Movement results for GERMANY") + "Tin Cup (rule 6.3): what GERMANY can see.\n" +
				"\nFRANCE\n" + ord("A BUR - MUN", "succeeds") + ord("A RUH S A BUR - MUN", "succeeds") +
				"\nGERMANY\n" + ord("A BER H", "succeeds") + ord("F KIE H", "succeeds") + ord("A MUN H", "fails, dislodged") +
				"\nITALY\n" + ord("A TYR H", "succeeds") +
				"\nDislodged units (must retreat):\n  GERMANY A MUN, attacked from BUR\n" +
				"\nThe board as GERMANY sees it now:\n" + other("FRANCE", "", "A MUN, A RUH") +
				own("GERMANY", 3, "BER KIE MUN", "A BER, F KIE, A MUN (dislodged)") + other("ITALY", "", "A TYR") + next,
			// Italy never saw Burgundy: the French army arrives in Munich,
			// and where the attack came from stays out of sight.
			"ITALY": title("fall: Fall 1901 Movement results for ITALY") + "Tin Cup (rule 6.3): what ITALY can see.\n" +
				"\nAUSTRIA\n" + ord("A VIE H", "succeeds") +
				"\nGERMANY\n" + ord("A MUN H", "fails, dislodged") +
				"\nITALY\n" + ord("A PIE H", "succeeds") + ord("A TYR H", "succeeds") +
				"\nSeen arriving:\n  FRANCE A MUN\n" +
				"\nDislodged units (must retreat):\n  GERMANY A MUN, attacked from out of sight\n" +
				"\nThe board as ITALY sees it now:\n" + other("AUSTRIA", "TRI VIE", "A VIE") + other("FRANCE", "MAR", "A MUN") +
				other("GERMANY", "MUN", "A MUN (dislodged)") + own("ITALY", 3, "NAP ROM VEN", "A PIE, A TYR") + next,
			"AUSTRIA": title("fall: Fall 1901 Movement results for AUSTRIA") + "Tin Cup (rule 6.3): what AUSTRIA can see.\n" +
				"\nAUSTRIA\n" + ord("A VIE H", "succeeds") + "\nITALY\n" + ord("A TYR H", "succeeds") +
				"\nThe board as AUSTRIA sees it now:\n" + own("AUSTRIA", 3, "BUD TRI VIE", "A VIE") + other("ITALY", "VEN", "A TYR") + next,
		}
		maps := map[string]string{
			"FRANCE":  "units: FRANCE A BUR, FRANCE A RUH, GERMANY F KIE, GERMANY A MUN, ITALY A PIE\nowners: BRE:FRANCE KIE:GERMANY MAR:FRANCE MUN:GERMANY PAR:FRANCE\norders: FRANCE A BUR - MUN succeeds, FRANCE A RUH S A BUR - MUN succeeds, GERMANY F KIE H succeeds, GERMANY A MUN H fails, ITALY A PIE H succeeds",
			"ITALY":   "units: AUSTRIA A VIE, GERMANY A MUN, ITALY A PIE, ITALY A TYR\nowners: MAR:FRANCE MUN:GERMANY NAP:ITALY ROM:ITALY TRI:AUSTRIA VEN:ITALY VIE:AUSTRIA\norders: AUSTRIA A VIE H succeeds, GERMANY A MUN H fails, ITALY A PIE H succeeds, ITALY A TYR H succeeds",
			"AUSTRIA": "units: AUSTRIA A VIE, ITALY A TYR\nowners: BUD:AUSTRIA TRI:AUSTRIA VEN:ITALY VIE:AUSTRIA\norders: AUSTRIA A VIE H succeeds, ITALY A TYR H succeeds",
		}
		checkViews(t, r, results, maps)
	})

	// Fall 1901 Retreats: A MUN retreats to Bohemia. Austria sees it arrive
	// (Bohemia borders Vienna, Munich does not); Munich becomes French.
	rg := next(t, r)
	rr := mustAdjudicate(t, rg, "GERMANY:\nA MUN - BOH\n", Options{})
	t.Run("retreats", func(t *testing.T) {
		const next = "\nNext phase: Winter 1901 Adjustments\n"
		results := map[string]string{
			"FRANCE": title("fall: Fall 1901 Retreats results for FRANCE") + "Tin Cup (rule 6.3): what FRANCE can see.\n" +
				"\nGERMANY\n" + ord("A MUN - BOH", "succeeds") +
				"\nSupply centers changing hands:\n  MUN: GERMANY -> FRANCE\n" +
				"\nThe board as FRANCE sees it now:\n" + own("FRANCE", 4, "BRE MAR MUN PAR", "A MUN, A RUH") +
				other("GERMANY", "BER KIE", "A BER, A BOH, F KIE") + other("ITALY", "", "A PIE, A TYR") + next,
			"AUSTRIA": title("fall: Fall 1901 Retreats results for AUSTRIA") + "Tin Cup (rule 6.3): what AUSTRIA can see.\n" +
				"\nSeen arriving:\n  GERMANY A BOH\n" +
				"\nThe board as AUSTRIA sees it now:\n" + own("AUSTRIA", 3, "BUD TRI VIE", "A VIE") +
				other("GERMANY", "", "A BOH") + other("ITALY", "VEN", "A TYR") + next,
			// Italy sees Munich change hands; it never sees Berlin or Kiel.
			"ITALY": title("fall: Fall 1901 Retreats results for ITALY") + "Tin Cup (rule 6.3): what ITALY can see.\n" +
				"\nGERMANY\n" + ord("A MUN - BOH", "succeeds") +
				"\nSupply centers changing hands:\n  MUN: GERMANY -> FRANCE\n" +
				"\nThe board as ITALY sees it now:\n" + other("AUSTRIA", "TRI VIE", "A VIE") + other("FRANCE", "MAR MUN", "A MUN") +
				other("GERMANY", "", "A BOH") + own("ITALY", 3, "NAP ROM VEN", "A PIE, A TYR") + next,
			"ENGLAND": title("fall: Fall 1901 Retreats results for ENGLAND") + "Tin Cup (rule 6.3): what ENGLAND can see.\n" +
				"\nThe board as ENGLAND sees it now:\n" + own("ENGLAND", 3, "EDI LON LVP", "") + next,
		}
		maps := map[string]string{
			"AUSTRIA": "units: AUSTRIA A VIE, ITALY A TYR\nowners: BUD:AUSTRIA TRI:AUSTRIA VEN:ITALY VIE:AUSTRIA\norders: ",
			"FRANCE":  "units: FRANCE A MUN, FRANCE A RUH, GERMANY A BER, GERMANY F KIE, ITALY A PIE, ITALY A TYR, GERMANY A MUN dislodged\nowners: BER:GERMANY BRE:FRANCE KIE:GERMANY MAR:FRANCE MUN:GERMANY PAR:FRANCE\norders: GERMANY A MUN - BOH succeeds",
		}
		checkViews(t, rr, results, maps)
	})

	// Winter 1901: France builds in Paris; Germany, with two centers and
	// three units, removes the army in Bohemia, which France, Italy and
	// Austria see; Italy builds in Venice, seen by nobody else.
	ag := next(t, rr)
	ar := mustAdjudicate(t, ag, "FRANCE:\nBUILD A PAR\nGERMANY:\nREMOVE A BOH\nITALY:\nBUILD A VEN\n", Options{})
	t.Run("adjustments", func(t *testing.T) {
		const next = "\nNext phase: Spring 1902 Movement\n"
		results := map[string]string{
			"FRANCE": title("fall: Winter 1901 Adjustments results for FRANCE") + "Tin Cup (rule 6.3): what FRANCE can see.\n" +
				"\nFRANCE\n" + ord("BUILD A PAR", "succeeds") +
				"\nGERMANY\n" + ord("REMOVE A BOH", "succeeds") +
				"\nThe board as FRANCE sees it now:\n" + own("FRANCE", 4, "BRE MAR MUN PAR", "A MUN, A PAR, A RUH") +
				other("GERMANY", "BER KIE", "A BER, F KIE") + other("ITALY", "", "A PIE, A TYR") + next,
			"AUSTRIA": title("fall: Winter 1901 Adjustments results for AUSTRIA") + "Tin Cup (rule 6.3): what AUSTRIA can see.\n" +
				"\nGERMANY\n" + ord("REMOVE A BOH", "succeeds") +
				"\nITALY\n" + ord("BUILD A VEN", "succeeds") +
				"\nThe board as AUSTRIA sees it now:\n" + own("AUSTRIA", 3, "BUD TRI VIE", "A VIE") + other("ITALY", "VEN", "A TYR, A VEN") + next,
			"ITALY": title("fall: Winter 1901 Adjustments results for ITALY") + "Tin Cup (rule 6.3): what ITALY can see.\n" +
				"\nGERMANY\n" + ord("REMOVE A BOH", "succeeds") +
				"\nITALY\n" + ord("BUILD A VEN", "succeeds") +
				"\nThe board as ITALY sees it now:\n" + other("AUSTRIA", "TRI VIE", "A VIE") + other("FRANCE", "MAR MUN", "A MUN") +
				own("ITALY", 3, "NAP ROM VEN", "A PIE, A TYR, A VEN") + next,
			"GERMANY": title("fall: Winter 1901 Adjustments results for GERMANY") + "Tin Cup (rule 6.3): what GERMANY can see.\n" +
				"\nGERMANY\n" + ord("REMOVE A BOH", "succeeds") +
				"\nThe board as GERMANY sees it now:\n" + other("FRANCE", "MUN", "A MUN, A RUH") + own("GERMANY", 2, "BER KIE", "A BER, F KIE") + other("ITALY", "", "A TYR") + next,
		}
		maps := map[string]string{
			"AUSTRIA": "units: AUSTRIA A VIE, GERMANY A BOH, ITALY A TYR\nowners: BUD:AUSTRIA TRI:AUSTRIA VEN:ITALY VIE:AUSTRIA\norders: GERMANY REMOVE A BOH succeeds, ITALY BUILD A VEN succeeds",
		}
		checkViews(t, ar, results, maps)
	})
}

// Rule 6.3 with game-format §4: in a Tin Cup game the position file a player
// receives is that player's cut of the next board, never the whole board.
// France's sight after the spring of TestBlindMovement: its own units and
// centers, Germany's A BEL and A MUN with Munich, Italy's A MAR; nothing of
// England's.
func TestBlindPositionFiles(t *testing.T) {
	g := blindGame(t, "spring", "S1901M", map[string][]string{
		"FRANCE": {"A PAR", "F BRE"}, "GERMANY": {"A MUN", "A RUH"}, "ITALY": {"A PIE"}, "ENGLAND": {"F ENG"},
	})
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nF BRE - MAO\nGERMANY:\nA RUH - BEL\nITALY:\nA PIE - MAR\nENGLAND:\nF ENG - LON\n", Options{})
	files, err := r.Files("spring")
	if err != nil {
		t.Fatal(err)
	}
	for name := range files {
		if strings.HasSuffix(name, PositionSuffix) {
			t.Errorf("%s: an all-seeing position file in a blind game", name)
		}
	}
	data, ok := files["spring-F1901M-france-position.json"]
	if !ok {
		t.Fatalf("no position file for France among %v", sortedKeys(files))
	}
	var pos Position
	if err := json.Unmarshal(data, &pos); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, p := range pos.Powers {
		got[p.Name] = strings.Join(p.Units, ", ") + " | " + strings.Join(p.Centers, " ")
	}
	want := map[string]string{
		"FRANCE": "A BUR, F MAO | BRE MAR PAR", "GERMANY": "A BEL, A MUN | MUN", "ITALY": "A MAR | ",
		"ENGLAND": " | ", "AUSTRIA": " | ", "RUSSIA": " | ", "TURKEY": " | ",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("France's position file:\n got %v\nwant %v", got, want)
	}
	if len(files)-len(r.Reports) < 2*len(r.Views) {
		t.Errorf("%d files for %d powers", len(files), len(r.Views))
	}
}

// §10.22: the places where a power's units stood at the start of the game
// see as a unit would, like its home centers. On a map where England also
// starts with an army in Burgundy (no center of its), England with no units
// sees Burgundy and its borders besides its homes' sight; on a map with no
// opening units its homes still see their borders.
func TestSeesFromStartingPlaces(t *testing.T) {
	std := board.Standard()
	m := *std
	m.Start = append([]board.StartUnit{{Power: "ENGLAND", Type: board.Army, Loc: "BUR"}}, std.Start...)
	// And on a map with no opening units, the home centers alone see.
	bare := *std
	bare.Start = nil
	cases := []struct {
		m    *board.Map
		want string
	}{
		{std, "CLY EDI ENG IRI LON LVP NAO NTH NWG WAL YOR"},
		{&m, "BEL BUR CLY EDI ENG GAS IRI LON LVP MAR MUN NAO NTH NWG PAR PIC RUH WAL YOR"},
		{&bare, "CLY EDI ENG IRI LON LVP NAO NTH NWG WAL YOR"},
	}
	for _, c := range cases {
		if got := provinces(Sees(c.m, "ENGLAND", nil)); got != c.want {
			t.Errorf("England with no units sees %s, want %s", got, c.want)
		}
	}
}

// §10.22, the reference judge's case: Austria with only A BOH is told of
// Italy's A VEN H, seen from Trieste, Austria's home.
func TestBlindHomeCentersSeeTheirNeighbours(t *testing.T) {
	g := blindGame(t, "homes", "S1901M", map[string][]string{"AUSTRIA": {"A BOH"}, "ITALY": {"A VEN"}})
	r := mustAdjudicate(t, g, "ITALY:\nA VEN H\n", Options{})
	if au := r.Views["AUSTRIA"].Results; !strings.Contains(au, "\nITALY\n"+ord("A VEN H", "succeeds")) {
		t.Errorf("Austria's results:\n%s", au)
	}
}

// §10.22: a unit dislodged in the phase sees for that phase's results even
// when it is destroyed. Austria's only unit, A ALB, is beaten from Greece
// with nowhere to go (Italy holds Trieste); it saw the Ionian Sea before the phase and still sees
// it for the results, so Italy's F ION H is reported in full, not as gone
// out of sight (no home of Austria's borders the Ionian Sea).
func TestBlindDestroyedUnitSeesItsPhase(t *testing.T) {
	g := blindGame(t, "destroyed", "F1901M", map[string][]string{
		"AUSTRIA": {"A ALB"}, "TURKEY": {"A GRE", "A SER"}, "ITALY": {"F ION", "A TRI"},
	})
	r := mustAdjudicate(t, g, "TURKEY:\nA GRE - ALB\nA SER S A GRE - ALB\nITALY:\nF ION H\n", Options{})
	au := r.Views["AUSTRIA"].Results
	if !strings.Contains(au, "\nDislodged with no retreat possible, destroyed:\n  AUSTRIA A ALB\n") ||
		!strings.Contains(au, "\nITALY\n"+ord("F ION H", "succeeds")) || strings.Contains(au, "Gone out of sight") {
		t.Errorf("Austria's results:\n%s", au)
	}
}

// Rule 6.3 in a retreat phase and the winter after it, as the README states
// them, worked by hand. France's four units were dislodged by Russia's. With
// no units of its own, England sees only from its homes (CLY EDI ENG IRI LON
// LVP NAO NTH NWG WAL YOR): the fleet retreating from the Norwegian Sea to
// the Barents Sea is seen leaving; the two fleets bouncing in the North
// Atlantic, disbanded, and the army disbanded without an order, are
// reported in full (a disbandment is news where the unit was). Russia's
// units see every place involved; Italy sees none. In the winter Russia,
// five units on four centers, loses F IRI to civil disorder (farthest from
// home with F MAO, then by name): England sees it from Liverpool, France
// does not; England's build in London is seen by Russia's army in
// Yorkshire and not by France.
func TestBlindRetreatsAndWinter(t *testing.T) {
	g, err := loadEdited(t, "retreats", func(m map[string]any) {
		m["rules"] = map[string]any{"blind": true}
		m["phase"] = "F1901R"
		for _, p := range m["powers"].([]any) {
			pm := p.(map[string]any)
			pm["units"] = []any{}
			if pm["name"] == "RUSSIA" {
				pm["units"] = []any{"F NWG", "F IRI", "F CLY", "A YOR", "F MAO"}
			}
		}
		m["dislodged"] = []any{
			map[string]any{"power": "FRANCE", "unit": "F NWG", "attackedFrom": "NTH"},
			map[string]any{"power": "FRANCE", "unit": "F IRI", "attackedFrom": "ENG"},
			map[string]any{"power": "FRANCE", "unit": "F CLY", "attackedFrom": "EDI"},
			map[string]any{"power": "FRANCE", "unit": "A YOR", "attackedFrom": "LON"},
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	r := mustAdjudicate(t, g, "FRANCE:\nF NWG - BAR\nF IRI - NAO\nF CLY - NAO\n", Options{})
	const winter = "\nNext phase: Winter 1901 Adjustments\n"
	bouncedAndDisbanded := ord("F CLY - NAO", "fails") + ord("F IRI - NAO", "fails")
	checkViews(t, r, map[string]string{
		"ENGLAND": title("retreats: Fall 1901 Retreats results for ENGLAND") + "Tin Cup (rule 6.3): what ENGLAND can see.\n" +
			"\nFRANCE\n" + bouncedAndDisbanded + ord("A YOR DISBAND", "succeeds") +
			"\nSeen leaving:\n  FRANCE F NWG\n" +
			"\nThe board as ENGLAND sees it now:\n" + own("ENGLAND", 3, "EDI LON LVP", "") +
			other("RUSSIA", "", "F CLY, F IRI, F NWG, A YOR") + winter,
		"RUSSIA": title("retreats: Fall 1901 Retreats results for RUSSIA") + "Tin Cup (rule 6.3): what RUSSIA can see.\n" +
			"\nFRANCE\n" + bouncedAndDisbanded + ord("F NWG - BAR", "succeeds") + ord("A YOR DISBAND", "succeeds") +
			"\nThe board as RUSSIA sees it now:\n" + other("ENGLAND", "EDI LON LVP", "") + other("FRANCE", "BRE", "F BAR") +
			own("RUSSIA", 4, "MOS SEV STP WAR", "F CLY, F IRI, F MAO, F NWG, A YOR") + winter,
		"ITALY": title("retreats: Fall 1901 Retreats results for ITALY") + "Tin Cup (rule 6.3): what ITALY can see.\n" +
			"\nThe board as ITALY sees it now:\n" + other("AUSTRIA", "TRI", "") + own("ITALY", 3, "NAP ROM VEN", "") + winter,
	}, nil)

	r = mustAdjudicate(t, next(t, r), "ENGLAND:\nBUILD F LON\n", Options{})
	const spring = "\nNext phase: Spring 1902 Movement\n"
	checkViews(t, r, map[string]string{
		"ENGLAND": title("retreats: Winter 1901 Adjustments results for ENGLAND") + "Tin Cup (rule 6.3): what ENGLAND can see.\n" +
			"\nENGLAND\n" + ord("BUILD F LON", "succeeds") + "\nRUSSIA\n" + ord("REMOVE F IRI", "succeeds") +
			"\nThe board as ENGLAND sees it now:\n" + own("ENGLAND", 3, "EDI LON LVP", "F LON") +
			other("RUSSIA", "", "F CLY, F NWG, A YOR") + spring,
		"FRANCE": title("retreats: Winter 1901 Adjustments results for FRANCE") + "Tin Cup (rule 6.3): what FRANCE can see.\n" +
			"\nThe board as FRANCE sees it now:\n" + own("FRANCE", 3, "BRE MAR PAR", "F BAR") +
			other("RUSSIA", "STP", "F MAO, F NWG") + spring,
		"RUSSIA": title("retreats: Winter 1901 Adjustments results for RUSSIA") + "Tin Cup (rule 6.3): what RUSSIA can see.\n" +
			"\nENGLAND\n" + ord("BUILD F LON", "succeeds") + "\nRUSSIA\n" + ord("REMOVE F IRI", "succeeds") +
			"\nThe board as RUSSIA sees it now:\n" + other("ENGLAND", "EDI LON LVP", "F LON") + other("FRANCE", "BRE", "F BAR") +
			own("RUSSIA", 4, "MOS SEV STP WAR", "F CLY, F MAO, F NWG, A YOR") + spring,
	}, nil)
}
