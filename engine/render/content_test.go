package render

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// element is one decoded start tag with its attributes and the text
// directly inside it.
type element struct {
	name   string
	attrs  map[string]string
	text   string
	parent *element // the element it stands in, or nil at the top
}

// elements decodes a whole document, failing the test if it is not XML.
func elements(t *testing.T, doc string) []*element {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	var all, open []*element
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return all
		}
		if err != nil {
			t.Fatalf("not XML: %v", err)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			e := &element{name: tk.Name.Local, attrs: map[string]string{}}
			if len(open) > 0 {
				e.parent = open[len(open)-1]
			}
			for _, a := range tk.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			all = append(all, e)
			open = append(open, e)
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) > 0 {
				open[len(open)-1].text += string(tk)
			}
		}
	}
}

func attrValues(els []*element, name string) map[string]int {
	out := map[string]int{}
	for _, e := range els {
		if v, ok := e.attrs[name]; ok {
			out[v]++
		}
	}
	return out
}

// unitGroups are the drawn units by their text, each with where it is
// drawn and its state.
type drawnUnit struct{ at, state, power string }

func unitGroups(els []*element) map[string][]drawnUnit {
	out := map[string][]drawnUnit{}
	for _, e := range els {
		if u, ok := e.attrs["data-unit"]; ok && e.name == "g" {
			out[u] = append(out[u], drawnUnit{e.attrs["data-at"], e.attrs["data-state"], e.attrs["data-power"]})
		}
	}
	return out
}

func spotText(p geom.Point) string { return fmt.Sprintf("%d %d", p[0], p[1]) }

// Derived from the scene and the geometry file, not from the renderer:
// every unit is drawn exactly once, at its spot (a unit waiting to retreat
// at its dislodged spot), and nothing else is drawn as a unit.
func TestEveryUnitIsDrawnOnceAtItsSpot(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for name, s := range samples(m) {
		checkUnits(t, name, s, g, mustRender(t, s))
	}
}

func checkUnits(t *testing.T, name string, s Scene, g *drawing, doc string) {
	t.Helper()
	{
		drawn := unitGroups(elements(t, doc))
		want := map[string][]drawnUnit{}
		for _, u := range s.Units {
			sp, _ := g.spot(u.Unit.Loc)
			state := ""
			for _, o := range s.Orders {
				if o.Dislodged && o.Order.Unit.Loc == u.Unit.Loc {
					state = "dislodged"
				}
			}
			want[u.Unit.String()] = append(want[u.Unit.String()], drawnUnit{spotText(sp.Unit), state, u.Power})
		}
		for _, d := range s.Dislodged {
			sp, _ := g.spot(d.Unit.Loc)
			want[d.Unit.String()] = append(want[d.Unit.String()], drawnUnit{spotText(sp.Dislodged), "retreating", d.Power})
		}
		for u, w := range want {
			got := drawn[u]
			if len(got) != len(w) {
				t.Errorf("%s: %s drawn %d times, want %d", name, u, len(got), len(w))
				continue
			}
			for _, x := range w {
				found := false
				for _, y := range got {
					found = found || x == y
				}
				if !found {
					t.Errorf("%s: %s drawn as %+v, want %+v", name, u, got, x)
				}
			}
		}
		for u := range drawn {
			if _, ok := want[u]; !ok {
				t.Errorf("%s: %s is drawn but not in the scene", name, u)
			}
		}
	}
}

// Every order but a waive is drawn exactly once, in a group whose class
// names its outcome, in the order of the scene.
func TestEveryOrderIsDrawnWithItsOutcomeClass(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		checkOrders(t, name, s, mustRender(t, s))
	}
}

func checkOrders(t *testing.T, name string, s Scene, doc string) {
	t.Helper()
	{
		var got []string
		for _, e := range elements(t, doc) {
			if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
				got = append(got, o+" "+e.attrs["class"])
			}
		}
		var want []string
		for _, o := range s.Orders {
			if o.Order.Kind != orders.Waive {
				want = append(want, o.Order.String()+" o-"+map[judge.Outcome]string{judge.Succeeds: "succeeds", judge.Fails: "fails", judge.Void: "void"}[o.Outcome])
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: orders drawn\n%s\nwant\n%s", name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// A failed or void order is marked with a cross, and so is a unit that is
// removed or disbanded; a successful move is not. Builds have symbols of
// their own: a green ring, or a grey crossed-out ring when refused.
func TestFailedOrdersAreMarked(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		marks := attrValues(elements(t, mustRender(t, s)), "data-mark")
		for _, o := range s.Orders {
			k := o.Order.Kind
			want := o.Outcome == judge.Fails || o.Outcome == judge.Void || k == orders.Remove || k == orders.Disband
			if k == orders.Waive || k == orders.Build {
				continue
			}
			if got := marks[o.Order.String()] > 0; got != want {
				t.Errorf("%s: %s (%s): marked %v, want %v", name, o.Order, o.Outcome, got, want)
			}
		}
	}
}

func TestFailedMoveIsDashedAndSuccessfulIsSolid(t *testing.T) {
	s := Scene{Units: placed("FRANCE", "A PAR", "A MAR"), Orders: []judge.Result{
		move("FRANCE", "A PAR", "BUR", judge.Succeeds),
		move("FRANCE", "A MAR", "PIE", judge.Fails),
	}}
	els := elements(t, mustRender(t, s))
	classOf := map[string]string{}
	var current string
	for _, e := range els {
		if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
			current = o
		}
		if e.name == "path" && strings.HasPrefix(e.attrs["class"], "ln") {
			classOf[current] = e.attrs["class"]
		}
	}
	if c := classOf["A PAR - BUR"]; strings.Contains(c, "fail") {
		t.Errorf("successful move drawn with class %q", c)
	}
	if c := classOf["A MAR - PIE"]; !strings.Contains(c, "fail") {
		t.Errorf("failed move drawn with class %q, want dashed (fail)", c)
	}
}

const hostile = `<script>alert("x")</script> & Co`

// hostileNames break out of an attribute or carry bytes XML cannot hold
// without a single & or <, so an escaper that only looks for those fails.
var hostileNames = []string{
	hostile,
	`x" onload="alert(1)`,
	`x' onload='alert(1)`,
	"bad\xff\xfeutf8",
	"ctl\x00\x1b\x7f",
	"A&B'\"",
	"</g>",
}

// xmlSafe is what an XML reader gives back of a string: every byte that is
// not UTF-8 and every character XML cannot carry as U+FFFD.
func xmlSafe(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		if r == utf8.RuneError || r < 0x20 && r != '\t' && r != '\n' && r != '\r' {
			r = '\uFFFD'
		}
		b.WriteRune(r)
	}
	return b.String()
}

func TestInputTextIsEscaped(t *testing.T) {
	for _, name := range hostileNames {
		s := Scene{
			Title:     "Spring <script>alert(1)</script> & 1901 " + name,
			Units:     placed(name, "A PAR", "F BRE"),
			Dislodged: dislodged(name, "PAR", "A BUR"),
			Owners:    map[string]string{"PAR": name, "MAR": "x\x00y\x1b"},
			Orders: []judge.Result{
				move(name, "A PAR", "BUR", judge.Fails),
				{Power: name, Order: orders.Order{Kind: orders.Waive}},
				{Power: name, Order: orders.Order{Kind: orders.Hold, Unit: unit("F BRE")}, Outcome: judge.Void},
				other(name, orders.Disband, "A BUR", judge.Succeeds),
			},
		}
		doc := mustRender(t, s)
		els := elements(t, doc)
		if strings.Contains(doc, "<script") {
			t.Fatalf("%q: a <script> tag from input reached the output", name)
		}
		for _, e := range els {
			if e.name == "script" {
				t.Fatalf("%q: the document has a script element", name)
			}
			for a := range e.attrs {
				if strings.HasPrefix(a, "on") {
					t.Fatalf("%q: an element has an event attribute %s", name, a)
				}
			}
		}
		// What XML cannot carry comes back as U+FFFD; the rest exactly.
		want := xmlSafe(name)
		powers := attrValues(els, "data-power")
		if powers[want] < 4 {
			t.Errorf("%q: the power name does not round-trip through attributes: %v", name, powers)
		}
		if attrValues(els, "data-owner")[want] != 1 {
			t.Errorf("%q: the owner does not round-trip through its attribute", name)
		}
		var title, legend bool
		for _, e := range els {
			if e.name == "title" && e.text == strings.ReplaceAll(s.Title, name, want) {
				title = true
			}
			if e.name == "text" && e.text == want {
				legend = true
			}
		}
		if !title {
			t.Errorf("%q: the title is not the scene's title, escaped and read back", name)
		}
		if !legend {
			t.Errorf("%q: the legend does not name the unknown power", name)
		}
	}
}

// attr is the one escape for what svgo writes raw; every value must come
// back from an XML reader as it went in, or as U+FFFD where XML cannot
// carry it.
func TestAttrEscapesEveryHostileValue(t *testing.T) {
	for _, v := range append(hostileNames, "plain", "", `"`, `'`, ">", "é", "\t") {
		doc := "<x " + attr("v", v) + "/>"
		els := elements(t, doc)
		if len(els) != 1 || len(els[0].attrs) != 1 {
			t.Errorf("%q: became %q, not one element with one attribute", v, doc)
			continue
		}
		got := els[0].attrs["v"]
		want := xmlSafe(v)
		if got != want {
			t.Errorf("%q: read back as %q, want %q", v, got, want)
		}
	}
}

func TestUnknownPowerIsGreyAndKnownPowerInItsColour(t *testing.T) {
	m := board.Standard()
	s := Scene{
		Units:  append(placed("NOBODY", "A PAR"), placed("france", "A MAR")...),
		Owners: map[string]string{"PAR": "NOBODY", "BRE": "ENGLAND", "NTH": "ENGLAND"},
	}
	els := elements(t, mustRender(t, s))
	fillOfUse := map[string]string{}
	var unit string
	for _, e := range els {
		if u, ok := e.attrs["data-unit"]; ok {
			unit = u
		}
		if e.name == "use" && unit != "" {
			fillOfUse[unit] = e.attrs["fill"]
			unit = ""
		}
	}
	if fillOfUse["A PAR"] != unknownColour {
		t.Errorf("unknown power's unit fill %q, want grey %s", fillOfUse["A PAR"], unknownColour)
	}
	if want := m.Power("FRANCE").Colour; fillOfUse["A MAR"] != want {
		t.Errorf("'france' unit fill %q, want France's %s", fillOfUse["A MAR"], want)
	}
	lines := map[string]bool{}
	for _, e := range els {
		if e.name == "text" {
			lines[e.text] = true
		}
	}
	if !lines["NOBODY"] || !lines["1 center · 1 unit"] {
		t.Error("the legend does not count the unknown power's center and unit")
	}
	if !lines["0 centers · 1 unit"] {
		t.Error("a unit of 'france' is not counted for France")
	}
	for _, e := range els {
		switch e.attrs["data-province"] {
		case "BRE":
			if want := tint(m.Power("ENGLAND").Colour); e.attrs["fill"] != want {
				t.Errorf("Brest owned by England filled %q, want %s", e.attrs["fill"], want)
			}
		case "NTH":
			if e.attrs["data-owner"] != "" {
				t.Error("a sea is tinted as owned")
			}
		case "GAS":
			if e.attrs["fill"] != landColour {
				t.Errorf("unowned Gascony filled %q", e.attrs["fill"])
			}
		}
	}
}

func TestCenterCountsInLegend(t *testing.T) {
	m := board.Standard()
	s := midGameScene(m)
	els := elements(t, mustRender(t, s))
	want := map[string]bool{
		"5 centers · 5 units": false, // Austria: 3 homes + SER, GRE
		"6 centers · 6 units": false, // Russia: 4 homes + SWE, RUM
		"4 centers · 4 units": false, // Italy, Turkey
	}
	for _, e := range els {
		if _, ok := want[e.text]; ok && e.name == "text" {
			want[e.text] = true
		}
	}
	for line, seen := range want {
		if !seen {
			t.Errorf("legend has no line %q", line)
		}
	}
}

// Whatever text a scene carries, the output stays one well-formed document.
func FuzzInputTextStaysXML(f *testing.F) {
	f.Add("Spring 1901", "FRANCE", uint8(0))
	f.Add(hostile, "A&B", uint8(1))
	f.Add("]]>\x00\xff", "</svg>", uint8(2))
	f.Add("x", `x" onload="alert(1)`, uint8(2))
	m := board.Standard()
	f.Fuzz(func(t *testing.T, title, power string, n uint8) {
		outcome := judge.Outcome(n % 3)
		s := Scene{
			Title:     title,
			Units:     placed(power, "A PAR", "F NTH"),
			Dislodged: dislodged(power, "PAR", "A BUR"),
			Owners:    map[string]string{"PAR": power},
			Orders: []judge.Result{
				{Power: power, Outcome: outcome, Order: orders.Order{Kind: orders.Move, Unit: unit("A PAR"), Dest: "PIC"}},
				{Power: power, Outcome: outcome, Order: orders.Order{Kind: orders.Waive}},
			},
		}
		var b strings.Builder
		if err := Map(&b, m, s); err != nil {
			t.Fatal(err)
		}
		if err := wellFormed(b.String()); err != nil {
			t.Fatalf("title %q power %q outcome %v: %v", title, power, outcome, err)
		}
	})
}
