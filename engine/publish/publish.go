// Package publish writes everything people receive from a game, as typed
// downloads: private reports, results (Tin Cup cuts too), the GM chart,
// position files, maps, the next game file and the end-of-game publication.
// It reads the facts engine/game establishes and hands scenes to
// engine/render; the shells (cmd/payola, wasm) only save or show its files.
package publish

import (
	"bytes"
	"github.com/payola-gm/payola/engine/gamefile"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/render"
)

// FileKind is what a download holds.
type FileKind int

// The kinds, in the order the downloads are listed.
const (
	Report      FileKind = iota // a power's private report (rule 5.7)
	Results                     // the results of the phase
	Position                    // the position file of the next phase (game-format §4)
	Map                         // the map of the phase (SVG)
	Plot                        // the game's story so far in plots (SVG, issue 32)
	Chart                       // the GM's audit chart
	GameFile                    // the next game file
	Publication                 // the end-of-game publication (rules 3.6, 4.5)
)

var kindNames = [...]string{"report", "results", "position", "map", "plot", "chart", "game", "publication"}

// String is the kind's name, as the page knows it.
func (k FileKind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "unknown"
	}
	return kindNames[k]
}

// Download is one file the GM may save and send. Power is whose it is (a
// report, or in a Tin Cup game a power's own cut), "" when it is for
// everybody or the GM; GMOnly marks what must reach no player: the chart,
// the next game file and, in a Tin Cup game, the full results and map.
type Download struct {
	Name   string
	Kind   FileKind
	Power  string
	GMOnly bool
	Data   []byte
}

// Adjudication is one phase adjudicated and written for people: the
// game's result and every text made of it.
type Adjudication struct {
	*gamefile.Result
	Base    string            // the stem of the phase's file names: the game's name and the phase
	Public  string            // the results; in a Tin Cup game the GM's full ones
	Chart   string            // the GM's audit chart, also kept in the next file's history
	Reports map[string]string // power -> private report (rules 2.5, 5.7)
	Cuts    map[string]string // Tin Cup (6.3): power -> the results it sees; nil otherwise
	// Drawing is the drawing Downloads draws the maps on, as in Picture;
	// the shell sets it for a game on a map without a built-in drawing.
	Drawing *render.Drawing
}

// Adjudicate runs the game's current phase (game.Adjudicate) and writes
// its texts. The GM chart goes into the next game file's history too, for
// the end-of-game publication.
func Adjudicate(g *gamefile.Game, text string, opt game.Options) (*Adjudication, error) {
	r, err := Record(g, text, opt)
	if err != nil {
		return nil, err
	}
	a := &Adjudication{Result: r, Base: fileSafe(g.File.Name) + "-" + r.Phase}
	a.Public = publicResults(g, r)
	a.Chart = r.Next.History.Last().Chart
	a.Reports = reports(g, r)
	if r.Views != nil {
		a.Cuts = map[string]string{}
		for power, v := range r.Views {
			a.Cuts[power] = cutResults(g, r, v)
		}
	}
	if err := sealPhase(g, a); err != nil {
		return nil, err
	}
	return a, nil
}

// Record runs the game's current phase as Adjudicate does and writes only
// what the next game file keeps of it, the GM chart in its history: what
// playing a history again needs (the timeline) without the texts people
// receive.
func Record(g *gamefile.Game, text string, opt game.Options) (*gamefile.Result, error) {
	r, err := gamefile.Adjudicate(g, text, opt)
	if err != nil {
		return nil, err
	}
	r.Next.History.Last().Chart = chart(g, r)
	return r, nil
}

// positionFiles are the position of a game file for the players: the
// public position, or in Tin Cup (6.3, sees not nil) each power's own cut,
// holding only what it sees.
func positionFiles(base string, f *gamefile.File, sees map[string]map[string]bool) ([]Download, error) {
	pos := gamefile.PublicPosition(f)
	if sees == nil {
		data, err := pos.Encode()
		if err != nil {
			return nil, err
		}
		return []Download{{Name: base + gamefile.PositionSuffix, Kind: Position, Data: data}}, nil
	}
	var out []Download
	for power, s := range sees {
		data, err := pos.SeenBy(power, s).Encode()
		if err != nil {
			return nil, err
		}
		out = append(out, Download{Name: base + "-" + strings.ToLower(power) + "-position.json", Kind: Position, Power: power, Data: data})
	}
	return out, nil
}

// Opening are a new game's files, before its first adjudication: the game
// file for the GM and the position the players check their first sheets
// against, named as every later phase's are.
func Opening(g *gamefile.Game) ([]Download, error) {
	data, err := g.File.Encode()
	if err != nil {
		return nil, err
	}
	base := fileSafe(g.File.Name) + "-" + g.Phase.String()
	var sees map[string]map[string]bool
	if g.Rules.Blind {
		sees = map[string]map[string]bool{}
		for _, p := range g.File.Powers {
			sees[p.Name] = g.BoardView(p.Name).After
		}
	}
	out, err := positionFiles(base, g.File, sees)
	if err != nil {
		return nil, err
	}
	out = append(out, Download{Name: base + "-gm-game.json", Kind: GameFile, GMOnly: true, Data: data})
	sortDownloads(out)
	return out, nil
}

// Downloads are every file of the adjudication (game-format.md §4 --out),
// as the CLI writes them and the page offers them: by kind, then those for
// everybody or the GM before each power's own, then by name.
func Downloads(g *gamefile.Game, a *Adjudication) ([]Download, error) {
	var out []Download
	add := func(name string, k FileKind, power string, gmOnly bool, data []byte) {
		out = append(out, Download{Name: name, Kind: k, Power: power, GMOnly: gmOnly, Data: data})
	}
	blind := a.Views != nil
	for power, text := range a.Reports {
		add(a.Base+"-"+strings.ToLower(power)+"-private.txt", Report, power, false, []byte(text))
	}
	if !blind {
		add(a.Base+"-results.txt", Results, "", false, []byte(a.Public))
	} else {
		add(a.Base+"-gm-results.txt", Results, "", true, []byte(a.Public))
		for power, text := range a.Cuts {
			add(a.Base+"-"+strings.ToLower(power)+"-results.txt", Results, power, false, []byte(text))
		}
	}
	add(a.Base+"-gm-chart.txt", Chart, "", true, []byte(a.Chart))
	next, err := a.Next.Encode()
	if err != nil {
		return nil, err
	}
	nextBase := fileSafe(g.File.Name) + "-" + a.NextPhase
	add(nextBase+"-gm-game.json", GameFile, "", true, next)
	var sees map[string]map[string]bool
	if blind {
		sees = map[string]map[string]bool{}
		for power, v := range a.Views {
			sees[power] = v.After
		}
	}
	positions, err := positionFiles(nextBase, a.Next, sees)
	if err != nil {
		return nil, err
	}
	out = append(out, positions...)
	svg, err := draw(g, a.Drawing, phaseScene(g, a.Results))
	if err != nil {
		return nil, err
	}
	if !blind {
		add(a.Base+"-map.svg", Map, "", false, svg)
	} else {
		add(a.Base+"-gm-map.svg", Map, "", true, svg)
		// Tin Cup (6.3): each power's own map of the phase.
		for power, v := range a.Views {
			own, err := draw(g, a.Drawing, viewScene(g.File.Name+": "+g.Phase.Long(), v))
			if err != nil {
				return nil, err
			}
			add(a.Base+"-"+strings.ToLower(power)+"-map.svg", Map, power, false, own)
		}
	}
	plots, err := StoryPlots(g.Map, a.Base, g.File.Name, a.Next.History.Tallies(g.Map), blind)
	if err != nil {
		return nil, err
	}
	out = append(out, plots...)
	sortDownloads(out)
	return out, nil
}

// sortDownloads puts files by kind, then those for everybody or the GM
// before each power's own, then by name.
func sortDownloads(out []Download) {
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		if (out[i].Power == "") != (out[j].Power == "") {
			return out[i].Power == ""
		}
		return out[i].Name < out[j].Name
	})
}

// draw renders a scene of the game's map on its drawing (nil: the
// map's built-in one).
func draw(g *gamefile.Game, d *render.Drawing, s render.Scene) ([]byte, error) {
	var svg bytes.Buffer
	if err := render.MapOn(&svg, g.Map, d, s); err != nil {
		return nil, err
	}
	return svg.Bytes(), nil
}

// maxNamePart is the most of a game's name a file name holds: with the
// phase, a power and a suffix the name stays far below the 255 bytes file
// systems allow.
const maxNamePart = 100

// fileSafe keeps a game name usable in a file name, cut to maxNamePart:
// ASCII letters, digits, '-' and '_' as written; a Latin letter with a
// mark as its letter ("Été" as "Ete", "ß" as "ss"); any other run of
// characters (spaces, dots, slashes, other scripts) as one '_', none at
// either end. A name with nothing left is "game". The names stay ASCII:
// mail drafts attach the files by name (engine/mail).
func fileSafe(s string) string {
	var b strings.Builder
	gap := false // characters left out since the last one kept
	for _, c := range s {
		if b.Len() >= maxNamePart {
			break
		}
		kept := ""
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_':
			kept = string(c)
		case c >= latinFoldFirst && int(c-latinFoldFirst) < len(latinFold):
			kept = latinFold[c-latinFoldFirst]
		}
		if kept == "" || kept == "_" { // a '_' written is a gap too
			gap = true
			continue
		}
		if gap && b.Len() > 0 {
			b.WriteByte('_')
		}
		gap = false
		b.WriteString(kept)
	}
	if b.Len() == 0 {
		return "game"
	}
	return b.String()[:min(b.Len(), maxNamePart)]
}

// latinFold is the ASCII letter of each character from U+00C0 ('À') to
// U+017F ('ſ'), Latin-1's letters and Latin Extended-A, by Unicode's
// decomposition with the marks dropped ("_" for × and ÷, which are none).
const latinFoldFirst = 0xC0

var latinFold = strings.Fields(
	"A A A A A A AE C E E E E I I I I D N O O O O O _ O U U U U Y Th ss " +
		"a a a a a a ae c e e e e i i i i d n o o o o o _ o u u u u y th y " +
		"A a A a A a C c C c C c C c D d D d E e E e E e E e E e G g G g " +
		"G g G g H h H h I i I i I i I i I i IJ ij J j K k k L l L l L l L " +
		"l L l N n N n N n n N n O o O o O o OE oe R r R r R r S s S s S s " +
		"S s T t T t T t U u U u U u U u U u U u W w Y y Y Z z Z z Z z s")
