// Package mail is the GM's mail loop (issue 35): it reads the players'
// messages (.eml, .mbox, pasted mail source) into sheets, each assigned to
// a power by its header or its sender, lists who is still missing, and
// writes each power's results as a ready-to-send draft.
//
// Every reader here is linear in its input and bounded (Max*); nothing
// panics on bad mail, which is told in the GM's words and loses no text.
package mail

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strings"
)

// The limits of what is read: far above a season's mail, and low enough
// that a wrong file is refused at once.
const (
	MaxFile     = 64 << 20 // one .eml or .mbox file
	MaxMessages = 1000     // messages in one mbox
	maxParts    = 100      // MIME parts in one message, all levels
	maxDepth    = 8        // multiparts within multiparts
	maxNotes    = 20       // notes on one message; the rest are counted
)

// Message is one mail as the GM received it, read for its sheet.
type Message struct {
	Source  string `json:"source"`  // the file, and the message's number in an mbox ("inbox.mbox, message 3")
	From    string `json:"from"`    // the sender's address, lower case; "" when it cannot be read
	Sender  string `json:"sender"`  // the From field as written, decoded
	Date    string `json:"date"`    // in UTC as RFC 3339 writes it; "" when the message has none that can be read
	Subject string `json:"subject"` // decoded
	unix    int64  // the date, in seconds since 1970, when dated
	dated   bool
	// Text is what is read as the sheet: the message's own text, without
	// the quoted earlier mail and the signature, which are in Dropped.
	Text    string   `json:"text"`
	Dropped string   `json:"dropped,omitempty"`
	Notes   []string `json:"notes,omitempty"` // what the GM should know about this message, in words
}

func (m *Message) note(format string, a ...any) {
	switch {
	case len(m.Notes) < maxNotes:
		m.Notes = append(m.Notes, fmt.Sprintf(format, a...))
	case len(m.Notes) == maxNotes:
		m.Notes = append(m.Notes, "more notes on this message are left out")
	}
}

// Read reads a file of mail: an mbox (it starts with a "From " line) holds
// any number of messages; anything else is one message, as a mail client
// saves it (.eml) or as its source is pasted. A message whose header
// cannot be read is kept whole as its text, with a note: no text is lost.
func Read(name string, data []byte) ([]Message, error) {
	if len(data) > MaxFile {
		return nil, fmt.Errorf("%s: %d MB; a mail file is read up to %d MB: is this the right file?", name, len(data)>>20, MaxFile>>20)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: the file is empty", name)
	}
	if !bytes.HasPrefix(data, []byte("From ")) {
		return []Message{readMessage(name, data)}, nil
	}
	raws := splitMbox(data)
	if len(raws) > MaxMessages {
		return nil, fmt.Errorf("%s: %d messages; a mailbox is read up to %d: export the phase's mail only", name, len(raws), MaxMessages)
	}
	out := make([]Message, len(raws))
	for i, raw := range raws {
		out[i] = readMessage(fmt.Sprintf("%s, message %d", name, i+1), raw)
	}
	return out, nil
}

// splitMbox cuts an mbox into its messages: each starts with a line
// "From " (the envelope, dropped), and a body line that began with "From "
// was written ">From " (mboxrd), which is undone. One pass, linear.
func splitMbox(data []byte) [][]byte {
	var out [][]byte
	var cur []byte
	started := false
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line = data[:i+1]
		}
		data = data[len(line):]
		if bytes.HasPrefix(line, []byte("From ")) {
			if started {
				out = append(out, cur)
			}
			cur, started = nil, true
			continue
		}
		if q := bytes.TrimLeft(line, ">"); len(q) < len(line) && bytes.HasPrefix(q, []byte("From ")) {
			line = line[1:]
		}
		cur = append(cur, line...)
	}
	if started {
		out = append(out, cur)
	}
	return out
}

// readMessage reads one message's header and text.
func readMessage(source string, raw []byte) Message {
	msg := Message{Source: source}
	h, body, ok := readHeader(raw)
	if !ok || !isMail(h) {
		// Not a mail's source: the text pasted from a mail's body, or a
		// header broken beyond reading. Its text is kept whole.
		msg.note("its header cannot be read as mail: the whole text is kept as it is")
		msg.Text, msg.Dropped = clean(decodeText(&msg, raw, "utf-8"), false)
		return msg
	}
	readFields(&msg, h)
	w := walker{msg: &msg}
	w.part(h, body, 0)
	text := w.text()
	forward := isForwardSubject(msg.Subject)
	msg.Text, msg.Dropped = clean(text, forward)
	switch {
	case w.forwarded != "":
		msg.note("it forwards a message from %s: its text is read as the sender's sheet; check whose sheet it is", w.forwarded)
	case forward || strings.Contains(msg.Text, "orwarded message"):
		msg.note("it forwards an earlier message: its text is read as the sender's sheet; check whose sheet it is")
	}
	return msg
}

// isMail says whether a header is a mail's: pasted text whose first lines
// happen to read as header fields ("FRANCE:") is not.
func isMail(h header) bool {
	for _, k := range []string{"From", "Date", "Subject", "To", "Content-Type", "Message-Id", "Received", "Mime-Version"} {
		if h.has(k) {
			return true
		}
	}
	return false
}

func readFields(msg *Message, h header) {
	if s := h.get("Subject"); s != "" {
		msg.Subject = oneLine(decodeWords(s))
	}
	if s := h.get("From"); s != "" {
		msg.Sender = oneLine(s)
		if name, addr, ok := parseFrom(s); ok {
			msg.From = strings.ToLower(addr)
			msg.Sender = addr
			if name != "" {
				msg.Sender = name + " <" + addr + ">"
			}
		} else {
			msg.note("its sender %q cannot be read as a mail address: it is assigned by its header only", clip(s))
		}
	} else {
		msg.note("it has no sender (From): it is assigned by its header only")
	}
	if s := h.get("Date"); s != "" {
		if d, ok := parseDate(s); ok {
			msg.unix, msg.dated, msg.Date = d, true, dateISO(d)
		} else {
			msg.note("its date %q cannot be read: it counts as older than any dated message", clip(s))
		}
	} else {
		msg.note("it has no date: it counts as older than any dated message")
	}
}

// walker goes through a message's MIME parts, keeping the text to read.
type walker struct {
	msg       *Message
	plain     []string // inline text/plain parts
	html      []string // inline text/html parts, as text
	attached  []string // text/plain attachments (a sheet sent as a file)
	parts     int
	forwarded string // the sender of a message forwarded as an attachment
}

// text is the message's text: its plain parts, else the text of its HTML
// parts, and then any text attached as a file (the sheet sent as
// france.txt), so that no text is lost.
func (w *walker) text() string {
	body := w.plain
	if len(body) == 0 && len(w.html) > 0 {
		body = w.html
		w.msg.note("it has no plain text: its HTML is read as text")
	}
	return strings.Join(append(append([]string{}, body...), w.attached...), "\n\n")
}

// part reads one MIME part, header and raw body.
func (w *walker) part(h header, body []byte, depth int) {
	w.parts++
	if w.parts > maxParts {
		if w.parts == maxParts+1 {
			w.msg.note("it has more than %d parts: the rest are not read", maxParts)
		}
		return
	}
	ct := h.get("Content-Type")
	media, params, ok := mediaType(ct)
	switch {
	case ct == "":
		media = "text/plain"
	case !ok && strings.HasPrefix(strings.ToLower(strings.TrimSpace(ct)), "multipart/"):
		w.msg.note("its MIME structure is broken (Content-Type %q): the body is read as plain text", clip(ct))
		w.plain = append(w.plain, decodeText(w.msg, body, ""))
		return
	case !ok:
		w.msg.note("a part's Content-Type %q cannot be read: it is read as plain text", clip(ct))
		media = "text/plain"
	}
	disp, dparams, _ := mediaType(h.get("Content-Disposition"))
	name := dparams["filename"]
	if name == "" {
		name = params["name"]
	}
	attachment := disp == "attachment" || (name != "" && disp != "inline")
	switch {
	case strings.HasPrefix(media, "multipart/"):
		w.multipart(media, params["boundary"], body, depth)
	case media == "message/rfc822":
		w.rfc822(h, body, depth)
	case media == "text/plain" && attachment:
		text := decodeText(w.msg, transfer(w.msg, h, body), params["charset"])
		w.attached = append(w.attached, text)
		w.msg.note("its attached text %q is read after its body", clip(name))
	case media == "text/plain":
		w.plain = append(w.plain, decodeText(w.msg, transfer(w.msg, h, body), params["charset"]))
	case media == "text/html" && !attachment:
		w.html = append(w.html, htmlText(decodeText(w.msg, transfer(w.msg, h, body), params["charset"])))
	default:
		if name == "" {
			name = "without a name"
		} else {
			name = fmt.Sprintf("%q", clip(name))
		}
		w.msg.note("its attachment %s (%s, %s) is not read", name, media, size(len(body)))
	}
}

// multipart reads a multipart's parts; of an alternative, only the plain
// text is read when there is one (the HTML says the same).
func (w *walker) multipart(media, boundary string, body []byte, depth int) {
	if depth >= maxDepth {
		w.msg.note("its parts are nested more than %d deep: the deeper ones are not read", maxDepth)
		return
	}
	if boundary == "" {
		w.msg.note("its MIME structure is broken (a %s without a boundary): the body is read as plain text", media)
		w.plain = append(w.plain, decodeText(w.msg, body, ""))
		return
	}
	raws, ok, closed := splitParts(body, boundary)
	if !ok {
		w.msg.note("its MIME structure is broken (the boundary %q of its %s never comes): the body is read as plain text", clip(boundary), media)
		w.plain = append(w.plain, decodeText(w.msg, body, ""))
		return
	}
	if !closed {
		w.msg.note("its MIME structure is broken (its %s is not closed): the parts found are read", media)
	}
	type raw struct {
		h    header
		body []byte
	}
	var parts []raw
	for _, r := range raws {
		h, b, ok := readHeader(r)
		if !ok {
			w.msg.note("a part's header cannot be read: the part is read as plain text")
			h, b = nil, r
		}
		parts = append(parts, raw{h, b})
	}
	if media == "multipart/alternative" {
		for _, want := range []string{"text/plain", "text/html", ""} {
			for _, p := range parts {
				m, _, _ := mediaType(p.h.get("Content-Type"))
				if p.h.get("Content-Type") == "" {
					m = "text/plain"
				}
				if want == "" || m == want || (want == "text/plain" && strings.HasPrefix(m, "multipart/")) {
					w.part(p.h, p.body, depth+1)
					return
				}
			}
		}
		return
	}
	for _, p := range parts {
		w.part(p.h, p.body, depth+1)
	}
}

// rfc822 reads a message forwarded as an attachment: its text is read,
// and the GM told whose it was.
func (w *walker) rfc822(h header, body []byte, depth int) {
	if depth >= maxDepth {
		w.msg.note("its parts are nested more than %d deep: the deeper ones are not read", maxDepth)
		return
	}
	inner, innerBody, ok := readHeader(transfer(w.msg, h, body))
	if !ok {
		w.msg.note("it forwards a message that cannot be read: its text is kept as it is")
		w.plain = append(w.plain, decodeText(w.msg, body, ""))
		return
	}
	w.forwarded = oneLine(inner.get("From"))
	if w.forwarded == "" {
		w.forwarded = "an unknown sender"
	}
	w.part(inner, innerBody, depth+1)
}

// transfer undoes a part's Content-Transfer-Encoding. What cannot be
// decoded is kept as it came, with a note.
func transfer(msg *Message, h header, body []byte) []byte {
	switch enc := strings.ToLower(strings.TrimSpace(h.get("Content-Transfer-Encoding"))); enc {
	case "", "7bit", "8bit", "binary":
		return body
	case "quoted-printable":
		return quotedPrintable(body)
	case "base64":
		clean := make([]byte, 0, len(body))
		for _, c := range body {
			if c != '\r' && c != '\n' && c != ' ' && c != '\t' {
				clean = append(clean, c)
			}
		}
		out := make([]byte, base64.StdEncoding.DecodedLen(len(clean)))
		n, err := base64.StdEncoding.Decode(out, clean)
		if err != nil {
			if n2, err2 := base64.RawStdEncoding.Decode(out, bytes.TrimRight(clean, "=")); err2 == nil {
				return out[:n2]
			}
			msg.note("its base64 text is broken (%s): it is read as it came", errWords(err))
			return body
		}
		return out[:n]
	default:
		msg.note("its transfer encoding %q is not known: it is read as it came", clip(enc))
		return body
	}
}

// errWords is an error's text on one line, clipped.
func errWords(err error) string { return clip(oneLine(err.Error())) }

// oneLine keeps a header's text on one line, without control characters.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == ' '
	}), " ")
}

// clip quotes at most 60 characters of a text in a note.
func clip(s string) string {
	s = oneLine(s)
	if r := []rune(s); len(r) > 60 {
		return string(r[:60]) + "…"
	}
	return s
}

func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
