package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// checkPicture writes, for a person to look at, a map's picture with a mark
// at every placement: a red box per unit position (magenta on a coast), an
// orange dot per dislodged unit, a yellow disc per supply-center marker.
// Render it (chromium --headless --screenshot, rsvg-convert) and see that
// each falls in its province.
func checkPicture(outDir, name string) ([]byte, error) {
	geo, err := os.ReadFile(filepath.Join(outDir, name+".geo.json"))
	if err != nil {
		return nil, err
	}
	var g Geo
	if err := json.Unmarshal(geo, &g); err != nil {
		return nil, err
	}
	pic, err := os.ReadFile(filepath.Join(outDir, g.Picture))
	if err != nil {
		return nil, err
	}
	// The picture goes in whole, as a nested svg, so the file stands alone.
	_, body, _ := bytes.Cut(pic, []byte("\n"))
	var b bytes.Buffer
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\">\n",
		g.Width, g.Height, 2*g.Width, 2*g.Height)
	fmt.Fprintf(&b, "<svg width=\"%d\" height=\"%d\">\n", g.Width, g.Height)
	b.Write(body)
	u := float64(g.UnitSize)
	box := func(id string, s Spot, color string) {
		fmt.Fprintf(&b, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\" fill-opacity=\".6\" stroke=\"black\" stroke-width=\".5\"/>",
			float64(s.Unit[0])-u/2, float64(s.Unit[1])-u/4, u, u/2, color)
		fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"%g\" fill=\"orange\"/>", s.Dislodged[0], s.Dislodged[1], u/8)
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%g\" font-size=\"%g\" text-anchor=\"middle\" fill=\"white\">%s</text>\n",
			s.Unit[0], float64(s.Unit[1])+u/8, u/4, esc(id))
	}
	for _, id := range slices.Sorted(maps.Keys(g.Provinces)) {
		p := g.Provinces[id]
		if p.Spot != nil {
			box(id, *p.Spot, "red")
		}
		for _, c := range slices.Sorted(maps.Keys(p.Coasts)) {
			box(id+"/"+c, p.Coasts[c], "magenta")
		}
		if p.Center != nil {
			fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"%g\" fill=\"yellow\" stroke=\"black\" stroke-width=\".5\"/>\n",
				p.Center[0], p.Center[1], g.SCRadius*1.5)
		}
	}
	b.WriteString("</svg>\n")
	if !strings.Contains(b.String(), "<rect") {
		return nil, fmt.Errorf("%s places no unit", name)
	}
	return b.Bytes(), nil
}
