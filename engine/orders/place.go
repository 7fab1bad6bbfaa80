package orders

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// maxNameWords bounds how many words one place name may take ("Gulf of
// Bothnia", "Mid-Atlantic Ocean", "St Petersburg").
const maxNameWords = 4

// province reads a province name starting at token i, taking the longest run
// of words (joined by glued hyphens: "Mid-Atlantic") that the map knows.
// It returns the province id and the index after it, or ok=false.
func (p *parser) province(i int) (id string, next int, ok bool) {
	if i < len(p.memo) && p.memo[i].gen == p.gen {
		h := p.memo[i]
		return h.id, h.next, h.ok
	}
	id, next, ok = p.lookProvince(i)
	if n, end, found := p.spelledAt(i, func(n spelledName) bool { return n.province != "" }); found && end > next {
		id, next, ok = n.province, end, true // "Washington D C", read whole
	}
	if i < len(p.memo) {
		p.memo[i] = provinceHit{gen: p.gen, id: id, next: next, ok: ok}
	}
	return id, next, ok
}

// provinceHit remembers what province found at one token: the parser asks
// the same question several times (skipping fillers, then reading a place).
type provinceHit struct {
	gen  uint32 // the parser's gen when found; another gen is not found yet
	ok   bool
	id   string
	next int
}

// lookProvince does province's work. The words are looked up as Map.Lookup would look up their text joined by
// spaces: the normalised name (each word lower-cased, apostrophes dropped)
// is built in a scratch buffer and looked up in the map's aliases without
// allocating. Failing that, a name of two words or more may be the start
// of one province's full name ("North Atlantic" for the North Atlantic
// Ocean, "Eastern Med"; not "Gulf of", which starts two).
func (p *parser) lookProvince(i int) (id string, next int, ok bool) {
	key := p.key[:0]
	words := 0
	for j := i; j < len(p.toks) && words < maxNameWords; j++ {
		t := &p.toks[j]
		if t.kind == tDash && t.glued && words > 0 {
			// "SWE-DEN" is a move, never "Sweden" (payola-rules §10.13):
			// two provinces' abbreviations joined by a hyphen are not one name.
			if words == 1 && j+1 < len(p.toks) && p.isAbbreviation(j-1) && p.isAbbreviation(j+1) {
				break
			}
			continue
		}
		if t.kind != tWord {
			break
		}
		if words > 0 && t.meaning().stop {
			break // "MAR S" is Marseilles supporting, not the alias "MARS"
		}
		key = appendNormalised(key, p.text(t), t.ascii)
		words++
		if loc, found := p.lx.alias(p.m, key); found && loc.Coast() == "" {
			id, next, ok = string(loc), j+1, true
		} else if words > 1 {
			if pid := p.lx.prefix(key); pid != "" {
				id, next, ok = pid, j+1, true
			}
		}
	}
	p.key = key
	return id, next, ok
}

// isAbbreviation says whether token i is a word that is a province's
// abbreviation ("SWE", "den").
func (p *parser) isAbbreviation(i int) bool {
	t := &p.toks[i]
	return t.kind == tWord && p.m.Province(p.text(t)) != nil
}

// appendNormalised appends word w as board.NormaliseName writes it; a
// word holds only letters, digits and apostrophes.
func appendNormalised(key []byte, w string, ascii bool) []byte {
	if !ascii {
		return append(key, board.NormaliseName(w)...)
	}
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '\'':
		case 'A' <= c && c <= 'Z':
			key = append(key, c+('a'-'A'))
		default:
			key = append(key, c)
		}
	}
	return key
}

// place reads a location: a province, with a coast where one is written
// ("SPA/NC", "SPA(NC)", "SPA NC", "Spain (north coast)", "North Coast of
// Spain"). what names the place in messages ("a province after '-'"); it is
// called only for an error, as most places read are fine.
func (p *parser) place(what func() string) (board.Loc, *Error) {
	start := p.peek()
	if start == nil {
		return "", p.errEnd("expected %s, found nothing", what())
	}
	// "NORTH COAST OF SPAIN", "NC OF SPAIN"
	if code, n := p.coastWords(p.i); n > 0 && n < len(p.toks)-p.i {
		j := p.i + n
		if j < len(p.toks) && p.toks[j].kind == tWord && (p.text(&p.toks[j]) == "OF" || p.text(&p.toks[j]) == "FROM") {
			j++
		}
		if id, next, ok := p.province(j); ok {
			p.i = next
			return p.withCoast(id, code, start)
		}
	}
	id, next, ok := p.province(p.i)
	if !ok {
		if start.kind != tWord {
			return "", p.errAt(start, "expected %s, found %s", what(), p.quoted(start))
		}
		if start.meaning().verb != vNone {
			return "", p.errAt(start, "expected %s, found %s", what(), p.quoted(start))
		}
		written := p.rawRun(p.i)
		hint := ""
		if !p.brief {
			hint = nearPlace(p.m, written)
		}
		e := p.errAt(start, "%s is not a place on this map%s", Quote(written), hint)
		e.Why = NoSuchPlace
		return "", e
	}
	p.i = next
	return p.coastSuffix(id)
}

// rawRun is the word at token i as typed, with words glued to it by hyphens,
// so that "Mid-Atlantik" is quoted whole.
func (p *parser) rawRun(i int) string {
	s := p.raw(&p.toks[i])
	for j := i + 1; j+1 < len(p.toks) && p.toks[j].kind == tDash && p.toks[j].glued && p.toks[j+1].kind == tWord; j += 2 {
		s += "-" + p.raw(&p.toks[j+1])
	}
	return s
}

// coastWords reads a coast written as words at token i: "NC", "NORTH COAST",
// "NORTH". It returns the code and the number of tokens used (0 if none).
// A bare "EAST" or "WEST" is not a coast here, as both are also names of
// seas; inside brackets or after '/' the callers accept them.
func (p *parser) coastWords(i int) (string, int) {
	if i >= len(p.toks) || p.toks[i].kind != tWord {
		return "", 0
	}
	t := &p.toks[i]
	w := p.text(t)
	if t.meaning().coast {
		n := 1
		if i+1 < len(p.toks) && p.text(&p.toks[i+1]) == "COAST" {
			n = 2
		}
		return w, n
	}
	if code := t.meaning().dir; code != "" && i+1 < len(p.toks) && p.text(&p.toks[i+1]) == "COAST" {
		return code, 2
	}
	if code := board.CoastCode(w); code != "" && w != "EAST" && w != "WEST" {
		return code, 1 // "NORTHCOAST"
	}
	return "", 0
}

// coastSuffix reads a coast written after province id, if any.
func (p *parser) coastSuffix(id string) (board.Loc, *Error) {
	t := p.peek()
	if t == nil {
		return board.Loc(id), nil
	}
	switch t.kind {
	case tSlash:
		p.i++
		code, n := p.coastWords(p.i)
		if n == 0 {
			if c := p.peek(); c != nil && c.kind == tWord {
				if code = board.CoastCode(p.text(c)); code != "" {
					n = 1
				}
			}
		}
		if n == 0 {
			return "", p.errNext("expected a coast after '/' (NC, SC, EC or WC), found %s", p.foundText())
		}
		p.i += n
		return p.withCoast(id, code, t)
	case tOpen:
		code, n := p.coastWords(p.i + 1)
		if n == 0 && p.i+1 < len(p.toks) && p.toks[p.i+1].kind == tWord {
			if code = coastDirs[p.text(&p.toks[p.i+1])]; code != "" {
				n = 1 // "(north)"
			}
		}
		if n == 0 {
			p.i++
			return "", p.errNext("expected a coast inside the brackets (NC, SC, EC or WC), found %s", p.foundText())
		}
		p.i += 1 + n
		if c := p.peek(); c == nil || c.kind != tClose {
			return "", p.errNext("expected ')' after the coast, found %s", p.foundText())
		}
		p.i++
		return p.withCoast(id, code, t)
	case tWord:
		if code, n := p.coastWords(p.i); n > 0 {
			p.i += n
			return p.withCoast(id, code, t)
		}
	}
	return board.Loc(id), nil
}

// withCoast puts a coast on a province, or says why it has no such coast.
// The map's aliases decide odd spellings (Bulgaria's "NC" is its east coast).
func (p *parser) withCoast(id, code string, at *token) (board.Loc, *Error) {
	prov := p.m.Province(id)
	if loc, ok := p.m.Lookup(id + "/" + code); ok && loc.Province() == id && loc.Coast() != "" {
		return loc, nil
	}
	if len(prov.Coasts) == 0 {
		return "", p.errAt(at, "%s has no separate coasts: write %s", prov.Name, id)
	}
	var have []string
	for _, c := range prov.Coasts {
		have = append(have, id+"/"+c)
	}
	name := coastName[code]
	if name == "" {
		name = code
	}
	return "", p.errAt(at, "%s has no %s: it has %s", prov.Name, name, strings.Join(have, " and "))
}

// nearPlace is the "did you mean" for a misspelt place: the provinces whose
// abbreviation or any name is spelt most nearly as written (one letter
// wrong, two in a name of eight letters or more), all of them when equally near,
// never guessed; "" when none is near. It runs only for a place not found.
func nearPlace(m *board.Map, written string) string {
	w := board.NormaliseName(written)
	if len(w) < 3 || len(w) > 32 {
		return ""
	}
	limit := 1
	if len(w) >= 8 {
		limit = 2
	}
	best := limit
	var near []string
	mask, names := letterMask(w), lexiconOf(m).nearNames()
	for n := max(len(w)-limit, 0); n <= len(w)+limit; n++ {
		for _, c := range names[n] {
			if bits.OnesCount64(mask^c.mask) > 2*best {
				continue // more letters differ than best edits could change
			}
			d := spellingWithin(w, c.key, best)
			switch {
			case d > best:
			case d < best || near == nil:
				best, near = d, []string{c.id}
			case !slices.Contains(near, c.id):
				near = append(near, c.id)
			}
		}
	}
	if len(near) == 0 || len(near) > 3 {
		return ""
	}
	slices.Sort(near)
	for i, id := range near {
		near[i] = fmt.Sprintf("%s (%s)", id, m.Province(id).Name)
	}
	last := len(near) - 1
	if last == 0 {
		return ": did you mean " + near[0] + "?"
	}
	return ": did you mean " + strings.Join(near[:last], ", ") + " or " + near[last] + "?"
}
