package mail

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
)

// testGame is a standard 1901 game whose players have these addresses.
func testGame(t *testing.T, blind bool, addresses map[string][]string) *gamefile.Game {
	t.Helper()
	var rules []byte
	if blind {
		rules = []byte(`{"blind": true}`)
	}
	f, err := gamefile.StartVariant(board.Standard(), "club", 7, rules)
	if err != nil {
		t.Fatal(err)
	}
	for i := range f.Powers {
		f.Powers[i].Addresses = addresses[f.Powers[i].Name]
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var players = map[string][]string{
	"FRANCE":  {"Ann Vidal <ann@example.org>", "ann.vidal@work.example"},
	"AUSTRIA": {"bruno.keller@gmail.example"},
	"ENGLAND": {"carl@example.com"},
	"GERMANY": {"dora@example.de"},
	"ITALY":   {},
}

// Issue 35: a message goes to the power its header line names, else to
// the power its sender's address belongs to; one that names two powers,
// names one but comes from another's address, or names none from an
// unknown address is left for the GM with the reason, never guessed. Of a
// power's messages the latest by Date stands and says what it replaces.
func TestAssign(t *testing.T) {
	g := testGame(t, false, players)
	var msgs []Message
	for _, f := range []string{"thunderbird-plain.eml", "gmail-alternative.eml", "outlook-1252.eml", "html-only.eml", "inbox.mbox"} {
		msgs = append(msgs, readFixture(t, f)...)
	}
	in := Assign(g.Map, g.File.Powers, msgs)
	type got struct {
		power, source, by, text string
		replaces                []string
	}
	want := []got{
		// By sender: Gmail's reply names no power.
		{"AUSTRIA", "gmail-alternative.eml", BySender, "4 : A VIE - GAL\n2 : F TRI - ALB\n% déjà vu", nil},
		// By header, from England's own address.
		{"ENGLAND", "outlook-1252.eml", ByHeader, "5 : F LON - NTH\n1 : F EDI - NWG\n% “no surprises” – Carl", nil},
		// The mbox's corrected sheet of 3 March replaces the two of 2 March
		// (Thunderbird's and the mbox's first), whichever file came first.
		{"FRANCE", "inbox.mbox, message 2", BySender, "4 : A PAR - PIC\n2 : A MAR - SPA", []string{"thunderbird-plain.eml", "inbox.mbox, message 1"}},
		// By header from an address no power has (Italy has none).
		{"ITALY", "html-only.eml", ByHeader, "2 > A VEN - TYR\n1 : F NAP - ION\n1 : A ROM - APU", nil},
	}
	if len(in.Sheets) != len(want) {
		t.Fatalf("%d sheets; want %d: %+v", len(in.Sheets), len(want), in.Sheets)
	}
	for i, w := range want {
		s := in.Sheets[i]
		var replaces []string
		for _, r := range s.Replaces {
			replaces = append(replaces, msgs[r].Source)
		}
		g := got{s.Power, msgs[s.Message].Source, s.By, s.Text, replaces}
		if g.power != w.power || g.source != w.source || g.by != w.by || g.text != w.text || !slices.Equal(g.replaces, w.replaces) {
			t.Errorf("sheet %d:\n%+v\nwant\n%+v", i, g, w)
		}
	}
	wantUndecided := map[string]string{
		"inbox.mbox, message 3": "it holds the headers of 2 powers (FRANCE at line 1, ENGLAND at line 3)",
		"inbox.mbox, message 4": "it has ENGLAND's header (line 1) but comes from FRANCE's address ann@example.org",
		"inbox.mbox, message 5": "it names no power in a header line and its sender (stranger@example.com) is no power's address",
	}
	if len(in.Undecided) != len(wantUndecided) {
		t.Errorf("undecided: %+v; want %d", in.Undecided, len(wantUndecided))
	}
	for _, u := range in.Undecided {
		w, ok := wantUndecided[msgs[u.Message].Source]
		if !ok || !strings.Contains(u.Why, w) {
			t.Errorf("undecided %s: %q; want %q", msgs[u.Message].Source, u.Why, w)
		}
	}
	// The GM's text: each sheet under its header, in the powers' order.
	text := in.Text()
	if want := "AUSTRIA:\n4 : A VIE - GAL\n2 : F TRI - ALB\n% déjà vu\n\nENGLAND:\n"; !strings.HasPrefix(text, want) {
		t.Errorf("text begins\n%s\nwant\n%s", text, want)
	}
	// What is told says what replaced what and why each was assigned.
	told := strings.Join(in.Told(), "\n")
	for _, w := range []string{
		"FRANCE: inbox.mbox, message 2, from Ann Vidal <ANN@example.org>, Tue 3 Mar 2026 07:00 UTC (by its sender's address)",
		"FRANCE: it replaces thunderbird-plain.eml, from Ann Vidal <ann@example.org>, Mon 2 Mar 2026 08:15 UTC",
		"ITALY: assigned by its header: its sender (eva@example.it) is no power's address in the game file",
		"not assigned: inbox.mbox, message 5, from stranger@example.com",
	} {
		if !strings.Contains(told, w) {
			t.Errorf("told:\n%s\ndoes not say\n%s", told, w)
		}
	}
}

// A later message replaces an earlier one by its Date, not by the order
// the files are read in; equal dates keep the later one read.
func TestAssignLatestByDate(t *testing.T) {
	g := testGame(t, false, players)
	msg := func(date, text string) Message {
		msgs, err := Read("m.eml", []byte("From: carl@example.com\nDate: "+date+"\n\n"+text+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		return msgs[0]
	}
	late := msg("Tue, 3 Mar 2026 08:00:00 +0000", "1 : F LON - NTH")
	early := msg("Mon, 2 Mar 2026 08:00:00 +0000", "1 : F LON H")
	in := Assign(g.Map, g.File.Powers, []Message{late, early})
	if len(in.Sheets) != 1 || in.Sheets[0].Text != "1 : F LON - NTH" || !slices.Equal(in.Sheets[0].Replaces, []int{1}) {
		t.Errorf("sheets %+v; want the 3 March sheet replacing message 1", in.Sheets)
	}
	same := msg("Tue, 3 Mar 2026 08:00:00 +0000", "1 : F EDI H")
	in = Assign(g.Map, g.File.Powers, []Message{late, same})
	if len(in.Sheets) != 1 || in.Sheets[0].Text != "1 : F EDI H" {
		t.Errorf("equal dates: %+v; want the one read later", in.Sheets)
	}
}

// Who is missing: the powers the check finds silent, each with its
// addresses and rule 3.3's consequence for the phase.
func TestMissing(t *testing.T) {
	g := testGame(t, false, players)
	tc := game.CheckText(g.State, "FRANCE:\n1 : A PAR H\n")
	miss := MissingOf(g, tc.Silent)
	if len(miss) != 6 {
		t.Fatalf("%d missing; want 6: %+v", len(miss), miss)
	}
	first := miss[0]
	if first.Power != "AUSTRIA" || !slices.Equal(first.Addresses, []string{"bruno.keller@gmail.example"}) ||
		first.Consequence != "rule 3.3: each of its 3 units gets a 0 AgP hold offer of its own; it holds unless another power pays it more" {
		t.Errorf("first missing: %+v", first)
	}
	for _, m := range miss {
		if m.Power == "FRANCE" {
			t.Errorf("France sent its sheet and is listed missing")
		}
	}
}

// A message whose only header is misspelt (GERMNAY:) and whose sender is
// no power's address is left for the GM, and the reason says which line
// looked like a header and which power it may mean: "names no power" alone
// sent the GM hunting through the message for what went wrong.
func TestAssignMisspeltHeaderSays(t *testing.T) {
	g := testGame(t, false, players)
	msgs := []Message{{Source: "germany.eml", From: "bob@example.org", Text: "Hi,\nGERMNAY:\nA BER - KIE\n"}}
	in := Assign(g.Map, g.File.Powers, msgs)
	if len(in.Undecided) != 1 {
		t.Fatalf("undecided %+v, want the message", in.Undecided)
	}
	why := in.Undecided[0].Why
	for _, want := range []string{"line 2", "'GERMNAY' is not a power", "did you mean GERMANY?"} {
		if !strings.Contains(why, want) {
			t.Errorf("why %q\nwants %q", why, want)
		}
	}
}

// What the reader left out of a message as quoted earlier mail or a
// signature is told with the message, counted and its first line shown:
// a quote ending the message ("> 2 : A PAR S A MAR", then "-- " and a
// name) vanished from the CLI's account and the page's without a word,
// though it might hold an order the player meant (seen playing from mail).
func TestAssignTellsWhatWasLeftOut(t *testing.T) {
	g := testGame(t, false, players)
	raw := "From: Cy <cy@example.org>\r\nDate: Tue, 1 Dec 2026 11:00:00 +0100\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nFRANCE:\r\n10 : A PAR - BUR\r\n> 2 : A MAR - SPA\r\n-- \r\nCy\r\n"
	msgs, err := Read("france.eml", []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	in := Assign(g.Map, g.File.Powers, msgs)
	told := strings.Join(in.Told(), "\n")
	want := "FRANCE: france.eml: 3 line(s) of quoted earlier mail or signature left out, not read; the first: '> 2 : A MAR - SPA'"
	if !strings.Contains(told, want) {
		t.Errorf("told:\n%s\nwants %q", told, want)
	}
	if strings.Contains(in.Text(), "MAR") {
		t.Errorf("the quoted offer was read: %q", in.Text())
	}
}
