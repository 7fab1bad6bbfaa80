package gamefile

import (
	"strings"
	"testing"
	"time"

	"github.com/payola-gm/payola/engine/game"
)

// Issue 35: a game file may say when its phase's sheets are due, as an
// RFC 3339 date-time; it is kept as written canonically, refused naming
// its field when it does not read, and a file without one loads as before.
func TestDeadlineIsRead(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     string // the file's deadline after loading, or the error
		ok       bool
	}{
		{"none", "", "", true},
		{"with its zone", "2026-12-07T18:00:00+01:00", "2026-12-07T18:00:00+01:00", true},
		{"UTC", "2026-12-07T17:00:00Z", "2026-12-07T17:00:00Z", true},
		{"without seconds, lower case", "2026-12-07t17:00z", "2026-12-07T17:00:00Z", true},
		{"a space for T", "2026-12-07 18:30-05:00", "2026-12-07T18:30:00-05:00", true},
		{"leap day", "2028-02-29T12:00:00Z", "2028-02-29T12:00:00Z", true},
		{"a date alone", "2026-12-07", `deadline: "2026-12-07" is not a deadline: it has no time; write a date, a time and its zone, as in 2026-12-07T18:00:00+01:00`, false},
		{"no zone", "2026-12-07T18:00", "it has no zone", false},
		{"no such day", "2026-02-29T18:00Z", "2026-02 has no day 29", false},
		{"no such month", "2026-13-01T18:00Z", "there is no month 13", false},
		{"a fraction", "2026-12-07T18:00:00.5Z", "a deadline is to the second at most", false},
		{"hour 24", "2026-12-07T24:00:00Z", "up to 23:59:59", false},
		{"a zone too far", "2026-12-07T18:00:00+24:00", "up to 23:59", false},
		{"words", "next Friday", "its date is not written year-month-day", false},
		{"seconds without minutes", "2026-12-07T18:00:Z", "its time is not written", false},
		{"something after the zone", "2026-12-07T18:00Zs", "its zone is not written", false},
		{"a long text, cut in the message", "2026-12-07T18:00:00+01:00" + strings.Repeat("x", 1000), `:00+01:00xxxxxxxxxxxxxxx…" is not a deadline: its zone`, false},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			g, err := loadEdited(t, "test", func(m map[string]any) {
				if c.in != "" {
					m["deadline"] = c.in
				}
			})
			switch {
			case c.ok && err != nil:
				t.Fatalf("refused: %v", err)
			case c.ok && g.File.Deadline != c.want:
				t.Errorf("deadline %q; want %q", g.File.Deadline, c.want)
			case !c.ok && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Errorf("error %v; want %q", err, c.want)
			}
		})
	}
}

// The deadline is written into the file and read back; the next file has
// none of its own (a deadline is one phase's), until one is set for it.
func TestDeadlineIsOnePhases(t *testing.T) {
	g, err := loadEdited(t, "test", func(m map[string]any) { m["deadline"] = "2026-12-07T18:00+01:00" })
	if err != nil {
		t.Fatal(err)
	}
	data, err := g.File.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"deadline": "2026-12-07T18:00:00+01:00"`) {
		t.Errorf("the file written does not hold the deadline:\n%s", data)
	}
	again, err := Load(data)
	if err != nil || again.File.Deadline != "2026-12-07T18:00:00+01:00" {
		t.Fatalf("read back: %v, %q", err, again.File.Deadline)
	}
	r, err := Adjudicate(g, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Next.Deadline != "" {
		t.Errorf("the next file carries the deadline %q of the phase before", r.Next.Deadline)
	}
	if err := r.Next.SetDeadline("tomorrow"); err == nil || r.Next.Deadline != "" {
		t.Errorf("a bad deadline set: %v, %q", err, r.Next.Deadline)
	}
	if err := r.Next.SetDeadline(" 2026-12-21T18:00:00Z "); err != nil || r.Next.Deadline != "2026-12-21T18:00:00Z" {
		t.Errorf("the next phase's deadline: %v, %q", err, r.Next.Deadline)
	}
	if g.File.Deadline != "2026-12-07T18:00:00+01:00" {
		t.Errorf("setting the next file's deadline changed this one's: %q", g.File.Deadline)
	}
	if err := r.Next.SetDeadline(""); err != nil || r.Next.Deadline != "" {
		t.Errorf("cleared: %v, %q", err, r.Next.Deadline)
	}
}

// The deadline in words names the weekday, and ParseDeadline reads what
// time.Parse reads as RFC 3339 (to the second), to the same instant.
func TestDeadlineAgreesWithTimeParse(t *testing.T) {
	for _, s := range []string{
		"2026-12-07T18:00:00+01:00", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59-00:30", "2000-02-29T12:00:00+14:00",
		"2100-02-29T12:00:00Z", "2026-04-31T00:00:00Z", "2026-12-07T18:60:00Z", "2026-1-07T18:00:00Z", "9999-12-31T23:59:59-23:59",
		"2026-12-07T18:00:00+0100", "2026-12-07T18:00:00+01", "2026-12-07T18:00:00 Z", "0000-01-01T00:00:00Z",
	} {
		d, err := ParseDeadline(s)
		want, werr := time.Parse(time.RFC3339, s)
		if (err == nil) != (werr == nil) {
			t.Errorf("%q: ParseDeadline says %v, time.Parse %v", s, err, werr)
			continue
		}
		if err != nil {
			continue
		}
		if d.Unix() != want.Unix() || d.String() != want.Format(time.RFC3339) {
			t.Errorf("%q: %s at %d; time.Parse: %s at %d", s, d, d.Unix(), want.Format(time.RFC3339), want.Unix())
		}
		if long := d.Long(); !strings.HasPrefix(long, want.Weekday().String()+" ") {
			t.Errorf("%q in words %q; want %s first", s, long, want.Weekday())
		}
	}
	d, _ := ParseDeadline("2026-12-07T18:00:00+01:00")
	if got, want := d.Long(), "Monday 7 December 2026, 18:00 UTC+01:00"; got != want {
		t.Errorf("in words %q; want %q", got, want)
	}
	d, _ = ParseDeadline("2026-12-07T17:00:30Z")
	if got, want := d.Long(), "Monday 7 December 2026, 17:00:30 UTC"; got != want {
		t.Errorf("in words %q; want %q", got, want)
	}
}

func FuzzDeadline(f *testing.F) {
	for _, s := range []string{"2026-12-07T18:00:00+01:00", "2026-12-07T17:00:00Z", "2026-02-29T00:00:00Z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDeadline(s)
		// What time.Parse reads and writes back the same (RFC 3339 to the
		// second: it also reads a one-digit hour, which RFC 3339 does not
		// allow) is read.
		if w, werr := time.Parse(time.RFC3339, s); werr == nil && err != nil && w.Format(time.RFC3339) == s {
			t.Errorf("%q: time.Parse reads it, ParseDeadline says %v", s, err)
		}
		if err != nil {
			return
		}
		again, err := ParseDeadline(d.String())
		if err != nil || again.String() != d.String() {
			t.Errorf("%q read as %q, which reads back as %q (%v)", s, d, again, err)
		}
		if len(s) >= 20 && s[10] == 'T' && s[19] != '.' && !strings.ContainsAny(s, "tz ") {
			want, werr := time.Parse(time.RFC3339, s)
			if werr == nil && want.Unix() != d.Unix() {
				t.Errorf("%q: %d; time.Parse %d", s, d.Unix(), want.Unix())
			}
		}
	})
}
