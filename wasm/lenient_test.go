package main

import (
	"encoding/json"
	"testing"
)

// The lenient choice's count is what a lenient adjudication really sets
// aside: a misspelt header's whole section, and an earlier section of a
// power that appears twice (sheets.Split, read leniently).
func TestIgnoredCountsWholeSections(t *testing.T) {
	g := demoGame(t)
	text := "ITALY:\n4 : A VEN - PIE\n2 : A ROM - APU\n\n" + // lines 1-3, replaced
		"GERMNAY:\n7 : A MUN - RUH\n3 : F KIE - DEN\n1 : A BER H\n\n" + // lines 5-8, no power
		"FRANCE:\n4 : A PAR - XYZ\n\n" + // line 11 invalid
		"ITALY:\n3 : F NAP - ION\n" // line 13, replaces line 1's section
	r := ask(t, "ignored", map[string]any{"game": g, "text": text})
	if !r.OK {
		t.Fatalf("ignored: %s", r.Error)
	}
	var v lenientCount
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Sections) != 2 {
		t.Fatalf("sections set aside: %+v; want ITALY's first and GERMNAY's", v.Sections)
	}
	if s := v.Sections[0]; s.Power != "ITALY" || s.Header != 1 || s.Lines != 2 || s.ReplacedBy != 13 {
		t.Errorf("first set-aside section %+v; want ITALY at line 1, 2 lines, replaced by line 13", s)
	}
	if s := v.Sections[1]; s.Power != "" || s.Written != "GERMNAY" || s.Header != 5 || s.Lines != 3 {
		t.Errorf("second set-aside section %+v; want GERMNAY at line 5, 3 lines", s)
	}
	// 2 + 3 lines of the set-aside sections, the GERMNAY header, the second
	// ITALY header (diagnosed), and France's invalid line: each once.
	if v.Lines != 2+3+1+1+1 {
		t.Errorf("%d lines ignored; want the 5 set-aside lines, both diagnosed headers and France's bad line", v.Lines)
	}
}
