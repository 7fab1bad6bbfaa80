package render

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The picture of a DPjudge drawing is inlined into every scene as it is,
// so it may hold only what scripts/psgen writes into the committed
// drawings (engine/maps/drawings, standard.svg among them): these
// elements, each with these attributes and values of these kinds, nested
// as psgen nests them. Anything else (an event handler, a link, a script,
// a style, a foreign object, an entity, a declaration, a comment, a
// processing instruction) is refused naming it and its line, not dropped:
// a picture that is not one psgen writes is not one of ours, and a map
// drawn from whatever a filter left of it would mislead its reader.
var pictureElements = []elementRule{
	{name: "svg", attrs: []attrRule{
		{"xmlns", namespaceValue, ""}, {"viewBox", numbersValue, ""}, {"width", numberValue, ""}, {"height", numberValue, ""},
	}, children: "title desc g"},
	{name: "title", text: true},
	{name: "desc", text: true},
	{name: "g", attrs: []attrRule{
		{"fill", paintValue, ""}, {"font-family", fontValue, ""}, {"font-size", numberValue, ""},
		{"font-weight", keywordValue, "normal bold"}, {"stroke-miterlimit", numberValue, ""},
		{"text-anchor", keywordValue, "start middle end"},
	}, children: "g path text"},
	{name: "path", attrs: []attrRule{
		{"d", pathValue, ""}, {"fill", paintValue, ""}, {"stroke", paintValue, ""}, {"stroke-dasharray", numbersValue, ""},
		{"stroke-linecap", keywordValue, "butt round square"}, {"stroke-width", numberValue, ""},
	}},
	{name: "text", attrs: []attrRule{{"x", numberValue, ""}, {"y", numberValue, ""}}, text: true},
}

// pictureElementNames lists pictureElements for messages.
const pictureElementNames = "svg, title, desc, g, path and text"

type elementRule struct {
	name     string
	attrs    []attrRule
	children string // the elements it may hold, separated by spaces
	text     bool   // whether it may hold text
}

// pictureElement is the rule of the element named, or nil.
func pictureElement(name string) *elementRule {
	for i := range pictureElements {
		if pictureElements[i].name == name {
			return &pictureElements[i]
		}
	}
	return nil
}

// attr is the rule of the element's attribute named, or nil.
func (r *elementRule) attr(name string) *attrRule {
	for i := range r.attrs {
		if r.attrs[i].name == name {
			return &r.attrs[i]
		}
	}
	return nil
}

// attrRule is an attribute an element may have and the kind of its
// values (with a keyword's words, separated by spaces).
type attrRule struct {
	name  string
	kind  valueKind
	words string
}

type valueKind int

const (
	numberValue    valueKind = iota // 12, 1.5, .3, -4
	numbersValue                    // numbers separated by single spaces: a viewBox, a dash array
	paintValue                      // none, or a colour #rrggbb
	pathValue                       // a path's d: numbers and the commands (M, l, c, z...)
	fontValue                       // font family names separated by commas
	keywordValue                    // one of its words
	namespaceValue                  // the SVG namespace itself
)

// describe says what a value of the kind is, for messages.
func (r *attrRule) describe() string {
	switch r.kind {
	case numberValue:
		return "a number"
	case numbersValue:
		return "numbers separated by spaces"
	case paintValue:
		return "none or a colour #rrggbb"
	case pathValue:
		return "path data (numbers and the letters of path commands)"
	case fontValue:
		return "font names separated by commas"
	case keywordValue:
		return strings.Join(strings.Fields(r.words), " or ") // not ReplaceAll: strings.Replace would join the page's engine for this alone
	default:
		return `"http://www.w3.org/2000/svg"`
	}
}

// fits says whether v is a value of the kind.
func (r *attrRule) fits(v string) bool {
	switch r.kind {
	case numberValue:
		return isNumber(v)
	case numbersValue:
		for {
			n, rest, more := strings.Cut(v, " ")
			if !isNumber(n) {
				return false
			}
			if !more {
				return true
			}
			v = rest
		}
	case paintValue:
		if v == "none" {
			return true
		}
		if len(v) != 7 || v[0] != '#' {
			return false
		}
		for i := 1; i < 7; i++ {
			if !isHex(v[i]) {
				return false
			}
		}
		return true
	case pathValue:
		for i := 0; i < len(v); i++ {
			if c := v[i]; !(c >= '0' && c <= '9' || strings.IndexByte(" ,.-+eEMmLlHhVvCcSsQqTtAaZz", c) >= 0) {
				return false
			}
		}
		return true
	case fontValue:
		for i := 0; i < len(v); i++ {
			if c := v[i]; !(isLetter(c) || c >= '0' && c <= '9' || c == ',' || c == ' ' || c == '-') {
				return false
			}
		}
		return v != ""
	case keywordValue:
		return hasWord(r.words, v)
	default:
		return v == "http://www.w3.org/2000/svg"
	}
}

// isNumber says whether s is a plain decimal number: an optional minus,
// digits with at most one point among them.
func isNumber(s string) bool {
	s = strings.TrimPrefix(s, "-")
	digits, points := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.':
			points++
		default:
			return false
		}
	}
	return digits > 0 && points <= 1
}

func isHex(c byte) bool    { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// isNameByte is a byte of an element's or attribute's name as read here;
// any other byte ends the name, and is then refused unless the tag's
// syntax has it there.
func isNameByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '-' || c == ':' || c == '_' || c == '.'
}

// isSpace is XML's white space: what may separate attributes.
func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// textEscapes are the references psgen writes in a text, and the only
// ones a picture may hold.
var textEscapes = []string{"&amp;", "&lt;", "&gt;", "&quot;"}

// checkPicture refuses a picture holding anything but pictureElements,
// naming the first thing refused and its line. It reads the picture once,
// left to right. (Its messages are joined without fmt: the page's engine
// carries this code, and is smaller so.)
func checkPicture(s string) error {
	var open []*elementRule // the elements open, outermost first
	rootDone := false
	fail := func(at int, msg ...string) error {
		return errors.New("line " + strconv.Itoa(1+strings.Count(s[:at], "\n")) + " of the picture: " + strings.Join(msg, ""))
	}
	i := 0
	for i < len(s) {
		end := strings.IndexByte(s[i:], '<')
		if end < 0 {
			end = len(s)
		} else {
			end += i
		}
		holdsText := len(open) > 0 && open[len(open)-1].text
		if at, what := badText(s[i:end], holdsText); what != "" {
			return fail(i+at, what)
		}
		if end == len(s) {
			break
		}
		i = end
		rest := s[i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			return fail(i, quoteSome(rest), " is a comment, which a drawing never has")
		case strings.HasPrefix(rest, "<![CDATA["):
			return fail(i, quoteSome(rest), " is a CDATA section, which a drawing never has")
		case strings.HasPrefix(rest, "<!"):
			return fail(i, quoteSome(rest), " is a declaration (DOCTYPE, ENTITY), which a drawing never has")
		case strings.HasPrefix(rest, "<?"):
			return fail(i, quoteSome(rest), " is a processing instruction, which a drawing never has")
		case strings.HasPrefix(rest, "</"):
			j := i + 2
			for j < len(s) && isNameByte(s[j]) {
				j++
			}
			name := s[i+2 : j]
			for j < len(s) && isSpace(s[j]) {
				j++
			}
			switch {
			case j == len(s) || s[j] != '>':
				return fail(i, "the end tag </", name, " is not closed by >")
			case len(open) == 0:
				return fail(i, "</", name, "> after the picture's end")
			case open[len(open)-1].name != name:
				return fail(i, "</", name, "> where <", open[len(open)-1].name, "> is open")
			}
			open = open[:len(open)-1]
			rootDone = len(open) == 0
			i = j + 1
			continue
		}
		// An element's start tag.
		j := i + 1
		for j < len(s) && isNameByte(s[j]) {
			j++
		}
		name := s[i+1 : j]
		rule := pictureElement(name)
		switch {
		case rule == nil && name == "":
			return fail(i, quoteSome(rest), " is not a tag of a drawing")
		case rule == nil:
			return fail(i, "<", name, "> is not an element of a drawing (a drawing's picture holds only ", pictureElementNames, ")")
		case rootDone:
			return fail(i, "<", name, "> after the picture's end")
		case len(open) == 0 && name != "svg":
			return fail(i, "<", name, "> outside the picture's <svg>")
		case len(open) > 0 && !hasWord(open[len(open)-1].children, name):
			return fail(i, "<", name, "> inside <", open[len(open)-1].name, ">, which holds no <", name, "> in a drawing")
		}
		var seen [8]string
		nseen := 0
		for {
			k := j
			for k < len(s) && isSpace(s[k]) {
				k++
			}
			if k == len(s) {
				return fail(i, "the picture ends inside <", name, ">")
			}
			if s[k] == '>' {
				open = append(open, rule)
				i = k + 1
				break
			}
			if strings.HasPrefix(s[k:], "/>") {
				rootDone = len(open) == 0
				i = k + 2
				break
			}
			if k == j { // a byte where a space, > or /> must be
				return fail(k, quoteByte(s, k), " inside <", name, ">, where a drawing has a space, > or />")
			}
			a := k
			for k < len(s) && isNameByte(s[k]) {
				k++
			}
			attr := s[a:k]
			if attr == "" {
				return fail(a, quoteByte(s, a), " inside <", name, ">, where a drawing has an attribute")
			}
			low := strings.ToLower(attr)
			switch {
			case strings.HasPrefix(low, "on"):
				return fail(a, "<", name, " ", attr, ">: ", attr, " is an event handler, which a drawing never has")
			case low == "href" || strings.HasSuffix(low, ":href"):
				return fail(a, "<", name, " ", attr, ">: a link, which a drawing never has (its picture refers to nothing, in the document or outside it)")
			}
			ar := rule.attr(attr)
			if ar == nil {
				return fail(a, "<", name, " ", attr, ">: a drawing's <", name, "> has no attribute ", attr, " (", attrNames(rule), ")")
			}
			for _, o := range seen[:nseen] {
				if o == attr {
					return fail(a, "<", name, "> has ", attr, " twice")
				}
			}
			if nseen < len(seen) {
				seen[nseen] = attr
				nseen++
			}
			for k < len(s) && isSpace(s[k]) {
				k++
			}
			if k == len(s) || s[k] != '=' {
				return fail(a, "<", name, " ", attr, "> has no value")
			}
			k++
			for k < len(s) && isSpace(s[k]) {
				k++
			}
			if k == len(s) || s[k] != '"' {
				return fail(a, "<", name, " ", attr, "=…>: the value is not in double quotes")
			}
			q := strings.IndexByte(s[k+1:], '"')
			if q < 0 {
				return fail(a, "<", name, " ", attr, "=…>: the value has no closing quote")
			}
			v := s[k+1 : k+1+q]
			if !ar.fits(v) {
				return fail(a, "<", name, " ", attr, "=", quoteSome(v), ">: a drawing's ", attr, " is ", ar.describe())
			}
			j = k + 2 + q
		}
	}
	if len(open) > 0 {
		return fail(len(s), "the picture ends with <", open[len(open)-1].name, "> open")
	}
	if !rootDone {
		return fail(0, "the picture has no <svg>")
	}
	return nil
}

// badText is where the text between two tags holds what a drawing's does
// not, and what, or "": only white space outside a text, title or desc;
// inside one, no control or direction character and no entity or
// character reference but psgen's escapes.
func badText(t string, holdsText bool) (int, string) {
	for i := 0; i < len(t); {
		if !holdsText {
			if !isSpace(t[i]) {
				return i, "the text " + quoteSome(t[i:]) + " outside a <text>, <title> or <desc>"
			}
			i++
			continue
		}
		if t[i] == '&' {
			ok := false
			for _, e := range textEscapes {
				if strings.HasPrefix(t[i:], e) {
					ok = true
					i += len(e)
					break
				}
			}
			if !ok {
				ref := t[i:min(len(t), i+12)]
				if semi := strings.IndexByte(ref, ';'); semi >= 0 {
					ref = ref[:semi+1]
				}
				return i, quoteSome(ref) + " is an entity or character reference, which a drawing never has (only &amp; &lt; &gt; &quot;)"
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(t[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return i, "a byte that is not UTF-8 in a text"
		case r < 0x20 && r != '\n' && r != '\t' && r != '\r', r >= 0x7f && r < 0xa0, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
			return i, codePoint(r) + " in a text, a control or direction character a drawing never has"
		}
		i += size
	}
	return 0, ""
}

// codePoint is U+XXXX.
func codePoint(r rune) string {
	h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	return "U+" + strings.Repeat("0", max(0, 4-len(h))) + h
}

// quoteSome quotes at most the first 40 characters of s.
func quoteSome(s string) string {
	n := 0
	for i := range s {
		if n == 40 {
			return strconv.Quote(s[:i]) + "…"
		}
		n++
	}
	return strconv.Quote(s)
}

// quoteByte names the character at s[i]: quoted if printable ASCII, else
// by its code point.
func quoteByte(s string, i int) string {
	if c := s[i]; c > ' ' && c < 0x7f {
		return strconv.Quote(string(c))
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return codePoint(r)
}

// hasWord says whether w is one of list's words, separated by spaces.
func hasWord(list, w string) bool {
	for list != "" {
		var x string
		x, list, _ = strings.Cut(list, " ")
		if x == w {
			return true
		}
	}
	return false
}

// attrNames lists the attributes an element may have, for messages.
func attrNames(r *elementRule) string {
	if len(r.attrs) == 0 {
		return "it has none"
	}
	names := make([]string, len(r.attrs))
	for i, a := range r.attrs {
		names[i] = a.name
	}
	return "only " + strings.Join(names, ", ")
}
