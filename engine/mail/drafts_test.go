package mail

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"mime"
	"mime/multipart"
	"net/mail"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/render"
)

// parsedDraft is a draft read back as a mail client reads it.
type parsedDraft struct {
	header mail.Header
	body   string
	files  map[string][]byte // attachment name -> content
}

func parseDraft(t *testing.T, d Draft) parsedDraft {
	t.Helper()
	m, err := mail.ReadMessage(bytes.NewReader(d.Data))
	if err != nil {
		t.Fatalf("%s: not a message: %v", d.Name, err)
	}
	media, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil || media != "multipart/mixed" {
		t.Fatalf("%s: Content-Type %q: %v", d.Name, m.Header.Get("Content-Type"), err)
	}
	out := parsedDraft{header: m.Header, files: map[string][]byte{}}
	r := multipart.NewReader(m.Body, params["boundary"])
	for i := 0; ; i++ {
		p, err := r.NextPart() // undoes quoted-printable itself
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: part %d: %v", d.Name, i, err)
		}
		data, err := io.ReadAll(p)
		if err != nil {
			t.Fatalf("%s: part %d: %v", d.Name, i, err)
		}
		if p.Header.Get("Content-Transfer-Encoding") != "base64" {
			t.Fatalf("%s: part %d is not base64", d.Name, i)
		}
		dec, err := io.ReadAll(base64Reader(data))
		if err != nil {
			t.Fatalf("%s: %s: %v", d.Name, p.FileName(), err)
		}
		if i == 0 {
			out.body = strings.ReplaceAll(string(dec), "\r\n", "\n")
			continue
		}
		out.files[p.FileName()] = dec
	}
	return out
}

// adjudicated is a phase of the game adjudicated with a random text, and
// its downloads.
func adjudicated(t *testing.T, g *gamefile.Game, seed int64) []publish.Download {
	t.Helper()
	text := gametest.RandomText(rand.New(rand.NewSource(seed)), g)
	a, err := publish.Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	if g.Map.ID != "standard" {
		geo, picture, err := maps.Drawing(g.Map.ID)
		if err != nil {
			t.Fatal(err)
		}
		if a.Drawing, err = render.LoadDrawing(geo, picture); err != nil {
			t.Fatal(err)
		}
	}
	files, err := publish.Downloads(g, a)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// Issue 35: one draft per power, opening as a new message (X-Unsent: 1,
// valid MIME read back by net/mail), addressed to that power's addresses
// only, its private report as the body and exactly the files meant for it
// attached; one for the public list with the public results, its readers
// in Bcc. The same downloads give the same bytes.
func TestDraftsHoldOnlyTheirPowersFiles(t *testing.T) {
	for _, blind := range []bool{false, true} {
		t.Run(fmt.Sprintf("blind=%v", blind), func(t *testing.T) {
			g := testGame(t, blind, players)
			files := adjudicated(t, g, 1)
			drafts, err := Drafts(g, nil, files)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := Drafts(g, nil, files)
			for i := range drafts {
				if !bytes.Equal(drafts[i].Data, again[i].Data) {
					t.Errorf("%s differs from one run to the next", drafts[i].Name)
				}
			}
			wantDrafts := 7
			if !blind {
				wantDrafts = 8 // and the public list's
			}
			if len(drafts) != wantDrafts {
				t.Fatalf("%d drafts; want %d", len(drafts), wantDrafts)
			}
			for _, d := range drafts {
				p := parseDraft(t, d)
				if p.header.Get("X-Unsent") != "1" {
					t.Errorf("%s: X-Unsent %q; want 1", d.Name, p.header.Get("X-Unsent"))
				}
				subject, _ := new(mime.WordDecoder).DecodeHeader(p.header.Get("Subject"))
				if !strings.Contains(subject, "club") || !strings.Contains(subject, "Spring 1901") {
					t.Errorf("%s: subject %q does not name the game and phase", d.Name, subject)
				}
				var want []string // the attachments it must hold, exactly
				body := ""
				for _, f := range files {
					switch {
					case f.GMOnly:
					case d.Power != "" && f.Power == d.Power && f.Kind == publish.Report:
						body = string(f.Data)
					case d.Power == "" && f.Power == "" && f.Kind == publish.Results:
						body = string(f.Data)
					case f.Power == "" || f.Power == d.Power && d.Power != "":
						want = append(want, f.Name)
					}
				}
				var got []string
				for name, data := range p.files {
					got = append(got, name)
					for _, f := range files {
						if f.Name == name && !bytes.Equal(f.Data, data) {
							t.Errorf("%s: %s differs from the download", d.Name, name)
						}
					}
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("%s holds\n%q\nwant\n%q", d.Name, got, want)
				}
				if p.body != body {
					t.Errorf("%s: its body is not its report (or the public results):\n%.200s", d.Name, p.body)
				}
				// Addresses: the power's own in To, and no other's anywhere;
				// the public draft's readers in Bcc only.
				to, _ := p.header.AddressList("To")
				var toAddr []string
				for _, a := range to {
					toAddr = append(toAddr, a.Address)
				}
				var own []string
				for _, a := range players[d.Power] {
					parsed, _ := mail.ParseAddress(a)
					own = append(own, parsed.Address)
				}
				if !slices.Equal(toAddr, own) {
					t.Errorf("%s: To %q; want %q", d.Name, toAddr, own)
				}
				for power, list := range players {
					for _, a := range list {
						parsed, _ := mail.ParseAddress(a)
						in := bytes.Contains(d.Data, []byte(parsed.Address))
						switch {
						case d.Power == "" && !in:
							t.Errorf("the public draft's Bcc lacks %s", parsed.Address)
						case d.Power != "" && power != d.Power && in:
							t.Errorf("%s holds %s's address %s", d.Name, power, parsed.Address)
						}
					}
				}
				if d.Power == "" && p.header.Get("To") != "" {
					t.Errorf("the public draft is addressed To %q; its readers go in Bcc", p.header.Get("To"))
				}
			}
		})
	}
}

// Issue 35's secrecy: the players' addresses are in the GM's game file and
// nowhere else: not in any download a player or the public receives, on
// several maps and in Tin Cup, in the opening's files, a phase's, and the
// end-of-game publication.
func TestAddressesReachNoPlayersFile(t *testing.T) {
	for _, c := range []struct {
		mapName string
		rules   string
	}{{"standard", ""}, {"standard", `{"blind": true}`}, {"youngstown", ""}, {"ancmed", `{"blind": true}`}, {"1900", `{"classic": true}`}} {
		t.Run(c.mapName+c.rules, func(t *testing.T) {
			m, err := maps.Load(c.mapName)
			if err != nil {
				t.Fatal(err)
			}
			f, err := gamefile.StartVariant(m, "secrets", 3, json.RawMessage(c.rules))
			if err != nil {
				t.Fatal(err)
			}
			for i := range f.Powers {
				f.Powers[i].Addresses = []string{"Player " + f.Powers[i].Name + " <" + strings.ToLower(f.Powers[i].Name) + "@hidden.example>"}
			}
			data, err := f.Encode()
			if err != nil {
				t.Fatal(err)
			}
			g, err := gamefile.LoadFrom(data, maps.Load)
			if err != nil {
				t.Fatal(err)
			}
			plots := 0 // issue 32: the plots are among the files checked
			leaks := func(what string, files []publish.Download) {
				for _, d := range files {
					if d.GMOnly {
						continue
					}
					if d.Kind == publish.Plot {
						plots++
					}
					if bytes.Contains(d.Data, []byte("hidden.example")) || bytes.Contains(d.Data, []byte("Player ")) {
						t.Errorf("%s: %s (for %q) holds an address", what, d.Name, d.Power)
					}
				}
			}
			opening, err := publish.Opening(g)
			if err != nil {
				t.Fatal(err)
			}
			leaks("opening", opening)
			for phase := 0; phase < 3; phase++ {
				files := adjudicated(t, g, int64(phase))
				leaks(g.Phase.String(), files)
				var next []byte
				for _, d := range files {
					if d.Kind == publish.GameFile {
						next = d.Data
						if !bytes.Contains(d.Data, []byte("hidden.example")) {
							t.Errorf("the next game file lost the addresses")
						}
					}
				}
				if g, err = gamefile.LoadFrom(next, maps.Load); err != nil {
					t.Fatal(err)
				}
			}
			leaks("publication", []publish.Download{publish.EndOfGame(g)})
			if plots == 0 {
				t.Error("no player's plot was checked")
			}
		})
	}
}

func base64Reader(data []byte) io.Reader {
	return base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.ReplaceAll(data, []byte("\r\n"), nil)))
}

// Issue 35: the drafts go out with the next game file's mail book: an
// address the GM corrected after adjudicating is the one written to, and
// the next phase's deadline, when set, is in every subject and heads every
// body, the public list's too; the files attached stay the downloads as
// they are (the sealed results hold no deadline).
func TestDraftsTakeTheNextFilesAddressesAndDeadline(t *testing.T) {
	g := testGame(t, false, players)
	a, err := publish.Adjudicate(g, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	files, err := publish.Downloads(g, a)
	if err != nil {
		t.Fatal(err)
	}
	next := *a.Next
	next.Powers = slices.Clone(next.Powers)
	for i := range next.Powers {
		if next.Powers[i].Name == "FRANCE" {
			next.Powers[i].Addresses = []string{"new@example.org"}
		}
	}
	if err := next.SetDeadline("2026-12-07T18:00:00+01:00"); err != nil {
		t.Fatal(err)
	}
	drafts, err := Drafts(g, &next, files)
	if err != nil {
		t.Fatal(err)
	}
	const due = "Next: Fall 1901 Movement, due by Monday 7 December 2026, 18:00 UTC+01:00."
	for _, d := range drafts {
		p := parseDraft(t, d)
		subject, _ := new(mime.WordDecoder).DecodeHeader(p.header.Get("Subject"))
		if !strings.HasSuffix(subject, "; Fall 1901 Movement due Monday 7 December 2026, 18:00 UTC+01:00") {
			t.Errorf("%s: subject %q names no deadline", d.Name, subject)
		}
		if !strings.HasPrefix(p.body, due+"\n\n") || !strings.HasPrefix(d.Body, due) {
			t.Errorf("%s: body does not begin with the deadline:\n%.200s", d.Name, p.body)
		}
		for name, data := range p.files {
			if bytes.Contains(data, []byte("December 2026")) {
				t.Errorf("%s: the attached %s holds the deadline; the files are the downloads as they are", d.Name, name)
			}
		}
		if d.Power == "FRANCE" && !slices.Equal(d.To, []string{"new@example.org"}) {
			t.Errorf("France's draft is to %q; want the corrected address", d.To)
		}
		if d.Power == "" && (!bytes.Contains(d.Data, []byte("new@example.org")) || bytes.Contains(d.Data, []byte("ann@example.org"))) {
			t.Errorf("the public draft's Bcc is not the next file's addresses")
		}
	}
	// Without a deadline, nothing is said of one.
	next.Deadline = ""
	drafts, _ = Drafts(g, &next, files)
	for _, d := range drafts {
		if strings.Contains(d.Subject, " due ") || strings.HasPrefix(d.Body, "Next:") {
			t.Errorf("%s speaks of a deadline the GM did not set: %q", d.Name, d.Subject)
		}
	}
}
