package judge

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// newResolver lays out the units in a fixed order (power, then province) and
// works out once what each order can mean on this board: which supports and
// convoys match what their target does, which armies go by convoy, which
// moves meet head-to-head.
func newResolver(m *board.Map, pos orders.Position, ords map[string]orders.Order) *resolver {
	placed := pos.Sorted()
	r := &resolver{
		m:         m,
		geo:       geometryOf(m),
		units:     make([]ordered, len(placed)),
		at:        make(map[string]int, len(placed)),
		movesInto: map[string][]int{},
		cause:     make([]verdict, len(placed)),
		byRule:    make([]bool, len(placed)),
	}
	for i, p := range placed {
		prov := p.Unit.Loc.Province()
		o, given := ords[prov]
		if !given {
			o = orders.Order{Unit: p.Unit, Kind: orders.Hold}
		}
		o.Unit = p.Unit // the order is for the unit standing there, whatever it says
		r.units[i] = ordered{prov: prov, power: p.Power, unit: p.Unit, order: o, kind: o.Kind, target: -1, partner: -1}
		r.at[prov] = i
	}
	for i := range r.units {
		r.placeMove(i)
	}
	for i := range r.units {
		r.placeConvoy(i)
	}
	for i := range r.units {
		r.routeArmy(i)
	}
	r.supporters = make([][]int, len(r.units))
	r.convoys = make([][]int, len(r.units))
	for i := range r.units {
		r.placeSupport(i)
		u := &r.units[i]
		switch {
		case u.kind == orders.Convoy && !r.units[u.target].convoyed:
			r.voidOrder(i, Overland, u.target) // nothing to carry
		case u.kind == orders.Convoy:
			r.convoys[u.target] = append(r.convoys[u.target], i)
		}
	}
	for i := range r.units {
		u := &r.units[i]
		if u.kind == orders.Support {
			r.supporters[u.target] = append(r.supporters[u.target], i)
		}
		if u.kind != orders.Move {
			continue
		}
		r.movesInto[u.dest.Province()] = append(r.movesInto[u.dest.Province()], i)
		u.crossing = r.crossingOf(i)
		if k, ok := r.at[u.dest.Province()]; ok && !u.convoyed {
			if v := &r.units[k]; v.kind == orders.Move && !v.convoyed && v.dest.Province() == u.prov {
				u.partner = k
			}
		}
	}
	r.state = make([]int, len(r.units))
	r.result = make([]bool, len(r.units))
	r.seq = make([]int, len(r.units))
	return r
}

// voidOrder makes unit i hold because its order cannot be carried out, and
// says why; by is the unit whose order it did not fit, or -1.
func (r *resolver) voidOrder(i int, why Reason, by ...int) {
	r.units[i].kind, r.units[i].void = orders.Hold, true
	r.cause[i] = verdict{reason: why, by: -1}
	if len(by) > 0 {
		r.cause[i].by = by[0]
	}
}

// placeMove settles where a move goes; a move nowhere, onto the unit's own
// province, or where the unit can never go is void.
func (r *resolver) placeMove(i int) {
	u := &r.units[i]
	switch u.kind {
	case orders.Hold, orders.Support, orders.Convoy:
		return
	case orders.Move:
	default:
		r.voidOrder(i, NotThisPhase) // builds, retreats and the like mean nothing here
		return
	}
	if !r.m.ValidLoc(u.unit.Loc) || !r.m.ValidLoc(u.order.Dest) {
		r.voidOrder(i, Unreachable)
		return
	}
	u.dest, u.direct = moveTarget(r.m, u.unit.Type, u.unit.Loc, u.order.Dest)
	switch {
	case u.dest.Province() == u.prov:
		r.voidOrder(i, OwnProvince)
	case u.unit.Type == board.Fleet && !u.direct:
		r.voidOrder(i, Unreachable)
	case u.unit.Type == board.Army && r.m.CanHold(board.Army, u.dest) != nil:
		r.voidOrder(i, Unreachable)
	}
}

// placeConvoy keeps a convoy only if a fleet at sea is asked to carry an
// army that is moving to the named province.
func (r *resolver) placeConvoy(i int) {
	u := &r.units[i]
	if u.kind != orders.Convoy {
		return
	}
	u.to = board.Loc(u.order.To).Province()
	t, ok := r.at[u.order.Target.Loc.Province()]
	switch {
	case u.unit.Type != board.Fleet || !r.m.ConvoysAt(u.prov):
		r.voidOrder(i, NotAtSea)
		return
	case !ok:
		r.voidOrder(i, NotThere)
		return
	}
	v := &r.units[t]
	if v.unit.Type != board.Army || v.kind != orders.Move || v.dest.Province() != u.to {
		r.voidOrder(i, Unmatched, t)
		return
	}
	u.target = t
}

// placeSupport keeps a support only if the supporter can reach the province
// and the supported unit does what the support says: moves there, or does
// not move at all.
func (r *resolver) placeSupport(i int) {
	u := &r.units[i]
	if u.kind != orders.Support {
		return
	}
	t, ok := r.at[u.order.Target.Loc.Province()]
	if !ok || t == i {
		r.voidOrder(i, NotThere) // a unit never supports itself: that is a hold
		return
	}
	v := &r.units[t]
	u.to = board.Loc(u.order.To).Province()
	into := u.to
	if into == "" {
		into = v.prov
	}
	switch {
	case !r.m.Touches(u.unit.Type, u.unit.Loc, into):
		r.voidOrder(i, Unreachable)
	case r.m.NoSupportAcross(u.prov, into):
		r.voidOrder(i, NoSupport) // DPjudge refuses it outright; here it is void, as an unreachable one
	case u.to == "" && v.kind == orders.Move:
		r.voidOrder(i, Unmatched, t)
	case u.to != "" && (v.kind != orders.Move || v.dest.Province() != u.to):
		r.voidOrder(i, Unmatched, t)
	case board.Loc(u.order.To).Coast() != "" && v.unit.Type == board.Fleet && board.Loc(u.order.To) != v.dest:
		r.voidOrder(i, WrongCoast, t) // a coast written in the support must be the one moved to (DATC 6.B.9)
	default:
		u.target = t
	}
}

// routeArmy decides whether an army's move goes by convoy (DATC 4.A.3 as the
// DATC file reads it): always when it cannot step there; when it asked for a
// convoy and convoy orders for it could form a chain; and when a fleet of its
// own power is ordered to convoy it on a chain of fleets that could carry it.
func (r *resolver) routeArmy(i int) {
	u := &r.units[i]
	if u.kind != orders.Move || u.unit.Type != board.Army {
		return
	}
	if !u.direct {
		u.convoyed = true
		return
	}
	carrying := map[string]bool{}
	own := false
	for j := range r.units {
		if c := &r.units[j]; c.kind == orders.Convoy && c.target == i {
			carrying[c.prov] = true
			own = own || c.power == u.power
		}
	}
	if len(carrying) == 0 {
		return
	}
	to := u.dest.Province()
	if u.order.ViaConvoy || len(u.order.Route) > 0 {
		if r.geo.chain(u.prov, to, func(sea string) bool { return carrying[sea] }) {
			u.convoyed = true
			return
		}
	}
	if !own {
		return
	}
	fleetAt := func(sea string) bool {
		k, ok := r.at[sea]
		return ok && r.units[k].unit.Type == board.Fleet && r.m.ConvoysAt(sea)
	}
	fromArmy := r.geo.reach(u.prov, fleetAt)
	fromDest := r.geo.reach(to, fleetAt)
	for sea := range carrying {
		if r.units[r.at[sea]].power == u.power && fromArmy[sea] && fromDest[sea] {
			u.convoyed = true
			return
		}
	}
}

// reach lists the seas for which ok holds that link back to start.
func (g *geometry) reach(start string, ok func(string) bool) map[string]bool {
	seen := map[string]bool{}
	queue := []string{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, n := range g.sorted(p) {
			if !seen[n] && ok(n) {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}
