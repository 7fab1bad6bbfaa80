package gamefile

import (
	"encoding/json"
	"errors"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"reflect"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/orders"
)

// How pasted text becomes sections, lines and positions (game-format.md §2,
// issue 9 §1, §3, §4). Each test drives the engine through Adjudicate,
// Check or CheckSheet, as the CLI and the page do.

func mustRefuse(t *testing.T, g *Game, text string) Diagnostics {
	t.Helper()
	_, err := Adjudicate(g, text, game.Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) {
		t.Fatalf("want diagnostics, got %v", err)
	}
	return ds
}

// findPower is the file's entry of a power, or nil.
func findPower(f *File, name string) *PowerFile {
	for i := range f.Powers {
		if f.Powers[i].Name == name {
			return &f.Powers[i]
		}
	}
	return nil
}

// issuedOf is the typed order of the unit, as the game played it.
func issuedOf(r *Result, unit string) judge.OrderResult {
	for _, o := range r.Outcome.Orders {
		if o.Order.Unit.String() == unit {
			return o.OrderResult
		}
	}
	return judge.OrderResult{}
}

func orderOf(r *Result, unit string) IssuedOrder {
	for _, o := range r.Orders {
		if o.Unit == unit {
			return o
		}
	}
	return IssuedOrder{}
}

// A misspelt header is its own error with a suggestion, never a line of
// the power before it (game-format §2: sections never merge).
func TestMisspeltHeaderIsNotThePreviousPowersLine(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\n3 : A PAR - BUR\nGERMNAY:\n5 : A MUN - BUR\n2 : F KIE - DEN\n"
	ds := mustRefuse(t, g, text)
	if len(ds) != 1 || ds[0].Line != 3 || !strings.Contains(ds[0].Msg, "did you mean GERMANY?") || strings.Contains(ds[0].Msg, "not a place") {
		t.Fatalf("a misspelt header: %v; want one error at line 3 suggesting GERMANY", ds)
	}
	r, err := Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	// France paid only for its own offer: Germany's lines are nobody's.
	if l := r.Ledgers["FRANCE"]; l.Paid != 3 {
		t.Errorf("France paid %d AgP; want 3 (its own offer only)", l.Paid)
	}
	if rep := r.Play.Auction.Report("FRANCE"); strings.Contains(rep, "MUN") || strings.Contains(rep, "KIE") {
		t.Errorf("France's report lists Germany's lines:\n%s", rep)
	}
	if o := orderOf(r, "A MUN"); o.Order != "A MUN H" {
		t.Errorf("A MUN issued %q; want the default hold, nobody's offer read", o.Order)
	}
	lines := map[int]bool{}
	for _, d := range r.Ignored {
		lines[d.Line] = true
	}
	if !lines[3] || !lines[4] || !lines[5] {
		t.Errorf("lenient: ignored %v; want the header and each of its lines listed", r.Ignored)
	}
	hist := strings.Join(r.Next.History.At(r.Next.History.Len()-1).Ignored, "\n")
	if !strings.Contains(hist, "A MUN - BUR") || !strings.Contains(hist, "F KIE - DEN") {
		t.Errorf("history keeps the ignored lines: %q", hist)
	}

	ds = mustRefuse(t, g, "FRANCE:\n3 : A PAR - BUR\nNARNIA:\n5 : A MUN - BUR\n")
	if len(ds) != 1 || ds[0].Line != 3 || !strings.Contains(ds[0].Msg, "'NARNIA' is not a power") {
		t.Errorf("NARNIA: %v", ds)
	}
}

// A power with two sections: an error; leniently the later replaces the
// earlier, whose every line is listed as ignored and kept in the history.
func TestSecondSectionReplacesTheFirstLeniently(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\n7 : A PAR - PIC\n4 : F BRE - ENG\nENGLAND:\n1 : F LON H\nFRANCE:\n2 : A PAR - BUR\n"
	ds := mustRefuse(t, g, text)
	if len(ds) != 1 || ds[0].Line != 6 {
		t.Fatalf("two FRANCE sections: %v; want one error at the second header", ds)
	}
	r, err := Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	if o := orderOf(r, "A PAR"); o.Order != "A PAR - BUR" {
		t.Errorf("A PAR issued %q; want the later section's A PAR - BUR", o.Order)
	}
	if l := r.Ledgers["FRANCE"]; l.Paid != 2 {
		t.Errorf("France paid %d; want 2 (the later section only)", l.Paid)
	}
	got := map[int]string{}
	for _, d := range r.Ignored {
		got[d.Line] = d.Msg
	}
	if !strings.Contains(got[2], "A PAR - PIC") || !strings.Contains(got[3], "F BRE - ENG") {
		t.Errorf("ignored: %v; want lines 2 and 3 listed with their text", r.Ignored)
	}
	h := r.Next.History.At(r.Next.History.Len() - 1)
	if !strings.Contains(strings.Join(h.Ignored, "\n"), "7 : A PAR - PIC") || !strings.Contains(h.Sheets["FRANCE"], "A PAR - BUR") {
		t.Errorf("history: ignored %q, sheet %q", h.Ignored, h.Sheets["FRANCE"])
	}
}

// An offer in a retreat or adjustment section says where offers belong.
func TestOfferInPlainSectionSaysOffersAreForMovement(t *testing.T) {
	g := newGame(t, game.Playing)
	g.Phase = game.Phase{Season: 'W', Year: 1901, Kind: orders.Adjustments}
	ds := mustRefuse(t, g, "FRANCE:\n5 : A PAR - BUR\n")
	if len(ds) != 1 || !strings.Contains(ds[0].Msg, "offers belong to movement phases") {
		t.Errorf("an offer in an adjustment phase: %v", ds)
	}
}

// A transfer above the balance is one error, at its TRANSFER line; a
// lenient adjudication ignores that transfer as any bad line (rule 2.3).
func TestTransferAboveBalanceAtItsLine(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\n3 : A PAR - BUR\nTRANSFER 40 TO ENGLAND\nTRANSFER 9 TO ITALY\n"
	ds := mustRefuse(t, g, text) // France holds 48
	if len(ds) != 1 || ds[0].Line != 4 || ds[0].Power != "FRANCE" {
		t.Fatalf("overdraft: %v; want one error at line 4", ds)
	}
	r, err := Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatalf("lenient: %v", err)
	}
	if len(r.Ignored) != 1 || r.Ignored[0].Line != 4 {
		t.Errorf("lenient: ignored %v", r.Ignored)
	}
	if got := balanceOf(r.Next, "ITALY"); got != 48 {
		t.Errorf("Italy has %d; the ignored transfer must not arrive", got)
	}
	if got := balanceOf(r.Next, "ENGLAND"); got != 48+40 {
		t.Errorf("England has %d; want 88", got)
	}
}

// ACCEPT and TRANSFER lines stand in a section of any phase and take effect
// there (rules 2.3, 4.3 "at any time"); a second ACCEPT is an error; CLEAR
// discards them.
func TestAcceptAndTransferInEveryPhase(t *testing.T) {
	for _, ph := range []game.Phase{{Season: 'W', Year: 1901, Kind: 'A'}, {Season: 'F', Year: 1901, Kind: 'R'}} {
		g := newGame(t, game.Playing)
		g.Phase = ph
		// Winter is followed by the Spring income: compare with no lines.
		base := mustAdjudicate(t, g, "", game.Options{})
		r := mustAdjudicate(t, g, "FRANCE:\nACCEPT FEG?\nTRANSFER 5 TO ENGLAND\nITALY:\nACCEPT IF?\nTRANSFER 8 TO FRANCE\nNMR\n", game.Options{})
		if fr := findPower(r.Next, "FRANCE"); fr.Accept != "FEG?" || *fr.Balance != balanceOf(base.Next, "FRANCE")-5 {
			t.Errorf("%s: France accept %q, balance %d; want FEG? and 5 AgP less", ph, fr.Accept, *fr.Balance)
		}
		if it := findPower(r.Next, "ITALY"); it.Accept != "I?" || *it.Balance != balanceOf(base.Next, "ITALY") {
			t.Errorf("%s: Italy accept %q, balance %d; NMR discards its lines", ph, it.Accept, *it.Balance)
		}
		if got := balanceOf(r.Next, "ENGLAND"); got != balanceOf(base.Next, "ENGLAND")+5 {
			t.Errorf("%s: England %d; want 5 AgP more", ph, got)
		}
		ds := mustRefuse(t, g, "FRANCE:\nACCEPT FEG?\nACCEPT F?\n")
		if len(ds) != 1 || ds[0].Line != 3 || !strings.Contains(ds[0].Msg, "second ACCEPT") {
			t.Errorf("%s: a second ACCEPT: %v", ph, ds)
		}
	}
	// An all-loyal game holds no auction, and the lines still take effect.
	g := newGame(t, game.Loyal)
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nTRANSFER 5 TO ENGLAND\n", game.Options{})
	if got := balanceOf(r.Next, "FRANCE"); got != 43 {
		t.Errorf("all loyal: France %d; want 43", got)
	}
}

// Rule 5.1 and §10.12: an army move only a convoy makes possible is one
// order however it is written, so its money pools; where a land route
// exists, VIA CONVOY is another order (DATC 6.G).
func TestConvoyOnlyMovePoolsItsMoney(t *testing.T) {
	g, err := loadEdited(t, "pool", func(m map[string]any) {
		en := power(m, 1)
		en["units"] = []any{"A LON", "F NTH", "A LVP"}
	})
	if err != nil {
		t.Fatal(err)
	}
	if findPower(g.File, "ENGLAND") == nil || g.Pos["LON"].Power != "ENGLAND" {
		t.Fatalf("setup: %v", g.Pos["LON"])
	}
	text := "ENGLAND:\n3 : A LON - NWY VIA CONVOY\n0 : F NTH C A LON - NWY\nGERMANY:\n2 : ENGLISH A LON - NTH - NWY\nFRANCE:\n4 : ENGLISH A LON H\n"
	r := mustAdjudicate(t, g, text, game.Options{})
	if o := orderOf(r, "A LON"); o.Order != "A LON - NWY" || o.Total == nil || *o.Total != 5 {
		t.Errorf("A LON issued %+v; want A LON - NWY with 3 + 2 = 5 AgP pooled, above the 4 for hold", o)
	}
	// A land route exists from LON to YOR: VIA CONVOY stays another order.
	r = mustAdjudicate(t, g, "ENGLAND:\n3 : A LON - YOR VIA CONVOY\nGERMANY:\n2 : ENGLISH A LON - YOR\nFRANCE:\n4 : ENGLISH A LON H\n", game.Options{})
	if o := orderOf(r, "A LON"); o.Order != "A LON H" {
		t.Errorf("A LON issued %+v; the plain move and the convoyed one are different orders (DATC 6.G)", o)
	}
}

// Text as it arrives from mail and word processors reads as typed
// (game-format §2), and columns are those of the line as pasted.
func TestMailPastedTextIsNormalised(t *testing.T) {
	g := newGame(t, game.Playing)
	clean := "FRANCE:\n3 : A PAR - BUR\n2 : F BRE - MAO\nENGLAND:\n4 : F LON - ENG\n"
	mail := "\uFEFFFRANCE\uFF1A\r\n3\u00A0:\u00A0A PAR \u2212 BUR\r2\u2009: F BRE\u2010MAO\u200B\r\nENGLAND:\r\n4 : F LON \u2013 ENG\r\n"
	want := mustAdjudicate(t, g, clean, game.Options{})
	got := mustAdjudicate(t, g, mail, game.Options{})
	if g, w := got.Play.Auction.Chart(), want.Play.Auction.Chart(); g != w || !reflect.DeepEqual(got.Orders, want.Orders) {
		t.Errorf("mail-pasted text reads differently:\n%s\nwant:\n%s", g, w)
	}
	// "5 : A PAR – XYZ": the en dash is three bytes; XYZ is at byte column 15.
	ds := mustRefuse(t, g, "FRANCE:\n5 : A PAR \u2013 XYZ\n")
	if len(ds) != 1 || ds[0].Line != 2 || ds[0].Col != 15 {
		t.Errorf("column after a non-ASCII dash: %v; want line 2, column 15", ds)
	}
	// Odd characters are named by code point, never copied.
	ds = mustRefuse(t, g, "FRANCE:\n5 \uFF1B A PAR H\n3 : A MAR\x1b - BUR\n")
	all := ds.Error()
	if len(ds) != 2 || !strings.Contains(ds[0].Msg, "U+FF1B") || !strings.Contains(ds[1].Msg, "U+001B") {
		t.Errorf("odd characters: %v", ds)
	}
	if strings.ContainsAny(all, "\x1b\r\uFF1B") {
		t.Errorf("a control or odd character copied into a message: %q", all)
	}
	r, err := Adjudicate(g, "FRANCE:\n3 : A MAR\x1b - BUR\n2 : A PAR - BUR % hi\x1b\r\n", game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	// engine/publish checks every download; here what the game hands it.
	for name, out := range map[string]string{"chart": r.Play.Auction.Chart(), "report": r.Play.Auction.Report("FRANCE"), "ignored": r.Ignored.Error()} {
		if strings.ContainsAny(out, "\x1b\r") {
			t.Errorf("%s holds a control character: %q", name, out)
		}
	}
	// A huge bad token is quoted, at most 40 characters of it.
	long := strings.Repeat("Z", 100_000)
	ds = mustRefuse(t, g, "FRANCE:\n3 : A "+long+" H\n")
	if len(ds) != 1 || len(ds[0].Msg) > 200 {
		t.Errorf("a 100,000-character token: message of %d bytes", len(ds[0].Msg))
	}
}

// A pasted text above 2 MB is refused with a clear message (game-format §4).
func TestPastedTextAboveLimitIsRefused(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\n" + strings.Repeat("% padding\n", 210_000)
	_, err := Adjudicate(g, text, game.Options{})
	if err == nil || !strings.Contains(err.Error(), "2 MB") {
		t.Errorf("a 2.1 MB text: %v", err)
	}
	if tc := game.CheckText(g.State, text); len(tc.Diagnostics) != 1 || !strings.Contains(tc.Diagnostics[0].Msg, "2 MB") {
		t.Errorf("check of a 2.1 MB text: %v", tc.Diagnostics)
	}
}

// A private report numbers lines within its power's own section, so that
// it tells nothing of how many lines the powers before it wrote (rule 2.5).
func TestReportNumbersLinesWithinTheSection(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "AUSTRIA:\n1 : A VIE H\n% a long sheet\n% and more\nFRANCE:\n3 : A PAR - BUR\nbanana\n"
	r, err := Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	rep := r.Play.Auction.Report("FRANCE")
	if !strings.Contains(rep, "line   1: 3 : A PAR - BUR") || !strings.Contains(rep, "(line 1)") || !strings.Contains(rep, "line   2: banana") {
		t.Errorf("France's report numbers lines from its section's start:\n%s", rep)
	}
	if len(r.Ignored) != 1 || r.Ignored[0].Line != 7 {
		t.Errorf("the GM's list keeps the whole text's numbers: %v", r.Ignored)
	}
}

// The diagnostics' JSON is what the web page reads (web/gm.js, checker.js):
// power, line, col (a byte column, converted by the page) and message.
func TestDiagnosticJSONShape(t *testing.T) {
	data, err := json.Marshal(Diagnostics{{Power: "FRANCE", Pos: orders.Pos{Line: 2, Col: 5}, Msg: "m"}, {Msg: "whole"}})
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `[{"power":"FRANCE","line":2,"col":5,"message":"m"},{"line":0,"message":"whole"}]` {
		t.Errorf("JSON: %s", data)
	}
}

// A whole year as a GM receives it by mail (issue 9 §1, §4): odd spaces,
// dashes and line ends, a byte-order mark, a misspelt header, an overdrawn
// transfer, an offer in the Winter, ACCEPT and TRANSFER in the Winter;
// adjudicated leniently, each phase reads what was meant and nothing else.
func TestMailedYear(t *testing.T) {
	g := newGame(t, game.Playing)
	spring := "\uFEFFFRANCE\uFF1A\r\n10\u00A0:\u00A0A PAR \u2212 BUR\r\n6 : A MAR\u2010SPA\r\n4 : F BRE \u2013 MAO\u200B\r\n" +
		"GERMNAY:\r\n9 : A MUN - BUR\r\n" +
		"ENGLAND:\r\n4 : F LON \u2014 NTH\r\n3 : F EDI - NWG\r\n" +
		"ITALY:\r\nTRANSFER 60 TO AUSTRIA\r\n2 : A VEN H\r\n"
	r, err := Adjudicate(g, spring, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	for unit, want := range map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - SPA", "F BRE": "F BRE - MAO", "A MUN": "A MUN H", "F LON": "F LON - NTH", "A VEN": "A VEN H"} {
		if o := orderOf(r, unit); o.Order != want || (unit == "A PAR" && o.Result != "succeeds") {
			t.Errorf("spring: %s issued %+v; want %s", unit, o, want)
		}
	}
	if l := r.Ledgers["FRANCE"]; l.Paid != 20 {
		t.Errorf("spring: France paid %d; want 20, Germany's 9 not charged to it", l.Paid)
	}
	if got := balanceOf(r.Next, "AUSTRIA"); got != 48 {
		t.Errorf("spring: Austria has %d; Italy's overdrawn transfer must be ignored", got)
	}
	var at []int
	for _, d := range r.Ignored {
		at = append(at, d.Line)
	}
	if len(at) != 3 || at[0] != 5 || at[1] != 6 || at[2] != 11 {
		t.Errorf("spring: ignored at lines %v (%v); want the header (5), its line (6) and the transfer (11)", at, r.Ignored)
	}

	g = next(t, r)
	r = mustAdjudicate(t, g, "FRANCE\r\n5 : A BUR \u2013 BEL\r\n5 : F MAO - POR\r\n5 : A SPA H\r", game.Options{})
	if r.NextPhase != "W1901A" || !strings.Contains(strings.Join(findPower(r.Next, "FRANCE").Centers, " "), "BEL") {
		t.Fatalf("fall: next %s, France's centers %v", r.NextPhase, findPower(r.Next, "FRANCE").Centers)
	}

	g = next(t, r)
	winter := "FRANCE:\nBUILD A PAR\n3 : A PAR H\nACCEPT FEG?\nTRANSFER 5 TO ENGLAND\n"
	if ds := mustRefuse(t, g, winter); len(ds) != 1 || ds[0].Line != 3 || !strings.Contains(ds[0].Msg, "offers belong to movement phases") {
		t.Errorf("winter: %v", ds)
	}
	before := balanceOf(g.File, "ENGLAND")
	r, err = Adjudicate(g, winter, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	fr := findPower(r.Next, "FRANCE")
	if r.NextPhase != "S1902M" || fr.Accept != "FEG?" || !strings.Contains(unitsOf(r.Next, "FRANCE"), "A PAR") {
		t.Errorf("winter: next %s, France accept %q, units %s", r.NextPhase, fr.Accept, unitsOf(r.Next, "FRANCE"))
	}
	// England earned its Spring income for 3 centers (48) on top of the 5.
	if got := balanceOf(r.Next, "ENGLAND"); got != before+5+48 {
		t.Errorf("winter: England has %d; want %d + 5 + 48", got, before)
	}
	g = next(t, r)
	if g.Phase.String() != "S1902M" {
		t.Errorf("a year later the game is at %s", g.Phase)
	}
}

// On a board without units no auction is held, and a sheet's ACCEPT and
// TRANSFER lines still take effect (game-format §2).
func TestStandingLinesOnABoardWithoutUnits(t *testing.T) {
	g, err := loadEdited(t, "empty", func(m map[string]any) {
		for i := range 7 {
			power(m, i)["units"] = []any{}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	r := mustAdjudicate(t, g, "FRANCE:\nACCEPT FEG?\nTRANSFER 5 TO ENGLAND\n", game.Options{})
	if fr := findPower(r.Next, "FRANCE"); fr.Accept != "FEG?" || *fr.Balance != 43 || balanceOf(r.Next, "ENGLAND") != 53 {
		t.Errorf("no units: France %q %d, England %d", fr.Accept, *fr.Balance, balanceOf(r.Next, "ENGLAND"))
	}
}

// A game file saved with a byte-order mark loads (issue 9 §4).
func TestGameFileWithByteOrderMarkLoads(t *testing.T) {
	g := newGame(t, game.Playing)
	data, err := g.File.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(append([]byte("\uFEFF"), data...)); err != nil {
		t.Errorf("a game file with a BOM: %v", err)
	}
}

// Issue 14: a fleet's support to hold of a unit on a split-coast province
// is legal and counts: F MAO S F SPA/NC (and, written plainly, F WES S A
// SPA) hold Spain against an attack with one support.
func TestSupportToHoldOnSplitCoastCounts(t *testing.T) {
	for _, c := range []struct {
		france []string
		text   string
		held   string
	}{
		{[]string{"F SPA/NC", "F MAO"}, "FRANCE:\nF SPA/NC H\nF MAO S F SPA/NC\n", "F SPA/NC"},
		{[]string{"A SPA", "F WES"}, "FRANCE:\nA SPA H\nF WES S A SPA\n", "A SPA"},
	} {
		g, err := loadEdited(t, "split", func(m map[string]any) {
			for i := range 7 {
				p := power(m, i)
				p["status"] = "loyal"
				switch p["name"] {
				case "FRANCE":
					p["units"] = c.france
				case "ITALY":
					p["units"] = []any{"A GAS", "A MAR"}
				default:
					p["units"] = []any{}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		r := mustAdjudicate(t, g, c.text+"ITALY:\nA GAS - SPA\nA MAR S A GAS - SPA\n", game.Options{})
		if len(r.Void) > 0 || !strings.Contains(unitsOf(r.Next, "FRANCE"), c.held) || len(r.Next.Dislodged) > 0 {
			t.Errorf("%q: void %v, France %s, dislodged %v; want the support to hold counted", c.text, r.Void, unitsOf(r.Next, "FRANCE"), r.Next.Dislodged)
		}
	}
}

// Read leniently, the lines set aside are listed with why (game-format §2):
// under a header that names no power, or in a section a later one of the
// same power replaces.
func TestLenientReadingSaysWhyLinesAreSetAside(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\n3 : A PAR - BUR\nGERMNAY:\n2 : A MUN - RUH\nFRANCE:\n3 : A PAR - PIC\n"
	r, err := Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	all := r.Ignored.Error()
	for _, want := range []string{
		"FRANCE, line 2: not read: a later FRANCE section replaces the one starting at line 1: 3 : A PAR - BUR",
		"line 4: not read: it follows 'GERMNAY' (line 3), which is not a power: 2 : A MUN - RUH",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("ignored lines lack %q:\n%s", want, all)
		}
	}
}
