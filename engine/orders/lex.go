package orders

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind sorts the pieces of an order text.
type tokKind byte

const (
	tWord  tokKind = iota // letters, digits, apostrophes: "PAR", "ST", "NC"
	tDash                 // a move mark: "-", "->", ">", "→", "–", "—"
	tSlash                // "/" before a coast
	tOpen                 // "(" or "["
	tClose                // ")" or "]"
	tQuest                // "?"
	tOther                // anything else, always an error where it stands
)

// token is one piece of the text: the parser's raw(t) is what the player
// typed, for messages, and text(t) the word upper-cased. A token holds
// offsets rather than strings: without pointers, the hundreds written per
// sheet cost the garbage collector nothing.
type token struct {
	kind         tokKind
	glued        bool   // a "-" with a word character right before and after: "Mid-Atlantic", "PAR-BUR"
	ascii        bool   // a word of ASCII characters only, which the fast paths handle
	info         uint16 // words: what words.go says of the word (see meaning), looked up once here
	start, end   int    // the token as typed: text[start:end]
	ustart, uend int    // a word upper-cased: upper[ustart:uend]
}

// col is the token's 1-based byte column.
func (t *token) col() int { return t.start + 1 }

// meaning is what words.go says of a word; nothing for other tokens.
func (t *token) meaning() *wordInfo { return &wordInfoTable[t.info] }

// lex splits an order into tokens. Spaces, commas, full stops, colons,
// semicolons, '+' and '_' only separate ("St. Petersburg", "FRANCE: A PAR H");
// '#' and '%' start a comment that runs to the end of the text (DATC and
// Payola sheets write them). Trailing question marks are dropped.
// Lexing starts at byte from; offsets (and so columns) count from the start
// of text. It returns the tokens, appended to toks, and the string their
// words' upper-cased offsets point into.
func lex(toks []token, text string, from int) ([]token, string) {
	// An ASCII text is upper-cased once (not at all when it already is) so
	// that its words are slices of it rather than an allocation each;
	// another text's words are upper-cased one by one into words.
	upper, asciiText := "", isASCII(text)
	if asciiText {
		upper = strings.ToUpper(text)
	}
	var words strings.Builder
	isWord := func(r rune) bool {
		if r < utf8.RuneSelf {
			return asciiWord(byte(r))
		}
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	}
	runeAt := func(i int) rune {
		if i < 0 || i >= len(text) {
			return ' '
		}
		r, _ := utf8.DecodeRuneInString(text[i:])
		return r
	}
	runeBefore := func(i int) rune {
		if i <= from {
			return ' '
		}
		r, _ := utf8.DecodeLastRuneInString(text[:i])
		return r
	}
	for i := from; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '#' || r == '%':
			i = len(text)
			continue
		case isSeparator(r):
			i += size
			continue
		case isWord(r):
			j, ascii := i, true
			for j < len(text) {
				if c := text[j]; c < utf8.RuneSelf {
					if !asciiWord(c) {
						break
					}
					j++
					continue
				}
				r2, s2 := utf8.DecodeRuneInString(text[j:])
				if !isWord(r2) {
					break
				}
				ascii = false
				j += s2
			}
			t := token{kind: tWord, start: i, end: j, ustart: i, uend: j, ascii: ascii}
			if asciiText {
				t.info = wordInfoOf(upper[i:j])
			} else {
				w := strings.ToUpper(text[i:j])
				t.info = wordInfoOf(w)
				t.ustart = words.Len()
				words.WriteString(w)
				t.uend = words.Len()
			}
			toks = append(toks, t)
			i = j
			continue
		case r == '-' && runeAt(i+1) == '>':
			toks = append(toks, token{kind: tDash, start: i, end: i + 2})
			i += 2
			continue
		case r == '-':
			glued := isWord(runeBefore(i)) && isWord(runeAt(i+1))
			toks = append(toks, token{kind: tDash, start: i, end: i + 1, glued: glued})
		case r == '>' || r == '→' || r == '–' || r == '—':
			toks = append(toks, token{kind: tDash, start: i, end: i + size})
		case r == '/':
			toks = append(toks, token{kind: tSlash, start: i, end: i + 1})
		case r == '(' || r == '[':
			toks = append(toks, token{kind: tOpen, start: i, end: i + size})
		case r == ')' || r == ']':
			toks = append(toks, token{kind: tClose, start: i, end: i + size})
		case r == '?':
			toks = append(toks, token{kind: tQuest, start: i, end: i + 1})
		default:
			toks = append(toks, token{kind: tOther, start: i, end: i + size})
		}
		i += size
	}
	for len(toks) > 0 && toks[len(toks)-1].kind == tQuest {
		toks = toks[:len(toks)-1]
	}
	if !asciiText {
		upper = words.String()
	}
	return toks, upper
}

// isSeparator is a space or one of ",.:;+_", which only separate words.
func isSeparator(r rune) bool {
	switch r {
	case ' ', ',', '.', ':', ';', '+', '_', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return r >= utf8.RuneSelf && unicode.IsSpace(r)
}

// asciiWord is isWord for an ASCII byte.
func asciiWord(c byte) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '\''
}
