package mail

import (
	"bytes"
	"strings"

	"github.com/payola-gm/payola/engine/gamefile"
)

// The page's engine reads mail without net/mail, net/textproto and
// mime/multipart: with the net and crypto packages under them they added
// 309 KB gzipped to its first visit, where the issue allows 60 (mime.go
// and date.go say the same of mime, quotedprintable and time).
// What they did here is small (a header's fields, a date, an address, a
// multipart's parts) and is written below as RFC 5322 and RFC 2046 have it;
// the tests hold each to the standard library's reading of the same input
// (oracle_test.go: TestHeaderAgreesWithNetMail, TestPartsAgreeWithMultipart,
// FuzzReadAgreesWithNetMail).

// header is a message's or a part's header fields, in order, unfolded.
type header []field

type field struct{ key, value string }

// get is the first field of the key (case-insensitive), or "".
func (h header) get(key string) string {
	for _, f := range h {
		if strings.EqualFold(f.key, key) {
			return f.value
		}
	}
	return ""
}

func (h header) has(key string) bool {
	for _, f := range h {
		if strings.EqualFold(f.key, key) {
			return true
		}
	}
	return false
}

// readHeader splits a message (or a part) into its header and body: the
// header is the lines up to the first empty one, each "Key: value", a line
// beginning with a space or tab continuing the one before (RFC 5322 §2.2.3).
// ok is false when a line is none of these: not a header, but text. A
// header with no empty line after it has an empty body. One pass: linear.
func readHeader(raw []byte) (h header, body []byte, ok bool) {
	rest := raw
	for len(rest) > 0 {
		line := rest
		next := len(rest)
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, next = rest[:i], i+1
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(line) == 0 {
			return h, rest[next:], true
		}
		rest = rest[next:]
		if line[0] == ' ' || line[0] == '\t' {
			if len(h) == 0 {
				return nil, nil, false
			}
			h[len(h)-1].value += " " + strings.TrimSpace(string(line))
			continue
		}
		colon := bytes.IndexByte(line, ':')
		if colon <= 0 {
			return nil, nil, false
		}
		key := line[:colon]
		for _, c := range key {
			if c <= ' ' || c >= 0x7f {
				return nil, nil, false
			}
		}
		h = append(h, field{string(key), strings.TrimSpace(string(line[colon+1:]))})
	}
	return h, nil, len(h) > 0
}

// parseFrom reads a From field: the sender's address, and its name
// decoded (RFC 2047), as "Name <address>" or the address alone. A comment
// after the address ("ann@example.org (Ann)") is the old way to name it.
func parseFrom(s string) (name, addr string, ok bool) {
	s = strings.TrimSpace(s)
	comment := ""
	if strings.HasSuffix(s, ")") {
		if i := strings.LastIndexByte(s, '('); i > 0 {
			comment, s = strings.TrimSpace(s[i+1:len(s)-1]), strings.TrimSpace(s[:i])
		}
	}
	addr, ok = gamefile.AddressOf(s)
	if !ok {
		return "", "", false
	}
	if i := strings.LastIndexByte(s, '<'); i > 0 {
		name = strings.Trim(strings.TrimSpace(s[:i]), `"`)
	} else {
		name = comment
	}
	return oneLine(decodeWords(name)), addr, true
}

// splitParts cuts a multipart body at its boundary (RFC 2046 §5.1.1): a
// delimiter is a line "--boundary", the last "--boundary--"; the line end
// before a delimiter belongs to it. ok is false when no delimiter comes;
// closed says whether the last one did. One pass over the lines: linear.
func splitParts(body []byte, boundary string) (parts [][]byte, ok, closed bool) {
	delim := []byte("--" + boundary)
	start := -1 // where the current part's bytes begin
	for off := 0; off < len(body); {
		end := len(body)
		next := len(body)
		if i := bytes.IndexByte(body[off:], '\n'); i >= 0 {
			end, next = off+i, off+i+1
		}
		line := bytes.TrimRight(body[off:end], " \t\r")
		if bytes.HasPrefix(line, delim) {
			tail := line[len(delim):]
			last := bytes.Equal(tail, []byte("--"))
			if len(tail) == 0 || last {
				if start >= 0 {
					stop := off
					if stop > start && body[stop-1] == '\n' {
						stop--
						if stop > start && body[stop-1] == '\r' {
							stop--
						}
					}
					parts = append(parts, body[start:stop])
				}
				ok = true
				if last {
					return parts, true, true
				}
				start = next
				if len(parts) > maxParts {
					return parts, true, false
				}
			}
		}
		off = next
	}
	if start >= 0 && start < len(body) {
		parts = append(parts, body[start:]) // the last part, never closed
	}
	return parts, ok, false
}
