package render

import (
	"encoding/xml"
	"math"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Every kind of character that needs care in an attribute, each alone: an
// escaper that looks only for some of them, or only when another is there
// too, lets a value made of one kind through raw. Each must be read back by
// an XML reader as it went in, or as U+FFFD where XML cannot carry it.
func TestGeoAttrEscapesEachKindOfCharacterAlone(t *testing.T) {
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

// geoChannels splits #rrggbb.
func geoChannels(t *testing.T, c string) [3]float64 {
	t.Helper()
	r, g, b, ok := parseHex(c)
	if !ok {
		t.Fatalf("%q is no colour", c)
	}
	return [3]float64{float64(r), float64(g), float64(b)}
}

// A power's ink is its own colour mixed with white (the same share of white
// in every channel, so the hue stays), as little as gives the stroke a
// WCAG contrast of 3:1 on its dark casing: a colour that already has it is
// kept as it is.
func TestGeoInkIsThePowersColourLightenedTowardWhite(t *testing.T) {
	m := board.Standard()
	colours := []string{unknownColour, voidColour, "#000000", "#000080", "#400000", "#123456", "#2e64c8", "#c0392b", "#ffcc00", "#ffffff"}
	for _, p := range m.Powers {
		colours = append(colours, p.Colour)
	}
	for _, c := range colours {
		out := ink(c)
		if r := contrast(out, casingColour); r < minContrast {
			t.Errorf("%s: ink %s has contrast %.2f on the casing", c, out, r)
		}
		if contrast(c, casingColour) >= minContrast+0.2 && out != c {
			t.Errorf("%s already stands out on the casing, but its ink is %s", c, out)
		}
		from, to := geoChannels(t, c), geoChannels(t, out)
		// The share of white, read off the channel with the most room.
		k, room := 0, -1.0
		for i := range from {
			if 255-from[i] > room {
				k, room = i, 255-from[i]
			}
		}
		share := 0.0
		if room > 0 {
			share = (to[k] - from[k]) / room
		}
		if share < 0 || share > 1 {
			t.Errorf("%s: ink %s is not between the colour and white", c, out)
			continue
		}
		for i := range from {
			if want := from[i] + share*(255-from[i]); math.Abs(to[i]-want) > 1.5 {
				t.Errorf("%s: ink %s is not the colour mixed with white (channel %d is %v, want %.0f)", c, out, i, to[i], want)
			}
		}
	}
}

// WCAG's relative luminance grows with the light: every grey is brighter
// than the one below it, also across the knee of the formula at 10/255,
// and #0a0a0a has luminance (10/255)/12.92, a contrast of 19.80 on white.
func TestGeoLuminanceGrowsWithTheLight(t *testing.T) {
	prev := -1.0
	for v := 0; v < 256; v++ {
		l := luminance(hex(v, v, v))
		if l <= prev {
			t.Errorf("grey %d has luminance %.5f, not above grey %d's %.5f", v, l, v-1, prev)
		}
		prev = l
	}
	if r := contrast("#0a0a0a", "#ffffff"); math.Abs(r-19.80) > 0.01 {
		t.Errorf("#0a0a0a on white: %.2f, want 19.80", r)
	}
	if r := contrast("#050505", "#000000"); math.Abs(r-1.03) > 0.01 {
		t.Errorf("#050505 on black: %.3f, want 1.03", r)
	}
}
