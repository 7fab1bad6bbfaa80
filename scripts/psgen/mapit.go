package main

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// convertMapit runs an older drawing made by mapit (chromatic.ps): the
// whole file defines procedures; DrawMap draws the map on a turned page,
// cen marks the supply centers (as "GOL supply" with /GOL { x y } def), and
// the judge writes names (DrawName) and draws units (DrawArmy, DrawFleet)
// at the positions its INFO comment lists, in the map's own coordinates.
func convertMapit(psText, title, credit string) (*drawn, error) {
	prog, err := scan(psText)
	if err != nil {
		return nil, err
	}
	v := newVM(&picture{})
	if err := v.run(prog); err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	for _, need := range []string{"DrawMap", "DrawName", "DrawArmy", "DrawFleet", "cen", "supply", "UNOWNED"} {
		if _, ok := v.lookup(need); !ok {
			return nil, fmt.Errorf("the drawing defines no %s", need)
		}
	}
	d := &drawn{}
	var places []spot
	d.fullNames, places = info(psText)
	if len(places) == 0 {
		return nil, errors.New("the drawing has no INFO comment")
	}

	// The map's coordinates are those in force when DrawMap marks the
	// centers; the markers themselves are left to the game.
	cen, _ := v.lookup("cen")
	body, ok := cen.(arr)
	if !ok || !body.exec {
		return nil, errors.New("cen is not a procedure")
	}
	var mapCTM matrix
	var centers []string
	items := *body.v
	for i := 0; i+1 < len(items); i++ {
		n, ok1 := items[i].(name)
		s, ok2 := items[i+1].(name)
		if ok1 && ok2 && n.exec && s.exec && s.s == "supply" {
			centers = append(centers, n.s)
		}
	}
	v.dicts[1].put("cen", op{name: "cen", f: func(v *vm) error { mapCTM = v.gs.ctm; return nil }})
	var p *picture
	draw := func(start matrix) error {
		p = &picture{}
		v.out = p
		v.gs = newGstate()
		v.gs.ctm = start
		mapCTM = matrix{}
		if err := v.exec(name{s: "DrawMap", exec: true}); err != nil {
			return fmt.Errorf("drawing the map: %w", err)
		}
		if mapCTM == (matrix{}) {
			return errors.New("DrawMap marks no centers")
		}
		return nil
	}
	// DrawMap turns the map onto a portrait page; the picture is the map
	// upright, as DPjudge shows it: drawn again from a start that undoes
	// the turn, so that only the scale remains.
	if err := draw(identity); err != nil {
		return nil, err
	}
	undo, err := mapCTM.invert()
	if err != nil {
		return nil, err
	}
	k := mapCTM.scale()
	if err := draw(undo.mul(matrix{k, 0, 0, k, 0, 0})); err != nil {
		return nil, err
	}
	for _, c := range centers {
		val, ok := v.lookup(c)
		a, isProc := val.(arr)
		if !ok || !isProc || len(*a.v) != 2 {
			return nil, fmt.Errorf("center %s has no position", c)
		}
		x, okx := (*a.v)[0].(float64)
		y, oky := (*a.v)[1].(float64)
		if !okx || !oky {
			return nil, fmt.Errorf("center %s has no position", c)
		}
		d.supplies = append(d.supplies, spot{name: c, at: mapCTM.apply(x, y)})
	}
	for _, s := range places {
		d.territories = append(d.territories, spot{name: s.name, at: mapCTM.apply(s.at.x, s.at.y)})
	}
	// Names as the judge writes them, on the map drawn so far.
	v.out = p
	for _, s := range places {
		v.gs = newGstate()
		v.gs.ctm = mapCTM
		v.push(s.at.x)
		v.push(s.at.y)
		v.push(&pstr{b: []byte(s.name)})
		if err := v.exec(name{s: "DrawName", exec: true}); err != nil {
			return nil, fmt.Errorf("naming %s: %w", s.name, err)
		}
	}
	v.st = v.st[:0]

	w, h, err := v.measureUnits(d, mapCTM, "UNOWNED 0 0 supply")
	if err != nil {
		return nil, err
	}
	d.unitSize = math.Max(w, h) // the page is turned: the army's width may lie along y

	// The rim of the world, painted first, is the picture's extent.
	x0, y0, x1, y1 := p.bounds()
	d.frame = frame{left: int(math.Floor(x0)), top: int(math.Ceil(y1))}
	d.frame.width = int(math.Ceil(x1)) - d.frame.left
	d.frame.height = d.frame.top - int(math.Floor(y0))
	d.labels = p.texts
	d.svg = p.svg(d.frame, title, credit)
	return d, nil
}

// isMapit tells the older mapit drawings from dpmap's.
func isMapit(psText string) bool {
	head, _, _ := strings.Cut(psText, "%%EndComments")
	return strings.Contains(head, "%%Creator: mapit")
}
