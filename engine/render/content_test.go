package render

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// element is one decoded start tag with its attributes and the text
// directly inside it.
type element struct {
	name  string
	attrs map[string]string
	text  string
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

func TestEveryUnitAndOrderOfAPhaseAppears(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		els := elements(t, mustRender(t, s))
		units := attrValues(els, "data-unit")
		for _, u := range append(append([]orders.Placed{}, s.Units...), s.Dislodged...) {
			if units[u.Unit.String()] == 0 {
				t.Errorf("%s: unit %s of %s is not drawn", name, u.Unit, u.Power)
			}
		}
		ords := attrValues(els, "data-order")
		for _, o := range s.Orders {
			if ords[o.Order.String()] == 0 {
				t.Errorf("%s: order %q of %s is not drawn", name, o.Order, o.Power)
			}
		}
	}
}

// A failed or void order is marked with a cross, and so is a unit that is
// removed or disbanded; a successful move is not.
func TestFailedOrdersAreMarked(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		marks := attrValues(elements(t, mustRender(t, s)), "data-mark")
		for _, o := range s.Orders {
			k := o.Order.Kind
			want := o.Outcome == Fails || o.Outcome == Void || k == orders.Remove || k == orders.Disband
			if k == orders.Waive {
				continue
			}
			if got := marks[o.Order.String()] > 0; got != want {
				t.Errorf("%s: %s (%s): marked %v, want %v", name, o.Order, o.Outcome, got, want)
			}
		}
	}
}

func TestFailedMoveIsDashedAndSuccessfulIsSolid(t *testing.T) {
	s := Scene{Units: placed("FRANCE", "A PAR", "A MAR"), Orders: []DrawnOrder{
		move("FRANCE", "A PAR", "BUR", Succeeds),
		move("FRANCE", "A MAR", "PIE", Fails),
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

func TestInputTextIsEscaped(t *testing.T) {
	s := Scene{
		Title:     "Spring <script>alert(1)</script> & 1901",
		Units:     placed(hostile, "A PAR", "F BRE"),
		Dislodged: placed("A&B'\"", "A BUR"),
		Owners:    map[string]string{"PAR": hostile, "MAR": "x\x00y\x1b"},
		Orders: []DrawnOrder{
			move(hostile, "A PAR", "BUR", Fails),
			{Power: hostile, Order: orders.Order{Kind: orders.Waive}},
			{Power: "</g>", Order: orders.Order{Kind: orders.Hold, Unit: unit("F BRE")}, Outcome: `"><script>`},
		},
	}
	doc := mustRender(t, s)
	els := elements(t, doc)
	if strings.Contains(doc, "<script") {
		t.Fatal("a <script> tag from input reached the output")
	}
	for _, e := range els {
		if e.name == "script" {
			t.Fatal("the document has a script element")
		}
	}
	powers := attrValues(els, "data-power")
	if powers[hostile] == 0 || powers["A&B'\""] == 0 || powers["</g>"] == 0 {
		t.Errorf("hostile power names do not round-trip through attributes: %v", powers)
	}
	if attrValues(els, "data-outcome")[`"><script>`] == 0 {
		t.Error("outcome does not round-trip through its attribute")
	}
	var title, legend bool
	for _, e := range els {
		if e.name == "title" && e.text == s.Title {
			title = true
		}
		if e.name == "text" && e.text == hostile {
			legend = true
		}
	}
	if !title {
		t.Error("the title is not the scene's title, escaped and read back")
	}
	if !legend {
		t.Error("the legend does not name the unknown power")
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
	f.Add("Spring 1901", "FRANCE", "succeeds")
	f.Add(hostile, "A&B", `"><!--`)
	f.Add("]]>\x00\xff", "</svg>", "\r\n\t")
	m := board.Standard()
	f.Fuzz(func(t *testing.T, title, power, outcome string) {
		s := Scene{
			Title:     title,
			Units:     placed(power, "A PAR", "F NTH"),
			Dislodged: placed(power, "A BUR"),
			Owners:    map[string]string{"PAR": power},
			Orders: []DrawnOrder{
				{Power: power, Outcome: outcome, Order: orders.Order{Kind: orders.Move, Unit: unit("A PAR"), Dest: "PIC"}},
				{Power: power, Outcome: outcome, Order: orders.Order{Kind: orders.Waive}},
			},
		}
		var b strings.Builder
		if err := Map(&b, m, s); err != nil {
			t.Fatal(err)
		}
		if err := wellFormed(b.String()); err != nil {
			t.Fatalf("title %q power %q outcome %q: %v", title, power, outcome, err)
		}
	})
}
