package board

import "testing"

// A map's calendar (hundred's A.D. turns, issue 31) must be one the phase
// codes can write and whose adjustments come; the game years it makes run
// from one adjustment phase to the next (DPjudge's IFYEARDIV), as the
// standard year's run from one Winter to the next.
func TestCalendar(t *testing.T) {
	for _, bad := range []Calendar{
		{Season: "SPRING", Step: 1, AdjustEvery: 1}, // reads as the standard year's S
		{Season: "B.C.", Step: 1, AdjustEvery: 2},   // a letter phase codes do not read
		{Season: "A.D.", Step: 5, AdjustEvery: 7},   // turns of 1425, 1430... never meet 7
		{Season: "A.D.", Step: 0, AdjustEvery: 10},
	} {
		if CheckCalendar(&bad) == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	hundred := &Map{Calendar: &Calendar{Season: "A.D.", Step: 5, AdjustEvery: 10}}
	if err := CheckCalendar(hundred.Calendar); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		year   int
		adjust bool
		want   int
	}{{1425, false, 143}, {1430, false, 143}, {1430, true, 144}, {1435, false, 144}, {1440, false, 144}, {1440, true, 145}} {
		if got := hundred.GameYear(c.year, c.adjust); got != c.want {
			t.Errorf("hundred: %d (adjustments %v) is game year %d, want %d", c.year, c.adjust, got, c.want)
		}
	}
	std := &Map{}
	if std.GameYear(1901, false) != 1901 || std.GameYear(1901, true) != 1902 || std.YearSpan() != 1 || hundred.YearSpan() != 10 {
		t.Error("the standard year: a Winter opens the next game year; spans of 1 and 10 years")
	}
}
