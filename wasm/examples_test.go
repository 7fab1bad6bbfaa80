package main

import (
	"encoding/json"
	"html"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The pages' hints show only valid examples (issue 24): every example of
// sheet syntax in the players' checker and the GM's page is marked
// <code class="example">, and each one, as a sheet of its own, passes the
// players' sheet check without a diagnostic, both on the map alone and on
// the opening position. Any other <code> element must say it is not an
// example (class="not-example"), so that no example goes unchecked.
var (
	codeElement = regexp.MustCompile(`(?s)<code([^>]*)>(.*?)</code>`)
	classAttr   = regexp.MustCompile(`\bclass="([^"]*)"`)
)

func TestPageExamplesAreValidSheets(t *testing.T) {
	demo := demoGame(t)
	examples := 0
	for _, page := range []string{"../web/checker.html", "../index.html"} {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range codeElement.FindAllStringSubmatch(string(data), -1) {
			class := ""
			if c := classAttr.FindStringSubmatch(m[1]); c != nil {
				class = " " + c[1] + " "
			}
			text := html.UnescapeString(m[2])
			switch {
			case strings.Contains(class, " not-example "):
				continue
			case !strings.Contains(class, " example "):
				t.Errorf("%s: <code>%s</code> is not marked: class=\"example\" if it is sheet syntax (then it is checked), class=\"not-example\" if not", page, m[2])
				continue
			}
			examples++
			for name, game := range map[string]string{"the map alone": "", "the opening": demo} {
				r := ask(t, "checkSheet", map[string]any{"game": game, "power": "FRANCE", "text": text + "\n"})
				if !r.OK {
					t.Errorf("%s: example %q on %s: %s", page, text, name, r.Error)
					continue
				}
				var sc struct {
					Diagnostics []struct {
						Msg string `json:"message"`
					}
				}
				if err := json.Unmarshal(r.Value, &sc); err != nil {
					t.Fatal(err)
				}
				for _, d := range sc.Diagnostics {
					t.Errorf("%s: example %q is refused on %s: %s", page, text, name, d.Msg)
				}
			}
		}
	}
	if examples < 8 {
		t.Errorf("found %d examples; the checker's hint alone shows 8: are they still marked class=\"example\"?", examples)
	}
}
