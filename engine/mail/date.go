package mail

import (
	"fmt"
	"strconv"
	"strings"
)

// A message's date is kept as seconds since 1970 in UTC, read and written
// here by hand (RFC 5322 §3.3, with §4.3's obsolete forms), so that the
// page's engine does not carry the time package's parser for it;
// TestHeaderAgreesWithNetMail holds it to net/mail.ParseDate.

var months = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// zones are §4.3's obsolete zone names; any other name (the military
// letters) counts as UTC, as the RFC advises.
var zones = map[string]int{"ut": 0, "utc": 0, "gmt": 0, "z": 0, "edt": -4, "est": -5, "cdt": -5, "cst": -6, "mdt": -6, "mst": -7, "pdt": -7, "pst": -8}

// parseDate reads a Date field: "Mon, 2 Mar 2026 09:15:04 +0100", the day
// of the week optional, seconds optional, a two-digit year, a zone named or
// followed by a comment ("+0100 (CET)").
func parseDate(s string) (int64, bool) {
	if i := strings.IndexByte(s, '('); i > 0 {
		s = s[:i]
	}
	if i := strings.IndexByte(s, ','); i >= 0 {
		s = s[i+1:]
	}
	f := strings.Fields(s)
	if len(f) != 5 {
		return 0, false
	}
	day, err1 := strconv.Atoi(f[0])
	year, err2 := strconv.Atoi(f[2])
	month := -1
	for i, m := range months {
		if strings.EqualFold(f[1], m) {
			month = i + 1
		}
	}
	if err1 != nil || err2 != nil || month < 0 || day < 1 || day > 31 || year < 0 || year > 9999 || len(f[0]) > 2 {
		return 0, false
	}
	switch len(f[2]) {
	case 2:
		if year += 1900; year < 1950 {
			year += 100
		}
	case 4:
	default:
		return 0, false
	}
	clock := strings.Split(f[3], ":")
	if len(clock) < 2 || len(clock) > 3 {
		return 0, false
	}
	var hms [3]int
	for i, c := range clock {
		n, err := strconv.Atoi(c)
		if err != nil || len(c) != 2 || n > []int{23, 59, 59}[i] {
			return 0, false
		}
		hms[i] = n
	}
	var offset int // seconds east of UTC
	switch z := f[4]; {
	case len(z) == 5 && (z[0] == '+' || z[0] == '-'):
		n, err := strconv.Atoi(z[1:])
		if err != nil || n%100 > 59 {
			return 0, false
		}
		offset = (n/100*3600 + n%100*60)
		if z[0] == '-' {
			offset = -offset
		}
	default:
		h, ok := zones[strings.ToLower(z)]
		if !ok && !isAlpha(z) {
			return 0, false
		}
		offset = h * 3600
	}
	if day > daysIn(year, month) {
		return 0, false
	}
	return daysFromCivil(year, month, day)*86400 + int64(hms[0]*3600+hms[1]*60+hms[2]-offset), true
}

func isAlpha(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

func daysIn(y, m int) int {
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

// daysFromCivil counts days from 1970-01-01 (Howard Hinnant's algorithm).
func daysFromCivil(y, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era)*146097 + int64(doe) - 719468
}

// civilFromDays is daysFromCivil undone.
func civilFromDays(z int64) (y, m, d int) {
	z += 719468
	era := z / 146097
	if z < 0 && z%146097 != 0 {
		era--
	}
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d = int(doy - (153*mp+2)/5 + 1)
	m = int(mp + 3)
	if m > 12 {
		m -= 12
	}
	y = int(yoe + era*400)
	if m <= 2 {
		y++
	}
	return y, m, d
}

// dateWords is a date as the GM reads it: "Mon 2 Mar 2026 08:15 UTC".
func dateWords(unix int64) string {
	days := unix / 86400
	secs := unix % 86400
	if secs < 0 {
		secs += 86400
		days--
	}
	y, m, d := civilFromDays(days)
	weekday := []string{"Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"}[((days%7)+7)%7]
	return fmt.Sprintf("%s %d %s %d %02d:%02d UTC", weekday, d, strings.ToUpper(months[m-1][:1])+months[m-1][1:], y, secs/3600, secs%3600/60)
}

// dateISO is a date as RFC 3339 writes it in UTC, for the page.
func dateISO(unix int64) string {
	days := unix / 86400
	secs := unix % 86400
	if secs < 0 {
		secs += 86400
		days--
	}
	y, m, d := civilFromDays(days)
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, secs/3600, secs%3600/60, secs%60)
}
