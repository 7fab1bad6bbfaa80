package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// Issue 35 through the page's calls: New game takes the players'
// addresses, addresses edits them later (refusing what is no address),
// mail reads dropped files into sheets under their powers' headers,
// missing lists who has sent nothing with rule 3.3's consequence, and
// drafts writes one mail per power to its own addresses.
func TestMailCalls(t *testing.T) {
	r := ask(t, "new", map[string]any{"name": "club", "addresses": map[string][]string{"FRANCE": {"Ann Vidal <ann@example.org>"}}})
	if !r.OK {
		t.Fatalf("new: %s", r.Error)
	}
	var g struct {
		Game string `json:"game"`
	}
	json.Unmarshal(r.Value, &g)
	if !strings.Contains(g.Game, `"Ann Vidal <ann@example.org>"`) {
		t.Fatalf("the new game has no addresses:\n%.400s", g.Game)
	}
	if r := ask(t, "addresses", map[string]any{"game": g.Game, "addresses": map[string][]string{"england": {"carl at example"}}}); r.OK || !strings.Contains(r.Error, `powers[1].addresses[0]: "carl at example" is not a mail address`) {
		t.Errorf("a bad address: %+v", r)
	}
	r = ask(t, "addresses", map[string]any{"game": g.Game, "addresses": map[string][]string{"england": {"carl@example.com"}}})
	if !r.OK {
		t.Fatalf("addresses: %s", r.Error)
	}
	json.Unmarshal(r.Value, &g)

	eml, err := os.ReadFile("../engine/mail/testdata/outlook-1252.eml")
	if err != nil {
		t.Fatal(err)
	}
	r = ask(t, "mail", map[string]any{"game": g.Game, "mail": []map[string]any{{"name": "outlook-1252.eml", "data": eml}}})
	if !r.OK {
		t.Fatalf("mail: %s", r.Error)
	}
	var in struct {
		Text   string `json:"text"`
		Sheets []struct {
			Power, By string
		} `json:"sheets"`
		Messages []struct {
			Sender, Date string
		} `json:"messages"`
		Told []string `json:"told"`
	}
	json.Unmarshal(r.Value, &in)
	if len(in.Sheets) != 1 || in.Sheets[0].Power != "ENGLAND" || !strings.HasPrefix(in.Text, "ENGLAND:\n5 : F LON - NTH\n") ||
		in.Messages[0].Date != "2026-03-02T11:02:33Z" || len(in.Told) == 0 {
		t.Errorf("mail: %+v", in)
	}

	r = ask(t, "check", map[string]any{"game": g.Game, "text": in.Text})
	var tc struct{ Silent []string }
	json.Unmarshal(r.Value, &tc)
	r = ask(t, "missing", map[string]any{"game": g.Game, "silent": tc.Silent})
	var miss []struct{ Power, Consequence string }
	json.Unmarshal(r.Value, &miss)
	if !r.OK || len(miss) != 6 || miss[0].Power != "AUSTRIA" || !strings.HasPrefix(miss[0].Consequence, "rule 3.3:") {
		t.Errorf("missing: %s %+v", r.Error, miss)
	}

	r = ask(t, "drafts", map[string]any{"game": g.Game, "text": in.Text})
	var ds struct {
		Drafts []struct {
			Name, Power, Text string
			To                []string
		} `json:"drafts"`
	}
	json.Unmarshal(r.Value, &ds)
	if !r.OK || len(ds.Drafts) != 8 {
		t.Fatalf("drafts: %s, %d drafts", r.Error, len(ds.Drafts))
	}
	for _, d := range ds.Drafts {
		if d.Power == "FRANCE" && (len(d.To) != 1 || !strings.HasPrefix(d.Text, "X-Unsent: 1\r\n") || strings.Contains(d.Text, "carl@example.com")) {
			t.Errorf("France's draft: to %q\n%.300s", d.To, d.Text)
		}
	}
}

// Issue 35: the GM page's Powers panel shows each power's addresses from
// the load call's summary (a power with none has an empty list, not null).
func TestLoadSumsUpTheAddresses(t *testing.T) {
	r := ask(t, "new", map[string]any{"name": "club", "addresses": map[string][]string{"FRANCE": {"Ann Vidal <ann@example.org>", "bo@example.org"}}})
	if !r.OK {
		t.Fatalf("new: %s", r.Error)
	}
	var g struct {
		Game string `json:"game"`
	}
	json.Unmarshal(r.Value, &g)
	r = ask(t, "load", map[string]any{"game": g.Game})
	if !r.OK {
		t.Fatalf("load: %s", r.Error)
	}
	var s struct {
		Powers []struct {
			Name      string
			Addresses *[]string
		}
	}
	if err := json.Unmarshal(r.Value, &s); err != nil {
		t.Fatal(err)
	}
	for _, p := range s.Powers {
		want := []string{}
		if p.Name == "FRANCE" {
			want = []string{"Ann Vidal <ann@example.org>", "bo@example.org"}
		}
		if p.Addresses == nil || strings.Join(*p.Addresses, "|") != strings.Join(want, "|") {
			t.Errorf("%s: addresses %v, want %q", p.Name, p.Addresses, want)
		}
	}
}

// Issue 35 with issue 29's sessions: the addresses call answers a new game
// file and leaves the game it was given as it was. Given a session, the
// game kept under that session's name (a digest of its content) must not
// change, or every later call naming it would read another game than the
// one the name was made of.
func TestAddressesLeaveTheSessionsGame(t *testing.T) {
	r := ask(t, "new", map[string]any{"name": "club"})
	if !r.OK {
		t.Fatalf("new: %s", r.Error)
	}
	var g struct {
		Game string `json:"game"`
	}
	json.Unmarshal(r.Value, &g)
	session := openOn(t, g.Game)
	r = ask(t, "addresses", map[string]any{"session": session, "addresses": map[string][]string{"FRANCE": {"ann@example.org"}}})
	if !r.OK {
		t.Fatalf("addresses: %s", r.Error)
	}
	if !strings.Contains(string(r.Value), "ann@example.org") {
		t.Errorf("the new game file lacks the address: %s", r.Value)
	}
	bySession := ask(t, "load", map[string]any{"session": session})
	byFile := ask(t, "load", map[string]any{"game": g.Game})
	if string(bySession.Value) != string(byFile.Value) {
		t.Errorf("after the addresses call the session's game is not the file it was opened on:\nsession: %s\nfile:    %s", bySession.Value, byFile.Value)
	}
}

// Issue 35's deadlines through the page's calls: New game takes one (a bad
// one refused naming the field), load sums it up (in RFC 3339 for the
// page's clock, and in words), deadline sets and clears it, adjudicate
// sets the next phase's, and drafts follow an address corrected after
// adjudicating and the next phase's deadline as moved since: the address
// in To, the deadline in every subject.
func TestDeadlineCalls(t *testing.T) {
	game := func(r reply) string {
		t.Helper()
		if !r.OK {
			t.Fatalf("%s", r.Error)
		}
		var g struct {
			Game string `json:"game"`
		}
		json.Unmarshal(r.Value, &g)
		return g.Game
	}
	if r := ask(t, "new", map[string]any{"name": "club", "deadline": "Friday"}); r.OK || !strings.HasPrefix(r.Error, `deadline: "Friday" is not a deadline`) {
		t.Errorf("a bad deadline: %+v", r)
	}
	g := game(ask(t, "new", map[string]any{"name": "club", "deadline": "2026-12-07T18:00+01:00", "addresses": map[string][]string{"FRANCE": {"ann@example.org"}}}))
	r := ask(t, "load", map[string]any{"game": g})
	var s struct{ Deadline, DeadlineLong string }
	json.Unmarshal(r.Value, &s)
	if s.Deadline != "2026-12-07T18:00:00+01:00" || s.DeadlineLong != "Monday 7 December 2026, 18:00 UTC+01:00" {
		t.Errorf("load: deadline %q, %q", s.Deadline, s.DeadlineLong)
	}
	moved := game(ask(t, "deadline", map[string]any{"game": g, "deadline": "2026-12-08T18:00:00+01:00"}))
	if !strings.Contains(moved, `"deadline": "2026-12-08T18:00:00+01:00"`) {
		t.Errorf("the deadline call did not move it:\n%.300s", moved)
	}
	if cleared := game(ask(t, "deadline", map[string]any{"game": g, "deadline": ""})); strings.Contains(cleared, `"deadline"`) {
		t.Errorf("the deadline call did not clear it")
	}
	if r := ask(t, "deadline", map[string]any{"game": g, "deadline": "2026-12-32T18:00Z"}); r.OK || !strings.Contains(r.Error, "2026-12 has no day 32") {
		t.Errorf("a bad day: %+v", r)
	}

	r = ask(t, "adjudicate", map[string]any{"game": g, "text": "", "deadline": "2026-12-21T18:00:00Z"})
	if !r.OK {
		t.Fatalf("adjudicate: %s", r.Error)
	}
	var a struct {
		Files []struct{ Kind, Text string }
	}
	json.Unmarshal(r.Value, &a)
	next := ""
	for _, f := range a.Files {
		if f.Kind == "game" {
			next = f.Text
		}
	}
	if !strings.Contains(next, `"deadline": "2026-12-21T18:00:00Z"`) {
		t.Fatalf("the next game file has not the next phase's deadline:\n%.300s", next)
	}
	if r := ask(t, "adjudicate", map[string]any{"game": g, "text": "", "deadline": "soon"}); r.OK || !strings.HasPrefix(r.Error, "the next phase's deadline:") {
		t.Errorf("a bad next deadline: %+v", r)
	}
	// After adjudicating, the GM corrects France's address (in this file
	// and the next, as the page does) and moves the next phase's deadline;
	// the drafts follow them.
	g = game(ask(t, "addresses", map[string]any{"game": g, "addresses": map[string][]string{"FRANCE": {"new@example.org"}}}))
	r = ask(t, "drafts", map[string]any{"game": g, "text": "", "deadline": "2026-12-22T18:00:00Z"})
	var ds struct {
		Drafts []struct {
			Power, Subject, Body string
			To                   []string
		}
	}
	json.Unmarshal(r.Value, &ds)
	if !r.OK || len(ds.Drafts) != 8 {
		t.Fatalf("drafts: %s", r.Error)
	}
	for _, d := range ds.Drafts {
		if !strings.HasSuffix(d.Subject, "; Fall 1901 Movement due Tuesday 22 December 2026, 18:00 UTC") {
			t.Errorf("%q: subject %q", d.Power, d.Subject)
		}
		if d.Power == "FRANCE" && (len(d.To) != 1 || d.To[0] != "new@example.org") {
			t.Errorf("France's draft to %q; want the address corrected after adjudicating", d.To)
		}
	}
}
