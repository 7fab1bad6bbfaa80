package maps

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The DPjudge map folder, read here with a reading of its own: simpler than
// the generator's (no adjacency, no aliases) and written apart from it, so
// that the two agreeing means something.
const dpDir = "../../../shared/data/dpjudge-maps"

type plainMap struct {
	terrain map[string]string   // province -> WATER, LAND, COAST, PORT, SHUT as last defined
	coasts  map[string][]string // province -> coasts
	homes   map[string][]string // power -> homes
	owns    map[string][]string // power -> OWNS
	unowned []string
	units   map[string]string // province -> "POWER A PAR/NC"
	powers  []string
	flow    []string // FLOW lines' words: a calendar of the map's own
	victory int
	begin   string
}

func powerKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if r == '_' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// expand is the map's lines with every USE and MAP file read in place.
func expand(t *testing.T, file string) []string {
	if !strings.Contains(file, ".") {
		file += ".map"
	}
	f, err := os.Open(filepath.Join(dpDir, file))
	if err != nil {
		t.Fatalf("the shared DPjudge maps must sit beside the project: %v", err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		if len(w) == 0 || strings.HasPrefix(w[0], "#") {
			continue
		}
		switch strings.ToUpper(w[0]) {
		case "USE", "USES", "MAP":
			for _, g := range w[1:] {
				lines = append(lines, expand(t, g)...)
			}
			continue
		}
		lines = append(lines, sc.Text())
	}
	return lines
}

func readPlain(t *testing.T, name string) *plainMap {
	m := &plainMap{terrain: map[string]string{}, coasts: map[string][]string{}, homes: map[string][]string{},
		owns: map[string][]string{}, units: map[string]string{}}
	power := ""
	inBlock := false
	for _, line := range expand(t, name) {
		w := strings.Fields(line)
		up := strings.ToUpper(w[0])
		last := strings.ToUpper(w[len(w)-1])
		switch {
		case last == "DIRECTIVES":
			inBlock = up != "END"
		case inBlock:
		case strings.Contains(line, "="):
			if left, _, ok := strings.Cut(line, "->"); ok {
				old := strings.ToUpper(strings.TrimSpace(left))
				_, right, _ := strings.Cut(line, "=")
				m.rename(old, strings.ToUpper(strings.Fields(right)[0]))
			}
		case slices.Contains([]string{"WATER", "LAND", "COAST", "PORT", "SHUT"}, up):
			loc := strings.ToUpper(w[1])
			prov, coast, split := strings.Cut(loc, "/")
			if split {
				if !slices.Contains(m.coasts[prov], coast) {
					m.coasts[prov] = append(m.coasts[prov], coast)
				}
			} else {
				m.terrain[prov] = up
			}
		case up == "DROP":
			for _, p := range w[1:] {
				m.drop(strings.ToUpper(p))
			}
		case up == "VICTORY":
			m.victory, _ = strconv.Atoi(w[1])
		case up == "BEGIN":
			m.begin = strings.ToUpper(strings.Join(w[1:], " "))
		case up == "FLOW":
			m.flow = append(m.flow, w[1:]...)
		case up == "OWNS":
			m.owns[power] = append(m.owns[power], strings.Fields(strings.ToUpper(strings.Join(w[1:], " ")))...)
		case up == "UNPLAYED":
			for _, p := range w[1:] {
				k := powerKey(p)
				m.powers = slices.DeleteFunc(m.powers, func(x string) bool { return x == k })
				delete(m.homes, k)
				for prov, u := range m.units {
					if strings.HasPrefix(u, k+" ") {
						delete(m.units, prov)
					}
				}
			}
		case up == "A" || up == "F":
			loc := strings.ToUpper(w[1])
			prov, _, _ := strings.Cut(loc, "/")
			m.units[prov] = power + " " + up + " " + loc
		case slices.Contains([]string{"RULE", "RULES", "FLAG", "FLAGS", "NOTIFY", "AMEND", "IN", "NEWHOMES"}, up):
		default: // a power and its homes
			key := powerKey(w[0])
			rest := w[1:]
			if len(rest) > 0 && strings.HasPrefix(rest[0], "(") {
				rest = rest[1:]
			}
			if key == "UNOWNED" || key == "NEUTRAL" {
				power = ""
				for _, c := range strings.Fields(strings.ToUpper(strings.Join(rest, " "))) {
					if gone, ok := strings.CutPrefix(c, "-"); ok {
						m.unowned = slices.DeleteFunc(m.unowned, func(x string) bool { return x == gone })
					} else {
						m.unowned = append(m.unowned, c)
					}
				}
				continue
			}
			power = key
			if !slices.Contains(m.powers, key) {
				m.powers = append(m.powers, key)
			}
			for _, h := range rest {
				h = strings.ToUpper(h)
				switch {
				case strings.HasPrefix(h, "-"):
					m.homes[key] = slices.DeleteFunc(m.homes[key], func(x string) bool { return x == h[1:] })
				case strings.HasPrefix(h, "*"): // a partisan site, not a center
				case !slices.Contains(m.homes[key], h):
					m.homes[key] = append(m.homes[key], h)
				}
			}
		}
	}
	return m
}

func (m *plainMap) rename(old, new string) {
	if oldProv, oldCoast, split := strings.Cut(old, "/"); split {
		newProv, newCoast, _ := strings.Cut(new, "/")
		m.coasts[oldProv] = slices.DeleteFunc(m.coasts[oldProv], func(c string) bool { return c == oldCoast })
		if len(m.coasts[oldProv]) == 0 {
			delete(m.coasts, oldProv)
		}
		m.coasts[newProv] = append(m.coasts[newProv], newCoast)
		return
	}
	m.terrain[new] = m.terrain[old]
	delete(m.terrain, old)
	for i, c := range m.unowned {
		if c == old {
			m.unowned[i] = new
		}
	}
	for p, hs := range m.homes {
		for i, h := range hs {
			if h == old {
				m.homes[p][i] = new
			}
		}
	}
	if u, ok := m.units[old]; ok {
		delete(m.units, old)
		m.units[new] = strings.Replace(u, " "+old, " "+new, 1)
	}
}

func (m *plainMap) drop(prov string) {
	delete(m.terrain, prov)
	delete(m.coasts, prov)
	delete(m.units, prov)
	for p, hs := range m.homes {
		m.homes[p] = slices.DeleteFunc(hs, func(h string) bool { return h == prov })
	}
	m.unowned = slices.DeleteFunc(m.unowned, func(h string) bool { return h == prov })
}

// Every built-in map against its files: provinces and terrain, powers and
// homes, supply centers, starting units, first phase and victory.
func TestMapsAgreeWithTheirFiles(t *testing.T) {
	terrains := map[string]string{"WATER": "sea", "LAND": "land", "COAST": "coast", "PORT": "port", "SHUT": "shut"}
	for name, m := range every(t) {
		f := readPlain(t, name)
		var want, got []string
		for p, ter := range f.terrain {
			ter = terrains[ter]
			if len(f.coasts[p]) > 0 {
				slices.Sort(f.coasts[p])
				ter = "coast " + strings.Join(f.coasts[p], "/")
			}
			want = append(want, p+" "+ter)
		}
		for _, p := range m.Provinces {
			ter := string(p.Terrain)
			if len(p.Coasts) > 0 {
				ter = "coast " + strings.Join(p.Coasts, "/")
			}
			got = append(got, p.ID+" "+ter)
		}
		same(t, name, "provinces", want, got)

		want, got = nil, nil
		centers := slices.Clone(f.unowned)
		for _, p := range f.powers {
			want = append(want, p+": "+sorted(f.homes[p]))
			centers = append(centers, f.homes[p]...)
			centers = append(centers, f.owns[p]...)
		}
		for _, pw := range m.Powers {
			got = append(got, pw.Name+": "+sorted(pw.Homes))
		}
		same(t, name, "powers and homes", want, got)
		slices.Sort(centers)
		centers = slices.Compact(centers)
		same(t, name, "supply centers", centers, m.Centers())

		want, got = nil, nil
		for _, u := range f.units {
			want = append(want, u)
		}
		for _, u := range m.Start {
			got = append(got, fmt.Sprintf("%s %s %s", u.Power, u.Type, u.Loc))
		}
		same(t, name, "starting units", want, got)

		victory := f.victory
		if victory == 0 {
			victory = len(centers)/2 + 1 // DPjudge: more than half the centers
		}
		if m.Victory != victory {
			t.Errorf("%s: victory %d, the files say %d", name, m.Victory, victory)
		}
		begin := f.begin
		if begin == "" {
			begin = "SPRING 1901 MOVEMENT"
		}
		b := strings.Fields(begin)
		if phase := b[0][:1] + b[1] + b[2][:1]; m.StartPhase != phase {
			t.Errorf("%s: first phase %s, the files say %s", name, m.StartPhase, begin)
		}
		// The calendar (hundred's A.D. turns) as DPjudge's FLOW lines
		// write it, or none at all.
		flow := ""
		if c := m.Calendar; c != nil {
			flow = fmt.Sprintf("NEWYEAR:%d %s:MOVEMENT,RETREATS IFYEARDIV:%d %s:ADJUSTMENTS", c.Step, c.Season, c.AdjustEvery, c.Season)
		}
		if want := strings.Join(f.flow, " "); flow != want {
			t.Errorf("%s: calendar %q, the files' FLOW says %q", name, flow, want)
		}
	}
}

func sorted(s []string) string {
	s = slices.Clone(s)
	slices.Sort(s)
	return strings.Join(s, " ")
}

func same(t *testing.T, name, what string, want, got []string) {
	t.Helper()
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		var missing, extra []string
		for _, w := range want {
			if !slices.Contains(got, w) {
				missing = append(missing, w)
			}
		}
		for _, g := range got {
			if !slices.Contains(want, g) {
				extra = append(extra, g)
			}
		}
		t.Errorf("%s: %s differ from the files: missing %v, extra %v", name, what, missing, extra)
	}
}
