package game

import (
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
			got := provinces(sightOf(m, c.power, c.units))
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
		if got := provinces(sightOf(c.m, "ENGLAND", nil)); got != c.want {
			t.Errorf("England with no units sees %s, want %s", got, c.want)
		}
	}
}
