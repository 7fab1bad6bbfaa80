package orders

import "testing"

func TestSpellingDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"GERMANY", "GERMANY", 0},
		{"GERMNAY", "GERMANY", 1}, // two letters swapped: one slip, not two
		{"ENGLND", "ENGLAND", 1},
		{"FRANCEE", "FRANCE", 1},
		{"TURKY", "TURKEY", 1},
		{"ITLAY", "ITALY", 1},
		{"RUSIA", "RUSSIA", 1},
		{"AUSTRIA", "RUSSIA", 3},
		{"", "ITALY", 5},
		{string(make([]byte, 65)), "ITALY", 64}, // too long to be a misspelling
	} {
		if got := SpellingDistance(c.a, c.b); got != c.want {
			t.Errorf("SpellingDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
