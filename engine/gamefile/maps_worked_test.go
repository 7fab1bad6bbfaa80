package gamefile_test

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/maps"
)

// Worked by hand: each map's opening treasuries (rule 2.1 as rule 6.2
// applies it to a variant: the first center pays one less than the map's
// victory count, each next one less; a power with units and no centers gets
// half what as many centers would pay, rounded down) and one adjudicated
// phase.

// startOn is a new game on a built-in map, loaded back as the CLI would.
func startOn(t *testing.T, name string, edit func(f *gamefile.File)) *gamefile.Game {
	t.Helper()
	m, err := maps.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := gamefile.Start(m, name, 1)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(f)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func wantBalances(t *testing.T, at string, f *gamefile.File, want map[string]int) {
	t.Helper()
	for _, p := range f.Powers {
		if w, ok := want[p.Name]; ok && *p.Balance != w {
			t.Errorf("%s: %s has %d AgP, want %d", at, p.Name, *p.Balance, w)
		}
	}
}

func wantUnit(t *testing.T, f *gamefile.File, power, unit string) {
	t.Helper()
	for _, p := range f.Powers {
		if p.Name == power {
			for _, u := range p.Units {
				if u == unit {
					return
				}
			}
			t.Errorf("%s's units are %v, want %s among them", power, p.Units, unit)
		}
	}
}

// Youngstown (victory 37): four centers pay 36+35+34+33 = 138; China, India
// and Japan have three, 36+35+34 = 105; Russia six, 138+32+31 = 201.
// Spring 1901: Japan pays the Chinese army in Peking 12 to hold, China only
// 5 to move it to Manchuria: the army holds and Japan pays 12 (105 - 12 =
// 93), China nothing. Russia pays its own fleet 3 to sail from Vladivostok
// to Korea, where nobody else goes: 201 - 3 = 198.
func TestYoungstownWorked(t *testing.T) {
	g := startOn(t, "youngstown", nil)
	wantBalances(t, "opening", g.File, map[string]int{
		"AUSTRIA": 138, "ENGLAND": 138, "FRANCE": 138, "GERMANY": 138, "ITALY": 138, "TURKEY": 138,
		"CHINA": 105, "INDIA": 105, "JAPAN": 105, "RUSSIA": 201,
	})
	r, err := gamefile.Adjudicate(g, "JAPAN:\n12 : CHINESE A PEK H\n\nCHINA:\n5 : A PEK - MAN\n\nRUSSIA:\n3 : F VLA - KOR\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "after S1901M", r.Next, map[string]int{"JAPAN": 93, "CHINA": 105, "RUSSIA": 198, "INDIA": 105})
	wantUnit(t, r.Next, "CHINA", "A PEK")
	wantUnit(t, r.Next, "RUSSIA", "F KOR")
	if r.NextPhase != "F1901M" {
		t.Errorf("next phase %s, want F1901M", r.NextPhase)
	}
}

// Loeb-9 (victory 20): three centers pay 19+18+17 = 54; Russia's four
// 54+16 = 70. Its Arctic Ocean is water in spring only: in Spring 1901 an
// English fleet in the Norwegian Sea, paid 5 to sail there, beats Norway's
// 4 to send it to the North Sea and reaches the Arctic (England 54 - 5 =
// 49, Norway, a power named like Oslo's alias, keeps 54); in the fall the
// same move is no order at all, and the fleet that is there still loads
// and stays.
func TestLoeb9Worked(t *testing.T) {
	inNWG := func(f *gamefile.File) {
		for i, p := range f.Powers {
			if p.Name == "ENGLAND" {
				f.Powers[i].Units = []string{"F NWG", "F LON", "A LVP"}
			}
		}
	}
	g := startOn(t, "loeb9", inNWG)
	wantBalances(t, "opening", g.File, map[string]int{
		"AUSTRIA": 54, "ENGLAND": 54, "FRANCE": 54, "GERMANY": 54, "ITALY": 54, "NORWAY": 54, "SPAIN": 54, "TURKEY": 54, "RUSSIA": 70,
	})
	r, err := gamefile.Adjudicate(g, "ENGLAND:\n5 : F NWG - ARC\n\nNORWAY:\n4 : ENGLISH F NWG - NTH\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "after S1901M", r.Next, map[string]int{"ENGLAND": 49, "NORWAY": 54})
	wantUnit(t, r.Next, "ENGLAND", "F ARC")
	data, _ := r.Next.Encode()
	arctic, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatalf("F1901M with a fleet in the Arctic Ocean: %v", err)
	}
	// Shut in the fall, the Arctic keeps its fleet until the spring
	// (HIBERNATE): its owner may pay it to hold, and nothing else (issue
	// 31; the reference judge's "UNIT MAY ONLY BE ORDERED TO HOLD").
	var left []int
	for _, sheet := range []string{"", "ENGLAND:\n2 : F ARC H\n"} {
		if r, err := gamefile.Adjudicate(arctic, sheet, game.Options{}); err != nil {
			t.Errorf("F1901M: the fleet in the Arctic Ocean, %q: %v", sheet, err)
		} else {
			wantUnit(t, r.Next, "ENGLAND", "F ARC")
			for _, p := range r.Next.Powers {
				if p.Name == "ENGLAND" {
					left = append(left, *p.Balance)
				}
			}
		}
	}
	if len(left) == 2 && left[0]-left[1] != 2 {
		t.Errorf("F1901M: England paid %d AgP for F ARC H, want the 2 it offered", left[0]-left[1])
	}
	if _, err := gamefile.Adjudicate(arctic, "ENGLAND:\n2 : F ARC - NWG\n", game.Options{}); err == nil || !strings.Contains(err.Error(), "F ARC may only hold: Arctic Ocean is impassable in this season") {
		t.Errorf("F1901M: the fleet in the shut Arctic Ocean ordered to move: %v, want it told it may only hold", err)
	}
	fall := startOn(t, "loeb9", func(f *gamefile.File) { inNWG(f); f.Phase = "F1901M" })
	if _, err := gamefile.Adjudicate(fall, "ENGLAND:\n5 : F NWG - ARC\n", game.Options{}); err == nil || !strings.Contains(err.Error(), "Arctic Ocean: it is impassable") {
		t.Errorf("F1901M: a move into the shut Arctic Ocean: %v, want it refused", err)
	}
}

// Ancient Mediterranean (victory 18, years from 1): every power has three
// centers, 17+16+15 = 48. Spring 1: Carthage pays the Roman fleet in
// Neapolis 9 to hold, Rome only 7 to move it to the Tyrrhenian Sea: it
// holds, Carthage pays 9 (48 - 9 = 39). Rome pays 3 to its army in Rome to
// move into Neapolis, which fails against the holding fleet but is paid all
// the same (rule 2.2): 48 - 3 = 45.
func TestAncmedWorked(t *testing.T) {
	g := startOn(t, "ancmed", nil)
	wantBalances(t, "opening", g.File, map[string]int{"CARTHAGE": 48, "EGYPT": 48, "GREECE": 48, "PERSIA": 48, "ROME": 48})
	r, err := gamefile.Adjudicate(g, "CARTHAGE:\n9 : ROMAN F NEA H\n\nROME:\n7 : F NEA - TYN\n3 : A ROM - NEA\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "after S1M", r.Next, map[string]int{"CARTHAGE": 39, "ROME": 45})
	wantUnit(t, r.Next, "ROME", "F NEA")
	wantUnit(t, r.Next, "ROME", "A ROM")
	if r.NextPhase != "F1M" {
		t.Errorf("next phase %s, want F1M", r.NextPhase)
	}
}

// Void (victory 18, Fall 1900): 36 powers with one unit and no center each
// start with half of one center's 17, rounded down: 8 (rule 6.2). Fall 1900:
// Apulia pays its army 8 to march into Naples, the Adriatic Sea 8 to keep it
// home; the tie goes by the owner's acceptance list (rule 5.2), Apulia's own
// first, so it marches and takes Naples; Apulia 8 - 8 = 0, the Adriatic
// keeps 8. In the winter every power without a center loses its unit
// (civil disorder, nobody writes); Spring 1901 pays Apulia one center's 17.
func TestVoidWorked(t *testing.T) {
	g := startOn(t, "void", nil)
	if len(g.File.Powers) != 36 {
		t.Fatalf("%d powers", len(g.File.Powers))
	}
	for _, p := range g.File.Powers {
		if *p.Balance != 8 || len(p.Centers) != 0 || len(p.Units) != 1 {
			t.Errorf("%s opens with %d AgP, %v, %v; want 8 AgP, one unit, no center", p.Name, *p.Balance, p.Units, p.Centers)
		}
	}
	r, err := gamefile.Adjudicate(g, "APULIA:\n8 : A APU - NAP\n\nADRIATICSEA:\n8 : APULIAN A APU H\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "after F1900M", r.Next, map[string]int{"APULIA": 0, "ADRIATICSEA": 8})
	wantUnit(t, r.Next, "APULIA", "A NAP")
	if r.NextPhase != "W1900A" {
		t.Fatalf("next phase %s, want W1900A", r.NextPhase)
	}
	data, _ := r.Next.Encode()
	w, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	r, err = gamefile.Adjudicate(w, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "S1901M", r.Next, map[string]int{"APULIA": 17, "ADRIATICSEA": 8})
	for _, p := range r.Next.Powers {
		if want := map[bool]int{true: 1}[p.Name == "APULIA"]; len(p.Units) != want {
			t.Errorf("S1901M: %s has units %v", p.Name, p.Units)
		}
	}
}

// Rule 6.6: income paid more than once a year. Paid each season, a power
// collects the scheme's amount before the Fall movement too (France's three
// centers: 48 again, on top of its 48), and by default only before Spring.
func TestIncomePaidEachSeason(t *testing.T) {
	for _, c := range []struct {
		rules string
		fall  int // France's treasury at F1901M after a silent spring
	}{
		{`{}`, 48},
		{`{"income": {"paidEach": "season"}}`, 96},
		{`{"income": {"paidEach": "season", "scheme": "flat", "perCenter": 5}}`, 30},
	} {
		f, err := gamefile.StartVariant(mustMap(t, "standard"), "seasons", 1, []byte(c.rules))
		if err != nil {
			t.Fatal(err)
		}
		data, _ := f.Encode()
		g, err := gamefile.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		r, err := gamefile.Adjudicate(g, "", game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		wantBalances(t, c.rules+" F1901M", r.Next, map[string]int{"FRANCE": c.fall})
		if got, want := r.Ledgers["FRANCE"].Income, c.fall-*f.Powers[2].Balance; got != want {
			t.Errorf("%s: the ledger says %d AgP of income, want %d", c.rules, got, want)
		}
	}
}

// A map that starts with a Winter of builds (1898) opens with empty
// treasuries: its first income comes before the Spring that follows (rule
// 2.1), one year's, not two. A map that gives powers other centers than
// their homes (1900's OWNS: Britain also holds Egypt) pays for those: four
// centers, 17+16+15+14 = 62.
func TestOpeningsOfOtherStarts(t *testing.T) {
	g := startOn(t, "1898", nil)
	for _, p := range g.File.Powers {
		if *p.Balance != 0 {
			t.Errorf("1898: %s opens with %d AgP before its Winter of builds, want 0", p.Name, *p.Balance)
		}
	}
	// MOBILIZE: one center each after the opening build, 17 AgP before
	// Spring 1899 (victory 18); a power that built nothing owns nothing.
	r, err := gamefile.Adjudicate(g, "FRANCE:\nBUILD A PAR\n\nRUSSIA:\nBUILD F STP/NC\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "1898 S1899M", r.Next, map[string]int{"FRANCE": 17, "RUSSIA": 17, "AUSTRIA": 0})
	g = startOn(t, "1900", nil)
	wantBalances(t, "1900", g.File, map[string]int{"BRITAIN": 62})
	if got := g.File.Powers[1].Centers; g.File.Powers[1].Name != "BRITAIN" || !strings.Contains(strings.Join(got, " "), "EGY") {
		t.Errorf("1900: %s owns %v, want Egypt among them", g.File.Powers[1].Name, got)
	}
}

func mustMap(t *testing.T, name string) *board.Map {
	t.Helper()
	m, err := maps.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A game file names its map; what does not fit that map is refused naming
// the field, as on the standard map, and a map nobody knows is refused
// naming the known ones. The engine alone knows only the standard map.
func TestOtherMapsRefuseWhatDoesNotFit(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(f *gamefile.File)
		want []string
	}{
		{"unknown map", func(f *gamefile.File) { f.Map = "atlantis" }, []string{`map: there is no map called "atlantis"`, "youngstown", "standard"}},
		{"a unit off the map", func(f *gamefile.File) { f.Powers[0].Units[0] = "A PAR" }, []string{"powers[0].units[0]", `"PAR" is not a place on the map`}},
		{"a center that is not one", func(f *gamefile.File) { f.Powers[1].Centers[0] = "GAU" }, []string{"powers[1].centers[0]", "not a supply center"}},
		{"a power of another map", func(f *gamefile.File) { f.Powers[2].Name = "FRANCE" }, []string{"powers[2].name", `"FRANCE" is not a power of the ancmed map`, "CARTHAGE"}},
	} {
		f, err := gamefile.Start(mustMap(t, "ancmed"), "bad", 1)
		if err != nil {
			t.Fatal(err)
		}
		c.edit(f)
		data, _ := f.Encode()
		_, err = gamefile.LoadFrom(data, maps.Load)
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v, want %q", c.name, err, w)
			}
		}
	}
	f, _ := gamefile.Start(mustMap(t, "ancmed"), "alone", 1)
	data, _ := f.Encode()
	if _, err := gamefile.Load(data); err == nil || !strings.Contains(err.Error(), `"ancmed"`) {
		t.Errorf("an ancmed game without the maps: %v", err)
	}
	ancmed := mustMap(t, "ancmed")
	if _, err := gamefile.LoadFrom(data, gamefile.OneMap(ancmed)); err != nil {
		t.Errorf("an ancmed game with its own map: %v", err)
	}
}

// Void's power letters include digits and signs (Piedmont 0, Prussia 1,
// the Western Mediterranean +, Yorkshire *): acceptance lists and transfers
// by letter take them (rules 4.2, 2.3). Yorkshire gives 3 of its 8 to the
// Western Mediterranean by letter and keeps 5; its list is written back as
// given, its own letter first.
func TestVoidLetters(t *testing.T) {
	g := startOn(t, "void", nil)
	r, err := gamefile.Adjudicate(g, "YORKSHIRE:\nACCEPT *+01?\nTRANSFER 3 TO +\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantBalances(t, "after F1900M", r.Next, map[string]int{"YORKSHIRE": 5, "WMEDITERRANEANSEA": 11})
	for _, p := range r.Next.Powers {
		if p.Name == "YORKSHIRE" && !strings.HasPrefix(p.Accept, "*+01") {
			t.Errorf("Yorkshire's list is %q, want it to start *+01", p.Accept)
		}
	}
}

// Void, chaos and minorpower set DPjudge's BUILD_ANY: a power builds in any
// supply center it owns. Apulia, with Naples and Rome and no unit, builds
// an army in Naples, home of nobody on this map; Albania, owning no center,
// cannot build in Rome, which is Apulia's. After a Fall in which Apulia took
// Naples with its only unit and holds Rome empty, the winter is not skipped:
// Apulia has a build to make.
func TestBuildAnyOnVoid(t *testing.T) {
	g := startOn(t, "void", func(f *gamefile.File) {
		f.Phase = "W1900A"
		for i, p := range f.Powers {
			if p.Name == "APULIA" {
				f.Powers[i].Units, f.Powers[i].Centers = []string{}, []string{"NAP", "ROM"}
			}
		}
	})
	r, err := gamefile.Adjudicate(g, "APULIA:\nBUILD A NAP\nBUILD F ROM\n\nALBANIA:\nBUILD A ROM\n", game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "APULIA", "A NAP")
	wantUnit(t, r.Next, "APULIA", "F ROM")
	for _, p := range r.Next.Powers {
		if p.Name == "ALBANIA" && len(p.Units) != 0 {
			t.Errorf("Albania built %v without a center", p.Units)
		}
	}
	fall := startOn(t, "void", func(f *gamefile.File) {
		for i, p := range f.Powers {
			if p.Name == "APULIA" {
				f.Powers[i].Centers = []string{"ROM"}
			} else {
				f.Powers[i].Units = []string{} // nobody else has anything to adjust
			}
		}
	})
	r, err = gamefile.Adjudicate(fall, "APULIA:\n0 : A APU - NAP\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.NextPhase != "W1900A" {
		t.Errorf("after F1900M: %s, want W1900A (Apulia builds in Rome)", r.NextPhase)
	}
}

// 1900 (issue 31): Gibraltar is a PORT, and a fleet in a port convoys as if
// at sea (DPjudge's map format: "a PORT ... fleets there may convoy"). The
// British fleet in Gibraltar, paid 2 by Britain, carries the French army in
// Morocco to Spain, which Morocco does not border: by a plain move, and by
// the route written out through Gibraltar.
func TestPortConvoys1900(t *testing.T) {
	inMOR := func(f *gamefile.File) {
		for i, p := range f.Powers {
			if p.Name == "FRANCE" {
				f.Powers[i].Units = []string{"A MOR", "F BRE", "A MAR", "A PAR"}
			}
		}
	}
	for _, move := range []string{"A MOR - SPA", "A MOR - GIB - SPA"} {
		g := startOn(t, "1900", inMOR)
		r, err := gamefile.Adjudicate(g, "FRANCE:\n3 : "+move+"\n\nBRITAIN:\n2 : F GIB C FRENCH A MOR - SPA\n", game.Options{})
		if err != nil {
			t.Fatalf("%s convoyed by F GIB: %v", move, err)
		}
		wantUnit(t, r.Next, "FRANCE", "A SPA")
		wantUnit(t, r.Next, "BRITAIN", "F GIB")
	}
	// Without the convoy the army has no way to Spain.
	g := startOn(t, "1900", inMOR)
	r, err := gamefile.Adjudicate(g, "FRANCE:\n3 : A MOR - SPA\n", game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "FRANCE", "A MOR")
}

// Loeb-9's Arctic Ocean is shut in the Winter too: a fleet caught there may
// still be removed (issue 31, HIBERNATE), as one unit too many.
func TestLoeb9RemovesAFleetInTheShutArctic(t *testing.T) {
	g := startOn(t, "loeb9", func(f *gamefile.File) {
		f.Phase = "W1901A"
		for i, p := range f.Powers {
			if p.Name == "ENGLAND" {
				f.Powers[i].Units = []string{"F ARC", "F LON", "A LVP", "F EDI"}
			}
		}
	})
	r, err := gamefile.Adjudicate(g, "ENGLAND:\nREMOVE F ARC\n", game.Options{})
	if err != nil {
		t.Fatalf("W1901A: REMOVE F ARC: %v", err)
	}
	for _, p := range r.Next.Powers {
		if p.Name == "ENGLAND" {
			for _, u := range p.Units {
				if u == "F ARC" {
					t.Errorf("W1901A: REMOVE F ARC left %v", p.Units)
				}
			}
		}
	}
}

// setUnits gives each power named the units listed, and no other.
func setUnits(units map[string][]string) func(f *gamefile.File) {
	return func(f *gamefile.File) {
		for i, p := range f.Powers {
			if u, ok := units[p.Name]; ok {
				f.Powers[i].Units = u
			}
		}
	}
}

// causeOf is the cause's words of the unit's order in the result.
func causeOf(t *testing.T, r *gamefile.Result, unit string) string {
	t.Helper()
	for _, o := range r.Orders {
		if o.Unit == unit {
			if o.Cause == nil {
				return ""
			}
			return o.Cause.Words
		}
	}
	t.Fatalf("no order of %s in %v", unit, r.Orders)
	return ""
}

// 1900's "*" crossings (Mid-Atlantic to Egypt and Hejaz; issue 31, DPjudge's
// map format: a move across has half strength, never cuts support, and no
// unit supports across). A PAL - EGY supported by A HEJ (2) against F MAO -
// EGY supported by F CYR (half of 1, plus 1: 1.5) and the British F EGY (1):
// A PAL takes Egypt; the French fleet bounces, outmatched.
func TestHalfStrengthCrossing1900(t *testing.T) {
	g := startOn(t, "1900", setUnits(map[string][]string{
		"TURKEY": {"A PAL", "A HEJ", "A CON"},
		"FRANCE": {"F MAO", "F CYR", "A PAR"},
	}))
	r, err := gamefile.Adjudicate(g, "TURKEY:\n1 : A PAL - EGY\n1 : A HEJ S A PAL - EGY\n\nFRANCE:\n1 : F MAO - EGY\n1 : F CYR S F MAO - EGY\n\nBRITAIN:\n1 : F EGY H\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "TURKEY", "A EGY")
	wantUnit(t, r.Next, "FRANCE", "F MAO")
	if got, want := causeOf(t, r, "F MAO"), "bounced: A PAL moved in with more strength (1.5 against 2)"; got != want {
		t.Errorf("F MAO - EGY: %q, want %q", got, want)
	}
	// The history keeps the half points, and reads them back.
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	h := back.File.History
	var kept *gamefile.CauseFile
	for _, o := range h.At(h.Len() - 1).Orders {
		if o.Unit == "F MAO" {
			kept = o.Cause
		}
	}
	if kept == nil || !kept.Halves || kept.Strength != 3 || kept.Against != 4 {
		t.Errorf("the history keeps F MAO's cause as %+v, want 3 against 4 in halves", kept)
	}
	// Across "*" no support is cut: the French fleet's move into Egypt
	// leaves the British fleet's support of the army in Palestine whole.
	g = startOn(t, "1900", setUnits(map[string][]string{
		"TURKEY":  {"A HEJ", "A CON", "A DAM"},
		"FRANCE":  {"F MAO", "A PAR", "A MAR"},
		"BRITAIN": {"F EGY", "A PAL", "F LON"},
	}))
	r, err = gamefile.Adjudicate(g, "FRANCE:\n1 : F MAO - EGY\n\nBRITAIN:\n1 : F EGY S A PAL - HEJ\n1 : A PAL - HEJ\n\nTURKEY:\n1 : A HEJ H\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "BRITAIN", "A HEJ")
	if got := causeOf(t, r, "F EGY"); got != "" {
		t.Errorf("F EGY S A PAL - HEJ, attacked across '*': %q, want the support to stand", got)
	}
}

// Loeb-9's "~" straits (North Africa–Cordoba, Sicily–Naples; issue 31): a
// move across has no strength of its own, only its supports'. A NAF - COR
// supported by F WES (0 + 1) against A COR holding (1): a standoff, not a
// dislodgement. Unsupported, such a move cuts no support; supported, it does.
func TestStraitCrossingLoeb9(t *testing.T) {
	units := setUnits(map[string][]string{"FRANCE": {"A NAF", "F WES", "A PAR"}})
	g := startOn(t, "loeb9", units)
	r, err := gamefile.Adjudicate(g, "FRANCE:\n1 : A NAF - COR\n1 : F WES S A NAF - COR\n\nSPAIN:\n1 : A COR H\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "SPAIN", "A COR")
	wantUnit(t, r.Next, "FRANCE", "A NAF")
	if got, want := causeOf(t, r, "A NAF"), "A COR did not move away and held (equal strength, 1 against 1)"; got != want {
		t.Errorf("A NAF - COR: %q, want %q", got, want)
	}
	for _, tc := range []struct {
		sheet string
		cut   bool
	}{
		{"FRANCE:\n1 : A NAF - COR\n\nSPAIN:\n1 : A COR S A MAD - CAT\n1 : A MAD - CAT\n", false},
		{"FRANCE:\n1 : A NAF - COR\n1 : F WES S A NAF - COR\n\nSPAIN:\n1 : A COR S A MAD - CAT\n1 : A MAD - CAT\n", true},
	} {
		r, err := gamefile.Adjudicate(startOn(t, "loeb9", units), tc.sheet, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.HasPrefix(causeOf(t, r, "A COR"), "support cut by A NAF"); got != tc.cut {
			t.Errorf("%q: the support of A COR cut: %v, want %v (%q)", tc.sheet, got, tc.cut, causeOf(t, r, "A COR"))
		}
	}
}

// setPower gives the power named its centers and units, taking the centers
// from whoever had them.
func setPower(f *gamefile.File, power string, centers, units []string) {
	for i := range f.Powers {
		f.Powers[i].Centers = slices.DeleteFunc(f.Powers[i].Centers, func(c string) bool { return slices.Contains(centers, c) })
		if f.Powers[i].Name == power {
			f.Powers[i].Centers, f.Powers[i].Units = centers, units
		}
	}
}

// buildsOf are the power's orders of the result that succeeded, as written.
func succeeded(r *gamefile.Result, power string) []string {
	var out []string
	for _, o := range r.Orders {
		if o.Power == power && o.Result == "succeeds" {
			out = append(out, o.Order)
		}
	}
	return out
}

// 1900's partisans (issue 31; DPjudge's map format, "*SIB" among Russia's
// homes): while Russia owns some but not all of its home centers, Siberia
// counts as one more center for its adjustments and takes a build. Owning
// Moscow, Sevastopol, St Petersburg and Sweden (not Warsaw) with two units,
// Russia is due 3 builds and builds in Siberia and St Petersburg; owning all
// four homes, it may not build in Siberia.
func TestPartisans1900(t *testing.T) {
	g := startOn(t, "1900", func(f *gamefile.File) {
		f.Phase = "W1900A"
		setPower(f, "RUSSIA", []string{"MOS", "SEV", "STP", "SWE"}, []string{"A MOS", "F SEV"})
	})
	if got := g.Due("RUSSIA"); got != 3 {
		t.Errorf("Russia without Warsaw is due %d builds, want 3 (4 centers and Siberia, 2 units)", got)
	}
	r, err := gamefile.Adjudicate(g, "RUSSIA:\nBUILD A SIB\nBUILD A STP\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := succeeded(r, "RUSSIA"); len(got) != 2 {
		t.Errorf("Russia's builds that succeeded: %v, want A SIB and A STP", got)
	}
	wantUnit(t, r.Next, "RUSSIA", "A SIB")
	for _, p := range r.Next.Powers {
		if p.Name == "RUSSIA" && slices.Contains(p.Centers, "SIB") {
			t.Errorf("Siberia became a Russian center: %v", p.Centers)
		}
	}
	all := startOn(t, "1900", func(f *gamefile.File) {
		f.Phase = "W1900A"
		setPower(f, "RUSSIA", []string{"MOS", "SEV", "STP", "WAR", "SWE"}, []string{"A MOS", "F SEV"})
	})
	if got := all.Due("RUSSIA"); got != 3 {
		t.Errorf("Russia with every home is due %d builds, want 3 (5 centers, 2 units)", got)
	}
	r, err = gamefile.Adjudicate(all, "RUSSIA:\nBUILD A SIB\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := succeeded(r, "RUSSIA"); len(got) != 0 {
		t.Errorf("Russia with every home built %v, want no build in Siberia", got)
	}
}

// Aberration's REMOTE_BUILDS (issue 31): a power builds in any center it
// owns while it owns one of its home centers. Burgundy, owning Dijon and
// Bavaria, builds in Bavaria; owning Bavaria alone, it may not.
func TestRemoteBuildsAberration(t *testing.T) {
	g := startOn(t, "aberration", func(f *gamefile.File) {
		f.Phase = "W1901A"
		setPower(f, "BURGUNDY", []string{"DIJ", "BAV"}, []string{"A DIJ"})
	})
	r, err := gamefile.Adjudicate(g, "BURGUNDY:\nBUILD A BAV\n", game.Options{})
	if err != nil {
		t.Fatalf("Burgundy owning Dijon builds in Bavaria: %v", err)
	}
	wantUnit(t, r.Next, "BURGUNDY", "A BAV")
	homeless := startOn(t, "aberration", func(f *gamefile.File) {
		f.Phase = "W1901A"
		setPower(f, "BURGUNDY", []string{"BAV", "BOH"}, []string{"A TYR"})
	})
	r, err = gamefile.Adjudicate(homeless, "BURGUNDY:\nBUILD A BAV\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := succeeded(r, "BURGUNDY"); len(got) != 0 {
		t.Errorf("Burgundy owning no home center built %v", got)
	}
}

// 1900's "*" crossing into an empty province: the French fleet's half
// point from the Mid-Atlantic loses Egypt to the Turkish army's whole one
// from Palestine (1 against 0.5), where two plain moves would stand off.
func TestHalfStrengthIntoAnEmptyProvince1900(t *testing.T) {
	g := startOn(t, "1900", setUnits(map[string][]string{
		"TURKEY":  {"A PAL", "A CON", "A DAM"},
		"FRANCE":  {"F MAO", "A PAR", "A MAR"},
		"BRITAIN": {"F EDI", "F LON", "F GIB"},
	}))
	r, err := gamefile.Adjudicate(g, "TURKEY:\n1 : A PAL - EGY\n\nFRANCE:\n1 : F MAO - EGY\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "TURKEY", "A EGY")
	if got, want := causeOf(t, r, "F MAO"), "bounced: A PAL moved in with more strength (0.5 against 1)"; got != want {
		t.Errorf("F MAO - EGY: %q, want %q", got, want)
	}
}

// 1898's MOBILIZE (issue 31; DPjudge's about_1898: "each player reveals which
// one of their regular home supply centers will be their initial home supply
// center. In Winter 1898, each player builds a unit in their chosen initial
// home supply center. This center becomes the only center that the power
// currently owns"; DPjudge's Power.initialize gives each power one SC! and no
// unit, and its adjustments replace the SC! with the site built in). The game
// opens with no unit and no center; each power is due exactly one build, in
// any home: England builds F LVP (not London or Edinburgh, and a second
// build fails on the count); Germany's A MUN and Italy's WAIVE; Russia sends
// nothing (rule 3.3). After the Winter England owns Liverpool alone (not
// its other homes), Germany Munich, Italy and Russia nothing; each center
// pays 17 AgP before Spring 1899 (victory 18).
func TestMobilize1898(t *testing.T) {
	g := startOn(t, "1898", nil)
	for _, p := range g.File.Powers {
		if len(p.Units) != 0 || len(p.Centers) != 0 {
			t.Errorf("%s opens with units %v and centers %v, want none (MOBILIZE)", p.Name, p.Units, p.Centers)
		}
		if got := g.Due(p.Name); got != 1 {
			t.Errorf("%s is due %d builds in Winter 1898, want 1 (one mobilization)", p.Name, got)
		}
	}
	if got := g.BuildSites("ENGLAND"); !slices.Equal(got, []string{"EDI", "LON", "LVP"}) {
		t.Errorf("England may build in %v, want every home (EDI LON LVP)", got)
	}
	check := game.CheckText(g.State, "ENGLAND:\nBUILD F LVP\nBUILD A EDI\n")
	if len(check.Excess) != 1 || !strings.Contains(check.Excess[0].Msg, "EDI") {
		t.Errorf("a second English build should be beyond what England is due: %+v", check.Excess)
	}
	if !slices.Contains(check.Silent, "RUSSIA") || !slices.Contains(check.Silent, "AUSTRIA") {
		t.Errorf("powers that sent nothing must be listed (rule 3.3): %v", check.Silent)
	}
	r, err := gamefile.Adjudicate(g, "ENGLAND:\nBUILD F LVP\nBUILD A EDI\n\nGERMANY:\nBUILD A MUN\n\nITALY:\nWAIVE\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := succeeded(r, "ENGLAND"); !slices.Equal(got, []string{"BUILD F LVP"}) {
		t.Errorf("England's builds that succeeded: %v, want only F LVP", got)
	}
	if r.NextPhase != "S1899M" {
		t.Errorf("after the mobilization comes %s, want S1899M", r.NextPhase)
	}
	want := map[string][]string{"ENGLAND": {"LVP"}, "GERMANY": {"MUN"}, "ITALY": {}, "RUSSIA": {}}
	for _, p := range r.Next.Powers {
		if w, ok := want[p.Name]; ok && !slices.Equal(p.Centers, w) {
			t.Errorf("%s owns %v after the mobilization, want %v", p.Name, p.Centers, w)
		}
	}
	wantUnit(t, r.Next, "ENGLAND", "F LVP")
	wantUnit(t, r.Next, "GERMANY", "A MUN")
	wantBalances(t, "S1899M", r.Next, map[string]int{"ENGLAND": 17, "GERMANY": 17, "ITALY": 0, "RUSSIA": 0})
	// Only the opening mobilizes: a later Winter counts centers less units,
	// and England may build only in a home it owns.
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	later, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	later.File.Phase = "W1899A"
	later.Phase, _ = gamefile.ParsePhase("W1899A")
	if got := later.Due("ENGLAND"); got != 0 {
		t.Errorf("England with one center and one unit is due %d in a later Winter, want 0", got)
	}
}
