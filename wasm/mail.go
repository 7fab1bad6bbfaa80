package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/mail"
	"github.com/payola-gm/payola/engine/publish"
)

// mailFile is one file of mail the GM dropped or opened on the page (an
// .eml, an .mbox), or the mail source pasted: its bytes travel as base64.
type mailFile struct {
	Name string `json:"name"`
	Data []byte `json:"data"`
}

// inboxAnswer is the answer to mail: the messages read, each power's
// sheet with the message it came from, what is left for the GM, the text
// of the sheets under their headers, and what was told in words.
type inboxAnswer struct {
	*mail.Inbox
	Text string   `json:"text"`
	Told []string `json:"told"`
}

// readMail is the call mail {game, mail: [{name, data}]}: the files read
// and each message assigned to a power (mail.Assign). A file that cannot
// be read at all (empty, too big) is refused naming it.
func readMail(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	if len(req.Mail) == 0 {
		return nil, errors.New("no mail: drop or open .eml or .mbox files, or paste a message's source")
	}
	var msgs []mail.Message
	for _, f := range req.Mail {
		m, err := mail.Read(f.Name, f.Data)
		if err != nil {
			return nil, err
		}
		msgs = append(msgs, m...)
		if len(msgs) > mail.MaxMessages {
			return nil, fmt.Errorf("more than %d messages: keep the phase's mail only", mail.MaxMessages)
		}
	}
	in := mail.Assign(g.Map, g.File.Powers, msgs)
	return inboxAnswer{Inbox: in, Text: in.Text(), Told: in.Told()}, nil
}

// missing is the call missing {game, silent}: the powers the live check
// found silent (its answer's silent), with their addresses and rule 3.3's
// consequence (mail.MissingOf). It takes the check's list rather than the
// text, so that a keystroke reads the text once, not twice.
func missing(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	return mail.MissingOf(g, req.Silent), nil
}

// draftAnswer is a draft as the page saves it: the .eml as text (it is
// ASCII: quoted-printable and base64 inside).
type draftAnswer struct {
	Name    string   `json:"name"`
	Power   string   `json:"power,omitempty"`
	To      []string `json:"to"`
	Files   []string `json:"files"`
	Text    string   `json:"text"`
	Subject string   `json:"subject"`
	Body    string   `json:"body"` // for a mailto: link, where it fits
}

// drafts is the call drafts {game, text, lenient, deadline?}: the phase
// adjudicated as adjudicate does, and its mail as ready-to-send drafts
// (mail.Drafts) to the next game file's addresses, which are the game's
// (the page changes both alike), with the next phase's deadline given:
// the one the page's next game file holds, which the GM may have moved
// after adjudicating.
func drafts(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	a, err := publish.Adjudicate(g, req.Text, game.Options{Lenient: req.Lenient})
	if err != nil {
		return nil, err
	}
	if a.Drawing, err = requestDrawing(req); err != nil {
		return nil, err
	}
	if err := a.Next.SetDeadline(deadline(req)); err != nil {
		return nil, fmt.Errorf("the next phase's deadline: %v", err)
	}
	files, err := publish.Downloads(g, a)
	if err != nil {
		return nil, err
	}
	ds, err := mail.Drafts(g, a.Next, files)
	if err != nil {
		return nil, err
	}
	out := make([]draftAnswer, len(ds))
	for i, d := range ds {
		out[i] = draftAnswer{Name: d.Name, Power: d.Power, To: d.To, Files: d.Files, Text: string(d.Data), Subject: d.Subject, Body: d.Body}
	}
	return struct {
		Drafts []draftAnswer `json:"drafts"`
	}{out}, nil
}

// changeBook is the calls addresses {game, addresses} and deadline {game,
// deadline}: the game file with its mail book changed, each listed power's
// addresses replaced (a power not listed keeps its own) and the phase's
// deadline set when one is given ("" clears it), checked as any game file
// is and written as the engine reads it (names in upper case, defaults
// filled in). A copy of the file is changed, never the game given: a
// session's game stays the one its name (a digest of its content) was
// made of. (One function for both: each call site costs the page's
// engine.)
func changeBook(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	was, err := g.File.Encode()
	if err != nil {
		return nil, err
	}
	f, err := gamefile.Decode(was)
	if err != nil {
		return nil, err
	}
	for power, list := range req.Addresses {
		i := slices.IndexFunc(f.Powers, func(p gamefile.PowerFile) bool { return p.Name == strings.ToUpper(power) })
		if i < 0 {
			return nil, fmt.Errorf("%q is not a power of the game", power)
		}
		f.Powers[i].Addresses = list
	}
	if req.Deadline != nil {
		if err := f.SetDeadline(*req.Deadline); err != nil {
			return nil, fmt.Errorf("deadline: %v", err)
		}
	}
	data, err := f.Encode()
	if err != nil {
		return nil, err
	}
	if _, err := loadGame(request{Game: string(data), Map: req.Map}); err != nil {
		return nil, err
	}
	return struct {
		Game string `json:"game"`
	}{string(data)}, nil
}

// deadline is the request's deadline, "" when none is given.
func deadline(req request) string {
	if req.Deadline == nil {
		return ""
	}
	return *req.Deadline
}
