package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// FuzzParseSheet: the parser never panics, every diagnostic points into its
// line with a message, and every valid line's echo reads back as itself,
// under the current rules and every variation of rule 6.
func FuzzParseSheet(f *testing.F) {
	for _, s := range []string{
		"5:A PAR-BUR", "A PAR - BUR", "! A PAR - BUR", "4 ! A PAR H | - BUR", "4 > A PAR H", "4 @ A PAR H",
		"4 & A PAR H | - BUR", "2 * 5 # 3 + 1 : ARMY PARIS TO BURGUNDY", "5+2*3#1 : A PAR - BUR", "3*0 : A PAR - BUR",
		"0# : A PAR - BUR", "99*5 : A PAR - BUR", "25$", "10+5 $", "5 : A PAR - BUR % Go!", "% plan", "1 : STP H",
		"& A PAR - BUR", "2* 5 : A PAR - BUR", "5# 3 : A PAR - BUR", "5+ : A PAR - BUR", "5#2 $", "5 ?", "5 :",
		"5 : A PAR", "5 : A PAR - BUR |", "5 : A PAR - BUR | - BUR", "1 : A MAR S A PAR", "1 : A PAR->BUR",
		"1 : F BRE C A PAR - LON", "ACCEPT F?I", "TRANSFER 5 TO ENGLAND", "CLEAR", "(NMR)", "3 : GERMAN F KIE - HOL",
		"7 : RUSSIAN A WAR S A MOS - UKR", "2 @ F LON - NTH | C A LVP - EDI", "1 : F STP/SC - BOT", "9 : A MUN - Burgundy",
	} {
		f.Add(s, "FRANCE", uint8(len(s)))
	}
	m := board.Standard()
	pos := startPosition(m)
	variants := []Rules{{}, {Classic: true}, {Blind: true}, {EBayola: true}, {Loyal: map[string]bool{"FRANCE": true, "GERMANY": true}}}
	f.Fuzz(func(t *testing.T, text, power string, variant uint8) {
		r := variants[int(variant)%len(variants)]
		lines := strings.Split(text, "\n")
		s, diags := ParseSheet(m, pos, power, lines, 3, r)
		for _, d := range diags {
			if d.Msg == "" || d.Line < 3 || d.Line >= 3+len(lines) {
				t.Fatalf("diagnostic %+v out of the text", d)
			}
			if m.Power(power) == nil {
				continue
			}
			if n := len(strings.TrimRight(lines[d.Line-3], "\r\n")); d.Col < 1 || d.Col > n+1 {
				t.Fatalf("%q: column %d outside the line (%d bytes): %s", lines[d.Line-3], d.Col, n, d.Msg)
			}
		}
		for _, l := range s.Lines {
			if l.Kind == TransferLine || l.Kind == AcceptLine {
				continue // they read back alone only once per section
			}
			again, d := ParseSheet(m, pos, power, []string{l.Echo}, 1, r)
			if len(d) > 0 || len(again.Lines) != 1 || again.Lines[0].Echo != l.Echo || again.Lines[0].Phantom != l.Phantom {
				t.Fatalf("%q echoes %q, which reads back as %v %v", l.Text, l.Echo, again.Lines, d)
			}
		}
	})
}
