package mail

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// What the page's engine would take from mime and mime/quotedprintable
// (about 120 KB gzipped, most of it the mime package's file-type tables
// and the os code under them), written small: media types (RFC 2045 §5.1),
// encoded words (RFC 2047) and quoted-printable (RFC 2045 §6.7). The tests
// hold each to the standard library (oracle_test.go).

// mediaType reads a Content-Type or Content-Disposition value: the type in
// lower case and its parameters, keys in lower case, quoted values
// unquoted. ok is false when the type is not "type/subtype" (a
// disposition's single word is allowed).
func mediaType(v string) (media string, params map[string]string, ok bool) {
	head, rest, _ := strings.Cut(v, ";")
	media = strings.ToLower(strings.TrimSpace(head))
	if media == "" || strings.ContainsAny(media, " \t\"()<>@,:\\[]?=") {
		return "", nil, false
	}
	params = map[string]string{}
	for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
		eq := strings.IndexByte(rest, '=')
		if eq <= 0 {
			break // a stray ";" or a word without a value: what came before stands
		}
		key := strings.ToLower(strings.TrimSpace(rest[:eq]))
		rest = strings.TrimLeft(rest[eq+1:], " \t")
		var val string
		if strings.HasPrefix(rest, `"`) {
			var b strings.Builder
			i := 1
			for ; i < len(rest) && rest[i] != '"'; i++ {
				if rest[i] == '\\' && i+1 < len(rest) {
					i++
				}
				b.WriteByte(rest[i])
			}
			val, rest = b.String(), rest[min(i+1, len(rest)):]
			rest = strings.TrimLeft(rest, " \t")
			rest = strings.TrimPrefix(rest, ";")
		} else {
			val, rest, _ = strings.Cut(rest, ";")
			val = strings.TrimSpace(val)
		}
		if _, seen := params[key]; !seen {
			params[key] = val
		}
	}
	return media, params, true
}

// decodeWords decodes RFC 2047's encoded words in a header's text
// ("=?utf-8?q?Zo=C3=AB?="), in the character sets this package reads; the
// space between two encoded words goes, as the RFC says. A word that does
// not decode is left as written.
func decodeWords(s string) string {
	if !strings.Contains(s, "=?") {
		return s
	}
	var b strings.Builder
	lastWord := false // the text just written was an encoded word
	for len(s) > 0 {
		i := strings.Index(s, "=?")
		if i < 0 {
			b.WriteString(s)
			break
		}
		between := s[:i]
		word, n, ok := encodedWord(s[i:])
		if !ok {
			b.WriteString(s[:i+2])
			s = s[i+2:]
			lastWord = false
			continue
		}
		if !(lastWord && strings.TrimSpace(between) == "") {
			b.WriteString(between)
		}
		b.WriteString(word)
		s = s[i+n:]
		lastWord = true
	}
	return b.String()
}

// encodedWord reads one encoded word at the start of s: its text and
// length.
func encodedWord(s string) (string, int, bool) {
	// =?charset?enc?text?=, the text ending at the first "?=" (as mime reads it)
	q := strings.IndexByte(s[2:], '?')
	if q < 0 || len(s) < 2+q+3 || s[2+q+2] != '?' {
		return "", 0, false
	}
	charset, enc := s[2:2+q], strings.ToLower(s[2+q+1:2+q+2])
	rest := s[2+q+3:]
	end := strings.Index(rest, "?=")
	if end < 0 {
		return "", 0, false
	}
	text := rest[:end]
	if i := strings.IndexByte(charset, '*'); i >= 0 {
		charset = charset[:i] // RFC 2231's language
	}
	dec := charsetNamed(charset)
	if dec == nil || charset == "" {
		return "", 0, false
	}
	var raw []byte
	switch enc {
	case "b":
		var err error
		if raw, err = base64.StdEncoding.DecodeString(text); err != nil {
			return "", 0, false
		}
	case "q":
		for i := 0; i < len(text); i++ {
			switch c := text[i]; {
			case c == '_':
				raw = append(raw, ' ')
			case c == '=':
				if i+2 >= len(text) {
					return "", 0, false
				}
				v, err := strconv.ParseUint(text[i+1:i+3], 16, 8)
				if err != nil {
					return "", 0, false
				}
				raw = append(raw, byte(v))
				i += 2
			default:
				raw = append(raw, c)
			}
		}
	default:
		return "", 0, false
	}
	return dec(raw), 2 + q + 3 + end + 2, true
}

// encodeWords writes a header's text as it may stand in a header: as it is
// when it is printable ASCII, else as base64 encoded words of UTF-8, each
// at most 75 characters (RFC 2047 §2), cut between characters.
func encodeWords(s string) string {
	plain := true
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] >= 0x7f {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	var words []string
	for len(s) > 0 {
		n := 0
		for n < len(s) && n < 45 {
			_, size := utf8.DecodeRuneInString(s[n:])
			if n+size > 45 && n > 0 {
				break
			}
			n += size
		}
		words = append(words, "=?utf-8?b?"+base64.StdEncoding.EncodeToString([]byte(s[:n]))+"?=")
		s = s[n:]
	}
	return strings.Join(words, "\r\n ")
}

// quotedPrintable decodes RFC 2045 §6.7's quoted-printable: "=XX" is a
// byte, "=" at a line's end joins it to the next, spaces at a line's end
// go. A "=" that is neither is kept as written (as mime/quotedprintable
// keeps it). Linear.
func quotedPrintable(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for len(b) > 0 {
		line, ending := b, ""
		if nl := bytes.IndexByte(b, '\n'); nl >= 0 {
			line, b, ending = b[:nl], b[nl+1:], "\n"
		} else {
			b = nil
		}
		if n := len(line); n > 0 && line[n-1] == '\r' && ending != "" {
			line, ending = line[:n-1], "\r"+ending
		}
		for n := len(line); n > 0 && (line[n-1] == ' ' || line[n-1] == '\t' || line[n-1] == '\r' && ending == ""); n-- {
			line = line[:n-1]
		}
		soft := false
		for i := 0; i < len(line); i++ {
			c := line[i]
			switch {
			case c != '=':
				out = append(out, c)
			case i == len(line)-1:
				soft = true
			case i+2 < len(line):
				if v, ok := hexByte(line[i+1], line[i+2]); ok {
					out = append(out, v)
					i += 2
					continue
				}
				out = append(out, c)
			default:
				out = append(out, c)
			}
		}
		if !soft {
			out = append(out, ending...)
		}
	}
	return out
}

func hexByte(a, b byte) (byte, bool) {
	h := func(c byte) (byte, bool) {
		switch {
		case '0' <= c && c <= '9':
			return c - '0', true
		case 'A' <= c && c <= 'F':
			return c - 'A' + 10, true
		case 'a' <= c && c <= 'f':
			return c - 'a' + 10, true
		}
		return 0, false
	}
	x, ok1 := h(a)
	y, ok2 := h(b)
	return x<<4 | y, ok1 && ok2
}

// formatDisposition writes an attachment's Content-Disposition; the
// engine's file names are ASCII (publish.fileSafe), quoted all the same.
func formatDisposition(name string) string {
	return fmt.Sprintf("attachment; filename=%q", name)
}
