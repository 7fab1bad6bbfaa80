package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// datcCase is a case of the judge's DATC testdata (engine/judge/testdata).
type datcCase struct {
	ID            string      `json:"id"`
	Phase         string      `json:"phase"`
	Prestate      []datcEntry `json:"prestate"`
	Orders        []datcEntry `json:"orders"`
	Poststate     []datcEntry `json:"poststate"`
	PostDislodged []datcEntry `json:"postDislodged"`
	Same          bool        `json:"same"`
}

type datcEntry struct {
	Power string `json:"power"`
	Text  string `json:"text"`
}

// The DATC movement cases run exactly as an outside harness would: a game
// file with every power loyal, the orders as pasted text, `payola
// adjudicate --json --lenient`, and the next position read from the JSON.
func TestDATCMovementThroughCLI(t *testing.T) {
	data, err := os.ReadFile("../../engine/judge/testdata/datc.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []datcCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, c := range cases {
		if c.Phase != "movement" {
			continue
		}
		ran++
		t.Run(c.ID, func(t *testing.T) {
			dir := t.TempDir()
			gamePath := filepath.Join(dir, "game.json")
			ordersPath := filepath.Join(dir, "orders.txt")
			if err := os.WriteFile(gamePath, datcGame(c), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(ordersPath, []byte(datcOrders(c)), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			code := run([]string{"adjudicate", "--game", gamePath, "--orders", ordersPath, "--json", "--lenient", "--seed", "1"}, nil, &stdout, &stderr)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			var out struct {
				Next struct {
					Powers []struct {
						Name  string   `json:"name"`
						Units []string `json:"units"`
					} `json:"powers"`
					Dislodged []struct {
						Power string `json:"power"`
						Unit  string `json:"unit"`
					} `json:"dislodged"`
				} `json:"next"`
			}
			if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
				t.Fatalf("output is not the JSON object of the contract: %v", err)
			}
			var got, gotDis []string
			for _, p := range out.Next.Powers {
				for _, u := range p.Units {
					got = append(got, p.Name+" "+u)
				}
			}
			for _, d := range out.Next.Dislodged {
				gotDis = append(gotDis, d.Power+" "+d.Unit)
			}
			want := c.Poststate
			if c.Same {
				want = c.Prestate
			}
			if g, w := sorted(got), entries(want); g != w {
				t.Errorf("position:\n got  %s\n want %s", g, w)
			}
			if g, w := sorted(gotDis), entries(c.PostDislodged); g != w {
				t.Errorf("dislodged:\n got  %s\n want %s", g, w)
			}
		})
	}
	if ran < 100 {
		t.Fatalf("only %d movement cases found in the DATC testdata", ran)
	}
}

func datcGame(c datcCase) []byte {
	units := map[string][]string{}
	for _, e := range c.Prestate {
		p := strings.ToUpper(e.Power)
		units[p] = append(units[p], e.Text)
	}
	var powers []string
	for _, p := range []string{"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"} {
		us, _ := json.Marshal(append([]string{}, units[p]...))
		powers = append(powers, fmt.Sprintf(`{"name": %q, "status": "loyal", "balance": 0, "units": %s, "centers": []}`, p, us))
	}
	return []byte(fmt.Sprintf(`{"format": "payola-game/1", "map": "standard", "phase": "S1901M", "powers": [%s]}`, strings.Join(powers, ",\n")))
}

// datcOrders gives each power one section holding its orders.
func datcOrders(c datcCase) string {
	var powers []string
	byPower := map[string][]string{}
	for _, e := range c.Orders {
		p := strings.ToUpper(e.Power)
		if byPower[p] == nil {
			powers = append(powers, p)
		}
		byPower[p] = append(byPower[p], e.Text)
	}
	var b strings.Builder
	for _, p := range powers {
		fmt.Fprintf(&b, "%s:\n%s\n", p, strings.Join(byPower[p], "\n"))
	}
	return b.String()
}

// entries prints expected units in the form the CLI's next file uses
// (the DATC file spells some provinces by alias: GOL, MID, NRG).
func entries(es []datcEntry) string {
	m := board.Standard()
	var s []string
	for _, e := range es {
		f := strings.Fields(e.Text)
		loc, ok := m.Lookup(f[1])
		if !ok {
			loc = board.Loc(strings.ToUpper(f[1]))
		}
		s = append(s, strings.ToUpper(e.Power)+" "+strings.ToUpper(f[0])+" "+string(loc))
	}
	return sorted(s)
}

func sorted(s []string) string {
	sort.Strings(s)
	return strings.Join(s, "; ")
}
