package judge

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// The decisions below are DATC section 5's, each written as the rule reads.

// moves: a move succeeds when its army has a convoy path if it needs one,
// and its attack beats whatever holds the destination (or the defence of the
// unit coming the other way) and every other move into the destination.
func (r *resolver) moves(i int) bool {
	u := &r.units[i]
	if u.convoyed && !r.path(i) {
		return r.fails(i, verdict{reason: NoConvoyRoute, by: -1})
	}
	attack := r.attackStrength(i)
	if k := u.partner; k >= 0 {
		if d := r.defendStrength(k); attack <= d {
			return r.fails(i, r.contest(i, HeadToHeadLost, k, attack, d))
		}
	} else if h := r.holdStrength(u.dest.Province()); attack <= h {
		k, there := r.at[u.dest.Province()]
		if !there || h == 0 {
			// Nothing holds the destination (empty, or its unit got
			// away), and the move still has no strength: it came across a
			// strait with no support that counted. No unit decided it.
			return r.fails(i, verdict{reason: NoStrength, by: -1, strength: attack, against: h})
		}
		return r.fails(i, r.contest(i, HeldOff, k, attack, h))
	}
	for _, j := range r.movesInto[u.dest.Province()] {
		if j == i {
			continue
		}
		if p := r.preventStrength(j); attack <= p {
			return r.fails(i, verdict{reason: Bounced, by: j, strength: attack, against: p})
		}
	}
	r.cause[i] = verdict{by: -1}
	return true
}

// fails records why unit i's order fails.
func (r *resolver) fails(i int, v verdict) bool {
	r.cause[i] = v
	return false
}

// contest is the cause of a move that met unit k's strength and lost: or, if
// k is of the mover's own power and stays, self-dislodgement (an attack on
// one's own unit has no strength at all).
func (r *resolver) contest(i int, why Reason, k, attack, against int) verdict {
	if r.units[k].power == r.units[i].power && attack == 0 {
		why = SelfDislodgement
	}
	return verdict{reason: why, by: k, strength: attack, against: against}
}

// cut: a support is cut by an attack from a foreign unit (that can reach:
// a convoyed army needs its path), except one from the province the support
// is given into, which only cuts by dislodging the supporter, one across a
// half-strength crossing ("*"), which never cuts, and an unsupported one
// across a strait ("~"), which has no strength to cut with (DPjudge's map
// format; issue 31).
func (r *resolver) cut(i int) bool {
	u := &r.units[i]
	for _, j := range r.movesInto[u.prov] {
		a := &r.units[j]
		if a.power == u.power || (u.to != "" && a.prov == u.to) {
			continue
		}
		if a.convoyed && !r.path(j) {
			continue
		}
		if c := r.crossing(j); c == board.HalfStrengthCrossing || (c == board.Strait && r.support(j, "") == 0) {
			continue
		}
		r.cause[i] = verdict{reason: SupportCut, by: j}
		return true
	}
	return r.dislodged(i)
}

// dislodged: some move into the unit's province succeeds. Only units that
// stay (holds, supports, convoys) ask; a moving unit's fate is its move's.
func (r *resolver) dislodged(i int) bool {
	for _, j := range r.movesInto[r.units[i].prov] {
		if r.resolve(j) {
			r.because(i, verdict{reason: Dislodged, by: j})
			return true
		}
	}
	r.because(i, verdict{by: -1})
	return false
}

// because records why unit i's order has its outcome. A void order keeps
// the reason it is void: that it was also dislodged is told apart.
func (r *resolver) because(i int, v verdict) {
	if !r.units[i].void {
		r.cause[i] = v
	}
}

// support counts the supports given to unit i's order that are not cut,
// leaving out those of the power named (a power may not help dislodge its
// own unit).
func (r *resolver) support(i int, except string) int {
	n := 0
	for _, s := range r.supporters[i] {
		if r.units[s].power != except && r.resolve(s) {
			n++
		}
	}
	return n
}

// Strengths are counted in halves, so that a move across a half-strength
// crossing can bring half a point of its own: a unit is 2, each support 2.

// holdStrength of a province: nothing there, 0; a unit that moves away, 0 if
// it gets away and 1 if not; any other unit, 1 plus its support.
func (r *resolver) holdStrength(prov string) int {
	k, ok := r.at[prov]
	if !ok {
		return 0
	}
	if r.units[k].kind == orders.Move {
		if r.resolve(k) {
			return 0
		}
		return 2
	}
	return 2 + 2*r.support(k, "")
}

// attackStrength of move i: 0 without a path; against an empty province or
// one whose unit gets away, its own strength plus all support; against a
// unit of the same power, 0; otherwise its own strength plus the support of
// powers other than the defender's.
func (r *resolver) attackStrength(i int) int {
	u := &r.units[i]
	if u.convoyed && !r.path(i) {
		return 0
	}
	k, ok := r.at[u.dest.Province()]
	if !ok || (r.units[k].kind == orders.Move && u.partner != k && r.resolve(k)) {
		return r.base(i) + 2*r.support(i, "")
	}
	if r.units[k].power == u.power {
		return 0
	}
	return r.base(i) + 2*r.support(i, r.units[k].power)
}

// defendStrength of a move in a head-to-head battle: its own strength plus
// all support.
func (r *resolver) defendStrength(i int) int { return r.base(i) + 2*r.support(i, "") }

// preventStrength of move i against others entering its destination: 0
// without a path or after losing a head-to-head battle, else its own
// strength plus support.
func (r *resolver) preventStrength(i int) int {
	u := &r.units[i]
	if u.convoyed && !r.path(i) {
		return 0
	}
	if k := u.partner; k >= 0 && r.resolve(k) {
		return 0
	}
	return r.base(i) + 2*r.support(i, "")
}

// crossing is the kind of crossing move i makes into its destination.
func (r *resolver) crossing(i int) board.Crossing { return r.units[i].crossing }

// crossingOf finds the kind of crossing move i makes, once when the board is
// set up: from its province, or for a convoyed army from the last sea of the
// route it wrote (as the reference judge reads it; an unwritten route
// crosses plainly).
func (r *resolver) crossingOf(i int) board.Crossing {
	u := &r.units[i]
	from := u.prov
	if u.convoyed {
		route := u.order.Route
		if len(route) == 0 {
			return board.PlainCrossing
		}
		from = route[len(route)-1]
	}
	return r.m.CrossingFrom(from, u.dest.Province())
}

// base is the strength, in halves, that move i brings of its own: a whole
// point (2) as a rule; half a point across a half-strength crossing ("*":
// 1900's Mid-Atlantic to Egypt); none across a strait ("~": loeb9's North
// Africa to Corsica), where only its supports count (DPjudge's map format).
func (r *resolver) base(i int) int {
	switch r.crossing(i) {
	case board.HalfStrengthCrossing:
		return 1
	case board.Strait:
		return 0
	}
	return 2
}

// path says whether army i has a chain of fleets, each convoying it and none
// dislodged, from its province to its destination. A route the player wrote
// out must be followed as written.
func (r *resolver) path(i int) bool {
	u := &r.units[i]
	from, to := u.prov, u.dest.Province()
	if len(r.convoys[i]) == 0 {
		return false
	}
	afloat := func(sea string) bool {
		for _, f := range r.convoys[i] {
			if r.units[f].prov == sea {
				return r.resolve(f)
			}
		}
		return false
	}
	if route := u.order.Route; len(route) > 0 {
		prev := from
		for _, sea := range route {
			if !r.geo.borders(prev, sea) || !afloat(sea) {
				return false
			}
			prev = sea
		}
		return r.geo.borders(prev, to)
	}
	return r.geo.chain(from, to, afloat)
}

// chain says whether seas for which ok holds link from to to, each bordering
// the next. ok is asked only about seas reached, so a resolver asks only
// about fleets that matter.
func (g *geometry) chain(from, to string, ok func(string) bool) bool {
	seen := map[string]bool{from: true}
	queue := []string{from}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p != from && g.borders(p, to) {
			return true
		}
		for _, n := range g.sorted(p) {
			if seen[n] {
				continue
			}
			seen[n] = true
			if n != to && ok(n) {
				queue = append(queue, n)
			}
		}
	}
	return false
}
