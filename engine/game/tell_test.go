package game

import (
	"errors"
	"testing"

	"github.com/payola-gm/payola/engine/judge"
)

// Payola-rules §10.23 on the cut itself: the cause in full when every
// province it rests on is known to the power (and a count of adjustments
// is its own); its reason alone, in words read against §10.23, when those
// its reason rests on are; the verdict alone otherwise. (A cause without
// its grounds, from a file written before they were kept, is the file
// layer's: a phase played here always has them.)
func TestSeenCauseFromTypedFacts(t *testing.T) {
	seen := map[string]bool{"TYR": true, "VEN": true}
	reason := map[string]judge.Reason{}
	for r := judge.NoReason + 1; r.String() != "unknown"; r++ {
		reason[r.String()] = r
	}
	full := func(name string, all, why []string, count string) Issued {
		r, ok := reason[name]
		if !ok {
			t.Fatalf("%q is not a reason of the judge's", name)
		}
		return Issued{OrderResult: judge.OrderResult{Cause: judge.Cause{Reason: r, RestsOn: all, ReasonRestsOn: why, Count: count}}}
	}
	void := Issued{Void: errors.New("no unit there"), VoidRestsOn: []string{"BOH"}}
	cases := []struct {
		name  string
		o     Issued
		power string
		want  string // the words told; "*" for the cause in full, "-" for the verdict alone
	}{
		{"nothing to cut", full("self-dislodgement not allowed", []string{"TYR"}, []string{"TYR"}, ""), "ITALY", "*"},
		{"the occupant unseen", full("self-dislodgement not allowed", []string{"BOH"}, []string{"BOH"}, ""), "ITALY", "-"},
		{"a supporter unseen", full("held off", []string{"BOH", "TYR"}, []string{"TYR"}, ""), "ITALY", "held off: the unit there did not move away"},
		{"a bounce with an unseen unit", full("bounced", []string{"BOH", "TYR"}, []string{"BOH", "TYR"}, ""), "ITALY", "-"},
		{"a reason that rests on all", full("unmatched", []string{"BOH"}, []string{"BOH"}, ""), "ITALY", "-"},
		{"support cut from out of sight", full("support cut", []string{"BOH"}, []string{}, ""), "ITALY", "support cut"},
		{"the map alone", full("unreachable", []string{}, []string{}, ""), "ITALY", "*"},
		{"another power's count", full("civil disorder", []string{}, []string{}, "GERMANY"), "ITALY", "-"},
		{"its own count", full("civil disorder", []string{}, []string{}, "ITALY"), "ITALY", "*"},
		{"a void order", void, "ITALY", voidUnnamed},
		{"a void order in sight", Issued{Void: errors.New("no unit there"), VoidRestsOn: []string{"TYR"}}, "ITALY", "*"},
		{"no cause", Issued{}, "ITALY", "-"},
	}
	for _, c := range cases {
		got := "-"
		switch all, reason := tell(c.o, c.power, seen); {
		case all:
			got = "*"
		case reason != "":
			got = reason
		}
		if got != c.want {
			t.Errorf("%s: told %q; want %q", c.name, got, c.want)
		}
	}
}
