package main

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
)

// timelinePhase answers {game, phase}: the downloads of an adjudicated
// phase of the game's history, as adjudicate answered them then. The game
// is played again from its start (gamefile.StartVariant with the file's name,
// seed and rules, the powers' statuses as they are now) with each phase's
// sheets and seed from the history, and each phase played again must write
// the history's own record of it (replay), or the call says the phase
// cannot be made again exactly (a game begun from another position, a
// status changed by hand, ignored lines whose places are lost) rather than
// answer other bytes.
//
// Tuned for long games (BenchmarkTimelineTwentyYears; the files are held
// byte-identical by TestTimelineMakesEveryPhaseAgainByteIdentical and
// TestTimelineMakesALatePhaseOfALongGameAgain): a phase before the one
// asked writes only its record (publish.Record: no reports, no map), the
// game goes on to the next phase without writing and reading the whole
// file again (goOn), and the games played again are kept (played) for the
// next phase the GM opens of the same file.
func timelinePhase(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	hist := g.File.History
	at := -1
	for i := range hist.Len() {
		if at < 0 && hist.Phase(i) == req.Phase {
			at = i
		}
	}
	if at < 0 {
		return nil, fmt.Errorf("phase %s is not in the game's history", req.Phase)
	}
	cannot := func(why string, args ...any) error {
		return fmt.Errorf("the files of %s cannot be made again exactly: %s", req.Phase, fmt.Sprintf(why, args...))
	}
	maps, err := mapSource(req)
	if err != nil {
		return nil, err
	}
	if maps == nil {
		maps = board.Named
	}
	if played.game != req.Game || played.mapText != req.Map {
		played.game, played.mapText, played.at = req.Game, req.Map, nil
	}
	if len(played.at) == 0 {
		m, err := maps(g.File.Map)
		if err != nil {
			return nil, err
		}
		var seed int64
		if g.File.Seed != nil {
			seed = *g.File.Seed
		}
		start, err := gamefile.StartVariant(m, g.File.Name, seed, g.File.Rules)
		if err != nil {
			return nil, cannot("%v", err)
		}
		for i := range start.Powers {
			for _, p := range g.File.Powers {
				if p.Name == start.Powers[i].Name {
					start.Powers[i].Status = p.Status
				}
			}
		}
		cur, err := goOn(start, hist.Slice(0, 0), maps)
		if err != nil {
			return nil, cannot("%v", err)
		}
		played.at = append(played.at, cur)
	}
	for i := min(at, len(played.at)-1); ; i++ {
		cur, h := played.at[i], hist.At(i)
		if cur.Phase.String() != h.Phase {
			return nil, cannot("played again from the start, the game reaches %s where the history has %s", cur.Phase, h.Phase)
		}
		a, err := replay(cur, h, i == at)
		if err != nil {
			return nil, cannot("%v", err)
		}
		if i == at {
			if a.Drawing, err = requestDrawing(req); err != nil {
				return nil, err
			}
			out, err := answerOf(cur, a)
			if err != nil {
				return nil, err
			}
			return out, nil
		}
		if i == len(played.at)-1 {
			next, err := goOn(a.Next, hist.Slice(0, i+1), maps)
			if err != nil {
				return nil, cannot("%v", err)
			}
			played.at = append(played.at, next)
		}
	}
}

// played is the game played again for the last game file (and map) the
// timeline was asked about: at[i] is the game at the start of the
// history's phase i, reached by phases that each wrote the history's own
// record. Adjudicating a game changes nothing in it (the next file is a
// new one), so a kept game is played again as often as asked.
var played struct {
	game, mapText string
	at            []*gamefile.Game
}

// goOn is the game a phase played again goes on to: the next file as
// gamefile.Load reads it after Encode wrote it, without writing and reading
// its history, which grows with every phase (the whole game again for each
// phase made the timeline's late phases slow). The file is written and
// read without its history, so that every field is what Load makes of it;
// the history is the loaded file's own first entries, which replay found
// byte for byte the ones played again.
func goOn(f *gamefile.File, history gamefile.History, maps gamefile.MapSource) (*gamefile.Game, error) {
	short := *f
	short.History = gamefile.History{}
	data, err := short.Encode()
	if err != nil {
		return nil, err
	}
	read, err := gamefile.Decode(data)
	if err != nil {
		return nil, err
	}
	read.History = history
	return gamefile.NewFrom(read, maps)
}

// replay adjudicates a phase of the history again as publish does, from
// the history's record of it: each power's sheet as the record keeps it
// (sheetsOf), with the record's seed, leniently when the record lists
// ignored lines. With files, the texts people receive are written too
// (publish.Adjudicate), else only the record (publish.Record). The record
// played again must hold the history's own facts (sheets, acceptance
// lists, balances, orders and causes, transfers, income, ledgers, board,
// as many ignored lines), or the phase cannot be made again exactly.
//
// What the record does not keep per power is where each sheet stood in
// the text the GM pasted: the sections' order and the blank lines between
// them. Those places show only in the record's ignored lines and its GM
// chart (ignored, void and excess lines, each at its line), which are kept
// whole: they are the record's, not played again, so no layout of the text
// is guessed (before issue 29 two layouts were tried, and a phase pasted
// in another one could not be made again). A chart that names no line
// must be the one played again.
func replay(g *gamefile.Game, h gamefile.HistoryEntry, files bool) (*publish.Adjudication, error) {
	text := sheetsOf(g, h)
	opt := game.Options{Seed: &h.Seed, Lenient: len(h.Ignored) > 0}
	var a *publish.Adjudication
	var err error
	if files {
		a, err = publish.Adjudicate(g, text, opt)
	} else {
		var r *gamefile.Result
		r, err = publish.Record(g, text, opt)
		a = &publish.Adjudication{Result: r}
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", h.Phase, err)
	}
	last := a.Next.History.Last()
	*last = asKept(*last, h)
	same, err := sameFacts(*last, h)
	if err != nil {
		return nil, err
	}
	// The chart played again is the kept one when the text played again
	// is laid out as the GM's was, or names no line at all: a chart
	// changed by hand is then found.
	placed := len(h.Ignored)+len(a.Void)+len(a.Excess) > 0
	if !same || (!placed && last.Chart != h.Chart) {
		return nil, fmt.Errorf("played again, %s does not give the history's record of it", h.Phase)
	}
	last.Ignored, last.Chart = h.Ignored, h.Chart
	a.Chart = h.Chart
	return a, nil
}

// sameFacts says whether an entry played again holds the kept one's facts:
// everything but the places in the pasted text (the ignored lines' and the
// chart's). It may have fewer ignored lines, never more: a section set
// aside whole (under a name that is no power's, or replaced by a later one)
// is in no power's sheet, and its lines are ignored only in the record.
func sameFacts(played, kept gamefile.HistoryEntry) (bool, error) {
	if len(played.Ignored) > len(kept.Ignored) {
		return false, nil
	}
	played.Ignored, played.Chart = nil, ""
	kept.Ignored, kept.Chart = nil, ""
	a, err := json.Marshal(played)
	if err != nil {
		return false, err
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return false, err
	}
	return string(a) == string(b), nil
}

// asKept is the entry played again as a history written before causes kept
// what they rest on (cause.restsOn, Tin Cup games) holds it: its causes
// lose restsOn where the kept entry's have none, so that an older Tin Cup
// game's phases are still made again (their texts, already written, cut
// from what the judge finds now, payola-rules §10.23), and the next file
// answered is the one answered then.
func asKept(e, kept gamefile.HistoryEntry) gamefile.HistoryEntry {
	for i, o := range e.Orders {
		if i < len(kept.Orders) && o.Cause != nil && kept.Orders[i].Cause != nil && kept.Orders[i].Cause.RestsOn == nil {
			o.Cause.RestsOn = nil
		}
	}
	return e
}

// sheetsOf is the text a phase is played again from: each power's sheet
// as the record keeps it (HistoryEntry.Sheets), under its name, in the
// map's order of powers, one blank line after each.
func sheetsOf(g *gamefile.Game, h gamefile.HistoryEntry) string {
	var b strings.Builder
	for _, p := range g.File.Powers {
		if s, ok := h.Sheets[p.Name]; ok {
			fmt.Fprintf(&b, "%s:\n%s\n\n", p.Name, s)
		}
	}
	return b.String()
}
