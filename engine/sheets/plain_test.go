package sheets

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// opening is the standard map's opening position, read for the phase, the
// powers named loyal (rule 6.5).
func opening(ph orders.PhaseKind, loyal ...string) Board {
	b := Board{Map: std, Pos: orders.Position{}, Phase: ph, Rules: payola.AuctionRules{Loyal: map[string]bool{}}}
	for _, u := range std.Start {
		unit := orders.Unit{Type: u.Type, Loc: u.Loc}
		b.Pos[unit.Province()] = orders.Placed{Power: u.Power, Unit: unit}
	}
	for _, p := range loyal {
		b.Rules.Loyal[p] = true
	}
	return b
}

// allLoyal is the opening position with every power loyal: no unit takes
// bribes, so every section is plain orders.
func allLoyal() Board {
	var names []string
	for _, p := range std.Powers {
		names = append(names, p.Name)
	}
	return opening(orders.Movement, names...)
}

// read splits and reads text, which must split cleanly.
func read(t *testing.T, b Board, text string) ([]Sheet, orders.Diagnostics) {
	t.Helper()
	secs, ds, err := Split(b.Map, text)
	if err != nil || len(ds) > 0 {
		t.Fatalf("split: %v %v", ds, err)
	}
	return Read(b, secs)
}

// A loyal power's plain movement order (rule 6.5) names one of its own
// units where it stands; the unit type may be left out. An order for a
// province without a unit, for the wrong type of unit, or for another
// power's unit is refused at its line with the reason in a player's words.
func TestPlainMovementOrdersNameTheirOwnUnits(t *testing.T) {
	for _, c := range []struct{ line, msg string }{
		{"A BUR - PIC", "there is no unit in Burgundy"},
		{"BUR - PIC", "there is no unit in Burgundy"},
		{"F PAR - BUR", "there is no fleet in Paris: the unit there is A PAR"},
		{"A MUN - RUH", "A MUN is GERMANY's unit, not FRANCE's: a power orders only its own units"},
	} {
		_, ds := read(t, allLoyal(), "FRANCE:\n"+c.line+"\n")
		if len(ds) != 1 || ds[0].Power != "FRANCE" || ds[0].Line != 2 || ds[0].Msg != c.msg {
			t.Errorf("%s: %v; want %q at FRANCE line 2", c.line, ds, c.msg)
		}
	}
	shs, ds := read(t, allLoyal(), "FRANCE:\nPAR - BUR\n")
	if len(ds) != 0 || len(shs) != 1 || len(shs[0].Orders) != 1 {
		t.Fatalf("PAR - BUR without its type: %+v %v", shs, ds)
	}
	if o := shs[0].Orders[0]; o.String() != "A PAR - BUR" || o.Void != nil || o.Pos.Line != 2 {
		t.Errorf("PAR - BUR without its type reads as %v (void %v) at %v; want A PAR - BUR at line 2", o.Order, o.Void, o.Pos)
	}
}

// A blank line or a comment line inside a section of plain orders is
// skipped, and the orders after it are read (game-format §2: % starts a
// comment); a comment after an order is cut off.
func TestCommentsAndBlankLinesInPlainOrders(t *testing.T) {
	shs, ds := read(t, allLoyal(), "FRANCE:\nA PAR - BUR % to Burgundy\n\n% and the fleet:\nF BRE - MAO\n")
	var got []string
	for _, o := range shs[0].Orders {
		got = append(got, o.String())
	}
	if len(ds) != 0 || strings.Join(got, ", ") != "A PAR - BUR, F BRE - MAO" {
		t.Errorf("French orders after the comment: %q, %v; want A PAR - BUR and F BRE - MAO", got, ds)
	}
}

// An offer written in a retreat or adjustment section is refused with the
// reason (offers belong to movement phases), whatever its amount or type
// symbol starts with: 0 and 9 are amounts, and a line may open with a type
// symbol such as ':'.
func TestEveryOfferShapeInPlainSectionSaysWhereOffersBelong(t *testing.T) {
	_, ds := read(t, opening(orders.Adjustments), "FRANCE:\n0 : A PAR - BUR\n9 : F BRE - MAO\n:A MAR H\n& 3 A PAR H\n")
	if len(ds) != 4 {
		t.Fatalf("want 4 refusals, got %v", ds)
	}
	for i, d := range ds {
		if d.Line != i+2 || !strings.Contains(d.Msg, "offers belong to movement phases: in an adjustment phase write BUILD, a unit type and one of your home centers") || strings.Contains(d.Msg, "PAR") {
			t.Errorf("line %d: %v", i+2, d)
		}
	}
}

// A unit given a second order is an error at that line (game-format §2:
// one order per unit), and the lines after it are still read: a bad one
// further down is reported too.
func TestSecondOrderForAUnitAndTheLinesAfterIt(t *testing.T) {
	_, ds := read(t, opening(orders.Adjustments), "GERMANY:\nBUILD A BER\nBUILD A BER\nBUILD A XYZ\n")
	if len(ds) != 2 || ds[0].Line != 3 || ds[1].Line != 4 || !strings.Contains(ds[0].Msg, "A BER already has an order at line 2") {
		t.Errorf("diagnostics:\n%v", ds)
	}
}

// A retreat order names one of the power's own dislodged units (only a
// dislodged unit retreats, and a power orders only its own); the type may
// be left out, and a wrong type is refused naming the unit. Whether the
// retreat is possible is the judge's to say, not the reader's.
func TestRetreatOrdersNameAnOwnDislodgedUnit(t *testing.T) {
	b := opening(orders.Retreats)
	gal := orders.Unit{Type: board.Army, Loc: "GAL"}
	b.Dislodged = orders.Position{"GAL": {Power: "AUSTRIA", Unit: gal}}
	for _, c := range []struct{ text, msg string }{
		{"RUSSIA:\nA GAL - UKR\n", "A GAL is AUSTRIA's unit, not RUSSIA's: a power orders only its own units"},
		{"AUSTRIA:\nA VIE - BOH\n", "A VIE was not dislodged: only dislodged units retreat"},
		{"AUSTRIA:\nF GAL - UKR\n", "the dislodged unit in Galicia is A GAL"},
	} {
		_, ds := read(t, b, c.text)
		if len(ds) != 1 || ds[0].Line != 2 || ds[0].Msg != c.msg {
			t.Errorf("%q: %v; want %q at line 2", c.text, ds, c.msg)
		}
	}
	shs, ds := read(t, b, "AUSTRIA:\nGAL - UKR\n")
	if len(ds) != 0 || len(shs[0].Orders) != 1 || shs[0].Orders[0].String() != "A GAL - UKR" || shs[0].Orders[0].Void != nil {
		t.Errorf("GAL - UKR: %+v, %v; want A GAL - UKR, not void", shs, ds)
	}
}

// A reply pasted from mail quotes the earlier message with '>': the GM is
// told so at the '>' (found playing sheets pasted from mail: the quoted
// order was refused as "'quoted' is not a place"). In plain orders (a loyal
// power, the Winter) such a line is never read; in an offer sheet it is
// read as a move offer of 0 AgP only when it reads as one, and a quoted
// line with an amount ("> 3 : A MAR - BUR") does not. A quoted header
// starts no section.
func TestQuotedMailLinesAreNotRead(t *testing.T) {
	for _, c := range []struct {
		name string
		b    Board
		text string
		col  int
	}{
		{"offer sheet", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\n> 3 : A MAR - BUR\n", 1},
		{"offer sheet, prose", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\n> see you in MAR\n", 1},
		{"plain orders", allLoyal(), "FRANCE:\nA PAR - BUR\n  > A MAR - BUR\n", 3},
		{"adjustments", opening(orders.Adjustments), "FRANCE:\n>BUILD A PAR\nWAIVE\n", 1},
		{"quoted header", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\n> GERMANY:\n", 1},
		{"quoted plain order", allLoyal(), "FRANCE:\n> A MAR - BUR\nA PAR - BUR\n", 1},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			shs, ds := read(t, c.b, c.text)
			if len(shs) != 1 || shs[0].Power != "FRANCE" {
				t.Fatalf("sheets %v, want FRANCE's alone", shs)
			}
			if len(ds) != 1 || ds[0].Pos.Line != 3 && ds[0].Pos.Line != 2 || ds[0].Pos.Col != c.col || !strings.Contains(ds[0].Msg, "quoted from an earlier mail") {
				t.Fatalf("problems %v, want one at the quoted line's '>' (column %d) saying it is quoted", ds, c.col)
			}
			for _, o := range shs[0].Orders {
				if o.Order.Unit.Province() == "MAR" {
					t.Errorf("the quoted order was read: %v", o)
				}
			}
			if shs[0].Offers != nil {
				for _, l := range shs[0].Offers.Lines {
					if strings.Contains(l.Text, "MAR") {
						t.Errorf("the quoted offer was read: %v", l.Text)
					}
				}
			}
		})
	}
}

// A quoted line that fails to read as a move offer is told why only when it
// begins as an order does (a unit type or a place): a quoted reply's prose
// read as an order gave "'Mon' is not a place" or, on Youngstown, "expected
// an order for SAO" for "> On Sat, 28 Nov…" (found playing sheets pasted
// from mail), noise that hid the plain advice to delete the line.
func TestQuotedProseIsNotToldAsAnOffer(t *testing.T) {
	for _, c := range []struct {
		line string
		why  bool
	}{
		{"> On Mon, 1 Dec 2026 at 10:00, GM <gm@x.org> wrote:", false},
		{"> Your orders, please", false},
		{"> 3 : A MAR - BUR", false},
		{"> A PAR - MUN", true},
		{"> army par - mun", true},
		{"> PAR - MUN", true},
		{"> Paris - Munich", true},
	} {
		t.Run(c.line, func(t *testing.T) {
			_, ds := read(t, opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\n"+c.line+"\n")
			if len(ds) != 1 || !strings.Contains(ds[0].Msg, "quoted from an earlier mail") {
				t.Fatalf("problems %v, want one saying the line is quoted", ds)
			}
			if got := strings.Contains(ds[0].Msg, "read as a move offer"); got != c.why {
				t.Errorf("told %q; want why it fails as an offer: %v", ds[0].Msg, c.why)
			}
		})
	}
}

// A mail's signature ("-- " and the sender's name after it) is told once,
// at its separator, counting the lines under it, and none of them is read
// (found playing sheets pasted from mail: each line of it was a problem of
// its own, "'Taro' is not a place"). In an offer sheet and in plain orders.
func TestMailSignatureIsToldOnce(t *testing.T) {
	for _, c := range []struct {
		name string
		b    Board
		text string
	}{
		{"offer sheet", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\n-- \nA MAR - BUR\nSent from my phone\n\n"},
		{"plain orders", allLoyal(), "FRANCE:\nA PAR - BUR\n--\nA MAR - BUR\nSent from my phone\n\n"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			shs, ds := read(t, c.b, c.text)
			if len(ds) != 1 || ds[0].Pos.Line != 3 || !strings.Contains(ds[0].Msg, "this line and the 2 after it") {
				t.Fatalf("problems %v, want one at line 3 naming it and the 2 lines after it", ds)
			}
			for _, o := range shs[0].Orders {
				if o.Order.Unit.Province() == "MAR" {
					t.Errorf("the signature's line was read: %v", o)
				}
			}
			if shs[0].Offers != nil && len(shs[0].Offers.Ignored) != 3 {
				t.Errorf("ignored %v, want the signature's three lines", shs[0].Offers.Ignored)
			}
			// A report lists the ignored lines by number: each under its own
			// (found playing: "line 7: Sent from my phone" under the separator's).
			if shs[0].Offers != nil {
				for i, l := range shs[0].Offers.Ignored {
					if l.Pos.Line != 3+i {
						t.Errorf("ignored line %q is numbered %d, want %d", l.Text, l.Pos.Line, 3+i)
					}
				}
			}
		})
	}
}

// What a signature's lines are told is the same wherever the sheet stands
// in the pasted text: a player's report numbers the lines from its own
// sheet, so a message naming the pasted text's line numbers ("lines 7 to
// 9" under "line 2") misleads (found playing sheets pasted from mail).
// The lines under the separator are told they follow it, not the
// separator's message again.
func TestSignatureIsToldWithoutThePastedTextsNumbers(t *testing.T) {
	section := "FRANCE:\n5 : A PAR - BUR\n-- \nA MAR - BUR\nSent from my phone\n"
	messages := func(text string) []string {
		shs, _ := read(t, opening(orders.Movement), text)
		for _, sh := range shs {
			if sh.Power == "FRANCE" {
				var ms []string
				for _, l := range sh.Offers.Ignored {
					ms = append(ms, l.Msg)
				}
				return ms
			}
		}
		t.Fatalf("no FRANCE sheet in %q", text)
		return nil
	}
	first := messages(section)
	later := messages("ENGLAND:\n3 : F LON - NTH\n2 : F EDI - NWG\n\n" + section)
	if strings.Join(first, "|") != strings.Join(later, "|") {
		t.Errorf("told differently by where the sheet stands:\n first %q\n later %q", first, later)
	}
	if len(first) != 3 || !strings.Contains(first[0], "signature begins here") {
		t.Fatalf("ignored %q, want the separator told first", first)
	}
	for _, m := range first[1:] {
		if strings.Contains(m, "begins here") || !strings.Contains(m, "under a mail signature") {
			t.Errorf("a line under the separator is told %q, want that it is under a mail signature", m)
		}
	}
}

// A phone's signature line ("Sent from my iPhone") left at a section's
// end is told as what it is, in offer sheets and plain orders alike: it
// was refused as "'Sent' is not a place on this map" (found playing sheets
// pasted from mail). The mail loop leaves out the same lines (engine/mail),
// by the same test.
func TestPhoneSignatureIsTold(t *testing.T) {
	for _, c := range []struct {
		name string
		b    Board
		text string
	}{
		{"offer sheet", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\nSent from my iPhone\n"},
		{"plain orders", allLoyal(), "FRANCE:\nA PAR - BUR\n  Get Outlook for Android\n"},
		{"adjustments", opening(orders.Adjustments), "FRANCE:\nWAIVE\nEnvoyé de mon iPhone\n"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			_, ds := read(t, c.b, c.text)
			if len(ds) != 1 || ds[0].Pos.Line != 3 || !strings.Contains(ds[0].Msg, "mail client's signature") {
				t.Fatalf("problems %v, want one at line 3 saying it is a mail client's signature", ds)
			}
		})
	}
	if _, sig := PhoneSignature("Sent 5 to England"); sig {
		t.Error("a line beginning 'Sent' is taken for a signature")
	}
}

// A reply's line introducing the quoted earlier mail ("On Mon, 1 Dec 2026
// at 10:00, GM <gm@x.org> wrote:") is told as what it is: read as an
// order, "On Mon" was taken for a unit in Montenegro on Youngstown, and on
// the standard map for "'On' is not a place", neither saying to delete it
// (found playing sheets pasted from mail).
func TestReplyIntroductionIsTold(t *testing.T) {
	for _, c := range []struct {
		name string
		b    Board
		text string
	}{
		{"offer sheet", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\nOn Mon, 1 Dec 2026 at 10:00, GM <gm@x.org> wrote:\n"},
		{"offer sheet, place first", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\nPAR GM wrote:\n"},
		{"adjustments", opening(orders.Adjustments), "FRANCE:\nWAIVE\n  Le lun. 1 déc. 2026, GM a écrit :\n"},
		{"plain orders", allLoyal(), "FRANCE:\nA PAR - BUR\nAm Mo., 1. Dez. 2026 schrieb GM:\n"},
		// Two words and a colon look like a header: not when it says wrote.
		{"short, like a header", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\nAnn wrote:\n"},
		// As the mail loop leaves it out of a mail (engine/mail), by the same test.
		{"writes", opening(orders.Movement), "FRANCE:\n5 : A PAR - BUR\nAnn Smith <ann@x.org> writes:\n"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			_, ds := read(t, c.b, c.text)
			if len(ds) != 1 || ds[0].Pos.Line != 3 || !strings.Contains(ds[0].Msg, "introduces quoted earlier mail") {
				t.Fatalf("problems %v, want one at line 3 saying it introduces quoted mail", ds)
			}
		})
	}
}

// Both readers count the lines under a signature alike, a comment among
// them (an offer sheet counted it and plain orders did not).
func TestSignatureCountsAlikeInBothReaders(t *testing.T) {
	for name, b := range map[string]Board{"offer sheet": opening(orders.Movement), "plain orders": allLoyal()} {
		_, ds := read(t, b, "FRANCE:\nA PAR - BUR\n-- \n% from Paris\n")
		if len(ds) != 1 || !strings.Contains(ds[0].Msg, "this line and the one after it") {
			t.Errorf("%s: %v, want the comment counted under the signature", name, ds)
		}
	}
}
