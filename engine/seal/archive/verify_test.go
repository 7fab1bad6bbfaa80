package archive

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
)

const secret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

// played is a game played phase by phase as a GM runs it, with the archive
// the GM keeps and every text the players received (by file name).
type played struct {
	archive  *Archive
	received map[string][]byte
	phases   []string
}

// play plays a sealed Tin Cup (6.3) and eBayola (6.4) game on the standard
// map for years game years, every phase with gametest.RandomText; edit, if
// not nil, may change a next game file before it is played, and returns the
// GM's word for it.
func play(t *testing.T, years int, edit func(phase string, f *gamefile.File) []string) played {
	t.Helper()
	f, err := gamefile.StartVariant(board.Standard(), "sealed", 20261129, json.RawMessage(`{"blind": true, "ebayola": true}`))
	if err != nil {
		t.Fatal(err)
	}
	f.Seal = secret
	p := played{received: map[string][]byte{}}
	rng := rand.New(rand.NewSource(3))
	var edits []string
	for {
		g, err := gamefile.New(f)
		if err != nil {
			t.Fatal(err)
		}
		if g.Phase.Year >= 1901+years || f.Winner != "" {
			return p
		}
		text := gametest.RandomText(rng, g)
		a, err := publish.Adjudicate(g, text, game.Options{})
		if err != nil {
			t.Fatalf("%s: %v\n%s", g.Phase, err, text)
		}
		if p.archive, err = Add(p.archive, g.File, text, game.Options{}, a.Seed, a.Next, edits...); err != nil {
			t.Fatal(err)
		}
		for _, d := range publish.Texts(a) {
			if !d.GMOnly {
				p.received[d.Name] = d.Data
			}
		}
		p.phases = append(p.phases, a.Phase)
		// The next file as the GM saves and opens it again.
		data, err := a.Next.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if f, err = gamefile.Decode(data); err != nil {
			t.Fatal(err)
		}
		edits = nil
		if edit != nil {
			edits = edit(f.Phase, f)
		}
	}
}

// again is the archive through its file, as published and read back.
func again(t *testing.T, a *Archive) *Archive {
	t.Helper()
	data, err := a.Encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// faults are the verdict's fault lines.
func faults(v *Verdict) []string {
	var out []string
	for _, l := range v.Lines {
		if strings.HasPrefix(l, "FAULT: ") {
			out = append(out, l)
		}
	}
	return out
}

// wantFault checks that the verdict is not confirmed and that a fault line
// matches each pattern.
func wantFault(t *testing.T, v *Verdict, patterns ...string) {
	t.Helper()
	if v.Confirmed {
		t.Fatalf("confirmed:\n%s", v.Text())
	}
	for _, p := range patterns {
		found := false
		for _, l := range faults(v) {
			found = found || regexp.MustCompile(p).MatchString(l)
		}
		if !found {
			t.Errorf("no fault matches %q:\n%s", p, strings.Join(faults(v), "\n"))
		}
	}
}

// TestVerifyWholeGame: a three-year Tin Cup and eBayola game verifies end
// to end from its archive, every public result, cut and report received
// identical (issue 34, done when).
func TestVerifyWholeGame(t *testing.T) {
	p := play(t, 3, nil)
	if len(p.phases) < 9 {
		t.Fatalf("%d phases played: %v", len(p.phases), p.phases)
	}
	v := Verify(again(t, p.archive), p.received, nil)
	if !v.Confirmed {
		t.Fatalf("%s", v.Text())
	}
	identical := 0
	for _, l := range v.Lines {
		if strings.HasSuffix(l, ": identical") {
			identical++
		}
	}
	if identical != len(p.received) {
		t.Errorf("%d files identical, %d received", identical, len(p.received))
	}
	tampered := func() *Archive { return again(t, p.archive) }
	t.Run("one sheet line changed", func(t *testing.T) {
		a := tampered()
		ph := &a.Phases[0]
		at := strings.Index(ph.Orders, ":\n") + 2
		end := at + strings.Index(ph.Orders[at:], "\n")
		power := ph.Orders[:at-2][strings.LastIndex(ph.Orders[:at-2], "\n")+1:]
		ph.Orders = ph.Orders[:end] + " % changed" + ph.Orders[end:]
		wantFault(t, Verify(a, p.received, nil),
			fmt.Sprintf(`^FAULT: S1901M: sealed-S1901M-\w+-results.txt, line \d+: .*the seal's digest of %s's sheet`, power),
			fmt.Sprintf(`^FAULT: S1901M: sealed-S1901M-%s-private.txt, line \d+: `, strings.ToLower(power)))
	})
	t.Run("one balance edited without a word", func(t *testing.T) {
		a := tampered()
		editBalance(t, &a.Phases[3], "FRANCE", 1)
		wantFault(t, Verify(a, p.received, nil),
			`^FAULT: `+a.Phases[3].Phase+`: the game file is not the one the phase before made, and the archive declares no edit: FRANCE's balance: (\d+) made, (\d+) in the archive`,
			`^FAULT: `+a.Phases[3].Phase+`: .*the seal's state digest`)
	})
	t.Run("the seed changed after the first phase", func(t *testing.T) {
		a := tampered()
		setField(t, &a.Phases[1], "seed", 7)
		wantFault(t, Verify(a, p.received, nil),
			`^FAULT: `+a.Phases[1].Phase+`: the game file is not the one S1901M made: seed: 20261129 made, 7 in the archive, which no GM edit may change`)
	})
	t.Run("the seed changed in the first phase", func(t *testing.T) {
		a := tampered()
		setField(t, &a.Phases[0], "seed", 7)
		wantFault(t, Verify(a, p.received, nil), `^FAULT: S1901M: sealed-S1901M-\w+-results.txt, line \d+: .*the seal's (state|seed) digest`)
	})
	t.Run("one private report edited", func(t *testing.T) {
		received := map[string][]byte{}
		for k, v := range p.received {
			received[k] = v
		}
		name := "sealed-F1902M-england-private.txt"
		if received[name] == nil {
			t.Fatalf("no %s", name)
		}
		received[name] = []byte(strings.Replace(string(received[name]), "AgP", "AgP ", 1))
		v := Verify(tampered(), received, nil)
		wantFault(t, v, `^FAULT: F1902M: sealed-F1902M-england-private.txt, line \d+: made '.*AgP', received '.*AgP '$`)
		if n := len(faults(v)); n != 1 {
			t.Errorf("%d faults, want the one report's", n)
		}
	})
	t.Run("phases reordered", func(t *testing.T) {
		a := tampered()
		a.Phases[2], a.Phases[3] = a.Phases[3], a.Phases[2]
		wantFault(t, Verify(a, p.received, nil), `^FAULT: \w+: the archive is out of order: the phase before made `+p.phases[2])
	})
	t.Run("the seal secret changed", func(t *testing.T) {
		a := tampered()
		setField(t, &a.Phases[2], "seal", strings.Repeat("ab", 32))
		wantFault(t, Verify(a, p.received, nil), `the seal secret is another, which no GM edit may change`)
	})
	t.Run("a file no phase makes", func(t *testing.T) {
		received := map[string][]byte{"sealed-S1905M-results.txt": []byte("x")}
		wantFault(t, Verify(tampered(), received, nil), `^FAULT: sealed-S1905M-results.txt: no phase of the archive makes`)
	})
}

// TestVerifyDeclaredEdit: a balance the GM changed between phases, and
// declared in the archive, is listed as the GM's edit, and the game still
// verifies: the players' texts were made from the edited file (issue 34:
// GM edits between phases are listed as such).
func TestVerifyDeclaredEdit(t *testing.T) {
	p := play(t, 1, func(phase string, f *gamefile.File) []string {
		if phase != "F1901M" {
			return nil
		}
		for i := range f.Powers {
			if f.Powers[i].Name == "ITALY" {
				b := *f.Powers[i].Balance + 5
				f.Powers[i].Balance = &b
			}
		}
		return []string{"ITALY's balance +5: a transfer lost in the mail"}
	})
	v := Verify(again(t, p.archive), p.received, nil)
	if !v.Confirmed {
		t.Fatalf("%s", v.Text())
	}
	if !strings.Contains(v.Text(), "F1901M: GM edits, declared (ITALY's balance +5: a transfer lost in the mail): ITALY's balance: ") {
		t.Errorf("the edit is not listed:\n%s", v.Text())
	}
}

// editBalance adds delta to a power's balance in a phase's game file.
func editBalance(t *testing.T, ph *Phase, power string, delta int) {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(ph.Game, &m); err != nil {
		t.Fatal(err)
	}
	for _, p := range m["powers"].([]any) {
		pm := p.(map[string]any)
		if pm["name"] == power {
			pm["balance"] = pm["balance"].(float64) + float64(delta)
		}
	}
	ph.Game, _ = json.Marshal(m)
}

// setField sets a top-level field of a phase's game file.
func setField(t *testing.T, ph *Phase, key string, value any) {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(ph.Game, &m); err != nil {
		t.Fatal(err)
	}
	m[key] = value
	ph.Game, _ = json.Marshal(m)
}

// TestArchiveFromFiles: the archive made afterwards from the game files the
// GM kept, given in any order, verifies as the one kept phase by phase;
// a missing phase is refused.
func TestArchiveFromFiles(t *testing.T) {
	var files []*gamefile.File
	p := play(t, 1, func(_ string, f *gamefile.File) []string {
		files = append(files, f)
		return nil
	})
	if _, err := Decode(p.archive.Phases[0].Game); err == nil {
		t.Fatal("a game file read as an archive")
	}
	f0, err := gamefile.Decode(p.archive.Phases[0].Game)
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, f0)
	slices.Reverse(files)
	a, err := FromFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	if v := Verify(again(t, a), p.received, nil); !v.Confirmed {
		t.Fatalf("%s", v.Text())
	}
	var gap []*gamefile.File
	for _, f := range files {
		if f.History.Len() != 2 {
			gap = append(gap, f)
		}
	}
	if _, err := FromFiles(gap); err == nil || !strings.Contains(err.Error(), "a phase's file is missing") {
		t.Errorf("a phase missing: %v", err)
	}
}
