package orders

import "strings"

// SpellingDistance counts the letters inserted, deleted, changed or
// swapped with a neighbour to turn a into b (optimal string alignment): how
// far a misspelling is from what was meant, for every "did you mean"
// (power names in sheets, field names in game files).
func SpellingDistance(a, b string) int {
	return spellingWithin(a, b, 64)
}

// Closest is the known name a misspelt field or rule name most likely
// meant: one it begins (three letters or more), else the nearest within
// two edits, else "" (for "did you mean" in game files and rules).
func Closest(s string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if len(s) >= 3 && strings.HasPrefix(strings.ToLower(k), strings.ToLower(s)) {
			return k
		}
		if d := SpellingDistance(strings.ToLower(s), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// spellingWithin is SpellingDistance when it is at most limit, else
// limit+1: it stops at the first row whose every cell is past the limit,
// and keeps its three rows on the stack, so that a misspelt place is
// compared with every name of the map at a few cells a name (issue 30: it
// was 0.5 ms a line).
func spellingWithin(a, b string, limit int) int {
	if len(a) > 64 || len(b) > 64 {
		return min(64, limit+1)
	}
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1 // each letter too many or too few is an edit
	}
	var rows [3][65]int
	before, prev, cur := &rows[0], &rows[1], &rows[2]
	for j := 0; j <= len(b); j++ {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		least := i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, before[j-2]+1)
			}
			cur[j] = d
			least = min(least, d)
		}
		if least > limit {
			// A cell of the next row comes from this row (at least
			// its least) or, by a swap, from the row before plus one:
			// when both are past the limit, so is every row after.
			if minRow(prev[:len(b)+1]) >= limit {
				return limit + 1
			}
		}
		before, prev, cur = prev, cur, before
	}
	return min(prev[len(b)], limit+1)
}

func minRow(r []int) int {
	m := r[0]
	for _, v := range r[1:] {
		m = min(m, v)
	}
	return m
}
