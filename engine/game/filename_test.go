package game

import (
	"strings"
	"testing"
)

// Download names keep a game's name when it is made of ASCII letters,
// digits, '-' and '_'; every other character (each neighbour of those
// ranges, a dot, a slash, a non-ASCII letter) becomes one '_'. A name with
// nothing left is "game", and a long name is cut to 100 bytes.
func TestDownloadNamesKeepOnlySafeCharacters(t *testing.T) {
	r := &Result{Phase: "S1901M"}
	for _, c := range []struct{ game, want string }{
		{"az-AZ_09", "az-AZ_09"},
		{"abyz", "abyz"},
		{"a`z{A@Z[0/9:", "a_z_A_Z_0_9_"},
		{"Élan vital.v2", "_lan_vital_v2"},
		{"", "game"},
		{"../", "___"},
		{strings.Repeat("x", 150), strings.Repeat("x", 100)},
		{strings.Repeat("é", 150), strings.Repeat("_", 100)},
	} {
		if got := r.MapFileName(c.game); got != c.want+"-S1901M-map.svg" {
			t.Errorf("game %q: map file %q, want %q", c.game, got, c.want+"-S1901M-map.svg")
		}
	}
}
