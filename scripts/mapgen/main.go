// Command mapgen turns a DPjudge map file (and the power colours of the
// matching jDip SVG) into the JSON map that engine/board embeds, or, with
// -dpjudge, every playable map of DPjudge's map folder into the JSON maps
// that engine/maps embeds.
//
//	go run ./scripts/mapgen -map ../shared/data/standard.map -svg ../shared/data/standard.svg -out engine/board/standard.json
//	go run ./scripts/mapgen -dpjudge ../shared/data/dpjudge-maps -mila ../shared/data/mila-maps -outdir engine/maps
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

func main() {
	mapPath := flag.String("map", "../shared/data/standard.map", "DPjudge map file")
	svgPath := flag.String("svg", "../shared/data/standard.svg", "jDip SVG with power colours")
	id := flag.String("id", "standard", "map id")
	out := flag.String("out", "engine/board/standard.json", "output file")
	dpDir := flag.String("dpjudge", "", "DPjudge map folder: generate every playable map in it")
	milaDir := flag.String("mila", "../shared/data/mila-maps", "MILA map folder (power colours of the maps it draws)")
	outDir := flag.String("outdir", "engine/maps", "where -dpjudge writes the maps")
	flag.Parse()
	if *dpDir != "" {
		if err := writeAll(*dpDir, *milaDir, *outDir); err != nil {
			fmt.Fprintln(os.Stderr, "mapgen:", err)
			os.Exit(1)
		}
		return
	}
	mapText, err := os.ReadFile(*mapPath)
	if err == nil {
		var svgText []byte
		svgText, err = os.ReadFile(*svgPath)
		if err == nil {
			var data []byte
			data, err = Generate(*id, mapText, svgText)
			if err == nil {
				err = os.WriteFile(*out, data, 0o644)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mapgen:", err)
		os.Exit(1)
	}
}

// writeAll writes every playable map of dpDir to outDir as NAME.json and
// removes the JSON maps there that are no longer generated.
func writeAll(dpDir, milaDir, outDir string) error {
	maps, err := GenerateAll(dpDir, milaDir)
	if err != nil {
		return err
	}
	old, err := filepath.Glob(filepath.Join(outDir, "*.json"))
	if err != nil {
		return err
	}
	for _, f := range old {
		if _, keep := maps[strings.TrimSuffix(filepath.Base(f), ".json")]; !keep {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	for name, data := range maps {
		if err := os.WriteFile(filepath.Join(outDir, name+".json"), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// namedColours are the SVG colour keywords the jDip file uses.
var namedColours = map[string]string{
	"darkviolet": "#9400d3", "royalblue": "#4169e1", "forestgreen": "#228b22",
}

var colourRE = regexp.MustCompile(`POWERCOLOR power="([a-z]+)" color="([^"]+)"`)

// Generate builds the JSON map from the map and SVG texts.
func Generate(id string, mapText, svgText []byte) ([]byte, error) {
	m := board.Map{
		ID:       id,
		Aliases:  map[string]board.Loc{},
		ArmyAdj:  map[string][]string{},
		FleetAdj: map[board.Loc][]board.Loc{},
	}
	colours := map[string]string{}
	for _, c := range colourRE.FindAllSubmatch(svgText, -1) {
		col := string(c[2])
		if named, ok := namedColours[col]; ok {
			col = named
		}
		colours[strings.ToUpper(string(c[1]))] = col
	}

	type adjLine struct {
		terrain, loc string
		abuts        []string
	}
	var adjs []adjLine
	provByID := map[string]*board.Province{}
	var order []string
	addAlias := func(alias string, loc board.Loc) error {
		key := board.NormaliseName(alias)
		if prev, ok := m.Aliases[key]; ok && prev != loc {
			return fmt.Errorf("alias %q means both %s and %s", alias, prev, loc)
		}
		m.Aliases[key] = loc
		return nil
	}
	var centers []string

	sc := bufio.NewScanner(bytes.NewReader(mapText))
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		fields := strings.Fields(line)
		switch {
		case fields[0] == "BEGIN":
			m.StartPhase = phaseCode(fields[1:])
		case len(fields) >= 3 && fields[2] == "ABUTS":
			adjs = append(adjs, adjLine{fields[0], fields[1], fields[3:]})
		case strings.Contains(line, "="):
			i := strings.Index(line, "=")
			name := strings.TrimSpace(line[:i])
			aliases := strings.Fields(line[i+1:])
			if len(aliases) == 0 {
				return nil, fmt.Errorf("line %d: %q has no abbreviation", lineNo, name)
			}
			loc := board.Loc(strings.ToUpper(aliases[0]))
			if loc.Coast() == "" {
				provByID[string(loc)] = &board.Province{ID: string(loc), Name: name}
				order = append(order, string(loc))
			}
			for _, a := range append([]string{name}, aliases...) {
				if err := addAlias(a, loc); err != nil {
					return nil, fmt.Errorf("line %d: %v", lineNo, err)
				}
			}
		case fields[0] == "UNOWNED":
			centers = append(centers, fields[1:]...)
			m.Neutral = append(m.Neutral, fields[1:]...)
		case len(fields) >= 2 && (fields[0] == "A" || fields[0] == "F") && len(m.Powers) > 0:
			p := &m.Powers[len(m.Powers)-1]
			t := board.Army
			if fields[0] == "F" {
				t = board.Fleet
			}
			m.Start = append(m.Start, board.StartUnit{Power: p.Name, Type: t, Loc: board.Loc(strings.ToUpper(fields[1]))})
		case len(fields) >= 2 && strings.HasPrefix(fields[1], "("):
			name := strings.ToUpper(fields[0])
			p := board.Power{
				Name:      name,
				Letter:    name[:1],
				Adjective: strings.Trim(strings.ToUpper(fields[1]), "()"),
				Colour:    colours[name],
				Homes:     fields[2:],
			}
			if p.Colour == "" {
				return nil, fmt.Errorf("line %d: no colour for %s in the SVG", lineNo, name)
			}
			centers = append(centers, fields[2:]...)
			m.Powers = append(m.Powers, p)
		default:
			return nil, fmt.Errorf("line %d: cannot read %q", lineNo, line)
		}
	}

	// Terrain and coasts come from the adjacency lines.
	terrainOf := map[string]board.Terrain{}
	for _, a := range adjs {
		loc := board.Loc(strings.ToUpper(a.loc))
		p := provByID[loc.Province()]
		if p == nil {
			return nil, fmt.Errorf("adjacency for unknown location %s", a.loc)
		}
		switch a.terrain {
		case "WATER":
			p.Terrain = board.Sea
		case "COAST":
			p.Terrain = board.Coast
		case "LAND":
			p.Terrain = board.Land
		case "SHUT":
			p.Terrain = board.Shut
		default:
			return nil, fmt.Errorf("unknown terrain %s for %s", a.terrain, a.loc)
		}
		if c := loc.Coast(); c != "" {
			p.Coasts = append(p.Coasts, c)
		}
		terrainOf[loc.Province()] = p.Terrain
	}
	for _, id := range order {
		if provByID[id].Terrain == "" {
			return nil, fmt.Errorf("province %s has no adjacency line", id)
		}
	}

	for _, a := range adjs {
		armyOnly := a.loc == strings.ToLower(a.loc)
		loc := board.Loc(strings.ToUpper(a.loc))
		p := provByID[loc.Province()]
		if p.Terrain == board.Shut {
			continue
		}
		// Armies: every neighbour that is not water or impassable. A split-coast
		// province's coast lines repeat the army's line, so only the bare
		// province (lower case, or no coasts at all) speaks for armies.
		if p.Terrain != board.Sea && loc.Coast() == "" && (armyOnly || len(p.Coasts) == 0) {
			for _, n := range a.abuts {
				np := board.Loc(strings.ToUpper(n)).Province()
				if t := terrainOf[np]; t == board.Sea || t == board.Shut {
					continue
				}
				m.ArmyAdj[string(loc)] = appendUnique(m.ArmyAdj[string(loc)], np)
			}
		}
		// Fleets: upper-case neighbours that are not inland or impassable.
		if !armyOnly && p.Terrain != board.Land {
			for _, n := range a.abuts {
				if n == strings.ToLower(n) {
					continue
				}
				nl := board.Loc(n)
				if t := terrainOf[nl.Province()]; t == board.Land || t == board.Shut {
					continue
				}
				if np := provByID[nl.Province()]; nl.Coast() == "" && len(np.Coasts) > 0 {
					return nil, fmt.Errorf("fleet adjacency %s-%s needs a coast", loc, n)
				}
				m.FleetAdj[loc] = appendUniqueLoc(m.FleetAdj[loc], nl)
			}
		}
	}
	for k := range m.ArmyAdj {
		sort.Strings(m.ArmyAdj[k])
	}
	for k := range m.FleetAdj {
		sort.Slice(m.FleetAdj[k], func(i, j int) bool { return m.FleetAdj[k][i] < m.FleetAdj[k][j] })
	}
	// Every step must be possible both ways, or the map file has a typo.
	for from, tos := range m.ArmyAdj {
		for _, to := range tos {
			if !contains(m.ArmyAdj[to], from) {
				return nil, fmt.Errorf("army can go %s-%s but not back", from, to)
			}
		}
	}
	for from, tos := range m.FleetAdj {
		for _, to := range tos {
			if !containsLoc(m.FleetAdj[to], from) {
				return nil, fmt.Errorf("fleet can go %s-%s but not back", from, to)
			}
		}
	}

	for _, c := range centers {
		p := provByID[strings.ToUpper(c)]
		if p == nil {
			return nil, fmt.Errorf("supply center %s is not a province", c)
		}
		p.Center = true
	}
	for _, pw := range m.Powers {
		for _, h := range pw.Homes {
			provByID[h].Home = pw.Name
		}
	}
	for _, id := range order {
		m.Provinces = append(m.Provinces, *provByID[id])
	}
	m.Victory = len(centers)/2 + 1

	data, err := json.MarshalIndent(&m, "", " ")
	if err != nil {
		return nil, err
	}
	if _, err := board.Load(data); err != nil {
		return nil, fmt.Errorf("generated map does not load: %w", err)
	}
	return append(data, '\n'), nil
}

func phaseCode(words []string) string {
	if len(words) < 3 {
		return ""
	}
	return words[0][:1] + words[1] + words[2][:1]
}

func appendUnique(s []string, v string) []string {
	if contains(s, v) {
		return s
	}
	return append(s, v)
}

func appendUniqueLoc(s []board.Loc, v board.Loc) []board.Loc {
	if containsLoc(s, v) {
		return s
	}
	return append(s, v)
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func containsLoc(s []board.Loc, v board.Loc) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
