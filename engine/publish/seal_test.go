package publish

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/seal"
)

const testSeal = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

// sealedGame is the standard opening of game "sealed" with the GM's seal
// secret, edited by fn.
func sealedGame(t *testing.T, fn func(m map[string]any)) *gamefile.Game {
	t.Helper()
	g, err := loadEdited(t, "sealed", func(m map[string]any) {
		m["seal"] = testSeal
		if fn != nil {
			fn(m)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const sealSheets = "FRANCE:\n4 : A PAR - BUR\n2 : F BRE - MAO % out\nENGLAND:\n3 : F LON - NTH\n"

// TestSealInTexts: the commitment ends the public results, each power's
// receipt its report, and the receipt's digest is the one the results list
// for it (issue 34: a commitment in every phase's public results, a
// receipt in every private report); the sheet FRANCE sent, as mail gave it
// back, checks against its receipt.
func TestSealInTexts(t *testing.T) {
	g := sealedGame(t, nil)
	a, err := Adjudicate(g, sealSheets, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := seal.ParseCommitment(a.Public)
	if err != nil {
		t.Fatal(err)
	}
	if c.Seed == nil {
		t.Error("the first phase's results commit no seed")
	}
	if len(c.Sheets) != 7 {
		t.Errorf("%d sheet digests, want one per power (7)", len(c.Sheets))
	}
	for power, report := range a.Reports {
		r, err := seal.ParseReceipt(report)
		if err != nil {
			t.Fatalf("%s: %v", power, err)
		}
		if r.Power != power || r.Phase != "S1901M" {
			t.Errorf("%s's receipt is for %s %s", power, r.Power, r.Phase)
		}
		if err := seal.CheckCommitment(r, c); err != nil {
			t.Errorf("%s: %v", power, err)
		}
	}
	if _, err := ReportBalance(a.Reports["FRANCE"]); err != nil {
		t.Errorf("the report with its receipt no longer gives its balance: %v", err)
	}
	r, _ := seal.ParseReceipt(a.Reports["FRANCE"])
	mailed := "FRANCE:\r\n4 :\u00a0A PAR \u2013 BUR\r\n\r\n2  : F BRE - MAO % out\r\n"
	if chk := seal.CheckReceipt(r, mailed); !chk.Confirmed {
		t.Errorf("FRANCE's sheet as mailed: %s", chk.Text())
	}
	if chk := seal.CheckReceipt(r, strings.Replace(mailed, "4 :", "5 :", 1)); chk.Confirmed {
		t.Error("FRANCE's sheet with another amount is confirmed")
	}
	silent, _ := seal.ParseReceipt(a.Reports["ITALY"])
	if chk := seal.CheckReceipt(silent, ""); !chk.Confirmed {
		t.Errorf("ITALY sent nothing: %s", chk.Text())
	}
	// The next phase commits no seed (fixed once), and its own state.
	g2, err := gamefile.New(a.Next)
	if err != nil {
		t.Fatal(err)
	}
	a2, err := Adjudicate(g2, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c2, err := seal.ParseCommitment(a2.Public)
	if err != nil {
		t.Fatal(err)
	}
	if c2.Seed != nil || c2.State == c.State {
		t.Errorf("the second phase: seed %v, state %s (first %s)", c2.Seed, c2.State, c.State)
	}
}

// TestSealCommitsEveryInput: the commitment changes when one byte of a
// sheet, the seed or the state changes, and with no other (issue 34, done
// when).
func TestSealCommitsEveryInput(t *testing.T) {
	commit := func(g *gamefile.Game, text string, opt game.Options) seal.Commitment {
		t.Helper()
		a, err := Adjudicate(g, text, opt)
		if err != nil {
			t.Fatal(err)
		}
		c, err := seal.ParseCommitment(a.Public)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	base := commit(sealedGame(t, nil), sealSheets, game.Options{})
	if again := commit(sealedGame(t, nil), strings.ReplaceAll(sealSheets, "\n", "\r\n"), game.Options{}); again.Text() != base.Text() {
		t.Errorf("the same sheets with CRLF give another commitment:\n%s\n%s", again.Text(), base.Text())
	}
	sheet := commit(sealedGame(t, nil), strings.Replace(sealSheets, "% out", "% Out", 1), game.Options{})
	if d, _ := sheet.Sheet("FRANCE"); d == base.Sheets[2].Digest || sheet.State != base.State {
		t.Error("one byte of FRANCE's comment: its digest the same, or the state changed")
	}
	if d, _ := sheet.Sheet("ENGLAND"); d != base.Sheets[1].Digest {
		t.Error("FRANCE's sheet changed ENGLAND's digest")
	}
	seed := int64(8)
	if s := commit(sealedGame(t, nil), sealSheets, game.Options{Seed: &seed}); *s.Seed == *base.Seed {
		t.Error("another seed, the same seed digest")
	}
	state := commit(sealedGame(t, func(m map[string]any) {
		m["powers"].([]any)[2].(map[string]any)["balance"] = 49
	}), sealSheets, game.Options{})
	if state.State == base.State {
		t.Error("FRANCE's balance changed by one, the same state digest")
	}
	// A game without a secret is not sealed: its texts are as they were.
	g, err := loadEdited(t, "sealed", func(map[string]any) {})
	if err != nil {
		t.Fatal(err)
	}
	a, err := Adjudicate(g, sealSheets, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(a.Public+a.Reports["FRANCE"], seal.Scheme) {
		t.Error("a game without a seal secret is sealed")
	}
	if _, err := Adjudicate(sealedGame(t, func(m map[string]any) { m["seal"] = "abc" }), "", game.Options{}); err == nil {
		t.Error("a seal secret of 3 digits adjudicates")
	}
}

// TestSealTinCup: in a Tin Cup game (6.3) every power's cut ends with the
// same seal, which holds nothing but digests under power names everybody
// knows, and a power's report holds its own receipt only.
func TestSealTinCup(t *testing.T) {
	g := sealedGame(t, func(m map[string]any) { m["rules"] = map[string]any{"blind": true} })
	a, err := Adjudicate(g, sealSheets, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := seal.ParseCommitment(a.Public)
	if err != nil {
		t.Fatal(err)
	}
	for power, cut := range a.Cuts {
		at := strings.Index(cut, "\nSeal (")
		if at < 0 || cut[at+1:] != want.Text() {
			t.Errorf("%s's cut does not end with the seal:\n%s", power, cut)
		}
	}
	for power, report := range a.Reports {
		if n := strings.Count(report, "salt "); n != 1 {
			t.Errorf("%s's report states %d salts", power, n)
		}
		for _, other := range []string{"FRANCE", "ENGLAND"} {
			if other != power && strings.Contains(report, "power  "+other) {
				t.Errorf("%s's report holds %s's receipt", power, other)
			}
		}
		if power != "FRANCE" && strings.Contains(report, "A PAR - BUR") {
			t.Errorf("%s's report holds FRANCE's sheet", power)
		}
	}
}

// TestTextsAreDownloads: the texts a whole game's verification makes are
// Downloads' own, name, kind, power and bytes, in a Tin Cup game and not.
func TestTextsAreDownloads(t *testing.T) {
	for _, rules := range []any{nil, map[string]any{"blind": true}} {
		g := sealedGame(t, func(m map[string]any) {
			if rules != nil {
				m["rules"] = rules
			}
		})
		a, err := Adjudicate(g, sealSheets, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		all, err := Downloads(g, a)
		if err != nil {
			t.Fatal(err)
		}
		var want []Download
		for _, d := range all {
			if d.Kind == Report || d.Kind == Results {
				want = append(want, d)
			}
		}
		got := Texts(a)
		if len(got) != len(want) || len(got) < 8 {
			t.Fatalf("%v: %d texts, %d downloads", rules, len(got), len(want))
		}
		for i := range got {
			if got[i].Name != want[i].Name || got[i].Kind != want[i].Kind || got[i].Power != want[i].Power || got[i].GMOnly != want[i].GMOnly || string(got[i].Data) != string(want[i].Data) {
				t.Errorf("%v: text %s, download %s", rules, got[i].Name, want[i].Name)
			}
		}
	}
}

// BenchmarkSeal is one phase adjudicated and written (Adjudicate), the
// game sealed and not (issue 34: the seal digests the input game file
// once, encoded, and every sheet): the heavy phase (7 powers × 300 offer
// lines) and a phase after twenty years of history.
func BenchmarkSeal(b *testing.B) {
	heavy, heavyText, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	long, longText, err := gametest.LongGame(20, func(g *gamefile.Game, text string) (*gamefile.File, error) {
		r, err := Record(g, text, game.Options{})
		if err != nil {
			return nil, err
		}
		return r.Next, nil
	})
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		text string
	}{{"heavy", heavy, heavyText}, {"year20", long, longText}} {
		for _, sealed := range []bool{false, true} {
			name := c.name + "/unsealed"
			data := c.data
			if sealed {
				name = c.name + "/sealed"
				// The same file as the engine writes it, with a secret.
				f, err := gamefile.Decode(data)
				if err != nil {
					b.Fatal(err)
				}
				f.Seal = testSeal
				if data, err = f.Encode(); err != nil {
					b.Fatal(err)
				}
			}
			b.Run(name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					g, err := gamefile.Load(data)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := Adjudicate(g, c.text, game.Options{}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestSealSecretStaysTheGMs: no file a player receives (results, cuts,
// reports, position files, maps) holds the GM's secret or another power's
// salt, in a Tin Cup game and not; the next game file, the GM's, keeps the
// secret (issue 34: the salts are revealed only by the archive).
func TestSealSecretStaysTheGMs(t *testing.T) {
	secret, err := seal.ParseSecret(testSeal)
	if err != nil {
		t.Fatal(err)
	}
	for _, rules := range []any{nil, map[string]any{"blind": true}} {
		g := sealedGame(t, func(m map[string]any) {
			if rules != nil {
				m["rules"] = rules
			}
		})
		a, err := Adjudicate(g, sealSheets, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		all, err := Downloads(g, a)
		if err != nil {
			t.Fatal(err)
		}
		opening, err := Opening(g)
		if err != nil {
			t.Fatal(err)
		}
		plots := 0 // issue 32: the plots are among the files checked
		for _, d := range append(all, opening...) {
			text := string(d.Data)
			if d.Kind == Plot && !d.GMOnly {
				plots++
			}
			if d.GMOnly {
				if d.Kind == GameFile && !strings.Contains(text, testSeal) {
					t.Errorf("%v: the game file %s lost the secret", rules, d.Name)
				}
				continue
			}
			if strings.Contains(text, testSeal) {
				t.Errorf("%v: %s holds the GM's secret", rules, d.Name)
			}
			for _, p := range g.File.Powers {
				salt := secret.Salt(g.File.Name, "S1901M", p.Name).String()
				if strings.Contains(text, salt) && !(d.Kind == Report && d.Power == p.Name) {
					t.Errorf("%v: %s holds %s's salt", rules, d.Name, p.Name)
				}
			}
		}
		if plots < len(g.File.Powers) {
			t.Errorf("%v: %d players' plots checked", rules, plots)
		}
	}
}

// Issue 35: the GM's mail book is not the state the seal commits to: a
// phase adjudicated from a file whose addresses or deadline were changed
// makes the same texts, byte for byte, so an address corrected after the
// results were sent leaves them the phase's own.
func TestSealLeavesOutTheMailBook(t *testing.T) {
	plain := sealedGame(t, nil)
	booked := sealedGame(t, func(m map[string]any) {
		m["deadline"] = "2026-12-07T18:00:00+01:00"
		m["powers"].([]any)[2].(map[string]any)["addresses"] = []any{"ann@example.org"}
	})
	a, err := Adjudicate(plain, sealSheets, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Adjudicate(booked, sealSheets, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Public != b.Public {
		t.Errorf("the public results differ with a mail book:\n%s\n---\n%s", a.Public, b.Public)
	}
	for power, report := range a.Reports {
		if b.Reports[power] != report {
			t.Errorf("%s's report differs with a mail book", power)
		}
	}
	if booked.File.Powers[2].Addresses == nil || booked.File.Deadline == "" {
		t.Error("the seal's state took the mail book out of the game's own file")
	}
}
