package gamefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// The rules object of a game file (game-format.md §3, rule 6): read into
// game.Rules, refused in the GM's words, told in words for the GM's panel,
// and offered key by key to the New game dialog (form.go).

// classicParts are the part keys with what each means, in the order the
// rules are described.
var classicParts = []struct {
	key, words string
	short      string // the part as a subject, for a refusal
	field      func(p *game.ClassicParts) *bool
}{
	{"directOnly", "direct offers (:) only, no wildcards or negative offers", "direct offers only", func(p *game.ClassicParts) *bool { return &p.DirectOnly }},
	{"oneOfferPerUnit", "one offer per unit, one order per offer (no '|')", "one offer per unit", func(p *game.ClassicParts) *bool { return &p.OneOfferPerUnit }},
	{"noSavings", "no savings requests ($)", "no savings requests", func(p *game.ClassicParts) *bool { return &p.NoSavings }},
	{"noPlateaus", "no plateaus (#)", "no plateaus", func(p *game.ClassicParts) *bool { return &p.NoPlateaus }},
	{"noRepetition", "no repetition (*) or augmentation (+)", "no repetition or augmentation", func(p *game.ClassicParts) *bool { return &p.NoRepetition }},
	{"zeroToForeign", "0 AgP offers to foreign units allowed", "0 AgP offers to foreign units", func(p *game.ClassicParts) *bool { return &p.ZeroToForeign }},
	{"flatIncome", "flat income of 7 AgP per supply center", "flat income of 7 AgP per supply center", func(p *game.ClassicParts) *bool { return &p.FlatIncome }},
}

// switches are the on/off keys of the rules object, with their rule.
var switches = []struct {
	key, what string
	set       func(r *game.Rules)
}{
	{"blind", "Tin Cup (rule 6.3)", func(r *game.Rules) { r.Blind = true }},
	{"classic", "Payola Classic (rule 6.1), all of its parts", func(r *game.Rules) { r.Classic = true }},
	{"ebayola", "eBayola (rule 6.4)", func(r *game.Rules) { r.EBayola = true }},
	{"zeroSum", "Zero Sum (rule 6.7)", func(r *game.Rules) { r.ZeroSum = true }},
}

// classicIncome is Payola Classic's tax: seven per center, flat (6.1).
const classicIncome = 7

// parseRules reads the rules object, refusing unknown keys, values that are
// not what the key takes, and switches that contradict each other.
func parseRules(raw json.RawMessage, m *board.Map) (game.Rules, error) {
	var r game.Rules
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return r, nil
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &keys); err != nil {
		return r, errors.New("must be an object, e.g. {} or {\"classic\": true}")
	}
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	sort.Strings(names)
	known := []string{"income"}
	for _, sw := range switches {
		known = append(known, sw.key)
	}
	for _, pt := range classicParts {
		known = append(known, pt.key)
	}
	explicit := map[string]bool{} // part key -> its value, when the file sets it
	for _, k := range names {
		if k == "income" {
			continue
		}
		found := false
		for _, sw := range switches {
			if sw.key != k {
				continue
			}
			found = true
			var on bool
			if err := json.Unmarshal(keys[k], &on); err != nil {
				return r, fmt.Errorf("%s: must be true or false (%s), not %s", k, sw.what, bytes.TrimSpace(keys[k]))
			}
			if on {
				sw.set(&r)
			}
		}
		for _, pt := range classicParts {
			if pt.key != k {
				continue
			}
			found = true
			var on bool
			if err := json.Unmarshal(keys[k], &on); err != nil {
				return r, fmt.Errorf("%s: must be true or false (Payola Classic's %s, rule 6.1), not %s", k, pt.words, bytes.TrimSpace(keys[k]))
			}
			explicit[k] = on
		}
		if !found {
			msg := keyWords(k) + ": unknown rule"
			if s := orders.Closest(k, known); s != "" {
				msg += "; did you mean " + s + "?"
			}
			return r, errors.New(msg)
		}
	}
	// A part's own key wins over the classic shorthand, either way.
	from := map[string]string{} // part key -> the key that set it ("classic" or itself), for errors
	for _, pt := range classicParts {
		on, set := explicit[pt.key]
		switch {
		case set && on:
			from[pt.key] = pt.key
		case !set && r.Classic:
			on = true
			from[pt.key] = "classic"
		}
		*pt.field(&r.Parts) = on
	}
	raw, hasIncome := keys["income"]
	if hasIncome {
		// The income object's keys; the type is named Income, as a refusal
		// of a value names it ("Go struct field Income.cap").
		type Income struct {
			Scheme       string         `json:"scheme,omitempty"`
			PerCenter    int            `json:"perCenter,omitempty"`
			CenterValues map[string]int `json:"centerValues,omitempty"`
			Cap          int            `json:"cap,omitempty"`
			Victory      int            `json:"victory,omitempty"`
			First        int            `json:"first,omitempty"`
			Step         int            `json:"step,omitempty"`
			PaidEach     string         `json:"paidEach,omitempty"`
		}
		var in Income
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&in); err != nil {
			if te, ok := err.(*json.UnmarshalTypeError); ok && te.Field == "" {
				// Not an object at all: the decoder's words would name a
				// Go type.
				return r, fmt.Errorf("income: must be an object, e.g. {\"scheme\": \"flat\", \"perCenter\": 7}, not %s", te.Value)
			}
			return r, fmt.Errorf("income: %v", strings.TrimPrefix(err.Error(), "json: "))
		}
		r.Income = game.Income(in)
		if err := checkIncome(&r.Income, m); err != nil {
			return r, fmt.Errorf("income: %v", err)
		}
	}
	if err := contradictions(r, from, hasIncome); err != nil {
		return r, err
	}
	switch {
	case r.Parts.FlatIncome && hasIncome:
		// Only classic's shorthand gets here: an explicit income object
		// chooses the tax, as it always has.
		r.Parts.FlatIncome = false
	case r.Parts.FlatIncome:
		r.Income = game.Income{Scheme: "flat", PerCenter: classicIncome}
	}
	return r, nil
}

// contradictions refuses switches that cannot hold together, naming both
// in the GM's words, each with the key that switched it on.
func contradictions(r game.Rules, from map[string]string, hasIncome bool) error {
	switch {
	case r.Parts.ZeroToForeign && r.Blind:
		// Classic's 0 AgP offers to foreign units (6.1) would let a Tin Cup
		// player probe every province for free: an accepted 0 offer tells
		// that a unit of that nationality stands there (6.3). DPjudge
		// refuses the pair for the same reason.
		return fmt.Errorf("%s would reveal the hidden board of Tin Cup (blind, rule 6.3) for free: an accepted 0 AgP offer tells where a unit stands; choose one", partWords(from, "zeroToForeign"))
	case r.Parts.FlatIncome && r.ZeroSum:
		return fmt.Errorf("%s and Zero Sum (zeroSum, rule 6.7), which has no tax at all, cannot go together; choose one", partWords(from, "flatIncome"))
	case r.ZeroSum && hasIncome:
		return errors.New("an income scheme (income) means nothing with Zero Sum (zeroSum, rule 6.7), which has no tax income; remove one of them")
	case from["flatIncome"] == "flatIncome" && hasIncome:
		return fmt.Errorf("%s and an income scheme (income) both set the tax; remove one of them", partWords(from, "flatIncome"))
	}
	return nil
}

// partWords names a Classic part in force in words, with the key that set
// it: "Payola Classic's ... (classic, rule 6.1)" or "... (flatIncome, rule 6.1)".
func partWords(from map[string]string, key string) string {
	for _, pt := range classicParts {
		if pt.key != key {
			continue
		}
		words := pt.short
		if from[key] == "classic" {
			return fmt.Sprintf("Payola Classic's %s (classic, rule 6.1)", words)
		}
		return fmt.Sprintf("%s (%s, rule 6.1)", words, key)
	}
	return key
}

// RulesSummary describes the game's variant in words for the GM's game
// panel: each rule switch that is on, the income, and the loyal powers
// (rule 6.5, set by powers[].status).
func (g *Game) RulesSummary() []string {
	out := describeRules(g.Rules, g.Map)
	var loyal []string
	for _, p := range g.Powers {
		if p.Status == game.Loyal {
			loyal = append(loyal, p.Name)
		}
	}
	if len(loyal) > 0 {
		out = append(out, "Loyal units (rule 6.5): "+strings.Join(loyal, ", ")+" order their own units directly; those units take no money. Other powers' units take bribes")
	}
	return out
}

// describeRules lists the game's rules in words, one line per switch that
// is on and one for the income, for a GM's game panel.
func describeRules(r game.Rules, m *board.Map) []string {
	var out []string
	out = append(out, describeClassic(r)...)
	if r.EBayola {
		out = append(out, "eBayola (rule 6.4): a winning bid costs one more than the best losing bid (a lone bid costs 1); the saving goes back in the owner's acceptance-list order")
	}
	if r.Blind {
		out = append(out, "Tin Cup (rule 6.3): offers to or mentioning units that are not on the board are ignored silently (shown in the end-of-game publication); reports name a bribed unit's nationality and price, not its order; each power's results and map show only the part of the board it can see (its units, the provinces next to them, its home centers), the GM sees all")
	}
	switch {
	case r.ZeroSum:
		out = append(out, "Zero Sum (rule 6.7): 10 AgP per center to start, no tax; after each Fall a power receives what was paid to its units that year, 10 AgP for a neutral center taken, and a share of the treasury of each power it took a center from")
	case r.Parts.FlatIncome:
		out = append(out, fmt.Sprintf("Income: %d AgP per supply center each year, flat (Payola Classic, rule 6.1)", classicIncome))
	default:
		out = append(out, "Income: "+describeIncome(r.Income, m))
	}
	return out
}

// describeClassic lists Payola Classic's parts in force in words: a
// heading when the classic key is set, then one line per part.
func describeClassic(r game.Rules) []string {
	var on, off []string
	for _, pt := range classicParts {
		if pt.key == "flatIncome" {
			continue // the income line says it
		}
		if *pt.field(&r.Parts) {
			on = append(on, pt.words)
		} else {
			off = append(off, pt.words)
		}
	}
	var out []string
	switch {
	case r.Classic && len(off) == 0 && r.Parts.FlatIncome:
		out = append(out, "Payola Classic (rule 6.1), with each of its parts:")
	case r.Classic:
		out = append(out, "Payola Classic (rule 6.1), with these of its parts only:")
	case len(on) > 0:
		out = append(out, "Parts of Payola Classic (rules 6, 6.1):")
	}
	for _, w := range on {
		out = append(out, "  - "+w)
	}
	return out
}

func describeIncome(in game.Income, m *board.Map) string {
	first, step := in.Scale(m)
	var s string
	switch in.Scheme {
	case "flat":
		s = fmt.Sprintf("%d AgP per supply center each year (rule 6.6)", in.PerCenter)
		if in.PaidEach == "season" {
			s = fmt.Sprintf("%d AgP per supply center (rule 6.6)", in.PerCenter)
		}
	case "perCenter":
		s = fmt.Sprintf("each center's own value, %d AgP for a center without one (rule 6.6)", in.PerCenter)
	case "increasing":
		s = fmt.Sprintf("increasing: %d AgP for the first center, %s more for each next (rule 6.6)", first, agp(step))
	default:
		if in.First > 0 || in.Step > 1 {
			s = fmt.Sprintf("decreasing: %d AgP for the first center, %s less for each next, never below 0 (rule 6.6)", first, agp(step))
		} else {
			s = fmt.Sprintf("decreasing: %d AgP for the first center, one less for each next (rule 2.1, victory at %d)", first, first+1)
		}
	}
	per := "a year"
	if in.PaidEach == "season" {
		s += ", paid before every movement phase, Spring and Fall (rule 6.6)"
		per = "a payment"
	}
	if in.Cap > 0 {
		s += fmt.Sprintf(", at most %d AgP %s", in.Cap, per)
	}
	return s
}

func agp(n int) string {
	if n == 1 {
		return "one"
	}
	return fmt.Sprintf("%d AgP", n)
}

// schemeKeys are the income keys each scheme takes besides scheme, cap and
// paidEach; any other is refused, so that a GM never sets an amount the
// scheme would ignore.
var schemeKeys = map[string][]string{
	"decreasing": {"victory", "first", "step"},
	"increasing": {"first", "step"},
	"flat":       {"perCenter"},
	"perCenter":  {"perCenter", "centerValues"},
}

// incomeField names a key of the income object as the GM reads it (the
// New game dialog labels its fields so), with the key itself for whoever
// edits a game file. perCenter means another thing in the perCenter scheme.
func incomeField(in game.Income, key string) string {
	if key == "paidEach" {
		return "paid each (paidEach)" // a verb: no article
	}
	return fmt.Sprintf("the %s (%s)", fieldWords(key, in.Scheme), key)
}

// fieldWords names a key of the income object under a scheme, as incomeField
// and the New game dialog's labels (NewGameForm) do.
func fieldWords(key, scheme string) string {
	words := map[string]string{
		"scheme":       "scheme",
		"victory":      "victory count",
		"first":        "first center's value",
		"step":         "step",
		"perCenter":    "amount per center",
		"centerValues": "center values",
		"cap":          "cap",
		"paidEach":     "paid each",
	}[key]
	if key == "perCenter" && scheme == "perCenter" {
		words = "value of a center without its own"
	}
	return words
}

// schemeWords is a scheme's name as the GM reads it.
func schemeWords(scheme string) string {
	if scheme == "perCenter" {
		return "per center"
	}
	return scheme
}

// fieldList joins fields in words: "a", "a and b", "a, b and c".
func fieldList(in game.Income, keys []string) string {
	words := make([]string, len(keys))
	for i, k := range keys {
		words[i] = incomeField(in, k)
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

func checkIncome(in *game.Income, m *board.Map) error {
	if in.Scheme == "" {
		in.Scheme = "decreasing"
	}
	for _, f := range []struct {
		key   string
		value int
	}{{"cap", in.Cap}, {"perCenter", in.PerCenter}, {"victory", in.Victory}, {"first", in.First}, {"step", in.Step}} {
		switch {
		case f.value < 0:
			return fmt.Errorf("%s is %d; it is never negative", incomeField(*in, f.key), f.value)
		case f.key == "victory" && f.value > 1000:
			return fmt.Errorf("%s is %d centers, more than any map holds", incomeField(*in, f.key), f.value)
		case f.key != "victory" && f.value > payola.MaxAmount:
			return fmt.Errorf("%s is %d AgP, more than the %d AgP limit", incomeField(*in, f.key), f.value, payola.MaxAmount)
		}
	}
	switch in.PaidEach {
	case "", "year":
		in.PaidEach = ""
	case "season":
	default:
		return fmt.Errorf("%s is %q, not year (before each Spring, rule 2.1) or season (before every movement phase, rule 6.6)", incomeField(*in, "paidEach"), in.PaidEach)
	}
	takes, ok := schemeKeys[in.Scheme]
	if !ok {
		return fmt.Errorf("%s %q is not one of decreasing, increasing, flat, perCenter", incomeField(*in, "scheme"), in.Scheme)
	}
	for _, k := range []struct {
		key string
		set bool
	}{{"victory", in.Victory > 0}, {"first", in.First > 0}, {"step", in.Step > 0}, {"perCenter", in.PerCenter > 0}, {"centerValues", in.CenterValues != nil}} {
		if k.set && !slices.Contains(takes, k.key) {
			return fmt.Errorf("the %s scheme does not use %s; it takes %s", schemeWords(in.Scheme), incomeField(*in, k.key), fieldList(*in, takes))
		}
	}
	switch in.Scheme {
	case "decreasing":
		if in.Victory > 0 && in.First > 0 {
			return fmt.Errorf("give %s or %s, not both: the first center pays one less than the victory count (rule 6.2) unless its own value is given", incomeField(*in, "victory"), incomeField(*in, "first"))
		}
	case "flat":
		if in.PerCenter <= 0 {
			return fmt.Errorf("the flat scheme needs %s, more than 0 AgP", incomeField(*in, "perCenter"))
		}
	case "perCenter":
		// Keys in any spelling the map knows ("par", "Paris") are stored by
		// the province's abbreviation, so that the income finds them.
		values := map[string]int{}
		given := map[string]string{}
		for _, c := range sortedKeys(in.CenterValues) {
			v := in.CenterValues[c]
			loc, ok := m.Lookup(c)
			p := m.Province(loc.Province())
			switch {
			case !ok || p == nil || !p.Center:
				return fmt.Errorf("%s name %q, which is not a supply center of the %s map", incomeField(*in, "centerValues"), c, m.ID)
			case given[p.ID] != "":
				return fmt.Errorf("%s give %s twice, as %q and %q", incomeField(*in, "centerValues"), p.Name, given[p.ID], c)
			case v < 0:
				return fmt.Errorf("%s give %s %d AgP; a value is never negative", incomeField(*in, "centerValues"), c, v)
			case v > payola.MaxAmount:
				return fmt.Errorf("%s give %s %d AgP, more than the %d AgP limit", incomeField(*in, "centerValues"), c, v, payola.MaxAmount)
			}
			given[p.ID] = c
			values[p.ID] = v
		}
		in.CenterValues = values
	}
	return nil
}
