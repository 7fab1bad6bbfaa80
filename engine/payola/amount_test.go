package payola

import (
	"strings"
	"testing"
)

// The limit on money holds for what a line and a sheet offer in all (issue
// 19; game-format §4's 1,000,000 AgP, MaxAmount), however rule 3.1's
// repetitions (item 1), '+' terms (item 4) and '|' orders (item 8) add
// up: each copy of each paid offer counts, as Tally counts it. A line over
// the limit is refused at its amount; a line that takes its sheet over it
// is refused at its own line, the lines before it kept. Savings (3.4) are
// not offers: savings above the treasury leave nothing to spend (game's
// TestSheetMoneyBounded).
func TestSheetMoneyLimit(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		bad   int    // the line refused, 0 for none
		col   int    // its column
		msg   string // in its message
		kept  int    // offer and savings lines kept
		agp   int    // what the kept lines offer in all
	}{
		{"two terms of the most", []string{"99*9999+99*9999 : A PAR - BUR"}, 1, 1, "this line offers 1979802 AgP in all (99*9999+99*9999), more than the 1000000 AgP anyone may offer", 0, 0},
		{"two orders", []string{"99*9999 : A PAR - BUR | - PIC"}, 1, 1, "this line offers 1979802 AgP in all (99*9999 for each of 2 offers)", 0, 0},
		{"a hold wildcard and its listed move", []string{"  99*9999 @ A PAR - BUR"}, 1, 3, "1979802 AgP in all (99*9999 for each of 2 offers)", 0, 0},
		{"a gift pays once a repetition", []string{"99*9999 & A PAR H | - BUR | - PIC"}, 0, 0, "", 1, 989901},
		{"a negative pays once a repetition", []string{"99*9999 ! A PAR - BUR | - PIC"}, 0, 0, "", 1, 989901},
		{"the limit itself", []string{"99*9999+9999+100 : A PAR - BUR"}, 0, 0, "", 1, MaxAmount},
		{"one more on the sheet", []string{"99*9999+9999+100 : A PAR - BUR", "1 : A PAR H", "0 : F BRE H"}, 2, 1, "with this line the sheet offers 1000001 AgP in all, more than the 1000000 AgP anyone may offer: the lines before it offer 1000000 AgP", 2, MaxAmount},
		{"the lines after a refused one", []string{"99*9999 : A PAR - BUR", "99*9999 : A PAR H", "9999 : A PAR - PIC"}, 2, 1, "the lines before it offer 989901 AgP", 2, 999900},
		{"CLEAR starts again", []string{"99*9999 : A PAR - BUR", "CLEAR", "99*9999 : A PAR H"}, 0, 0, "", 1, 989901},
		{"savings are not offers", []string{"99*9999 $", "99*9999 $", "99*9999 : A PAR - BUR"}, 0, 0, "", 3, 989901},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			s, ds := parseLines(t, "FRANCE", Rules{}, c.lines...)
			if c.bad == 0 {
				if len(ds) > 0 {
					t.Fatalf("refused: %v", ds)
				}
			} else {
				d := oneDiag(t, c.name, ds)
				if d.Line != c.bad || d.Col != c.col || !strings.Contains(d.Msg, c.msg) {
					t.Fatalf("%v; want line %d, column %d, %q", d, c.bad, c.col, c.msg)
				}
				if len(s.Ignored) != 1 || s.Ignored[0].Line != c.bad {
					t.Errorf("ignored %+v; want line %d, for a lenient adjudication", s.Ignored, c.bad)
				}
			}
			if _, agp := s.Tally(); len(s.Lines) != c.kept || agp != c.agp {
				t.Errorf("%d lines kept offering %d AgP; want %d offering %d", len(s.Lines), agp, c.kept, c.agp)
			}
		})
	}
}
