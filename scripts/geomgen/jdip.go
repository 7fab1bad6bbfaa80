package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/scripts/internal/jdipmaps"
)

// generateJDip draws every built-in map that jdipmaps.Used names from jDip's
// own variant drawing.
func generateJDip(jdipDir, mapDir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	for id, v := range jdipmaps.Used {
		data, err := os.ReadFile(filepath.Join(mapDir, id+".json"))
		if err != nil {
			return nil, fmt.Errorf("%s is no built-in map: %w", id, err)
		}
		m, err := board.Load(data)
		if err != nil {
			return nil, fmt.Errorf("map %s: %w", id, err)
		}
		adjacency, err := os.ReadFile(filepath.Join(jdipDir, v.Adjacency))
		if err != nil {
			return nil, err
		}
		if err := sameProvinces(adjacency, m); err != nil {
			return nil, fmt.Errorf("%s: %w", v.Adjacency, err)
		}
		svgText, err := os.ReadFile(filepath.Join(jdipDir, v.SVG))
		if err != nil {
			return nil, err
		}
		// jDip paints its variants as MILA's drawings are painted: each
		// province's shapes in the MapLayer.
		geo, err := GenerateMILA(svgText, m)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", v.SVG, err)
		}
		files[id+".geo.json"] = geo
	}
	return files, nil
}

// sameProvinces checks that jDip's provinces are the board's: each jDip
// abbreviation, read as the board reads it, names the province of jDip's
// full name where the board has one of that name, and every province of
// the board is one of jDip's. jDip and DPjudge write some abbreviations
// differently (loeb9's "den" is DPjudge's COP, Copenhagen, which DPjudge
// also calls "den"), so an abbreviation alone is not trusted.
func sameProvinces(adjacency []byte, m *board.Map) error {
	byName := map[string]string{}
	for _, p := range m.Provinces {
		byName[plainName(p.Name)] = p.ID
	}
	dec := xml.NewDecoder(bytes.NewReader(adjacency))
	dec.Strict = false
	seen := map[string]bool{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		t, ok := tok.(xml.StartElement)
		if !ok || t.Name.Local != "PROVINCE" {
			continue
		}
		a := attrs(t)
		short, full := a["shortname"], a["fullname"]
		loc, ok := m.Lookup(short)
		if !ok {
			return fmt.Errorf("jDip's %s (%s) is not on the board", short, full)
		}
		if id, named := byName[plainName(full)]; named && id != loc.Province() {
			return fmt.Errorf("jDip's %s is %s, the board reads %s as %s", short, full, short, loc.Province())
		}
		seen[loc.Province()] = true
	}
	for _, p := range m.Provinces {
		if !seen[p.ID] {
			return fmt.Errorf("the board's %s (%s) is not in jDip's drawing", p.ID, p.Name)
		}
	}
	return nil
}

// plainName is a name in lower-case letters only, so that "St. Petersburg"
// and "St Petersburg" match.
func plainName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
