// Package maps holds every built-in map beyond the standard one: the maps
// of DPjudge whose files describe a game this project can play, generated
// from ../shared/data/dpjudge-maps by scripts/mapgen (whose tests fail when
// a committed file differs from a fresh run). The wasm does not import this
// package, so the maps do not weigh on the page's first visit; the page
// loads a map's JSON file as a site file when a game uses it.
package maps

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/board"
)

//go:generate go run ../../scripts/mapgen -dpjudge ../../../shared/data/dpjudge-maps -mila ../../../shared/data/mila-maps -outdir .

//go:embed *.json
var files embed.FS

var (
	loaded   = map[string]*board.Map{}
	loadedMu sync.Mutex
)

// Names lists every built-in map, standard included, alphabetically.
func Names() []string {
	names := []string{"standard"}
	entries, _ := fs.ReadDir(files, ".") // an embedded folder always reads
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".json"))
	}
	slices.Sort(names)
	return names
}

// Load returns a built-in map by name ("youngstown", "loeb9"; any case).
// The standard map is engine/board's own.
func Load(name string) (*board.Map, error) {
	key := strings.ToLower(name)
	if key == "standard" {
		return board.Standard(), nil
	}
	loadedMu.Lock()
	defer loadedMu.Unlock()
	if m, ok := loaded[key]; ok {
		return m, nil
	}
	data, err := files.ReadFile(key + ".json")
	if err != nil {
		return nil, fmt.Errorf("there is no map called %q (the maps: %s)", name, strings.Join(Names(), ", "))
	}
	m, err := board.Load(data)
	if err != nil {
		return nil, fmt.Errorf("built-in map %q: %w", name, err)
	}
	loaded[key] = m
	return m, nil
}
