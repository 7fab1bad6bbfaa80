// Package archive is a sealed game's archive (issue 34): every phase's
// game file as the GM adjudicated it, with the GM's pasted text and
// choices, which the GM publishes after the game; and the verification of
// a whole game from it, which plays every phase again and holds what it
// makes to the texts the players received, byte for byte.
package archive

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
)

// Format is the archive's format.
const Format = "payola-archive/1"

// MaxSize is the most an archive may be: a game file's limit for each of
// the many files it holds would be far more than any real game needs.
const MaxSize = 256 << 20

// Archive is a game's archive. Each phase holds the game file it was
// adjudicated from; after the first, without its history, which is the
// one the phase before made (the file's own is not kept twice, so that
// the archive grows with the game, not with its square): verify puts it
// back, and the state digest the players hold covers it.
type Archive struct {
	Format string  `json:"format"`
	Name   string  `json:"name"`
	Phases []Phase `json:"phases"`
	// Last is the game file the last phase made, as the GM kept it
	// (without its history, as above).
	Last json.RawMessage `json:"last,omitempty"`
}

// Phase is one adjudication as the GM ran it.
type Phase struct {
	Phase   string          `json:"phase"`
	Game    json.RawMessage `json:"game"`
	Orders  string          `json:"orders"`            // the GM's pasted text, as pasted
	Lenient bool            `json:"lenient,omitempty"` // invalid lines were ignored
	Seed    *int64          `json:"seed,omitempty"`    // the seed used, when the game file held none or the GM gave another
	// Edits is the GM's word for what was changed in Game after the phase
	// before made it (a balance set right after a lost mail): verify lists
	// such changes as edits when the GM declared them, as tampering when
	// not.
	Edits []string `json:"edits,omitempty"`
}

// Decode reads an archive, strictly.
func Decode(data []byte) (*Archive, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("archive: %d bytes; an archive holds at most %d MB", len(data), MaxSize>>20)
	}
	var a Archive
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return nil, fmt.Errorf("archive: %v", err)
	}
	if a.Format != Format {
		return nil, fmt.Errorf("archive: format %q; this engine reads %s", a.Format, Format)
	}
	return &a, nil
}

// Encode writes the archive as indented JSON.
func (a *Archive) Encode() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(a); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Add appends a phase the GM adjudicated: the game file it started from,
// the text and options, the seed used, the next file it made, and the GM's
// word for any edit of the game file since the phase before made it. A new
// archive (nil) starts with it.
func Add(a *Archive, from *gamefile.File, text string, opt game.Options, seed int64, next *gamefile.File, edits ...string) (*Archive, error) {
	if a == nil {
		a = &Archive{Format: Format, Name: from.Name}
	}
	if len(a.Phases) > 0 {
		if last := a.Phases[len(a.Phases)-1]; nextPhaseOf(a) != from.Phase {
			return nil, fmt.Errorf("archive: its last phase, %s, was followed by %s; this game file is at %s", last.Phase, nextPhaseOf(a), from.Phase)
		}
	}
	data, err := encode(from, len(a.Phases) > 0)
	if err != nil {
		return nil, err
	}
	p := Phase{Phase: from.Phase, Game: data, Orders: text, Lenient: opt.Lenient, Edits: edits}
	if opt.Seed != nil || from.Seed == nil {
		p.Seed = &seed
	}
	if a.Last, err = encode(next, true); err != nil {
		return nil, err
	}
	a.Phases = append(slices.Clip(a.Phases), p)
	return a, nil
}

// nextPhaseOf is the phase of the archive's last file.
func nextPhaseOf(a *Archive) string {
	var f struct {
		Phase string `json:"phase"`
	}
	_ = json.Unmarshal(a.Last, &f)
	return f.Phase
}

// encode is a game file as the archive keeps it, compact, without its
// history when the phase before made it.
func encode(f *gamefile.File, dropHistory bool) (json.RawMessage, error) {
	short := *f
	if dropHistory {
		short.History = gamefile.History{}
	}
	data, err := short.Encode()
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := json.Compact(&b, data); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// FromFiles makes the archive of a game from the game files the GM kept,
// one per phase (a GM who ran the game in the page, or without
// --archive): in any order, each file's phase text rebuilt from the next
// file's history, which keeps each power's section as read. The text
// differs from the one pasted only in what was not read (a section under
// a misspelt power's name, a section a later one replaced), which no
// player's text depends on but a lenient phase's list of ignored lines.
func FromFiles(files []*gamefile.File) (*Archive, error) {
	if len(files) < 2 {
		return nil, fmt.Errorf("archive: %d game file(s); give every phase's, the last one the game ended on", len(files))
	}
	sorted := slices.Clone(files)
	// sort.SliceStable, not slices.SortStableFunc: the engine links the
	// one already, the other's generic code would add 3 KB to the wasm.
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].History.Len() < sorted[j].History.Len() })
	if first := sorted[0]; first.History.Len() > 0 {
		return nil, fmt.Errorf("archive: the earliest game file given is at %s, after %d phases of history: the archive starts at the game's first phase, %s; give its game file and every one after", first.Phase, first.History.Len(), first.History.Phase(0))
	}
	var a *Archive
	for i, from := range sorted[:len(sorted)-1] {
		next := sorted[i+1]
		n := next.History.Len()
		if n != from.History.Len()+1 || next.History.Phase(n-1) != from.Phase {
			return nil, fmt.Errorf("archive: the file after %s (%d phases of history) is at %s with %d: a phase's file is missing or two are of different games", from.Phase, from.History.Len(), next.Phase, n)
		}
		e := next.History.At(n - 1)
		var text strings.Builder
		for _, p := range from.Powers {
			if sheet, ok := e.Sheets[p.Name]; ok {
				text.WriteString(p.Name + ":\n" + sheet + "\n")
			}
		}
		opt := game.Options{Lenient: len(e.Ignored) > 0}
		if from.Seed == nil || *from.Seed != e.Seed {
			opt.Seed = &e.Seed
		}
		var err error
		if a, err = Add(a, from, text.String(), opt, e.Seed, next); err != nil {
			return nil, err
		}
	}
	return a, nil
}
