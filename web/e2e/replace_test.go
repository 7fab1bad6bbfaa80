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
