// Command mapgen turns a DPjudge map file (and the power colours of the
// matching jDip SVG) into the JSON map that engine/board embeds, or, with
// -dpjudge, every playable map of DPjudge's map folder into the JSON maps
// that engine/maps embeds.
//
//	go run ./scripts/mapgen -map ../shared/data/standard.map -svg ../shared/data/standard.svg -out engine/board/standard.json
//	go run ./scripts/mapgen -dpjudge ../shared/data/dpjudge-maps -mila ../shared/data/mila-maps -outdir engine/maps
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	mapPath := flag.String("map", "../shared/data/standard.map", "DPjudge map file")
	svgPath := flag.String("svg", "../shared/data/standard.svg", "jDip SVG with power colours")
	id := flag.String("id", "standard", "map id")
	out := flag.String("out", "engine/board/standard.json", "output file")
	dpDir := flag.String("dpjudge", "", "DPjudge map folder: generate every playable map in it")
	milaDir := flag.String("mila", "../shared/data/mila-maps", "MILA map folder (power colours of the maps it draws)")
	outDir := flag.String("outdir", "engine/maps", "where -dpjudge writes the maps")
	flag.Parse()
	if *dpDir != "" {
		if err := writeAll(*dpDir, *milaDir, *outDir); err != nil {
			fmt.Fprintln(os.Stderr, "mapgen:", err)
			os.Exit(1)
		}
		return
	}
	svgText, err := os.ReadFile(*svgPath)
	if err == nil {
		var data []byte
		data, err = Generate(*id, *mapPath, svgText)
		if err == nil {
			err = os.WriteFile(*out, data, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mapgen:", err)
		os.Exit(1)
	}
}

// writeAll writes every playable map of dpDir to outDir as NAME.json and
// removes the JSON maps there that are no longer generated.
func writeAll(dpDir, milaDir, outDir string) error {
	maps, err := GenerateAll(dpDir, milaDir)
	if err != nil {
		return err
	}
	old, err := filepath.Glob(filepath.Join(outDir, "*.json"))
	if err != nil {
		return err
	}
	for _, f := range old {
		if _, keep := maps[strings.TrimSuffix(filepath.Base(f), ".json")]; !keep {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	for name, data := range maps {
		if err := os.WriteFile(filepath.Join(outDir, name+".json"), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Generate builds the JSON map from a DPjudge map file, read as the
// folder's maps are (readDPMap, toBoard), and the jDip SVG that gives each
// power its colour. Its provinces stay in the file's order: engine/board
// has always listed them so.
func Generate(id, mapPath string, svgText []byte) ([]byte, error) {
	dp, err := readDPMap(filepath.Dir(mapPath), strings.TrimSuffix(filepath.Base(mapPath), ".map"))
	if err != nil {
		return nil, err
	}
	colours, err := svgColours(svgText, filepath.Base(mapPath))
	if err != nil {
		return nil, err
	}
	for _, p := range dp.powers {
		if colours[colourKey(p)] == "" {
			return nil, fmt.Errorf("no colour for %s in the SVG", p)
		}
	}
	m, err := toBoard(dp, id, colours)
	if err != nil {
		return nil, err
	}
	if err := bothWays(m); err != nil {
		return nil, err
	}
	return jsonOf(m)
}
