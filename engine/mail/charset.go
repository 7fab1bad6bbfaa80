package mail

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// charsets are the character sets read besides UTF-8 and ASCII, by the
// names mail writes them (IANA's, case-insensitive): Latin-1 and
// Windows-1252 as the issue asks, and the few that European mail clients
// still write, each a 256-entry table of x/text (2 KB apiece). Asian and
// other multi-byte sets would cost the page more than the whole mail loop;
// their text is read as Windows-1252 with a note naming the set.
var charsets = map[string]*charmap.Charmap{
	"iso-8859-1":   charmap.ISO8859_1,
	"iso8859-1":    charmap.ISO8859_1,
	"iso_8859-1":   charmap.ISO8859_1,
	"latin1":       charmap.ISO8859_1,
	"l1":           charmap.ISO8859_1,
	"cp819":        charmap.ISO8859_1,
	"windows-1252": charmap.Windows1252,
	"cp1252":       charmap.Windows1252,
	"x-cp1252":     charmap.Windows1252,
	"iso-8859-15":  charmap.ISO8859_15,
	"latin-9":      charmap.ISO8859_15,
	"iso-8859-2":   charmap.ISO8859_2,
	"latin2":       charmap.ISO8859_2,
	"windows-1250": charmap.Windows1250,
	"windows-1251": charmap.Windows1251,
	"koi8-r":       charmap.KOI8R,
	"macintosh":    charmap.Macintosh,
	"mac":          charmap.Macintosh,
}

// charsetNamed is the decoder of a character set, or nil when it is not
// read here.
func charsetNamed(name string) func([]byte) string {
	switch n := strings.ToLower(strings.Trim(strings.TrimSpace(name), `"`)); n {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return utf8Text
	default:
		if cm := charsets[n]; cm != nil {
			return func(b []byte) string { return table(cm, b) }
		}
	}
	return nil
}

// decodeText turns a part's bytes into text in its character set. Bytes
// that are not UTF-8 in a part said to be UTF-8 or ASCII are read as
// Windows-1252 (what mislabelled mail mostly is), and an unknown set is
// read the same way; either is told, and no byte is lost.
func decodeText(msg *Message, b []byte, charset string) string {
	dec := charsetNamed(charset)
	if dec == nil {
		msg.note("its text is in the character set %q, which is not read here: it is read as Windows-1252, so check any letter beyond A to Z", clip(charset))
		return table(charmap.Windows1252, b)
	}
	s := dec(b)
	return s
}

// utf8Text is UTF-8 text as it is, any byte that is not UTF-8 read as
// Windows-1252.
func utf8Text(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(len(b))
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			r = charmap.Windows1252.DecodeByte(b[0])
		}
		sb.WriteRune(r)
		b = b[n:]
	}
	return sb.String()
}

// table decodes single-byte text by a code page.
func table(cm *charmap.Charmap, b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b))
	for _, c := range b {
		if c < utf8.RuneSelf {
			sb.WriteByte(c)
			continue
		}
		sb.WriteRune(cm.DecodeByte(c))
	}
	return sb.String()
}
