package publish

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"html"
	"math/rand"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render"
)

// Payola-rules §10.23 read a second time, by brute force: every file a Tin
// Cup power receives (its results, its report, its map and its position
// file) is read back as words, each cause in it is found beside its order
// (in the texts, in the map's titles), and what those words name or imply
// is worked out from the board before the phase and the orders the GM
// issued (typed: the positions and the judge's orders, never the engine's
// grounds), then held against the power's sight before the phase, computed
// from the positions alone (sightOf). The engine's own grounds
// (judge.Cause.RestsOn) are not read.

// toldCause is one order's cause as a power's file says it.
type toldCause struct {
	file, order, why string
}

var (
	// "  A TYR - BOH                  fails: why", "GERMANY: A TYR - BOH fails: why"
	outcomeAt = regexp.MustCompile(`^(.*?) +(succeeds|fails|void)(, dislodged)?(?:: (.*))?$`)
	titleOf   = regexp.MustCompile(`<title>([^<]*)</title>`)
	// a unit's title on the map: "AUSTRIA: A VIE (dislodged by A TYR from Tyrolia)"
	unitWhy  = regexp.MustCompile(`^[A-Za-z-]+: ([AF] [A-Z]{3}(?:/[NSEW]C)?) \((.*)\)$`)
	unitName = regexp.MustCompile(`\b([AF]) ([A-Z]{3})(/[NSEW]C)?\b`)
	allCaps  = regexp.MustCompile(`\b[A-Z]{3}\b`)
)

// causesIn finds every cause a file holds: after an order's outcome in the
// texts' lines and the map's titles, and in a unit's title on the map.
func causesIn(name, data string) []toldCause {
	var out []toldCause
	var lines []string
	if strings.HasSuffix(name, ".svg") {
		for _, m := range titleOf.FindAllStringSubmatch(data, -1) {
			lines = append(lines, html.UnescapeString(m[1]))
		}
	} else {
		lines = strings.Split(data, "\n")
	}
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if m := unitWhy.FindStringSubmatch(l); m != nil {
			out = append(out, toldCause{file: name, order: m[1], why: m[2]})
			continue
		}
		m := outcomeAt.FindStringSubmatch(l)
		if m == nil || m[4] == "" {
			continue
		}
		order := m[1]
		if power, rest, ok := strings.Cut(order, ": "); ok && !strings.Contains(power, " ") {
			order = rest // a map title names the power first
		}
		if f := strings.Fields(order); len(f) > 1 && !strings.Contains("AF", f[0]) && len(f[0]) > 1 && strings.ToUpper(f[0]) == f[0] && (f[1] == "A" || f[1] == "F") {
			order = strings.Join(f[1:], " ") // the chart's power column
		}
		out = append(out, toldCause{file: name, order: strings.Join(strings.Fields(order), " "), why: m[4]})
	}
	return out
}

// phaseFacts are the typed facts of one adjudicated phase that the second
// reading works from: every order issued, each for the unit standing (or
// waiting to retreat) where it stood before the phase.
type phaseFacts struct {
	m       *board.Map
	results []judge.OrderResult
}

// movesInto are the orders that moved (or tried to) into a province.
func (f phaseFacts) movesInto(prov string) []judge.OrderResult {
	var out []judge.OrderResult
	for _, r := range f.results {
		if r.Order.Kind == orders.Move && r.Outcome != judge.Void && r.Order.Dest.Province() == prov {
			out = append(out, r)
		}
	}
	return out
}

// counted are the supports given to the order of the unit in prov that
// held (were not cut): what a strength counts.
func (f phaseFacts) counted(o judge.OrderResult) []string {
	var out []string
	to := ""
	if o.Order.Kind == orders.Move {
		to = o.Order.Dest.Province()
	}
	for _, r := range f.results {
		if r.Order.Kind == orders.Support && r.Outcome == judge.Succeeds && r.Order.Target.Province() == o.Order.Unit.Province() &&
			board.Loc(r.Order.To).Province() == to {
			out = append(out, r.Order.Unit.Province())
		}
	}
	return out
}

// fleets are the fleets ordered to convoy the army of o.
func (f phaseFacts) fleets(o judge.OrderResult) []string {
	var out []string
	for _, r := range f.results {
		if r.Order.Kind == orders.Convoy && r.Order.Target.Province() == o.Order.Unit.Province() {
			out = append(out, r.Order.Unit.Province())
		}
	}
	return out
}

func (f phaseFacts) orderOf(prov string) (judge.OrderResult, bool) {
	for _, r := range f.results {
		if r.Order.Kind != orders.Waive && r.Order.Unit.Province() == prov {
			return r, true
		}
	}
	return judge.OrderResult{}, false
}

// implied is what a cause told of order o says, named or not, worked out
// from the words (which reason, which units) and the board: the provinces
// it rests on, and whether it rests on o's power's count of adjustments.
func (f phaseFacts) implied(o judge.OrderResult, why string) (provs []string, count bool) {
	add := func(ps ...string) { provs = append(provs, ps...) }
	for _, m := range unitName.FindAllStringSubmatch(why, -1) {
		add(m[2])
	}
	for _, w := range allCaps.FindAllString(why, -1) {
		if f.m.Province(w) != nil {
			add(w)
		}
	}
	for _, p := range f.m.Provinces {
		if p.Name != "" && len(p.Name) > 3 && strings.Contains(why, p.Name) {
			add(p.ID)
		}
	}
	// A unit named as a mover brings the fleets that carried it.
	for _, m := range unitName.FindAllStringSubmatch(why, -1) {
		if r, ok := f.orderOf(m[2]); ok && r.Order.Kind == orders.Move {
			add(f.fleets(r)...)
		}
	}
	dest := o.Order.Dest.Province()
	strengths := strings.Contains(why, " against ")
	supportsOf := func(prov string) {
		if r, ok := f.orderOf(prov); ok {
			add(f.counted(r)...)
		}
	}
	switch {
	case strings.HasPrefix(why, "bounced"):
		add(dest)
		for _, r := range f.movesInto(dest) {
			if r.Order.Unit != o.Order.Unit {
				add(r.Order.Unit.Province())
				add(f.fleets(r)...)
				if strengths {
					add(f.counted(r)...)
				}
			}
		}
		if strengths {
			add(f.counted(o)...)
		}
	case strings.Contains(why, "did not move away"), strings.HasPrefix(why, "held off"),
		strings.Contains(why, "tried to move away"), strings.Contains(why, "head-to-head"):
		add(dest)
		if strengths {
			supportsOf(dest)
			add(f.counted(o)...)
		}
	case strings.Contains(why, "self-dislodgement"):
		add(dest)
		if r, ok := f.orderOf(dest); ok && r.Order.Kind == orders.Move {
			add(f.counted(o)...)
		}
	case strings.HasPrefix(why, "no convoy route") && strings.Contains(why, "disrupted"):
		add(f.fleets(o)...)
	case strings.Contains(why, "beleaguered garrison"):
		for _, r := range f.movesInto(o.Order.Unit.Province()) {
			add(r.Order.Unit.Province())
		}
	case strings.Contains(why, "swap places"):
		add(dest)
	case strings.Contains(why, "no such unit"), strings.Contains(why, "did not order what"),
		strings.Contains(why, "another coast"), strings.Contains(why, "goes overland"):
		add(o.Order.Target.Province())
	case strings.Contains(why, "same province as"):
		for _, r := range f.results {
			if r.Order.Kind == orders.Retreat && r.Order.Dest.Province() == dest && r.Order.Unit != o.Order.Unit {
				add(r.Order.Unit.Province())
			}
		}
	case strings.Contains(why, "cannot retreat to"):
		add(dest)
	case strings.Contains(why, "civil disorder"), strings.Contains(why, "already used"),
		strings.Contains(why, "no builds to make"), strings.Contains(why, "no units to remove"):
		count = true
	}
	sort.Strings(provs)
	return slices.Compact(provs), count
}

// received are the files a power receives of an adjudication.
func received(t *testing.T, g *gamefile.Game, a *Adjudication, power string) map[string]string {
	t.Helper()
	ds, err := Downloads(g, a)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, d := range ds {
		if d.Power == power && !d.GMOnly {
			out[d.Name] = string(d.Data)
		}
	}
	return out
}

// secretsKept checks every file each power receives against the second
// reading, and returns the causes it found, by power.
func secretsKept(t *testing.T, g *gamefile.Game, a *Adjudication) map[string][]toldCause {
	t.Helper()
	f := phaseFacts{m: g.Map, results: a.Results}
	told := map[string][]toldCause{}
	for _, p := range a.Next.Powers {
		var spots []string
		for prov, u := range g.Pos {
			if u.Power == p.Name {
				spots = append(spots, prov)
			}
		}
		for _, d := range g.Dislodged {
			if d.Power == p.Name {
				spots = append(spots, d.Unit.Province())
			}
		}
		saw := sightOf(g.Map, p.Name, spots)
		files := received(t, g, a, p.Name)
		if len(files) == 0 {
			t.Fatalf("%s receives no file", p.Name)
		}
		for name, data := range files {
			if strings.HasSuffix(name, ".json") {
				var pos gamefile.PositionFile
				if err := json.Unmarshal([]byte(data), &pos); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				for _, d := range pos.Dislodged {
					if d.AttackedFrom != "" && !saw[d.AttackedFrom] && !sightAfter(g, a, p.Name)[d.AttackedFrom] {
						t.Errorf("%s: %s names the attack on %s from %s, out of its sight", p.Name, name, d.Unit, d.AttackedFrom)
					}
				}
				continue
			}
			for _, c := range causesIn(name, data) {
				o, ok := issued(a, c.order)
				if !ok {
					t.Errorf("%s: %s tells a cause of %q, which is no order of the phase: %q", p.Name, name, c.order, c.why)
					continue
				}
				told[p.Name] = append(told[p.Name], c)
				provs, count := f.implied(o, c.why)
				if count && o.Power != p.Name {
					t.Errorf("%s: %s says of %s's %s %q: that rests on %s's count of adjustments", p.Name, name, o.Power, c.order, c.why, o.Power)
				}
				for _, prov := range provs {
					if prov != o.Order.Unit.Province() && !saw[prov] {
						t.Errorf("%s: %s says of %s %q, which names or implies %s, out of its sight before the phase (%s)", p.Name, name, c.order, c.why, prov, provinces(saw))
					}
				}
			}
		}
	}
	return told
}

// sightAfter is what a power sees after the phase, by brute force.
func sightAfter(g *gamefile.Game, a *Adjudication, power string) map[string]bool {
	var spots []string
	for _, p := range a.Next.Powers {
		if p.Name != power {
			continue
		}
		for _, u := range p.Units {
			spots = append(spots, board.Loc(strings.Fields(u)[1]).Province())
		}
	}
	for _, d := range a.Play.Dislodged {
		if d.Power == power {
			spots = append(spots, d.Unit.Province())
		}
	}
	return sightOf(g.Map, power, spots)
}

// issued is the judge's order whose text a file gives, or for a unit's
// title the unit's order.
func issued(a *Adjudication, text string) (judge.OrderResult, bool) {
	for i, o := range a.Orders {
		if o.Order == text || o.Unit == text {
			return a.Results[i], true
		}
	}
	return judge.OrderResult{}, false
}

// whyOf is the cause a power's files give an order, in every file that
// gives it, sorted.
func whyOf(told []toldCause, order string) []string {
	var out []string
	for _, c := range told {
		if c.order == order {
			out = append(out, c.file+": "+c.why)
		}
	}
	sort.Strings(out)
	return out
}

// The two cases of issue 29, in one Tin Cup phase on the standard map:
// Germany's A TYR attacks its own A BOH, which holds; Italy (A VEN) sees
// Tyrolia, not Bohemia, so "self-dislodgement not allowed" would tell it a
// German unit stands in Bohemia: it reads the verdict alone. England
// convoys A BEL to Norway through F NTH, which Germany dislodges; France
// (A PIC) sees Belgium, not the North Sea, so it reads "no convoy route",
// never the fleet. Germany and England see all of their own causes.
func TestTinCupCauseImpliesNothingUnseen(t *testing.T) {
	g := blindGame(t, "secret", "S1901M", map[string][]string{
		"GERMANY": {"A TYR", "A BOH", "F HEL", "F DEN"},
		"ITALY":   {"A VEN"},
		"ENGLAND": {"A BEL", "F NTH"},
		"FRANCE":  {"A PIC"},
	})
	a := mustAdjudicate(t, g, `GERMANY:
A TYR - BOH
A BOH H
F HEL - NTH
F DEN S F HEL - NTH
ITALY:
A VEN H
ENGLAND:
A BEL - NWY
F NTH C A BEL - NWY
FRANCE:
A PIC H
`, game.Options{})
	told := secretsKept(t, g, a)
	for _, c := range []struct {
		power, order string
		want         []string // the cause in every file that gives it
	}{
		{"ITALY", "A TYR - BOH", nil},
		{"GERMANY", "A TYR - BOH", []string{"secret-S1901M-germany-map.svg: self-dislodgement is not allowed: A BOH, of the same power, did not move away",
			"secret-S1901M-germany-map.svg: self-dislodgement is not allowed: A BOH, of the same power, did not move away",
			"secret-S1901M-germany-private.txt: self-dislodgement is not allowed: A BOH, of the same power, did not move away",
			"secret-S1901M-germany-results.txt: self-dislodgement is not allowed: A BOH, of the same power, did not move away"}},
		{"FRANCE", "A BEL - NWY", []string{"secret-S1901M-france-results.txt: no convoy route"}},
		{"ENGLAND", "A BEL - NWY", []string{"secret-S1901M-england-map.svg: no convoy route: the convoy was disrupted, F NTH dislodged",
			"secret-S1901M-england-map.svg: no convoy route: the convoy was disrupted, F NTH dislodged",
			"secret-S1901M-england-private.txt: no convoy route: the convoy was disrupted, F NTH dislodged",
			"secret-S1901M-england-results.txt: no convoy route: the convoy was disrupted, F NTH dislodged"}},
	} {
		if got := whyOf(told[c.power], c.order); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s is told of %s:\n%s\nwant:\n%s", c.power, c.order, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
	// Italy's results list the order with its verdict alone.
	if got := lineOf(a.Cuts["ITALY"], "A TYR - BOH"); strings.TrimSpace(got) != "A TYR - BOH                  fails" {
		t.Errorf("Italy's results: %q; want the verdict alone", got)
	}
	// The GM's full results keep both causes.
	for _, want := range []string{"self-dislodgement is not allowed: A BOH", "the convoy was disrupted, F NTH dislodged"} {
		if !strings.Contains(a.Public, want) {
			t.Errorf("the GM's results do not say %q:\n%s", want, a.Public)
		}
	}
}

// An attack by convoy says that fleets carried it: Germany (A PAR) sees
// Picardy and Brest but not the English Channel, so it is told that
// France's A PIC was dislodged (the verdict), not by whom nor from where,
// in its results and on its map; England, whose fleet it is, is told all.
// The GM's results say all.
func TestTinCupConvoyedAttackNamedOnlyWithItsFleet(t *testing.T) {
	g := blindGame(t, "convoyed", "S1901M", map[string][]string{
		"GERMANY": {"A PAR"},
		"FRANCE":  {"A PIC"},
		"ENGLAND": {"A BRE", "F ENG", "A BEL"},
	})
	a := mustAdjudicate(t, g, `ENGLAND:
A BRE - PIC VIA CONVOY
F ENG C A BRE - PIC
A BEL S A BRE - PIC
FRANCE:
A PIC H
GERMANY:
A PAR H
`, game.Options{})
	told := secretsKept(t, g, a)
	if got := whyOf(told["GERMANY"], "A PIC H"); strings.Join(got, "|") != "convoyed-S1901M-germany-results.txt: dislodged" {
		t.Errorf("Germany is told of A PIC H: %q; want the verdict alone (dislodged)", got)
	}
	if strings.Contains(a.Cuts["GERMANY"], "by ENGLAND A BRE") || !strings.Contains(a.Cuts["GERMANY"], "FRANCE A PIC, attacked from out of sight") {
		t.Errorf("Germany's results name the convoyed attacker:\n%s", a.Cuts["GERMANY"])
	}
	if !strings.Contains(a.Cuts["ENGLAND"], "A PIC H                      fails: dislodged by A BRE from Brest") {
		t.Errorf("England's results do not say who dislodged A PIC:\n%s", a.Cuts["ENGLAND"])
	}
	if !strings.Contains(a.Public, "attacked from BRE by ENGLAND A BRE") {
		t.Errorf("the GM's results do not name the attacker:\n%s", a.Public)
	}
}

// The property of §10.23 over random Tin Cup games on the standard map and
// on Youngstown: no file any power receives names or implies, through a
// cause, a province out of its sight before the phase (secretsKept).
func TestTinCupRandomGamesKeepCausesSecret(t *testing.T) {
	causes := 0
	for _, name := range []string{"standard", "youngstown"} {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		var drawing *render.Drawing
		if name != "standard" {
			geo, pic, err := maps.Drawing(name)
			if err != nil {
				t.Fatal(err)
			}
			if drawing, err = render.LoadDrawing(geo, pic); err != nil {
				t.Fatal(err)
			}
		}
		for seed := int64(1); seed <= 6; seed++ {
			f, err := gamefile.StartVariant(m, fmt.Sprintf("%s%d", name, seed), seed, json.RawMessage(`{"blind": true}`))
			if err != nil {
				t.Fatal(err)
			}
			data, _ := f.Encode()
			rng := rand.New(rand.NewSource(seed))
			for phase := 0; phase < 9; phase++ {
				g, err := gamefile.LoadFrom(data, maps.Load)
				if err != nil {
					t.Fatal(err)
				}
				if g.File.Winner != "" {
					break
				}
				text := gametest.RandomText(rng, g)
				a, err := Adjudicate(g, text, game.Options{})
				if err != nil {
					t.Fatalf("%s %s: %v\n%s", g.File.Name, g.Phase, err, text)
				}
				a.Drawing = drawing
				for _, c := range secretsKept(t, g, a) {
					causes += len(c)
				}
				if data, err = a.Next.Encode(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if causes < 100 {
		t.Errorf("only %d causes told in all the games: the property reads too little", causes)
	}
	t.Logf("%d causes told", causes)
}
