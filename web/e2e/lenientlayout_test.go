//go:build e2e

package e2e

import "testing"

// The choice to adjudicate anyway names every line it would ignore, and
// can run long. It stands on a row of its own above the next deadline and
// Adjudicate: sharing their row, it was squeezed into a column a word or
// two wide and ran down the page beside them, hard to read (seen playing
// a Youngstown game with sheets pasted from mail).
func TestLenientChoiceReadsOnItsOwnRow(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.paste("text", "Hi GM,\n\nGERMNAY:\n8 : A MUN - RUH\n\nFRANCE:\n4 : A PAR - BUR\nCheers, Cy\n\nFRANCE:\n2 : A PAR - PIC\n")
	p.wait("the lenient choice offered", `!document.getElementById('lenient-choice').hidden && !document.getElementById('lenient-label').textContent.includes('counting')`)
	label := eval[string](p, `document.getElementById('lenient-label').textContent`)
	if len(label) < 100 {
		t.Fatalf("the choice reads %q: want the long list of what it ignores", label)
	}
	box := eval[[]float64](p, `(() => { const c = document.getElementById('lenient-choice').getBoundingClientRect(); const a = document.querySelector('.adjudicate').getBoundingClientRect(); const b = document.getElementById('adjudicate').getBoundingClientRect(); return [c.width, a.width, c.bottom, b.top]; })()`)
	if box[0] < 0.9*box[1] {
		t.Errorf("the lenient choice is %.0f px wide in a row of %.0f px: squeezed beside the deadline and Adjudicate", box[0], box[1])
	}
	if box[2] > box[3]+1 {
		t.Errorf("the lenient choice (bottom %.0f) runs down beside Adjudicate (top %.0f)", box[2], box[3])
	}
	p.partShot("lenient-choice", ".adjudicate")
}
