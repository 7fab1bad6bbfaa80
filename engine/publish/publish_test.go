package publish

import (
	"bytes"
	"encoding/json"
	"flag"
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata from the current output")

// golden compares a text with testdata/name, or with -update rewrites it.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%s: %v (run go test ./engine/publish -update, then read the file)", name, err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s; if the change is meant, rerun with -update and review the diff:\n%s", name, path, got)
	}
}

// newGame is a standard 1901 game called "test", with every power's status set.
func newGame(t *testing.T, status string) *gamefile.Game {
	t.Helper()
	g, err := loadEdited(t, "test", func(m map[string]any) {
		for _, p := range m["powers"].([]any) {
			p.(map[string]any)["status"] = status
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// loadEdited loads the 1901 game file (seed 7) after fn has changed it as JSON.
func loadEdited(t *testing.T, name string, fn func(m map[string]any)) (*gamefile.Game, error) {
	t.Helper()
	f, err := gamefile.Start(board.Standard(), name, 7)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := f.Encode()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	fn(m)
	data, _ = json.Marshal(m)
	return gamefile.Load(data)
}

// position loads a game file made of the powers given (name -> units and
// centers, 40 AgP each, seed 5), every power loyal unless status says otherwise.
func position(t *testing.T, phase string, powers map[string][2][]string, status map[string]string, rules string) *gamefile.Game {
	t.Helper()
	var ps []map[string]any
	for _, name := range sortedKeys(powers) {
		st := game.Loyal
		if s, ok := status[name]; ok {
			st = s
		}
		ps = append(ps, map[string]any{"name": name, "status": st, "balance": 40, "units": powers[name][0], "centers": powers[name][1]})
	}
	data, _ := json.Marshal(map[string]any{"format": gamefile.Format, "map": "standard", "phase": phase, "seed": 5, "rules": json.RawMessage(rules), "powers": ps})
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func strs(s ...string) []string { return append([]string{}, s...) }

func mustAdjudicate(t *testing.T, g *gamefile.Game, text string, opt game.Options) *Adjudication {
	t.Helper()
	a, err := Adjudicate(g, text, opt)
	if err != nil {
		t.Fatalf("adjudicate: %v", err)
	}
	statedBalances(t, a)
	return a
}

// statedBalances checks that every private report states its power's
// balance for the next phase as ReportBalance reads it (issue 24: the
// checker fills its balance from the report), whatever the phase.
func statedBalances(t *testing.T, a *Adjudication) {
	t.Helper()
	for _, p := range a.Next.Powers {
		rep, ok := a.Reports[p.Name]
		if !ok || p.Balance == nil {
			continue
		}
		s, err := ReportBalance(rep)
		if err != nil {
			t.Errorf("%s's report: %v\n%s", p.Name, err, rep)
			continue
		}
		if s.Power != p.Name || s.Balance != *p.Balance {
			t.Errorf("%s's report read as %s with %d AgP, want %d AgP:\n%s", p.Name, s.Power, s.Balance, *p.Balance, rep)
		}
		// Issue 28: and the acceptance list in force, for the what-if.
		if s.Accept != p.Accept {
			t.Errorf("%s's report read with the acceptance list %q, want %q:\n%s", p.Name, s.Accept, p.Accept, rep)
		}
	}
}

// next loads the adjudication's next game file.
func next(t *testing.T, a *Adjudication) *gamefile.Game {
	t.Helper()
	data, err := a.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatalf("the next game file does not load: %v", err)
	}
	return g
}

// files are the downloads by name.
func files(t *testing.T, g *gamefile.Game, a *Adjudication) map[string]Download {
	t.Helper()
	ds, err := Downloads(g, a)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Download{}
	for _, d := range ds {
		out[d.Name] = d
	}
	return out
}

func names(fs map[string]Download) []string { return sortedKeys(fs) }

// Download names keep a game's name when it is made of ASCII letters,
// digits, '-' and '_'; a Latin letter with a mark becomes its letter, and
// every other run of characters (each neighbour of those ranges, a dot, a
// slash, a space, another script) one '_', none at either end (found
// playing: "Été à Paris" gave "_t____Paris"). A name with nothing left is
// "game", and a long name is cut to 100 bytes.
func TestDownloadNamesKeepOnlySafeCharacters(t *testing.T) {
	for _, c := range []struct{ game, want string }{
		{"az-AZ_09", "az-AZ_09"},
		{"abyz", "abyz"},
		{"a`z{A@Z[0/9:", "a_z_A_Z_0_9"},
		{"Élan vital.v2", "Elan_vital_v2"},
		{"Été à Paris — Ünïcode", "Ete_a_Paris_Unicode"},
		{"Straße Œuvre Łódź ×2", "Strasse_OEuvre_Lodz_2"},
		{"Дипломатия", "game"},
		{"Дипломатия 1901", "1901"},
		{"a__b  c", "a_b_c"},
		{"", "game"},
		{"../", "game"},
		{strings.Repeat("x", 150), strings.Repeat("x", 100)},
		{strings.Repeat("é", 150), strings.Repeat("e", 100)},
		{strings.Repeat("ß", 150), strings.Repeat("s", 100)},
	} {
		if got := fileSafe(c.game); got != c.want {
			t.Errorf("game %q: file name part %q, want %q", c.game, got, c.want)
		}
	}
}

// game-format §4: one adjudication's downloads, each with what it holds,
// whose it is and whether it is the GM's alone, in the order the page lists
// them: reports, results, position, map, plots, chart, game; within a kind those
// for everybody or the GM first. Every file of the phase starts with Base.
func TestDownloadsOfAPhase(t *testing.T) {
	g := newGame(t, game.Playing)
	a := mustAdjudicate(t, g, "FRANCE:\n3 : A PAR - BUR\nENGLAND:\n2 : F LON - NTH\n", game.Options{})
	ds, err := Downloads(g, a)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range ds {
		got = append(got, strings.Join([]string{d.Name, d.Kind.String(), d.Power, map[bool]string{true: "GM only"}[d.GMOnly]}, " | "))
	}
	want := []string{
		"test-S1901M-austria-private.txt | report | AUSTRIA | ",
		"test-S1901M-england-private.txt | report | ENGLAND | ",
		"test-S1901M-france-private.txt | report | FRANCE | ",
		"test-S1901M-germany-private.txt | report | GERMANY | ",
		"test-S1901M-italy-private.txt | report | ITALY | ",
		"test-S1901M-russia-private.txt | report | RUSSIA | ",
		"test-S1901M-turkey-private.txt | report | TURKEY | ",
		"test-S1901M-results.txt | results |  | ",
		"test-F1901M" + gamefile.PositionSuffix + " | position |  | ",
		"test-S1901M-map.svg | map |  | ",
		"test-S1901M-gm-plot.svg | plot |  | GM only",
		"test-S1901M-plot.svg | plot |  | ",
		"test-S1901M-austria-plot.svg | plot | AUSTRIA | ",
		"test-S1901M-england-plot.svg | plot | ENGLAND | ",
		"test-S1901M-france-plot.svg | plot | FRANCE | ",
		"test-S1901M-germany-plot.svg | plot | GERMANY | ",
		"test-S1901M-italy-plot.svg | plot | ITALY | ",
		"test-S1901M-russia-plot.svg | plot | RUSSIA | ",
		"test-S1901M-turkey-plot.svg | plot | TURKEY | ",
		"test-S1901M-gm-chart.txt | chart |  | GM only",
		"test-F1901M-gm-game.json | game |  | GM only",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("downloads:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if a.Base != "test-S1901M" {
		t.Errorf("base %q", a.Base)
	}
	byName := files(t, g, a)
	if string(byName["test-S1901M-results.txt"].Data) != a.Public || string(byName["test-S1901M-gm-chart.txt"].Data) != a.Chart ||
		string(byName["test-S1901M-france-private.txt"].Data) != a.Reports["FRANCE"] {
		t.Error("the text files are not the adjudication's texts")
	}
	// The next game file keeps the chart for the end-of-game publication.
	var next gamefile.File
	if err := json.Unmarshal(byName["test-F1901M-gm-game.json"].Data, &next); err != nil {
		t.Fatal(err)
	}
	if h := next.History; h.Len() != 1 || h.At(0).Chart != a.Chart {
		t.Errorf("the next game file's history does not keep the chart: %+v", h)
	}
	for _, k := range []FileKind{Report, Results, Position, Map, Chart, GameFile, Publication, FileKind(-1), FileKind(8)} {
		if k.String() == "" || (k >= Report && k <= Publication) == (k.String() == "unknown") {
			t.Errorf("kind %d is called %q", k, k)
		}
	}
}

// The same game, text and seed give byte-identical downloads (README).
func TestSameInputSameDownloads(t *testing.T) {
	text := "FRANCE:\n3 : A PAR - BUR\n2 : GERMAN A MUN - BUR\nACCEPT FG?\nGERMANY:\n4 : A MUN - BUR\n"
	var first []Download
	for range 3 {
		g := newGame(t, game.Playing)
		ds, err := Downloads(g, mustAdjudicate(t, g, text, game.Options{}))
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = ds
			continue
		}
		if len(ds) != len(first) {
			t.Fatalf("%d downloads, then %d", len(first), len(ds))
		}
		for i := range ds {
			if ds[i].Name != first[i].Name || !bytes.Equal(ds[i].Data, first[i].Data) {
				t.Errorf("%s differs from one run to the next", ds[i].Name)
			}
		}
	}
}

func jsonRaw(s string) json.RawMessage { return json.RawMessage(s) }

// The end-of-game publication gives every secret away (rules 2.5, 5.7 end):
// for each phase, every power's acceptance list as drawn and its sheet as
// submitted, line by line (a power that sent nothing has its list only),
// the orders, the ledgers and the GM chart; then the winner, if any.
func TestPublicationRevealsSheetsAndLists(t *testing.T) {
	g := newGame(t, game.Playing)
	r := mustAdjudicate(t, g, "FRANCE:\n3 : A PAR - BUR\n% a comment\n\nENGLAND:\n2 : F LON - NTH\n", game.Options{})
	after := next(t, r)
	d := EndOfGame(after)
	if d.Name != "test-publication.txt" || d.Kind != Publication || d.GMOnly || d.Power != "" {
		t.Errorf("publication %q, kind %s, power %q, GM only %v", d.Name, d.Kind, d.Power, d.GMOnly)
	}
	pub := string(d.Data)
	accept := after.File.History.At(0).Accept
	for _, want := range []string{
		"test: every offer sheet and acceptance list\n",
		"\nSpring 1901 Movement (seed 7)\n-----------------------------\n",
		"AUSTRIA (acceptance list " + accept["AUSTRIA"] + "):\nENGLAND (acceptance list " + accept["ENGLAND"] + "):\n  2 : F LON - NTH\n",
		"FRANCE (acceptance list " + accept["FRANCE"] + "):\n  3 : A PAR - BUR\n  % a comment\nGERMANY (",
		"Orders issued:\n  AUSTRIA  A BUD H                      succeeds\n",
		"  FRANCE   A PAR - BUR                  succeeds\n",
		"  FRANCE   before    48  paid     3  transfers    +0  income    +0  forfeited     0  after    45\n",
		"GM chart:\n  test: Spring 1901 Movement GM chart (game seed 7, 1 determination pass) - GM ONLY\n",
	} {
		if !strings.Contains(pub, want) {
			t.Errorf("publication lacks %q:\n%s", want, pub)
		}
	}
	if len(accept) != 7 || strings.Contains(pub, "Winner") {
		t.Errorf("acceptance lists %v; a winner named in a game not won:\n%s", accept, pub)
	}
	won, err := loadEdited(t, "won", func(m map[string]any) { m["winner"] = "france" })
	if err != nil {
		t.Fatal(err)
	}
	if pub := string(EndOfGame(won).Data); !strings.HasSuffix(pub, "\nWinner: FRANCE\n") {
		t.Errorf("a won game's publication ends:\n%s", pub)
	}
}

// Rule 6.3: the offers Tin Cup ignored without telling anyone are revealed
// in the end-of-game publication.
func TestPublicationRevealsTinCupPhantoms(t *testing.T) {
	g := variantGame(t, `{"blind": true}`)
	r := mustAdjudicate(t, g, "GERMANY:\n6 : A PAR - PIC\n9 : A PIC - BUR\n3 : A MUN S A PIC - BUR\n", game.Options{})
	pub := string(EndOfGame(next(t, r)).Data)
	if !strings.Contains(pub, "Offers ignored without telling anyone (Tin Cup, rule 6.3 items 6-7):\n  GERMANY line 3: 9 : A PIC - BUR") {
		t.Errorf("the publication must reveal the ignored offers:\n%s", pub)
	}
}

// BenchmarkAdjudicateHeavy: loading the game, adjudicating the heavy phase
// (7 powers × 300 offer lines) and writing its texts, as the GM page does
// per click (the map aside): engine/game's benchmark of the same name did
// all of this before the texts moved here.
func BenchmarkAdjudicateHeavy(b *testing.B) {
	data, text, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g, err := gamefile.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Adjudicate(g, text, game.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// A new game's files, before any adjudication: the game file for the GM
// and the public position the players load into the checker for the first
// phase (in Tin Cup, each power's own cut of it: rule 6.3), named as every
// later phase's are.
func TestOpeningFiles(t *testing.T) {
	for _, c := range []struct {
		rules string
		want  []string
	}{
		{`{}`, []string{"club-S1901M-public-position.json", "club-S1901M-gm-game.json"}},
		{`{"blind": true}`, nil},
	} {
		f, err := gamefile.StartVariant(board.Standard(), "club", 3, json.RawMessage(c.rules))
		if err != nil {
			t.Fatal(err)
		}
		data, err := f.Encode()
		if err != nil {
			t.Fatal(err)
		}
		g, err := gamefile.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		files, err := Opening(g)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		byName := map[string]Download{}
		for _, d := range files {
			names = append(names, d.Name)
			byName[d.Name] = d
		}
		if c.want != nil && strings.Join(names, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: files %v, want %v", c.rules, names, c.want)
		}
		if d := byName["club-S1901M-gm-game.json"]; !bytes.Equal(d.Data, data) || !d.GMOnly || d.Kind != GameFile {
			t.Errorf("%s: the game file is not the game as started, for the GM", c.rules)
		}
		pos := gamefile.PublicPosition(g.File)
		if c.rules == `{}` {
			want, _ := pos.Encode()
			if d := byName["club-S1901M-public-position.json"]; !bytes.Equal(d.Data, want) || d.GMOnly || d.Kind != Position {
				t.Errorf("the public position is not the board for everybody")
			}
			continue
		}
		for _, p := range f.Powers {
			name := "club-S1901M-" + strings.ToLower(p.Name) + "-position.json"
			want, _ := pos.SeenBy(p.Name, g.BoardView(p.Name).After).Encode()
			if d := byName[name]; !bytes.Equal(d.Data, want) || d.Power != p.Name || d.GMOnly {
				t.Errorf("Tin Cup: %s is not %s's own cut", name, p.Name)
			}
		}
		if len(files) != 1+len(f.Powers) {
			t.Errorf("Tin Cup: %d files, want the game file and one cut per power", len(files))
		}
	}
}
