package main

import (
	"encoding/json"
	"math/rand"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/sheets"
)

// openOn opens a session on a game file and returns its name.
func openOn(t *testing.T, file string) string {
	t.Helper()
	r := ask(t, "open", map[string]any{"game": file})
	if !r.OK {
		t.Fatalf("open: %s", r.Error)
	}
	var v struct{ Session string }
	if err := json.Unmarshal(r.Value, &v); err != nil || v.Session == "" {
		t.Fatalf("open answered %s (%v)", r.Value, err)
	}
	return v.Session
}

// A call naming a session answers what the same call sending the game file
// answers, byte for byte, for every call the GM page makes on its game
// (issue 29: the file is decoded once; the contract with the text stays).
func TestASessionAnswersAsTheGameFile(t *testing.T) {
	first := demoGame(t)
	a := ask(t, "adjudicate", map[string]any{"game": first, "text": demoSheets, "lenient": true})
	if !a.OK {
		t.Fatalf("adjudicate: %s", a.Error)
	}
	var files struct{ Files []struct{ Kind, Text string } }
	if err := json.Unmarshal(a.Value, &files); err != nil {
		t.Fatal(err)
	}
	next := ""
	for _, f := range files.Files {
		if f.Kind == "game" {
			next = f.Text
		}
	}
	for _, file := range []string{first, next} {
		s := openOn(t, file)
		for _, c := range []struct {
			name string
			req  map[string]any
		}{
			{"load", nil},
			{"words", nil},
			{"names", nil},
			{"render", nil},
			{"render", map[string]any{"phase": "S1901M"}},
			{"check", map[string]any{"text": demoSheets}},
			{"check", map[string]any{"text": "FRANCE:\n4 : A PAR - BUR\nENGLAND:\n3 : A LON H\nBUILD A PAR\n"}},
			{"ignored", map[string]any{"text": demoSheets}},
			{"adjudicate", map[string]any{"text": demoSheets, "lenient": true}},
			{"timeline", map[string]any{"phase": "S1901M"}},
			{"opening", nil},
		} {
			byFile := map[string]any{"game": file}
			bySession := map[string]any{"session": s}
			for k, v := range c.req {
				byFile[k], bySession[k] = v, v
			}
			in, _ := json.Marshal(byFile)
			want := call(c.name, string(in))
			// Twice: the second answer comes from what the first kept.
			for range 2 {
				in, _ := json.Marshal(bySession)
				if got := call(c.name, string(in)); got != want {
					t.Errorf("%s %v by session:\n%.300s\nby game file:\n%.300s", c.name, c.req, got, want)
				}
			}
		}
	}
}

// A session the engine does not hold (a restarted worker, or one dropped
// for newer ones) is answered with reopen, which the page follows by opening
// it again from its text; naming a session and sending a file at once is
// refused.
func TestAnUnknownSessionAsksToBeOpenedAgain(t *testing.T) {
	if out := call("load", `{"session":"0123"}`); !strings.Contains(out, `"reopen":true`) || strings.Contains(out, `"ok":true`) {
		t.Errorf("an unknown session: %s", out)
	}
	g := demoGame(t)
	s := openOn(t, g)
	if again := openOn(t, g); again != s {
		t.Errorf("the same file opened twice gave two sessions, %s and %s", s, again)
	}
	// Newer games push it out: at most sessionsKept are held.
	for i := range sessionsKept {
		openOn(t, strings.Replace(g, `"demo"`, `"demo`+string(rune('a'+i))+`"`, 1))
	}
	out := call("load", `{"session":"`+s+`"}`)
	if !strings.Contains(out, `"reopen":true`) {
		t.Errorf("a session dropped for %d newer ones still answers: %.200s", sessionsKept, out)
	}
	if openOn(t, g) != s {
		t.Error("opened again, the game file has another name")
	}
	if r := ask(t, "load", map[string]any{"session": s, "game": g}); r.OK {
		t.Error("a request naming a session and sending a game file was answered")
	}
	if r := ask(t, "open", map[string]any{"game": "{}"}); r.OK {
		t.Error("a game file the engine refuses was opened")
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// edits are the keystrokes the live check test makes on a text: a
// character in one line, a line added or removed, a section emptied.
func edit(rng *rand.Rand, text string) string {
	lines := strings.Split(text, "\n")
	i := rng.Intn(len(lines))
	switch rng.Intn(6) {
	case 0:
		lines[i] += "1"
	case 5: // a text as long as the last: one digit for another
		for j, c := range lines[i] {
			if c >= '0' && c <= '9' {
				lines[i] = lines[i][:j] + string('0'+(c-'0'+1)%10) + lines[i][j+1:]
				break
			}
		}
	case 1:
		lines = append(lines[:i], append([]string{""}, lines[i:]...)...)
	case 2:
		lines = append(lines[:i], lines[i+1:]...)
	case 3:
		lines[i] = strings.Replace(lines[i], " - ", " H % ", 1)
	default:
		lines = append(lines[:i], append([]string{"GERMANY:", "3 : A MUN - BOH"}, lines[i:]...)...)
	}
	return strings.Join(lines, "\n")
}

// A keystroke's check on a session says what a check from scratch says
// (the game file decoded again, every section read), keystroke after
// keystroke on random texts of random games, back to an earlier text
// included: what the session keeps of the last check is never stale.
func TestTheLiveCheckOfASessionIsACheckFromScratch(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	err := gametest.Play(mustDemo(t), nil, 3, 2, func(g *gamefile.Game, _ *gamefile.Result) error {
		file, err := g.File.Encode()
		if err != nil {
			return err
		}
		s := openOn(t, string(file))
		text := gametest.RandomText(rng, g)
		var texts []string
		for range 12 {
			texts = append(texts, text)
			text = edit(rng, text)
		}
		texts = append(texts, texts[3], texts[3]+"\n", texts[0])
		for _, text := range texts {
			got := call("check", string(mustJSON(t, map[string]any{"session": s, "text": text})))
			want := call("check", string(mustJSON(t, map[string]any{"game": string(file), "text": text})))
			if got != want {
				t.Errorf("%s: the session's check differs from a check from scratch:\n%.400s\nwant\n%.400s\ntext:\n%s", g.Phase, got, want, text)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A keystroke's check reads again only the section it changed: a section
// whose lines and places are those of the last check is not read again
// (issue 29). A line added above a section moves it, and its every
// diagnostic with it: it is read again.
func TestAKeystrokeReadsOnlyTheSectionItChanged(t *testing.T) {
	var read []string
	readSections = func(b sheets.Board, secs []sheets.Section) ([]sheets.Sheet, gamefile.Diagnostics) {
		for _, sec := range secs {
			read = append(read, sec.Power)
		}
		return sheets.Read(b, secs)
	}
	defer func() { readSections = sheets.Read }()
	s := openOn(t, demoGame(t))
	// Each text is the one before with one change.
	base := "FRANCE:\n4 : A PAR - BUR\n\nENGLAND:\n6 : F LON - NTH\n\nGERMANY:\n3 : A MUN - RUH\n\nITALY:\n2 : A VEN H\n"
	digit := strings.Replace(base, "3 : A MUN", "31 : A MUN", 1)
	longer := digit + "1 : A ROM H\n"
	for _, c := range []struct {
		why, text string
		want      []string
	}{
		{"the first check", base, []string{"FRANCE", "ENGLAND", "GERMANY", "ITALY"}},
		{"the same text", base, nil},
		{"a digit in Germany's offer", digit, []string{"GERMANY"}},
		{"a digit changed, the text as long", strings.Replace(digit, "31 :", "32 :", 1), []string{"GERMANY"}},
		{"back, the text as long", digit, []string{"GERMANY"}},
		{"a line added at Italy's end", longer, []string{"ITALY"}},
		{"a line added in England's section", strings.Replace(longer, "NTH\n", "NTH\n2 : F EDI H\n", 1), []string{"ENGLAND", "GERMANY", "ITALY"}},
		{"back to the first text", base, []string{"ENGLAND", "GERMANY", "ITALY"}},
	} {
		read = nil
		if r := ask(t, "check", map[string]any{"session": s, "text": c.text}); !r.OK {
			t.Fatalf("%s: %s", c.why, r.Error)
		}
		if strings.Join(read, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: read %v again, want %v", c.why, read, c.want)
		}
	}
}

func mustDemo(t *testing.T) []byte {
	t.Helper()
	return []byte(demoGame(t))
}
