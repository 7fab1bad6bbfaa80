//go:build js && wasm

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hack-pad/safejs"
)

// fromPage calls globalThis.payola[name] as page script does, with any
// JavaScript value as the argument.
func fromPage(t *testing.T, name string, args ...any) reply {
	t.Helper()
	api, err := safejs.Global().Get("payola")
	if err != nil {
		t.Fatal(err)
	}
	out, err := api.Call(name, args...)
	if err != nil {
		t.Fatalf("payola.%s threw: %v", name, err)
	}
	s, err := out.String()
	if err != nil {
		t.Fatalf("payola.%s returned a %v, not a string", name, out.Type())
	}
	var r reply
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		t.Fatalf("payola.%s returned something that is not JSON: %v\n%s", name, err, s)
	}
	return r
}

func TestThePageSeesEveryCall(t *testing.T) {
	if err := register(); err != nil {
		t.Fatal(err)
	}
	api, err := safejs.Global().Get("payola")
	if err != nil {
		t.Fatal(err)
	}
	for name := range calls {
		fn, err := api.Get(name)
		if err != nil || fn.Type() != safejs.TypeFunction {
			t.Errorf("payola.%s is not a function", name)
		}
	}
}

func TestAPageCallRoundTrips(t *testing.T) {
	if err := register(); err != nil {
		t.Fatal(err)
	}
	r := fromPage(t, "demo")
	if !r.OK {
		t.Fatalf("demo: %s", r.Error)
	}
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	req, _ := json.Marshal(map[string]string{"game": v.Game, "text": demoSheets})
	r = fromPage(t, "adjudicate", string(req))
	if !r.OK {
		t.Fatalf("adjudicate from the page: %s", r.Error)
	}
	var a adjudicated
	if err := json.Unmarshal(r.Value, &a); err != nil {
		t.Fatal(err)
	}
	if len(a.Result.Orders) != 22 || len(a.Files) != 21 {
		t.Errorf("%d orders and %d files; want 22 units' orders and 7 reports + results, position, map, chart, game + 9 plots (everybody's, each power's, the GM's)", len(a.Result.Orders), len(a.Files))
	}
}

func TestWrongArgumentsFromThePageAreMessages(t *testing.T) {
	if err := register(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		arg  any
		want string
	}{
		{"load", 42, "expected the request as a JSON string"},
		{"load", map[string]any{"game": "{}"}, "expected the request as a JSON string"},
		{"adjudicate", "[1,2]", "not valid JSON"},
		{"check", nil, "no game file"},
	} {
		r := fromPage(t, tc.name, tc.arg)
		if r.OK || !strings.Contains(r.Error, tc.want) {
			t.Errorf("payola.%s(%v) = ok %v, %q; want an error with %q", tc.name, tc.arg, r.OK, r.Error, tc.want)
		}
	}
}
