package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/sheets"
)

// A session is a game file the worker has decoded and checked once, kept
// under a digest of its content, so that the page's calls name it instead
// of sending the whole file (a year-20 file is about a megabyte, decoded
// again at every keystroke before issue 29). The page opens one when a game
// is opened, started or continued; the adjudicate call opens the next game
// file's itself. A call that names a session this worker does not hold
// (the worker was restarted, or the session was dropped for newer ones) is
// answered with reopen set, and the page opens it again from the text it
// keeps in its store: the text stays the truth, a session only saves the
// decoding.
type session struct {
	id   string
	text string // the game file as the page sent it
	// The map, drawing and picture sent with it (maps.go): every call on
	// the session is on them.
	mapText, drawing, picture string
	game                      *gamefile.Game
	// What the last live check of a text kept (checkText): the answer for
	// that very text, and each section as read (its sheets and problems,
	// by sectionKey), so that a keystroke reads again only the sections it
	// changed.
	checked string
	answer  *game.TextCheck
	keys    map[string]int
	sheets  [][]sheets.Sheet
	diags   []gamefile.Diagnostics
}

// sessionsKept bounds the memory sessions take: the game open, the next
// one after an adjudication, the one Undo goes back to, and one more.
const sessionsKept = 4

// sessions are the sessions held, the most recently used last.
var sessions []*session

// errUnknownSession is the answer to a call naming a session not held; the
// page reopens it (answer.Reopen).
var errUnknownSession = errors.New("the engine no longer holds this game (it was restarted); the page opens it again from its text")

// digest names a session by its content: the game file and the map files
// sent with it, each with its length. Two FNV-1a hashes of 64 bits with
// different starting points make 128 bits: an accidental collision between
// two files a GM opens is beyond concern, and the wasm links no hash
// package for it.
func digest(req request) string {
	a, b := uint64(14695981039346656037), uint64(0x6c62272e07bb0142)
	const prime = 1099511628211
	for _, s := range []string{req.Game, req.Map, req.Drawing, req.Picture} {
		for _, c := range []byte(strconv.Itoa(len(s)) + ":") {
			a, b = (a^uint64(c))*prime, (b^uint64(c))*prime
		}
		for i := 0; i < len(s); i++ {
			a, b = (a^uint64(s[i]))*prime, (b^uint64(s[i]))*prime
		}
	}
	return strconv.FormatUint(a, 16) + "-" + strconv.FormatUint(b, 16)
}

// openSession is the call open {game, map?, drawing?, picture?} ->
// {session}: the game file decoded and checked as load checks it, kept; a
// file already held is not decoded again.
func openSession(req request) (any, error) {
	s, err := sessionOf(req)
	if err != nil {
		return nil, err
	}
	return map[string]string{"session": s.id}, nil
}

// sessionOf is the session of the request's game file, opened if it is not
// held yet.
func sessionOf(req request) (*session, error) {
	id := digest(req)
	if s := heldSession(id); s != nil {
		return s, nil
	}
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	s := &session{id: id, text: req.Game, mapText: req.Map, drawing: req.Drawing, picture: req.Picture, game: g}
	sessions = append(sessions, s)
	if len(sessions) > sessionsKept {
		sessions = append(sessions[:0], sessions[len(sessions)-sessionsKept:]...)
	}
	return s, nil
}

// heldSession is the session named id, now the most recently used, or nil.
func heldSession(id string) *session {
	for i, s := range sessions {
		if s.id == id {
			sessions = append(append(sessions[:i:i], sessions[i+1:]...), s)
			return s
		}
	}
	return nil
}

// inSession completes a request that names a session: the session's game
// file and map files, as if the page had sent them, and the decoded game,
// which loadGame then answers without decoding.
func inSession(req *request) error {
	if req.Session == "" {
		return nil
	}
	if req.Game != "" {
		return errors.New("a request names a session or sends a game file, not both")
	}
	s := heldSession(req.Session)
	if s == nil {
		return errUnknownSession
	}
	req.Game, req.Map, req.Drawing, req.Picture = s.text, s.mapText, s.drawing, s.picture
	req.session = s
	return nil
}

// readSections is sheets.Read; the tests count what it reads.
var readSections = sheets.Read

// sectionKey is what reading a section depends on besides the board: its
// power, the line of its header (its lines follow it, and every item and
// diagnostic names its line) and its lines' text. Two sections with the
// same key read the same. A section that is not read (under a name that is
// no power's, or replaced by a later one) has no key: reading it reads
// nothing.
func sectionKey(s sheets.Section) (string, bool) {
	if s.Power == "" || s.Replaced {
		return "", false
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(s.Header))
	b.WriteString(s.Power)
	for _, l := range s.Lines {
		b.WriteByte('\n')
		b.WriteString(l.Text)
	}
	return b.String(), true
}

// checkText is the live check of a text on the session's game: the last
// answer again for the same text; otherwise game.CheckTextWith, reading
// again only the sections not read by the last check. The sections kept are
// those of the last text only, so the memory stays that of one text.
func (s *session) checkText(text string) *game.TextCheck {
	if s.answer != nil && s.checked == text {
		return s.answer
	}
	keys, shs, diags := s.keys, s.sheets, s.diags
	s.keys, s.sheets, s.diags = map[string]int{}, nil, nil
	read := func(b sheets.Board, secs []sheets.Section) ([]sheets.Sheet, gamefile.Diagnostics) {
		var out []sheets.Sheet
		var ds gamefile.Diagnostics
		for _, sec := range secs {
			key, ok := sectionKey(sec)
			if !ok {
				continue
			}
			var sh []sheets.Sheet
			var d gamefile.Diagnostics
			if i, ok := keys[key]; ok {
				sh, d = shs[i], diags[i]
			} else {
				sh, d = readSections(b, []sheets.Section{sec})
			}
			s.keys[key] = len(s.sheets)
			s.sheets, s.diags = append(s.sheets, sh), append(s.diags, d)
			out = append(out, sh...)
			ds = append(ds, d...)
		}
		return out, ds
	}
	s.checked, s.answer = text, game.CheckTextWith(s.game.State, text, read)
	return s.answer
}
