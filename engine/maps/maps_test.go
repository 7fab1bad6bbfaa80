package maps

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// every loads each built-in map, or stops the test.
func every(t *testing.T) map[string]*board.Map {
	t.Helper()
	all := map[string]*board.Map{}
	for _, name := range Names() {
		m, err := Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if m.ID != name {
			t.Errorf("map %q says it is %q", name, m.ID)
		}
		all[name] = m
	}
	return all
}

func TestNamesAndLoad(t *testing.T) {
	names := Names()
	for _, want := range []string{"standard", "youngstown", "loeb9", "ancmed", "void", "1900", "modern", "pure"} {
		if !slices.Contains(names, want) {
			t.Errorf("Names() lacks %s: %v", want, names)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("Names() is not sorted: %v", names)
	}
	if m, err := Load("Standard"); err != nil || m != board.Standard() {
		t.Errorf("Load(Standard) = %v, %v; want engine/board's standard map", m, err)
	}
	a, _ := Load("loeb9")
	b, _ := Load("LOEB9")
	if a == nil || a != b {
		t.Error("a map is loaded once, whatever the spelling of its name")
	}
	for _, bad := range []string{"atlantis", "", "../board/standard", "loeb9.json"} {
		_, err := Load(bad)
		if err == nil {
			t.Errorf("Load(%q) accepted", bad)
			continue
		}
		if !strings.Contains(err.Error(), "youngstown") || !strings.Contains(err.Error(), "standard") {
			t.Errorf("Load(%q): the error should name the known maps: %v", bad, err)
		}
	}
}

// Every move can be made back, as DPjudge requires of its maps (it refuses
// a one-way adjacency), and so in every season.
func TestAdjacencySymmetric(t *testing.T) {
	for name, m := range every(t) {
		for _, phase := range []string{"S1901M", "F1901M", "W1901A"} {
			mm := m.InPhase(phase)
			for from, tos := range mm.ArmyAdj {
				for _, to := range tos {
					if !mm.Adjacent(board.Army, board.Loc(to), board.Loc(from)) {
						t.Errorf("%s %s: army %s-%s but not back", name, phase, from, to)
					}
				}
			}
			for from, tos := range mm.FleetAdj {
				for _, to := range tos {
					if !mm.Adjacent(board.Fleet, to, from) {
						t.Errorf("%s %s: fleet %s-%s but not back", name, phase, from, to)
					}
				}
			}
		}
	}
}

// Coasts: a fleet on a split-coast province names its coast, every coast
// is reachable, armies never name one, and only coasts and ports have them.
func TestCoastsConsistent(t *testing.T) {
	for name, m := range every(t) {
		for _, p := range m.Provinces {
			for _, c := range p.Coasts {
				loc := board.Loc(p.ID + "/" + c)
				if len(m.FleetAdj[loc]) == 0 {
					t.Errorf("%s: no fleet can leave %s", name, loc)
				}
				if err := m.CanHold(board.Fleet, loc); err != nil {
					t.Errorf("%s: %v", name, err)
				}
			}
			if len(p.Coasts) == 1 {
				t.Errorf("%s: %s has a single coast", name, p.ID)
			}
			if len(p.Coasts) > 0 && p.Terrain != board.Coast {
				t.Errorf("%s: %s has coasts but is %s", name, p.ID, p.Terrain)
			}
			if len(p.Coasts) > 0 && m.FleetAdj[board.Loc(p.ID)] != nil {
				t.Errorf("%s: a fleet moves from %s without naming a coast", name, p.ID)
			}
		}
		for from, tos := range m.FleetAdj {
			for _, to := range append([]board.Loc{from}, tos...) {
				if err := m.CanHold(board.Fleet, to); err != nil {
					t.Errorf("%s: fleet adjacency %s-%s: %v", name, from, to, err)
				}
			}
		}
		for from, tos := range m.ArmyAdj {
			for _, to := range append([]string{from}, tos...) {
				if err := m.CanHold(board.Army, board.Loc(to)); err != nil {
					t.Errorf("%s: army adjacency %s-%s: %v", name, from, to, err)
				}
			}
		}
	}
}

// Homes are supply centers of their power; at the start each center has
// one owner or none; power names and letters tell powers apart.
func TestHomesAndCenters(t *testing.T) {
	for name, m := range every(t) {
		owner := map[string]string{}
		letters := map[string]bool{}
		for _, pw := range m.Powers {
			if letters[pw.Letter] || len([]rune(pw.Letter)) != 1 {
				t.Errorf("%s: %s's letter %q is not a single letter of its own", name, pw.Name, pw.Letter)
			}
			letters[pw.Letter] = true
			if m.Power(pw.Name) != &m.Powers[slices.IndexFunc(m.Powers, func(p board.Power) bool { return p.Name == pw.Name })] {
				t.Errorf("%s: two powers called %s", name, pw.Name)
			}
			for _, h := range pw.Homes {
				p := m.Province(h)
				if p == nil || !p.Center || p.Home != pw.Name {
					t.Errorf("%s: home %s of %s is not its supply center", name, h, pw.Name)
				}
			}
			start := pw.Homes
			if pw.Centers != nil {
				start = pw.Centers
			}
			for _, c := range start {
				if owner[c] != "" {
					t.Errorf("%s: %s owned by %s and %s", name, c, owner[c], pw.Name)
				}
				owner[c] = pw.Name
			}
		}
		for _, c := range m.Neutral {
			if owner[c] != "" {
				t.Errorf("%s: %s is neutral and owned by %s", name, c, owner[c])
			}
			owner[c] = "neutral"
		}
		for _, c := range m.Centers() {
			if owner[c] == "" {
				t.Errorf("%s: center %s is neither owned nor neutral", name, c)
			}
		}
		if len(owner) != len(m.Centers()) {
			t.Errorf("%s: %d centers owned or neutral, %d on the map", name, len(owner), len(m.Centers()))
		}
		for _, p := range m.Provinces {
			if p.Home != "" && m.Power(p.Home) == nil {
				t.Errorf("%s: %s is the home of unknown power %s", name, p.ID, p.Home)
			}
		}
	}
}

// Starting units stand where a unit of their kind can, one per province.
func TestStartingUnits(t *testing.T) {
	for name, m := range every(t) {
		seen := map[string]bool{}
		for _, u := range m.Start {
			if m.Power(u.Power) == nil {
				t.Errorf("%s: unit of unknown power %s", name, u.Power)
			}
			if err := m.InPhase(m.StartPhase).CanHold(u.Type, u.Loc); err != nil {
				t.Errorf("%s: %s %s of %s: %v", name, u.Type, u.Loc, u.Power, err)
			}
			if seen[u.Loc.Province()] {
				t.Errorf("%s: two units in %s", name, u.Loc.Province())
			}
			seen[u.Loc.Province()] = true
		}
	}
}

// The worked facts the issue names, each checked against the map files by hand.
func TestNamedFacts(t *testing.T) {
	loeb9, _ := Load("loeb9")
	if loeb9.Province("SPA") != nil {
		t.Error("loeb9 drops Spain")
	}
	for alias, want := range map[string]board.Loc{"den": "COP", "denmark": "COP", "Copenhagen": "COP", "nwy": "OSL", "por": "LIS", "swe": "STO", "Cordoba": "COR", "cor": "COR"} {
		if got, ok := loeb9.Lookup(alias); !ok || got != want {
			t.Errorf("loeb9: %q = %q, want %s (renamed provinces keep their old abbreviations)", alias, got, want)
		}
	}
	// Names that clash: NORWAY is a power and "norway" still names Oslo.
	if got, _ := loeb9.Lookup("norway"); got != "OSL" || loeb9.Power("norway") == nil || loeb9.PowerByAdjective("norwegian") == nil {
		t.Errorf("loeb9: norway = %q; want Oslo, and NORWAY (NORWEGIAN) a power as well", got)
	}
	if got := loeb9.Power("spain").Homes; strings.Join(got, " ") != "COR MAD LIS" {
		t.Errorf("loeb9: Spanish homes %v", got)
	}
	if got := loeb9.Province("ARC").Terrain; got != board.Shut {
		t.Errorf("loeb9: the Arctic Ocean is %s outside spring", got)
	}
	spring := loeb9.InPhase("S1902R")
	if spring.Province("ARC").Terrain != board.Sea || !spring.Adjacent(board.Fleet, "BAR", "ARC") || loeb9.InPhase("F1902M").Adjacent(board.Fleet, "BAR", "ARC") {
		t.Error("loeb9: a fleet may enter the Arctic Ocean in spring and only then")
	}
	if !slices.Contains(loeb9.NoSupport, [2]board.Loc{"COR", "NAF"}) {
		t.Error("loeb9: Cordoba cannot support into North Africa (naf~)")
	}

	young, _ := Load("youngstown")
	if p := young.PowerByLetter("N"); p == nil || p.Name != "INDIA" {
		t.Errorf("youngstown: N is India (INDIAN:N), got %v", p)
	}
	if len(young.Powers) != 10 || young.Victory != len(young.Centers())/2+1 {
		t.Errorf("youngstown: %d powers, victory %d of %d centers", len(young.Powers), young.Victory, len(young.Centers()))
	}

	m1900, _ := Load("1900")
	if got := m1900.Province("SPA").Coasts; strings.Join(got, " ") != "EC NC WC" {
		t.Errorf("1900: Spain's coasts %v", got)
	}
	if m1900.Province("GIB").Terrain != board.Port || m1900.Victory != 18 || m1900.StartPhase != "S1900M" {
		t.Error("1900: Gibraltar is a port, 18 centers win (VICTORY 18), play starts in Spring 1900")
	}
	if got := m1900.Power("BRITAIN").Centers; strings.Join(got, " ") != "EDI EGY LON LVP" {
		t.Errorf("1900: Britain starts with %v (OWNS EDI EGY LON LVP)", got)
	}

	void, _ := Load("void")
	if void.StartPhase != "F1900M" || len(void.Powers) != 36 || void.PowerByLetter("+") == nil || void.PowerByLetter("7") == nil {
		t.Error("void: 36 powers, some lettered with digits and signs, starting in Fall 1900")
	}
	for _, pw := range void.Powers {
		if len(pw.Homes) != 0 {
			t.Errorf("void: %s has homes", pw.Name)
		}
	}
	if len(void.Start) <= len(void.Powers)-1 || len(void.Neutral) != 34 {
		t.Errorf("void: %d units and %d neutral centers", len(void.Start), len(void.Neutral))
	}

	ancmed, _ := Load("ancmed")
	if ancmed.StartPhase != "S1M" {
		t.Errorf("ancmed starts in year 1: %s", ancmed.StartPhase)
	}
	modern, _ := Load("modern")
	if modern.StartPhase != "S1995M" {
		t.Errorf("modern starts in 1995: %s", modern.StartPhase)
	}
	m1898, _ := Load("1898")
	if m1898.StartPhase != "W1898A" || len(m1898.Start) != 0 || !slices.Contains(m1898.Rules, "MOBILIZE") {
		t.Error("1898 starts with builds in Winter 1898, no units, under MOBILIZE")
	}
}

// Loading the largest map from its JSON: what a game on it pays once.
func BenchmarkLoadYoungstown(b *testing.B) {
	data, err := files.ReadFile("youngstown.json")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := board.Load(data); err != nil {
			b.Fatal(err)
		}
	}
}

// tableRow is a map's line in the README's table of maps.
func tableRow(m *board.Map) string {
	var names []string
	for _, p := range m.Powers {
		names = append(names, p.Name)
	}
	list := strings.Join(names, ", ")
	if len(names) > 12 {
		list = "listed in `engine/maps/" + m.ID + ".json`"
	}
	return fmt.Sprintf("| `%s` | %d | %s | %d | %d | %s |", m.ID, len(m.Powers), list, len(m.Centers()), m.Victory, m.StartPhase)
}

// The README's table of maps is the maps' own data, and every DPjudge map
// file is either a built-in map or listed as left out with its reason.
func TestReadmeListsEveryMap(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	_, section, ok := strings.Cut(readme, "\n## Maps\n")
	if !ok {
		t.Fatal("the README has no Maps section")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	for _, name := range Names() {
		m, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if row := tableRow(m); !strings.Contains(section, row+"\n") {
			t.Errorf("the README's table lacks or misstates %s; its row is:\n%s", name, row)
		}
	}
	if got, want := strings.Count(section, "\n| `"), len(Names()); got != want {
		t.Errorf("the README's table has %d maps, there are %d", got, want)
	}
	files, err := filepath.Glob(filepath.Join(dpDir, "*.map"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".map")
		if !slices.Contains(Names(), name) && !strings.Contains(section, "\n- `"+name+"`: ") {
			t.Errorf("%s.map is neither a built-in map nor listed as left out with a reason", name)
		}
	}
}

// The page's engine does not carry the maps: a game on another map loads
// its file as a site file, so the first visit stays as light as before.
func TestWasmDoesNotImportMaps(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "../../wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := string(out)
	if !strings.Contains(deps, "github.com/payola-gm/payola/engine/board\n") {
		t.Fatalf("go list gave no engine packages:\n%s", deps)
	}
	if strings.Contains(deps, "github.com/payola-gm/payola/engine/maps\n") {
		t.Error("the wasm imports engine/maps: every map would weigh on the first visit")
	}
}
