package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// A small base map and a variant of it, in DPjudge's words.
const baseMap = `# base
Alpha = alp al
Beta = bet
Gamma = gam gammy
Delta Sea = dse
Epsilon = eps
Epsilon (north coast) = eps/nc
Epsilon (south coast) = eps/sc
Wall = wal

LAND  ALP ABUTS BET gam eps WAL
COAST BET ABUTS ALP GAM DSE eps EPS/NC
COAST GAM ABUTS alp BET DSE EPS/SC
WATER DSE ABUTS BET GAM EPS/NC EPS/SC
LAND  eps ABUTS alp bet DSE
COAST EPS/NC ABUTS BET DSE
COAST EPS/SC ABUTS GAM DSE
SHUT  WAL ABUTS ALP

NORTH (NORTHERN:9) ALP BET
A ALP
F BET
SOUTH (SOUTHERN) GAM
F GAM
UNOWNED EPS
`

func writeMaps(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestReadingABaseMap(t *testing.T) {
	dir := writeMaps(t, map[string]string{"base.map": baseMap})
	m := convert(t, dir, "base")
	if m.StartPhase != "S1901M" || m.Victory != 3 { // no BEGIN: Spring 1901; 4 centers: more than half is 3
		t.Errorf("start %s, victory %d", m.StartPhase, m.Victory)
	}
	north := m.Power("north")
	if north.Letter != "9" || north.Adjective != "NORTHERN" || m.Power("SOUTH").Letter != "S" {
		t.Errorf("letters and adjectives: %+v %+v", north, m.Power("SOUTH"))
	}
	cases := []struct {
		t        board.UnitType
		from, to board.Loc
		want     bool
	}{
		{board.Army, "ALP", "GAM", true},     // lower case: armies only
		{board.Fleet, "BET", "GAM", true},    // upper case: fleets too
		{board.Fleet, "BET", "EPS/NC", true}, // a fleet names the coast
		{board.Fleet, "BET", "EPS/SC", false},
		{board.Army, "BET", "EPS", true},
		{board.Army, "ALP", "WAL", false}, // nobody enters SHUT
		{board.Army, "BET", "DSE", false}, // armies stay off the water
	}
	for _, c := range cases {
		if got := m.Adjacent(c.t, c.from, c.to); got != c.want {
			t.Errorf("%s %s-%s: %v, want %v", c.t, c.from, c.to, got, c.want)
		}
	}
	if got, ok := m.Lookup("gammy"); !ok || got != "GAM" {
		t.Errorf("alias gammy: %q", got)
	}
	if got := m.Province("EPS"); got.Terrain != board.Coast || strings.Join(got.Coasts, " ") != "NC SC" || !got.Center {
		t.Errorf("Epsilon: %+v", got)
	}
	if !slices.Equal(m.Neutral, []string{"EPS"}) {
		t.Errorf("neutral %v", m.Neutral)
	}
}

// A variant builds on the base: it renames a place keeping the old
// abbreviation as an alias, drops one, amends adjacencies, adds a power
// and a seasonal sea, moves a starting unit and sets rules, the first
// phase and the victory criterion.
func TestReadingAVariant(t *testing.T) {
	variant := `USE base.map
Zeta = zet
GAM -> Gaul = gau gam gamma
IN SPRING: WATER WAL
EAST (EASTERN) ZET
A ZET
NORTH
F DSE
COAST ZET ABUTS BET DSE gau~
AMEND BET ABUTS ZET -EPS
AMEND DSE ABUTS ZET
AMEND GAU ABUTS zet
AMEND eps ABUTS -bet
DROP ALP
SOUTH -GAU
BEGIN WINTER 1900 ADJUSTMENTS
VICTORY 4
RULE BUILD_ANY HIBERNATE
RULE !HIBERNATE
CLASSIC DIRECTIVES
RULE NOT_OURS
END DIRECTIVES
PAYOLA DIRECTIVES
RULE NO_DONATIONS
`
	dir := writeMaps(t, map[string]string{"base.map": baseMap, "var.map": variant})
	m := convert(t, dir, "var")
	if m.Province("GAM") != nil || m.Province("GAU") == nil || m.Province("ALP") != nil {
		t.Error("GAM is renamed GAU and ALP dropped")
	}
	for _, alias := range []string{"gam", "gamma", "gaul", "gau"} {
		if got, _ := m.Lookup(alias); got != "GAU" {
			t.Errorf("%s = %q, want GAU", alias, got)
		}
	}
	if _, ok := m.Lookup("alpha"); ok {
		t.Error("a dropped province keeps no names")
	}
	if m.StartPhase != "W1900A" || m.Victory != 4 || m.Drawing != "" {
		t.Errorf("start %s, victory %d, drawing %q", m.StartPhase, m.Victory, m.Drawing)
	}
	if !slices.Equal(m.Rules, []string{"BUILD_ANY", "NO_DONATIONS"}) {
		t.Errorf("rules %v: !X takes a rule back, other variants' directives do not count", m.Rules)
	}
	if got := m.Power("SOUTH").Homes; len(got) != 0 || m.Province("GAU").Center != true {
		t.Errorf("SOUTH -GAU leaves GAU an unowned center: homes %v", got)
	}
	if !slices.Contains(m.Neutral, "GAU") {
		t.Errorf("neutral %v", m.Neutral)
	}
	var units []string
	for _, u := range m.Start {
		units = append(units, u.Power+" "+u.Type.String()+" "+string(u.Loc))
	}
	if strings.Join(units, ", ") != "EAST A ZET, NORTH F BET, NORTH F DSE, SOUTH F GAU" {
		t.Errorf("units: %v", units)
	}
	if !m.Adjacent(board.Fleet, "BET", "ZET") || m.Adjacent(board.Army, "BET", "EPS") || m.Adjacent(board.Fleet, "BET", "EPS/NC") {
		t.Error("AMEND adds ZET and takes EPS (both coasts) away from Beta")
	}
	if !slices.Contains(m.NoSupport, [2]board.Loc{"ZET", "GAU"}) {
		t.Errorf("gau~: a move without support; got %v", m.NoSupport)
	}
	if len(m.Seasonal) != 1 || m.Seasonal[0].Season != "SPRING" || m.Seasonal[0].Terrain != board.Sea {
		t.Fatalf("seasonal: %+v", m.Seasonal)
	}
}

func TestReaderRefusesWhatItCannotPlay(t *testing.T) {
	for what, text := range map[string]string{
		"FLOW":          "USE base.map\nFLOW SPRING:MOVEMENT\n",
		"B.C.":          "USE base.map\nBEGIN B.C. 273 MOVEMENT\n",
		"DUMMY":         "USE base.map\nSOUTH\nDUMMY\n",
		"NEWHOMES":      "USE base.map\nNEWHOMES 1903\n",
		"(BET)":         "USE base.map\nAMEND DSE ABUTS ALP(BET)\n",
		"VICTORY 3 4":   "USE base.map\nVICTORY 3 4\n",
		"IN W1901A":     "USE base.map\nIN W1901A\nSOUTH\n",
		"&SC":           "USE base.map\nSOUTH &SC\n",
		"LEAGUE":        "USE base.map\nSOUTH\nLEAGUE X\n",
		"@GAM":          "USE base.map\nSOUTH -GAM @GAM\n",
		"shared letter": "USE base.map\nSOUR (SOURISH) EPS\n",
	} {
		dir := writeMaps(t, map[string]string{"base.map": baseMap, "bad.map": text})
		if m, err := ConvertDPjudge(dir, dir, "bad"); err == nil {
			t.Errorf("%s: accepted (%d powers)", what, len(m.Powers))
		}
	}
}

// convert reads a map and loads its JSON as engine/board does.
func convert(t *testing.T, dir, name string) *board.Map {
	t.Helper()
	m, err := ConvertDPjudge(dir, dir, name)
	if err != nil {
		t.Fatal(err)
	}
	data, err := jsonOf(m)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return loaded
}

// DPjudge's FLOW lines as hundred writes them (issue 31) are its calendar:
// one season, turns NEWYEAR years apart, adjustments in the years IFYEARDIV
// divides; BEGIN in that season reads as DPjudge abbreviates it (A1425M).
// Any other flow is refused: classical's years counting down, a flow
// without its adjustments, a season of the standard year's letters.
func TestReaderReadsHundredsCalendar(t *testing.T) {
	hundred := "USE base.map\nBEGIN A.D. 1425 MOVEMENT\nFLOW NEWYEAR:5\nFLOW A.D.:MOVEMENT,RETREATS\nFLOW IFYEARDIV:10\nFLOW A.D.:ADJUSTMENTS\n"
	dir := writeMaps(t, map[string]string{"base.map": baseMap, "cal.map": hundred})
	m := convert(t, dir, "cal")
	if c := m.Calendar; c == nil || *c != (board.Calendar{Season: "A.D.", Step: 5, AdjustEvery: 10}) || m.StartPhase != "A1425M" {
		t.Errorf("calendar %+v from %s, want A.D. turns 5 years apart, adjustments every 10, from A1425M", m.Calendar, m.StartPhase)
	}
	for what, flow := range map[string]string{
		"B.C.":           "BEGIN B.C. 273 MOVEMENT\nFLOW NEWYEAR:-1\nFLOW B.C.:MOVEMENT,RETREATS\nFLOW IFYEARDIV:2\nFLOW B.C.:ADJUSTMENTS\n",
		"no adjustments": "BEGIN A.D. 1425 MOVEMENT\nFLOW NEWYEAR:5\nFLOW A.D.:MOVEMENT,RETREATS\n",
		"spring":         "FLOW NEWYEAR:1\nFLOW SPRING:MOVEMENT,RETREATS\nFLOW IFYEARDIV:1\nFLOW SPRING:ADJUSTMENTS\n",
		"every 7 of 5":   "BEGIN A.D. 1425 MOVEMENT\nFLOW NEWYEAR:5\nFLOW A.D.:MOVEMENT,RETREATS\nFLOW IFYEARDIV:7\nFLOW A.D.:ADJUSTMENTS\n",
	} {
		dir := writeMaps(t, map[string]string{"base.map": baseMap, "bad.map": "USE base.map\n" + flow})
		if _, err := ConvertDPjudge(dir, dir, "bad"); err == nil {
			t.Errorf("%s: accepted", what)
		}
	}
}
