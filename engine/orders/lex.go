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

// token is one piece of the text with its 1-based byte column. Words are
// upper-cased; raw keeps what the player typed, for messages.
type token struct {
	kind  tokKind
	text  string
	raw   string
	col   int
	glued bool // a "-" with a word character right before and after: "Mid-Atlantic", "PAR-BUR"
}

// lex splits an order into tokens. Spaces, commas, full stops, colons,
// semicolons, '+' and '_' only separate ("St. Petersburg", "FRANCE: A PAR H");
// '#' and '%' start a comment that runs to the end of the text (DATC and
// Payola sheets write them). Trailing question marks are dropped.
func lex(text string) []token {
	var toks []token
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' }
	runeAt := func(i int) rune {
		if i < 0 || i >= len(text) {
			return ' '
		}
		r, _ := utf8.DecodeRuneInString(text[i:])
		return r
	}
	runeBefore := func(i int) rune {
		if i <= 0 {
			return ' '
		}
		r, _ := utf8.DecodeLastRuneInString(text[:i])
		return r
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		col := i + 1
		switch {
		case r == '#' || r == '%':
			i = len(text)
			continue
		case unicode.IsSpace(r) || strings.ContainsRune(",.:;+_", r):
			i += size
			continue
		case isWord(r):
			j := i
			for j < len(text) {
				r2, s2 := utf8.DecodeRuneInString(text[j:])
				if !isWord(r2) {
					break
				}
				j += s2
			}
			toks = append(toks, token{kind: tWord, text: strings.ToUpper(text[i:j]), raw: text[i:j], col: col})
			i = j
			continue
		case r == '-' && runeAt(i+1) == '>':
			toks = append(toks, token{kind: tDash, text: "->", raw: "->", col: col})
			i += 2
			continue
		case r == '-':
			glued := isWord(runeBefore(i)) && isWord(runeAt(i+1))
			toks = append(toks, token{kind: tDash, text: "-", raw: "-", col: col, glued: glued})
		case r == '>' || r == '→' || r == '–' || r == '—':
			toks = append(toks, token{kind: tDash, text: "-", raw: string(r), col: col})
		case r == '/':
			toks = append(toks, token{kind: tSlash, text: "/", raw: "/", col: col})
		case r == '(' || r == '[':
			toks = append(toks, token{kind: tOpen, text: "(", raw: string(r), col: col})
		case r == ')' || r == ']':
			toks = append(toks, token{kind: tClose, text: ")", raw: string(r), col: col})
		case r == '?':
			toks = append(toks, token{kind: tQuest, text: "?", raw: "?", col: col})
		default:
			toks = append(toks, token{kind: tOther, text: string(r), raw: text[i : i+size], col: col})
		}
		i += size
	}
	for len(toks) > 0 && toks[len(toks)-1].kind == tQuest {
		toks = toks[:len(toks)-1]
	}
	return toks
}
