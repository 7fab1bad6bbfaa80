package render

import (
	"bytes"
	"encoding/xml"
	"strings"
)

// svgo escapes text content but writes attributes as given, so every
// attribute that carries input is built here.

// attr returns name="value" with the value escaped for XML; characters XML
// cannot carry come out as U+FFFD.
func attr(name, value string) string {
	var b strings.Builder
	b.Grow(len(name) + len(value) + 3)
	b.WriteString(name)
	b.WriteString(`="`)
	escapeInto(&b, value)
	b.WriteByte('"')
	return b.String()
}

func escapeInto(b *strings.Builder, s string) {
	if !needsEscape(s) {
		b.WriteString(s)
		return
	}
	// strings.Builder never fails to write.
	_ = xml.EscapeText(b, []byte(s))
}

// needsEscape is the fast path: most values are plain ASCII words.
func needsEscape(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '&' || c == '<' || c == '>' || c == '"' || c == '\'' {
			return true
		}
	}
	return false
}

// escapeBody writes text content escaped for XML.
func escapeBody(b *bytes.Buffer, s string) {
	if !needsEscape(s) {
		b.WriteString(s)
		return
	}
	// bytes.Buffer never fails to write.
	_ = xml.EscapeText(b, []byte(s))
}
