package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// Rules are the variant switches of a game (game-format.md §3). The zero
// value is the current Payola rules.
type Rules struct {
	Income Income `json:"income"`
}

// Income is how much tax a power collects each year (rules 2.1, 6.2, 6.6).
type Income struct {
	Scheme       string         `json:"scheme,omitempty"` // "decreasing" (default), "flat", "perCenter"
	PerCenter    int            `json:"perCenter,omitempty"`
	CenterValues map[string]int `json:"centerValues,omitempty"`
	Cap          int            `json:"cap,omitempty"`
	Victory      int            `json:"victory,omitempty"` // for the decreasing scale; the map's by default
}

// variantKeys are the switches of rule 6 that come with the variations work;
// naming one is refused rather than silently ignored.
var variantKeys = map[string]string{
	"classic": "Payola Classic (rule 6.1)",
	"ebayola": "eBayola (rule 6.4)",
	"zeroSum": "Zero Sum (rule 6.7)",
	"blind":   "Tin Cup (rule 6.3)",
}

// ParseRules reads the rules object, refusing unknown keys and values.
func ParseRules(raw json.RawMessage, m *board.Map) (Rules, error) {
	var r Rules
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return r, nil
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &keys); err != nil {
		return r, errors.New("must be an object, e.g. {} or {\"income\": {\"scheme\": \"flat\", \"perCenter\": 7}}")
	}
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if what, ok := variantKeys[k]; ok {
			var on bool
			if json.Unmarshal(keys[k], &on) == nil && !on {
				continue
			}
			return r, fmt.Errorf("%s: %s is not supported by this version yet", k, what)
		}
		if k != "income" {
			msg := fmt.Sprintf("%s: unknown rule", k)
			if s := closest(k, []string{"income", "classic", "ebayola", "zeroSum", "blind"}); s != "" {
				msg += "; did you mean " + s + "?"
			}
			return r, errors.New(msg)
		}
	}
	if in, ok := keys["income"]; ok {
		dec := json.NewDecoder(bytes.NewReader(in))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r.Income); err != nil {
			return r, fmt.Errorf("income: %v", strings.TrimPrefix(err.Error(), "json: "))
		}
		if err := r.Income.check(m); err != nil {
			return r, fmt.Errorf("income.%v", err)
		}
	}
	return r, nil
}

func (in *Income) check(m *board.Map) error {
	switch in.Scheme {
	case "", "decreasing":
		in.Scheme = "decreasing"
	case "flat":
		if in.PerCenter <= 0 {
			return errors.New("perCenter: a flat income needs a positive amount per center")
		}
	case "perCenter":
		for c, v := range in.CenterValues {
			p := m.Province(c)
			if p == nil || !p.Center {
				return fmt.Errorf("centerValues: %q is not a supply center", c)
			}
			if v < 0 {
				return fmt.Errorf("centerValues: %s is worth %d; values are never negative", c, v)
			}
		}
	default:
		return fmt.Errorf("scheme: %q is not one of decreasing, flat, perCenter", in.Scheme)
	}
	if in.Cap < 0 || in.PerCenter < 0 || in.Victory < 0 {
		return errors.New("cap, perCenter and victory are never negative")
	}
	return nil
}

// YearlyIncome is the tax a power owning these centers collects (rule 2.1):
// with victory condition V the first center pays V-1, the next V-2, and so on.
func (r Rules) YearlyIncome(m *board.Map, centers []string) int {
	in := r.Income
	total := 0
	switch in.Scheme {
	case "flat":
		total = len(centers) * in.PerCenter
	case "perCenter":
		for _, c := range centers {
			if v, ok := in.CenterValues[c]; ok {
				total += v
			} else {
				total += in.PerCenter
			}
		}
	default:
		total = decreasing(victoryOf(in, m), len(centers))
	}
	if in.Cap > 0 && total > in.Cap {
		total = in.Cap
	}
	return total
}

func victoryOf(in Income, m *board.Map) int {
	if in.Victory > 0 {
		return in.Victory
	}
	return m.Victory
}

func decreasing(v, n int) int {
	total := 0
	for k := 1; k <= n; k++ {
		total += max(0, v-k)
	}
	return total
}

// OpeningBalance is a new game's treasury: one year's income; a power that
// starts with units but no centers gets half the income it would have with a
// center for each unit, rounded down (rule 6.2).
func (r Rules) OpeningBalance(m *board.Map, centers []string, units int) int {
	if len(centers) == 0 && units > 0 {
		fake := make([]string, units)
		for i := range fake {
			fake[i] = "?"
		}
		return r.YearlyIncome(m, fake) / 2
	}
	return r.YearlyIncome(m, centers)
}
