package gamefile

import (
	"strings"

	"github.com/payola-gm/payola/engine/game"
)

// NewGameForm is what a new game's rules object and statuses take
// (game-format §1, §3), in the words the engine's refusals use: the page's
// New game dialog is made from it (wasm's form call), so that it restates
// no key, label or table of the engine's (issue 29).
type NewGameForm struct {
	Parts    []FormChoice `json:"parts"`    // Payola Classic's parts (rule 6.1), each usable alone
	Classic  FormChoice   `json:"classic"`  // the key that sets every part
	Switches []FormChoice `json:"switches"` // the other variations (rules 6.3, 6.4, 6.7)
	Schemes  []FormScheme `json:"schemes"`  // the income schemes (rules 2.1, 6.6), the rules' own first
	Income   []FormChoice `json:"income"`   // the income fields every scheme takes: cap, paid each
	Statuses []string     `json:"statuses"` // a power's status in a new game, playing first
}

// FormChoice is one key and its label.
type FormChoice struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// FormScheme is an income scheme and the fields it takes besides cap and
// paid each (schemeKeys), each labelled as under that scheme.
type FormScheme struct {
	FormChoice
	Fields []FormChoice `json:"fields"`
}

// Form is the New game dialog's form.
func Form() NewGameForm {
	f := NewGameForm{Statuses: []string{game.Playing, game.Loyal, game.Dummy}}
	for _, pt := range classicParts {
		f.Parts = append(f.Parts, FormChoice{pt.key, label(pt.short)})
	}
	for _, sw := range switches {
		if sw.key == "classic" {
			f.Classic = FormChoice{sw.key, sw.what}
			continue
		}
		f.Switches = append(f.Switches, FormChoice{sw.key, sw.what})
	}
	for _, scheme := range []string{"decreasing", "increasing", "flat", "perCenter"} {
		s := FormScheme{FormChoice: FormChoice{scheme, schemeWords(scheme)}}
		if scheme == "decreasing" {
			s.Label += " (rule 2.1)"
		}
		for _, k := range schemeKeys[scheme] {
			s.Fields = append(s.Fields, FormChoice{k, label(fieldWords(k, scheme))})
		}
		f.Schemes = append(f.Schemes, s)
	}
	for _, k := range []string{"cap", "paidEach"} {
		f.Income = append(f.Income, FormChoice{k, label(fieldWords(k, ""))})
	}
	return f
}

// label is words as a label: capitalised.
func label(words string) string {
	if words == "" {
		return ""
	}
	return strings.ToUpper(words[:1]) + words[1:]
}
