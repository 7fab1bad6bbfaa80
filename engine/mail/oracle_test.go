package mail

import (
	"bytes"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// The reader's own header, date, address and multipart code (header.go)
// stands in for net/mail and mime/multipart in the page's engine; these
// tests hold it to them on every fixture and on fuzzed input.

// fixtureMessages are the raw messages of every fixture, an mbox's one by
// one.
func fixtureMessages(t testing.TB) map[string][]byte {
	files, _ := filepath.Glob("testdata/*.eml")
	out := map[string][]byte{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = data
	}
	data, err := os.ReadFile("testdata/inbox.mbox")
	if err != nil {
		t.Fatal(err)
	}
	for i, raw := range splitMbox(data) {
		out["inbox.mbox/"+string(rune('1'+i))] = raw
	}
	return out
}

func TestHeaderAgreesWithNetMail(t *testing.T) {
	for name, raw := range fixtureMessages(t) {
		if disagree := agreeWithNetMail(raw); disagree != "" {
			t.Errorf("%s: %s", name, disagree)
		}
	}
	// Dates in the forms RFC 5322 §3.3 and §4.3 allow.
	for _, d := range []string{
		"Mon, 2 Mar 2026 09:15:04 +0100", "2 Mar 2026 09:15 -0000", "Mon, 02 Mar 26 09:15:04 +0100",
		"Mon, 2 Mar 2026 09:15:04 +0100 (CET)", "Mon, 2 Mar 2026 09:15:04 GMT",
	} {
		want, err := mail.ParseDate(d)
		got, ok := parseDate(d)
		if err != nil || !ok || got != want.Unix() {
			t.Errorf("date %q: ours %v %v, net/mail %v %v", d, got, ok, want, err)
		}
	}
	// RFC 5322 §4.3: EST is -0500, where net/mail (time.Parse) reads +0000.
	if got, ok := parseDate("Mon,  2 Mar 2026 09:15:04 EST"); !ok || dateISO(got) != "2026-03-02T14:15:04Z" {
		t.Errorf("EST: %v %v; want 14:15 UTC", dateISO(got), ok)
	}
}

// agreeWithNetMail says how the reader's header differs from net/mail's,
// or "" when they agree wherever both read it.
func agreeWithNetMail(raw []byte) string {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	for key := range m.Header {
		if key == "" || strings.ContainsAny(key, " \t") {
			return "" // not a field name (RFC 5322 §3.6.8), though textproto takes it: text, for the reader
		}
	}
	h, body, ok := readHeader(raw)
	if !ok && !malformedLine(raw) {
		return "net/mail reads a header the reader does not"
	}
	if !ok {
		return "" // textproto skips a line that is no field; the reader takes the whole as text
	}
	for key := range m.Header {
		if got, want := h.get(key), strings.Join(strings.Fields(m.Header.Get(key)), " "); strings.Join(strings.Fields(got), " ") != want {
			return "field " + key + ": " + got + " | net/mail: " + want
		}
	}
	nb, _ := io.ReadAll(m.Body)
	if !bytes.Equal(nb, body) {
		return "the body differs"
	}
	if a, err := mail.ParseAddress(m.Header.Get("From")); err == nil {
		if _, addr, ok := parseFrom(h.get("From")); ok && addr != a.Address {
			return "From: " + addr + " | net/mail: " + a.Address
		}
	}
	if d, err := mail.ParseDate(m.Header.Get("Date")); err == nil && d.Location().String() != "" && !namedZone(d) {
		if got, ok := parseDate(h.get("Date")); ok && got != d.Unix() {
			return "Date: " + dateISO(got) + " | net/mail: " + d.String()
		}
	}
	media, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err == nil && strings.HasPrefix(media, "multipart/") && params["boundary"] != "" {
		return agreeWithMultipart(body, params["boundary"])
	}
	return ""
}

// agreeWithMultipart compares the parts the reader finds with those
// mime/multipart reads, when mime/multipart reads the whole body.
func agreeWithMultipart(body []byte, boundary string) string {
	r := multipart.NewReader(bytes.NewReader(body), boundary)
	var want [][]byte
	for {
		p, err := r.NextRawPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "" // mime/multipart refuses it; the reader's note says so its way
		}
		data, err := io.ReadAll(p)
		if err != nil {
			return ""
		}
		want = append(want, data)
	}
	parts, ok, closed := splitParts(body, boundary)
	if !closed {
		return "" // never closed: mime/multipart's reading of a broken end is not the reader's (it notes it)
	}
	if !ok || len(parts) != len(want) {
		return "multipart: the parts differ in number"
	}
	for i, p := range parts {
		_, b, ok := readHeader(p)
		if !ok || !bytes.Equal(b, want[i]) {
			return "multipart: part " + string(rune('1'+i)) + " differs"
		}
	}
	return ""
}

func TestPartsAgreeWithMultipart(t *testing.T) {
	n := 0
	for name, raw := range fixtureMessages(t) {
		m, err := mail.ReadMessage(bytes.NewReader(raw))
		if err != nil {
			continue
		}
		media, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
		if err != nil || !strings.HasPrefix(media, "multipart/") {
			continue
		}
		body, _ := io.ReadAll(m.Body)
		if d := agreeWithMultipart(body, params["boundary"]); d != "" {
			t.Errorf("%s: %s", name, d)
		}
		n++
	}
	if n < 2 {
		t.Errorf("%d multipart fixtures; the test compares nothing", n)
	}
}

func FuzzReadAgreesWithNetMail(f *testing.F) {
	for _, raw := range fixtureMessages(f) {
		f.Add(raw)
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if d := agreeWithNetMail(raw); d != "" {
			t.Fatal(d)
		}
	})
}

// namedZone is a date whose zone net/mail reads by name at +0000 (EST,
// PDT), which RFC 5322 §4.3 places elsewhere.
func namedZone(d interface{ Zone() (string, int) }) bool {
	name, off := d.Zone()
	return off == 0 && name != "" && name != "UTC" && name != "GMT" && name != "UT"
}

// mediaType, decodeWords and quotedPrintable read what mime and
// mime/quotedprintable read, wherever those read it.
func agreeWithMime(s string) string {
	if media, params, err := mime.ParseMediaType(s); err == nil {
		m, p, ok := mediaType(s)
		if !ok || m != media {
			return "media type " + m + " | mime: " + media
		}
		for k, v := range params {
			if strings.ContainsAny(k, "*") {
				continue // RFC 2231's continuations: only names of attachments use them
			}
			if p[k] != v {
				return "parameter " + k + ": " + p[k] + " | mime: " + v
			}
		}
	}
	dec := mime.WordDecoder{CharsetReader: func(charset string, in io.Reader) (io.Reader, error) {
		d := charsetNamed(charset)
		if d == nil || charset == "" {
			return nil, io.ErrUnexpectedEOF
		}
		b, err := io.ReadAll(in)
		return strings.NewReader(d(b)), err
	}}
	// Where mime gives bytes that are not UTF-8, the reader gives them as
	// Windows-1252 instead: no text reaches the GM that is not UTF-8.
	if want, err := dec.DecodeHeader(s); err == nil && strings.Contains(s, "=?") && !strings.Contains(want, "=?") && utf8.ValidString(want) {
		if got := decodeWords(s); got != want {
			return "words " + got + " | mime: " + want
		}
	}
	if want, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(s))); err == nil {
		if got := quotedPrintable([]byte(s)); !bytes.Equal(got, want) {
			return "quoted-printable " + strconv.Quote(string(got)) + " | mime: " + strconv.Quote(string(want))
		}
	}
	return ""
}

func TestMimeAgreesWithTheStandardLibrary(t *testing.T) {
	for _, s := range []string{
		`text/plain; charset="UTF-8"; format=flowed`, `multipart/alternative; boundary="000000000000a1b2c3d4e5f60718"`,
		`attachment; filename="germany.txt"`, `TEXT/HTML; Charset=ISO-8859-1`, `text/plain; name="a \"b\" c"`,
		`=?utf-8?q?Zo=C3=AB?= <zoe@example.org>`, `=?ISO-8859-1?B?SuRyZw==?= =?iso-8859-1?q?_M=FCller?=`, `Re: =?windows-1252?Q?=93Spring=94?=`,
		"d=C3=A9j=C3=A0 vu=\r\n next\r\n", "trailing   \nspace=20\n", "=ZZ bad", "soft=\nbreak",
	} {
		if d := agreeWithMime(s); d != "" {
			t.Errorf("%q: %s", s, d)
		}
	}
}

func FuzzMimeAgrees(f *testing.F) {
	for _, s := range []string{`text/plain; charset="UTF-8"`, `=?utf-8?q?a_b?= =?utf-8?b?YQ==?=`, "a=3D=\r\nb  \r\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d := agreeWithMime(s); d != "" {
			t.Fatal(d)
		}
	})
}

// malformedLine says whether a header has a line that is no field (RFC
// 5322 §2.2): no name before its colon, or a name with a space in it.
func malformedLine(raw []byte) bool {
	for _, line := range strings.Split(string(raw), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if line == "" {
			return false
		}
		if line[0] == ' ' || line[0] == '\t' {
			continue
		}
		colon := strings.IndexByte(line, ':')
		if colon <= 0 || strings.ContainsFunc(line[:colon], func(r rune) bool { return r <= ' ' || r >= 0x7f }) {
			return true
		}
	}
	return false
}
