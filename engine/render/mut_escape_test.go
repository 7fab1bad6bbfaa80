package render

import "testing"

// Every single byte, alone as a whole value, comes back from an XML reader
// as it went in, or as U+FFFD where XML cannot carry it: a value made only
// of a control byte, a byte that is not UTF-8, or one markup character
// must not slip past the escaper as if it were plain text.
func TestAttrEscapesEveryLoneByte(t *testing.T) {
	for b := 0; b < 256; b++ {
		for _, v := range []string{string([]byte{byte(b)}), string([]byte{byte(b), byte(b)})} {
			doc := "<x " + attr("v", v) + "/>"
			els := elements(t, doc)
			if len(els) != 1 || len(els[0].attrs) != 1 {
				t.Errorf("%q: became %q, not one element with one attribute", v, doc)
				continue
			}
			if got, want := els[0].attrs["v"], xmlSafe(v); got != want {
				t.Errorf("%q: read back as %q, want %q", v, got, want)
			}
		}
	}
}
