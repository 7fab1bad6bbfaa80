//go:build e2e

package e2e

import (
	"regexp"
	"testing"

	"github.com/chromedp/chromedp"
)

// Issue 28: after a move's dash, Ctrl+Space offers the places a unit may
// go to, not the units (which the list put first everywhere).
func TestCompletionAfterADashOffersPlaces(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.paste("text", "FRANCE:\n4 : A PAR - ")
	p.wait("the units known", `document.getElementById('text').cmView !== undefined`)
	p.sleepMs(300) // the names arrive with the game (names call)
	p.focusEditorEnd("text")
	p.do("ask for completion", chromedp.KeyEvent(" ", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	p.wait("options offered", `document.getElementById('text').shadowRoot.querySelectorAll('.cm-tooltip-autocomplete li').length > 0`)
	labels := eval[[]string](p, `[...document.getElementById('text').shadowRoot.querySelectorAll('.cm-tooltip-autocomplete li .cm-completionLabel')].map(l => l.textContent)`)
	unit := regexp.MustCompile(`^[AF] [A-Z]`)
	place := regexp.MustCompile(`^[A-Z]{3}(/[A-Z]{2})?$`)
	for _, l := range labels {
		if unit.MatchString(l) || !place.MatchString(l) {
			t.Errorf("after 'A PAR - ' Ctrl+Space offers %q among %v; want places only", l, labels)
			break
		}
	}
}
