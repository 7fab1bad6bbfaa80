package orders

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/datc"
)

// datcCases are the DATC cases (engine/datc), each with its phase.
func datcCases(t *testing.T) []datc.Case {
	t.Helper()
	cases, err := datc.Cases()
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// datcPhase is a case's phase as the parser takes it.
func datcPhase(t *testing.T, c datc.Case) PhaseKind {
	switch c.Phase {
	case "movement":
		return Movement
	case "retreat":
		return Retreats
	case "adjustment":
		return Adjustments
	}
	t.Fatalf("DATC %s: unknown phase %q", c.ID, c.Phase)
	return 0
}

// datcMalformed are the DATC orders Parse refuses on purpose, by case and
// text: supports and convoys written in a retreat phase, which the DATC
// itself calls illegal (a retreat phase takes only retreats and disbands).
var datcMalformed = map[string]string{
	"6.H.1|A ser S F tri-alb": "support in a retreat phase",
	"6.H.2|F hol S F edi-nth": "support in a retreat phase",
	"6.H.3|F nth C A hol-yor": "convoy in a retreat phase",
}

// Every order text of the DATC parses in its phase, except the few
// deliberately illegal ones listed above.
func TestDATCOrdersParse(t *testing.T) {
	cases := datcCases(t)
	if len(cases) < 150 {
		t.Fatalf("read only %d DATC cases", len(cases))
	}
	total, refused := 0, map[string]bool{}
	for _, c := range cases {
		ph := datcPhase(t, c)
		for _, l := range c.Orders {
			total++
			key := c.ID + "|" + l.Text
			_, err := Parse(std, l.Text, ph)
			_, malformed := datcMalformed[key]
			switch {
			case err != nil && !malformed:
				t.Errorf("DATC %s: Parse(%q, %c): %v", c.ID, l.Text, ph, err)
			case err == nil && malformed:
				t.Errorf("DATC %s: Parse(%q, %c) accepted an order listed as malformed", c.ID, l.Text, ph)
			case err != nil:
				refused[key] = true
			}
		}
	}
	for key := range datcMalformed {
		if !refused[key] {
			t.Errorf("malformed order %q was not met in the file", key)
		}
	}
	if total < 600 {
		t.Errorf("only %d DATC orders read", total)
	}
}

// datcIllegal are the movement-phase orders of the DATC that Complete or
// Check refuses, each checked by hand against its case: the DATC calls them
// illegal or impossible (moves to non-adjacent places, fleets inland, wrong
// coasts, supports the supporter could not give, convoys without a chain or
// by a fleet on a coast, a support or convoy of a unit that is not there or
// not of that type, a move to its own province). Every other movement order
// of the file is legal.
// The reason is sorted by hand from the case as well (orders.Reason), so
// that a change of wording cannot hide a wrong reason.
var datcIllegal = map[string]struct {
	msg string
	why Reason
}{
	"6.A.1|F nth-pic":                          {"F NTH cannot move to Picardy: not adjacent", NotAdjacent},
	"6.A.2|A lvp-iri":                          {"A LVP cannot move to the Irish Sea: an army cannot go to sea", AtSea},
	"6.A.3|F kie-mun":                          {"F KIE cannot move to Munich: it is inland, and a fleet cannot go inland", Inland},
	"6.A.3.fleet.support.inland|F tri S A bud": {"F TRI cannot support A BUD: it could not move to Budapest itself", SupporterCannotReach},
	"6.A.4|F kie-kie":                          {"F KIE - KIE: a move must go somewhere else", SamePlace},
	"6.A.5|F nth convoys A yor - yor":          {"A YOR - YOR: a move must go somewhere else", SamePlace},
	"6.A.5|A yor-yor":                          {"A YOR - YOR: a move must go somewhere else", SamePlace},
	"6.A.5|A lvp supports A yor-yor":           {"A YOR - YOR: a move must go somewhere else, so there is nothing to support", SamePlace},
	"6.A.5.old|F nth convoys A yor - yor":      {"A YOR - YOR: a move must go somewhere else", SamePlace},
	"6.A.5.old|A yor-yor":                      {"A YOR - YOR: a move must go somewhere else", SamePlace},
	"6.A.5.old|A lvp supports A yor-yor":       {"A YOR - YOR: a move must go somewhere else, so there is nothing to support", SamePlace},
	"6.A.7|F lon-bel":                          {"F LON cannot move to Belgium: not adjacent", NotAdjacent},
	"6.A.7|F nth Convoys A lon-bel":            {"there is no army in London to convoy: the unit there is F LON", NoSuchUnit},
	"6.A.7.modified|F lon-bel":                 {"F LON cannot move to Belgium: not adjacent", NotAdjacent},
	"6.A.7.modified|F nth Convoys F lon-bel":   {"F LON cannot be convoyed: only armies travel by convoy", NotConvoyable},
	"6.A.8|F tri supports F tri":               {"a unit cannot support itself", SelfSupport},
	"6.A.9|F rom-ven":                          {"F ROM cannot move to Venice: no coast joins them for a fleet", NotAdjacent},
	"6.A.10|F rom Supports A apu-ven":          {"F ROM cannot support into Venice: it could not move there itself", SupporterCannotReach},
	"6.A.10.old|A bud SUPPORTS F tri-ven":      {"A BUD cannot support into Venice: it could not move there itself", SupporterCannotReach},
	"6.B.1|F por-spa":                          {"F POR - SPA: say which coast (SPA/NC or SPA/SC)", WrongCoast},
	"6.B.3|F gas-spa/sc":                       {"F GAS cannot move to the south coast of Spain: from Gascony a fleet reaches only SPA/NC", WrongCoast},
	"6.B.5|F spa/nc supports F mar-gol":        {"F SPA/NC cannot support into the Gulf of Lyon: it could not move there itself", SupporterCannotReach},
	"6.B.11|F spa/sc-gol":                      {"F SPA/NC cannot move to the Gulf of Lyon: it stands on the north coast of Spain, which does not touch it", WrongCoast},
	"6.D.9|F alb S A tri-ser":                  {"there is no army in Trieste to support: the unit there is F TRI", NoSuchUnit},
	"6.D.22|F kie-mun":                         {"F KIE cannot move to Munich: it is inland, and a fleet cannot go inland", Inland},
	"6.D.22|A bur S A mun-kie":                 {"A BUR cannot support into Kiel: it could not move there itself", SupporterCannotReach},
	"6.D.23|F spa/nc-gol":                      {"F SPA/NC cannot move to the Gulf of Lyon: it stands on the north coast of Spain, which does not touch it", WrongCoast},
	"6.D.23|F mar S F spa/nc-gol":              {"F SPA/NC cannot move to the Gulf of Lyon, so it cannot be supported there", TargetCannotReach},
	"6.D.24|A mar-gol":                         {"A MAR cannot move to the Gulf of Lyon: an army cannot go to sea", AtSea},
	"6.D.24|F spa/sc S A mar-gol":              {"A MAR cannot move to the Gulf of Lyon: an army cannot go to sea", AtSea},
	"6.D.26|A ber S A sil":                     {"there is no unit in Silesia to support", NoSuchUnit},
	"6.D.28|F rum-hol":                         {"F RUM cannot move to Holland: not adjacent", NotAdjacent},
	"6.D.29|F rum-bul/sc":                      {"F RUM cannot move to the south coast of Bulgaria: from Rumania a fleet reaches only BUL/EC", WrongCoast},
	"6.D.30|F con-bul":                         {"F CON - BUL: say which coast (BUL/EC or BUL/SC)", WrongCoast},
	"6.D.32|A yor-hol":                         {"A YOR cannot move to Holland: not adjacent, and no chain of fleets could convoy it there", NotAdjacent},
	"6.D.34|A pru S A lvn-pru":                 {"A PRU cannot support a move into Prussia: a unit cannot help to attack its own province", OwnProvince},
	"6.E.14|F edi-lvp":                         {"F EDI cannot move to Liverpool: no coast joins them for a fleet", NotAdjacent},
	"6.F.1|A gre-sev":                          {"A GRE cannot move to Sevastopol: not adjacent, and no chain of fleets could convoy it there", NotAdjacent},
	"6.F.1|F aeg C A gre-sev":                  {"no chain of fleets through the Aegean Sea could convoy A GRE to Sevastopol", NoConvoyChain},
	"6.F.1|F con C A gre-sev":                  {"F CON cannot convoy: it is not at sea", CannotConvoy},
	"6.F.1|F bla C A gre-sev":                  {"no chain of fleets through the Black Sea could convoy A GRE to Sevastopol", NoConvoyChain},
	"6.F.14|F iri C A naf-wal":                 {"there is no army in North Africa to convoy: the unit there is F NAF", NoSuchUnit},
	"6.F.14|F mid C A naf-wal":                 {"there is no army in North Africa to convoy: the unit there is F NAF", NoSuchUnit},
	"6.F.14|F naf-wal":                         {"F NAF cannot move to Wales: not adjacent", NotAdjacent},
	"6.G.7|F bot C A swe-nwy":                  {"no chain of fleets through the Gulf of Bothnia could convoy A SWE to Norway", NoConvoyChain},
}

// Completed against its PRESTATE, every DATC movement order is legal except
// the illegal ones listed, which are refused for the reason given.
func TestDATCLegality(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range datcCases(t) {
		if datcPhase(t, c) != Movement {
			continue
		}
		pos := Position{}
		for _, l := range c.Prestate {
			u, err := ParseUnit(std, l.Text)
			if err != nil {
				t.Fatalf("DATC %s: unit %q: %v", c.ID, l.Text, err)
			}
			pos[u.Province()] = Placed{Power: strings.ToUpper(l.Power), Unit: u}
		}
		id := c.ID
		for _, l := range c.Orders {
			text := l.Text
			key := id + "|" + text
			o, err := Parse(std, text, Movement)
			if err != nil {
				t.Errorf("DATC %s: %v", id, err)
				continue
			}
			if err = Complete(std, pos, &o); err == nil {
				err = Check(std, pos, o)
			}
			want, illegal := datcIllegal[key]
			switch {
			case err == nil && illegal:
				t.Errorf("DATC %s: %q was accepted; want %q", id, text, want.msg)
			case err != nil && !illegal:
				t.Errorf("DATC %s: %q was refused: %v", id, text, err)
			case err != nil && err.Error() != want.msg:
				t.Errorf("DATC %s: %q refused with %q, want %q", id, text, err, want.msg)
			case err != nil:
				if e, ok := err.(*Error); !ok || e.Why != want.why {
					t.Errorf("DATC %s: %q refused for the reason %v, want %v (%q)", id, text, reasonOf(err), want.why, err)
				}
			}
			seen[key] = true
		}
	}
	for key := range datcIllegal {
		if !seen[key] {
			t.Errorf("%s is not in the DATC file", key)
		}
	}
}

// reasonOf is an error's Reason, or Unclassified.
func reasonOf(err error) Reason {
	if e, ok := err.(*Error); ok {
		return e.Why
	}
	return Unclassified
}
