package publish

import (
	"errors"
	"strconv"
	"strings"
)

// StatedBalance is what a private report says its power has to spend in
// the next phase: the balance a player types into the checker's cost panel
// (issue 24).
type StatedBalance struct {
	Power   string `json:"power"`
	Balance int    `json:"balance"`
}

// ReportBalance reads the balance a private report states, in the words
// reports writes: the auction's account ("New balance", payola.Report), the
// balance repeated after income or Zero Sum money ("Balance for …: N AgP"),
// or a statement's "New balance, for …". The last one stated is the one in
// force. Any other text (the public results, a chart, a cut) is refused.
// The golden reports in testdata are read by TestReportBalance, so that a
// change of wording breaks the test rather than the page.
func ReportBalance(text string) (StatedBalance, error) {
	lines := strings.Split(text, "\n") // each trimmed: a CR of a CRLF file goes too
	first := 0
	for first < len(lines) && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	if first == len(lines) {
		return StatedBalance{}, errors.New("the file is empty, not a private report")
	}
	power := reportPower(strings.TrimSpace(lines[first]))
	if power == "" {
		return StatedBalance{}, errors.New("this is not a private report: its first line is not “POWER: private report, …” nor “game: phase statement for POWER”")
	}
	s, found := StatedBalance{Power: power}, false
	for _, l := range lines[first+1:] {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "New balance") && !strings.HasPrefix(l, "Balance for ") {
			continue
		}
		f := strings.Fields(l)
		if len(f) < 3 || f[len(f)-1] != "AgP" {
			continue
		}
		n, err := strconv.Atoi(f[len(f)-2])
		if err != nil {
			continue
		}
		s.Balance, found = n, true
	}
	if !found {
		return StatedBalance{}, errors.New("this private report states no balance (a power without an account)")
	}
	return s, nil
}

// reportPower is the power a report's title names, or "" when the title
// is not a private report's: "FRANCE: private report, Spring 1901
// Movement" (payola.Report) or "game: Winter 1901 Adjustments statement
// for FRANCE" (reports, in phases without an auction).
func reportPower(title string) string {
	if p, rest, ok := strings.Cut(title, ": private report"); ok && (rest == "" || strings.HasPrefix(rest, ", ")) && upperWord(p) {
		return p
	}
	if i := strings.LastIndex(title, " statement for "); i > 0 && strings.Contains(title[:i], ": ") {
		if p := title[i+len(" statement for "):]; upperWord(p) {
			return p
		}
	}
	return ""
}

// upperWord is whether s is a power's name as reports write it.
func upperWord(s string) bool {
	return s != "" && strings.ToUpper(s) == s && !strings.ContainsAny(s, " :,")
}
