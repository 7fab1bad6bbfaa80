package mail

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"hash/fnv"
	"path"
	"strings"

	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
)

// Draft is one ready-to-send message of a phase's results: a .eml file a
// mail client opens as a new message (X-Unsent: 1).
type Draft struct {
	Name    string   `json:"name"`  // NAME-PHASE-france-mail.eml, NAME-PHASE-public-mail.eml
	Power   string   `json:"power"` // "" for the public list's draft
	To      []string `json:"to"`    // the power's addresses; the public draft has none (its readers are in Bcc)
	Files   []string `json:"files"` // the names of the files it holds, its body first
	Data    []byte   `json:"data"`
	Subject string   `json:"subject"`
	// Body is the draft's text (its power's report, or the public
	// results), for the page's mailto: link where it fits (web/gm-mail.js).
	Body string `json:"body"`
}

// Drafts writes the phase's mail from its downloads (publish.Downloads):
// one draft per power, to that power's addresses only, with the power's
// private report as its body and exactly the files meant for it attached
// (its own, and those for everybody; in Tin Cup its own cuts and no
// other's); and one for the public list, with the public results as its
// body and the files for everybody, its readers in Bcc so that no player
// learns another's address. No GM-only file is in any draft. The same
// downloads give the same bytes.
//
// The addresses and the next phase's deadline are next's, the game file the
// phase made (nil: the phase's own addresses, no deadline): the GM may
// correct an address or set the deadline after adjudicating, and the
// drafts go out with the results. The deadline is in every subject and
// heads every body; the files attached are the downloads as they are.
func Drafts(g *gamefile.Game, next *gamefile.File, files []publish.Download) ([]Draft, error) {
	base := g.File.Name
	phase := g.Phase.Long()
	book := g.File
	if next != nil {
		book = next
	}
	due, dueSubject := "", ""
	if d, ok := book.DeadlineOf(); ok && next != nil {
		what := next.Phase
		if p, err := gamefile.ParsePhase(next.Phase); err == nil {
			what = p.Long()
		}
		due = fmt.Sprintf("Next: %s, due by %s.\n\n", what, d.Long())
		dueSubject = fmt.Sprintf("; %s due %s", what, d.Long())
	}
	var public []publish.Download
	var publicBody *publish.Download
	for i, d := range files {
		if d.Power == "" && !d.GMOnly {
			if d.Kind == publish.Results && publicBody == nil {
				publicBody = &files[i]
				continue
			}
			public = append(public, d)
		}
	}
	var out []Draft
	var everyone []string
	stem := ""
	for _, d := range files {
		if d.Kind == publish.Report {
			stem = strings.TrimSuffix(d.Name, "-"+strings.ToLower(d.Power)+"-private.txt")
			break
		}
	}
	if stem == "" {
		stem = "payola"
	}
	for _, p := range book.Powers {
		var body *publish.Download
		var attach []publish.Download
		for i, d := range files {
			if d.Power != p.Name || d.GMOnly {
				continue
			}
			if d.Kind == publish.Report && body == nil {
				body = &files[i]
				continue
			}
			attach = append(attach, d)
		}
		if body == nil && len(attach) == 0 {
			continue // nothing of its own: a power out of the game
		}
		if publicBody != nil {
			attach = append(attach, *publicBody)
		}
		attach = append(attach, public...)
		everyone = append(everyone, p.Addresses...)
		subject := fmt.Sprintf("Payola game %s: %s, results for %s%s", base, phase, p.Name, dueSubject)
		text := fmt.Sprintf("The results of %s are attached.\n", phase)
		if body != nil {
			text = string(body.Data)
		}
		text = due + text
		d, err := draft(stem+"-"+strings.ToLower(p.Name)+"-mail.eml", p.Name, p.Addresses, nil, subject, text, body, attach)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	if publicBody != nil || len(public) > 0 {
		text := due
		if publicBody != nil {
			text += string(publicBody.Data)
		}
		d, err := draft(stem+"-public-mail.eml", "", nil, everyone, fmt.Sprintf("Payola game %s: %s, results%s", base, phase, dueSubject), text, publicBody, public)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// draft writes one message: the text as its body (quoted-printable UTF-8)
// and the files attached (base64), with CRLF line ends as RFC 5322 has
// them. Its boundary is made from its content, so that the same files
// give the same bytes.
func draft(name, power string, to, bcc []string, subject, text string, body *publish.Download, attach []publish.Download) (Draft, error) {
	d := Draft{Name: name, Power: power, To: append([]string{}, to...), Subject: subject, Body: text}
	if body != nil {
		d.Files = append(d.Files, body.Name)
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", name, subject, text)
	for _, a := range attach {
		d.Files = append(d.Files, a.Name)
		h.Write([]byte(a.Name))
		h.Write(a.Data)
	}
	boundary := fmt.Sprintf("payola-%x", h.Sum(nil))
	var buf bytes.Buffer
	header := func(k, v string) { fmt.Fprintf(&buf, "%s: %s\r\n", k, v) }
	header("X-Unsent", "1")
	if len(to) > 0 {
		header("To", addressList(to))
	}
	if len(bcc) > 0 {
		header("Bcc", addressList(bcc))
	}
	header("Subject", encodeWords(subject))
	header("MIME-Version", "1.0")
	header("Content-Type", `multipart/mixed; boundary="`+boundary+`"`)
	// The parts, each after its delimiter line (RFC 2046 §5.1.1).
	fmt.Fprintf(&buf, "\r\n--%s\r\n", boundary)
	header("Content-Type", "text/plain; charset=utf-8")
	header("Content-Transfer-Encoding", "base64")
	buf.WriteString("\r\n")
	writeBase64(&buf, []byte(strings.ReplaceAll(text, "\n", "\r\n")))
	for _, a := range attach {
		fmt.Fprintf(&buf, "\r\n--%s\r\n", boundary)
		header("Content-Type", fileType(a.Name))
		header("Content-Disposition", formatDisposition(a.Name))
		header("Content-Transfer-Encoding", "base64")
		buf.WriteString("\r\n")
		writeBase64(&buf, a.Data)
	}
	fmt.Fprintf(&buf, "\r\n--%s--\r\n", boundary)
	d.Data = buf.Bytes()
	return d, nil
}

// writeBase64 writes data in base64 lines of 76 characters (RFC 2045
// §6.8), the last without a line end.
func writeBase64(buf *bytes.Buffer, data []byte) {
	enc := base64.StdEncoding.EncodeToString(data)
	for len(enc) > 76 {
		buf.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	buf.WriteString(enc)
}

// addressList writes addresses as a header holds them, each checked by the
// game file already (game.checkAddresses); one that no longer reads is
// written as it is.
func addressList(list []string) string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = strings.TrimSpace(a)
		if addr, ok := gamefile.AddressOf(a); ok {
			// The name as RFC 2047 words when it is not ASCII.
			if at := strings.LastIndexByte(out[i], '<'); at > 0 {
				name := strings.TrimSpace(out[i][:at])
				out[i] = encodeWords(name) + " <" + addr + ">"
			} else {
				out[i] = addr
			}
		}
	}
	return strings.Join(out, ", ")
}

func fileType(name string) string {
	switch path.Ext(name) {
	case ".txt":
		return "text/plain; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".json":
		return "application/json"
	case ".zip":
		return "application/zip"
	}
	return "application/octet-stream"
}
