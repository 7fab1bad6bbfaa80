package render

import (
	"encoding/xml"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

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
			Orders: []judge.OrderResult{
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

// Every single byte, alone as a whole value, comes back from an XML reader
// as it went in, or as U+FFFD where XML cannot carry it: a value made only
// of a control byte, a byte that is not UTF-8, or one markup character
// must not slip past the escaper as if it were plain text.
func TestAttrEscapesEveryLoneByte(t *testing.T) {
	for b := 0; b < 256; b++ {
		for _, v := range []string{string([]byte{byte(b)}), string([]byte{byte(b), byte(b)})} {
			doc := "<x " + attr("v", v) + "/>"
			els := elements(t, doc)
			if len(els) != 1 || len(els[0].attrs) != 1 {
				t.Errorf("%q: became %q, not one element with one attribute", v, doc)
				continue
			}
			if got, want := els[0].attrs["v"], xmlSafe(v); got != want {
				t.Errorf("%q: read back as %q, want %q", v, got, want)
			}
		}
	}
}

// Every kind of character that needs care in an attribute, each alone: an
// escaper that looks only for some of them, or only when another is there
// too, lets a value made of one kind through raw. Each must be read back by
// an XML reader as it went in, or as U+FFFD where XML cannot carry it.
func TestAttrEscapesEachKindOfCharacterAlone(t *testing.T) {
	for _, v := range []string{
		"&", "&&", "<", "<<", ">", "'", `"`, // markup and quotes
		"\x00", "\x01", "\x1f", "\x01\x02", // controls XML cannot carry
		"\t", "\n", "\r", " ", // whitespace it can
		"\x7f", "é", "Ü", "日本", // beyond ASCII
		"\xff", "\xff\xfe", "\xc3", // not UTF-8
	} {
		doc := "<x " + attr("v", v) + "/>"
		dec := xml.NewDecoder(strings.NewReader(doc))
		var got *xml.StartElement
		for {
			tok, err := dec.Token()
			if err != nil {
				if got == nil {
					t.Errorf("%q: written as %q, which is not XML: %v", v, doc, err)
				}
				break
			}
			if se, ok := tok.(xml.StartElement); ok {
				se = se.Copy()
				got = &se
			}
		}
		if got == nil {
			continue
		}
		if len(got.Attr) != 1 {
			t.Errorf("%q: written as %q, %d attributes", v, doc, len(got.Attr))
			continue
		}
		if want := xmlSafe(v); got.Attr[0].Value != want {
			t.Errorf("%q: written as %q, read back as %q, want %q", v, doc, got.Attr[0].Value, want)
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
			Orders: []judge.OrderResult{
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
