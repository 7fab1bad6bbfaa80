package orders

import (
	"errors"
	"testing"
)

// Parse never panics, and every error it gives is an *Error pointing into
// the text (or just past its end).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"A PAR - BUR", "army paris to burgundy", "F NTH C A LON - NWY", "FRENCH A MAR S A PAR - BUR",
		"PAR H", "F TRI DISBAND", "BUILD F STP/NC", "REMOVE A PAR", "WAIVE", "A LON - NTH - NWY",
		"A LON - NWY VIA NTH", "A LON - NWY VIA CONVOY", "F MAO - North Coast of Spain",
		"F MAO - Spain (north coast)", "F CON - BUL(EC)", "F SPA/", "A PAR - ", "(((", "- - -",
		"F Mid-Atlantic Ocean - SPA NC", "a bel-hol via convoy  # explicit!", "\xff\xfe", "ПАРИЖ",
	} {
		for _, ph := range []byte{'M', 'R', 'A'} {
			f.Add(s, ph)
		}
	}
	f.Fuzz(func(t *testing.T, text string, ph byte) {
		o, err := Parse(std, text, PhaseKind(ph))
		if err != nil {
			checkErrorColumn(t, text, err)
			return
		}
		// What parses prints canonically, and the canonical text parses
		// back to the same thing.
		p := PhaseKind(ph)
		if p != Retreats && p != Adjustments {
			p = Movement
		}
		again, err := Parse(std, o.String(), p)
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which does not parse again: %v", text, o, err)
		}
		if again.String() != o.String() {
			t.Fatalf("Parse(%q) = %q, but that reads back as %q", text, o, again)
		}
		// Complete and Check never panic either, and their errors have no column.
		pos := Position{}
		for _, u := range std.Start {
			pos[u.Loc.Province()] = Placed{Power: u.Power, Unit: Unit{u.Type, u.Loc}}
		}
		c := o
		err = Complete(std, pos, &c)
		if err == nil {
			err = Check(std, pos, c)
		}
		var e *Error
		if err != nil && (!errors.As(err, &e) || e.Col != 0 || e.Msg == "") {
			t.Fatalf("Complete/Check of %q: %#v", o, err)
		}
		if _, err := ParseAction(std, o.Unit, text, PhaseKind(ph)); err != nil {
			checkErrorColumn(t, text, err)
		}
		if _, err := ParseUnit(std, text); err != nil {
			checkErrorColumn(t, text, err)
		}
	})
}

func checkErrorColumn(t *testing.T, text string, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error for %q is %T, want *Error", text, err)
	}
	if e.Col < 0 || e.Col > len(text)+1 {
		t.Fatalf("error for %q at column %d, outside 0..%d: %v", text, e.Col, len(text)+1, e)
	}
	if e.Msg == "" {
		t.Fatalf("error for %q has no message", text)
	}
}

func BenchmarkParse(b *testing.B) {
	texts := []string{
		"A PAR - BUR", "F NTH C A LON - NWY", "FRENCH A MAR S FRENCH A PAR - BUR",
		"THE FLEET IN MAO MOVES TO SPAIN/NC", "F English Channel - Mid-Atlantic Ocean",
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := Parse(std, texts[i%len(texts)], Movement); err != nil {
			b.Fatal(err)
		}
	}
}
