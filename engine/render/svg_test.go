package render

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
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

// gluedAttribute is an attribute's value followed at once by another
// attribute, with no space between: encoding/xml reads it, a browser
// refuses the whole picture.
var gluedAttribute = regexp.MustCompile(`="[^"<>]*"[^\s/>?]`)

// elements decodes a whole document, failing the test if it is not XML.
func elements(t *testing.T, doc string) []*element {
	t.Helper()
	if g := gluedAttribute.FindString(doc); g != "" {
		t.Fatalf("attributes with no space between (%s): not XML a browser draws", g)
	}
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
				if _, twice := e.attrs[a.Name.Local]; twice {
					t.Fatalf("<%s> has %s twice: not XML a browser draws", e.name, a.Name.Local)
				}
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

// groups decodes a document and returns, per value of the attribute key
// on a <g>, every element inside that group (the group's own descendants,
// in document order).
func groups(t *testing.T, doc, key string) map[string][]*element {
	t.Helper()
	out := map[string][]*element{}
	for _, e := range elements(t, doc) {
		for g := e.parent; g != nil; g = g.parent {
			if v := g.attrs[key]; g.name == "g" && v != "" {
				out[v] = append(out[v], e)
			}
		}
	}
	return out
}

// supportHead is where a support to move ends: the dot drawn on the
// supported unit's path, at its centre. It fails the test when the support
// has none.
func supportHead(t *testing.T, doc, support string) geom.Vec {
	t.Helper()
	var head *element
	for _, e := range groups(t, doc, "data-order")[support] {
		if e.name == "circle" {
			head = e
		}
	}
	if head == nil {
		t.Fatalf("%s has no head", support)
	}
	return num2(t, head, "cx", "cy")
}

// Pictures checked against the scene, the board and the drawing file: what
// should be there is worked out from those, never from the renderer.

// drawElements draws a scene on a board and drawing of the test's choosing.
func drawElements(t *testing.T, m *board.Map, g *drawing, s Scene) []*element {
	t.Helper()
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		t.Fatal(err)
	}
	return elements(t, buf.String())
}

// circlesOf are the circles of a class, by their centre.
func circlesOf(els []*element, class string) map[string]*element {
	out := map[string]*element{}
	for _, e := range els {
		if e.name == "circle" && e.attrs["class"] == class {
			out[e.attrs["cx"]+" "+e.attrs["cy"]] = e
		}
	}
	return out
}

func num2(t *testing.T, e *element, x, y string) geom.Vec {
	t.Helper()
	a, err1 := strconv.ParseFloat(e.attrs[x], 64)
	b, err2 := strconv.ParseFloat(e.attrs[y], 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("<%s> has no %s, %s: %v", e.name, x, y, e.attrs)
	}
	return geom.Pt(a, b)
}

func radius(t *testing.T, e *element) float64 {
	t.Helper()
	r, err := strconv.ParseFloat(e.attrs["r"], 64)
	if err != nil {
		t.Fatalf("circle without radius: %v", e.attrs)
	}
	return r
}

// near reports whether two points are within d of each other.
func near(a, b geom.Vec, d float64) bool { return a.Sub(b).Len() <= d }

// distToPolyline is how far q lies from a line through the points.
func distToPolyline(q geom.Vec, ps []geom.Vec) float64 {
	best := math.Inf(1)
	for i := 1; i < len(ps); i++ {
		a, b := ps[i-1], ps[i]
		v := b.Sub(a)
		t := 0.0
		if l := v.X*v.X + v.Y*v.Y; l > 0 {
			t = math.Max(0, math.Min(1, (q.Sub(a).X*v.X+q.Sub(a).Y*v.Y)/l))
		}
		best = math.Min(best, q.Sub(a.Add(v.Mul(t))).Len())
	}
	return best
}

// pathPoints reads the points of path data written with M, L and Q (a
// quadratic curve is sampled finely, which is what a reader of the map
// sees).
func pathPoints(t *testing.T, d string) []geom.Vec {
	t.Helper()
	re := regexp.MustCompile(`([MLQ])([-0-9. ]+)`)
	var out []geom.Vec
	for _, m := range re.FindAllStringSubmatch(d, -1) {
		var v []float64
		for _, f := range strings.Fields(m[2]) {
			x, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatalf("path %q: %v", d, err)
			}
			v = append(v, x)
		}
		switch m[1] {
		case "M", "L":
			out = append(out, geom.Pt(v[0], v[1]))
		case "Q":
			a, c, b := out[len(out)-1], geom.Pt(v[0], v[1]), geom.Pt(v[2], v[3])
			for i := 1; i <= 64; i++ {
				out = append(out, quadAt(a, c, b, float64(i)/64))
			}
		}
	}
	return out
}

// densify puts a point every few units along a polyline.
func densify(ps []geom.Vec) []geom.Vec {
	var out []geom.Vec
	for i := 1; i < len(ps); i++ {
		n := int(ps[i].Sub(ps[i-1]).Len()/3) + 1
		for k := 0; k < n; k++ {
			out = append(out, ps[i-1].Add(ps[i].Sub(ps[i-1]).Mul(float64(k)/float64(n))))
		}
	}
	return append(out, ps[len(ps)-1])
}

// orderPaths returns, per drawn order, the coloured stroke's path data.
func orderPaths(els []*element) map[string]string {
	out := map[string]string{}
	current := ""
	for _, e := range els {
		if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
			current = o
		}
		if e.name == "path" && strings.HasPrefix(e.attrs["class"], "ln") && out[current] == "" {
			out[current] = e.attrs["d"]
		}
	}
	return out
}

func readAt(t *testing.T, s string) geom.Vec {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 2 {
		t.Fatalf("data-at %q", s)
	}
	x, _ := strconv.ParseFloat(f[0], 64)
	y, _ := strconv.ParseFloat(f[1], 64)
	return geom.Pt(x, y)
}
