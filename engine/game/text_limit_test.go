package game

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/orders"
)

// The pasted text may be exactly 2 MB (game-format §4); one byte more is
// refused before anything reads it, saying how long it is.
func TestPastedTextLimitIsInclusive(t *testing.T) {
	if err := tooLong(strings.Repeat("%", orders.MaxText)); err != nil {
		t.Errorf("exactly %d bytes: %v", orders.MaxText, err)
	}
	err := tooLong(strings.Repeat("%", orders.MaxText+1))
	if err == nil || !strings.HasPrefix(err.Error(), "the pasted text is 2097153 bytes, more than the 2 MB") {
		t.Errorf("one byte more: %v", err)
	}
}
