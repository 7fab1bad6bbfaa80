package gamefile

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
)

// Issue 21: every issued order carries the judge's cause, structured (for
// adjudicate --json, game-format §4) and in words; the history keeps it, so
// a past phase can be told again; a file written without causes still
// loads, and one with them reads back byte for byte.
func TestIssuedOrdersCarryTheirCause(t *testing.T) {
	_, results := playYear(t, `{}`)
	std, err := board.Named("standard")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range results {
		h := r.Next.History.At(r.Next.History.Len() - 1)
		if len(h.Orders) != len(r.Orders) {
			t.Fatalf("%s: history keeps %d orders of %d", r.Phase, len(h.Orders), len(r.Orders))
		}
		for i, o := range r.Orders {
			res := r.Results[i]
			if (o.Cause == nil) != (res.Cause.Reason == judge.NoReason && res.Outcome != judge.Void) {
				t.Errorf("%s %s: cause %+v, the judge's %v", r.Phase, o.Order, o.Cause, res.Cause)
			}
			if o.Cause != nil {
				seen[o.Cause.Reason] = true
				if o.Cause.Words == "" {
					t.Errorf("%s %s: a cause without words", r.Phase, o.Order)
				}
				if hc := h.Orders[i].Cause; hc == nil || hc.Reason != o.Cause.Reason || hc.Words != o.Cause.Words {
					t.Errorf("%s %s: history keeps cause %+v", r.Phase, o.Order, h.Orders[i].Cause)
				}
				if c, err := o.Cause.Judge(std); err == nil && o.Cause.Reason != VoidReason && c.Reason != res.Cause.Reason {
					t.Errorf("%s %s: reads back as %v, was %v", r.Phase, o.Order, c.Reason, res.Cause.Reason)
				}
			}
			if o.Dislodged != (o.DislodgedBy != "") {
				t.Errorf("%s %s: dislodged %v, by %q", r.Phase, o.Order, o.Dislodged, o.DislodgedBy)
			}
		}
		for i, o := range r.Orders {
			js, _ := json.Marshal(o)
			if o.Cause != nil && !bytes.Contains(js, []byte(`,"cause":{"reason":"`+o.Cause.Reason+`"`)) {
				t.Errorf("%s: order %d in JSON lacks its cause: %s", r.Phase, i, js)
			}
		}
	}
	if !seen["dislodged"] || !seen["count reached"] {
		t.Errorf("the year's causes are %v; it was played with a dislodgement and a build too many", seen)
	}
	last := results[len(results)-1].Next
	data, err := last.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		t.Fatalf("a file with causes does not load: %v", err)
	}
	again, _ := g.File.Encode()
	if !bytes.Equal(again, data) {
		t.Errorf("a file with causes does not read back byte for byte")
	}
	// Without them (a file written before causes were kept) it loads too.
	for i := range last.History.Len() {
		h := last.History.Edit(i)
		for j := range h.Orders {
			h.Orders[j].Cause, h.Orders[j].DislodgedBy = nil, ""
		}
	}
	old, _ := last.Encode()
	if bytes.Contains(old, []byte(`"cause"`)) {
		t.Fatal("the old file still has causes")
	}
	if _, err := Load(old); err != nil {
		t.Errorf("a file without causes does not load: %v", err)
	}
}

// A cause the judge never gives is refused where it stands, like every
// other field of the history.
func TestHistoryCauseIsChecked(t *testing.T) {
	_, results := playYear(t, `{}`)
	f := results[0].Next
	f.History.Edit(0).Orders[0].Cause = &CauseFile{Reason: "bad luck", Words: "bad luck"}
	data, _ := f.Encode()
	_, err := Load(data)
	if err == nil || !strings.Contains(err.Error(), `history[0].orders[0].cause.reason: "bad luck"`) {
		t.Errorf("an unknown reason: %v", err)
	}
}
