package orders

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
)

// A power is named by its name or by its full name as the map files spell
// it, in any case and with any spaces between the words; not by its name
// cut into other words, nor by its full name with other signs (issue 30).
func TestPowerNamed(t *testing.T) {
	load := func(name string) *board.Map {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	void, ren, empire := load("void"), load("renaissance"), load("empire")
	for _, c := range []struct {
		m       *board.Map
		written string
		want    string
	}{
		{board.Standard(), "france", "FRANCE"},
		{void, "GULFOFBOTHNIA", "GULFOFBOTHNIA"},
		{void, "GULF OF BOTHNIA", "GULFOFBOTHNIA"},
		{void, "gulf  of\tbothnia", "GULFOFBOTHNIA"},
		{void, "GULF OFBOTHNIA", ""},
		{void, "GU LF OF BOTHNIA", ""},
		{ren, "POLAND-LITHUANIA", "POLANDLITHUANIA"},
		{ren, "POLAND LITHUANIA", ""},
		{ren, "Holy Roman Empire", "HOLYROMANEMPIRE"},
		{empire, "B.C.", "BC"},
		{board.Standard(), "FRAN CE", ""},
		{board.Standard(), "", ""},
	} {
		got := ""
		if p := PowerNamed(c.m, c.written); p != nil {
			got = p.Name
		}
		if got != c.want {
			t.Errorf("%s: %q names %q, want %q", c.m.ID, c.written, got, c.want)
		}
	}
}
