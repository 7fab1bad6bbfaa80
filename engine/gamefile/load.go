package gamefile

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// Game is a loaded, checked game file with its state at hand.
type Game struct {
	File *File
	*game.State
}

// MapSource finds the map a game file names in its map field. The engine
// knows only the standard map (engine/board's own) so that the page's first
// visit stays light: cmd/payola passes engine/maps' Load, which knows every
// built-in map, and the wasm a map the page fetched and sent (OneMap).
type MapSource func(name string) (*board.Map, error)

// OneMap is the source of a single map, which answers its own name only
// (and, as every source, the standard map's).
func OneMap(m *board.Map) MapSource {
	return func(name string) (*board.Map, error) {
		if strings.EqualFold(name, m.ID) {
			return m, nil
		}
		if strings.EqualFold(name, "standard") {
			return board.Standard(), nil
		}
		return nil, fmt.Errorf("the game is on the %s map, but the map given is %s", name, m.ID)
	}
}

// Load reads and checks a game file on the standard map; LoadFrom reads
// one on any map its source knows.
func Load(data []byte) (*Game, error) { return LoadFrom(data, nil) }

// LoadFrom reads and checks a game file, taking its map from maps (nil:
// the standard map only). Every problem found is reported, each naming its
// field and value; nothing is guessed.
func LoadFrom(data []byte, maps MapSource) (*Game, error) {
	f, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return NewFrom(f, maps)
}

// New is NewFrom for a game on the standard map.
func New(f *File) (*Game, error) { return NewFrom(f, nil) }

// NewFrom checks a decoded file, its map taken from maps (nil: the
// standard map only), and fills in the defaults of game-format.md §1.
func NewFrom(f *File, maps MapSource) (*Game, error) {
	var errs []error
	fail := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }

	if f.Format == PositionFormat {
		return nil, fmt.Errorf("format: %q: this is a public position file, the board the players receive, with no money, acceptance lists or history; to run the game open the GM's game file instead (its name ends in -gm-game.json)", f.Format)
	}
	if f.Format != Format {
		return nil, fmt.Errorf("format: %q is not a game file this program reads (expected %q)", f.Format, Format)
	}
	if f.Map == "" {
		return nil, errors.New("map: missing (use \"standard\")")
	}
	if maps == nil {
		maps = board.Named
	}
	m, err := maps(f.Map)
	if err != nil {
		return nil, fmt.Errorf("map: %v", err)
	}
	g := &Game{File: f, State: &game.State{Map: m, Pos: orders.Position{}, Owners: map[string]string{}}}
	if g.Phase, err = ParsePhase(f.Phase); err != nil {
		fail("phase: %v", err)
	} else if g.Phase.Year >= lastYear {
		fail("phase: %q: the game could not go on to the year after %d; years run up to %d", f.Phase, lastYear-1, lastYear-1)
	} else if err := onCalendar(m, g.Phase); err != nil {
		fail("phase: %v", err)
	} else {
		// The board as it is in this phase's season (loeb9's Arctic Ocean
		// is water in spring only): what the judge adjudicates on.
		m = m.InPhase(f.Phase)
		g.Map = m
	}
	if g.Rules, err = parseRules(f.Rules, m); err != nil {
		fail("rules: %v", err)
	}
	if f.Name == "" {
		f.Name = "game"
	}
	if err := checkName(f.Name); err != nil {
		fail("%v", err)
	}
	if err := checkDeadline(f); err != nil {
		errs = append(errs, err)
	}
	if f.History.Len() > MaxHistory {
		fail("history: %d phases; a game file keeps at most %d", f.History.Len(), MaxHistory)
	}
	if len(f.Powers) == 0 {
		fail("powers: missing; list every power of the map with its units and centers")
	}

	seen := map[string]bool{}
	mailOwner := map[string]string{} // address -> power (addresses.go)
	for i := range f.Powers {
		p := &f.Powers[i]
		where := fmt.Sprintf("powers[%d]", i)
		mp := orders.PowerNamed(m, p.Name) // FRANCE, or void's GULF OF BOTHNIA as its map file writes it
		if mp == nil {
			fail("%s.name: %q is not a power of the %s map (%s)", where, p.Name, m.ID, powerNames(m))
			continue
		}
		p.Name = mp.Name
		if seen[p.Name] {
			fail("%s.name: %s is listed twice", where, p.Name)
			continue
		}
		seen[p.Name] = true
		switch p.Status {
		case "":
			p.Status = game.Playing
		case game.Playing, game.Dummy, game.Loyal, game.Resigned:
		default:
			fail("%s.status: %q is not one of playing, dummy, loyal, resigned", where, p.Status)
		}
		errs = append(errs, checkAddresses(where, p, mailOwner)...)
		if p.Units == nil {
			fail("%s.units: missing (use [] for none)", where)
		}
		if p.Centers == nil {
			fail("%s.centers: missing (use [] for none)", where)
		}
		if len(p.Units) > len(m.Provinces) || len(p.Centers) > len(m.Provinces) {
			fail("%s: %d units and %d centers; the %s map has %d provinces", where, len(p.Units), len(p.Centers), m.ID, len(m.Provinces))
			continue
		}
		for j, text := range p.Units {
			u, err := fileUnit(m, text)
			if err != nil {
				fail("%s.units[%d]: %q: %v", where, j, text, err)
				continue
			}
			if other, taken := g.Pos[u.Province()]; taken {
				fail("%s.units[%d]: %q: %s already stands in %s", where, j, text, other.Unit, m.Province(u.Province()).Name)
				continue
			}
			g.Pos[u.Province()] = orders.Placed{Power: p.Name, Unit: u}
			p.Units[j] = u.String()
		}
		for j, c := range p.Centers {
			prov := m.Province(c)
			switch {
			case prov == nil:
				fail("%s.centers[%d]: %q is not a province of the map", where, j, c)
			case !prov.Center:
				fail("%s.centers[%d]: %s is not a supply center", where, j, prov.Name)
			case g.Owners[prov.ID] != "":
				fail("%s.centers[%d]: %s is already owned by %s", where, j, prov.ID, g.Owners[prov.ID])
			default:
				g.Owners[prov.ID] = p.Name
				p.Centers[j] = prov.ID
			}
		}
		if p.Balance == nil {
			b := g.Rules.OpeningBalance(m, p.Centers, len(p.Units))
			p.Balance = &b
		} else if *p.Balance < 0 {
			fail("%s.balance: %d is negative; a treasury is never below 0", where, *p.Balance)
		} else if *p.Balance > MaxAmount {
			fail("%s.balance: %d is more than the %d AgP a treasury may hold", where, *p.Balance, MaxAmount)
		}
		if p.Accept == "" {
			p.Accept = mp.Letter + "?"
			if p.Status == game.Dummy {
				p.Accept = "?"
			}
		}
		if _, err := sheets.ParseAcceptance(m, p.Name, p.Accept); err != nil {
			fail("%s.accept: %q: %v", where, p.Accept, err)
		} else {
			p.Accept = strings.ToUpper(p.Accept)
		}
	}
	// Every power of the map is in every game, so that acceptance lists and
	// the chart always cover all of them; a missing one has nothing.
	for _, mp := range m.Powers {
		if !seen[mp.Name] && len(errs) == 0 {
			zero := 0
			f.Powers = append(f.Powers, PowerFile{Name: mp.Name, Balance: &zero, Accept: mp.Letter + "?", Units: []string{}, Centers: []string{}, Status: game.Playing})
		}
	}
	if len(errs) == 0 {
		sort.SliceStable(f.Powers, func(i, j int) bool { return f.Powers[i].Name < f.Powers[j].Name })
	}

	if g.Phase.Kind != orders.Retreats && (len(f.Dislodged) > 0 || len(f.Contested) > 0) {
		fail("dislodged/contested: only a retreat phase has dislodged units or contested provinces (phase is %s)", f.Phase)
	}
	g.readDislodged(fail)
	seenContested := map[string]int{}
	for i, c := range f.Contested {
		p := m.Province(c)
		switch at, twice := seenContested[strings.ToUpper(c)]; {
		case p == nil:
			fail("contested[%d]: %q is not a province of the map", i, c)
		case twice:
			fail("contested[%d]: %q is contested[%d] given twice", i, c, at)
		case g.Pos[p.ID] != orders.Placed{}:
			// The dislodging unit stands in its victim's province, so this
			// also refuses a dislodgement's own province.
			fail("contested[%d]: %q: %s stands there; a contested province is one a standoff left empty", i, c, g.Pos[p.ID].Unit)
		default:
			seenContested[p.ID] = i
			g.Contested = append(g.Contested, p.ID)
		}
	}
	checkHistory(f, m, g.Phase, fail)
	if f.Winner != "" {
		if mp := orders.PowerNamed(m, f.Winner); mp == nil {
			fail("winner: %q is not a power of the %s map (%s)", f.Winner, m.ID, powerNames(m))
		} else {
			f.Winner = mp.Name
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	g.Name, g.Seed, g.Winner = f.Name, f.Seed, f.Winner
	for _, p := range f.Powers {
		g.Powers = append(g.Powers, game.Power{Name: p.Name, Balance: *p.Balance, Accept: p.Accept, Status: p.Status, Centers: p.Centers})
	}
	if g.Rules.ZeroSum {
		g.Earned = earnedThisYear(f.History, m, g.Phase)
	}
	return g, nil
}

// earnedThisYear is Zero Sum's bribe money paid to each power's units in
// the year's movement phases the history holds (6.7): the game year as
// the map counts it (board.Map.GameYear: hundred's turns are five years
// apart, its game year ten).
func earnedThisYear(h History, m *board.Map, now game.Phase) map[string]int {
	out := map[string]int{}
	year := m.GameYear(now.Year, now.Kind == orders.Adjustments)
	for i := range h.Len() {
		if p, err := ParsePhase(h.Phase(i)); err == nil && p.Kind == orders.Movement && m.GameYear(p.Year, false) == year {
			for power, v := range h.At(i).Earned {
				out[power] += v
			}
		}
	}
	return out
}

// nextFile writes the state a phase led to as the next game file: the
// game's file with the new position, money and phase, and the phase's
// history entry appended. The history entries are carried as they were
// read (History.Append never writes into the loaded file's), so a phase
// costs the same in the twentieth year as in the first.
func (g *Game) nextFile(s *game.State, entry HistoryEntry) *File {
	f := *g.File
	f.Phase = s.Phase.String()
	f.Seed = s.Seed
	f.Winner = s.Winner
	f.Deadline = "" // this phase's; the next one's is given when adjudicating (File.SetDeadline)
	f.Powers = make([]PowerFile, len(s.Powers))
	for i, p := range s.Powers {
		b := p.Balance
		f.Powers[i] = PowerFile{Name: p.Name, Balance: &b, Accept: p.Accept, Units: []string{}, Centers: p.Centers, Status: p.Status}
		// The players' addresses are the GM's, not the game's: carried
		// from the file as they were (issue 35).
		for _, was := range g.File.Powers {
			if was.Name == p.Name {
				f.Powers[i].Addresses = was.Addresses
			}
		}
	}
	for _, u := range s.Pos.Sorted() {
		for i := range f.Powers {
			if f.Powers[i].Name == u.Power {
				f.Powers[i].Units = append(f.Powers[i].Units, u.Unit.String())
			}
		}
	}
	f.Dislodged = []DislodgedFile{}
	for _, d := range s.Dislodged {
		f.Dislodged = append(f.Dislodged, DislodgedFile{Power: d.Power, Unit: d.Unit.String(), AttackedFrom: d.AttackedFrom, ByConvoy: d.ByConvoy})
	}
	f.Contested = append([]string{}, s.Contested...)
	f.History.Append(entry)
	return &f
}

// Limits of a game file (issue 19), far beyond any real game, so that a
// hostile file costs little to refuse: its size, its name, its history.
const (
	MaxFileSize = 64 << 20
	MaxName     = 1000
	MaxHistory  = 3 * 1000 // a thousand years of play
)

// checkName refuses a game name the results, the chart and the map could
// not show as it is, or one far longer than any real name.
func checkName(name string) error {
	if err := freeText(name, false); err != nil {
		return fmt.Errorf("name: %v", err)
	}
	if n := utf8.RuneCountInString(name); n > MaxName {
		return fmt.Errorf("name: %d characters; a game's name has at most %d", n, MaxName)
	}
	return nil
}

// freeText refuses control characters (C0, C1) and the characters that
// reorder text (Unicode's Bidi_Control: U+202E and its kind), which would
// reach the public results, the chart and the map. A sheet or chart
// (multiline) keeps its line breaks and the tabs a sheet may hold.
func freeText(s string, multiline bool) error {
	if !utf8.ValidString(s) {
		return errors.New("not valid UTF-8")
	}
	for _, r := range s {
		switch {
		case (r == '\n' || r == '\t') && multiline:
		case r < 0x20, 0x7f <= r && r < 0xa0, r == 0x61c, 0x200e <= r && r <= 0x200f, 0x202a <= r && r <= 0x202e, 0x2066 <= r && r <= 0x2069:
			return fmt.Errorf("holds the character U+%04X; write it without control or direction characters", r)
		}
	}
	return nil
}

// checkHistory checks the history as strictly as the rest of the file,
// for it is published at the end (rules 3.6, 4.5), drawn again by render
// --phase and read back by Zero Sum for the year's bribe profits: each
// phase code, amount and result, no control or direction character in any
// text, every power, unit and province one of the game's own map (issue
// 30: a history carried over from another map is refused at load, not
// when a phase of it is drawn), and the phases in the order the game plays
// them, each once, all before the file's phase (now, unless the file's own
// phase code is wrong). Entries Decode kept as they were read passed the
// same checks in its scan (entryShape), which noted the names they hold:
// those are looked up here, each once, and only when one is wrong are the
// entries decoded, to name the field. A check added here is added to
// entryShape too.
func checkHistory(f *File, m *board.Map, now game.Phase, fail func(string, ...any)) {
	checkPhaseOrder(f.History, m, now, fail)
	known := knownNames{m: m}
	rawWrong := false
	if n := f.History.names; n != nil {
		rawWrong = !known.allPowers(n.powers) || !known.allUnits(n.units) || !known.allProvinces(n.provinces)
	}
	for i, it := range f.History.items {
		at := fmt.Sprintf("history[%d].", i)
		if it.entry == nil {
			if rawWrong {
				// A name the scan noted is not on the map: decoded, the
				// entries that hold it name the field.
				checkEntryNames(f.History.At(i), &known, at, fail)
			}
			continue
		}
		h := *it.entry
		checkEntryNames(h, &known, at, fail)
		if _, err := ParsePhase(h.Phase); err != nil {
			fail("%sphase: %v", at, err)
		}
		amounts := map[string]int{} // field -> silver, each from 0 to MaxAmount
		texts := map[string]string{"chart": h.Chart}
		for p, v := range h.Balances {
			amounts["balances."+p] = v
		}
		for p, v := range h.Earned {
			amounts["earned."+p] = v
		}
		for p, s := range h.Sheets {
			texts["sheets."+p] = s
		}
		for j, o := range h.Orders {
			if o.Result != "succeeds" && o.Result != "fails" && o.Result != "void" {
				fail("%sorders[%d].result: %q is not succeeds, fails or void", at, j, o.Result)
			}
			if o.Total != nil {
				amounts[fmt.Sprintf("orders[%d].total", j)] = *o.Total
			}
			if o.Cause != nil {
				checkCause(o.Cause, fmt.Sprintf("%sorders[%d].cause", at, j), fail)
			}
			if err := freeText(o.DislodgedBy, false); err != nil {
				fail("%sorders[%d].dislodgedBy: %v", at, j, err)
			}
		}
		for j, t := range h.Transfers {
			amounts[fmt.Sprintf("transfers[%d].amount", j)] = t.Amount
		}
		for j, s := range h.Ignored {
			texts[fmt.Sprintf("ignored[%d]", j)] = s
		}
		for j, s := range h.Phantoms {
			texts[fmt.Sprintf("phantoms[%d]", j)] = s
		}
		for _, k := range sortedKeys(amounts) {
			if v := amounts[k]; v < 0 || v > MaxAmount {
				fail("%s%s: %d is not between 0 and %d AgP", at, k, v, MaxAmount)
			}
		}
		for _, k := range sortedKeys(texts) {
			if err := freeText(texts[k], true); err != nil {
				fail("%s%s: %v", at, k, err)
			}
		}
	}
}

// checkPhaseOrder refuses a history whose phases are not in the order the
// game plays them (issue 30): each before the next, none twice, the last
// before the file's own phase.
func checkPhaseOrder(h History, m *board.Map, now game.Phase, fail func(string, ...any)) {
	var prev game.Phase
	prevAt := -1
	for i := range h.Len() {
		ph, err := ParsePhase(h.Phase(i))
		if err != nil {
			continue // named by the entry's own check
		}
		switch err := onCalendar(m, ph); {
		case err != nil:
			fail("history[%d].phase: %v", i, err)
		case prevAt >= 0 && ph == prev:
			fail("history[%d].phase: %s is history[%d]'s phase given again; each phase is in the history once", i, ph, prevAt)
		case prevAt >= 0 && phaseOrder(ph) < phaseOrder(prev):
			fail("history[%d].phase: %s comes before history[%d]'s %s; the history lists the phases in the order they were played", i, ph, prevAt, prev)
		case now.Year != 0 && phaseOrder(ph) >= phaseOrder(now):
			fail("history[%d].phase: %s is not before the game's phase %s; the history holds only phases already played", i, ph, now)
		}
		prev, prevAt = ph, i
	}
}

// phaseOrder numbers phases in the order the game plays them.
func phaseOrder(p game.Phase) int {
	season := strings.IndexByte("SFW", p.Season)
	kind := strings.IndexByte("MRA", byte(p.Kind))
	return p.Year*9 + season*3 + kind
}

// knownNames looks names up on the game's map, each once.
type knownNames struct {
	m     *board.Map
	known map[string]error // "p"+power, "u"+unit, "v"+province -> nil when on the map
}

func (k *knownNames) look(key string, check func() error) error {
	if k.known == nil {
		k.known = map[string]error{}
	}
	if err, ok := k.known[key]; ok {
		return err
	}
	err := check()
	k.known[key] = err
	return err
}

func (k *knownNames) power(name string) error {
	return k.look("p"+name, func() error {
		if orders.PowerNamed(k.m, name) == nil {
			return fmt.Errorf("%q is not a power of the %s map (%s)", name, k.m.ID, powerNames(k.m))
		}
		return nil
	})
}

func (k *knownNames) unit(text string) error {
	return k.look("u"+text, func() error {
		if _, err := fileUnit(k.m, text); err != nil {
			return fmt.Errorf("%q: %v", text, err)
		}
		return nil
	})
}

func (k *knownNames) province(id string) error {
	return k.look("v"+id, func() error {
		if k.m.Province(id) == nil {
			return fmt.Errorf("%q is not a province of the %s map", id, k.m.ID)
		}
		return nil
	})
}

func (k *knownNames) allPowers(names map[string]int) bool {
	for n := range names {
		if k.power(n) != nil {
			return false
		}
	}
	return true
}

func (k *knownNames) allUnits(names map[string]int) bool {
	for n := range names {
		if k.unit(n) != nil {
			return false
		}
	}
	return true
}

func (k *knownNames) allProvinces(names map[string]int) bool {
	for n := range names {
		if k.province(n) != nil {
			return false
		}
	}
	return true
}

// checkEntryNames refuses a power, unit or province of the entry that is
// not the map's (issue 30), naming the field: the fields entryShape marks
// 'w', 'W', 'u', 'v' and powerKeys.
func checkEntryNames(h HistoryEntry, k *knownNames, at string, fail func(string, ...any)) {
	keys := func(field string, names []string) {
		for _, p := range names {
			if err := k.power(p); err != nil {
				fail("%s%s: %v", at, field, err)
			}
		}
	}
	keys("sheets", sortedKeys(h.Sheets))
	keys("accept", sortedKeys(h.Accept))
	keys("balances", sortedKeys(h.Balances))
	keys("income", sortedKeys(h.Income))
	keys("earned", sortedKeys(h.Earned))
	keys("ledgers", sortedKeys(h.Ledgers))
	for j, o := range h.Orders {
		if err := k.power(o.Power); err != nil {
			fail("%sorders[%d].power: %v", at, j, err)
		}
		if o.Unit == "" && o.Order == (orders.Order{Kind: orders.Waive}).String() {
			continue // a waive has no unit (issueOrders leaves it out)
		}
		if err := k.unit(o.Unit); err != nil {
			fail("%sorders[%d].unit: %v", at, j, err)
		}
	}
	for j, t := range h.Transfers {
		if err := k.power(t.From); err != nil {
			fail("%stransfers[%d].from: %v", at, j, err)
		}
		if err := k.power(t.To); err != nil {
			fail("%stransfers[%d].to: %v", at, j, err)
		}
	}
	for j, c := range h.Captures {
		if err := k.province(c.Center); err != nil {
			fail("%scaptures[%d].center: %v", at, j, err)
		}
		if c.From != "" {
			if err := k.power(c.From); err != nil {
				fail("%scaptures[%d].from: %v", at, j, err)
			}
		}
		if err := k.power(c.To); err != nil {
			fail("%scaptures[%d].to: %v", at, j, err)
		}
	}
	if b := h.Board; b != nil {
		keys("board.units", sortedKeys(b.Units))
		keys("board.centers", sortedKeys(b.Centers))
		for _, p := range sortedKeys(b.Units) {
			for j, u := range b.Units[p] {
				if err := k.unit(u); err != nil {
					fail("%sboard.units.%s[%d]: %v", at, p, j, err)
				}
			}
		}
		for _, p := range sortedKeys(b.Centers) {
			for j, c := range b.Centers[p] {
				if err := k.province(c); err != nil {
					fail("%sboard.centers.%s[%d]: %v", at, p, j, err)
				}
			}
		}
		for j, d := range b.Dislodged {
			if err := k.power(d.Power); err != nil {
				fail("%sboard.dislodged[%d].power: %v", at, j, err)
			}
			if err := k.unit(d.Unit); err != nil {
				fail("%sboard.dislodged[%d].unit: %v", at, j, err)
			}
		}
	}
}

// CanFollow says whether a game file at the phase, with the history, is
// one this program would load: a phase it cannot write refuses to be
// adjudicated rather than write a file nobody can read.
func CanFollow(next *File) error {
	ph, err := ParsePhase(next.Phase)
	switch {
	case err != nil || ph.Year >= lastYear:
		return fmt.Errorf("the game cannot go on to %s: years run up to %d", next.Phase, lastYear-1)
	case next.History.Len() > MaxHistory:
		return fmt.Errorf("the game cannot go on: a game file keeps at most %d phases", MaxHistory)
	}
	return nil
}

// readDislodged checks the units waiting to retreat: each is a unit of its
// power in a province the unit that dislodged it now holds, one per
// province; the attacker's origin, when given, borders that province
// (unless the attack came by convoy). Absent, it is unknown and only
// standoffs restrict the retreat.
func (g *Game) readDislodged(fail func(string, ...any)) {
	m := g.Map
	at := map[string]int{}
	for i, d := range g.File.Dislodged {
		where := fmt.Sprintf("dislodged[%d]", i)
		mp := orders.PowerNamed(m, d.Power)
		u, err := fileUnit(m, d.Unit)
		if mp == nil {
			fail("%s.power: %q is not a power of the map", where, d.Power)
			continue
		}
		if err != nil {
			fail("%s.unit: %q: %v", where, d.Unit, err)
			continue
		}
		prov := u.Province()
		name := m.Province(prov).Name
		holder, held := g.Pos[prov]
		switch j, twice := at[prov]; {
		case twice:
			fail("%s.unit: %q: dislodged[%d] was dislodged from %s already; one unit is dislodged from a province", where, d.Unit, j, name)
			continue
		case !held:
			fail("%s.unit: %q: no unit stands in %s, so nothing dislodged it; list the unit that did among its power's units", where, d.Unit, name)
			continue
		case holder.Power == mp.Name:
			fail("%s: %s's %s stands in %s: a unit is never dislodged by its own power's", where, mp.Name, holder.Unit, name)
			continue
		}
		at[prov] = i
		from := ""
		if d.AttackedFrom != "" {
			p := m.Province(d.AttackedFrom)
			switch {
			case p == nil:
				fail("%s.attackedFrom: %q is not a province of the map", where, d.AttackedFrom)
				continue
			case !d.ByConvoy && !m.ProvinceAdjacent(p.ID, prov):
				fail("%s.attackedFrom: %q does not border %s; an attack from there comes by convoy (set byConvoy) or not at all", where, d.AttackedFrom, name)
				continue
			case holder.Unit.Type == board.Army && m.IsSea(p.ID):
				fail("%s.attackedFrom: %q is water; %s's %s, which dislodged the unit, is an army and came from land", where, d.AttackedFrom, holder.Power, holder.Unit)
				continue
			case holder.Unit.Type == board.Army && !d.ByConvoy && !m.Adjacent(board.Army, board.Loc(p.ID), board.Loc(prov)):
				fail("%s.attackedFrom: %q: an army reaches %s from there only across water; set byConvoy if it came by convoy", where, d.AttackedFrom, name)
				continue
			case holder.Unit.Type == board.Fleet && p.Terrain == board.Land:
				fail("%s.attackedFrom: %q is inland; %s's %s, which dislodged the unit, is a fleet", where, d.AttackedFrom, holder.Power, holder.Unit)
				continue
			case holder.Unit.Type == board.Fleet && d.ByConvoy:
				fail("%s.byConvoy: %s's %s, which dislodged the unit, is a fleet; only armies are convoyed", where, holder.Power, holder.Unit)
				continue
			}
			from = p.ID
		}
		g.Dislodged = append(g.Dislodged, judge.Dislodgement{Power: mp.Name, Unit: u, AttackedFrom: from, ByConvoy: d.ByConvoy})
	}
}

func powerNames(m *board.Map) string {
	var s []string
	for _, p := range m.Powers {
		s = append(s, p.Name)
	}
	return strings.Join(s, ", ")
}

// fileUnit reads a unit as the game file writes it: "A PAR", "F STP/NC".
func fileUnit(m *board.Map, text string) (orders.Unit, error) {
	f := strings.Fields(text)
	if len(f) != 2 || (strings.ToUpper(f[0]) != "A" && strings.ToUpper(f[0]) != "F") {
		return orders.Unit{}, errors.New("a unit is written as its type A or F and its province, e.g. \"A PAR\" or \"F STP/NC\"")
	}
	t := board.UnitType(strings.ToUpper(f[0])[0])
	loc, ok := m.Lookup(f[1])
	if !ok {
		return orders.Unit{}, fmt.Errorf("%q is not a place on the map", f[1])
	}
	if err := m.CanHold(t, loc); err != nil && !heldInSomeSeason(m, t, loc) {
		return orders.Unit{}, err
	}
	return orders.Unit{Type: t, Loc: loc}, nil
}

// heldInSomeSeason says whether a unit may stand at loc in a season whose
// terrain differs: a fleet that sailed into loeb9's Arctic Ocean in spring
// is still there in the fall, when nobody may enter it.
func heldInSomeSeason(m *board.Map, t board.UnitType, loc board.Loc) bool {
	for _, s := range m.Seasonal {
		if m.InPhase(s.Season[:1]).CanHold(t, loc) == nil {
			return true
		}
	}
	return false
}

// PowerFile returns the file entry of a power, or nil.
func (g *Game) PowerFile(name string) *PowerFile {
	for i := range g.File.Powers {
		if g.File.Powers[i].Name == name {
			return &g.File.Powers[i]
		}
	}
	return nil
}

// lastYear is the first year a game may not reach: phase codes have four
// digits, so a game at a phase of 9999 could not be carried on.
const lastYear = 9999

// MaxAmount is the most silver any balance, income or center value in a
// game file may hold (game-format §4): payola's one limit.
const MaxAmount = payola.MaxAmount

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
