package main

import (
	"fmt"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
)

// download is one file the GM may save, as the page reads it: a
// publish.Download with its kind in words and its bytes as text.
type download struct {
	Name   string `json:"name"`
	Kind   string `json:"kind,omitempty"`  // report, results, position, map, chart, game
	Power  string `json:"power,omitempty"` // whose: a report, or a power's own Tin Cup cut
	GMOnly bool   `json:"gmOnly,omitempty"`
	Text   string `json:"text"`
}

// downloadsOf are publish's files as the page takes them.
func downloadsOf(files []publish.Download) []download {
	out := make([]download, len(files))
	for i, d := range files {
		out[i] = download{Name: d.Name, Kind: d.Kind.String(), Power: d.Power, GMOnly: d.GMOnly, Text: string(d.Data)}
	}
	return out
}

// opening is the call opening {game} -> {files}: a new game's files before
// its first adjudication (publish.Opening), for the page to offer at once.
func opening(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	files, err := publish.Opening(g)
	if err != nil {
		return nil, err
	}
	return struct {
		Files []download `json:"files"`
	}{downloadsOf(files)}, nil
}

// adjudication is the answer to adjudicate: the CLI's JSON result (less its
// next game file) and every download, the map and the next game file among
// them. Each large text travels once: the page finds the map and the next
// game in Files.
type adjudication struct {
	Result        resultAnswer `json:"result"`
	PhaseLong     string       `json:"phaseLong"`
	NextPhaseLong string       `json:"nextPhaseLong"`
	Files         []download   `json:"files"`
	Base          string       `json:"base"` // the stem the phase's file names share (e.g. demo-S1901M), for the page's zips
	// Money the ledgers do not show (rule 2.3 transfers, income after the
	// phase), per power, so that each ledger row adds up on the page.
	NetTransfers map[string]int `json:"netTransfers"`
	Income       map[string]int `json:"income"`
}

// resultAnswer is the result as the page reads it: each order with its
// outcome in the results file's words (publish.Outcome), so that the page
// never words an order's result or cause itself.
type resultAnswer struct {
	*gamefile.Result
	Orders []orderAnswer `json:"orders"` // shadows Result.Orders
}

// orderAnswer is an issued order and what became of it, in words.
type orderAnswer struct {
	gamefile.IssuedOrder
	Outcome string `json:"outcome"`
}

// adjudicate runs the phase. Problems in the text come back as
// diagnostics, unless the GM chose to ignore the invalid lines.
func adjudicate(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	res, err := publish.Adjudicate(g, req.Text, game.Options{Lenient: req.Lenient})
	if err != nil {
		return nil, err
	}
	if err := res.Next.SetDeadline(deadline(req)); err != nil {
		return nil, fmt.Errorf("the next phase's deadline: %v", err)
	}
	if res.Drawing, err = requestDrawing(req); err != nil {
		return nil, err
	}
	a, err := answerOf(g, res)
	if err != nil {
		return nil, err
	}
	// The next game file is opened now, as the page will open it on
	// Continue (session.go): the page's open then finds it held.
	for _, f := range a.Files {
		if f.Kind == publish.GameFile.String() {
			if _, err := sessionOf(request{Game: f.Text, Map: req.Map, Drawing: req.Drawing, Picture: req.Picture}); err != nil {
				return nil, fmt.Errorf("the next game file does not load: %v", err)
			}
		}
	}
	return a, nil
}

// answerOf is an adjudication as the page reads it: adjudicate's answer,
// and the timeline's for a phase made again.
func answerOf(g *gamefile.Game, res *publish.Adjudication) (adjudication, error) {
	files, err := publish.Downloads(g, res)
	if err != nil {
		return adjudication{}, err
	}
	brief := *res.Result
	brief.Next = nil // it is in Files, as the GM downloads it
	a := adjudication{Result: resultAnswer{Result: &brief, Orders: make([]orderAnswer, len(brief.Orders))}, PhaseLong: g.Phase.Long(), NextPhaseLong: res.State.Phase.Long(), Base: res.Base}
	for i, o := range brief.Orders {
		a.Result.Orders[i] = orderAnswer{IssuedOrder: o, Outcome: publish.Outcome(res.Result, i)}
	}
	a.Files = downloadsOf(files)
	a.NetTransfers, a.Income = map[string]int{}, map[string]int{}
	if h := res.Next.History; h.Len() > 0 {
		last := h.At(h.Len() - 1)
		for _, t := range last.Transfers {
			a.NetTransfers[t.From] -= t.Amount
			a.NetTransfers[t.To] += t.Amount
		}
		for p, n := range last.Income {
			a.Income[p] = n
		}
	}
	return a, nil
}
