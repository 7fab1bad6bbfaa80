package render

import (
	"math"
	"slices"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// convoyPath is where a convoyed army passes: the seas it wrote out, or
// the fleets ordered to convoy it there, in the order of the chain from the
// army's province to its destination.
func (p *picture) convoyPath(o judge.OrderResult) ([]geom.Vec, error) {
	ord := o.Order
	if ord.Kind != orders.Move {
		return nil, nil
	}
	var via []geom.Vec
	for _, sea := range ord.Route {
		at, err := p.unitAt(orders.Unit{Type: board.Fleet, Loc: board.Loc(sea)})
		if err != nil {
			return nil, err
		}
		via = append(via, at)
	}
	if len(via) > 0 || !ord.ViaConvoy {
		return via, nil
	}
	var fleets []orders.Unit
	for _, c := range p.s.Orders {
		co := c.Order
		if co.Kind == orders.Convoy && co.Target.Loc == ord.Unit.Loc && co.To == ord.Dest.Province() {
			fleets = append(fleets, co.Unit)
		}
	}
	sort.Slice(fleets, func(i, j int) bool { return fleets[i].Loc < fleets[j].Loc })
	for _, f := range p.chain(ord.Unit.Loc.Province(), ord.Dest.Province(), fleets) {
		at, err := p.unitAt(f)
		if err != nil {
			return nil, err
		}
		via = append(via, at)
	}
	return via, nil
}

// chain orders the convoying fleets from the army's province to its
// destination: the chain orders.ConvoyChain finds through their seas, or,
// when they form none, every fleet nearest first so that none is left out.
// It may reorder fleets.
func (p *picture) chain(from, to string, fleets []orders.Unit) []orders.Unit {
	var buf [8]string // a chain is short: no allocation for the usual one
	seas := buf[:0]
	for _, f := range fleets {
		seas = append(seas, f.Loc.Province())
	}
	if c := orders.ConvoyChain(p.m, from, to, seas); c != nil {
		var got [8]orders.Unit // put back in fleets, so that no list is allocated
		out := got[:0]
		for _, sea := range c {
			out = append(out, fleets[slices.Index(seas, sea)]) // the first fleet ordered there
		}
		return fleets[:copy(fleets, out)]
	}
	cur, err := p.unitAt(orders.Unit{Type: board.Army, Loc: board.Loc(from)})
	if err != nil {
		return fleets
	}
	left := append([]orders.Unit(nil), fleets...)
	var out []orders.Unit
	for len(left) > 0 {
		best, bestD := 0, math.Inf(1)
		for i, f := range left {
			if at, err := p.unitAt(f); err == nil && at.Sub(cur).Len() < bestD {
				best, bestD = i, at.Sub(cur).Len()
			}
		}
		if at, err := p.unitAt(left[best]); err == nil {
			cur = at
		}
		out = append(out, left[best])
		left = append(left[:best], left[best+1:]...)
	}
	return out
}

// route is how a fleet's move is drawn: a curve with its control point,
// or, when no curve stays on water, straight legs through seas' spots.
type route struct {
	ctrl geom.Vec
	via  []geom.Vec
}

// fleetRoute is how a fleet's move from one place to another is drawn: the
// usual gentle curve if it stays on water, else the least bend that does,
// else a curve or two legs through a sea both places touch. Routes are
// worked out once per drawing and pair of places.
func (p *picture) fleetRoute(from, to board.Loc, a, b geom.Vec) route {
	key := string(from) + ">" + string(to) + ">" + num(a.X) + "," + num(a.Y)
	if v, ok := p.g.routes.Load(key); ok {
		return v.(route)
	}
	r := p.findFleetRoute(from, to, a, b)
	p.g.routes.Store(key, r)
	return r
}

func (p *picture) findFleetRoute(from, to board.Loc, a, b geom.Vec) route {
	home, away := from.Province(), to.Province()
	for _, share := range []float64{bendShare, -bendShare, .25, -.25, .4, -.4, .6, -.6} {
		if c := bend(a, b, share); p.wet(a, c, b, home, away) {
			return route{ctrl: c}
		}
	}
	var seas []string
	for _, pr := range p.m.Provinces {
		if pr.Terrain == board.Sea && p.m.Adjacent(board.Fleet, from, board.Loc(pr.ID)) && p.m.Adjacent(board.Fleet, board.Loc(pr.ID), to) {
			seas = append(seas, pr.ID)
		}
	}
	sort.Strings(seas)
	for _, sea := range seas {
		w, err := p.at(board.Loc(sea))
		if err != nil {
			continue
		}
		// The curve passes through the sea's spot half-way.
		if c := w.Mul(2).Sub(a.Add(b).Mul(0.5)); p.wet(a, c, b, home, away) {
			return route{ctrl: c}
		}
	}
	if r, ok := p.throughWater(a, b, home, away); ok {
		return r
	}
	if via := p.seaway(from, to, a, b); via != nil {
		return route{ctrl: bend(a, b, bendShare), via: via}
	}
	return route{ctrl: bend(a, b, bendShare)}
}

// throughWater looks for a point on the water between two places that a
// curve, or else two straight legs, can pass through without crossing land
// (a strait such as Gibraltar's, a cape such as Calabria's), and takes the
// shortest. It searches a grid around the two places.
func (p *picture) throughWater(a, b geom.Vec, home, away string) (route, bool) {
	const step = 10
	// Within the picture: off its edge is no water a curve may bulge into.
	lo := geom.Pt(math.Max(math.Min(a.X, b.X)-120, 0), math.Max(math.Min(a.Y, b.Y)-120, 0))
	hi := geom.Pt(math.Min(math.Max(a.X, b.X)+120, float64(p.g.Width)), math.Min(math.Max(a.Y, b.Y)+120, float64(p.g.Height)))
	type candidate struct {
		at  geom.Vec
		len float64
	}
	var water []candidate
	for y := lo.Y; y <= hi.Y; y += step {
		for x := lo.X; x <= hi.X; x += step {
			w := geom.Pt(x, y)
			if !p.landAt(w, home, away) {
				water = append(water, candidate{w, w.Sub(a).Len() + b.Sub(w).Len()})
			}
		}
	}
	// Shortest first: the first that works is the one wanted.
	sort.Slice(water, func(i, j int) bool {
		if water[i].len != water[j].len {
			return water[i].len < water[j].len
		}
		return water[i].at.Y < water[j].at.Y || water[i].at.Y == water[j].at.Y && water[i].at.X < water[j].at.X
	})
	for _, w := range water {
		if c := w.at.Mul(2).Sub(a.Add(b).Mul(0.5)); p.inPicture(c) && p.wet(a, c, b, home, away) {
			return route{ctrl: c}, true
		}
	}
	for _, w := range water {
		if p.wet(a, a.Add(w.at).Mul(.5), w.at, home, away) && p.wet(w.at, w.at.Add(b).Mul(.5), b, home, away) {
			return route{ctrl: w.at, via: []geom.Vec{w.at}}, true
		}
	}
	return route{}, false
}

// inPicture is whether a point (a curve's control point, written into the
// path) lies in the picture.
func (p *picture) inPicture(q geom.Vec) bool {
	return q.X >= 0 && q.Y >= 0 && q.X <= float64(p.g.Width) && q.Y <= float64(p.g.Height)
}

// seaway is the shortest chain of seas a fleet can sail through from one
// place to another whose straight legs between the seas' spots cross no
// land but the two places' own (Dijkstra over the seas, by length drawn).
func (p *picture) seaway(from, to board.Loc, a, b geom.Vec) []geom.Vec {
	home, away := from.Province(), to.Province()
	type node struct {
		loc board.Loc
		at  geom.Vec
	}
	nodes := []node{{from, a}}
	for _, pr := range p.m.Provinces {
		if pr.Terrain == board.Sea && pr.ID != home && pr.ID != away {
			if w, err := p.at(board.Loc(pr.ID)); err == nil {
				nodes = append(nodes, node{board.Loc(pr.ID), w})
			}
		}
	}
	nodes = append(nodes, node{to, b})
	last := len(nodes) - 1
	straight := func(u, v geom.Vec) bool { return p.wet(u, u.Add(v).Mul(.5), v, home, away) }
	dist := make([]float64, len(nodes))
	prev := make([]int, len(nodes))
	done := make([]bool, len(nodes))
	for i := range dist {
		dist[i], prev[i] = math.Inf(1), -1
	}
	dist[0] = 0
	for {
		u := -1
		for i := range nodes {
			if !done[i] && !math.IsInf(dist[i], 1) && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return nil
		}
		if u == last {
			break
		}
		done[u] = true
		for v := 1; v <= last; v++ {
			if done[v] || v == u || (u == 0 && v == last) {
				continue
			}
			d := dist[u] + nodes[v].at.Sub(nodes[u].at).Len()
			if d >= dist[v] || !p.m.Adjacent(board.Fleet, nodes[u].loc, nodes[v].loc) || !straight(nodes[u].at, nodes[v].at) {
				continue
			}
			dist[v], prev[v] = d, u
		}
	}
	var via []geom.Vec
	for k := prev[last]; k > 0; k = prev[k] {
		via = append([]geom.Vec{nodes[k].at}, via...)
	}
	if len(via) == 0 {
		return nil
	}
	return via
}

// routeStep is how finely a fleet's curve is checked against the land,
// in map units along it.
const routeStep = 2.5

// wet reports whether a curve from one place to another crosses no land
// but theirs.
func (p *picture) wet(a, c, b geom.Vec, home, away string) bool {
	// A quadratic curve moves at most 2·max(|c−a|, |b−c|) per unit of its
	// parameter, so n samples of it fall at most routeStep apart, however
	// lopsided it is.
	n := int(2*math.Max(c.Sub(a).Len(), b.Sub(c).Len())/routeStep) + 8
	// Coarse samples first: a curve that crosses land is usually refused
	// after a handful of them.
	for stride := 16; stride >= 1; stride /= 2 {
		for i := stride; i < n; i += stride {
			if stride < 16 && i%(2*stride) == 0 {
				continue // sampled in an earlier pass
			}
			if p.landAt(quadAt(a, c, b, float64(i)/float64(n)), home, away) {
				return false
			}
		}
	}
	return true
}

// landAt reports whether a point lies on land other than the provinces
// named.
func (p *picture) landAt(q geom.Vec, except ...string) bool {
	for i := range p.land {
		ar := &p.land[i]
		if !ar.Bound.Has(q) || ar.id == except[0] || ar.id == except[1] {
			continue
		}
		if ar.Contains(q) {
			return true
		}
	}
	for i := range p.g.isles {
		if p.g.isles[i].Contains(q) {
			return true
		}
	}
	return false
}
