package main

import (
	"errors"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/seal"
	"github.com/payola-gm/payola/engine/seal/archive"
)

// sealRequest is what the seal's calls read beyond request (issue 34).
type sealRequest struct {
	Report  string            `json:"report,omitempty"`  // receipt: the player's private report
	Results string            `json:"results,omitempty"` // receipt: the phase's public results (or the player's cut)
	Archive string            `json:"archive,omitempty"` // verify: the game's archive
	Files   map[string]string `json:"files,omitempty"`   // verify: the texts the players received, by file name
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
