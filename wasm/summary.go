package main

import "github.com/payola-gm/payola/engine/gamefile"

// gameSummary is what the GM page shows of a loaded game: the phase and
// every power's GM-only figures.
type gameSummary struct {
	Name      string                   `json:"name"`
	Phase     string                   `json:"phase"`
	PhaseLong string                   `json:"phaseLong"`
	Kind      string                   `json:"kind"` // "M", "R" or "A"
	Winner    string                   `json:"winner,omitempty"`
	Victory   int                      `json:"victory"`
	Powers    []powerSummary           `json:"powers"`
	Dislodged []gamefile.DislodgedFile `json:"dislodged"`
	Contested []string                 `json:"contested"`
	Phases    int                      `json:"phases"`  // phases already adjudicated (history)
	History   []phaseName              `json:"history"` // oldest first: the phases render can draw
	Rules     []string                 `json:"rules"`   // the variant in words (rule 6)
	// Deadline is when the phase's sheets are due (RFC 3339, for the page
	// to count the time left), in words in DeadlineLong; absent, none set.
	Deadline     string `json:"deadline,omitempty"`
	DeadlineLong string `json:"deadlineLong,omitempty"`
}

// phaseName is a phase's code (render's phase) and its name in words.
type phaseName struct {
	Code string `json:"code"`
	Long string `json:"long"`
}

type powerSummary struct {
	Name        string   `json:"name"`
	Colour      string   `json:"colour"`
	Status      string   `json:"status"`
	Balance     int      `json:"balance"` // at most game.MaxAmount, which a JavaScript number holds exactly
	Accept      string   `json:"accept"`
	Units       []string `json:"units"`
	Centers     []string `json:"centers"`
	CenterCount int      `json:"centerCount"`
	// Addresses are the players' mail addresses (issue 35): the GM's page
	// shows and edits them in its Powers panel; load is the GM's call.
	Addresses []string `json:"addresses"`
}

// load checks a game file and sums it up; every problem comes back as the
// engine words it, naming the field.
func load(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	return summarise(g), nil
}

func summarise(g *gamefile.Game) gameSummary {
	s := gameSummary{
		Name:      g.File.Name,
		Phase:     g.Phase.String(),
		PhaseLong: g.Phase.Long(),
		Kind:      string(g.Phase.Kind),
		Winner:    g.File.Winner,
		Victory:   g.Map.Victory,
		Dislodged: g.File.Dislodged,
		Contested: g.File.Contested,
		Phases:    g.File.History.Len(),
		Rules:     g.RulesSummary(),
		History:   []phaseName{},
	}
	if d, ok := g.File.DeadlineOf(); ok {
		s.Deadline, s.DeadlineLong = d.String(), d.Long()
	}
	for i := range g.File.History.Len() {
		code := g.File.History.Phase(i)
		n := phaseName{Code: code, Long: code}
		if ph, err := gamefile.ParsePhase(code); err == nil {
			n.Long = ph.Long()
		}
		s.History = append(s.History, n)
	}
	if s.Dislodged == nil {
		s.Dislodged = []gamefile.DislodgedFile{}
	}
	if s.Contested == nil {
		s.Contested = []string{}
	}
	for _, p := range g.File.Powers {
		ps := powerSummary{Name: p.Name, Status: p.Status, Balance: g.Balance(p.Name), Accept: p.Accept,
			Units: p.Units, Centers: p.Centers, CenterCount: g.CenterCount(p.Name), Addresses: p.Addresses}
		if ps.Addresses == nil {
			ps.Addresses = []string{}
		}
		if mp := g.Map.Power(p.Name); mp != nil {
			ps.Colour = mp.Colour
		}
		s.Powers = append(s.Powers, ps)
	}
	return s
}
