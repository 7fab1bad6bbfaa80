package gamefile

import (
	"fmt"
	"strconv"
	"strings"
)

// Deadline is when the sheets of the phase a game file is at are due
// (issue 35): an RFC 3339 date-time with its zone, as the GM set it. It is
// the GM's, like the players' addresses: the engine plays no differently
// for it, and never reads a clock; the page counts the time left.
//
// It is read and written here by hand, as engine/mail reads dates, so that
// the page's engine does not carry the time package's parser;
// TestDeadlineAgreesWithTimeParse holds it to time.Parse(time.RFC3339).
type Deadline struct {
	Year, Month, Day     int
	Hour, Minute, Second int
	Offset               int // minutes east of UTC; 0 with Z
	utc                  bool
}

// ParseDeadline reads a deadline: "2026-12-07T18:00:00+01:00" or
// "2026-12-07T17:00:00Z" (RFC 3339's date-time), the seconds optional
// ("2026-12-07T18:00+01:00"), a space or a lower-case t or z taken as RFC
// 3339 §5.6 allows. A date alone, a time without its zone or a fraction of
// a second is refused, saying how to write it.
//
// It reads the text a byte at a time against its shape (9 a digit, T a
// T, t or space, anything else itself; the seconds may be skipped, and the
// zone be Z), the values one after another into v; then checks their
// ranges. TestDeadlineIsRead names each refusal, FuzzDeadline holds it to
// time.Parse both ways.
func ParseDeadline(s string) (Deadline, error) {
	const shape = "9999-99-99T99:99:99+99:99"
	var v [8]int // year, month, day, hour, minute, second, zone hours, zone minutes
	k, i := 0, 0 // the value read into, the byte read
	utc, west := false, false
	why := ""
	for j := 0; why == "" && j < len(shape); j++ {
		want := shape[j]
		var c byte
		if i < len(s) {
			c = s[i]
		}
		switch {
		case j == 10 && i == len(s):
			why = "it has no time"
		case j == 16 && c != ':': // no seconds: on to the zone
			j, k = 18, 5
			continue
		case j == 19 && (c == 'Z' || c == 'z') && i == len(s)-1:
			utc = true
			i++
			j = len(shape)
		case j == 19 && i == len(s):
			why = "it has no zone"
		case j == 19 && c == '.':
			why = "a deadline is to the second at most"
		case j == 19 && (c == '+' || c == '-'):
			west = c == '-'
			k++
			i++
		case want == '9' && c >= '0' && c <= '9':
			v[k] = v[k]*10 + int(c-'0')
			i++
		case want == 'T' && (c == 'T' || c == 't' || c == ' '), want == c:
			k++
			i++
		case j < 10:
			why = "its date is not written year-month-day (2026-12-07)"
		case j < 19:
			why = "its time is not written hours:minutes (18:00) or hours:minutes:seconds"
		default:
			why = "its zone is not written Z, +hh:mm or -hh:mm"
		}
	}
	switch {
	case why != "":
	case i < len(s):
		why = "its zone is not written Z, +hh:mm or -hh:mm"
	case v[1] < 1 || v[1] > 12:
		why = "there is no month " + strconv.Itoa(v[1])
	case v[2] < 1 || v[2] > monthDays(v[0], v[1]):
		why = s[:7] + " has no day " + strconv.Itoa(v[2])
	case v[3] > 23 || v[4] > 59 || v[5] > 59:
		why = "its time goes up to 23:59:59"
	case v[6] > 23 || v[7] > 59:
		why = "its zone goes up to 23:59"
	}
	if why != "" {
		if len(s) > 40 {
			s = s[:40] + "…" // quoted whole, a long text would hide the message
		}
		return Deadline{}, fmt.Errorf("%q is not a deadline: %s; write a date, a time and its zone, as in 2026-12-07T18:00:00+01:00 (or Z for UTC: 2026-12-07T17:00:00Z)", s, why)
	}
	offset := v[6]*60 + v[7]
	if west {
		offset = -offset
	}
	return Deadline{v[0], v[1], v[2], v[3], v[4], v[5], offset, utc}, nil
}

func monthDays(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// String is the deadline as the game file keeps it: RFC 3339 with the
// seconds, T and Z in upper case. (Written without fmt, as Long: each
// boxed argument costs the page's engine.)
func (d Deadline) String() string {
	return pad(d.Year, 4) + "-" + pad(d.Month, 2) + "-" + pad(d.Day, 2) + "T" + pad(d.Hour, 2) + ":" + pad(d.Minute, 2) + ":" + pad(d.Second, 2) + d.zone("Z", "")
}

// zone is the deadline's zone: utc for Z (or an offset of 0 when given
// utc), else before and ±hh:mm.
func (d Deadline) zone(utc, before string) string {
	if d.utc || d.Offset == 0 && before != "" {
		return utc
	}
	sign, o := "+", d.Offset
	if o < 0 {
		sign, o = "-", -o
	}
	return before + sign + pad(o/60, 2) + ":" + pad(o%60, 2)
}

// pad is n in at least width digits.
func pad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

var (
	weekdays   = []string{"Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"} // 1970-01-01 was a Thursday
	monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// Long is the deadline in words for players, in the GM's zone as set:
// "Monday 7 December 2026, 18:00 UTC+01:00" (the seconds only when set).
func (d Deadline) Long() string {
	days := daysSince1970(d.Year, d.Month, d.Day)
	clock := pad(d.Hour, 2) + ":" + pad(d.Minute, 2)
	if d.Second != 0 {
		clock += ":" + pad(d.Second, 2)
	}
	return weekdays[((days%7)+7)%7] + " " + strconv.Itoa(d.Day) + " " + monthNames[d.Month-1] + " " + strconv.Itoa(d.Year) + ", " + clock + " " + d.zone("UTC", "UTC")
}

// Unix is the deadline in seconds since 1970 (UTC): for tests and for
// sorting, never against a clock in the engine.
func (d Deadline) Unix() int64 {
	return daysSince1970(d.Year, d.Month, d.Day)*86400 + int64(d.Hour*3600+d.Minute*60+d.Second-d.Offset*60)
}

// daysSince1970 counts days from 1970-01-01 (Howard Hinnant's algorithm,
// as engine/mail's dates).
func daysSince1970(y, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 {
		era = (y - 399) / 400 // year 0's January and February
	}
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era)*146097 + int64(doe) - 719468
}

// checkDeadline reads the file's deadline, if it has one, and keeps it as
// String writes it.
func checkDeadline(f *File) error {
	if f.Deadline == "" {
		return nil
	}
	d, err := ParseDeadline(f.Deadline)
	if err != nil {
		return fmt.Errorf("deadline: %v", err)
	}
	f.Deadline = d.String()
	return nil
}

// DeadlineOf is the file's deadline read, and whether it has one (a
// loaded file's is always valid).
func (f *File) DeadlineOf() (Deadline, bool) {
	if f.Deadline == "" {
		return Deadline{}, false
	}
	d, err := ParseDeadline(f.Deadline)
	return d, err == nil
}

// SetDeadline sets the file's deadline, the sheets of the phase it is at
// due then ("" clears it); a deadline that does not read is refused and
// the file left as it was.
func (f *File) SetDeadline(s string) error {
	s = strings.TrimSpace(s)
	if s == "" {
		f.Deadline = ""
		return nil
	}
	d, err := ParseDeadline(s)
	if err != nil {
		return err
	}
	f.Deadline = d.String()
	return nil
}
