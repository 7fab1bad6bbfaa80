package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/datc"
)

// Issue 33, coasts in every rule, through the command-line contract: rule
// 8 lets a dislodged unit retreat into a province its unit left in the
// same phase, and a unit with nowhere to go is destroyed at once. For each
// coast of each split-coast province of the standard map and each fleet
// place next to it, a fleet is dislodged there with every other place it
// could go occupied, while the army in the split-coast province walks
// away: the fleet must be kept for the retreat phase (its options read off
// the board after the moves, not before), and its retreat by that coast
// must stand there in the next phase.
func TestRetreatIntoAProvinceVacatedThisPhaseThroughCLI(t *testing.T) {
	m := board.Standard()
	name := func(l board.Loc) string { return strings.ToLower(string(l)) }
	n := 0
	for _, p := range m.Provinces {
		if len(p.Coasts) < 2 {
			continue
		}
		for _, c := range p.Coasts {
			to := board.Loc(p.ID + "/" + c)
			for from, tos := range m.FleetAdj {
				if from.Province() == p.ID || !slices.Contains(tos, to) {
					continue
				}
				// Every other place the fleet could go is held; two of the
				// holders dislodge it.
				var block []board.Loc
				for _, l := range tos {
					if l.Province() != p.ID && !slices.ContainsFunc(block, func(b board.Loc) bool { return b.Province() == l.Province() }) {
						block = append(block, l)
					}
				}
				var attacker, supporter board.Loc
				for _, b := range block {
					switch {
					case attacker == "" && slices.Contains(m.FleetAdj[b], from):
						attacker = b
					case supporter == "" && m.Touches(board.Fleet, b, from.Province()):
						supporter = b
					}
				}
				var away string
				for _, a := range m.ArmyAdj[p.ID] {
					if !slices.ContainsFunc(block, func(b board.Loc) bool { return b.Province() == a }) && a != from.Province() {
						away = a
						break
					}
				}
				if attacker == "" || supporter == "" || away == "" {
					continue
				}
				c := datc.Case{ID: fmt.Sprintf("%s by %s", to, from), Phase: "movement"}
				c.Prestate = append(c.Prestate, datc.Line{Power: "TURKEY", Text: "F " + name(from)}, datc.Line{Power: "FRANCE", Text: "A " + strings.ToLower(p.ID)})
				for _, b := range block {
					c.Prestate = append(c.Prestate, datc.Line{Power: "ENGLAND", Text: "F " + name(b)})
				}
				c.Orders = []datc.Line{
					{Power: "ENGLAND", Text: fmt.Sprintf("F %s - %s", name(attacker), name(from))},
					{Power: "ENGLAND", Text: fmt.Sprintf("F %s S F %s - %s", name(supporter), name(attacker), name(from))},
					{Power: "FRANCE", Text: fmt.Sprintf("A %s - %s", strings.ToLower(p.ID), strings.ToLower(away))},
				}
				next := adjudicateCase(t, c.ID, datcGame(c), datcOrders(c))
				if next == nil {
					continue
				}
				var g struct {
					Phase     string `json:"phase"`
					Dislodged []struct {
						Power string `json:"power"`
						Unit  string `json:"unit"`
					} `json:"dislodged"`
				}
				if err := json.Unmarshal(next, &g); err != nil {
					t.Fatal(err)
				}
				fleet := "F " + string(from)
				if g.Phase != "S1901R" || len(g.Dislodged) != 1 || g.Dislodged[0].Unit != fleet {
					t.Errorf("%s: next phase %s with dislodged %+v; want %s kept for its retreat to %s, left empty this phase", c.ID, g.Phase, g.Dislodged, fleet, to)
					continue
				}
				after := adjudicateCase(t, c.ID+", retreat", next, fmt.Sprintf("TURKEY:\n%s - %s\n", fleet, name(to)))
				var h struct {
					Powers []struct {
						Name  string   `json:"name"`
						Units []string `json:"units"`
					} `json:"powers"`
				}
				if err := json.Unmarshal(after, &h); err != nil {
					t.Fatal(err)
				}
				var turkey []string
				for _, pw := range h.Powers {
					if pw.Name == "TURKEY" {
						turkey = pw.Units
					}
				}
				if !slices.Equal(turkey, []string{"F " + string(to)}) {
					t.Errorf("%s: after %s - %s Turkey has %v", c.ID, fleet, to, turkey)
				}
				n++
			}
		}
	}
	if n < 10 {
		t.Fatalf("only %d retreats into a vacated split-coast province tried", n)
	}
	t.Logf("%d retreats into a vacated split-coast province", n)
}

// adjudicateCase runs `payola adjudicate --json` on a game file and orders
// and returns the next game file.
func adjudicateCase(t *testing.T, id string, game []byte, text string) json.RawMessage {
	t.Helper()
	dir := t.TempDir()
	gamePath, ordersPath := filepath.Join(dir, "game.json"), filepath.Join(dir, "orders.txt")
	if err := os.WriteFile(gamePath, game, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ordersPath, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"adjudicate", "--game", gamePath, "--orders", ordersPath, "--json", "--seed", "1"}, nil, &stdout, &stderr); code != 0 {
		t.Errorf("%s: exit %d: %s\norders:\n%s", id, code, stderr.String(), text)
		return nil
	}
	var out struct {
		Next json.RawMessage `json:"next"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatalf("%s: output is not the JSON object of the contract: %v", id, err)
	}
	return out.Next
}
