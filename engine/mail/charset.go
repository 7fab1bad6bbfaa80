package mail

import (
	"strings"
	"unicode/utf8"
)

// The character sets read besides UTF-8 and ASCII: Latin-1, Windows-1252
// (what Outlook writes, and what mislabelled mail mostly is) and Latin-9,
// by the names mail writes them (IANA's, any case). golang.org/x/text's
// code pages were measured at 20 KB gzipped on the page's engine (its
// charmap package keeps all 40 of them); these three are a few lines, and
// any other set is read as Windows-1252 with a note naming it.

// charsetNamed is the decoder of a character set, or nil when it is not
// read here.
func charsetNamed(name string) func([]byte) string {
	switch n := strings.ToLower(strings.Trim(strings.TrimSpace(name), `"`)); n {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return utf8Text
	case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1", "cp819":
		return func(b []byte) string { return table(latin1, b) }
	case "windows-1252", "cp1252", "x-cp1252":
		return func(b []byte) string { return table(windows1252, b) }
	case "iso-8859-15", "latin-9", "latin9":
		return func(b []byte) string { return table(latin9, b) }
	}
	return nil
}

// decodeText turns a part's bytes into text in its character set; an
// unknown set is read as Windows-1252 and told. No byte is lost.
func decodeText(msg *Message, b []byte, charset string) string {
	dec := charsetNamed(charset)
	if dec == nil {
		msg.note("its text is in the character set %q, which is not read here: it is read as Windows-1252, so check any letter beyond A to Z", clip(charset))
		return table(windows1252, b)
	}
	return dec(b)
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
			r = windows1252(b[0])
		}
		sb.WriteRune(r)
		b = b[n:]
	}
	return sb.String()
}

func latin1(c byte) rune { return rune(c) }

var cp1252 = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8d, 'Ž', 0x8f,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9d, 'ž', 'Ÿ',
}

func windows1252(c byte) rune {
	if c >= 0x80 && c < 0xa0 {
		return cp1252[c-0x80]
	}
	return rune(c)
}

func latin9(c byte) rune {
	switch c {
	case 0xa4:
		return '€'
	case 0xa6:
		return 'Š'
	case 0xa8:
		return 'š'
	case 0xb4:
		return 'Ž'
	case 0xb8:
		return 'ž'
	case 0xbc:
		return 'Œ'
	case 0xbd:
		return 'œ'
	case 0xbe:
		return 'Ÿ'
	}
	return rune(c)
}

// table decodes single-byte text, ASCII as it is.
func table(dec func(byte) rune, b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b))
	for _, c := range b {
		if c < utf8.RuneSelf {
			sb.WriteByte(c)
			continue
		}
		sb.WriteRune(dec(c))
	}
	return sb.String()
}
