package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
)

// keystrokeGames are gametest's long game at year 1 (Spring 1901, its
// opening text) and at year 20 (Spring 1920, a history of 57 phases), each
// with the text of its phase.
func keystrokeGames(b *testing.B) map[string][2]string {
	out := map[string][2]string{}
	for name, years := range map[string]int{"year1": 0, "year20": 19} {
		data, text, err := gametest.LongGame(years, func(g *gamefile.Game, text string) (*gamefile.File, error) {
			a, err := publish.Adjudicate(g, text, game.Options{})
			if err != nil {
				return nil, err
			}
			return a.Next, nil
		})
		if err != nil {
			b.Fatal(err)
		}
		out[name] = [2]string{string(data), text}
	}
	return out
}

// typed is the text with one keystroke more: a digit added to the first
// offer's amount (the same section changed at every stroke, as the GM
// types in it).
func typed(text string, n int) string {
	i := strings.Index(text, " : ")
	return text[:i] + string(rune('0'+n%10)) + text[i:]
}

// BenchmarkKeystroke is the GM page's live check at a pause in typing, at
// year 1 and at year 20 of the same long game, a digit typed into France's
// first offer at every stroke: "text" sends the whole game file with every
// check, as the page did before issue 29 (and as the CLI-like contract still
// may); "session" names the session the page opened on it.
func BenchmarkKeystroke(b *testing.B) {
	games := keystrokeGames(b)
	for _, year := range []string{"year1", "year20"} {
		data, text := games[year][0], games[year][1]
		s, ok := openSession(request{Game: data})
		if ok != nil {
			b.Fatal(ok)
		}
		session := s.(map[string]string)["session"]
		for _, by := range []string{"text", "session"} {
			// The requests are made before timing: encoding the page's
			// request is the page's work, not the engine's.
			var ins [10]string
			for n := range ins {
				req := map[string]any{"game": data, "text": typed(text, n)}
				if by == "session" {
					req = map[string]any{"session": session, "text": typed(text, n)}
				}
				in, err := json.Marshal(req)
				if err != nil {
					b.Fatal(err)
				}
				ins[n] = string(in)
			}
			b.Run(year+"/"+by, func(b *testing.B) {
				b.ReportAllocs()
				n := 0
				for b.Loop() {
					n++
					if out := call("check", ins[n%len(ins)]); !strings.HasPrefix(out, `{"ok":true`) {
						b.Fatal(out[:min(len(out), 300)])
					}
				}
			})
		}
	}
}
