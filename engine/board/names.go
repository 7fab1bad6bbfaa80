package board

import "strings"

// NormaliseName is how names and aliases are compared: case, spaces, dots,
// hyphens, apostrophes and '+' do not matter ("Mid-Atlantic Ocean" = "midatlanticocean").
func NormaliseName(s string) string {
	// Fast path: the order parser normalises every word it reads, nearly
	// always plain ASCII; one pass, at most one allocation, none when s is
	// already in normal form.
	if dropped, lowered, ascii := normalASCII(s); ascii {
		if dropped == 0 && !lowered {
			return s
		}
		var b strings.Builder
		b.Grow(len(s) - dropped)
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case isNameFiller(c):
				continue
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
		return b.String()
	}
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r < 0x80 && isNameFiller(byte(r)) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// normalASCII says whether s is ASCII and, if so, how many of its bytes
// NormaliseName would drop and whether it would lower a letter.
func normalASCII(s string) (dropped int, lowered, ascii bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return 0, false, false
		case isNameFiller(c):
			dropped++
		case 'A' <= c && c <= 'Z':
			lowered = true
		}
	}
	return dropped, lowered, true
}

// isNameFiller is a byte NormaliseName drops.
func isNameFiller(c byte) bool {
	switch c {
	case ' ', '+', '-', '.', '_', '\'', '\t':
		return true
	}
	return false
}

// Lookup finds a location by abbreviation, full name or alias, any case:
// "Paris", "par", "English Channel", "stp/nc", "Spain (south coast)".
// A province with coasts is returned without a coast unless one was named.
func (m *Map) Lookup(name string) (Loc, bool) {
	key := NormaliseName(name)
	if loc, ok := m.Aliases[key]; ok {
		return loc, true
	}
	// "XXX/NC" and "XXX(NC)" for any spelling of the province.
	for _, sep := range []string{"/", "("} {
		if i := strings.Index(key, sep); i > 0 {
			base, ok := m.Aliases[key[:i]]
			if !ok || base.Coast() != "" {
				continue
			}
			coast := strings.ToUpper(strings.Trim(key[i:], "/()"))
			if c, ok := coastWords[coast]; ok {
				coast = c
			}
			loc := Loc(base.Province() + "/" + coast)
			if m.ValidLoc(loc) {
				return loc, true
			}
		}
	}
	return "", false
}

// coastWords are the spellings of coasts beyond the two-letter codes.
var coastWords = map[string]string{
	"NORTHCOAST": "NC", "SOUTHCOAST": "SC", "EASTCOAST": "EC", "WESTCOAST": "WC",
	"NORTH": "NC", "SOUTH": "SC", "EAST": "EC", "WEST": "WC",
}

// coastCodes are coastWords and the two-letter codes, for CoastCode's fast path.
var coastCodes = func() map[string]string {
	codes := map[string]string{"NC": "NC", "SC": "SC", "EC": "EC", "WC": "WC"}
	for w, c := range coastWords {
		codes[w] = c
	}
	return codes
}()

// isLetters says whether s holds ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | ('a' - 'A'); c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// CoastCode turns a coast word ("nc", "north coast", "(sc)") into its code, or "".
func CoastCode(s string) string {
	// Fast path: the order parser asks about every place word it reads, and
	// a single plain word ("NC", "north") needs no normalising.
	if len(s) <= len("NORTHCOAST") && isLetters(s) {
		if s == "" || !strings.ContainsRune("NSEWnsew", rune(s[0])) {
			return "" // every coast word starts with a compass point
		}
		var b [len("NORTHCOAST")]byte
		for i := 0; i < len(s); i++ {
			b[i] = s[i] &^ ('a' - 'A') // upper-case an ASCII letter
		}
		return coastCodes[string(b[:len(s)])]
	}
	k := strings.ToUpper(strings.Trim(NormaliseName(s), "/()"))
	switch k {
	case "NC", "SC", "EC", "WC":
		return k
	}
	return coastWords[k]
}

// ValidLoc says whether a location exists: a province, or a coast of one.
func (m *Map) ValidLoc(l Loc) bool {
	p := m.provinces[l.Province()]
	return p != nil && p.hasCoast(l.Coast())
}

// hasCoast says whether c is one of the province's coasts, or "".
func (p *Province) hasCoast(c string) bool {
	if c == "" {
		return true
	}
	for _, pc := range p.Coasts {
		if pc == c {
			return true
		}
	}
	return false
}
