package gamefile

import (
	"bytes"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// encodedOpening is a new standard game's file as the GM saves it.
func encodedOpening(t *testing.T) []byte {
	t.Helper()
	f, err := Start(board.Standard(), "errors", 7)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A key given twice is refused with its path, counting list items from 0:
// the third power's balance is powers[2].balance.
func TestDuplicateKeyNamesItsPath(t *testing.T) {
	data := encodedOpening(t)
	parts := bytes.SplitN(data, []byte(`"balance":`), 4)
	if len(parts) != 4 {
		t.Fatalf("fewer than three balances in\n%s", data)
	}
	edited := bytes.Join([][]byte{parts[0], parts[1], parts[2], []byte(` 5, "balance":` + string(parts[3]))}, []byte(`"balance":`))
	_, err := Load(edited)
	if err == nil || err.Error() != "powers[2].balance: given twice; give each field once" {
		t.Errorf("a duplicate in the third power: %v", err)
	}
}

// A syntax error is placed at the offending character, by line and column
// (1-based, in bytes); a file cut short, at its last character.
func TestSyntaxErrorIsPlaced(t *testing.T) {
	data := []byte("{\n  \"format\": \"payola-game/1\",\n  \"name\" \"x\"\n}\n")
	_, err := Load(data)
	if err == nil || !strings.HasPrefix(err.Error(), "game file is not valid JSON at line 3, column 10:") {
		t.Errorf("missing colon on line 3: %v", err)
	}
	_, err = Load([]byte("{\"format\": "))
	if err == nil || !strings.HasPrefix(err.Error(), "game file is not valid JSON at line 1, column 11:") {
		t.Errorf("cut short after 11 bytes: %v", err)
	}
	_, err = Load([]byte("{\n\"format\": \"payola-game/1\",\n  ]"))
	if err == nil || !strings.HasPrefix(err.Error(), "game file is not valid JSON at line 3, column 3:") {
		t.Errorf("a stray ] at line 3, column 3: %v", err)
	}
	_, err = Load(nil)
	if err == nil || !strings.HasPrefix(err.Error(), "game file is not valid JSON at line 1, column 1:") {
		t.Errorf("an empty file: %v", err)
	}
}

// A misspelt field is named with a suggestion: a known field it begins
// (three letters at least), else the first known field within two edits;
// three edits away there is no suggestion. The lists of dislodged units and
// of history entries are checked even in a file without powers.
func TestMisspeltFieldSuggestions(t *testing.T) {
	for _, c := range []struct {
		name string
		fn   func(m map[string]any)
		want string
	}{
		{"prefix", func(m map[string]any) { power(m, 0)["bal"] = 1 }, "powers[0].bal: unknown field; did you mean balance?"},
		{"tie", func(m map[string]any) { m["mase"] = 1 }, "mase: unknown field; did you mean name?"},
		{"two edits", func(m map[string]any) { power(m, 1)["unitz2"] = 1 }, "powers[1].unitz2: unknown field; did you mean units?"},
		{"three edits", func(m map[string]any) { power(m, 1)["unitsxyz"] = 1 }, "powers[1].unitsxyz: unknown field"},
		{"no powers", func(m map[string]any) {
			delete(m, "powers")
			m["dislodged"] = []any{map[string]any{"powr": "FRANCE"}}
		}, "dislodged[0].powr: unknown field; did you mean power?"},
	} {
		err := edit(t, c.fn)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
}

func TestFileRoundTrip(t *testing.T) {
	f, err := Start(board.Standard(), "round", 42)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := f.Encode()
	g, err := Load(first)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := g.File.Encode()
	if !bytes.Equal(first, second) {
		t.Errorf("save(load(file)) changed the file:\n%s\n---\n%s", first, second)
	}
}

// A key that is empty, or holds what a path uses (a dot, a bracket) or a
// control character, is named quoted, so that the path reads one way and
// no control character reaches a message; the 78-byte file of issue 30,
// whose empty key crashed the loader, is refused like any other.
func TestOddKeysAreNamedQuoted(t *testing.T) {
	for _, c := range []struct {
		name, file, want string
	}{
		{"empty key in a power", `{"format":"payola-game/1","map":"standard","phase":"S1901M","powers":[{"":""}]}`,
			`powers[0]."": unknown field`},
		{"empty key at the top", `{"format":"payola-game/1","map":"standard","phase":"S1901M","":1}`,
			`"": unknown field`},
		{"empty key in a dislodged unit", `{"format":"payola-game/1","map":"standard","phase":"S1901M","dislodged":[{"":1}]}`,
			`dislodged[0]."": unknown field`},
		{"empty key in the history", `{"format":"payola-game/1","map":"standard","phase":"S1901M","history":[{"phase":"S1901M","seed":1,"orders":[{"":1}]}]}`,
			`history[0].orders[0]."": unknown field`},
		{"a dot and a bracket", `{"format":"payola-game/1","map":"standard","phase":"S1901M","powers":[{"a.b[1]":1}]}`,
			`powers[0]."a.b[1]": unknown field`},
		{"a control character", "{\"format\":\"payola-game/1\",\"map\":\"standard\",\"phase\":\"S1901M\",\"powers\":[{\"a\\u001bb\":1}]}",
			`powers[0]."a\x1bb": unknown field`},
	} {
		_, err := Load([]byte(c.file))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
}

// An empty rule's name is quoted too (issue 30: "rules: : unknown rule").
func TestEmptyRuleIsNamedQuoted(t *testing.T) {
	_, err := Load([]byte(`{"format":"payola-game/1","map":"standard","phase":"S1901M","rules":{"":1},"powers":[]}`))
	if err == nil || !strings.Contains(err.Error(), `rules: "": unknown rule`) {
		t.Errorf("an empty rule: %v", err)
	}
}
