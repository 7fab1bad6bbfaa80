package publish

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
)

// lineOf is the last line of the text that starts (after its indent) with
// the order (in a report, the one that says what became of it), or "".
func lineOf(text, order string) string {
	found := ""
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), order+" ") {
			found = strings.TrimSpace(l)
		}
	}
	return found
}

// Issue 21: the public results say why each order failed, beside it, from
// the judge's own resolution: a standoff names the units bounced with
// (DATC 6.A.7 kind), a cut support its cutter, and a dislodgement names the
// dislodging unit and its power.
func TestResultsSayWhy(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
		"ITALY":   {strs("A PIE", "A TYR"), strs()},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nA MAR S A PAR - BUR\n"+
		"GERMANY:\nA MUN - BUR\nITALY:\nA PIE - MAR\nA TYR - MUN\n", game.Options{})
	for order, want := range map[string]string{
		"A PAR - BUR":         "fails: bounced with A MUN (a standoff of equal strength, 1 against 1)",
		"A MUN - BUR":         "fails: bounced with A PAR (a standoff of equal strength, 1 against 1)",
		"A MAR S A PAR - BUR": "fails: support cut by A PIE",
		"A PIE - MAR":         "fails: A MAR did not move away and held (equal strength, 1 against 1)",
		"A TYR - MUN":         "fails: A MUN tried to move away but could not, and held (equal strength, 1 against 1)",
	} {
		if got := lineOf(r.Public, order); !strings.HasSuffix(got, want) {
			t.Errorf("%s reads %q in the results; want it to end %q\n%s", order, got, want, r.Public)
		}
	}
	// The same causes reach --json as a structured field (game-format §4).
	for _, o := range r.Orders {
		if o.Order == "A MAR S A PAR - BUR" && (o.Cause == nil || o.Cause.Reason != "support cut" || len(o.Cause.By) != 1 || o.Cause.By[0] != "A PIE") {
			t.Errorf("the cut support's cause is %+v; want support cut by A PIE", o.Cause)
		}
	}

	g = position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR"), strs("PAR")},
		"GERMANY": {strs("A BUR", "A PIC"), strs("MUN")},
	}, nil, `{}`)
	r = mustAdjudicate(t, g, "GERMANY:\nA BUR - PAR\nA PIC S A BUR - PAR\nFRANCE:\nA PAR H\n", game.Options{})
	if got := lineOf(r.Public, "A PAR H"); !strings.HasSuffix(got, "fails: dislodged by A BUR from Burgundy") {
		t.Errorf("the dislodged hold reads %q\n%s", got, r.Public)
	}
	if !strings.Contains(r.Public, "\nDislodged units (must retreat):\n  FRANCE A PAR, attacked from BUR by GERMANY A BUR\n") {
		t.Errorf("the dislodgement does not name its dislodger:\n%s", r.Public)
	}
}

// Issue 21: each power's private report states what became of each of its
// own orders, with why, and of no other power's; the GM chart lists every
// cause.
func TestReportsAndChartSayWhy(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nA MAR - PIE\nGERMANY:\nA MUN - BUR\n", game.Options{})
	fr := r.Reports["FRANCE"]
	want := "\nWhat became of your orders:\n" +
		"   A MAR - PIE                  succeeds\n" +
		"   A PAR - BUR                  fails: bounced with A MUN (a standoff of equal strength, 1 against 1)\n"
	if !strings.Contains(fr, want) || strings.Contains(fr, "A MUN - BUR") {
		t.Errorf("France's report:\n%s\nwant:\n%s", fr, want)
	}
	if got := lineOf(r.Chart, "GERMANY  A MUN - BUR"); !strings.Contains(got, "bounced with A PAR") {
		t.Errorf("the chart's line for A MUN - BUR is %q:\n%s", got, r.Chart)
	}
}

// Rule 6.3 as payola-rules §10.23 reads it: a power is told a cause in
// full only when it sees everything the cause rests on; otherwise by its
// reason alone when that implies nothing it cannot see, else by the
// verdict alone. France (PAR, and around its home centers) does not see
// Munich: "bounced" alone would still say that a unit moved into Burgundy
// from out of its sight (the units in a standoff), so its own bounce reads
// "fails", in its results and its report alike; Germany sees Burgundy and
// Munich but not Paris, so its bounce reads "fails" too. In the open game
// both are named.
func TestTinCupCauseOnlyAsFarAsSeen(t *testing.T) {
	g := blindGame(t, "cause", "S1901M", map[string][]string{"FRANCE": {"A PAR"}, "GERMANY": {"A MUN"}})
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nGERMANY:\nA MUN - BUR\n", game.Options{})
	for power, order := range map[string]string{"FRANCE": "A PAR - BUR", "GERMANY": "A MUN - BUR"} {
		for what, text := range map[string]string{"results": r.Cuts[power], "report": r.Reports[power]} {
			if got := lineOf(text, order); !strings.HasSuffix(got, "  fails") {
				t.Errorf("%s's %s: %s reads %q; want the verdict alone\n%s", power, what, order, got, text)
			}
		}
	}

	// France's own map of the phase (its view's orders) names no unit either.
	for _, o := range r.Views["FRANCE"].Orders {
		if w := o.Cause.Words(g.Map); strings.Contains(w, "MUN") {
			t.Errorf("France's map says %q of %s", w, o.Order)
		}
	}
	if got := lineOf(r.Public, "A PAR - BUR"); !strings.Contains(got, "bounced with A MUN") {
		t.Errorf("the GM's full results say %q; want the unit named", got)
	}
	// Seen: armies in Burgundy and Munich, next to each other, each see
	// the other, so both bounces in Ruhr are told in full.
	g = blindGame(t, "cause", "S1901M", map[string][]string{"FRANCE": {"A BUR"}, "GERMANY": {"A MUN"}})
	r = mustAdjudicate(t, g, "FRANCE:\nA BUR - RUH\nGERMANY:\nA MUN - RUH\n", game.Options{})
	for power, want := range map[string]string{"FRANCE": "A BUR - RUH                  fails: bounced with A MUN", "GERMANY": "A MUN - RUH                  fails: bounced with A BUR"} {
		if !strings.Contains(r.Cuts[power], want) || !strings.Contains(r.Reports[power], want) {
			t.Errorf("%s saw the other army, yet its results or report do not say %q:\n%s\n%s", power, want, r.Cuts[power], r.Reports[power])
		}
	}
	// Beaten by a seen unit (in Paris, next to France's home) whose support
	// France does not see (Munich): the reason alone, as the strengths
	// would count the unseen supporter.
	g = blindGame(t, "cause", "S1901M", map[string][]string{"FRANCE": {"A PIC"}, "GERMANY": {"A PAR", "A MUN"}})
	r = mustAdjudicate(t, g, "FRANCE:\nA PIC - BUR\nGERMANY:\nA PAR - BUR\nA MUN S A PAR - BUR\n", game.Options{})
	if got := lineOf(r.Cuts["FRANCE"], "A PIC - BUR"); !strings.HasSuffix(got, "fails: bounced") {
		t.Errorf("France's results: A PIC - BUR reads %q; want the reason alone", got)
	}
}

// Issue 23, rule 3.3: the public winter results name the builds a power
// lost by sending nothing and the removals civil disorder made; each
// power's report says it of its own.
func TestWinterResultsNameLostBuildsAndCivilDisorder(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR")},
		"GERMANY": {strs("A MUN"), strs("MUN", "BER", "KIE")},
		"ITALY":   {strs("A ROM"), strs("ROM", "NAP")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "ITALY:\nBUILD A NAP\n", game.Options{})
	if !strings.Contains(r.Public, "\nBuilds lost:\n  GERMANY: 2 due, 0 made, 2 lost (sent nothing, rule 3.3)\n") {
		t.Errorf("the results do not name Germany's lost builds:\n%s", r.Public)
	}
	if strings.Contains(r.Public, "ITALY: ") {
		t.Errorf("Italy built all it was due, yet:\n%s", r.Public)
	}
	removed := 0
	for _, l := range strings.Split(r.Public, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "REMOVE ") && strings.Contains(l, "succeeds: civil disorder") {
			removed++
		}
	}
	if removed != 2 {
		t.Errorf("%d removals by civil disorder named; want France's 2:\n%s", removed, r.Public)
	}
	if !strings.Contains(r.Reports["GERMANY"], "Builds: 2 due, 0 made, 2 lost (sent nothing, rule 3.3)") {
		t.Errorf("Germany's report:\n%s", r.Reports["GERMANY"])
	}
	if n := strings.Count(r.Reports["FRANCE"], "succeeds: civil disorder"); n != 2 {
		t.Errorf("France's report names %d removals by civil disorder; want 2:\n%s", n, r.Reports["FRANCE"])
	}
}

// Issue 23: the GM chart has one title block, naming the game's seed as the
// page does (not the auction's own draw), and lists each ignored line once.
func TestChartHasOneTitleAndListsIgnoredLinesOnce(t *testing.T) {
	g := newGame(t, "")
	seed := int64(4242)
	r := mustAdjudicate(t, g, "FRANCE:\n3 : A PAR - BUR\n2 : A PAR - banana\n", game.Options{Lenient: true, Seed: &seed})
	if n := strings.Count(r.Chart, "GM chart"); n != 1 {
		t.Errorf("%d title blocks:\n%s", n, r.Chart)
	}
	if !strings.HasPrefix(r.Chart, "test: Spring 1901 Movement GM chart (game seed 4242, 1 determination pass) - GM ONLY\n") {
		t.Errorf("the chart's title:\n%s", r.Chart)
	}
	if n := strings.Count(r.Chart, "banana"); n != 1 {
		t.Errorf("the ignored line is listed %d times:\n%s", n, r.Chart)
	}
}

// Issue 21: the history keeps the causes, so the end-of-game publication
// (rules 3.6, 4.5), written from the history alone, says why too.
func TestPublicationSaysWhyFromHistory(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR"), strs("PAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nGERMANY:\nA MUN - BUR\n", game.Options{})
	pub := string(EndOfGame(next(t, r)).Data)
	if !strings.Contains(pub, "  GERMANY  A MUN - BUR                  fails: bounced with A PAR (a standoff of equal strength, 1 against 1)\n") {
		t.Errorf("the publication:\n%s", pub)
	}
}

// Issue 23: a build ordered but refused is lost, and the results say so
// rather than that no build was ordered (found playing Winter 1901: Austria
// built in occupied Vienna).
func TestLostBuildsSayWhetherTheyWereOrdered(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"GERMANY": {strs("A MUN"), strs("MUN", "BER", "KIE")},
		"ITALY":   {strs("A ROM"), strs("ROM", "NAP", "VEN")},
		"FRANCE":  {strs("A PAR"), strs("PAR", "MAR")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "GERMANY:\nBUILD A MUN\nITALY:\nBUILD A ROM\nBUILD A NAP\nFRANCE:\nWAIVE\n", game.Options{})
	for _, want := range []string{
		"GERMANY: 2 due, 0 made, 2 lost (1 not ordered, 1 ordered could not be made)",
		"ITALY: 2 due, 1 made, 1 lost (the build ordered could not be made)",
	} {
		if !strings.Contains(r.Public, want) {
			t.Errorf("the results do not say %q:\n%s", want, r.Public)
		}
	}
	if strings.Contains(r.Public, "FRANCE: ") {
		t.Errorf("France waived its build, which is not a lost one:\n%s", r.Public)
	}
}
