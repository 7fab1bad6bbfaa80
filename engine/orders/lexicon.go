package orders

import (
	"sort"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/board"
)

// The parser asks the same questions about each word many times (is it an
// order word, a filler, part of a place name?). These tables answer them
// with one lookup per word, built from the word lists in words.go and, per
// map, from its names; they change no answer, only its cost.

// wordInfo is what words.go says about one upper-case word.
type wordInfo struct {
	verb     verb           // vNone when not an order word
	unitType board.UnitType // 0 when not a unit type
	filler   bool
	coast    bool   // a two-letter coast code
	dir      string // the coast a compass word names with "COAST", or ""
	stop     bool   // never continues a place name (see nameWord)
}

// wordInfoOf is the index in wordInfoTable of what words.go says of w,
// asking the map only about a word that could be in it: most words of an
// order are place names.
func wordInfoOf(w string) uint16 {
	if len(w) == 1 {
		return oneLetterWords[w[0]] // "A", "F", "H", "S": no hashing
	}
	if wordFilter.has(keyFilterCell(w)) {
		return wordIndex[w] // 0, a plain word, when not there
	}
	return 0
}

// wordInfoTable lists what words.go says of each word it knows; entry 0
// is a word (or token) it does not know. wordIndex finds a word's entry.
var wordInfoTable, wordIndex = func() ([]wordInfo, map[string]uint16) {
	infos := map[string]wordInfo{}
	edit := func(w string, f func(*wordInfo)) {
		in := infos[w]
		f(&in)
		infos[w] = in
	}
	for w, v := range verbs {
		edit(w, func(in *wordInfo) { in.verb = v })
	}
	for w, t := range unitTypes {
		edit(w, func(in *wordInfo) { in.unitType = t })
	}
	for w := range fillers {
		edit(w, func(in *wordInfo) { in.filler = fillers[w] })
	}
	for w := range coastCodes {
		edit(w, func(in *wordInfo) { in.coast = coastCodes[w] })
	}
	for w, c := range coastDirs {
		edit(w, func(in *wordInfo) { in.dir = c })
	}
	edit("COAST", func(*wordInfo) {})
	table := []wordInfo{{}}
	index := make(map[string]uint16, len(infos))
	for w, in := range infos {
		in.stop = !nameWord(w)
		index[w] = uint16(len(table))
		table = append(table, in)
	}
	return table, index
}()

var wordFilter = newKeyFilter(wordIndex)

// oneLetterWords is wordIndex for the words of one byte.
var oneLetterWords = func() (one [256]uint16) {
	for w, i := range wordIndex {
		if len(w) == 1 {
			one[w[0]] = i
		}
	}
	return one
}()

// nameWord says whether a word may continue a place name: order words, unit
// types and coast codes never do.
func nameWord(w string) bool {
	if _, ok := verbs[w]; ok {
		return false
	}
	if _, ok := unitTypes[w]; ok {
		return false
	}
	return !coastCodes[w] && w != "COAST"
}

// lexicon is what one map adds: the prefixes of its provinces' full names
// and the words naming its powers.
type lexicon struct {
	aliases keyFilter // the keys of the map's Aliases

	// prefixes maps every normalised prefix of six bytes or more of a
	// province's full name to that province, or to "" when several share it.
	prefixes map[string]string
	// powers maps an upper-case ASCII power name or adjective to the power,
	// as Map.Power and then Map.PowerByAdjective would find it. It is nil
	// when an adjective is not ASCII: strings.EqualFold could then match
	// an ASCII word that the table would miss, and the parser asks the map.
	powers      map[string]string
	powerFilter keyFilter // the keys of powers

	// spelled are the map's names that the word-by-word reading cannot
	// take: a province's full name holding an order word, a unit type or a
	// coast code (empire's "Washington D C", youngstown's "Off Board A") or
	// longer than maxNameWords ("Straits of Juan de Fuca"), and a power's
	// adjective or full name of two words or more ("British Columbian",
	// void's "W Mediterranean"). Each is kept as its upper-case words, by
	// its first word; the parser matches them word for word, whole.
	spelled map[string][]spelledName

	m        *board.Map
	nearOnce sync.Once
	near     *[nearLen][]nearName // nearNames
	unitOnce sync.Once
	aUnit    string // what the parser expects for a unit, in the map's names (unitExpected)
}

// unitExpected is "a unit (such as A BUD or F TRI)" with the map's own
// example units (UnitExamples), worked out once per map: a text of many
// refused lines asks it for each.
func (lx *lexicon) unitExpected() string {
	lx.unitOnce.Do(func() {
		army, fleet := UnitExamples(lx.m)
		lx.aUnit = "a unit (such as " + army + ")"
		if fleet != "" {
			lx.aUnit = "a unit (such as " + army + " or " + fleet + ")"
		}
	})
	return lx.aUnit
}

// lexicons keeps each map's lexicon; maps never change.
var lexicons sync.Map // *board.Map -> *lexicon

func lexiconOf(m *board.Map) *lexicon {
	if v, ok := lexicons.Load(m); ok {
		return v.(*lexicon)
	}
	lx := &lexicon{m: m, aliases: newKeyFilter(m.Aliases), prefixes: map[string]string{}, powers: map[string]string{}}
	for _, pr := range m.Provinces {
		key := board.NormaliseName(pr.Name)
		for n := 6; n <= len(key); n++ {
			if id, seen := lx.prefixes[key[:n]]; seen && id != pr.ID {
				lx.prefixes[key[:n]] = ""
			} else {
				lx.prefixes[key[:n]] = pr.ID
			}
		}
	}
	for _, pw := range m.Powers {
		if !isASCII(pw.Adjective) {
			lx.powers = nil
			break
		}
		if adj := upperASCII(pw.Adjective); lx.powers[adj] == "" {
			lx.powers[adj] = pw.Name // the first power with the adjective, as PowerByAdjective
		}
	}
	if lx.powers != nil {
		for _, pw := range m.Powers {
			lx.powers[pw.Name] = pw.Name // a power's name wins over an adjective, as in skip
		}
	}
	lx.powerFilter = newKeyFilter(lx.powers)
	lx.spelled = spelledNames(m)
	v, _ := lexicons.LoadOrStore(m, lx)
	return v.(*lexicon)
}

// prefix is the province whose full name starts with key, a normalised
// name of two or more words, or "" if none or several do.
func (lx *lexicon) prefix(key []byte) string {
	if len(key) < 6 {
		return ""
	}
	return lx.prefixes[string(key)]
}

// alias is the location a normalised name is an alias of, as m.Aliases.
func (lx *lexicon) alias(m *board.Map, key []byte) (board.Loc, bool) {
	if !lx.aliases.has(keyFilterCell(key)) {
		return "", false
	}
	loc, ok := m.Aliases[string(key)]
	return loc, ok
}

// keyFilter rules out, by its length and first byte, a string that is not
// a key of some map, more cheaply than hashing it. It may say "maybe" for
// a string that is not a key, never "no" for one that is.
//
// Optimised; be careful when changing it: a filter that says "no" for a
// key turns a place, an order word or a power into an unknown word.
// Guarded by TestKeyFiltersKnowEveryKey.
type keyFilter [keyFilterLen][256 / 64]uint64

// keyFilterLen bounds the lengths told apart; longer ones share the last row.
const keyFilterLen = 16

func newKeyFilter[V any](keys map[string]V) keyFilter {
	var f keyFilter
	for k := range keys {
		n, c := keyFilterCell(k)
		f[n][c/64] |= 1 << (c % 64)
	}
	return f
}

func keyFilterCell[S string | []byte](k S) (n int, c byte) {
	n = min(len(k), keyFilterLen-1)
	if len(k) > 0 {
		c = k[0]
	}
	return n, c
}

// has says whether some key falls in the cell of keyFilterCell(k).
func (f *keyFilter) has(n int, c byte) bool {
	return f[n][c/64]&(1<<(c%64)) != 0
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - ('a' - 'A')
		}
	}
	return string(b)
}

// nearName is one of the map's names (a key of Aliases) as the spelling
// suggestions look at it.
type nearName struct {
	key  string // the normalised name
	id   string // its province
	mask uint64 // letterMask(key)
}

// nearNames is the index of the map's names that spelling suggestions
// search (nearPlace): by length, each with the letters it holds, so that a
// misspelt place is compared only with names of about its length and
// letters (issue 30: a scan of every name cost 0.5 ms a line). Built on the
// first misspelling, then kept with the lexicon.
func (lx *lexicon) nearNames() *[nearLen][]nearName {
	lx.nearOnce.Do(func() {
		lx.near = new([nearLen][]nearName)
		for key, loc := range lx.m.Aliases {
			if len(key) < nearLen {
				lx.near[len(key)] = append(lx.near[len(key)], nearName{key: key, id: loc.Province(), mask: letterMask(key)})
			}
		}
		for i := range lx.near {
			// sort.Slice, not slices.SortFunc: a generic sort of this
			// struct would add its own copy of pdqsort to the page's engine
			// (17 KB); sort.Slice's is shared.
			near := lx.near[i]
			sort.Slice(near, func(a, b int) bool { return near[a].key < near[b].key })
		}
	})
	return lx.near
}

// nearLen bounds the names suggested: nearPlace reads no longer word.
const nearLen = 32 + 2 + 1

// letterMask sets a bit for each byte value a name holds (by its low six
// bits: two bytes may share a bit). An edit changes at most two bits of
// the difference of two masks, and a shared bit can only hide a
// difference, so names whose masks differ in more than 2k bits are more
// than k edits apart.
func letterMask(s string) uint64 {
	var m uint64
	for i := 0; i < len(s); i++ {
		m |= 1 << (s[i] & 63)
	}
	return m
}

// spelledName is a name of several words the parser reads only whole: a
// province (province) or a power (power).
type spelledName struct {
	words    []string
	province string
	power    string
}

// spelledNames lists the map's names that only a whole, word-for-word
// match reads (lexicon.spelled).
func spelledNames(m *board.Map) map[string][]spelledName {
	out := map[string][]spelledName{}
	add := func(name string, n spelledName) {
		n.words = nameWords(name)
		if len(n.words) < 2 {
			return
		}
		out[n.words[0]] = append(out[n.words[0]], n)
	}
	for _, pr := range m.Provinces {
		words := nameWords(pr.Name)
		if len(words) < 2 {
			continue
		}
		hard := len(words) > maxNameWords
		for _, w := range words[1:] {
			hard = hard || !nameWord(w)
		}
		if hard {
			add(pr.Name, spelledName{province: pr.ID})
		}
	}
	for _, pw := range m.Powers {
		for _, name := range []string{pw.Adjective, pw.FullName} {
			add(name, spelledName{power: pw.Name})
		}
	}
	return out
}

// nameWords splits a name as the lexer splits a text into words, upper
// case: at spaces, full stops and the other separators ("B.C." is B C),
// and at hyphens ("POLAND-LITHUANIA"); nil for a name with another sign.
func nameWords(name string) []string {
	var words []string
	for _, f := range strings.FieldsFunc(strings.ToUpper(name), func(r rune) bool { return isSeparator(r) || r == '-' }) {
		for i := 0; i < len(f); i++ {
			if f[i] < 0x80 && !asciiWord(f[i]) {
				return nil
			}
		}
		words = append(words, f)
	}
	return words
}

// spelledAt is the longest of the map's whole names (lexicon.spelled) that
// the words from token i spell, with the index after it; want says which
// kind of name is asked for.
func (p *parser) spelledAt(i int, want func(spelledName) bool) (spelledName, int, bool) {
	if i >= len(p.toks) || p.toks[i].kind != tWord || len(p.lx.spelled) == 0 {
		return spelledName{}, 0, false
	}
	var best spelledName
	next := 0
	for _, n := range p.lx.spelled[p.text(&p.toks[i])] {
		if !want(n) || i+len(n.words) > len(p.toks) {
			continue
		}
		j, match := i, true
		for k, w := range n.words {
			if k > 0 && j < len(p.toks) && p.toks[j].kind == tDash && p.toks[j].glued {
				j++ // "POLAND-LITHUANIA"
			}
			if j >= len(p.toks) || p.toks[j].kind != tWord || p.text(&p.toks[j]) != w {
				match = false
				break
			}
			j++
		}
		if match && j > next {
			best, next = n, j
		}
	}
	return best, next, next > 0
}
