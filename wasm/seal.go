package main

import (
	"errors"
	"fmt"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/seal"
	"github.com/payola-gm/payola/engine/seal/archive"
)

// sealRequest is what the seal's calls read beyond request (issue 34).
type sealRequest struct {
	Report  string            `json:"report,omitempty"`  // receipt: the player's private report
	Results string            `json:"results,omitempty"` // receipt: the phase's public results (or the player's cut)
	Archive string            `json:"archive,omitempty"` // verify: the game's archive
	Files   map[string]string `json:"files,omitempty"`   // verify: the texts the players received, by file name
	Games   []string          `json:"games,omitempty"`   // archive: every phase's game file
}

// checked is a verdict for the page: confirmed or not, in the engine's
// words, line by line.
type checked struct {
	Confirmed bool     `json:"confirmed"`
	Lines     []string `json:"lines"`
	Text      string   `json:"text"`
}

// receiptCheck is the call
//
//	receipt {text, report, results?} -> {confirmed, lines, text}
//
// the player's check of a receipt (issue 34): the sheet sent (text)
// against the receipt in the private report, and the receipt against the
// seal of the public results when they are given.
func receiptCheck(req request) (any, error) {
	r, err := seal.ParseReceipt(req.Report)
	if err != nil {
		return nil, err
	}
	c := seal.CheckReceipt(r, req.Text)
	if req.Results != "" {
		commitment, err := seal.ParseCommitment(req.Results)
		if err == nil {
			err = seal.CheckCommitment(r, commitment)
		}
		if err != nil {
			c.Confirmed = false
			c.Differences = append(c.Differences, "the public results: "+err.Error())
		}
	}
	return checked{Confirmed: c.Confirmed, Lines: c.Differences, Text: c.Text()}, nil
}

// verifyGame is the call
//
//	verify {archive, files, map?} -> {confirmed, lines, text}
//
// a whole game verified from its archive in the browser (issue 34): every
// phase played again and every file given held to what it makes.
func verifyGame(req request) (any, error) {
	if req.Archive == "" {
		return nil, errors.New("load the game's archive first")
	}
	a, err := archive.Decode([]byte(req.Archive))
	if err != nil {
		return nil, err
	}
	m := board.Standard()
	if req.Map != "" {
		if m, err = requestMap(req); err != nil {
			return nil, err
		}
	}
	files := map[string][]byte{}
	for name, text := range req.Files {
		files[name] = []byte(text)
	}
	v := archive.Verify(a, files, gamefile.OneMap(m))
	return checked{Confirmed: v.Confirmed, Lines: v.Lines, Text: v.Text()}, nil
}

// madeArchive is the archive call's answer: the archive's text, the name
// the page downloads it under, and the phases it holds.
type madeArchive struct {
	Name    string   `json:"name"`
	Archive string   `json:"archive"`
	Phases  []string `json:"phases"`
}

// makeArchive is the call
//
//	archive {games} -> {name, archive, phases}
//
// the game's archive (issue 34) made from every phase's game file the GM
// page kept, in any order, as `payola archive` makes it from the files the
// GM kept (archive.FromFiles): the same bytes for the same files. No map
// is needed: the files are read, not played.
func makeArchive(req request) (any, error) {
	files := make([]*gamefile.File, len(req.Games))
	for i, text := range req.Games {
		f, err := gamefile.Decode([]byte(text))
		if err != nil {
			return nil, fmt.Errorf("game file %d of %d: %v", i+1, len(req.Games), err)
		}
		files[i] = f
	}
	a, err := archive.FromFiles(files)
	if err != nil {
		return nil, err
	}
	data, err := a.Encode()
	if err != nil {
		return nil, err
	}
	phases := make([]string, len(a.Phases))
	for i, p := range a.Phases {
		phases[i] = p.Phase
	}
	return madeArchive{Name: publish.ArchiveName(a.Name), Archive: string(data), Phases: phases}, nil
}

// newSeal is a new game's seal secret, as the page drew it (crypto in the
// browser: Go's crypto/rand would add 190 KB to the engine), checked; ""
// leaves the game unsealed.
func newSeal(secret string) (string, error) {
	if secret == "" {
		return "", nil
	}
	k, err := seal.ParseSecret(secret)
	return k.String(), err
}
