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
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"strings"
	"time"
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
	Source  string    `json:"source"`  // the file, and the message's number in an mbox ("inbox.mbox, message 3")
	From    string    `json:"from"`    // the sender's address, lower case; "" when it cannot be read
	Sender  string    `json:"sender"`  // the From field as written, decoded
	Date    time.Time `json:"date"`    // zero when the message has none that can be read
	Subject string    `json:"subject"` // decoded
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
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err == nil && !isMail(m.Header) {
		err = errors.New("it has none of From, Date, Subject, To or Content-Type")
	}
	if err != nil {
		// Not a mail's source: the text pasted from a mail's body, or a
		// header broken beyond reading. Its text is kept whole.
		msg.note("its header cannot be read as mail (%s): the whole text is kept as it is", errWords(err))
		msg.Text, msg.Dropped = clean(decodeText(&msg, raw, "utf-8"), false)
		return msg
	}
	readHeader(&msg, m.Header)
	body, err := io.ReadAll(m.Body)
	if err != nil {
		msg.note("its body cannot be read (%s)", errWords(err))
	}
	w := walker{msg: &msg}
	w.part(textproto.MIMEHeader(m.Header), body, 0)
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
func isMail(h mail.Header) bool {
	for _, k := range []string{"From", "Date", "Subject", "To", "Content-Type", "Message-Id", "Received", "Mime-Version"} {
		if _, ok := h[k]; ok {
			return true
		}
	}
	return false
}

// decoder reads words in any character set this package reads (charset.go).
var decoder = &mime.WordDecoder{CharsetReader: func(charset string, in io.Reader) (io.Reader, error) {
	dec := charsetNamed(charset)
	if dec == nil {
		return nil, fmt.Errorf("unknown character set %q", charset)
	}
	data, err := io.ReadAll(in)
	if err != nil {
		return nil, err
	}
	return strings.NewReader(dec(data)), nil
}}

func readHeader(msg *Message, h mail.Header) {
	if s := h.Get("Subject"); s != "" {
		if d, err := decoder.DecodeHeader(s); err == nil {
			s = d
		}
		msg.Subject = oneLine(s)
	}
	if s := h.Get("From"); s != "" {
		msg.Sender = oneLine(s)
		parser := mail.AddressParser{WordDecoder: decoder}
		if a, err := parser.Parse(s); err == nil {
			msg.From = strings.ToLower(a.Address)
			msg.Sender = a.Address
			if a.Name != "" {
				msg.Sender = oneLine(a.Name) + " <" + a.Address + ">"
			}
		} else {
			msg.note("its sender %q cannot be read as a mail address: it is assigned by its header only", clip(s))
		}
	} else {
		msg.note("it has no sender (From): it is assigned by its header only")
	}
	if s := h.Get("Date"); s != "" {
		if d, err := mail.ParseDate(s); err == nil {
			msg.Date = d.UTC()
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
func (w *walker) part(h textproto.MIMEHeader, body []byte, depth int) {
	w.parts++
	if w.parts > maxParts {
		if w.parts == maxParts+1 {
			w.msg.note("it has more than %d parts: the rest are not read", maxParts)
		}
		return
	}
	ct := h.Get("Content-Type")
	media, params, err := mime.ParseMediaType(ct)
	switch {
	case ct == "":
		media = "text/plain"
	case err != nil && strings.HasPrefix(strings.ToLower(strings.TrimSpace(ct)), "multipart/"):
		w.msg.note("its MIME structure is broken (Content-Type %q): the body is read as plain text", clip(ct))
		w.plain = append(w.plain, decodeText(w.msg, body, ""))
		return
	case err != nil:
		w.msg.note("a part's Content-Type %q cannot be read: it is read as plain text", clip(ct))
		media = "text/plain"
	}
	disp, dparams, _ := mime.ParseMediaType(h.Get("Content-Disposition"))
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
	r := multipart.NewReader(bytes.NewReader(body), boundary)
	type raw struct {
		h    textproto.MIMEHeader
		body []byte
	}
	var parts []raw
	for {
		p, err := r.NextRawPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			w.msg.note("its MIME structure is broken (%s): the body is read as plain text", errWords(err))
			w.plain = append(w.plain, decodeText(w.msg, body, ""))
			return
		}
		data, err := io.ReadAll(p)
		if err != nil {
			w.msg.note("its MIME structure is broken (%s): the body is read as plain text", errWords(err))
			w.plain = append(w.plain, decodeText(w.msg, body, ""))
			return
		}
		parts = append(parts, raw{p.Header, data})
		if len(parts) > maxParts {
			break
		}
	}
	if media == "multipart/alternative" {
		for _, want := range []string{"text/plain", "text/html", ""} {
			for _, p := range parts {
				m, _, _ := mime.ParseMediaType(p.h.Get("Content-Type"))
				if p.h.Get("Content-Type") == "" {
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
func (w *walker) rfc822(h textproto.MIMEHeader, body []byte, depth int) {
	if depth >= maxDepth {
		w.msg.note("its parts are nested more than %d deep: the deeper ones are not read", maxDepth)
		return
	}
	m, err := mail.ReadMessage(bytes.NewReader(transfer(w.msg, h, body)))
	if err != nil {
		w.msg.note("it forwards a message that cannot be read (%s): its text is kept as it is", errWords(err))
		w.plain = append(w.plain, decodeText(w.msg, body, ""))
		return
	}
	inner, err := io.ReadAll(m.Body)
	if err != nil {
		w.msg.note("it forwards a message whose body cannot be read (%s)", errWords(err))
	}
	w.forwarded = oneLine(m.Header.Get("From"))
	if w.forwarded == "" {
		w.forwarded = "an unknown sender"
	}
	w.part(textproto.MIMEHeader(m.Header), inner, depth+1)
}

// transfer undoes a part's Content-Transfer-Encoding. What cannot be
// decoded is kept as it came, with a note.
func transfer(msg *Message, h textproto.MIMEHeader, body []byte) []byte {
	switch enc := strings.ToLower(strings.TrimSpace(h.Get("Content-Transfer-Encoding"))); enc {
	case "", "7bit", "8bit", "binary":
		return body
	case "quoted-printable":
		out, err := io.ReadAll(quotedprintable.NewReader(bytes.NewReader(body)))
		if err != nil {
			msg.note("its quoted-printable text is broken (%s): it is read as it came", errWords(err))
			return body
		}
		return out
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
