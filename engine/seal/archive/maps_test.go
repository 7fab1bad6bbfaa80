package archive_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/seal/archive"
	"github.com/payola-gm/payola/engine/seal/archive/archivetest"
)

// again is the archive through its file, as published and read back.
func again(t *testing.T, a *archive.Archive) *archive.Archive {
	t.Helper()
	data, err := a.Encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := archive.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// wantFault checks that the verdict is not confirmed and that one of its
// lines matches pattern.
func wantFault(t *testing.T, v *archive.Verdict, pattern string) {
	t.Helper()
	if v.Confirmed || !regexp.MustCompile("(?m)"+pattern).MatchString(strings.Join(v.Lines, "\n")) {
		t.Errorf("no fault matches %q:\n%s", pattern, v.Text())
	}
}

// TestVerifyOnAnotherMap: a sealed Tin Cup and eBayola game of three years
// on ancmed verifies from its archive with the map's source, and from the
// archive made afterwards of its game files; without the map it is told
// that the game file does not load (issue 34 on every built-in map).
func TestVerifyOnAnotherMap(t *testing.T) {
	m, err := maps.Load("ancmed")
	if err != nil {
		t.Fatal(err)
	}
	p, err := archivetest.Play(m, "anc", 7, `{"blind": true, "ebayola": true}`, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Phases) < 7 {
		t.Fatalf("%d phases played: %v", len(p.Phases), p.Phases)
	}
	if v := archive.Verify(again(t, p.Archive), p.Received, maps.Load); !v.Confirmed {
		t.Fatalf("%s", v.Text())
	}
	var files []*gamefile.File
	for _, data := range p.Files {
		f, err := gamefile.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	a, err := archive.FromFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	if v := archive.Verify(again(t, a), p.Received, maps.Load); !v.Confirmed {
		t.Fatalf("the archive made of the files: %s", v.Text())
	}
	wantFault(t, archive.Verify(again(t, a), p.Received, nil), `^FAULT: S1M: its game file does not load: .*ancmed`)
}

// TestArchiveFromFilesNeedsTheFirstPhase: files from the middle of a game
// make no archive: the first phase's seed digest could not be checked,
// nor the files received before.
func TestArchiveFromFilesNeedsTheFirstPhase(t *testing.T) {
	p, err := archivetest.Play(board.Standard(), "late", 3, "", 1)
	if err != nil {
		t.Fatal(err)
	}
	var files []*gamefile.File
	for _, data := range p.Files[2:] {
		f, err := gamefile.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	_, err = archive.FromFiles(files)
	if err == nil || !strings.Contains(err.Error(), "the earliest game file given is at F1901R, after 2 phases of history: the archive starts at the game's first phase, S1901M; give its game file and every one after") {
		t.Errorf("files from the middle of a game: %v", err)
	}
}

// TestTheFourTamperingsOnAnotherMap: issue 34's four tamperings of an
// ancmed Tin Cup and eBayola game are each caught and located (phase, file,
// line), and the game untouched verifies.
func TestTheFourTamperingsOnAnotherMap(t *testing.T) {
	m, err := maps.Load("ancmed")
	if err != nil {
		t.Fatal(err)
	}
	p, err := archivetest.Play(m, "anc", 7, `{"blind": true, "ebayola": true}`, 3)
	if err != nil {
		t.Fatal(err)
	}
	data, err := p.Archive.Encode()
	if err != nil {
		t.Fatal(err)
	}
	tamperings, err := archivetest.Tamperings(data, p.Received)
	if err != nil {
		t.Fatal(err)
	}
	if len(tamperings) != 4 {
		t.Fatalf("%d tamperings", len(tamperings))
	}
	for _, c := range tamperings {
		t.Run(c.Name, func(t *testing.T) {
			a, err := archive.Decode(c.Archive)
			if err != nil {
				t.Fatal(err)
			}
			v := archive.Verify(a, c.Received, maps.Load)
			wantFault(t, v, c.Want)
			if c.Name == "one balance edited without a history entry" {
				t.Logf("%s", v.Text())
			}
		})
	}
}
