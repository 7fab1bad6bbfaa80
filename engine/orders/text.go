package orders

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxText is the largest pasted text the engine reads (game-format.md §4):
// 2 MB holds hundreds of offers for every unit of every power.
const MaxText = 2 << 20

// Line is one line of pasted text as the parsers read it: Text is the line
// normalised (game-format.md §2), Num its 1-based number in the whole
// text. Columns into Text become columns of the line as pasted through Pos,
// the one place where a column is ever shifted.
type Line struct {
	Num  int
	Text string
	// from[i] is the byte offset in the pasted line of Text[i], and
	// from[len(Text)] the pasted line's length; nil when Text is the line
	// exactly as pasted.
	from []int32
}

// Pos is where byte column col (1-based; 0 for the whole line) of Text
// stood in the line as pasted.
func (l Line) Pos(col int) Pos {
	if col <= 0 {
		return Pos{Line: l.Num}
	}
	if l.from == nil {
		return Pos{Line: l.Num, Col: col}
	}
	i := min(col-1, len(l.from)-1)
	return Pos{Line: l.Num, Col: int(l.from[i]) + 1}
}

// Normalise cuts pasted text into lines and normalises each as
// game-format.md §2 says: a byte-order mark is dropped, CRLF and a lone CR
// end lines, non-breaking and other Unicode spaces become spaces, Unicode
// dashes and minus signs (U+2010-U+2015, U+2212) become '-', a full-width
// colon ':', and zero-width characters are removed. A byte that is not
// UTF-8 becomes U+FFFD, which messages name. Any other character is left
// for the parsers to name by its code point. Line numbers start at first.
func Normalise(text string, first int) []Line {
	// Room for every line at once (one count of the line ends): growing
	// the slice line by line copied it over and over, a tenth of a 40,000
	// line text's cost (BenchmarkHostile).
	lines := make([]Line, 0, 1+strings.Count(text, "\n")+strings.Count(text, "\r"))
	for n := first; ; n++ {
		end, next := lineEnd(text)
		lines = append(lines, normaliseLine(text[:end], n))
		if next < 0 {
			return lines
		}
		text = text[next:]
	}
}

// lineEnd finds the end of the first line of text and where the next one
// starts (-1 when this is the last).
func lineEnd(text string) (end, next int) {
	i := strings.IndexAny(text, "\r\n")
	switch {
	case i < 0:
		return len(text), -1
	case text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n':
		return i, i + 2
	}
	return i, i + 1
}

func normaliseLine(raw string, num int) Line {
	plain := true
	for i := 0; i < len(raw); i++ {
		if raw[i] >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain {
		return Line{Num: num, Text: raw}
	}
	var b strings.Builder
	b.Grow(len(raw))
	from := make([]int32, 0, len(raw)+1)
	for i := 0; i < len(raw); {
		r, size := utf8.DecodeRuneInString(raw[i:])
		at := int32(i)
		i += size
		switch {
		case size == 1 && r == utf8.RuneError:
			r = utf8.RuneError // a byte that is not UTF-8: U+FFFD, three bytes
		case zeroWidth(r):
			continue
		case r == '\t':
		case r >= '\u2010' && r <= '\u2015' || r == '\u2212':
			r = '-'
		case r == '\uFF1A':
			r = ':'
		case unicode.IsSpace(r):
			r = ' '
		}
		n := b.Len()
		b.WriteRune(r)
		for range b.Len() - n {
			from = append(from, at)
		}
	}
	from = append(from, int32(len(raw)))
	return Line{Num: num, Text: b.String(), from: from}
}

// zeroWidth says whether r is a character that takes no room and means
// nothing in an order: zero-width spaces and joiners, the word joiner, the
// byte-order mark and the soft hyphen.
func zeroWidth(r rune) bool {
	switch r {
	case '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD':
		return true
	}
	return false
}
