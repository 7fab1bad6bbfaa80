//go:build e2e

package e2e

import (
	"strings"
	"testing"
)

// Issue 28: New game's question says what happens to the earlier phases
// of the game it replaces, and it is true: they go (Undo and the timeline
// start again with the new game); it said they were "kept here for Undo",
// and Undo was disabled after. The files of an earlier phase never
// downloaded are listed among what would be lost, as the current phase's
// are (Continue had said they stayed in the timeline).
func TestUndoAfterNewGame(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.paste("text", sheetsText())
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate Spring", "adjudicate")
	p.wait("Spring's results", `!document.getElementById('results-section').hidden && document.getElementById('results-phase').textContent.startsWith('Spring 1901')`)
	p.settle()
	p.click("continue", "continue")
	p.confirm("continue without downloading")
	p.wait("Fall", `document.getElementById('game-phase').textContent === 'Fall 1901 Movement'`)
	p.wait("Undo offered", `!document.getElementById('undo').disabled`)

	p.openNewGame()
	p.setField("new-name", "fresh")
	p.click("start", "new-start")
	p.wait("the question asked", `document.getElementById('confirm-dialog').open`)
	said := eval[string](p, `document.getElementById('confirm-message').textContent`)
	listed := eval[string](p, `document.getElementById('confirm-list').textContent`)
	if strings.Contains(said, "kept") || !strings.Contains(said, "1 earlier phase") || !strings.Contains(said, "Undo") {
		t.Errorf("New game asks %q; want it to say that the 1 earlier phase goes, and Undo with it", said)
	}
	if !strings.Contains(listed, "files of Spring 1901") {
		t.Errorf("New game lists %q as lost; want Spring 1901's files never downloaded among them", listed)
	}
	p.click("replace the game", "confirm-go")
	p.wait("the new game", `document.getElementById('game-name').textContent === 'fresh'`)
	if !eval[bool](p, `document.getElementById('undo').disabled`) {
		t.Error("after New game Undo is offered; the question said the earlier phases go")
	}
	if n := eval[int](p, `document.querySelectorAll('#timeline button[data-phase]').length`); n != 0 {
		t.Errorf("after New game the timeline holds %d phases of the old game", n)
	}
	// And after a reload, the old game's phases are not back.
	p.open("/")
	if !eval[bool](p, `document.getElementById('undo').disabled`) || eval[string](p, `document.getElementById('game-name').textContent`) != "fresh" {
		t.Error("after a reload the old game's phases are back")
	}
}

// Issue 28: in a movement phase the sheets' summary has no Orders column
// (plain orders are a loyal power's only: it read 0 for every power); in a
// game with a loyal power it has, and in a retreat or adjustment phase.
func TestTheOrdersColumnOnlyWherePlainOrdersAre(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.paste("text", sheetsText())
	p.wait("the summary", `document.querySelectorAll('#summary tbody tr').length === 7`)
	shown := `getComputedStyle(document.querySelector('#summary thead th:nth-child(5)')).display !== 'none' && [...document.querySelectorAll('#summary tbody td:nth-of-type(4)')].some(td => getComputedStyle(td).display !== 'none')`
	if got := eval[string](p, `document.querySelector('#summary thead th:nth-child(5)').textContent`); got != "Orders" {
		t.Fatalf("the fifth column is %q; the test expects Orders there", got)
	}
	if eval[bool](p, shown) {
		t.Error("in a movement phase without loyal powers the summary shows an Orders column (0 for every power)")
	}

	p.openNewGame()
	p.setField("new-name", "loyalty")
	p.wait("the powers listed", `document.getElementById('status-FRANCE') !== null`)
	p.setField("status-FRANCE", "loyal")
	p.click("start", "new-start")
	p.wait("the loyal game", `document.getElementById('game-name').textContent === 'loyalty'`)
	p.paste("text", "FRANCE:\nA PAR - BUR\n")
	p.wait("France's row", `[...document.querySelectorAll('#summary tbody th')].some(th => th.textContent === 'FRANCE')`)
	if !eval[bool](p, shown) {
		t.Error("in a game with a loyal power the summary has no Orders column")
	}
}

// Issue 28: once results are shown, Continue is a few Tab presses from
// the top of the page (a skip link), not a hundred; without results the
// link is no Tab stop.
func TestContinueIsNearTheTopOnceResultsAreShown(t *testing.T) {
	p := newPage(t)
	p.open("/")
	eval[bool](p, `(document.activeElement && document.activeElement.blur(), true)`)
	p.press("Tab", 9)
	if id := eval[string](p, `document.activeElement.id`); id == "skip-continue" {
		t.Error("without results the first Tab stop is the link to Continue")
	}
	p.paste("text", sheetsText())
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("the results", `!document.getElementById('results-section').hidden && !document.getElementById('continue-line').hidden`)
	// From the top of the page: the results are kept across a reload.
	p.open("/")
	p.wait("the results again", `!document.getElementById('results-section').hidden && !document.getElementById('continue-line').hidden`)
	presses := 0
	for ; presses < 5 && eval[string](p, `document.activeElement.id`) != "skip-continue"; presses++ {
		p.press("Tab", 9)
	}
	if eval[string](p, `document.activeElement.id`) != "skip-continue" {
		t.Fatalf("after %d Tab presses from the top the focus is on %q; want the link to Continue", presses, eval[string](p, `document.activeElement.id || document.activeElement.tagName`))
	}
	p.press("Enter", 13)
	if id := eval[string](p, `document.activeElement.id`); id != "continue" {
		t.Errorf("the link took the focus to %q; want Continue", id)
	}
}
