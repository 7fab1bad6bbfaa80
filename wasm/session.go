package main

import (
	"encoding/hex"
	"errors"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/game"
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
	game                      *game.Game
	check                     liveCheck
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
// sent with it. FNV-128a is small in the wasm (crypto/sha256 is not linked
// in), and 128 bits make an accidental collision between two files a GM
// opens beyond any concern.
func digest(req request) string {
	h := fnv.New128a()
	for _, s := range []string{req.Game, req.Map, req.Drawing, req.Picture} {
		h.Write([]byte(strconv.Itoa(len(s))))
		h.Write([]byte{0})
		h.Write([]byte(s))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// openSession is the call open {game, map?, drawing?, picture?} ->
// {session}: the game file decoded and checked as load checks it, kept; a
// file already held is not decoded again.
func openSession(req request) (any, error) {
	s, err := sessionOf(req)
	if err != nil {
		return nil, err
	}
	return struct {
		Session string `json:"session"`
	}{s.id}, nil
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

// liveCheck is what a session keeps of the last live check of a text: the
// answer for that very text, and each section as read, so that a keystroke
// reads again only the sections it changed.
type liveCheck struct {
	text   string
	answer *game.TextCheck
	read   map[string]sectionRead
}

// readSections is sheets.Read; the tests count what it reads.
var readSections game.SheetReader = sheets.Read

// sectionRead is one section as sheets.Read read it.
type sectionRead struct {
	sheets []sheets.Sheet
	diags  game.Diagnostics
}

// sectionKey is what reading a section depends on besides the board: its
// power, the places of its header and lines (which every diagnostic and
// item carries) and its lines' text. Two sections with the same key read
// the same.
func sectionKey(s sheets.Section) string {
	var b strings.Builder
	b.WriteString(s.Power)
	b.WriteByte(0)
	b.WriteString(s.Written)
	b.WriteByte(0)
	b.WriteString(strconv.Itoa(s.Header))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.FirstLine))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatBool(s.Replaced))
	for _, l := range s.Lines {
		b.WriteByte('\n')
		b.WriteString(strconv.Itoa(l.Num))
		b.WriteByte(' ')
		b.WriteString(l.Text)
	}
	return b.String()
}

// checkText is the live check of a text on the session's game: the last
// answer again for the same text; otherwise game.CheckTextWith, reading
// again only the sections not read by the last check. The sections kept are
// those of the last text only, so the memory stays that of one text.
func (s *session) checkText(text string) *game.TextCheck {
	if s.check.answer != nil && s.check.text == text {
		return s.check.answer
	}
	was := s.check.read
	now := map[string]sectionRead{}
	read := func(b sheets.Board, secs []sheets.Section) ([]sheets.Sheet, game.Diagnostics) {
		var out []sheets.Sheet
		var diags game.Diagnostics
		for _, sec := range secs {
			key := sectionKey(sec)
			r, ok := was[key]
			if !ok {
				r.sheets, r.diags = readSections(b, []sheets.Section{sec})
			}
			now[key] = r
			out = append(out, r.sheets...)
			diags = append(diags, r.diags...)
		}
		return out, diags
	}
	tc := game.CheckTextWith(s.game, text, read)
	s.check = liveCheck{text: text, answer: tc, read: now}
	return tc
}
