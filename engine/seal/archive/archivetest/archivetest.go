// Package archivetest is for tests only: a sealed game played phase by
// phase as a GM runs `payola adjudicate --archive`, on any map, with the
// archive the GM keeps, every phase's game file and every text the
// players received, for the tests of the archive, the engine's calls and
// the pages.
package archivetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand"
	"regexp"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/seal/archive"
)

// Secret is the seal secret of the games played here.
const Secret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

// Game is a sealed game played: its archive, each phase's game file as
// the GM kept it (encoded as the engine writes it; the first phase's
// first, the last the file the last phase made), every text a player
// received by its file name, and the phases played.
type Game struct {
	Archive  *archive.Archive
	Files    [][]byte
	Received map[string][]byte
	Phases   []string
}

// Play plays a sealed game named name on m with the rules given (game-format
// §3, nil for none) for years game years (or until somebody wins), every
// phase with gametest.RandomText from seed, each phase added to the archive
// as `payola adjudicate --archive` adds it.
func Play(m *board.Map, name string, seed int64, rules string, years int) (*Game, error) {
	f, err := gamefile.StartVariant(m, name, seed, json.RawMessage(rules))
	if err != nil {
		return nil, err
	}
	f.Seal = Secret
	source := gamefile.OneMap(m)
	p := &Game{Received: map[string][]byte{}}
	rng := rand.New(rand.NewSource(seed))
	data, err := f.Encode()
	if err != nil {
		return nil, err
	}
	first := 0
	for {
		p.Files = append(p.Files, data)
		g, err := gamefile.LoadFrom(data, source)
		if err != nil {
			return nil, err
		}
		if first == 0 {
			first = g.Phase.Year
		}
		if g.Phase.Year >= first+years*m.YearSpan() || g.File.Winner != "" {
			return p, nil
		}
		text := gametest.RandomText(rng, g)
		a, err := publish.Adjudicate(g, text, game.Options{})
		if err != nil {
			return nil, fmt.Errorf("%s: %v\n%s", g.Phase, err, text)
		}
		if p.Archive, err = archive.Add(p.Archive, g.File, text, game.Options{}, a.Seed, a.Next); err != nil {
			return nil, err
		}
		for _, d := range publish.Texts(a) {
			if !d.GMOnly {
				p.Received[d.Name] = d.Data
			}
		}
		p.Phases = append(p.Phases, a.Phase)
		if data, err = a.Next.Encode(); err != nil {
			return nil, err
		}
	}
}

// Tampering is one way a GM could cheat (issue 34's four), applied to a
// game's archive or to a file a player received, with the fault verify
// must find: Want matches one line of its verdict, naming the phase, the
// file and the line where the game's texts show it.
type Tampering struct {
	Name     string
	Archive  []byte            // the archive, tampered or not
	Received map[string][]byte // the files received, tampered or not
	Want     string            // a regular expression for the fault's line
}

// Tamperings are issue 34's four tamperings of a game's archive and the
// files received (the archive as published; at least five phases): one
// line of the first phase's sheets changed; one balance edited without a
// word before the fourth phase; the seed changed after the first phase;
// one private report of the last phase but one edited.
func Tamperings(data []byte, received map[string][]byte) ([]Tampering, error) {
	decode := func() (*archive.Archive, error) { return archive.Decode(data) }
	a, err := decode()
	if err != nil {
		return nil, err
	}
	if len(a.Phases) < 5 {
		return nil, fmt.Errorf("%d phases: the tamperings need five", len(a.Phases))
	}
	var out []Tampering
	add := func(name, want string, change func(a *archive.Archive) error, files map[string][]byte) error {
		a, err := decode()
		if err != nil {
			return err
		}
		if change != nil {
			if err := change(a); err != nil {
				return fmt.Errorf("%s: %v", name, err)
			}
		}
		tampered, err := a.Encode()
		if err != nil {
			return err
		}
		if files == nil {
			files = received
		}
		out = append(out, Tampering{Name: name, Archive: tampered, Received: files, Want: want})
		return nil
	}

	// A line of the first phase's sheets: the first power's that sent one.
	first := a.Phases[0]
	head, rest, ok := strings.Cut(first.Orders, ":\n")
	line, _, _ := strings.Cut(rest, "\n")
	if !ok || line == "" {
		return nil, fmt.Errorf("the first phase's text has no sheet line: %q", first.Orders)
	}
	power := head[strings.LastIndex(head, "\n")+1:]
	if err := add("one sheet line changed",
		fmt.Sprintf(`^FAULT: %s: \S+-%s-\S*results\.txt, line \d+: .*the seal's digest of %s's sheet`, first.Phase, first.Phase, power),
		func(a *archive.Archive) error {
			a.Phases[0].Orders = strings.Replace(a.Phases[0].Orders, power+":\n"+line+"\n", power+":\n"+line+" % changed\n", 1)
			return nil
		}, nil); err != nil {
		return nil, err
	}

	fourth := a.Phases[3]
	if err := add("one balance edited without a history entry",
		fmt.Sprintf(`^FAULT: %s: the game file is not the one the phase before made, and the archive declares no edit: %s's balance: \d+ made, \d+ in the archive`, fourth.Phase, power),
		func(a *archive.Archive) error {
			return edit(&a.Phases[3], func(m map[string]any) error {
				for _, p := range m["powers"].([]any) {
					if p := p.(map[string]any); p["name"] == power {
						n, _ := p["balance"].(json.Number)
						b, err := n.Int64()
						p["balance"] = b + 1
						return err
					}
				}
				return fmt.Errorf("no %s in the fourth phase's file", power)
			})
		}, nil); err != nil {
		return nil, err
	}

	second := a.Phases[1]
	if err := add("the seed changed after the first phase",
		fmt.Sprintf(`^FAULT: %s: the game file is not the one %s made: seed: -?\d+ made, -?\d+ in the archive, which no GM edit may change`, second.Phase, first.Phase),
		func(a *archive.Archive) error {
			return edit(&a.Phases[1], func(m map[string]any) error {
				n, _ := m["seed"].(json.Number)
				seed, err := n.Int64()
				m["seed"] = seed ^ 1
				return err
			})
		}, nil); err != nil {
		return nil, err
	}

	late := a.Phases[len(a.Phases)-2].Phase
	var report string
	for name, text := range received {
		if strings.Contains(name, "-"+late+"-") && strings.HasSuffix(name, "-private.txt") && strings.Contains(string(text), " AgP") && (report == "" || name < report) {
			report = name
		}
	}
	if report == "" {
		return nil, fmt.Errorf("no private report of %s among the files received", late)
	}
	files := maps.Clone(received)
	files[report] = []byte(strings.Replace(string(files[report]), " AgP", " AgP ", 1))
	if err := add("one private report edited",
		fmt.Sprintf(`^FAULT: %s: %s, line \d+: made '.*AgP.*', received '.*AgP .*'`, late, regexp.QuoteMeta(report)),
		nil, files); err != nil {
		return nil, err
	}
	return out, nil
}

// edit changes a phase's game file as JSON (its numbers kept as written:
// a seed is an int64, more than a float64 holds).
func edit(ph *archive.Phase, change func(map[string]any) error) error {
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(ph.Game))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		return err
	}
	if err := change(m); err != nil {
		return err
	}
	data, err := json.Marshal(m)
	ph.Game = data
	return err
}
