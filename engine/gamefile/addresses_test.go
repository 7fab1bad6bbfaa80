package gamefile

import (
	"net/mail"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
)

// Issue 35: a power's addresses are read from its entry, any number up to
// MaxAddresses, none at all being fine; each is a mail address, and no
// address is given twice or belongs to two powers. Refusals name the field.
func TestAddressesAreChecked(t *testing.T) {
	list := func(a ...string) []any {
		out := []any{}
		for _, s := range a {
			out = append(out, s)
		}
		return out
	}
	many := make([]string, MaxAddresses+1)
	for i := range many {
		many[i] = strings.Repeat("a", i+1) + "@example.org"
	}
	for _, c := range []struct {
		name string
		fn   func(m map[string]any)
		want string // "" when the file loads
	}{
		{"none", func(m map[string]any) {}, ""},
		{"two addresses, one with a name", func(m map[string]any) {
			power(m, 2)["addresses"] = list("ann@example.org", "Ann Smith <ann.smith@example.net>")
		}, ""},
		{"the most a power has", func(m map[string]any) { power(m, 2)["addresses"] = list(many[:MaxAddresses]...) }, ""},
		{"not an address", func(m map[string]any) { power(m, 2)["addresses"] = list("ann at example") }, `powers[2].addresses[0]: "ann at example" is not a mail address`},
		{"a control character", func(m map[string]any) { power(m, 2)["addresses"] = list("ann@example.org\u202e") }, "powers[2].addresses[0]: holds the character U+202E"},
		{"too long", func(m map[string]any) {
			power(m, 2)["addresses"] = list(strings.Repeat("a", MaxAddressSize) + "@example.org")
		}, "powers[2].addresses[0]: 332 characters; an address has at most 320"},
		{"too many", func(m map[string]any) { power(m, 2)["addresses"] = list(many...) }, "powers[2].addresses: 21 addresses; a power has at most 20"},
		{"twice for one power, in other cases", func(m map[string]any) {
			power(m, 2)["addresses"] = list("ann@example.org", "ANN@example.org")
		}, "powers[2].addresses[1]: ANN@example.org is listed twice for FRANCE"},
		{"another power's", func(m map[string]any) {
			power(m, 1)["addresses"] = list("ann@example.org")
			power(m, 2)["addresses"] = list("Ann <ann@example.org>")
		}, "powers[2].addresses[0]: ann@example.org is already ENGLAND's"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			err := edit(t, c.fn)
			switch {
			case c.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case c.want != "" && err == nil:
				t.Errorf("loaded; want %q", c.want)
			case c.want != "" && !strings.Contains(err.Error(), c.want):
				t.Errorf("error %q; want %q", err, c.want)
			}
		})
	}
}

// The addresses go on from phase to phase: the next game file keeps them
// as they were (the GM edits them, the adjudication never does).
func TestAddressesCarryToTheNextFile(t *testing.T) {
	g, err := loadEdited(t, "test", func(m map[string]any) {
		power(m, 2)["addresses"] = []any{"ann@example.org", "Bob <bob@example.net>"}
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Adjudicate(g, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var fr *PowerFile
	for i := range r.Next.Powers {
		if r.Next.Powers[i].Name == "FRANCE" {
			fr = &r.Next.Powers[i]
		}
	}
	if want := []string{"ann@example.org", "Bob <bob@example.net>"}; fr == nil || !slices.Equal(fr.Addresses, want) {
		t.Errorf("next file's France: %+v; want addresses %q", fr, want)
	}
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"addresses": [`) {
		t.Errorf("the next file does not hold the addresses:\n%s", data)
	}
}

// AddressOf accepts the addresses players write and refuses what is not
// one; whatever it accepts, net/mail reads as the same address.
func TestAddressOfAgreesWithNetMail(t *testing.T) {
	for _, c := range []struct {
		in, want string
	}{
		{"ann@example.org", "ann@example.org"},
		{"  ann.vidal+payola@mail.example.org ", "ann.vidal+payola@mail.example.org"},
		{"Ann Vidal <ann@example.org>", "ann@example.org"},
		{`"Vidal, Ann" <ann@example.org>`, "ann@example.org"},
		{"Zoë <zoe@example.org>", "zoe@example.org"},
		{"<ann@example.org>", "ann@example.org"},
		{"ann", ""},
		{"ann@", ""},
		{"@example.org", ""},
		{"ann@example", ""},
		{"ann@@example.org", ""},
		{"ann@exa mple.org", ""},
		{"ann@example.org>", ""},
		{"Vidal, Ann <ann@example.org>", ""},
		{"ann@example.org, bob@example.org", ""},
		{".ann@example.org", ""},
		{"ann..v@example.org", ""},
		{"ann@example..org", ""},
		{"ann@example.org.", ""},
	} {
		got, ok := AddressOf(c.in)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("AddressOf(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
		checkAgainstNetMail(t, c.in)
	}
}

func checkAgainstNetMail(t *testing.T, s string) {
	t.Helper()
	got, ok := AddressOf(s)
	if !ok {
		return
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != got {
		t.Errorf("AddressOf(%q) = %q but net/mail reads %v, %v", s, got, a, err)
	}
}

func FuzzAddressOf(f *testing.F) {
	for _, s := range []string{"ann@example.org", "Ann <a@b.c>", `"x" <a@b.c>`, "a.b@c-d.e"} {
		f.Add(s)
	}
	f.Fuzz(checkAgainstNetMail)
}
