package main

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/sheets"
)

// setAsideSection is a whole section a lenient adjudication does not read:
// under a header that names no power (Written), or replaced by a later
// section of the same power (ReplacedBy, that section's header line).
type setAsideSection struct {
	Power      string `json:"power,omitempty"`
	Written    string `json:"written,omitempty"`
	Header     int    `json:"header"`
	Lines      int    `json:"lines"` // its lines that hold something
	ReplacedBy int    `json:"replacedBy,omitempty"`
}

// lenientCount is what "Adjudicate anyway" will really ignore: every line
// (Lines, each counted once however many problems it has) and, among them,
// the whole sections set aside, so that the page's label can say so.
type lenientCount struct {
	Lines    int               `json:"lines"`
	Sections []setAsideSection `json:"sections"`
}

// ignoredByLenient answers {game, text}: it runs the lenient adjudication
// the GM would get and counts its Result.Ignored, so the count is the
// engine's own, not a guess from the check's diagnostics.
func ignoredByLenient(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	res, err := gamefile.Adjudicate(g, req.Text, game.Options{Lenient: true})
	if err != nil {
		return nil, err
	}
	out := lenientCount{Sections: []setAsideSection{}}
	lines := map[int]bool{}
	for _, d := range res.Ignored {
		if !lines[d.Line] {
			lines[d.Line] = true
			out.Lines++
		}
	}
	secs, _, err := sheets.Split(g.Map, req.Text)
	if err != nil {
		return nil, err
	}
	last := map[string]int{} // power -> header of its last section, the one read
	for _, s := range secs {
		if s.Power != "" {
			last[s.Power] = s.Header
		}
	}
	for _, s := range secs {
		if s.Power != "" && !s.Replaced {
			continue
		}
		x := setAsideSection{Power: s.Power, Written: s.Written, Header: s.Header}
		if s.Replaced {
			x.ReplacedBy = last[s.Power]
		}
		for _, l := range s.Lines {
			if strings.TrimSpace(l.Text) != "" {
				x.Lines++
			}
		}
		out.Sections = append(out.Sections, x)
	}
	return out, nil
}
