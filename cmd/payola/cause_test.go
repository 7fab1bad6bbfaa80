package main

import (
	"encoding/json"
	"testing"
)

// Issue 21, game-format §4 extended: adjudicate --json gives each order's
// cause as a field of its own, for tools; the fields before it are as they
// were. A silent power's dislodged unit is disbanded for want of a retreat
// (rule 3.3), and the cause says so.
func TestJSONOrdersCarryTheirCause(t *testing.T) {
	dir := t.TempDir()
	retreat := write(t, dir, "retreat.json", `{"format":"payola-game/1","map":"standard","phase":"F1901R","powers":[
		{"name":"FRANCE","balance":24,"units":["F BRE"],"centers":["BRE","PAR","MAR"]},
		{"name":"GERMANY","balance":7,"units":["A BUR"],"centers":["MUN"]}],
		"dislodged":[{"power":"FRANCE","unit":"A BUR","attackedFrom":"MUN"}]}`)
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", retreat, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res struct {
		Orders []struct {
			Power, Unit, Order, Result string
			Cause                      *struct{ Reason, Words string }
		}
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Orders) != 1 || res.Orders[0].Order != "A BUR DISBAND" || res.Orders[0].Cause == nil ||
		res.Orders[0].Cause.Reason != "no retreat ordered" || res.Orders[0].Cause.Words == "" {
		t.Errorf("orders: %+v", res.Orders)
	}
}
