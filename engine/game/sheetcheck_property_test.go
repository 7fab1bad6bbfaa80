package game_test

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/sheets"
)

// Issue 28: one power's sheet has one reading, whether the player checks
// it alone (sheets.CheckSheet, the checker) or the GM reads it among the
// others (sheets.Read, which game.CheckText and Adjudicate use): the same
// problems at the same lines and columns, in words, in every phase kind,
// and no line both explained as valid and refused. A property over the
// sheets of generated games (gametest.RandomText), with lines of every
// kind mixed in, for the power that sends them and for another's header.
func TestOneReadingOfASheet(t *testing.T) {
	data, err := gametest.Opening("property", 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	mixed := []string{
		"4 : A PAR - BUR", "2 > A MUN - RUH", "5 : A PAR - BUR | - PIC", "2*2 : A BER - KIE", "10$",
		"A PAR - BUR", "PAR - BUR", "BUILD A PAR", "BUILD F STP/NC", "REMOVE A PAR", "WAIVE", "F TRI - ALB", "A BUR DISBAND",
		"TRANSFER 1 TO ENGLAND", "TRANSFER 1 TO ATLANTIS", "ACCEPT F?", "ACCEPT FF", "CLEAR",
		"% a comment", "", "nonsense here", "A PAR - BUR % and a comment", "0 : A PAR H",
	}
	kinds := map[orders.PhaseKind]int{}
	for seed := range int64(4) {
		if err := gametest.Play(data, nil, seed, 3, func(g *gamefile.Game, _ *gamefile.Result) error {
			return samePhaseReadings(g, mixed, kinds)
		}); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []orders.PhaseKind{orders.Movement, orders.Retreats, orders.Adjustments} {
		if kinds[k] == 0 {
			t.Errorf("no sheet checked in a phase of kind %c", k)
		}
	}
}

// samePhaseReadings checks every power's generated sheet of the phase.
func samePhaseReadings(g *gamefile.Game, mixed []string, kinds map[orders.PhaseKind]int) error {
	b := game.Reading(g.State)
	rng := rand.New(rand.NewSource(int64(g.Phase.Year)*7 + int64(g.Phase.Kind)))
	sections := map[string][]string{}
	power := ""
	for _, l := range strings.Split(gametest.RandomText(rng, g), "\n") {
		if p, ok := strings.CutSuffix(l, ":"); ok && !strings.Contains(l, " ") {
			power = p
			continue
		}
		if power != "" && l != "" {
			sections[power] = append(sections[power], l)
		}
	}
	for _, p := range g.File.Powers {
		lines := slices.Clone(sections[p.Name])
		for range rng.Intn(5) {
			at := rng.Intn(len(lines) + 1)
			lines = slices.Insert(lines, at, mixed[rng.Intn(len(mixed))])
		}
		sheet := strings.Join(lines, "\n") + "\n"
		kinds[g.Phase.Kind]++
		if err := sameReading(b, p.Name, sheet); err != nil {
			return fmt.Errorf("%s's sheet:\n%s\n%v", p.Name, sheet, err)
		}
	}
	return nil
}

// sameReading compares the player's check of one sheet with the GM's
// reading of it under its power's header (one line further down).
func sameReading(b sheets.Board, power, sheet string) error {
	sc, err := sheets.CheckSheet(b, power, sheet)
	if err != nil {
		return err
	}
	secs, split, err := sheets.Split(b.Map, power+":\n"+sheet)
	if err != nil {
		return err
	}
	_, ds := sheets.Read(b, secs)
	gm := append(split, ds...).Summarised()
	var want []string
	for _, d := range gm {
		if d.Line > 0 {
			d.Line--
		}
		want = append(want, d.String())
	}
	var got []string
	refused := map[int]bool{}
	for _, d := range sc.Diagnostics {
		got = append(got, d.String())
		refused[d.Line] = true
	}
	if !slices.Equal(got, want) {
		return fmt.Errorf("the player's check finds\n  %s\nthe GM's reading\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	for _, e := range sc.Explained {
		if refused[e.Line] {
			return fmt.Errorf("line %d is explained (%s) and refused", e.Line, e)
		}
	}
	return nil
}
