package maps

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"
)

// The drawings of the maps, in drawings/NAME.geo.json, for each map but
// standard (engine/render draws it from the jDip SVG, see NoDrawing), of
// two kinds. Most are made by scripts/psgen from DPjudge's PostScript
// drawings: the file places units, supply-center markers and names on the
// picture it names, drawings/PICTURE.svg (land, seas, borders and province
// names as DPjudge prints them; maps that share a drawing share it). The
// maps with a MILA SVG drawing (ancmed, modern, pure) or a jDip one
// (chaos, loeb9, milan, sailho: scripts/internal/jdipmaps) are drawn by
// scripts/geomgen from it in outlines, as engine/render draws the standard
// map: the file outlines each province and names no picture. Each
// generator's test fails when a committed file differs from a fresh run.
// The page loads the files as site files; the CLI reads them here.
//
// This file's name sorts after maps.go so that go generate makes the maps
// first and then their drawings from them.
//
//go:generate go run ../../scripts/psgen -dpjudge ../../../shared/data/dpjudge-maps -mila ../../../shared/data/mila-maps -maps . -outdir drawings
//go:generate go run ../../scripts/geomgen -mila ../../../shared/data/mila-maps -maps . -outdir drawings
//go:generate go run ../../scripts/geomgen -jdip ../../../shared/data/jdip-maps -maps . -outdir drawings

//go:embed drawings
var drawings embed.FS

// NoDrawing names the maps without a drawing here, with the reason.
var NoDrawing = map[string]string{
	"standard": "engine/render draws it from the jDip SVG (../shared/data/standard.svg)",
}

// Drawing returns a map's drawing file (NAME.geo.json) and the SVG picture
// it names, or no picture for a drawing of outlines.
func Drawing(name string) (geo, picture []byte, err error) {
	key := strings.ToLower(name)
	if why, ok := NoDrawing[key]; ok {
		return nil, nil, fmt.Errorf("map %q has no drawing here: %s", name, why)
	}
	geo, err = drawings.ReadFile("drawings/" + key + ".geo.json")
	if err != nil {
		return nil, nil, fmt.Errorf("there is no drawing of a map called %q (the maps: %s)", name, strings.Join(Names(), ", "))
	}
	var head struct {
		Picture string `json:"picture"`
	}
	if err := json.Unmarshal(geo, &head); err != nil {
		return nil, nil, fmt.Errorf("drawing of %q: %w", name, err)
	}
	if head.Picture == "" {
		return geo, nil, nil
	}
	picture, err = drawings.ReadFile("drawings/" + head.Picture)
	if err != nil {
		return nil, nil, fmt.Errorf("drawing of %q: no picture %q", name, head.Picture)
	}
	return geo, picture, nil
}
