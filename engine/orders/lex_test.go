package orders

import (
	"strings"
	"testing"
)

// lexed shows lex's tokens as "kind:text", the text as typed, with a
// word's upper-case form after "=" when it differs and "~" on a glued dash.
func lexed(text string) string {
	toks, upper := lex(nil, text, 0)
	var out []string
	for _, t := range toks {
		s := "wd/()?x"[t.kind:t.kind+1] + ":" + text[t.start:t.end]
		if t.kind == tWord && upper[t.ustart:t.uend] != text[t.start:t.end] {
			s += "=" + upper[t.ustart:t.uend]
		}
		if t.glued {
			s += "~"
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// The lexer's reading of what players type: words of letters, digits and
// apostrophes in any alphabet; the move marks players use; coasts after a
// slash or in brackets; separators that only separate; comments; and
// question marks dropped at the end only. A dash between two word
// characters is "glued" (a name such as Mid-Atlantic, or PAR-BUR).
func TestLexTokens(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"A PAR - BUR", "w:A w:PAR d:- w:BUR"},
		{"a par-bur", "w:a=A w:par=PAR d:-~ w:bur=BUR"},
		{"PAR -BUR", "w:PAR d:- w:BUR"},
		{"PAR- BUR", "w:PAR d:- w:BUR"},
		{"-BUR", "d:- w:BUR"},
		{"PAR-", "w:PAR d:-"},
		{"A PAR->BUR", "w:A w:PAR d:-> w:BUR"},
		{"PAR>BUR PAR→BUR PAR–BUR PAR—BUR", "w:PAR d:> w:BUR w:PAR d:→ w:BUR w:PAR d:– w:BUR w:PAR d:— w:BUR"},
		{"F STP/NC", "w:F w:STP /:/ w:NC"},
		{"F SPA(sc) F SPA[NC]", "w:F w:SPA (:( w:sc=SC ):) w:F w:SPA (:[ w:NC ):]"},
		{"A PAR H??", "w:A w:PAR w:H"},
		{"A ? PAR", "w:A ?:? w:PAR"},
		{"??", ""},
		{"", ""},
		{"A PAR H # hold it", "w:A w:PAR w:H"},
		{"A PAR H % hold it", "w:A w:PAR w:H"},
		{"FRANCE: A PAR,H;St.Petersburg+x_y\tz", "w:FRANCE w:A w:PAR w:H w:St=ST w:Petersburg=PETERSBURG w:x=X w:y=Y w:z=Z"},
		{"l'Est 'T", "w:l'Est=L'EST w:'T"},
		{"AZaz09 @ ` { ~", "w:AZaz09=AZAZ09 x:@ x:` x:{ x:~"},
		{"12$", "w:12 x:$"},
		{"Côte-d'Or", "w:Côte=CÔTE d:-~ w:d'Or=D'OR"},
		{"A PAR\u00a0H", "w:A w:PAR w:H"},                // a no-break space separates
		{"A PAR\u2003–\u2003BUR", "w:A w:PAR d:– w:BUR"}, // and so does an em space
		{"A ÎLE H", "w:A w:ÎLE w:H"},
		{"A PAR ₂", "w:A w:PAR x:₂"},
		{"A PAR ٣", "w:A w:PAR w:٣"}, // a digit in another script is a word character
	} {
		if got := lexed(c.in); got != c.want {
			t.Errorf("lex(%q):\n got  %s\n want %s", c.in, got, c.want)
		}
	}
}
