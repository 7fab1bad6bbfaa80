package main

import (
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/game"
)

// download is one file the GM may save. GMOnly marks what must not reach a
// player: the chart, the next game file and anything holding every power.
type download struct {
	Name   string `json:"name"`
	Kind   string `json:"kind,omitempty"`  // report, results, position, map, chart, game
	Power  string `json:"power,omitempty"` // reports: whose
	GMOnly bool   `json:"gmOnly,omitempty"`
	Text   string `json:"text"`
}

// adjudication is the answer to adjudicate: the CLI's JSON result (less its
// next game file) and every download, the map and the next game file among
// them. Each large text travels once: the page finds the map and the next
// game in Files.
type adjudication struct {
	Result        *game.Result `json:"result"`
	PhaseLong     string       `json:"phaseLong"`
	NextPhaseLong string       `json:"nextPhaseLong"`
	Files         []download   `json:"files"`
	Base          string       `json:"base"` // the stem the phase's file names share, for the page's zips
	// Money the ledgers do not show (rule 2.3 transfers, income after the
	// phase), per power, so that each ledger row adds up on the page.
	NetTransfers map[string]int `json:"netTransfers"`
	Income       map[string]int `json:"income"`
}

// adjudicate runs the phase. Problems in the text come back as
// diagnostics, unless the GM chose to ignore the invalid lines.
func adjudicate(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	res, err := game.Adjudicate(g, req.Text, game.Options{Lenient: req.Lenient})
	if err != nil {
		return nil, err
	}
	files, err := game.Downloads(g, res)
	if err != nil {
		return nil, err
	}
	brief := *res
	brief.Next = nil // it is in Files, as the GM downloads it
	a := adjudication{Result: &brief, PhaseLong: g.Phase.Long(), NextPhaseLong: res.NextPhase}
	if ph, err := game.ParsePhase(res.NextPhase); err == nil {
		a.NextPhaseLong = ph.Long()
	}
	a.Files = downloads(files, res)
	for _, d := range a.Files {
		if d.Kind == "results" && d.Power == "" {
			a.Base = strings.TrimSuffix(strings.TrimSuffix(d.Name, "-results.txt"), "-gm")
		}
	}
	a.NetTransfers, a.Income = map[string]int{}, map[string]int{}
	if h := res.Next.History; len(h) > 0 {
		last := h[len(h)-1]
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

// downloads labels the engine's files by what they hold, reports first. In
// a blind game (rule 6.3) the results and the map are each power's own, and
// the full ones, named -gm-, the GM's; within a kind the GM's come first.
func downloads(files map[string][]byte, res *game.Result) []download {
	owner := map[string]string{}
	for p := range res.Reports {
		owner["-"+strings.ToLower(p)+"-private.txt"] = p
		if res.Views != nil {
			owner["-"+strings.ToLower(p)+"-results.txt"] = p
			owner["-"+strings.ToLower(p)+"-map.svg"] = p
			owner["-"+strings.ToLower(p)+"-position.json"] = p
		}
	}
	rank := map[string]int{"report": 0, "results": 1, "position": 2, "map": 3, "chart": 4, "game": 5}
	var out []download
	for name, data := range files {
		d := download{Name: name, Text: string(data)}
		switch {
		case strings.HasSuffix(name, "-private.txt"):
			d.Kind = "report"
		case strings.HasSuffix(name, "-results.txt"):
			d.Kind = "results"
		case strings.HasSuffix(name, "-position.json"):
			d.Kind = "position" // for everybody, or in a blind game each power's own
		case strings.HasSuffix(name, ".svg"):
			d.Kind = "map"
		case strings.HasSuffix(name, "-gm-chart.txt"):
			d.Kind, d.GMOnly = "chart", true
		default:
			d.Kind, d.GMOnly = "game", true
		}
		switch {
		case d.Kind != "report" && res.Views == nil, d.Kind == "chart", d.Kind == "game":
		case strings.HasSuffix(name, "-gm-results.txt"), strings.HasSuffix(name, "-gm-map.svg"):
			d.GMOnly = true
		default:
			for suffix, p := range owner {
				if strings.HasSuffix(name, suffix) {
					d.Power = p
				}
			}
		}
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool {
		if rank[out[i].Kind] != rank[out[j].Kind] {
			return rank[out[i].Kind] < rank[out[j].Kind]
		}
		if (out[i].Power == "") != (out[j].Power == "") {
			return out[i].Power == ""
		}
		return out[i].Name < out[j].Name
	})
	return out
}
