package game

import (
	"strings"
	"testing"
)

// A retreat entry without its board can only be drawn from the movement
// phase before it: in a history that starts at that retreat phase there is
// none, and the map says so instead of drawing a board it cannot know.
func TestHistorySceneWithoutAMovementBeforeIt(t *testing.T) {
	_, _, last := playedYear(t)
	h := last.File.History
	for i := range h {
		h[i].Board = nil
	}
	for i := range h {
		if h[i].Phase == "F1901R" {
			last.File.History = h[i:]
		}
	}
	if last.File.History[0].Phase != "F1901R" {
		t.Fatalf("history starts at %s", last.File.History[0].Phase)
	}
	_, err := HistoryScene(last, "F1901R")
	if err == nil || !strings.Contains(err.Error(), "history F1901R: the entry keeps no board and no movement phase before it to start from") {
		t.Errorf("got %v", err)
	}
}
