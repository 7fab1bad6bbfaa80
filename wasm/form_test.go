package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/gamefile"
)

// The New game dialog is made from the form call (issue 29): every part,
// switch and status it offers is one the new call takes, each scheme's
// fields are exactly those the scheme takes (any other field refused, as
// the engine's rules reader does), and a refusal names a field as its label
// does. This replaces a page test that read engine/game's table with a
// regular expression.
func TestTheNewGameFormIsWhatTheNewCallTakes(t *testing.T) {
	r := ask(t, "form", nil)
	if !r.OK {
		t.Fatal(r.Error)
	}
	var f gamefile.NewGameForm
	if err := json.Unmarshal(r.Value, &f); err != nil {
		t.Fatal(err)
	}
	newGame := func(rules map[string]any, status map[string]string) reply {
		return ask(t, "new", map[string]any{"name": "form", "rules": rules, "status": status})
	}
	if len(f.Parts) != 7 || len(f.Switches) != 3 || len(f.Schemes) != 4 || f.Classic.Key != "classic" {
		t.Fatalf("the form: %+v", f)
	}
	for _, c := range append(append(f.Parts, f.Switches...), f.Classic) {
		if c.Label == "" {
			t.Errorf("%s has no label", c.Key)
		}
		if r := newGame(map[string]any{c.Key: true}, nil); !r.OK {
			t.Errorf("%s ticked: %s", c.Key, r.Error)
		}
	}
	for _, s := range f.Statuses {
		if r := newGame(nil, map[string]string{"FRANCE": s}); !r.OK {
			t.Errorf("status %s: %s", s, r.Error)
		}
	}
	all := map[string]string{}
	for _, s := range f.Schemes {
		for _, fl := range s.Fields {
			all[fl.Key] = s.Key
		}
	}
	values := map[string]any{"victory": 20, "first": 15, "step": 1, "perCenter": 3, "centerValues": map[string]int{"PAR": 5}, "cap": 40, "paidEach": "season"}
	for _, s := range f.Schemes {
		income := map[string]any{"scheme": s.Key}
		for _, c := range f.Income {
			income[c.Key] = values[c.Key]
		}
		takes := map[string]bool{}
		for _, fl := range s.Fields {
			takes[fl.Key] = true
			income[fl.Key] = values[fl.Key]
		}
		if s.Key == "decreasing" {
			delete(income, "first") // victory or first, not both (rule 6.2)
		}
		if r := newGame(map[string]any{"income": income}, nil); !r.OK {
			t.Errorf("%s with its fields: %s", s.Key, r.Error)
		}
		for k := range all {
			if takes[k] {
				continue
			}
			if r := newGame(map[string]any{"income": map[string]any{"scheme": s.Key, k: values[k]}}, nil); r.OK {
				t.Errorf("%s took %s, which the form does not offer under it", s.Key, k)
			}
		}
	}
	// A refusal names the field as the form labels it.
	for _, s := range f.Schemes {
		if s.Key != "flat" {
			continue
		}
		r := newGame(map[string]any{"income": map[string]any{"scheme": "flat"}}, nil)
		if r.OK || !strings.Contains(strings.ToLower(r.Error), strings.ToLower(s.Fields[0].Label)) {
			t.Errorf("flat without its amount: %q does not name %q", r.Error, s.Fields[0].Label)
		}
	}
}
