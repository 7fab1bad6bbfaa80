package seal

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

var testSecret = func() Secret {
	k, err := ParseSecret(strings.Repeat("0123456789abcdef", 4))
	if err != nil {
		panic(err)
	}
	return k
}()

const sent = "FRANCE:\n4 : A PAR - BUR\n2*3#1 + 1 > F BRE - MAO | - ENG % to the channel\nACCEPT FEG?\n"

// TestCanonical: the sheet as mail delivers it (CRLF or lone CR line ends,
// Unicode dashes and spaces, tabs, blank lines, a byte-order mark, spaces at
// the ends) reads as the sheet sent; issue 34 "the engine reads the sheet as
// it reads the GM's paste".
func TestCanonical(t *testing.T) {
	want := Canonical(sent)
	mailed := map[string]string{
		"crlf":          strings.ReplaceAll(sent, "\n", "\r\n"),
		"lone cr":       strings.ReplaceAll(sent, "\n", "\r"),
		"en dash":       strings.Replace(sent, "PAR - BUR", "PAR \u2013 BUR", 1),
		"minus sign":    strings.Replace(sent, "| - ENG", "| \u2212 ENG", 1),
		"nbsp":          strings.Replace(sent, "4 : A", "4\u00a0:\u00a0A", 1),
		"tab":           strings.Replace(sent, "4 : A", "4\t:\tA", 1),
		"double spaces": strings.Replace(sent, "4 : A PAR", "4  :   A  PAR", 1),
		"blank lines":   "\n\n" + strings.ReplaceAll(sent, "\n", "\n\n"),
		"bom":           "\uFEFF" + sent,
		"line ends":     strings.ReplaceAll(sent, "\n", "   \n  "),
		"zero width":    strings.Replace(sent, "ACCEPT", "AC\u200bCEPT", 1),
	}
	for name, text := range mailed {
		if got := Canonical(text); !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	changed := map[string]string{
		"an amount":  strings.Replace(sent, "4 :", "5 :", 1),
		"a province": strings.Replace(sent, "BUR", "PIC", 1),
		"a comment":  strings.Replace(sent, "channel", "Channel", 1),
		"a line":     sent + "1 : A MAR H\n",
		"line order": "FRANCE:\nACCEPT FEG?\n4 : A PAR - BUR\n2*3#1 + 1 > F BRE - MAO | - ENG % to the channel\n",
	}
	for name, text := range changed {
		if got := Canonical(text); slices.Equal(got, want) {
			t.Errorf("%s changed, yet the canonical sheet is the same: %q", name, got)
		}
	}
}

// TestSaltsAreApart: each power, phase and game has its own salt, and each
// purpose its own derivation (issue 34: the digests reveal nothing and
// cannot be guessed from likely sheets, one power's salt none of another's).
func TestSaltsAreApart(t *testing.T) {
	seen := map[Digest]string{}
	add := func(what string, d Digest) {
		if other, dup := seen[d]; dup {
			t.Errorf("%s and %s share %s", what, other, d)
		}
		seen[d] = what
	}
	for _, g := range []string{"demo", "demo2"} {
		for _, ph := range []string{"S1901M", "F1901M"} {
			for _, p := range []string{"FRANCE", "ENGLAND"} {
				add(g+"/"+ph+"/"+p, testSecret.Salt(g, ph, p))
			}
			add("state "+g+"/"+ph, testSecret.stateSalt(g, ph))
		}
		add("seed "+g, testSecret.seedSalt(g))
	}
	// The fields are kept apart: "ab"+"c" is not "a"+"bc".
	add("ab/c", testSecret.Salt("ab", "c", "FRANCE"))
	add("a/bc", testSecret.Salt("a", "bc", "FRANCE"))
	other := testSecret
	other[0] ^= 1
	if other.Salt("demo", "S1901M", "FRANCE") == testSecret.Salt("demo", "S1901M", "FRANCE") {
		t.Error("another secret gives the same salt")
	}
}

// TestDigestsChangeWithAnyByte: a commitment changes when one byte of a
// sheet, the seed or the state changes (issue 34, done when).
func TestDigestsChangeWithAnyByte(t *testing.T) {
	salt := testSecret.Salt("demo", "S1901M", "FRANCE")
	lines := Canonical(sent)
	base := SheetDigest(salt, lines)
	for i := range lines {
		for j := range len(lines[i]) {
			changed := slices.Clone(lines)
			b := []byte(changed[i])
			b[j] ^= 0x20
			changed[i] = string(b)
			if SheetDigest(salt, changed) == base {
				t.Fatalf("line %d byte %d changed, same digest", i+1, j)
			}
		}
	}
	if SheetDigest(salt, []string{"4 : A PAR - BUR2*3"}) == SheetDigest(salt, []string{"4 : A PAR - BUR", "2*3"}) {
		t.Error("lines joined give the same digest as lines apart")
	}
	if SheetDigest(testSecret.Salt("demo", "S1901M", "ENGLAND"), lines) == base {
		t.Error("another salt gives the same digest")
	}
	if testSecret.SeedDigest("demo", 20261121) == testSecret.SeedDigest("demo", 20261122) {
		t.Error("another seed gives the same digest")
	}
	state := []byte(`{"format":"payola-game/1","powers":[{"name":"FRANCE","balance":48}]}`)
	d := testSecret.StateDigest("demo", "S1901M", state)
	for i := range state {
		changed := slices.Clone(state)
		changed[i] ^= 1
		if testSecret.StateDigest("demo", "S1901M", changed) == d {
			t.Fatalf("state byte %d changed, same digest", i)
		}
	}
	if testSecret.StateDigest("demo", "F1901M", state) == d {
		t.Error("the same state in another phase gives the same digest")
	}
}

func TestParseSecret(t *testing.T) {
	for _, bad := range []string{"", "00", strings.Repeat("g", 64), strings.Repeat("0", 66)} {
		if _, err := ParseSecret(bad); err == nil {
			t.Errorf("%q: taken as a secret", bad)
		}
	}
	if got := testSecret.String(); got != strings.Repeat("0123456789abcdef", 4) {
		t.Errorf("String %s", got)
	}
}

// TestCompactIsJSONCompact: the tuned Compact gives json.Compact's bytes,
// strings with spaces, escapes and quotes included.
func TestCompactIsJSONCompact(t *testing.T) {
	for _, src := range []string{
		`{}`,
		"{\n  \"name\": \"a b\",\n\t\"x\": [1, 2,\r\n 3]\n}\n",
		`{"s": "quote \" inside, backslash \\", "t": "\\\"", "u": " \\\\ "}`,
		`[ "a\nb" , { "k" : "v w" } , true , null ]`,
		`"   "`,
	} {
		var want bytes.Buffer
		if err := json.Compact(&want, []byte(src)); err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if got := Compact([]byte(src)); string(got) != want.String() {
			t.Errorf("%q: %q, want %q", src, got, want.String())
		}
	}
}
