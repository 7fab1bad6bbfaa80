package maps

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// tableRow is a map's line in the README's table of maps.
func tableRow(m *board.Map) string {
	var names []string
	for _, p := range m.Powers {
		names = append(names, p.Name)
	}
	list := strings.Join(names, ", ")
	if len(names) > 12 {
		list = "listed in `engine/maps/" + m.ID + ".json`"
	}
	return fmt.Sprintf("| `%s` | %d | %s | %d | %d | %s |", m.ID, len(m.Powers), list, len(m.Centers()), m.Victory, m.StartPhase)
}

// The README's table of maps is the maps' own data, and every DPjudge map
// file is either a built-in map or listed as left out with its reason.
func TestReadmeListsEveryMap(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	_, section, ok := strings.Cut(readme, "\n## Maps\n")
	if !ok {
		t.Fatal("the README has no Maps section")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	for _, name := range Names() {
		m, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if row := tableRow(m); !strings.Contains(section, row+"\n") {
			t.Errorf("the README's table lacks or misstates %s; its row is:\n%s", name, row)
		}
	}
	if got, want := strings.Count(section, "\n| `"), len(Names()); got != want {
		t.Errorf("the README's table has %d maps, there are %d", got, want)
	}
	files, err := filepath.Glob(filepath.Join(dpDir, "*.map"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".map")
		if !slices.Contains(Names(), name) && !strings.Contains(section, "\n- `"+name+"`: ") {
			t.Errorf("%s.map is neither a built-in map nor listed as left out with a reason", name)
		}
	}
}
