package gamefile_test

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"testing"

	"github.com/payola-gm/payola/engine/game"
)

// payola-rules §10.25 (issue 31): in Tin Cup a unit removed in the Winter
// sees for that phase's results, as it stood there when the phase began.
// Austria, one unit too many, removes its fleet in the Mid-Atlantic, whose
// sight alone reaches Brest; France builds a fleet in Brest: Austria is
// told of the build. Had Austria removed its army in Vienna instead, the
// fleet in the Mid-Atlantic would still see Brest; removing the fleet and
// keeping nothing near, it is the removed fleet's sight that tells it.
func TestTinCupWinterRemovalSeesThePhase(t *testing.T) {
	g := startOn(t, "standard", func(f *gamefile.File) {
		f.Phase = "W1901A"
		f.Rules = json.RawMessage(`{"blind": true}`)
		setPower(f, "AUSTRIA", []string{"VIE", "BUD"}, []string{"F MAO", "A VIE", "A BUD"})
		setPower(f, "FRANCE", []string{"PAR", "MAR", "BRE", "SPA"}, []string{"A PAR", "A MAR", "A SPA"})
	})
	r, err := gamefile.Adjudicate(g, "AUSTRIA:\nREMOVE F MAO\n\nFRANCE:\nBUILD F BRE\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantUnit(t, r.Next, "FRANCE", "F BRE")
	v := r.Views["AUSTRIA"]
	if v == nil {
		t.Fatal("no Tin Cup view for Austria")
	}
	told := false
	for _, s := range v.Seen {
		if s.Power == "FRANCE" && s.Unit.Province() == "BRE" {
			told = true
		}
	}
	if !told {
		t.Errorf("Austria, removing F MAO, is not told of France's build in Brest (§10.25): it sees %v", v.Seen)
	}
}
