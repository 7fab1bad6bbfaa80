package maps

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The page's engine does not carry the maps: a game on another map loads
// its file as a site file, so the first visit stays as light as before.
func TestWasmDoesNotImportMaps(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "../../wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := string(out)
	if !strings.Contains(deps, "github.com/payola-gm/payola/engine/board\n") {
		t.Fatalf("go list gave no engine packages:\n%s", deps)
	}
	if strings.Contains(deps, "github.com/payola-gm/payola/engine/maps\n") {
		t.Error("the wasm imports engine/maps: every map would weigh on the first visit")
	}
}
