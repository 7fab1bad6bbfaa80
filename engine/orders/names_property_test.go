package orders

import (
	"fmt"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
)

// Issue 31: every name a map defines is read wherever a unit may be
// written. On every built-in map, a unit written with its province's full
// name or abbreviation, in upper, lower or the map's case, holds in that
// province (empire's "Washington D C", "Straits of Juan de Fuca",
// youngstown's "Off Board A", sailho's "Joxter's Retreat" included); and
// every power's adjective and full name, of one word or several ("BRITISH
// COLUMBIAN A VAN", void's "W MEDITERRANEAN F WES"), names that power
// before the unit.
func TestEveryNameOfEveryMapReads(t *testing.T) {
	names := append([]string{"standard"}, maps.Names()...)
	for _, name := range names {
		m := board.Standard()
		if name != "standard" {
			var err error
			if m, err = maps.Load(name); err != nil {
				t.Fatal(err)
			}
		}
		n := 0
		for _, pr := range m.Provinces {
			ut := "A"
			switch pr.Terrain {
			case board.Sea:
				ut = "F"
			case board.Shut:
				continue
			}
			for _, written := range []string{pr.ID, pr.Name, upper(pr.Name), lower(pr.Name)} {
				text := fmt.Sprintf("%s %s H", ut, written)
				o, err := Parse(m, text, Movement)
				if err != nil {
					t.Errorf("%s: %q: %v", name, text, err)
					continue
				}
				if o.Unit.Province() != pr.ID || o.Kind != Hold {
					t.Errorf("%s: %q reads as %s, want %s %s H", name, text, o, ut, pr.ID)
				}
				n++
			}
		}
		// A unit of each power, in some place of the map, with the power's
		// adjective or full name before it.
		var at board.Loc
		for _, pr := range m.Provinces {
			if pr.Terrain == board.Land || pr.Terrain == board.Coast {
				at = board.Loc(pr.ID)
				break
			}
		}
		for _, pw := range m.Powers {
			for _, word := range []string{pw.Name, pw.Adjective, pw.FullName} {
				if word == "" {
					continue
				}
				text := fmt.Sprintf("%s A %s H", word, at)
				p := newParser(m, text, 0, Movement)
				u, power, err := p.unit(func() string { return "a unit" })
				p.free()
				if err != nil || u.Loc != at || power != pw.Name {
					t.Errorf("%s: %q reads as %v of %q (%v), want A %s of %s", name, text, u, power, err, at, pw.Name)
				}
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no name read", name)
		}
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}
