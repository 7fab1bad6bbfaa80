package gamefile

import (
	"fmt"
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
func ParseDeadline(s string) (Deadline, error) {
	var d Deadline
	bad := func(why string) (Deadline, error) {
		return Deadline{}, fmt.Errorf("%q is not a deadline: %s; write a date, a time and its zone, as in 2026-12-07T18:00:00+01:00 (or Z for UTC: 2026-12-07T17:00:00Z)", s, why)
	}
	if len(s) > 40 {
		return bad("far too long")
	}
	date, clock, ok := strings.Cut(s, "T")
	if !ok {
		if date, clock, ok = strings.Cut(s, "t"); !ok {
			if date, clock, ok = strings.Cut(s, " "); !ok {
				return bad("it has no time")
			}
		}
	}
	var err bool
	d.Year, err = digits(date, 0, 4)
	d.Month, err = digitsAfter(date, 4, '-', 2, err)
	d.Day, err = digitsAfter(date, 7, '-', 2, err)
	if err || len(date) != 10 {
		return bad("its date is not written year-month-day (2026-12-07)")
	}
	if d.Month < 1 || d.Month > 12 {
		return bad(fmt.Sprintf("there is no month %d", d.Month))
	}
	if d.Day < 1 || d.Day > monthDays(d.Year, d.Month) {
		return bad(fmt.Sprintf("%04d-%02d has no day %d", d.Year, d.Month, d.Day))
	}
	zone := strings.IndexAny(clock, "Zz+-")
	if zone < 0 {
		return bad("it has no zone")
	}
	hms, z := clock[:zone], clock[zone:]
	if strings.Contains(hms, ".") {
		return bad("a deadline is to the second at most")
	}
	d.Hour, err = digits(hms, 0, 2)
	d.Minute, err = digitsAfter(hms, 2, ':', 2, err)
	switch len(hms) {
	case 5:
	case 8:
		d.Second, err = digitsAfter(hms, 5, ':', 2, err)
	default:
		err = true
	}
	if err || d.Hour > 23 || d.Minute > 59 || d.Second > 59 {
		return bad("its time is not written hours:minutes (18:00) or hours:minutes:seconds, up to 23:59:59")
	}
	switch {
	case z == "Z" || z == "z":
		d.utc = true
	case len(z) == 6 && (z[0] == '+' || z[0] == '-'):
		h, e := digits(z, 1, 2)
		m, e := digitsAfter(z, 3, ':', 2, e)
		if e || h > 23 || m > 59 {
			return bad("its zone is not written +hh:mm or -hh:mm, up to 23:59")
		}
		d.Offset = h*60 + m
		if z[0] == '-' {
			d.Offset = -d.Offset
		}
	default:
		return bad("its zone is not written Z, +hh:mm or -hh:mm")
	}
	return d, nil
}

// digits reads n decimal digits of s at i; err says they were not there.
func digits(s string, i, n int) (int, bool) {
	if i+n > len(s) {
		return 0, true
	}
	v := 0
	for _, c := range []byte(s[i : i+n]) {
		if c < '0' || c > '9' {
			return 0, true
		}
		v = v*10 + int(c-'0')
	}
	return v, false
}

// digitsAfter reads sep at i and n digits after it, unless an earlier
// read failed (err).
func digitsAfter(s string, i int, sep byte, n int, err bool) (int, bool) {
	if err || i >= len(s) || s[i] != sep {
		return 0, true
	}
	return digits(s, i+1, n)
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
// seconds, T and Z in upper case.
func (d Deadline) String() string {
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d%s", d.Year, d.Month, d.Day, d.Hour, d.Minute, d.Second, d.zone(true))
}

// zone is the deadline's zone: Z (or UTC in words) or ±hh:mm.
func (d Deadline) zone(file bool) string {
	if d.utc || d.Offset == 0 && !file {
		if file {
			return "Z"
		}
		return "UTC"
	}
	sign, o := "+", d.Offset
	if o < 0 {
		sign, o = "-", -o
	}
	if file {
		return fmt.Sprintf("%s%02d:%02d", sign, o/60, o%60)
	}
	return fmt.Sprintf("UTC%s%02d:%02d", sign, o/60, o%60)
}

var (
	weekdays   = []string{"Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"} // 1970-01-01 was a Thursday
	monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// Long is the deadline in words for players, in the GM's zone as set:
// "Monday 7 December 2026, 18:00 UTC+01:00" (the seconds only when set).
func (d Deadline) Long() string {
	days := daysSince1970(d.Year, d.Month, d.Day)
	clock := fmt.Sprintf("%02d:%02d", d.Hour, d.Minute)
	if d.Second != 0 {
		clock += fmt.Sprintf(":%02d", d.Second)
	}
	return fmt.Sprintf("%s %d %s %d, %s %s", weekdays[((days%7)+7)%7], d.Day, monthNames[d.Month-1], d.Year, clock, d.zone(false))
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
