package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// leftOut are the DPjudge maps this project does not play, and why. A map
// not named here is generated; one whose files ask for something the
// reader cannot express is refused with the reason, so a new file cannot
// slip in half read.
var leftOut = map[string]string{
	"1897":      "home centers are chosen during the game (NEWHOMES 1899)",
	"ambition":  "income phases, leagues and dummy powers of its own (FLOW with INCOME, LEAGUE, DUMMY), and home centers chosen by the players (&SC)",
	"classical": "years count down (B.C.) and adjustments come every second year (FLOW NEWYEAR:-1, IFYEARDIV:2)",
	"imperial":  "adjacencies open only to the owner of a center (BLA(CON), AEG(CON))",
	"sengoku":   "a neutral power played as an immobile dummy (DUMMY with IMMOBILE_DUMMIES, CD_DUMMIES)",
	"vassal":    "twelve dummy powers played as vassals (VASSAL_DUMMIES)",
	"zeus":      "a dummy power and hidden, alternative home centers decided in Winter 1939 (IN W1939A, ~@CAL(NYO))",
}

// mapNames lists the maps in dir (every *.map file), sorted.
func mapNames(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.map"))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".map"))
	}
	sort.Strings(names)
	return names, nil
}

// GenerateAll builds every playable map of the DPjudge folder as JSON, by
// name; standard is not among them (engine/board holds it).
func GenerateAll(dpDir, milaDir string) (map[string][]byte, error) {
	names, err := mapNames(dpDir)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, name := range names {
		if _, skip := leftOut[name]; skip || name == "standard" {
			continue
		}
		m, err := ConvertDPjudge(dpDir, milaDir, name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		data, err := jsonOf(m)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		out[name] = data
	}
	return out, nil
}

// jsonOf is a map's JSON file, checked by engine/board's loader.
func jsonOf(m *board.Map) ([]byte, error) {
	data, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return nil, err
	}
	if _, err := board.Load(data); err != nil {
		return nil, fmt.Errorf("generated map does not load: %w", err)
	}
	return append(data, '\n'), nil
}

var terrainOf = map[string]board.Terrain{
	"WATER": board.Sea, "COAST": board.Coast, "LAND": board.Land, "SHUT": board.Shut, "PORT": board.Port,
}

// ConvertDPjudge reads map name from the DPjudge folder and turns it into a
// board.Map. Colours come from the map's MILA SVG when there is one (it is
// the drawing used for it), else from its PostScript drawing.
func ConvertDPjudge(dpDir, milaDir, name string) (*board.Map, error) {
	dp, err := readDPMap(dpDir, name)
	if err != nil {
		return nil, err
	}
	colours, err := powerColours(dpDir, milaDir, name, dp.root)
	if err != nil {
		return nil, err
	}
	m, err := toBoard(dp, name, colours)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(m.Provinces, func(a, b board.Province) int { return strings.Compare(a.ID, b.ID) })
	return m, nil
}

// toBoard turns a map as DPjudge loaded it into a board.Map called id,
// its powers coloured by colours (by colourKey; the palette for a power
// it lacks), its provinces in the order the files first name them.
func toBoard(dp *dpMap, id string, colours map[string]string) (*board.Map, error) {
	if len(dp.unsupported) > 0 {
		return nil, fmt.Errorf("cannot be played here: %s", strings.Join(dp.unsupported, "; "))
	}
	if len(dp.dummies) > 0 {
		return nil, fmt.Errorf("cannot be played here: the map makes %s dummies", strings.Join(dp.dummies, ", "))
	}
	cal, err := calendarOf(dp.flow)
	if err != nil {
		return nil, err
	}
	m := &board.Map{
		ID:       id,
		Aliases:  map[string]board.Loc{},
		ArmyAdj:  map[string][]string{},
		FleetAdj: map[board.Loc][]board.Loc{},
		Rules:    dp.rules,
		Calendar: cal,
	}
	if dp.root != id {
		m.Drawing = dp.root
	}
	if m.StartPhase, err = beginPhase(dp.begin, cal); err != nil {
		return nil, err
	}

	// Provinces: every location the terrain lines define.
	provs := map[string]*board.Province{}
	var ids []string
	for _, loc := range dp.locs {
		id := province(strings.ToUpper(loc))
		p := provs[id]
		if p == nil {
			name, ok := dp.names[id]
			if !ok {
				return nil, fmt.Errorf("location %s has no full name", loc)
			}
			p = &board.Province{ID: id, Name: strings.ReplaceAll(name, "+", " ")}
			provs[id] = p
			ids = append(ids, id)
		}
		if c := strings.ToUpper(loc)[len(id):]; c != "" {
			p.Coasts = append(p.Coasts, c[1:])
			continue
		}
		t, ok := terrainOf[dp.locType[loc]]
		if !ok {
			return nil, fmt.Errorf("unknown terrain %q for %s", dp.locType[loc], loc)
		}
		p.Terrain = t
	}
	sort.Strings(ids)
	for _, id := range ids {
		p := provs[id]
		sort.Strings(p.Coasts)
		if p.Terrain == "" {
			return nil, fmt.Errorf("%s has coasts but no terrain line of its own", id)
		}
		if len(p.Coasts) > 0 && p.Terrain == board.Land {
			p.Terrain = board.Coast
		}
	}

	// Supply centers, homes and who owns what at the start.
	var scs []string
	addSC := func(c string) error {
		if provs[c] == nil {
			return fmt.Errorf("supply center %s is not a province", c)
		}
		if !slices.Contains(scs, c) {
			scs = append(scs, c)
		}
		provs[c].Center = true
		return nil
	}
	powers := slices.Clone(dp.powers)
	sort.Strings(powers)
	owner := map[string]string{}
	letters := map[string]string{}
	for i, key := range powers {
		pw := board.Power{
			Name:      key,
			Letter:    dp.letter[key],
			Adjective: strings.ToUpper(strings.ReplaceAll(dp.ownWord[key], "+", " ")),
			Homes:     slices.Clone(dp.homes[key]),
			Partisans: dp.partisan[key],
		}
		if pw.Homes == nil {
			pw.Homes = []string{}
		}
		if full := strings.ToUpper(strings.ReplaceAll(dp.powName[key], "+", " ")); full != key {
			pw.FullName = full
		}
		if pw.Letter == "" {
			pw.Letter = key[:1]
		}
		if other, dup := letters[pw.Letter]; dup {
			return nil, fmt.Errorf("%s and %s share the letter %s", other, key, pw.Letter)
		}
		letters[pw.Letter] = key
		pw.Colour = colours[colourKey(key)]
		if pw.Colour == "" {
			pw.Colour = palette[i%len(palette)]
		}
		for _, h := range pw.Homes {
			if err := addSC(h); err != nil {
				return nil, err
			}
			if prev := provs[h].Home; prev != "" {
				return nil, fmt.Errorf("%s is a home of both %s and %s", h, prev, key)
			}
			provs[h].Home = key
		}
		start := pw.Homes
		if owns, ok := dp.owns[key]; ok {
			start = owns
			if !slices.Equal(owns, pw.Homes) {
				pw.Centers = slices.Clone(owns)
			}
		}
		for _, c := range start {
			if err := addSC(c); err != nil {
				return nil, err
			}
			if prev := owner[c]; prev != "" {
				return nil, fmt.Errorf("%s is owned by both %s and %s at the start", c, prev, key)
			}
			owner[c] = key
		}
		for _, c := range pw.Partisans {
			if provs[c] == nil {
				return nil, fmt.Errorf("partisan site %s is not a province", c)
			}
		}
		m.Powers = append(m.Powers, pw)
	}
	for _, c := range dp.homes["UNOWNED"] {
		if err := addSC(c); err != nil {
			return nil, err
		}
		if owner[c] == "" && !slices.Contains(m.Neutral, c) {
			m.Neutral = append(m.Neutral, c)
		}
	}
	for _, c := range scs {
		if owner[c] == "" && !slices.Contains(m.Neutral, c) {
			m.Neutral = append(m.Neutral, c)
		}
	}
	switch len(dp.victory) {
	case 0:
		m.Victory = len(scs)/2 + 1
	case 1:
		m.Victory = dp.victory[0]
	default:
		return nil, fmt.Errorf("cannot be played here: a victory criterion that changes by year (VICTORY %v)", dp.victory)
	}
	if len(m.Powers) < 2 {
		return nil, fmt.Errorf("fewer than two powers")
	}

	// Names: every abbreviation, full name and alias, any spelling.
	addAlias := func(alias, abbr string) {
		loc := board.Loc(strings.ToUpper(abbr))
		p := provs[loc.Province()]
		if p == nil || (loc.Coast() != "" && !slices.Contains(p.Coasts, loc.Coast())) {
			return // a name for a place the map does not have (DPjudge refuses it too)
		}
		key := board.NormaliseName(alias)
		if _, taken := m.Aliases[key]; !taken && key != "" {
			m.Aliases[key] = loc
		}
	}
	for _, loc := range dp.locs {
		addAlias(loc, loc)
	}
	for _, a := range dp.aliasSeq {
		if abbr, ok := dp.aliases[a]; ok {
			addAlias(a, abbr)
		}
	}

	m.ArmyAdj, m.FleetAdj = adjacency(dp, provs)
	for _, pair := range dp.noSupport {
		pr := [2]board.Loc{board.Loc(province(pair[0])), board.Loc(province(pair[1]))}
		if !slices.Contains(m.NoSupport, pr) {
			m.NoSupport = append(m.NoSupport, pr)
		}
		if pair[2] == "*" && !slices.Contains(m.HalfStrength, pr) {
			m.HalfStrength = append(m.HalfStrength, pr)
		}
	}
	byPair := func(a, b [2]board.Loc) int { return strings.Compare(string(a[0]+"-"+a[1]), string(b[0]+"-"+b[1])) }
	slices.SortFunc(m.NoSupport, byPair)
	slices.SortFunc(m.HalfStrength, byPair)

	for _, when := range slices.Sorted(mapsKeys(dp.dynamic)) {
		for _, line := range dp.dynamic[when] {
			s, err := seasonal(dp, provs, m, when, line)
			if err != nil {
				return nil, err
			}
			m.Seasonal = append(m.Seasonal, s)
		}
	}

	for _, key := range powers {
		for _, u := range dp.units[key] {
			t, loc := u[0], u[2:]
			if !dp.validUnit(t, loc) {
				return nil, fmt.Errorf("the starting unit %s of %s cannot stand there", u, key)
			}
			m.Start = append(m.Start, board.StartUnit{Power: key, Type: board.UnitType(t), Loc: board.Loc(loc)})
		}
	}
	for _, id := range dp.named {
		if p := provs[id]; p != nil {
			m.Provinces = append(m.Provinces, *p)
		}
	}
	return m, nil
}

func mapsKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// adjacency lists every move DPjudge allows, for armies by province and
// for fleets by location.
func adjacency(dp *dpMap, provs map[string]*board.Province) (map[string][]string, map[board.Loc][]board.Loc) {
	army := map[string][]string{}
	fleet := map[board.Loc][]board.Loc{}
	for _, loc := range dp.locs {
		up := strings.ToUpper(loc)
		if up == province(up) && dp.validUnit('A', up) {
			for _, e := range dp.abutList(up) {
				to := province(strings.ToUpper(e))
				if provs[to] != nil && dp.abuts('A', up, to) && !slices.Contains(army[up], to) {
					army[up] = append(army[up], to)
				}
			}
			sort.Strings(army[up])
		}
		if dp.validUnit('F', up) {
			from := board.Loc(up)
			for _, e := range dp.abutList(up) {
				ue := strings.ToUpper(e)
				for _, to := range []string{ue, province(ue)} {
					if dp.validUnit('F', to) && dp.abuts('F', up, to) && !slices.Contains(fleet[from], board.Loc(to)) {
						fleet[from] = append(fleet[from], board.Loc(to))
					}
				}
			}
			slices.Sort(fleet[from])
		}
	}
	for k, v := range army {
		if len(v) == 0 {
			delete(army, k)
		}
	}
	for k, v := range fleet {
		if len(v) == 0 {
			delete(fleet, k)
		}
	}
	return army, fleet
}

// bothWays refuses a step a unit could take but not take back. DPjudge
// reads a border from the side that lists it, so a folder map may have
// one (the tests' small maps do); the standard map must not.
func bothWays(m *board.Map) error {
	for _, from := range slices.Sorted(maps.Keys(m.ArmyAdj)) {
		for _, to := range m.ArmyAdj[from] {
			if !slices.Contains(m.ArmyAdj[to], from) {
				return fmt.Errorf("army can go %s-%s but not back", from, to)
			}
		}
	}
	for _, from := range slices.Sorted(maps.Keys(m.FleetAdj)) {
		for _, to := range m.FleetAdj[from] {
			if !slices.Contains(m.FleetAdj[to], from) {
				return fmt.Errorf("fleet can go %s-%s but not back", from, to)
			}
		}
	}
	return nil
}

// seasonal reads a line that applies in some phases only. The one form
// DPjudge's maps use is a bare terrain line ("IN SPRING: WATER ARC").
func seasonal(dp *dpMap, provs map[string]*board.Province, m *board.Map, when, line string) (board.Seasonal, error) {
	word := strings.Fields(line)
	season := strings.ToUpper(when)
	if len(word) != 2 || terrainOf[strings.ToUpper(word[0])] == "" || !slices.Contains([]string{"SPRING", "FALL", "WINTER"}, season) {
		return board.Seasonal{}, fmt.Errorf("cannot be played here: %q in %s", line, when)
	}
	loc := word[1]
	key := loc
	if _, ok := dp.locType[key]; !ok {
		key = swapCase(loc)
	}
	if _, ok := dp.locType[key]; !ok {
		return board.Seasonal{}, fmt.Errorf("seasonal terrain for unknown %s", loc)
	}
	saved := dp.locType[key]
	dp.locType[key] = strings.ToUpper(word[0])
	army, fleet := adjacency(dp, provs)
	dp.locType[key] = saved
	s := board.Seasonal{Season: season, Province: province(strings.ToUpper(loc)), Terrain: terrainOf[strings.ToUpper(word[0])]}
	for k, v := range army {
		if !slices.Equal(v, m.ArmyAdj[k]) {
			if s.ArmyAdj == nil {
				s.ArmyAdj = map[string][]string{}
			}
			s.ArmyAdj[k] = v
		}
	}
	for k := range m.ArmyAdj {
		if _, ok := army[k]; !ok {
			if s.ArmyAdj == nil {
				s.ArmyAdj = map[string][]string{}
			}
			s.ArmyAdj[k] = []string{}
		}
	}
	for k, v := range fleet {
		if !slices.Equal(v, m.FleetAdj[k]) {
			if s.FleetAdj == nil {
				s.FleetAdj = map[board.Loc][]board.Loc{}
			}
			s.FleetAdj[k] = v
		}
	}
	for k := range m.FleetAdj {
		if _, ok := fleet[k]; !ok {
			if s.FleetAdj == nil {
				s.FleetAdj = map[board.Loc][]board.Loc{}
			}
			s.FleetAdj[k] = []board.Loc{}
		}
	}
	return s, nil
}

// calendarOf reads a map's FLOW lines: none is the standard year; the
// one other year read is hundred's, a single season whose turns come
// NEWYEAR years apart, each a movement and its retreats, with adjustments
// in the years IFYEARDIV divides:
//
//	FLOW NEWYEAR:5
//	FLOW A.D.:MOVEMENT,RETREATS
//	FLOW IFYEARDIV:10
//	FLOW A.D.:ADJUSTMENTS
//
// Any other flow (classical's years counting down, ambition's income
// phases) is refused, naming it.
func calendarOf(flow []string) (*board.Calendar, error) {
	if len(flow) == 0 {
		return nil, nil
	}
	refuse := fmt.Errorf("cannot be played here: a year of other phases (FLOW %s)", strings.Join(flow, " "))
	if len(flow) != 4 {
		return nil, refuse
	}
	var step, every int
	_, err1 := fmt.Sscanf(flow[0], "NEWYEAR:%d", &step)
	_, err2 := fmt.Sscanf(flow[2], "IFYEARDIV:%d", &every)
	season, turn, _ := strings.Cut(flow[1], ":")
	season2, adjust, _ := strings.Cut(flow[3], ":")
	c := &board.Calendar{Season: season, Step: step, AdjustEvery: every}
	if err1 != nil || err2 != nil || turn != "MOVEMENT,RETREATS" || season2 != season || adjust != "ADJUSTMENTS" {
		return nil, refuse
	}
	if err := board.CheckCalendar(c); err != nil {
		return nil, fmt.Errorf("cannot be played here: %v (FLOW %s)", err, strings.Join(flow, " "))
	}
	return c, nil
}

// beginPhase turns "SPRING 1901 MOVEMENT" into "S1901M" (on a calendar of
// its own, "A.D. 1425 MOVEMENT" into "A1425M"); no BEGIN line means
// DPjudge's default, Spring 1901.
func beginPhase(begin string, cal *board.Calendar) (string, error) {
	if begin == "" {
		begin = "SPRING 1901 MOVEMENT"
	}
	w := strings.Fields(begin)
	if len(w) != 3 {
		return "", fmt.Errorf("cannot read the first phase %q", begin)
	}
	if _, err := strconv.Atoi(w[1]); err != nil {
		return "", fmt.Errorf("cannot read the year of the first phase %q", begin)
	}
	seasons := map[string]string{"SPRING": "S", "FALL": "F", "WINTER": "W"}
	if cal != nil {
		seasons = map[string]string{cal.Season: string(cal.Letter())}
	}
	kinds := map[string]string{"MOVEMENT": "M", "RETREATS": "R", "ADJUSTMENTS": "A"}
	if seasons[w[0]] == "" || kinds[w[2]] == "" {
		return "", fmt.Errorf("cannot be played here: the first phase %q is not of a standard year", begin)
	}
	return seasons[w[0]] + w[1] + kinds[w[2]], nil
}

// palette colours a power whose drawing gives it none.
var palette = []string{"#c48f85", "#9400d3", "#4169e1", "#a08a75", "#228b22", "#757d91", "#b9a61c", "#e07020", "#20a0a0", "#c03060"}

func colourKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

var (
	psPowerRE   = regexp.MustCompile(`(?m)^\s*/(\S+)\s+\(.\)\s+/(\w+)\s`)
	psRGBRE     = regexp.MustCompile(`(?m)^\s*/(\w+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+r\s*$`)
	psGrayRE    = regexp.MustCompile(`(?m)^\s*/(\w+)\s+([0-9.]+)\s+g\s*$`)
	colourWords = map[string]string{"darkviolet": "#9400d3", "royalblue": "#4169e1", "forestgreen": "#228b22", "gray": "#808080"}
)

var colourRE = regexp.MustCompile(`POWERCOLOR power="([a-z]+)" color="([^"]+)"`)

// svgColours reads each power's colour (by colourKey) from the
// POWERCOLOR elements of a jDip or MILA SVG, file.
func svgColours(svg []byte, file string) (map[string]string, error) {
	out := map[string]string{}
	for _, c := range colourRE.FindAllSubmatch(svg, -1) {
		col := strings.ToLower(string(c[2]))
		if named, ok := colourWords[col]; ok {
			col = named
		}
		if !strings.HasPrefix(col, "#") {
			return nil, fmt.Errorf("unknown colour %q in %s", col, file)
		}
		out[colourKey(string(c[1]))] = col
	}
	return out, nil
}

// powerColours reads each power's colour (by colourKey) from the map's MILA
// SVG, or else from the PostScript drawing the map uses.
func powerColours(dpDir, milaDir, name, root string) (map[string]string, error) {
	if svg, err := os.ReadFile(filepath.Join(milaDir, name+".svg")); err == nil {
		return svgColours(svg, name+".svg")
	}
	out := map[string]string{}
	ps, err := os.ReadFile(filepath.Join(dpDir, root+".ps"))
	if err != nil {
		return out, nil // no drawing: the palette serves
	}
	defs := map[string]string{}
	hex := func(v string) string {
		f, _ := strconv.ParseFloat(v, 64)
		return fmt.Sprintf("%02x", int(math.Round(f*255)))
	}
	for _, c := range psRGBRE.FindAllStringSubmatch(string(ps), -1) {
		defs[c[1]] = "#" + hex(c[2]) + hex(c[3]) + hex(c[4])
	}
	for _, c := range psGrayRE.FindAllStringSubmatch(string(ps), -1) {
		g := hex(c[2])
		defs[c[1]] = "#" + g + g + g
	}
	if i := bytes.Index(ps, []byte("/VisitPowers {")); i >= 0 {
		block := ps[i:]
		if j := bytes.Index(block, []byte("} def")); j >= 0 {
			block = block[:j]
		}
		for _, c := range psPowerRE.FindAllSubmatch(block, -1) {
			if col, ok := defs[string(c[2])]; ok {
				out[colourKey(string(c[1]))] = col
			}
		}
	}
	return out, nil
}
