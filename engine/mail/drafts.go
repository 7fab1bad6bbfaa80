package mail

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"hash/fnv"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"path"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
)

// Draft is one ready-to-send message of a phase's results: a .eml file a
// mail client opens as a new message (X-Unsent: 1).
type Draft struct {
	Name  string   `json:"name"`  // NAME-PHASE-france-mail.eml, NAME-PHASE-public-mail.eml
	Power string   `json:"power"` // "" for the public list's draft
	To    []string `json:"to"`    // the power's addresses; the public draft has none (its readers are in Bcc)
	Files []string `json:"files"` // the names of the files it holds, its body first
	Data  []byte   `json:"data"`
	// Mailto is a mailto: link with the same addresses, subject and body,
	// when it fits in maxMailto characters (the attachments are not in it);
	// "" when it does not.
	Mailto string `json:"mailto,omitempty"`
}

// maxMailto is the longest mailto: link offered: mail clients and
// browsers cut longer ones, some at 2,000 characters.
const maxMailto = 2000

// Drafts writes the phase's mail from its downloads (publish.Downloads):
// one draft per power, to that power's addresses only, with the power's
// private report as its body and exactly the files meant for it attached
// (its own, and those for everybody; in Tin Cup its own cuts and no
// other's); and one for the public list, with the public results as its
// body and the files for everybody, its readers in Bcc so that no player
// learns another's address. No GM-only file is in any draft. The same
// downloads give the same bytes.
func Drafts(g *game.Game, files []publish.Download) ([]Draft, error) {
	base := g.File.Name
	phase := g.Phase.Long()
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
	for _, p := range g.File.Powers {
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
		subject := fmt.Sprintf("Payola game %s: %s, results for %s", base, phase, p.Name)
		text := fmt.Sprintf("The results of %s are attached.\n", phase)
		if body != nil {
			text = string(body.Data)
		}
		d, err := draft(stem+"-"+strings.ToLower(p.Name)+"-mail.eml", p.Name, p.Addresses, nil, subject, text, body, attach)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	if publicBody != nil || len(public) > 0 {
		text := ""
		if publicBody != nil {
			text = string(publicBody.Data)
		}
		d, err := draft(stem+"-public-mail.eml", "", nil, everyone, fmt.Sprintf("Payola game %s: %s, results", base, phase), text, publicBody, public)
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
	d := Draft{Name: name, Power: power, To: append([]string{}, to...)}
	if body != nil {
		d.Files = append(d.Files, body.Name)
	}
	h := fnv.New128a()
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
	header("Subject", mime.QEncoding.Encode("utf-8", subject))
	header("MIME-Version", "1.0")
	header("Content-Type", mime.FormatMediaType("multipart/mixed", map[string]string{"boundary": boundary}))
	buf.WriteString("\r\n")
	w := multipart.NewWriter(&buf)
	if err := w.SetBoundary(boundary); err != nil {
		return Draft{}, err
	}
	ph := textproto.MIMEHeader{}
	ph.Set("Content-Type", "text/plain; charset=utf-8")
	ph.Set("Content-Transfer-Encoding", "quoted-printable")
	part, err := w.CreatePart(ph)
	if err != nil {
		return Draft{}, err
	}
	qp := quotedprintable.NewWriter(part)
	if _, err := qp.Write([]byte(strings.ReplaceAll(text, "\n", "\r\n"))); err != nil {
		return Draft{}, err
	}
	if err := qp.Close(); err != nil {
		return Draft{}, err
	}
	for _, a := range attach {
		ah := textproto.MIMEHeader{}
		ah.Set("Content-Type", mediaType(a.Name))
		ah.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": a.Name}))
		ah.Set("Content-Transfer-Encoding", "base64")
		part, err := w.CreatePart(ah)
		if err != nil {
			return Draft{}, err
		}
		enc := base64.StdEncoding.EncodeToString(a.Data)
		for len(enc) > 76 {
			part.Write([]byte(enc[:76] + "\r\n"))
			enc = enc[76:]
		}
		part.Write([]byte(enc + "\r\n"))
	}
	if err := w.Close(); err != nil {
		return Draft{}, err
	}
	d.Data = buf.Bytes()
	if len(text) > maxMailto {
		// Too long whatever it is escaped to.
	} else if link := mailto(to, bcc, subject, text); len(link) <= maxMailto {
		d.Mailto = link
	}
	return d, nil
}

// addressList writes addresses as a header holds them, each checked by the
// game file already (game.checkAddresses); one that no longer reads is
// written as it is.
func addressList(list []string) string {
	out := make([]string, len(list))
	for i, a := range list {
		if p, err := mail.ParseAddress(a); err == nil {
			out[i] = p.String()
		} else {
			out[i] = a
		}
	}
	return strings.Join(out, ", ")
}

func mediaType(name string) string {
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

// mailto is a mailto: link (RFC 6068): addresses, subject and body, every
// byte beyond the unreserved ones percent-encoded.
func mailto(to, bcc []string, subject, body string) string {
	var addr []string
	for _, a := range to {
		if p, err := mail.ParseAddress(a); err == nil {
			addr = append(addr, escape(p.Address))
		}
	}
	link := "mailto:" + strings.Join(addr, ",") + "?subject=" + escape(subject)
	if len(bcc) > 0 {
		var b []string
		for _, a := range bcc {
			if p, err := mail.ParseAddress(a); err == nil {
				b = append(b, escape(p.Address))
			}
		}
		link += "&bcc=" + strings.Join(b, ",")
	}
	return link + "&body=" + escape(strings.ReplaceAll(body, "\n", "\r\n"))
}

func escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~@", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}
