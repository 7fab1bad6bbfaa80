package mail

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readFixture reads one file of testdata: messages made by hand from the
// RFCs (5322, 2045-2047, 3676) and from what Thunderbird, Gmail and Outlook
// write, not from anyone's mail.
func readFixture(t *testing.T, name string) []Message {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	msgs, err := Read(name, data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return msgs
}

// Issue 35: each message's plain text (or its HTML's text), decoded from
// its transfer encoding and character set, without the quoted earlier mail
// and the signature, which are kept apart; its sender and date read.
func TestReadMailShapes(t *testing.T) {
	for _, c := range []struct {
		file, from, date string
		text             string   // exactly
		dropped          []string // each in Dropped
		notes            []string // each in one of the notes
	}{
		{
			file: "thunderbird-plain.eml", from: "ann@example.org", date: "2026-03-02T08:15:04Z",
			text:    "Hello GM, my sheet:\n\nFRANCE:\n3 : A PAR - BUR\n2 : F BRE - MAO\n% vive la République",
			dropped: []string{"-- \nAnn Vidal"}, // RFC 3676 §4.3's signature line
		},
		{
			file: "gmail-alternative.eml", from: "bruno.keller@gmail.example", date: "2026-03-02T10:40:12Z",
			// The plain part of the alternative, quoted-printable UTF-8; the
			// attribution line and the quote below it dropped.
			text:    "4 : A VIE - GAL\n2 : F TRI - ALB\n% déjà vu",
			dropped: []string{"On Sun, 1 Mar 2026 at 18:02, Payola GM <gm@example.net> wrote:", "> FRANCE:\n> 3 : A PAR - BUR"},
		},
		{
			file: "outlook-1252.eml", from: "carl@example.com", date: "2026-03-02T11:02:33Z",
			// Windows-1252's quotes and dash (0x93, 0x94, 0x96); Outlook's
			// rule and header block start the earlier mail.
			text:    "ENGLAND:\n5 : F LON - NTH\n1 : F EDI - NWG\n% “no surprises” – Carl",
			dropped: []string{"________________________________\nFrom: Payola GM <gm@example.net>\nSent: 01 March 2026 18:02", "Sheets for Spring 1901 are due on Tuesday."},
		},
		{
			file: "outlook-latin1-base64.eml", from: "dora@example.de", date: "2026-03-02T11:00:00Z",
			text: "GERMANY:\n3 : A MUN - RUH\n% für Köln\n\nHälsningar",
		},
		{
			file: "html-only.eml", from: "eva@example.it", date: "2026-03-02T12:00:00Z",
			// Paragraphs are lines, &gt; the move-offer symbol, &nbsp; a
			// space; the blockquote (an earlier mail) and the style left out.
			text:  "ITALY:\n2 > A VEN - TYR\n1 : F NAP - ION\n1 : A ROM - APU",
			notes: []string{"no plain text: its HTML is read as text"},
		},
		{
			file: "unknown-charset.eml", from: "fumi@example.jp", date: "2026-03-02T05:00:00Z",
			text:  "RUSSIA:\n2 : A MOS - UKR\n% “quoted”",
			notes: []string{`character set "x-mac-klingon", which is not read here: it is read as Windows-1252`},
		},
		{
			file: "broken-mime.eml", from: "gil@example.org", date: "2026-03-02T15:00:00Z",
			// The boundary declared never comes: no text is lost.
			text:  "--xyz\nContent-Type: text/plain\n\nTURKEY:\n2 : F ANK - BLA\n--xyz--",
			notes: []string{"its MIME structure is broken", "the body is read as plain text"},
		},
		{
			file: "forwarded.eml", from: "ann@example.org", date: "2026-03-02T15:00:00Z",
			// A forward's header block is what is sent, not an earlier mail.
			text:  "Carl asked me to pass this on.\n\n---------- Forwarded message ---------\nFrom: Carl Ohlsson <carl@example.com>\nDate: Mon, 2 Mar 2026 at 15:00\nSubject: England\nTo: Ann Vidal <ann@example.org>\n\nENGLAND:\n5 : F LON - NTH",
			notes: []string{"it forwards an earlier message", "check whose sheet it is"},
		},
		{
			file: "attached.eml", from: "dora@example.de", date: "2026-03-02T16:00:00Z",
			// A sheet sent as a file is read after the body; a picture is not.
			text:  "My sheet is attached.\n\nGERMANY:\n3 : A BER - KIE",
			notes: []string{`its attached text "germany.txt" is read after its body`, `its attachment "map.png" (image/png, 12 bytes) is not read`},
		},
	} {
		t.Run(c.file, func(t *testing.T) {
			msgs := readFixture(t, c.file)
			if len(msgs) != 1 {
				t.Fatalf("%d messages; want 1", len(msgs))
			}
			m := msgs[0]
			if m.From != c.from {
				t.Errorf("from %q; want %q", m.From, c.from)
			}
			if got := m.Date; got != c.date {
				t.Errorf("date %s; want %s", got, c.date)
			}
			if m.Text != c.text {
				t.Errorf("text:\n%s\nwant:\n%s", m.Text, c.text)
			}
			for _, d := range c.dropped {
				if !strings.Contains(m.Dropped, d) {
					t.Errorf("dropped:\n%s\ndoes not hold:\n%s", m.Dropped, d)
				}
			}
			all := strings.Join(m.Notes, "\n")
			for _, n := range c.notes {
				if !strings.Contains(all, n) {
					t.Errorf("notes %q do not say %q", m.Notes, n)
				}
			}
			if len(c.notes) == 0 && len(m.Notes) > 0 {
				t.Errorf("notes %q; want none", m.Notes)
			}
		})
	}
}

// An mbox holds messages each after a "From " line; a body line written
// ">From " is read as "From " (mboxrd).
func TestReadMbox(t *testing.T) {
	msgs := readFixture(t, "inbox.mbox")
	if len(msgs) != 5 {
		t.Fatalf("%d messages; want 5", len(msgs))
	}
	if want := "FRANCE:\n3 : A PAR - BUR\nFrom now on I pay Burgundy."; msgs[0].Text != want {
		t.Errorf("first message:\n%s\nwant:\n%s", msgs[0].Text, want)
	}
	if msgs[1].Source != "inbox.mbox, message 2" || msgs[1].Subject != "sheet, corrected" {
		t.Errorf("second message: %q, %q", msgs[1].Source, msgs[1].Subject)
	}
	if msgs[4].Sender != "stranger@example.com" {
		t.Errorf("a sender without a name: %q", msgs[4].Sender)
	}
}

// Issue 35's bad mail: each gets a clear note and loses no text.
func TestReadBadMail(t *testing.T) {
	big := bytes.Repeat([]byte("QUFB"), 10<<20/4) // 10 MB of base64
	withBig := "From: ann@example.org\r\nDate: Mon, 2 Mar 2026 09:00:00 +0000\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n" +
		"--b\r\nContent-Type: text/plain\r\n\r\nFRANCE:\r\n1 : A PAR H\r\n" +
		"--b\r\nContent-Type: application/pdf; name=\"scan.pdf\"\r\nContent-Transfer-Encoding: base64\r\n\r\n" + string(big) + "\r\n--b--\r\n"
	for _, c := range []struct {
		name, src string
		text      string
		notes     []string
	}{
		{"a 10 MB attachment", withBig, "FRANCE:\n1 : A PAR H", []string{`its attachment "scan.pdf" (application/pdf, 10.0 MB) is not read`}},
		{"pasted text that is no mail", "FRANCE:\n1 : A PAR H\n", "FRANCE:\n1 : A PAR H", []string{"its header cannot be read as mail", "the whole text is kept"}},
		{"no sender, no date", "Subject: x\n\nFRANCE:\n1 : A PAR H\n", "FRANCE:\n1 : A PAR H", []string{"no sender (From): it is assigned by its header only", "no date"}},
		{"an unreadable date and sender", "From: ann at example\nDate: yesterday\n\n1 : A PAR H\n", "1 : A PAR H", []string{`its sender "ann at example" cannot be read`, `its date "yesterday" cannot be read`}},
		{"quoted-printable with a bad escape, kept as written", "From: a@b.c\nDate: Mon, 2 Mar 2026 09:00:00 +0000\nContent-Transfer-Encoding: quoted-printable\n\n1 : A PAR H =ZZ\n", "1 : A PAR H =ZZ", nil},
		{"broken base64", "From: a@b.c\nDate: Mon, 2 Mar 2026 09:00:00 +0000\nContent-Transfer-Encoding: base64\n\n1 : A PAR H\n", "1 : A PAR H", []string{"its base64 text is broken"}},
		{"a multipart without a boundary", "From: a@b.c\nDate: Mon, 2 Mar 2026 09:00:00 +0000\nContent-Type: multipart/mixed\n\nFRANCE:\n", "FRANCE:", []string{"a multipart/mixed without a boundary"}},
		{"UTF-8 said, Windows-1252 sent", "From: a@b.c\nDate: Mon, 2 Mar 2026 09:00:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n% caf\xe9\n", "% café", nil},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			msgs, err := Read("x.eml", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			m := msgs[0]
			if m.Text != c.text {
				t.Errorf("text %q; want %q", m.Text, c.text)
			}
			all := strings.Join(m.Notes, "\n")
			for _, n := range c.notes {
				if !strings.Contains(all, n) {
					t.Errorf("notes %q do not say %q", m.Notes, n)
				}
			}
		})
	}
	for _, c := range []struct{ name, src, want string }{
		{"empty", "  \n", "x.eml: the file is empty"},
		{"too big", strings.Repeat("a", MaxFile+1), "x.eml: 64 MB; a mail file is read up to 64 MB"},
		{"too many messages", strings.Repeat("From a\nSubject: x\n\nhi\n", MaxMessages+1), "x.eml: 1001 messages; a mailbox is read up to 1000"},
	} {
		if _, err := Read("x.eml", []byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
}

// The markers of quoted mail and signatures, line by line: what is kept
// and what is dropped. A line beginning with ">" that nothing marks as a
// quote is kept: it may be a move offer (rule 3.1's ">").
func TestCleanMarkers(t *testing.T) {
	for _, c := range []struct {
		name, in, kept string
	}{
		{"signature", "1 : A PAR H\n-- \nAnn", "1 : A PAR H"},
		{"phone signature", "1 : A PAR H\n\nSent from my iPhone", "1 : A PAR H"},
		{"original message", "1 : A PAR H\n-----Original Message-----\nFrom: gm\n2 : A MAR H", "1 : A PAR H"},
		{"attribution wrapped over two lines", "1 : A PAR H\nOn Mon, 2 Mar 2026 at 10:00, Payola GM\n<gm@example.net> wrote:\n> 9 : A MAR H", "1 : A PAR H"},
		{"quote at the end", "1 : A PAR H\n> earlier", "1 : A PAR H"},
		{"nested quote in the middle", "1 : A PAR H\n>> old\n> older\n2 : A MAR H", "1 : A PAR H\n2 : A MAR H"},
		{"a move offer written with >", "FRANCE:\n> A PAR - BUR\n2 : A MAR H", "FRANCE:\n> A PAR - BUR\n2 : A MAR H"},
		{"bottom posting: quote first, not introduced", "> 9 : A MAR H\n1 : A PAR H", "> 9 : A MAR H\n1 : A PAR H"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			kept, dropped := clean(c.in, false)
			if kept != c.kept {
				t.Errorf("kept %q; want %q", kept, c.kept)
			}
			// Nothing is lost: every line is kept or dropped.
			for _, l := range strings.Split(c.in, "\n") {
				if !strings.Contains(kept, l) && !strings.Contains(dropped, l) {
					t.Errorf("line %q is lost", l)
				}
			}
		})
	}
}

// HTML as text: entities, line breaks, comments, and an unclosed tag that
// ends the text rather than hiding it in a loop.
func TestHTMLText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"<div>1 : A PAR H</div><div>2 &amp; 3</div>", "1 : A PAR H\n2 & 3"},
		{"a<!-- hidden <b> -->b", "ab"},
		{"1 &#58; A&#x20;PAR &bogus; H", "1 : A PAR &bogus; H"},
		{"x<br", "x"},
		{"<pre>1 : A PAR H\n2 : A MAR H</pre>", "1 : A PAR H\n2 : A MAR H"},
		{"<script>alert(1)</script>ok", "ok"},
	} {
		if got := htmlText(c.in); got != c.want {
			t.Errorf("htmlText(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}
