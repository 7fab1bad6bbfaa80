package game

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render"
)

// Rule 6.3 (Tin Cup): no file a power receives reveals a unit, or an order,
// that it cannot see. The Spring 1901 orders plant distinctive moves far
// from most powers (Turkey into Armenia and the Black Sea, Russia into the
// Gulf of Bothnia); for every power, every order whose provinces are all
// out of its sight before and after the phase must be absent, with its
// unit before and after, from its results, its map and its report, and
// from its map of the board that follows.
func TestBlindPrivacy(t *testing.T) {
	f, err := StartVariant(board.Standard(), "privacy", 1, json.RawMessage(`{"blind": true}`))
	if err != nil {
		t.Fatal(err)
	}
	data, _ := f.Encode()
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	text := `AUSTRIA:
A VIE - GAL
A BUD - SER
F TRI - ALB
ENGLAND:
F LON - NTH
F EDI - NWG
A LVP - YOR
FRANCE:
F BRE - MAO
A PAR - BUR
A MAR - SPA
GERMANY:
F KIE - DEN
A BER - KIE
A MUN - RUH
ITALY:
F NAP - ION
A ROM - APU
A VEN H
RUSSIA:
F STP/SC - BOT
A MOS - UKR
A WAR - GAL
F SEV - BLA
TURKEY:
F ANK - BLA
A CON - BUL
A SMY - ARM
3 : F ANK - BLA
`
	r, err := Adjudicate(g, text, Options{})
	if err != nil {
		t.Fatal(err)
	}
	files, err := Downloads(g, r)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := files["privacy-S1901M-results.txt"]; ok {
		t.Error("a public results file in a blind game")
	}
	if _, ok := files["privacy-S1901M-map.svg"]; ok {
		t.Error("a public map in a blind game")
	}
	if _, ok := files["privacy-S1901M-gm-map.svg"]; !ok {
		t.Error("the GM's full map is missing")
	}
	nextData, _ := r.Next.Encode()
	ng, err := Load(nextData)
	if err != nil {
		t.Fatal(err)
	}
	province := regexp.MustCompile(`\b[A-Z]{3}\b`)
	checked := 0
	for _, p := range f.Powers {
		v := r.Views[p.Name]
		low := strings.ToLower(p.Name)
		var board bytes.Buffer
		if err := render.Map(&board, g.Map, ViewScene("next", ng.BoardView(p.Name))); err != nil {
			t.Fatal(err)
		}
		own := map[string]string{
			"results": string(files["privacy-S1901M-"+low+"-results.txt"]),
			"map":     string(files["privacy-S1901M-"+low+"-map.svg"]),
			"report":  string(files["privacy-S1901M-"+low+"-private.txt"]),
			"board":   board.String(),
		}
		for kind, s := range own {
			if s == "" {
				t.Fatalf("%s has no %s", p.Name, kind)
			}
		}
		for _, o := range r.Orders {
			if o.Power == p.Name {
				continue
			}
			hidden := true
			for _, prov := range province.FindAllString(o.Order, -1) {
				if v.Before[prov] || v.After[prov] {
					hidden = false
				}
			}
			if !hidden {
				continue
			}
			checked++
			typ := o.Unit[:2]
			words := []string{o.Order, o.Unit, `"` + o.Unit + `"`}
			if i := strings.LastIndex(o.Order, " - "); i >= 0 {
				words = append(words, typ+o.Order[i+3:]) // where it went
			}
			for kind, s := range own {
				for _, w := range words {
					if kind != "results" && kind != "report" && !strings.HasPrefix(w, `"`) && w != o.Order {
						w = o.Power + ": " + w // unit titles on the maps
					}
					if strings.Contains(s, w) {
						t.Errorf("%s's %s reveals %q (%s's %s, out of its sight)", p.Name, kind, w, o.Power, o.Order)
					}
				}
			}
		}
	}
	if checked < 60 {
		t.Errorf("only %d hidden orders checked; the position should hide most orders from most powers", checked)
	}
	// The planted moves in words, for the powers far away.
	for _, p := range []string{"england", "france", "germany"} {
		for _, kind := range []string{"results", "private"} {
			s := string(files["privacy-S1901M-"+p+"-"+kind+".txt"])
			for _, w := range []string{"ARM", "SMY", "BLA", "BOT", "TURKEY", "RUSSIA"} {
				if strings.Contains(s, w) {
					t.Errorf("%s's %s mentions %s", p, kind, w)
				}
			}
		}
	}
}
