package orders

import (
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// PowerNamed is the power a player or a file names: by its name (FRANCE,
// GULFOFBOTHNIA) or by its full name as the map files write it (void's GULF
// OF BOTHNIA, renaissance's POLAND-LITHUANIA, empire's B.C.), in any case, with any run of spaces between words; nil
// when it names none. Every reader of a power's name asks it, so that each
// spelling is canonicalised once, to the power's Name (issue 30).
func PowerNamed(m *board.Map, written string) *board.Power {
	if p := m.Power(written); p != nil {
		return p
	}
	// A name is its full name without spaces and signs (DPjudge's key:
	// U+S+A is USA): look that up, then hold the words to the full name's.
	var key strings.Builder
	for i := 0; i < len(written); i++ {
		if c := written[i]; 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			key.WriteByte(c)
		}
	}
	p := m.Power(key.String())
	if p == nil || p.FullName == "" || !sameWords(p.FullName, written) {
		return nil
	}
	return p
}

// sameWords says whether a and b are the same words, in any case, whatever
// spaces stand between them.
func sameWords(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	if len(fa) != len(fb) {
		return false
	}
	for i := range fa {
		if !strings.EqualFold(fa[i], fb[i]) {
			return false
		}
	}
	return true
}
