package game

import (
	"strings"
	"testing"
)

// The public results of a worked Fall and Winter (game-format §4), line for
// line: each power's orders under its name (a power without orders is not
// named), a standoff's empty province in its own paragraph, and the
// position, where a power with a unit or a center is listed and a power with
// neither (Russia) is not. The Fall captures Holland for England; France's
// Marseilles and Germany's Munich bounce in Burgundy, which stays empty.
func TestPublicResultsOfAWorkedFallAndWinter(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A MAR", "A PAR"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
		"ENGLAND": {strs("F NTH"), strs()},
		"ITALY":   {strs(), strs("ROM")},
		"RUSSIA":  {strs(), strs()},
	}, nil, `{}`)
	fall := mustAdjudicate(t, g, "FRANCE:\nA MAR - BUR\nA PAR - PIC\nGERMANY:\nA MUN - BUR\nENGLAND:\nF NTH - HOL\n", Options{})
	want := `game: Fall 1901 Movement results
================================

ENGLAND
  F NTH - HOL                  succeeds

FRANCE
  A MAR - BUR                  fails
  A PAR - PIC                  succeeds

GERMANY
  A MUN - BUR                  fails

Left empty by a standoff (no retreat there): BUR

Position now:
  ENGLAND   1 centers: HOL                                      units: F HOL
  FRANCE    3 centers: BRE MAR PAR                              units: A MAR, A PIC
  GERMANY   1 centers: MUN                                      units: A MUN
  ITALY     1 centers: ROM                                      units: 

Next phase: Winter 1901 Adjustments
`
	if fall.Public != want {
		t.Errorf("Fall results:\n%s\nwant:\n%s", fall.Public, want)
	}
	// France builds in its free home, Italy in Rome: nothing stands off.
	winter := mustAdjudicate(t, next(t, fall), "FRANCE:\nBUILD F BRE\nITALY:\nBUILD A ROM\n", Options{})
	want = `game: Winter 1901 Adjustments results
=====================================

FRANCE
  BUILD F BRE                  succeeds

ITALY
  BUILD A ROM                  succeeds

Position now:
  ENGLAND   1 centers: HOL                                      units: F HOL
  FRANCE    3 centers: BRE MAR PAR                              units: F BRE, A MAR, A PIC
  GERMANY   1 centers: MUN                                      units: A MUN
  ITALY     1 centers: ROM                                      units: A ROM

Next phase: Spring 1902 Movement
`
	if winter.Public != want {
		t.Errorf("Winter results:\n%s\nwant:\n%s", winter.Public, want)
	}
	if strings.Contains(fall.Public, "RUSSIA") {
		t.Errorf("Russia has nothing left and is named")
	}
}
