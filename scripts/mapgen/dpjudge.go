package main

// This file reads DPjudge's map files the way DPjudge's own loader does
// (Map.py in serrasqueiro/dpjudge, read for reference, not copied): one
// pass over the lines, `USE` and `MAP` reading other files in place,
// later lines amending, dropping and renaming what earlier lines made.

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// dpMap is a map file as DPjudge holds it after loading, before any
// conversion to board.Map.
type dpMap struct {
	dir   string
	files []string // files read, to refuse reading one twice
	root  string   // the MAP line's map: its drawing is the one this map uses

	locName  map[string]string   // full name (upper case) -> abbreviation
	aliases  map[string]string   // alias (upper case) -> abbreviation, coasts included
	aliasSeq []string            // aliases in the order read, for stable output
	names    map[string]string   // abbreviation -> full name as written
	locType  map[string]string   // terrain by location as written ("spa", "SPA/NC", "BRE")
	locAbut  map[string][]string // adjacency list by location as written
	locs     []string            // locations in the order last defined
	named    []string            // abbreviations in the order first named (engine/board's standard.json keeps it)

	powers      []string            // DPjudge's power keys in the order declared
	powName     map[string]string   // key -> name as written ("U+S+A")
	ownWord     map[string]string   // key -> adjective as written
	letter      map[string]string   // key -> letter given after the adjective
	homes       map[string][]string // key ("UNOWNED" too) -> home centers
	owns        map[string][]string // key -> centers owned at the start, if not its homes
	partisan    map[string][]string // key -> sites listed with '*' among the homes
	units       map[string][]string // key -> "A PAR"
	dummies     []string
	rules       []string
	noSupport   [][3]string         // (from, to, mark) adjacencies across which no support is given; mark "*" or "~"
	dynamic     map[string][]string // phase prefix -> lines that apply then
	victory     []int
	begin       string
	flow        []string
	unsupported []string // features this project cannot play, with where they are
}

func newDPMap(dir string) *dpMap {
	return &dpMap{
		dir: dir, locName: map[string]string{}, aliases: map[string]string{}, names: map[string]string{},
		locType: map[string]string{}, locAbut: map[string][]string{}, powName: map[string]string{},
		ownWord: map[string]string{}, letter: map[string]string{}, homes: map[string][]string{},
		owns: map[string][]string{}, partisan: map[string][]string{}, units: map[string][]string{},
		dynamic: map[string][]string{},
	}
}

// readDPMap loads map `name` from dir as DPjudge would.
func readDPMap(dir, name string) (*dpMap, error) {
	m := newDPMap(dir)
	if err := m.load(name + ".map"); err != nil {
		return nil, err
	}
	if m.root == "" {
		m.root = name
	}
	return m, nil
}

// normPower is DPjudge's power key: upper case, without the spaces, pluses,
// hyphens, commas, dots and colons of the name as written ("U+S+A" is USA).
func normPower(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch r {
		case ' ', '+', '-', ',', '.', ':':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (m *dpMap) load(file string) error {
	if !strings.Contains(file, ".") {
		file += ".map"
	}
	if slices.Contains(m.files, file) {
		return fmt.Errorf("%s is used twice", file)
	}
	m.files = append(m.files, file)
	f, err := os.Open(filepath.Join(m.dir, file))
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	lineNo := 0
	power := ""   // the power the following lines speak of
	variant := "" // inside "X DIRECTIVES" ... "END DIRECTIVES"
	phase := ""   // inside "IN phase" lines that apply in that phase only
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		where := fmt.Sprintf("%s line %d", file, lineNo)
		word := strings.Fields(line)
		if len(word) == 0 || strings.HasPrefix(word[0], "#") {
			continue
		}
		up := strings.ToUpper(word[0])
		last := strings.ToUpper(word[len(word)-1])
		switch {
		case last == "DIRECTIVE" || last == "DIRECTIVES":
			if up == "END" {
				variant = ""
			} else {
				variant = up
			}
			continue
		case variant != "":
			// Only the Payola variant's directives concern this project.
			if variant == "PAYOLA" && (up == "RULE" || up == "RULES") {
				m.addRules(word[1:])
			}
			continue
		case up == "IN" || up == "FROM":
			data := strings.SplitN(strings.Join(word[1:], " "), ":", 2)
			when := strings.TrimSpace(data[0])
			if len(data) == 2 {
				m.dynamic[when] = append(m.dynamic[when], strings.TrimSpace(data[1]))
				phase = ""
			} else if strings.EqualFold(when, "start") {
				phase = ""
			} else {
				phase = when
			}
			continue
		case phase != "":
			m.dynamic[phase] = append(m.dynamic[phase], line)
			continue
		}
		if err := m.line(word, line, &power, where); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	return sc.Err()
}

func (m *dpMap) addRules(words []string) {
	for _, r := range words {
		r = strings.ToUpper(r)
		if strings.HasPrefix(r, "!") {
			m.rules = slices.DeleteFunc(m.rules, func(x string) bool { return x == r[1:] })
			continue
		}
		if !slices.Contains(m.rules, r) {
			m.rules = append(m.rules, r)
		}
	}
}

var terrainWords = map[string]bool{"AMEND": true, "WATER": true, "LAND": true, "COAST": true, "PORT": true, "SHUT": true}

func (m *dpMap) line(word []string, line string, power *string, where string) error {
	up := strings.ToUpper(word[0])
	switch {
	case up == "TEXTONLY", up == "FLAGS", up == "NOTIFY", up == "ROTATE", up == "FLAG":
		// Drawing and mail details.
	case up == "VICTORY":
		m.victory = nil
		for _, w := range word[1:] {
			n, err := strconv.Atoi(w)
			if err != nil {
				return fmt.Errorf("bad VICTORY line")
			}
			m.victory = append(m.victory, n)
		}
	case up == "USE" || up == "USES" || up == "MAP":
		if up == "MAP" {
			if len(word) != 2 || m.root != "" {
				return fmt.Errorf("a map may name one root MAP")
			}
			m.root = strings.SplitN(word[1], ".", 2)[0]
		}
		for _, f := range word[1:] {
			if err := m.load(f); err != nil {
				return err
			}
		}
	case up == "FLOW":
		if len(word) == 1 {
			m.flow = nil
		} else {
			m.flow = append(m.flow, word[1:]...)
		}
	case up == "BEGIN":
		m.begin = strings.ToUpper(strings.Join(word[1:], " "))
	case up == "RULE" || up == "RULES":
		m.addRules(word[1:])
	case up == "NEWHOMES":
		m.unsupported = append(m.unsupported, "home centers chosen during the game (NEWHOMES)")
	case strings.Contains(line, "="):
		return m.aliasLine(line)
	case up == "OWNS" || up == "CENTERS":
		if *power == "" {
			return fmt.Errorf("%s before a power", up)
		}
		list := strings.Fields(strings.ToUpper(strings.Join(word[1:], " ")))
		if _, ok := m.owns[*power]; up == "CENTERS" || !ok {
			m.owns[*power] = list
		} else {
			for _, c := range list {
				if !slices.Contains(m.owns[*power], c) {
					m.owns[*power] = append(m.owns[*power], c)
				}
			}
		}
	case up == "INHABITS" || up == "HOME" || up == "HOMES":
		if *power == "" {
			return fmt.Errorf("%s before a power", up)
		}
		m.addHomes(*power, word[1:], true)
	case up == "UNITS":
		if *power == "" {
			return fmt.Errorf("UNITS before a power")
		}
		m.units[*power] = nil
	case up == "RESERVES" || up == "MILITIA" || up == "CONTROL" || up == "LEAGUE" || up == "TEAM" || up == "TEAMS":
		m.unsupported = append(m.unsupported, fmt.Sprintf("%s (%s)", up, where))
	case up == "A" || up == "F":
		if *power == "" || len(word) != 2 {
			return fmt.Errorf("bad unit %q", line)
		}
		loc := strings.ToUpper(word[1])
		for p, us := range m.units {
			m.units[p] = slices.DeleteFunc(us, func(u string) bool { return province(u[2:]) == province(loc) })
		}
		m.units[*power] = append(m.units[*power], up+" "+loc)
	case up == "DUMMY" || up == "DUMMIES":
		if len(word) == 1 {
			if *power == "" {
				return fmt.Errorf("DUMMY before a power")
			}
			m.dummies = append(m.dummies, *power)
		} else {
			*power = ""
			for _, w := range word[1:] {
				m.dummies = append(m.dummies, normPower(w))
			}
		}
	case up == "DROP":
		for _, w := range word[1:] {
			m.drop(strings.ToUpper(w), false)
		}
	case len(word) > 1 && terrainWords[up]:
		return m.terrainLine(word)
	case up == "UNPLAYED":
		goners := []string{*power}
		if len(word) > 1 {
			goners = nil
			for _, w := range word[1:] {
				goners = append(goners, normPower(w))
			}
		}
		for _, g := range goners {
			if !slices.Contains(m.powers, g) {
				return fmt.Errorf("no power %s to remove", g)
			}
			m.powers = slices.DeleteFunc(m.powers, func(p string) bool { return p == g })
			delete(m.homes, g)
			delete(m.units, g)
			delete(m.owns, g)
			delete(m.partisan, g)
		}
		*power = ""
	default:
		return m.powerLine(word, power)
	}
	return nil
}

// province is the province part of a location ("STP" of "STP/NC").
func province(loc string) string {
	if i := strings.IndexByte(loc, '/'); i >= 0 {
		return loc[:i]
	}
	return loc
}

func (m *dpMap) powerLine(word []string, power *string) error {
	up := strings.ToUpper(word[0])
	key := func(w string) string {
		u := strings.ToUpper(w)
		if u == "NEUTRAL" || u == "CENTERS" || u == "UNOWNED" {
			return "UNOWNED"
		}
		return normPower(w)
	}
	p := key(up)
	if len(word) > 2 && word[1] == "->" {
		old := p
		word = word[2:]
		p = key(word[0])
		if old == "UNOWNED" || p == "UNOWNED" || m.powName[old] == "" {
			return fmt.Errorf("cannot rename power %s", old)
		}
		m.renamePower(old, p)
	}
	if p != "UNOWNED" && m.powName[p] == "" {
		m.powName[p] = word[0]
		m.powers = append(m.powers, p)
	}
	*power = p
	if p == "UNOWNED" {
		*power = ""
	}
	if p != "UNOWNED" && len(word) > 1 && strings.HasPrefix(word[1], "(") {
		own := strings.TrimSuffix(strings.TrimPrefix(word[1], "("), ")")
		if i := strings.IndexByte(own, ':'); i >= 0 {
			m.letter[p] = strings.ToUpper(own[i+1 : i+2])
			own = own[:i]
		}
		if own == "" {
			own = m.powName[p]
		}
		m.ownWord[p] = own
		word = word[1:]
	} else if p != "UNOWNED" && m.ownWord[p] == "" {
		m.ownWord[p] = m.powName[p]
	}
	m.addHomes(p, word[1:], false)
	return nil
}

func (m *dpMap) renamePower(old, new string) {
	m.powName[new], m.ownWord[new] = m.powName[old], m.ownWord[old]
	delete(m.powName, old)
	delete(m.ownWord, old)
	delete(m.letter, old)
	for _, d := range []map[string][]string{m.homes, m.units, m.owns, m.partisan} {
		if v, ok := d[old]; ok {
			d[new] = v
			delete(d, old)
		}
	}
	for i, p := range m.powers {
		if p == old {
			m.powers[i] = new
		}
	}
	for i, p := range m.dummies {
		if p == old {
			m.dummies[i] = new
		}
	}
}

// addHomes reads the home list of a power line or HOMES line: "-X" takes
// X away (it becomes unowned), "*X" is a partisan site, a plain X a home.
func (m *dpMap) addHomes(power string, homes []string, reinit bool) {
	if reinit {
		m.homes[power] = nil
		delete(m.partisan, power)
	}
	if _, ok := m.homes[power]; !ok {
		m.homes[power] = nil
	}
	for _, h := range strings.Fields(strings.ToUpper(strings.Join(homes, " "))) {
		remove, partisan := false, false
		for h != "" && strings.ContainsRune("-*+~@", rune(h[0])) {
			switch h[0] {
			case '-':
				remove = true
			case '*':
				partisan = true
			default:
				m.unsupported = append(m.unsupported, "factory, hidden or alternative home "+h)
			}
			h = h[1:]
		}
		if h == "" {
			continue
		}
		if h == "&SC" {
			m.unsupported = append(m.unsupported, "a home center chosen by the player (&SC)")
			continue
		}
		if slices.Contains(m.partisan[power], h) {
			m.partisan[power] = slices.DeleteFunc(m.partisan[power], func(x string) bool { return x == h })
		} else if i := slices.Index(m.homes[power], h); i >= 0 {
			m.homes[power] = slices.Delete(m.homes[power], i, i+1)
			if power != "UNOWNED" {
				if _, ok := m.homes["UNOWNED"]; ok {
					m.homes["UNOWNED"] = append(m.homes["UNOWNED"], h)
				}
			}
		}
		if remove {
			continue
		}
		if partisan {
			m.partisan[power] = append(m.partisan[power], h)
		} else {
			m.homes[power] = append(m.homes[power], h)
		}
	}
}

func (m *dpMap) aliasLine(line string) error {
	i := strings.IndexByte(line, '=')
	name := strings.TrimSpace(line[:i])
	word := strings.Fields(line[i+1:])
	if len(word) == 0 {
		return fmt.Errorf("%q has no abbreviation", name)
	}
	abbr := strings.ToUpper(word[0])
	if parts := strings.Split(name, "->"); len(parts) == 2 {
		if err := m.rename(strings.ToUpper(strings.TrimSpace(parts[0])), abbr); err != nil {
			return err
		}
		name = strings.TrimSpace(parts[1])
	}
	uname := strings.ToUpper(name)
	m.locName[uname] = abbr
	m.names[abbr] = name
	if !slices.Contains(m.named, abbr) {
		m.named = append(m.named, abbr)
	}
	m.addAlias(uname, abbr)
	for _, a := range word[1:] {
		if strings.HasSuffix(a, "?") {
			continue // DPjudge keeps these ambiguous words apart; so does this project (it drops them)
		}
		m.addAlias(strings.ToUpper(strings.ReplaceAll(a, "+", " ")), abbr)
	}
	return nil
}

func (m *dpMap) addAlias(alias, abbr string) {
	if _, ok := m.aliases[alias]; ok {
		return // the first meaning stands, as in DPjudge
	}
	m.aliases[alias] = abbr
	m.aliasSeq = append(m.aliasSeq, alias)
}

func (m *dpMap) rename(old, new string) error {
	if _, ok := m.names[old]; !ok {
		return fmt.Errorf("cannot rename %s: no such place", old)
	}
	for n, a := range m.locName {
		if a == old {
			delete(m.locName, n)
		}
	}
	for n, a := range m.aliases {
		if a == old {
			delete(m.aliases, n)
		}
	}
	delete(m.names, old)
	if old == new {
		return nil
	}
	swap := func(s string) string {
		switch s {
		case old:
			return new
		case strings.ToLower(old):
			return strings.ToLower(new)
		case titleCase(old):
			return titleCase(new)
		}
		return s
	}
	for i, l := range m.locs {
		m.locs[i] = swap(l)
	}
	m.named = slices.DeleteFunc(m.named, func(a string) bool { return a == old })
	for _, d := range []map[string][]string{m.homes, m.owns, m.partisan} {
		for p, sites := range d {
			for i, s := range sites {
				if s == old {
					d[p][i] = new
				}
			}
		}
	}
	for p, us := range m.units {
		for i, u := range us {
			if u[2:] == old {
				m.units[p][i] = u[:2] + new
			}
		}
	}
	for _, k := range []string{old, strings.ToLower(old)} {
		if t, ok := m.locType[k]; ok {
			delete(m.locType, k)
			m.locType[swap(k)] = t
		}
		if a, ok := m.locAbut[k]; ok {
			delete(m.locAbut, k)
			m.locAbut[swap(k)] = a
		}
	}
	for k, sites := range m.locAbut {
		for i, s := range sites {
			m.locAbut[k][i] = swap(s)
		}
	}
	for i, pair := range m.noSupport {
		m.noSupport[i] = [3]string{swap(pair[0]), swap(pair[1]), pair[2]}
	}
	return nil
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + strings.ToLower(s[1:])
}

// drop removes a place and everything said of it; deCoast turns what
// pointed at a dropped coast into a pointer at the province.
func (m *dpMap) drop(place string, deCoast bool) {
	starts := func(s string) bool { return strings.HasPrefix(strings.ToUpper(s), place) }
	m.locs = slices.DeleteFunc(m.locs, starts)
	for n, a := range m.locName {
		if strings.HasPrefix(a, place) {
			delete(m.locName, n)
		}
	}
	for n, a := range m.aliases {
		if strings.HasPrefix(a, place) {
			delete(m.aliases, n)
		}
	}
	for p, hs := range m.homes {
		m.homes[p] = slices.DeleteFunc(hs, func(h string) bool { return h == place })
	}
	for p, us := range m.units {
		m.units[p] = slices.DeleteFunc(us, func(u string) bool { return province(u[2:]) == province(place) })
	}
	for k, sites := range m.locAbut {
		var kept []string
		for _, s := range sites {
			if !starts(s) {
				kept = append(kept, s)
			} else if deCoast && !slices.Contains(kept, province(place)) && !slices.Contains(sites, province(place)) {
				kept = append(kept, province(place))
			}
		}
		m.locAbut[k] = kept
	}
	m.noSupport = slices.DeleteFunc(m.noSupport, func(p [3]string) bool { return starts(p[0]) || starts(p[1]) })
	for k := range m.locType {
		if strings.HasPrefix(k, place) || strings.HasPrefix(k, strings.ToLower(place)) {
			delete(m.locType, k)
			delete(m.locAbut, k)
		}
	}
	if !deCoast {
		delete(m.names, place)
	}
}

func swapCase(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case 'a' <= r && r <= 'z':
			r -= 'a' - 'A'
		case 'A' <= r && r <= 'Z':
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (m *dpMap) terrainLine(word []string) error {
	kind := strings.ToUpper(word[0])
	place, other := word[1], swapCase(word[1])
	if slices.Contains(m.locs, other) && other != place {
		m.locs = slices.DeleteFunc(m.locs, func(l string) bool { return l == other })
		if kind == "AMEND" {
			m.locType[place], m.locAbut[place] = m.locType[other], m.locAbut[other]
		}
		delete(m.locType, other)
		delete(m.locAbut, other)
		if place == strings.ToUpper(place) {
			for _, l := range slices.Clone(m.locs) {
				if strings.HasPrefix(l, place+"/") {
					m.drop(l, true)
				}
			}
		}
	}
	m.locs = slices.DeleteFunc(m.locs, func(l string) bool { return l == place })
	m.locs = append(m.locs, place)
	if kind != "AMEND" {
		m.locType[place] = kind
		if len(word) > 2 {
			m.locAbut[place] = nil
		}
	} else if _, ok := m.locType[place]; !ok {
		return fmt.Errorf("nothing to AMEND for %s", place)
	}
	if len(word) > 2 && !strings.EqualFold(word[2], "ABUTS") {
		return fmt.Errorf("no ABUTS for %s", place)
	}
	if len(word) <= 3 {
		return nil
	}
	for _, dest := range word[3:] {
		if strings.HasPrefix(dest, "-") {
			gone := strings.ToUpper(dest[1:])
			m.locAbut[place] = slices.DeleteFunc(m.locAbut[place], func(s string) bool { return strings.HasPrefix(strings.ToUpper(s), gone) })
			m.noSupport = slices.DeleteFunc(m.noSupport, func(p [3]string) bool { return p[1] == province(gone) && p[0] == strings.ToUpper(place) })
			continue
		}
		if strings.Contains(dest, ":") || strings.HasSuffix(dest, ")") {
			m.unsupported = append(m.unsupported, fmt.Sprintf("an adjacency only some powers may use (%s-%s)", place, dest))
			continue
		}
		mark := ""
		for dest != "" && !isAlnum(dest[0]) {
			mark, dest = mark+dest[:1], dest[1:]
		}
		for dest != "" && !isAlnum(dest[len(dest)-1]) {
			mark, dest = mark+dest[len(dest)-1:], dest[:len(dest)-1]
		}
		special := mark != ""
		if dest == "" {
			return fmt.Errorf("bad adjacency for %s", place)
		}
		if special {
			// "*X" and "X~": a unit may move across but not support across.
			// "*" also halves a move's strength; "~" takes it all away
			// (board.Crossing).
			if strings.Trim(mark, "*~") != "" || strings.Contains(mark, "*") == strings.Contains(mark, "~") {
				return fmt.Errorf("adjacency %s-%s: unknown special mark %q (DPjudge knows * and ~)", place, dest, mark)
			}
			m.noSupport = append(m.noSupport, [3]string{strings.ToUpper(place), strings.ToUpper(dest), mark[:1]})
		}
		m.locAbut[place] = append(m.locAbut[place], dest)
	}
	return nil
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// areaType is the terrain of a location however it was written.
func (m *dpMap) areaType(loc string) string {
	if t, ok := m.locType[strings.ToUpper(loc)]; ok {
		return t
	}
	return m.locType[strings.ToLower(loc)]
}

func (m *dpMap) abutList(loc string) []string {
	if a, ok := m.locAbut[loc]; ok {
		return a
	}
	return m.locAbut[strings.ToLower(loc)]
}

// abuts is DPjudge's test of a move: may a unit of the type at from move
// to to? An adjacency listed in lower case is for armies only, one listed
// in Title case for fleets only; nobody enters SHUT, armies no WATER,
// fleets no LAND, and a fleet names the coast it goes to.
func (m *dpMap) abuts(unit byte, from, to string) bool {
	from, to = strings.ToUpper(from), strings.ToUpper(to)
	if unit == 'A' && strings.Contains(to, "/") {
		return false
	}
	var place string
	found := false
	for _, p := range m.abutList(from) {
		up := strings.ToUpper(p)
		if to == up || to == province(up) {
			place, found = p, true
			break
		}
	}
	if !found {
		return false
	}
	t := m.areaType(to)
	if t == "SHUT" {
		return false
	}
	if unit == 'F' {
		_, exact := m.locType[to]
		return t != "LAND" && place[0] == strings.ToUpper(place)[0] && exact
	}
	return t != "WATER" && place != titleCase(place)
}

// validUnit is DPjudge's test of where a unit may stand.
func (m *dpMap) validUnit(unit byte, loc string) bool {
	t := m.areaType(loc)
	if unit == 'A' {
		return !strings.Contains(loc, "/") && (t == "LAND" || t == "COAST" || t == "PORT")
	}
	_, hasCoasts := m.locAbut[strings.ToLower(loc)]
	return (t == "WATER" || t == "COAST" || t == "PORT") && !hasCoasts
}
