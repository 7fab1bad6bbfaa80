package render

import (
	"bytes"
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// everyMap is every built-in map with its drawing, standard first.
func everyMap(t *testing.T) []outlinedMap {
	t.Helper()
	all := []outlinedMap{{board.Standard(), standardDrawing(t)}}
	for _, name := range maps.Names() {
		if _, no := maps.NoDrawing[name]; no {
			continue
		}
		m, d := loadArt(t, name)
		all = append(all, outlinedMap{m, d.g})
	}
	return all
}

// unitMark is a unit mark as the SVG places it.
type unitMark struct {
	unit  orders.Unit
	at    geom.Vec
	scale float64 // 1, or dislodgedScale for a unit waiting to retreat
}

// boxes is what the unit's symbol covers.
func (u unitMark) boxes() []geom.Box { return geom.SymbolBoxes(u.unit.Type, u.at, u.scale) }

// drawnUnits reads every unit mark from a scene's SVG: its data-unit and
// data-at (the page's buttons are placed from the same attributes).
func unitMarks(t *testing.T, doc string) []unitMark {
	t.Helper()
	var out []unitMark
	for _, e := range elements(t, doc) {
		if e.name != "g" || e.attrs["data-unit"] == "" {
			continue
		}
		var x, y float64
		if _, err := fmt.Sscanf(e.attrs["data-at"], "%g %g", &x, &y); err != nil {
			t.Fatalf("unit %s at %q: %v", e.attrs["data-unit"], e.attrs["data-at"], err)
		}
		scale := 1.0
		if e.attrs["data-state"] == "retreating" {
			scale = dislodgedScale
		}
		out = append(out, unitMark{unit(e.attrs["data-unit"]), geom.Pt(x, y), scale})
	}
	return out
}

// hits reports whether two units' symbols overlap.
func hits(a, b unitMark) bool {
	for _, p := range a.boxes() {
		for _, q := range b.boxes() {
			if p.Hits(q) {
				return true
			}
		}
	}
	return false
}

// Issue 32: every mark at the map's own scale. With a unit in every
// province of the board, of each kind it may be, on every coast, no two
// units of different provinces overlap, on every map: read from the SVG's
// geometry, each unit's symbol where the SVG draws it.
func TestNoTwoUnitsOverlapOnAnyMap(t *testing.T) {
	for _, o := range everyMap(t) {
		t.Run(o.m.ID, func(t *testing.T) {
			m := o.m
			var drawn []unitMark
			// Three boards: armies everywhere, fleets everywhere (on a
			// province's first coast), fleets on second coasts.
			for pass := 0; pass < 3; pass++ {
				var s Scene
				s.Title = "Full board"
				for _, p := range m.Provinces {
					loc := board.Loc(p.ID)
					t := board.Army
					if pass > 0 {
						t = board.Fleet
						if len(p.Coasts) > 0 {
							loc = board.Loc(p.ID + "/" + p.Coasts[min(pass-1, len(p.Coasts)-1)])
						}
					}
					if m.CanHold(t, loc) != nil {
						continue
					}
					s.Units = append(s.Units, orders.Placed{Power: m.Powers[0].Name, Unit: orders.Unit{Type: t, Loc: loc}})
				}
				var out bytes.Buffer
				if err := MapOn(&out, m, &Drawing{o.g}, s); err != nil {
					t.Fatal(err)
				}
				drawn = append(drawn, unitMarks(t, out.String())...)
			}
			if len(drawn) < len(m.Provinces) {
				t.Fatalf("%d units drawn for %d provinces", len(drawn), len(m.Provinces))
			}
			for i := range drawn {
				for j := i + 1; j < len(drawn); j++ {
					a, b := drawn[i], drawn[j]
					if a.unit.Loc.Province() != b.unit.Loc.Province() && hits(a, b) {
						t.Errorf("%s at %v and %s at %v overlap", a.unit, a.at, b.unit, b.at)
					}
				}
			}
		})
	}
}

// phaseOn is an adjudicated movement phase on the map: the map's starting
// units, each given one of its legal orders at random (moves and supports
// twice as likely as the rest), adjudicated by the judge, and the retreat
// scene that follows.
func phaseOn(m *board.Map, seed int64) (Scene, Scene) {
	rng := rand.New(rand.NewSource(seed))
	pos := orders.Position{}
	for _, u := range m.Start {
		pos[u.Loc.Province()] = orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}}
	}
	provs := make([]string, 0, len(pos))
	for p := range pos {
		provs = append(provs, p)
	}
	sort.Strings(provs)
	ords := map[string]orders.Order{}
	for _, p := range provs {
		legal, err := orders.Legal(m, pos, pos[p].Unit)
		if err != nil || len(legal) == 0 {
			continue
		}
		var pool []orders.Order
		for _, o := range legal {
			pool = append(pool, o)
			if o.Kind == orders.Move || o.Kind == orders.Support || o.Kind == orders.Convoy {
				pool = append(pool, o)
			}
		}
		ords[p] = pool[rng.Intn(len(pool))]
	}
	r := judge.Movement(m, pos, ords)
	owners := map[string]string{}
	for _, pw := range m.Powers {
		for _, h := range pw.Homes {
			owners[h] = pw.Name
		}
	}
	move := Scene{Title: "Movement", Units: pos.Sorted(), Owners: owners, Orders: r.Results}
	retreat := Scene{Title: "Retreats", Units: r.After.Sorted(), Owners: owners, Dislodged: r.Dislodged}
	return move, retreat
}

// heads reads every arrowhead (a triangle of class hd) from the SVG.
func heads(t *testing.T, doc string) [][3]geom.Vec {
	t.Helper()
	var out [][3]geom.Vec
	for _, e := range elements(t, doc) {
		if e.name != "polygon" || e.attrs["class"] != "hd" {
			continue
		}
		f := strings.FieldsFunc(e.attrs["points"], func(r rune) bool { return r == ' ' || r == ',' })
		if len(f) != 6 {
			t.Fatalf("an arrowhead of %d numbers: %q", len(f), e.attrs["points"])
		}
		var tri [3]geom.Vec
		for i := range tri {
			x, _ := strconv.ParseFloat(f[2*i], 64)
			y, _ := strconv.ParseFloat(f[2*i+1], 64)
			tri[i] = geom.Pt(x, y)
		}
		out = append(out, tri)
	}
	return out
}

// Issue 32: on every map, in adjudicated phases of every kind of order
// (moves, supports, convoys where the map has them, standoffs and
// dislodgements) and in the retreats that follow, no two unit marks
// overlap and no arrowhead lies under a unit mark; read from the SVG.
func TestAdjudicatedPhasesStayReadableOnEveryMap(t *testing.T) {
	kinds := map[orders.Kind]int{}
	dislodged := 0
	for _, o := range everyMap(t) {
		t.Run(o.m.ID, func(t *testing.T) {
			for seed := int64(1); seed <= 4; seed++ {
				move, retreat := phaseOn(o.m, seed)
				for _, r := range move.Orders {
					kinds[r.Order.Kind]++
				}
				dislodged += len(retreat.Dislodged)
				for _, s := range []Scene{move, retreat} {
					var out bytes.Buffer
					if err := MapOn(&out, o.m, &Drawing{o.g}, s); err != nil {
						t.Fatal(err)
					}
					doc := out.String()
					drawn := unitMarks(t, doc)
					for i := range drawn {
						for j := i + 1; j < len(drawn); j++ {
							if hits(drawn[i], drawn[j]) {
								t.Errorf("seed %d, %s: %s at %v and %s at %v overlap", seed, s.Title, drawn[i].unit, drawn[i].at, drawn[j].unit, drawn[j].at)
							}
						}
					}
					for _, h := range heads(t, doc) {
						for _, u := range drawn {
							for _, b := range u.boxes() {
								// A tip may touch a symbol's edge (an
								// attack stops at the unit it attacks),
								// never reach into it.
								if b.Grow(-3).Has(h[0]) {
									t.Errorf("seed %d, %s: an arrowhead's tip %v lies under %s at %v", seed, s.Title, h[0], u.unit, u.at)
								}
							}
						}
					}
				}
			}
		})
	}
	if kinds[orders.Move] == 0 || kinds[orders.Support] == 0 || kinds[orders.Convoy] == 0 || dislodged == 0 {
		t.Errorf("the phases hold %v orders by kind and %d dislodgements: every kind is wanted", kinds, dislodged)
	}
}

// Issue 32: owners' colours on every map. With every land province owned
// (the powers in turn), the SVG tints each in its owner's colour: a shape
// of the province carrying its owner, on all 30 maps.
func TestEveryProvinceTakesItsOwnersTint(t *testing.T) {
	for _, o := range everyMap(t) {
		t.Run(o.m.ID, func(t *testing.T) {
			m := o.m
			s := Scene{Title: "Owned", Owners: map[string]string{}}
			for i, p := range m.Provinces {
				if p.Terrain != board.Sea && p.Terrain != board.Shut {
					s.Owners[p.ID] = m.Powers[i%len(m.Powers)].Name
				}
			}
			var out bytes.Buffer
			if err := MapOn(&out, m, &Drawing{o.g}, s); err != nil {
				t.Fatal(err)
			}
			tinted := map[string]string{}
			for _, e := range elements(t, out.String()) {
				if e.name == "path" && e.attrs["data-owner"] != "" && e.attrs["fill"] != "" {
					tinted[e.attrs["data-province"]] = e.attrs["data-owner"]
				}
			}
			for prov, owner := range s.Owners {
				if tinted[prov] != owner {
					t.Errorf("%s: tinted for %q, want its owner %s", prov, tinted[prov], owner)
				}
			}
		})
	}
}

// Issue 32: names stay legible where the page shows a whole map at the
// width of its frame. On every DPjudge drawing, as LoadDrawing reads it
// from the committed placement file (scripts/psgen writes the sizes,
// NameSizes), each province's name is at least minNameShare of the
// scene's width (the standard map's small names in its width), unless at
// that size, grown up or down, it would cover another name, a unit's
// place or a supply center: Youngstown's Asia, drawn 4530 wide so that
// Europe's units part, was 25 units (8 px at 1450 px), and is now as the
// standard's. A name grown covers nothing it grew clear of.
func TestNamesKeepALeastSize(t *testing.T) {
	for _, name := range maps.Names() {
		if _, no := maps.NoDrawing[name]; no {
			continue
		}
		_, d := loadArt(t, name)
		a := d.g.art
		if a == nil {
			continue // outlines: the standard map's own names
		}
		geo, pic, err := maps.Drawing(name)
		if err != nil {
			t.Fatal(err)
		}
		s, err := readScene(geo, pic) // the names where the picture writes them
		if err != nil {
			t.Fatal(err)
		}
		want := minNameShare * float64(sceneWidth(d.g))
		blocks := nameBlocks(d.g.Provinces, a.sc)
		small := 0
		for id, q := range d.g.labels {
			size := (q[0].Y - q[3].Y) / nameHeight
			if size > s.font+0.01 {
				// A grown name is no larger than the least size and
				// clear of every other name, unit place and supply
				// center, as it grew.
				b, hit := q.Bound(), "nothing"
				for o, r := range d.g.labels {
					if o != id && b.Hits(r.Bound()) {
						hit = o + "'s name"
					}
				}
				for _, u := range blocks {
					if b.Hits(u) {
						hit = "a unit's place or a supply center"
					}
				}
				if size > want+0.01 || hit != "nothing" {
					t.Errorf("%s: %s's name grew to %.1f units (the least %.1f) and covers %s", name, id, size, want, hit)
				}
			}
			if size >= want-0.01 {
				continue
			}
			small++
			free := false
			for _, down := range []float64{0, nameHeight * (want - s.font)} {
				grown := nameBox(id, s.anchors[id].Add(geom.Pt(0, down)), want).Bound()
				hit := false
				for o, r := range d.g.labels {
					hit = hit || o != id && grown.Hits(r.Bound())
				}
				for _, u := range blocks {
					hit = hit || grown.Hits(u)
				}
				free = free || !hit
			}
			if free {
				t.Errorf("%s: %s's name is %.1f units, under the least %.1f, with room to grow (go generate ./engine/maps)", name, id, size, want)
			}
		}
		if tib := d.g.labels["TIB"]; name == "youngstown" && (small > len(d.g.labels)/4 || (tib[0].Y-tib[3].Y)/nameHeight < want-0.01) {
			t.Errorf("youngstown: %d of %d names under the least size, Tibet's %.1f", small, len(d.g.labels), (tib[0].Y-tib[3].Y)/nameHeight)
		}
	}
}
