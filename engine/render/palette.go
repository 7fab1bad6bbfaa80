package render

import (
	"math"

	"github.com/payola-gm/payola/engine/board"
)

// minColourDistance is the least difference (CIE76 ΔE, in CIELAB) between
// any two powers' colours on one map: enough to tell them apart at a
// glance, as DPjudge's chaos (Berlin and Norway both #00ff00) did not. It
// is what the standard map's own colours keep (Austria's and Germany's
// browns are the nearest pair), so the standard map keeps them.
const minColourDistance = 12

// paletteLevels are the channel levels of the colours a power may be given
// instead of its own: a grid of hue and lightness.
var paletteLevels = []int{0x00, 0x40, 0x80, 0xbf, 0xff}

// distinctColours is each power's colour on the map, in the map's order of
// powers: its own, unless that lies within minColourDistance of one given
// before it; then the colour of the grid farthest from every colour given
// (the first so found, so the choice is the same every time).
func distinctColours(powers []board.Power) map[string]string {
	out := make(map[string]string, len(powers))
	var given [][3]float64
	for _, pw := range powers {
		c := pw.Colour
		lab, ok := labOf(c)
		if !ok || nearest(lab, given) < minColourDistance {
			best := -1.0
			for _, r := range paletteLevels {
				for _, g := range paletteLevels {
					for _, b := range paletteLevels {
						cand := hex(r, g, b)
						l, _ := labOf(cand)
						if d := nearest(l, given); d > best {
							best, c, lab = d, cand, l
						}
					}
				}
			}
		}
		out[pw.Name] = c
		given = append(given, lab)
	}
	return out
}

// nearest is the distance from a colour to the nearest of others (infinite
// when there are none).
func nearest(lab [3]float64, others [][3]float64) float64 {
	d := math.Inf(1)
	for _, o := range others {
		d = math.Min(d, deltaE(lab, o))
	}
	return d
}

// deltaE is the CIE76 colour difference.
func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// labOf is a #rrggbb colour in CIELAB (D65).
func labOf(colour string) ([3]float64, bool) {
	r, g, b, ok := parseHex(colour)
	if !ok {
		return [3]float64{}, false
	}
	lin := func(c int) float64 {
		v := float64(c) / 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	R, G, B := lin(r), lin(g), lin(b)
	x := (0.4124*R + 0.3576*G + 0.1805*B) / 0.95047
	y := 0.2126*R + 0.7152*G + 0.0722*B
	z := (0.0193*R + 0.1192*G + 0.9505*B) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}, true
}

// colourBlindness are the three kinds of dichromacy, as matrices on linear
// RGB (Machado, Oliveira and Fernandes 2009, severity 1): protanopia,
// deuteranopia and tritanopia. Two powers' colours that one of them makes
// alike cannot be told apart by colour alone by a colour-blind player.
var colourBlindness = [3][3][3]float64{
	{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

// seenAs is a #rrggbb colour as a dichromat of kind k sees it, in CIELAB.
func seenAs(k int, colour string) [3]float64 {
	r, g, b, ok := parseHex(colour)
	if !ok {
		r, g, b, _ = parseHex(unknownColour)
	}
	lin := func(c int) float64 {
		v := float64(c) / 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	gamma := func(v float64) int {
		v = math.Min(1, math.Max(0, v))
		if v <= 0.0031308 {
			v *= 12.92
		} else {
			v = 1.055*math.Pow(v, 1/2.4) - 0.055
		}
		return int(math.Round(v * 255))
	}
	in := [3]float64{lin(r), lin(g), lin(b)}
	var out [3]int
	for i, row := range colourBlindness[k] {
		out[i] = gamma(row[0]*in[0] + row[1]*in[1] + row[2]*in[2])
	}
	lab, _ := labOf(hex(out[0], out[1], out[2]))
	return lab
}

// needLetters tells whether a map's powers need their letters on their
// units and centers (issue 32): whether some two of their colours look
// alike (closer than minColourDistance) to a colour-blind player of any
// kind. Then every power's units carry its letter, so that a letter on a
// unit always names its power.
func needLetters(colours map[string]string) bool {
	var cs []string
	for _, c := range colours {
		cs = append(cs, c)
	}
	for k := range colourBlindness {
		seen := make([][3]float64, len(cs))
		for i, c := range cs {
			seen[i] = seenAs(k, c)
		}
		for i := range seen {
			for j := i + 1; j < len(seen); j++ {
				if deltaE(seen[i], seen[j]) < minColourDistance {
					return true
				}
			}
		}
	}
	return false
}
