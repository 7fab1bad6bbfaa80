package orders

import (
	"math/rand/v2"
	"testing"
)

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

// fullDistance is the optimal string alignment distance the plainest way,
// the whole table, to hold the bounded one to.
func fullDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// The bounded distance (issue 30: it stops early and allocates nothing)
// is the whole table's, capped at the limit plus one, for every pair of
// short words over a small alphabet (where swaps and repeats abound) and
// every limit.
func TestSpellingWithinIsTheTableCapped(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 1))
	word := func() string {
		b := make([]byte, rng.IntN(11))
		for i := range b {
			b[i] = "ABC"[rng.IntN(3)]
		}
		return string(b)
	}
	for range 20000 {
		a, b := word(), word()
		full := fullDistance(a, b)
		if got := SpellingDistance(a, b); got != full {
			t.Fatalf("SpellingDistance(%q, %q) = %d, the table says %d", a, b, got, full)
		}
		for limit := range 5 {
			if got, want := spellingWithin(a, b, limit), min(full, limit+1); got != want {
				t.Fatalf("spellingWithin(%q, %q, %d) = %d, want %d", a, b, limit, got, want)
			}
		}
	}
}
