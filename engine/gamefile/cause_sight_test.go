package gamefile

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// blindLoyalGame is a Tin Cup game on the standard board whose powers all
// order their own units (plain orders).
func blindLoyalGame(t *testing.T) *Game {
	t.Helper()
	f, err := StartVariant(board.Standard(), "sight", 7, json.RawMessage(`{"blind": true}`))
	if err != nil {
		t.Fatal(err)
	}
	for i := range f.Powers {
		f.Powers[i].Status = game.Loyal
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// causeOf is the cause the history's last entry keeps for an order.
func causeOf(t *testing.T, f *File, order string) *CauseFile {
	t.Helper()
	for _, o := range f.History.Last().Orders {
		if o.Order == order {
			return o.Cause
		}
	}
	t.Fatalf("no order %q in the history", order)
	return nil
}

// Payola-rules §10.23: a Tin Cup game keeps in its history what each cause
// rests on (restsOn), so that a past phase is cut as its own was; the scan
// of the history takes it as the slow way does, and refuses in it what the
// slow way refuses. Other games keep no such field (their files are as
// before).
func TestBlindHistoryKeepsWhatCausesRestOn(t *testing.T) {
	g := blindLoyalGame(t)
	r, err := Adjudicate(g, "FRANCE:\nA PAR - BUR\nA MAR S A PAR - BUR\nGERMANY:\nA MUN - BUR\nITALY:\nA VEN - TYR\nA ROM - TUN\nF NAP S A APU\nAUSTRIA:\nA VIE - TYR\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Orders issued void: a support of nobody rests on the places it
	// names (nobody in Apulia); a move no fleets could carry on every sea
	// too, wherever a chain could have run.
	if got, want := causeOf(t, r.Next, "F NAP S A APU").RestsOn, (&Grounds{All: []string{"APU", "NAP"}, Reason: []string{}}); !reflect.DeepEqual(got, want) {
		t.Errorf("F NAP S A APU rests on %+v; want %+v", got, want)
	}
	if got := causeOf(t, r.Next, "A ROM - TUN").RestsOn; got == nil || !slices.Contains(got.All, "ION") || !slices.Contains(got.All, "TUN") || slices.Contains(got.All, "BUR") {
		t.Errorf("A ROM - TUN rests on %+v; want Rome, Tunis and every sea", got)
	}
	// Germany is beaten by A PAR with the support of A MAR: the reason
	// alone rests on Burgundy and Paris, the strengths on Marseilles too.
	if got, want := causeOf(t, r.Next, "A MUN - BUR").RestsOn, (&Grounds{All: []string{"BUR", "MAR", "PAR"}, Reason: []string{"BUR", "PAR"}}); !reflect.DeepEqual(got, want) {
		t.Errorf("A MUN - BUR rests on %+v; want %+v", got, want)
	}
	if got, want := causeOf(t, r.Next, "A VEN - TYR").RestsOn, (&Grounds{All: []string{"TYR", "VIE"}, Reason: []string{"TYR", "VIE"}}); !reflect.DeepEqual(got, want) {
		t.Errorf("A VEN - TYR rests on %+v; want %+v", got, want)
	}
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"restsOn": {`) {
		t.Fatalf("the next file keeps no restsOn:\n%s", data)
	}
	if decodeFast(data) == nil {
		t.Errorf("the scan does not take a Tin Cup history as Encode writes it")
	}
	again, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := causeOf(t, again.File, "A MUN - BUR").RestsOn; !reflect.DeepEqual(got.All, []string{"BUR", "MAR", "PAR"}) {
		t.Errorf("read back, A MUN - BUR rests on %+v", got)
	}
	at := strings.Index(string(data), `"all": [`)
	at += strings.IndexByte(string(data[at+len(`"all": [`):]), '"') + len(`"all": [`) + 1
	bad := []byte(string(data[:at]) + "\u202e" + string(data[at:]))
	if decodeFast(bad) != nil {
		t.Errorf("the scan takes a direction character in restsOn")
	}
	if _, err := Load(bad); err == nil || !strings.Contains(err.Error(), ".cause.restsOn:") {
		t.Errorf("a direction character in restsOn: %v", err)
	}
	// An open game's history keeps none.
	open := newGame(t, game.Loyal)
	r, err = Adjudicate(open, "FRANCE:\nA PAR - BUR\nGERMANY:\nA MUN - BUR\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := causeOf(t, r.Next, "A PAR - BUR"); c == nil || c.RestsOn != nil {
		t.Errorf("an open game's cause: %+v; want one without restsOn", c)
	}
}
