package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
)

// timelinePhase answers {game, phase}: the downloads of an adjudicated
// phase of the game's history, as adjudicate answered them then. The game
// is played again from its start (game.StartVariant with the file's name,
// seed and rules, the powers' statuses as they are now) with each phase's
// sheets and seed from the history, and each phase played again must write
// the history's own record of it (replay), or the call says the phase
// cannot be made again exactly (a game begun from another position, a
// status changed by hand, ignored lines whose places are lost) rather than
// answer other bytes.
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
	var seed int64
	if g.File.Seed != nil {
		seed = *g.File.Seed
	}
	start, err := game.StartVariant(g.Map, g.File.Name, seed, g.File.Rules)
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
	data, err := start.Encode()
	if err != nil {
		return nil, err
	}
	for i := 0; ; i++ {
		cur, err := game.Load(data)
		if err != nil {
			return nil, cannot("%v", err)
		}
		h := hist.At(i)
		if cur.Phase.String() != h.Phase {
			return nil, cannot("played again from the start, the game reaches %s where the history has %s", cur.Phase, h.Phase)
		}
		a, err := replay(cur, h)
		if err != nil {
			return nil, cannot("%v", err)
		}
		if i < at {
			if data, err = a.Next.Encode(); err != nil {
				return nil, err
			}
			continue
		}
		files, err := publish.Downloads(cur, a)
		if err != nil {
			return nil, err
		}
		out := adjudication{PhaseLong: cur.Phase.Long(), NextPhaseLong: a.NextPhase, Base: a.Base}
		if ph, err := game.ParsePhase(a.NextPhase); err == nil {
			out.NextPhaseLong = ph.Long()
		}
		for _, d := range files {
			out.Files = append(out.Files, download{Name: d.Name, Kind: d.Kind.String(), Power: d.Power, GMOnly: d.GMOnly, Text: string(d.Data)})
		}
		out.NetTransfers, out.Income = map[string]int{}, map[string]int{}
		last := a.Next.History.At(a.Next.History.Len() - 1)
		for _, t := range last.Transfers {
			out.NetTransfers[t.From] -= t.Amount
			out.NetTransfers[t.To] += t.Amount
		}
		for p, n := range last.Income {
			out.Income[p] = n
		}
		brief := *a.Result
		brief.Next = nil // in Files, as adjudicate answers
		out.Result = &brief
		return out, nil
	}
}

// replay adjudicates a phase of the history again (publish's adjudication:
// the chart goes into the next file's history, as it did then). The entry
// it writes must be the history's own, byte for byte (sheets, acceptance
// lists, balances, orders, ignored lines with their places, chart, board):
// then the phase's files are the ones made then.
func replay(g *game.Game, h game.HistoryEntry) (*publish.Adjudication, error) {
	want, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	opt := game.Options{Seed: &h.Seed, Lenient: len(h.Ignored) > 0}
	// The sections' order and the blank lines between them are not kept;
	// they only change the places the chart gives for ignored, void or
	// excess lines: the usual layouts are tried.
	for _, layout := range []string{"\n", "\n\n"} {
		a, err := publish.Adjudicate(g, sheetsOf(g, h, layout), opt)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", h.Phase, err)
		}
		got, err := json.Marshal(a.Next.History.At(a.Next.History.Len() - 1))
		if err != nil {
			return nil, err
		}
		if string(got) == string(want) {
			return a, nil
		}
	}
	return nil, fmt.Errorf("played again, %s does not give the history's record of it", h.Phase)
}

// sheetsOf is a phase's text again: each power's section as the history
// keeps it, in the map's order of powers, separated by gap.
func sheetsOf(g *game.Game, h game.HistoryEntry, gap string) string {
	var b strings.Builder
	for _, p := range g.File.Powers {
		if s, ok := h.Sheets[p.Name]; ok {
			fmt.Fprintf(&b, "%s:\n%s%s", p.Name, s, gap)
		}
	}
	return b.String()
}
