// Command datcgen turns the DATC test cases (jDip's text format) into the
// engine's DATC test data (engine/datc): per case its id, phase, units, center owners, orders as
// written and expected positions. Facts only: comments are dropped, order
// text is kept as written, and the one misspelt power name is corrected.
//
//	go run ./scripts/datcgen [-in ../shared/data/datc_v2.4_06.txt] [-out engine/datc/datc.json]
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/datc"
	"github.com/payola-gm/payola/engine/orders"
)

// powerFixes corrects misspelt power names in the source file.
var powerFixes = map[string]string{"Germnay": "Germany"}

func main() {
	in := flag.String("in", "../shared/data/datc_v2.4_06.txt", "DATC file (jDip format)")
	out := flag.String("out", "engine/datc/datc.json", "where to write the test data")
	flag.Parse()
	src, err := os.ReadFile(*in)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	data, err := Convert(src, board.Standard())
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", *in, err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// Convert reads the DATC file and returns the JSON test data.
func Convert(src []byte, m *board.Map) ([]byte, error) {
	cases, err := parse(src, m)
	if err != nil {
		return nil, err
	}
	for i := range cases {
		if err := retreatSetting(m, &cases[i]); err != nil {
			return nil, fmt.Errorf("case %s: %v", cases[i].ID, err)
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", " ")
	if err := enc.Encode(cases); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func parse(src []byte, m *board.Map) ([]datc.Case, error) {
	var cases []datc.Case
	var c *datc.Case
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(src))
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		word, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		fail := func(format string, args ...any) error {
			return fmt.Errorf("line %d: %s", n, fmt.Sprintf(format, args...))
		}
		switch word {
		case "VARIANT_ALL":
			continue
		case "CASE":
			if c != nil {
				return nil, fail("CASE inside case %s", c.ID)
			}
			id, _, _ := strings.Cut(rest, " ")
			c = &datc.Case{ID: strings.TrimSuffix(id, "."), Phase: "movement"}
			section = ""
			continue
		case "END":
			if c == nil {
				return nil, fail("END outside a case")
			}
			cases = append(cases, *c)
			c = nil
			continue
		}
		if c == nil {
			return nil, fail("%q outside a case", line)
		}
		switch word {
		case "PRESTATE_SETPHASE":
			switch {
			case strings.HasSuffix(strings.ToLower(rest), "movement"):
				c.Phase = "movement"
			case strings.HasSuffix(strings.ToLower(rest), "retreat"):
				c.Phase = "retreat"
			case strings.HasSuffix(strings.ToLower(rest), "adjustment"):
				c.Phase = "adjustment"
			default:
				return nil, fail("unknown phase %q", rest)
			}
			continue
		case "POSTSTATE_SAME":
			c.Same = true
			continue
		case "PRESTATE", "PRESTATE_DISLODGED", "PRESTATE_RESULTS", "PRESTATE_SUPPLYCENTER_OWNERS",
			"ORDERS", "POSTSTATE", "POSTSTATE_DISLODGED":
			section = word
			continue
		}
		if section == "PRESTATE_RESULTS" {
			verdict, order, ok := strings.Cut(line, ":")
			if !ok || (verdict != "SUCCESS" && verdict != "FAILURE") {
				return nil, fail("result %q is not SUCCESS: or FAILURE:", line)
			}
			l, err := powerLine(strings.TrimSpace(order), m)
			if err != nil {
				return nil, fail("%v", err)
			}
			c.Results = append(c.Results, datc.Result{Success: verdict == "SUCCESS", Power: l.Power, Text: l.Text})
			continue
		}
		l, err := powerLine(line, m)
		if err != nil {
			return nil, fail("%v", err)
		}
		switch section {
		case "PRESTATE":
			c.Prestate = append(c.Prestate, l)
		case "PRESTATE_DISLODGED":
			c.Dislodged = append(c.Dislodged, datc.Dislodged{Power: l.Power, Text: l.Text})
		case "PRESTATE_SUPPLYCENTER_OWNERS":
			c.Owners = append(c.Owners, l)
		case "ORDERS":
			c.Orders = append(c.Orders, l)
		case "POSTSTATE":
			c.Poststate = append(c.Poststate, l)
		case "POSTSTATE_DISLODGED":
			c.PostDislodged = append(c.PostDislodged, l)
		default:
			return nil, fail("%q outside any section", line)
		}
	}
	if c != nil {
		return nil, fmt.Errorf("case %s has no END", c.ID)
	}
	return cases, sc.Err()
}

// powerLine splits "England: F nth-pic" into the power and the text. The
// colon is missing on one line of the file ("Italy F gol"); the power's name
// still comes first.
func powerLine(line string, m *board.Map) (datc.Line, error) {
	power, text, ok := strings.Cut(line, ":")
	if !ok {
		power, text, ok = strings.Cut(line, " ")
	}
	if !ok {
		return datc.Line{}, fmt.Errorf("%q has no \"Power:\"", line)
	}
	power = strings.TrimSpace(power)
	if fix, ok := powerFixes[power]; ok {
		power = fix
	}
	if m.Power(power) == nil {
		return datc.Line{}, fmt.Errorf("%q is not a power of the map", power)
	}
	return datc.Line{Power: power, Text: strings.TrimSpace(text)}, nil
}

// retreatSetting works out from a retreat case's PRESTATE_RESULTS what a
// game file records after a movement phase: each dislodged unit's attacker's
// origin (and whether it came by convoy), and the provinces left empty by a
// standoff (an empty province at least two failed moves aimed at).
func retreatSetting(m *board.Map, c *datc.Case) error {
	if len(c.Dislodged) == 0 {
		return nil
	}
	var moves []orders.Order
	var ok []bool
	for _, r := range c.Results {
		o, err := orders.Parse(m, r.Text, orders.Movement)
		if err != nil {
			return fmt.Errorf("result %q: %v", r.Text, err)
		}
		if o.Kind == orders.Move {
			moves = append(moves, o)
			ok = append(ok, r.Success)
		}
	}
	for i := range c.Dislodged {
		d := &c.Dislodged[i]
		u, err := orders.ParseUnit(m, d.Text)
		if err != nil {
			return fmt.Errorf("dislodged %q: %v", d.Text, err)
		}
		for j, o := range moves {
			if ok[j] && o.Dest.Province() == u.Province() {
				d.AttackedFrom = o.Unit.Province()
				d.ByConvoy = o.Unit.Type == board.Army &&
					(o.ViaConvoy || len(o.Route) > 0 || !m.Adjacent(board.Army, o.Unit.Loc, o.Dest))
			}
		}
		if d.AttackedFrom == "" {
			return fmt.Errorf("no successful move dislodged %s", u)
		}
	}
	occupied := map[string]bool{}
	for _, l := range c.Prestate {
		if u, err := orders.ParseUnit(m, l.Text); err == nil {
			occupied[u.Province()] = true
		}
	}
	failed := map[string]int{}
	for j, o := range moves {
		if !ok[j] {
			failed[o.Dest.Province()]++
		}
	}
	for prov, n := range failed {
		if !occupied[prov] && n >= 2 {
			c.Contested = append(c.Contested, prov)
		}
	}
	sort.Strings(c.Contested)
	return nil
}
