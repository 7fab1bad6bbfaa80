package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"

	"github.com/payola-gm/payola/engine/game"
)

// GenerousBalance is the treasury a rehearsal gives a power whose balance
// the player did not guess: enough that its guessed offers are never cut
// (rule 5.5), so that they count as written.
const GenerousBalance = 100_000

// Rehearsal is a player's private what-if: the board of a public position
// (or game) file, the player's own sheet and balance, and guesses of what
// the other powers offer (their sheets under their headers, ACCEPT lines
// among them) and hold. Nothing of it is a game: no file of it is written.
type Rehearsal struct {
	Power    string         // the player's power
	Balance  int            // the player's treasury
	Accept   string         // the player's acceptance list in force (its report's); "" keeps the board's
	Sheet    string         // the player's own sheet, with or without its header
	Others   string         // the guessed sheets of other powers, each under its header
	Balances map[string]int // guessed treasuries; GenerousBalance for the others
	Seed     int64          // draws the '?' of acceptance lists, so that a rehearsal repeats
}

// Rehearsed is what a rehearsal shows: the phase adjudicated as the GM's
// page would, its map with the results, the public results and the
// player's own private report (its units' orders, what it pays).
type Rehearsed struct {
	Map     string `json:"map"`
	Results string `json:"results"`
	Report  string `json:"report"`
	Paid    int    `json:"paid"`
}

// Rehearse adjudicates the rehearsal's phase on its board exactly as the
// GM page and the CLI adjudicate a game file (publish.Adjudicate) whose
// treasuries are the player's and the guessed ones, with the same texts
// (TestRehearsalIsTheGMsAdjudication). maps finds the board's map (nil:
// the standard map only).
func Rehearse(board []byte, maps gamefile.MapSource, r Rehearsal) (*Rehearsed, error) {
	g, err := gamefile.LoadBoard(board, maps)
	if err != nil {
		return nil, fmt.Errorf("position file: %v", err)
	}
	p := g.Map.Power(r.Power)
	if p == nil {
		return nil, fmt.Errorf("say which power you are: %q is not a power of the %s map", r.Power, g.Map.ID)
	}
	f, err := RehearsalFile(g.File, p.Name, r.Balance, r.Balances)
	if err != nil {
		return nil, err
	}
	if r.Accept != "" {
		// The list the player's report states is the one its ties are
		// broken by (rules 4.2, 4.3), not the board's default; a
		// position file holds none (game-format §4). game.NewFrom checks it.
		for i := range f.Powers {
			if f.Powers[i].Name == p.Name {
				f.Powers[i].Accept = r.Accept
			}
		}
	}
	f.Seed = &r.Seed
	rg, err := gamefile.NewFrom(f, maps)
	if err != nil {
		return nil, err
	}
	a, err := Adjudicate(rg, RehearsalText(p.Name, r.Sheet, r.Others), game.Options{})
	if err != nil {
		return nil, err
	}
	svg, err := draw(rg, a.Drawing, phaseScene(rg, a.Results))
	if err != nil {
		return nil, err
	}
	return &Rehearsed{Map: string(svg), Results: a.Public, Report: a.Reports[p.Name], Paid: a.Ledgers[p.Name].Paid}, nil
}

// RehearsalFile is the game file a rehearsal adjudicates: the board's,
// with the player's balance and the guessed ones (GenerousBalance when not
// guessed), named as a rehearsal.
func RehearsalFile(board *gamefile.File, power string, balance int, guessed map[string]int) (*gamefile.File, error) {
	f := *board
	f.Name = "rehearsal"
	f.History = gamefile.History{}
	f.Powers = append([]gamefile.PowerFile(nil), board.Powers...)
	for i := range f.Powers {
		b := GenerousBalance
		if v, ok := guessed[f.Powers[i].Name]; ok {
			b = v
		}
		if f.Powers[i].Name == power {
			b = balance
		}
		if b < 0 || b > gamefile.MaxAmount {
			return nil, fmt.Errorf("%s: a balance of %d AgP is not one a treasury holds (0 to %d)", f.Powers[i].Name, b, gamefile.MaxAmount)
		}
		f.Powers[i].Balance = &b
	}
	return &f, nil
}

// RehearsalText is the GM's text of a rehearsal: the player's sheet under
// its header (unless it has one), then the guessed sheets.
func RehearsalText(power, sheet, others string) string {
	var b strings.Builder
	if first := strings.TrimSpace(sheet); !strings.HasPrefix(strings.ToUpper(first), power+":") {
		b.WriteString(power + ":\n")
	}
	b.WriteString(sheet)
	b.WriteString("\n\n")
	b.WriteString(others)
	return b.String()
}
