package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

func TestSheetRepetitionScaling(t *testing.T) {
	// rule 3.1 item 1: 99*5 is 99 offers of 5, each reduced on its own.
	s, diags := parseOne(t, "FRANCE", "99*5 : A PAR - BUR")
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	offers := expandedOffers(s)
	if len(offers) != 99 {
		t.Fatalf("%d offers, want 99", len(offers))
	}
	for i, o := range offers {
		if o.Seq != i || o.Amount != 5 {
			t.Fatalf("offer %d is %v", i, o)
		}
	}
}

// payola-rules §2 and rule 3.4: savings add up, repeated savings count
// (§10.8), and a plateau on savings is refused.
func TestSheetSavings(t *testing.T) {
	m := board.Standard()
	s, diags := ParseSheet(m, startPosition(m), "FRANCE", []string{"25$", "10+5 $", "2*10$ % rainy day", "100 $"}, 1, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	if s.Savings != 25+15+20+100 {
		t.Errorf("savings %d, want 160", s.Savings)
	}
	if s.Lines[0].Echo != "25 $" || s.Lines[2].Echo != "2*10 $ % rainy day" {
		t.Errorf("echoes %q, %q", s.Lines[0].Echo, s.Lines[2].Echo)
	}
	if len(expandedOffers(s)) != 0 {
		t.Errorf("savings made offers: %v", expandedOffers(s))
	}
}

// Rule 3.1: spaces and tabs are allowed around the amount's symbols; the
// echo writes the amount without them (payola-rules §2).
func TestSheetAmountWithTabs(t *testing.T) {
	for line, echo := range map[string]string{
		"2\t*\t3 : A PAR - BUR":    "2*3 : A PAR - BUR",
		"2\t*3\t+\t1 : A PAR H":    "2*3+1 : A PAR H",
		"5\t: A PAR H":             "5 : A PAR H",
		"4 #\t2 $":                 "",
		"7\t$":                     "7 $",
		"2 * 5\t# 3 + 1 : A PAR H": "2*5#3+1 : A PAR H",
	} {
		s, ds := parseLines(t, "FRANCE", AuctionRules{}, line)
		if echo == "" { // a plateau on savings: refused (rule 3.4)
			if len(ds) != 1 {
				t.Errorf("%q: %v", line, ds)
			}
			continue
		}
		if len(ds) != 0 || len(s.Lines) != 1 || s.Lines[0].Echo != echo || s.Lines[0].Amount != strings.Fields(echo)[0] {
			t.Errorf("%q: %v; lines %+v; want %q", line, ds, s.Lines, echo)
		}
	}
}

// Rule 3.1 items 1-3 and game-format §2: a number out of range is named as
// the player typed it, however long (cut after 40 characters like any bad
// token), never as some other number.
func TestSheetOutOfRangeNumbersAsTyped(t *testing.T) {
	long := strings.Repeat("9", 60)
	for line, want := range map[string]string{ // $: the message's end
		"12345678 : A PAR H":    "an amount must be 0 to 9999 AgP, not 12345678$",
		"10000000 : A PAR H":    "an amount must be 0 to 9999 AgP, not 10000000$",
		"123456789":             "an amount must be 0 to 9999 AgP, not 123456789$",
		"100000000*5 : A PAR H": "a repetition count must be 1 to 99, not 100000000$",
		"0*5 : A PAR H":         "a repetition count must be 1 to 99, not 0$",
		"2 * 12345678 $":        "an amount must be 0 to 9999 AgP, not 12345678$",
		"5#99999999 : A PAR H":  "the plateau 99999999 is above the amount 5:",
		"5#" + long[:40]:        "the plateau " + long[:40] + " is above",
		"5#" + long[:41]:        "the plateau " + long[:40] + "… is above",
		long + " : A PAR H":     "an amount must be 0 to 9999 AgP, not " + long[:40] + "…$",
	} {
		_, ds := parseLines(t, "FRANCE", AuctionRules{}, line)
		if d := oneDiag(t, line[:min(len(line), 20)], ds); !strings.Contains(d.Msg+"$", want) || strings.Contains(d.Msg, long[:41]) {
			t.Errorf("%.20q…: %v; want %q", line, d, want)
		}
	}
}

// Sheet.Tally counts the atomic offers and their AgP from the lines as
// written (payola-rules §3: a repetition repeats the hidden hold and the
// wildcard too), without making them: the live check of a sheet of
// millions of offers allocates nothing for them (issue 19).
func TestSheetTallyCountsWithoutOffers(t *testing.T) {
	s, ds := parseLines(t, "FRANCE", AuctionRules{}, "5 : A PAR - BUR", "3*5 ! F BRE - MAO", "2*4#1 + 3 > A MAR - PIE | H", "3*0 & A PAR H")
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	// 1 + 3*(hold+wildcard) + 3*(2 orders+wildcard) + (1 order+gift)
	n, agp := s.Tally()
	if n != 1+6+9+2 {
		t.Fatalf("%d offers, want 18: %s", n, offersText(s))
	}
	// 5 + 3*5 + (2*4+3) for H and for the move wildcard + 0
	if agp != 5+15+2*11 {
		t.Errorf("%d AgP offered, want 42: %s", agp, offersText(s))
	}
	if a := testing.AllocsPerRun(10, func() { s.Tally() }); a != 0 {
		t.Errorf("Tally makes %v allocations, want none", a)
	}
}

// The limit on money holds for what a line and a sheet offer in all (issue
// 19; game-format §4's 1,000,000 AgP, MaxAmount), however rule 3.1's
// repetitions (item 1), '+' terms (item 4) and '|' orders (item 8) add
// up: each copy of each paid offer counts, as Tally counts it. A line over
// the limit is refused at its amount; a line that takes its sheet over it
// is refused at its own line, the lines before it kept. Savings (3.4) are
// not offers: savings above the treasury leave nothing to spend (game's
// TestSheetMoneyBounded); they are held to the limit apart, a line's and
// the sheet's.
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
		{"savings are not offers", []string{"99*9999 $", "9999 $", "99*9999 : A PAR - BUR"}, 0, 0, "", 3, 989901},
		// Issue 30: savings are held to the limit apart, as every amount.
		{"savings of two terms of the most", []string{"99*9999+99*9999 $"}, 1, 1, "this line saves more than the 1000000 AgP anyone may hold", 0, 0},
		{"savings the limit itself", []string{"99*9999 $", "9999 $", "100 $"}, 0, 0, "", 3, 0},
		{"savings one more on the sheet", []string{"99*9999 $", "9999 $", " 101 $", "9999 : A PAR H"}, 3, 2, "with this line the sheet saves 1000001 AgP in all, more than the 1000000 AgP anyone may hold: the lines before it save 999900 AgP", 3, 9999},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			s, ds := parseLines(t, "FRANCE", AuctionRules{}, c.lines...)
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
