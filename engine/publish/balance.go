package publish

import (
	"errors"
	"strconv"
	"strings"
)

// StatedBalance is what a private report says its power has to spend in
// the next phase: the balance a player types into the checker's cost panel
// (issue 24), and the acceptance list in force for it (rules 4.2, 4.3),
// which the checker's what-if adjudicates with (issue 28).
type StatedBalance struct {
	Power   string `json:"power"`
	Balance int    `json:"balance"`
	Accept  string `json:"accept,omitempty"` // "" when the report states none
	// Phase is the phase the report reports, as its title writes it
	// ("Spring 1901 Movement"): the balance is the one after it.
	Phase string `json:"phase,omitempty"`
}

// ReportBalance reads the balance a private report states, in the words
// reports writes: the auction's account ("New balance", payola.Report), the
// balance repeated after income or Zero Sum money ("Balance for …: N AgP"),
// or a statement's "New balance, for …". The last one stated is the one in
// force; so is the last acceptance list stated ("Your acceptance list now
// in force …"). Any other text (the public results, a chart, a cut) is refused.
// The golden reports in testdata are read by TestReportBalance, so that a
// change of wording breaks the test rather than the page.
func ReportBalance(text string) (StatedBalance, error) {
	// Written with few library calls: this runs in the page's engine,
	// whose download every byte of code adds to.
	var s StatedBalance
	found := false
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l) // a CR of a CRLF file goes too
		if s.Power == "" {
			if l == "" {
				continue
			}
			if s.Power, s.Phase = reportTitle(l); s.Power == "" {
				return StatedBalance{}, errors.New("this is not a private report: its first line is not “POWER: private report, …” nor “game: phase statement for POWER”")
			}
			continue
		}
		if n, ok := statedBalance(l); ok {
			s.Balance, found = n, true
		}
		if list, ok := strings.CutPrefix(l, acceptanceInForce[:len(acceptanceInForce)-1]); ok {
			s.Accept = strings.TrimSpace(list)
		}
	}
	if s.Power == "" {
		return StatedBalance{}, errors.New("the file is empty, not a private report")
	}
	if !found {
		return StatedBalance{}, errors.New("this private report states no balance: it has no “New balance …” nor “Balance for …” line")
	}
	return s, nil
}

// statedBalance reads a line that states a balance: "New balance … 44
// AgP" or "Balance for …: 86 AgP".
func statedBalance(l string) (int, bool) {
	stated := strings.HasPrefix(l, "New balance") || strings.HasPrefix(l, "Balance for ")
	if !stated || !strings.HasSuffix(l, " AgP") {
		return 0, false
	}
	l = l[:len(l)-len(" AgP")]
	i := len(l)
	for i > 0 && l[i-1] >= '0' && l[i-1] <= '9' {
		i--
	}
	if i == len(l) || i == 0 || l[i-1] != ' ' {
		return 0, false
	}
	n, err := strconv.Atoi(l[i:])
	return n, err == nil
}

// reportTitle is the power and the phase a report's title names, or ""
// when the title is not a private report's: "FRANCE: private report,
// Spring 1901 Movement" (payola.Report) or "game: Winter 1901 Adjustments
// statement for FRANCE" (reports, in phases without an auction).
func reportTitle(title string) (power, phase string) {
	const private, statement = ": private report", " statement for "
	if i := strings.Index(title, private); i > 0 {
		rest := title[i+len(private):]
		if phase, ok := strings.CutPrefix(rest, ", "); (ok || rest == "") && upperWord(title[:i]) {
			return title[:i], phase
		}
	}
	if i := strings.LastIndex(title, statement); i > 0 && strings.Contains(title[:i], ": ") && upperWord(title[i+len(statement):]) {
		return title[i+len(statement):], title[strings.LastIndex(title[:i], ": ")+2 : i]
	}
	return "", ""
}

// upperWord is whether s is a power's name as reports write it.
func upperWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '_' && c != '-' {
			return false
		}
	}
	return s != ""
}
