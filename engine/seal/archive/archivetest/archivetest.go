// Package archivetest is for tests only: a sealed game played phase by
// phase as a GM runs `payola adjudicate --archive`, on any map, with the
// archive the GM keeps, every phase's game file and every text the
// players received, for the tests of the archive, the engine's calls and
// the pages.
package archivetest

import (
	"encoding/json"
	"fmt"
	"math/rand"

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
	maps := gamefile.OneMap(m)
	p := &Game{Received: map[string][]byte{}}
	rng := rand.New(rand.NewSource(seed))
	data, err := f.Encode()
	if err != nil {
		return nil, err
	}
	first := 0
	for {
		p.Files = append(p.Files, data)
		g, err := gamefile.LoadFrom(data, maps)
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
