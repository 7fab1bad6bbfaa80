package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// spot is a place the drawing names (a province, "SPA/NC", or a supply
// center), in the drawing's own coordinates.
type spot struct {
	name string
	at   pt
}

// drawn is one converted drawing.
type drawn struct {
	frame       frame
	svg         []byte
	territories []spot // VisitTerritories: where DPjudge draws a unit (and names the province)
	boxes       []spot // VisitOffBoardBoxes: the middle of an off-board box
	supplies    []spot // VisitSupplies: where DPjudge draws a supply-center marker
	labels      []label
	unitOffset  pt                // from a territory's position to the middle of the unit DPjudge draws there
	unitSize    float64           // the width of an army as drawn
	scRadius    float64           // the radius of an unowned supply-center marker as drawn
	fullNames   map[string]string // the drawing's INFO comment: abbreviation -> full name
}

// info reads the drawing's INFO comment, a line a place: "%  311  155 ADR
// Adriatic Sea" (its position, abbreviation and full name).
func info(psText string) (names map[string]string, at []spot) {
	names = map[string]string{}
	_, rest, ok := strings.Cut(psText, "\n% INFO\n")
	if !ok {
		return names, nil
	}
	for line := range strings.Lines(rest) {
		f := strings.Fields(strings.TrimPrefix(line, "%"))
		if !strings.HasPrefix(line, "%") || len(f) < 4 {
			break
		}
		x, errx := strconv.ParseFloat(f[0], 64)
		y, erry := strconv.ParseFloat(f[1], 64)
		if errx != nil || erry != nil {
			break
		}
		names[f[2]] = strings.Join(f[3:], " ")
		at = append(at, spot{name: f[2], at: pt{x, y}})
	}
	return names, at
}

// measure runs src from a fresh graphics state with the given matrix and
// returns the box of what it paints.
func (v *vm) measure(src string, ctm matrix) (x0, y0, x1, y1 float64, err error) {
	p := &picture{}
	v.out = p
	v.gs = newGstate()
	v.gs.ctm = ctm
	prog, err := scan(src)
	if err == nil {
		err = v.run(prog)
	}
	v.st = v.st[:0]
	if err != nil {
		return 0, 0, 0, 0, fmt.Errorf("%s: %w", src, err)
	}
	x0, y0, x1, y1 = p.bounds()
	if math.IsInf(x0, 0) {
		return 0, 0, 0, 0, fmt.Errorf("%s draws nothing", src)
	}
	return x0, y0, x1, y1, nil
}

// measureUnits measures, under ctm, an army and a fleet as the drawing
// draws them at the origin, and the supply-center marker supply paints: it
// sets d's unit offset (from the origin) and marker radius, and returns the
// army's width and height.
func (v *vm) measureUnits(d *drawn, ctm matrix, supply string) (armyW, armyH float64, err error) {
	ax0, ay0, ax1, ay1, err := v.measure("UNOWNED 0 0 DrawArmy", ctm)
	if err != nil {
		return 0, 0, err
	}
	fx0, fy0, fx1, fy1, err := v.measure("UNOWNED 0 0 DrawFleet", ctm)
	if err != nil {
		return 0, 0, err
	}
	o := ctm.apply(0, 0)
	d.unitOffset = pt{(ax0+ax1+fx0+fx1)/4 - o.x, (ay0+ay1+fy0+fy1)/4 - o.y}
	sx0, _, sx1, _, err := v.measure(supply, ctm)
	if err != nil {
		return 0, 0, err
	}
	d.scRadius = (sx1 - sx0) / 2
	return ax1 - ax0, ay1 - ay0, nil
}

// convert runs a DPjudge drawing: its setup, then the map form (land, seas,
// borders), then the province names as DPjudge writes them on the map, and
// asks it where it puts units and supply-center markers.
func convert(psText, title, credit string) (*drawn, error) {
	if isMapit(psText) {
		return convertMapit(psText, title, credit)
	}
	setup, _, ok := strings.Cut(psText, "%%EndSetup")
	if !ok {
		return nil, errors.New("the drawing has no %%EndSetup")
	}
	prog, err := scan(setup)
	if err != nil {
		return nil, err
	}
	scratch := &picture{}
	v := newVM(scratch)
	if err := v.run(prog); err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	for _, need := range []string{"MapForm", "VisitTerritories", "VisitSupplies", "DrawAliases", "DrawArmy", "DrawFleet", "SupplyCenters", "UNOWNED"} {
		if _, ok := v.lookup(need); !ok {
			return nil, fmt.Errorf("the drawing defines no %s (not a dpmap drawing)", need)
		}
	}
	// On paper the map sits in a frame on a rotated page; here the picture
	// is the map alone, in its own coordinates.
	v.dicts[1].put("SwitchToMapMode", arr{v: &[]obj{}, exec: true})
	d := &drawn{}
	d.fullNames, _ = info(psText)

	// Some drawings mark home centers apart (canton): one procedure each.
	if err := v.visit("VisitSupplies", 4, recorder("record", &d.supplies, 0)); err != nil {
		return nil, err
	}
	// VisitTerritories takes one procedure per kind of place (coastal, land,
	// water, coasts…); their number varies, the spare ones stay unused.
	if err := v.visit("VisitTerritories", 12, recorder("record", &d.territories, 0)); err != nil {
		return nil, err
	}
	// Youngstown's off-board boxes (OBA…) are sea provinces drawn as boxes:
	// a unit there stands in the middle of its box; the boxes it leads to
	// are passed over.
	if _, ok := v.lookup("VisitOffBoardBoxes"); ok {
		if err := v.visit("VisitOffBoardBoxes", 6, recorder("box", &d.boxes, 1)); err != nil {
			return nil, err
		}
	}

	// Units and markers as DPjudge draws them at the origin, measured.
	d.unitSize, _, err = v.measureUnits(d, identity, "UNOWNED gsave SupplyCenters Power get execform grestore")
	if err != nil {
		return nil, err
	}

	p := &picture{}
	v.out = p
	v.gs = newGstate()
	v.dicts[1].put("PageSetup", arr{v: &[]obj{}, exec: true})
	prog, err = scan("DrawMap DrawAliases")
	if err == nil {
		err = v.run(prog)
	}
	if err != nil {
		return nil, fmt.Errorf("drawing the map: %w", err)
	}
	if len(p.shapes) == 0 || !p.shapes[0].fill {
		return nil, errors.New("the map form does not begin with its background")
	}
	// The background, painted first, is the picture's extent.
	bg := &picture{shapes: p.shapes[:1]}
	x0, y0, x1, y1 := bg.bounds()
	// Whole units outwards, forgiving the rounding of the form's matrix
	// and its inverse (22 comes back as 21.999999).
	const slack = 1e-6
	d.frame = frame{left: int(math.Floor(x0 + slack)), top: int(math.Ceil(y1 - slack))}
	d.frame.width = int(math.Ceil(x1-slack)) - d.frame.left
	d.frame.height = d.frame.top - int(math.Floor(y0+slack))
	d.labels = p.texts
	d.svg = p.svg(d.frame, title, credit)
	return d, nil
}

// recorder is a procedure for the drawing's Visit procedures to call with
// "name [skip more objects] x y": it notes the place in into.
func recorder(opName string, into *[]spot, skip int) op {
	return op{name: opName, f: func(v *vm) error {
		xy, err := v.nums(2)
		if err != nil {
			return err
		}
		if err := drop(skip)(v); err != nil {
			return err
		}
		k, err := v.popKey()
		if err != nil {
			return err
		}
		*into = append(*into, spot{name: k, at: pt{xy[0], xy[1]}})
		return nil
	}}
}

// visit runs the drawing's procedure visitor with n copies of each on the
// stack and clears what it leaves there.
func (v *vm) visit(visitor string, n int, each op) error {
	for range n {
		v.push(each)
	}
	if err := v.exec(name{s: visitor, exec: true}); err != nil {
		return err
	}
	v.st = v.st[:0]
	return nil
}
