package mail

import (
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/sheets"
)

// clean splits a message's text into what the player wrote now (kept) and
// what a mail client added (dropped, kept to be shown): the quoted earlier
// mail and the signature, found by the usual markers. Lines end in LF.
//
//   - the signature: a line "-- " (RFC 3676 §4.3) and all after it; a last
//     line "Sent from my …" / "Get Outlook for …";
//   - an earlier mail below a reply: Outlook's "-----Original Message-----",
//     or its line of underscores and a "From:" header block, or a "From:"
//     line followed by "Sent:" or "Date:" within three lines;
//   - a quoted run of lines beginning with ">", when a line ending "wrote:"
//     introduces it (Gmail, Thunderbird, Apple Mail), when it is nested (">>"),
//     or when nothing but quotes and blank lines follows it. Any other line
//     beginning with ">" is kept: in an offer sheet ">" is the move-offer
//     symbol (rule 3.1), and the sheet reader tells the GM what it made of it.
//
// One pass over the lines, then one over the marks: linear.
//
// In a forwarded message (forward), the earlier mail is what is sent: no
// header block cuts it.
func clean(text string, forward bool) (kept, dropped string) {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	lines := strings.Split(text, "\n")
	drop := make([]bool, len(lines))
	cut := len(lines) // everything from here on is an earlier mail or the signature
	for i, l := range lines {
		t := strings.TrimSpace(l)
		forward = forward || isForwardLine(t)
		if l == "-- " || t == "--" || !forward && (isOriginal(t) || isHeaderBlock(lines, i)) {
			cut = i
			if i > 0 && isRule(lines[i-1]) {
				cut = i - 1
			}
			break
		}
	}
	// Quoted runs before the cut.
	last := cut - 1 // the last line that is neither blank nor quoted
	for last >= 0 && (strings.TrimSpace(lines[last]) == "" || isQuoted(lines[last])) {
		last--
	}
	for i := 0; i < cut; {
		if !isQuoted(lines[i]) {
			i++
			continue
		}
		j := i
		nested := false
		for j < cut && (isQuoted(lines[j]) || strings.TrimSpace(lines[j]) == "" && j+1 < cut && isQuoted(lines[j+1])) {
			t := strings.TrimLeft(lines[j], " ")
			nested = nested || strings.HasPrefix(t, ">>") || strings.HasPrefix(t, "> >")
			j++
		}
		intro := prevText(lines, i)
		if nested || i > last || (intro >= 0 && isAttribution(lines, intro)) {
			for k := i; k < j; k++ {
				drop[k] = true
			}
			if intro >= 0 && isAttribution(lines, intro) {
				drop[intro] = true
				if intro > 0 && strings.HasPrefix(strings.TrimSpace(lines[intro-1]), "On ") && !strings.HasPrefix(strings.TrimSpace(lines[intro]), "On ") {
					drop[intro-1] = true
				}
			}
		}
		i = j
	}
	// An attribution line with nothing after it (Gmail's HTML quote, whose
	// quoted part was left out with its blockquote), and a phone's
	// signature line at the end.
	if last >= 0 && !drop[last] && (isAttribution(lines, last) || isPhoneSignature(lines[last])) {
		drop[last] = true
	}
	var k, d strings.Builder
	for i, l := range lines {
		if i >= cut || drop[i] {
			d.WriteString(l)
			d.WriteByte('\n')
			continue
		}
		k.WriteString(l)
		k.WriteByte('\n')
	}
	return strings.Trim(k.String(), "\n"), strings.Trim(d.String(), "\n")
}

func isQuoted(l string) bool { return strings.HasPrefix(strings.TrimLeft(l, " "), ">") }

func isRule(l string) bool {
	t := strings.TrimSpace(l)
	return len(t) >= 10 && strings.Trim(t, "_") == ""
}

// isOriginal is Outlook's and others' line before the mail replied to.
func isOriginal(t string) bool {
	t = strings.ToLower(strings.Trim(t, "- "))
	return t == "original message" || t == "ursprüngliche nachricht" || t == "message d'origine"
}

// isHeaderBlock is a "From:" line heading an earlier mail's header block.
func isHeaderBlock(lines []string, i int) bool {
	if !strings.HasPrefix(lines[i], "From: ") {
		return false
	}
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		if strings.HasPrefix(lines[j], "Sent: ") || strings.HasPrefix(lines[j], "Date: ") {
			return true
		}
	}
	return false
}

// prevText is the last non-blank line before i, or -1.
func prevText(lines []string, i int) int {
	for i--; i >= 0; i-- {
		if strings.TrimSpace(lines[i]) != "" {
			return i
		}
	}
	return -1
}

// isAttribution is the line a reply puts before the mail it quotes ("On
// Mon, 2 Mar 2026 at 10:00, Ann <ann@example.org> wrote:"), as a sheet's
// reader tells it.
func isAttribution(lines []string, i int) bool {
	_, intro := sheets.ReplyIntro(lines[i])
	return intro
}

// isPhoneSignature is a mail client's own signature line ("Sent from my
// iPhone"), as a sheet's reader tells it.
func isPhoneSignature(l string) bool {
	_, sig := sheets.PhoneSignature(l)
	return sig
}

// isForwardLine is the line a mail client puts before a message it
// forwards inline (Gmail, Thunderbird, Apple Mail).
func isForwardLine(t string) bool {
	t = strings.ToLower(strings.Trim(t, "- "))
	return t == "forwarded message" || t == "begin forwarded message:"
}

// isForwardSubject is a subject as a client writes it on a forward.
func isForwardSubject(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, p := range []string{"fwd:", "fw:", "wg:", "tr:", "i:"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// htmlText is the text of an HTML part, as a mail client shows it: tags
// that break lines break them, the rest are dropped with the head, styles
// and scripts, and what a <blockquote> holds (the quoted earlier mail) is
// left out. Entities are decoded for the characters a sheet uses. It is
// one pass over the text, linear; not a browser, but enough for a sheet.
func htmlText(s string) string {
	var b strings.Builder
	skip := 0 // inside head, style, script or blockquote
	pre := 0
	for i := 0; i < len(s); {
		c := s[i]
		if strings.HasPrefix(s[i:], "<!--") {
			if e := strings.Index(s[i+4:], "-->"); e >= 0 {
				i += 4 + e + 3
			} else {
				i = len(s)
			}
			continue
		}
		if c == '<' {
			end := strings.IndexByte(s[i:], '>')
			var tag string
			if end < 0 { // a tag left open ends the text
				tag, i = s[i+1:], len(s)
			} else {
				tag, i = s[i+1:i+end], i+end+1
			}
			closing := strings.HasPrefix(tag, "/")
			name := strings.ToLower(strings.TrimLeft(tag, "/"))
			if k := strings.IndexAny(name, " \t\n\r/"); k >= 0 {
				name = name[:k]
			}
			switch name {
			case "head", "style", "script", "blockquote", "title":
				if closing {
					skip = max(skip-1, 0)
				} else if !strings.HasSuffix(tag, "/") {
					skip++
				}
			case "pre":
				if closing {
					pre = max(pre-1, 0)
				} else {
					pre++
				}
				b.WriteByte('\n')
			case "br":
				if skip == 0 {
					b.WriteByte('\n')
				}
			case "p", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table", "ul", "ol":
				// A block starts and ends a line, once: </div><div> is one break.
				if skip == 0 && b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
					b.WriteByte('\n')
				}
			case "td", "th":
				if skip == 0 && !closing {
					b.WriteByte(' ')
				}
			}
			continue
		}
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			j = len(s) - i
		}
		chunk := s[i : i+j]
		i += j
		if skip > 0 {
			continue
		}
		if pre == 0 {
			chunk = strings.Join(strings.FieldsFunc(chunk, func(r rune) bool { return r == '\n' || r == '\r' || r == '\t' }), " ")
		}
		b.WriteString(entities(chunk))
	}
	// Each line's outer spaces go, and runs of blank lines become one.
	lines := strings.Split(b.String(), "\n")
	out := lines[:0]
	blank := true
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" && blank {
			continue
		}
		blank = l == ""
		out = append(out, l)
	}
	return strings.TrimRight(strings.Join(out, "\n"), "\n")
}

// entities decodes the character references a sheet's text may hold: the
// named ones below and any numeric one. Others are left as written.
func entities(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '&')
		if i < 0 {
			break
		}
		b.WriteString(s[:i])
		s = s[i:]
		end := strings.IndexByte(s, ';')
		if end < 0 || end > 10 {
			b.WriteByte('&')
			s = s[1:]
			continue
		}
		ref := s[1:end]
		r, ok := rune(0), true
		switch ref {
		case "amp":
			r = '&'
		case "lt":
			r = '<'
		case "gt":
			r = '>'
		case "quot":
			r = '"'
		case "apos":
			r = '\''
		case "nbsp":
			r = ' '
		case "ndash":
			r = '–'
		case "mdash":
			r = '—'
		case "minus":
			r = '−'
		default:
			ok = false
			if strings.HasPrefix(ref, "#") {
				num, base := ref[1:], 10
				if strings.HasPrefix(num, "x") || strings.HasPrefix(num, "X") {
					num, base = num[1:], 16
				}
				if n, err := strconv.ParseUint(num, base, 32); err == nil && n > 0 && n <= 0x10FFFF && (n < 0xD800 || n > 0xDFFF) {
					r, ok = rune(n), true
				}
			}
		}
		if !ok {
			b.WriteByte('&')
			s = s[1:]
			continue
		}
		b.WriteRune(r)
		s = s[end+1:]
	}
	b.WriteString(s)
	return b.String()
}
