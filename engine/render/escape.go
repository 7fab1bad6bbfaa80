package render

import (
	"encoding/xml"
	"strings"
)

// svgo escapes text content (Text, Title) but writes attributes as given,
// so every attribute that carries input goes through attr: the one escape
// of this package, tested by TestInputTextIsEscaped.

// attr returns name="value" with the value escaped for XML; characters XML
// cannot carry, and bytes that are not UTF-8, come out as U+FFFD.
func attr(name, value string) string {
	var b strings.Builder
	b.Grow(len(name) + len(value) + 3)
	b.WriteString(name)
	b.WriteString(`="`)
	if plain(value) {
		b.WriteString(value)
	} else {
		// strings.Builder never fails to write.
		_ = xml.EscapeText(&b, []byte(value))
	}
	b.WriteByte('"')
	return b.String()
}

// plain is the fast path: most values are ASCII words and colours. Any
// byte that is markup, a quote, a control or not ASCII takes the escaper.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '&' || c == '<' || c == '>' || c == '"' || c == '\'' {
			return false
		}
	}
	return true
}
