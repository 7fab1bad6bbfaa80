package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/payola-gm/payola/engine/payola"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Rules are the variant switches of a game (game-format.md §3, rule 6),
// as read from the game file's rules object. The zero value is the current
// Payola rules. Loyal units (6.5) are set per power by powers[].status.
type Rules struct {
	Classic bool              `json:"classic,omitempty"` // the classic key was true: Payola Classic (6.1), as Parts says
	Parts   ClassicParts      `json:"parts"`             // Payola Classic's elements in force, each usable alone (rule 6)
	EBayola bool              `json:"ebayola,omitempty"` // eBayola (6.4): winners pay the runner-up + 1, rebates by the owner's list
	ZeroSum bool              `json:"zeroSum,omitempty"` // Zero Sum (6.7): no tax; money paid to a power's units and captures move money
	Blind   bool              `json:"blind,omitempty"`   // Tin Cup (6.3): each power sees its part of the board; offers naming missing units ignored silently
	Income  Income            `json:"income"`            // the yearly tax (2.1, 6.2, 6.6); Classic's flat 7 filled in when not set
	from    map[string]string // part key -> the key that set it ("classic" or itself), for errors
}

// ClassicParts are the elements of Payola Classic (rule 6.1), which the
// introduction of rule 6 lets a game use separately. The classic key sets
// them all; a part's own key, true or false, overrides it.
type ClassicParts struct {
	DirectOnly      bool `json:"directOnly,omitempty"`      // only direct offers (:) (6.1 on 3.1)
	OneOfferPerUnit bool `json:"oneOfferPerUnit,omitempty"` // one offer per unit, one order per offer (6.1 on 3.1 item 8, 3.2)
	NoSavings       bool `json:"noSavings,omitempty"`       // no savings requests (6.1 on 3.4)
	NoPlateaus      bool `json:"noPlateaus,omitempty"`      // no plateaus (6.1 on 3.1 item 3)
	NoRepetition    bool `json:"noRepetition,omitempty"`    // no repetition (*) or augmentation (+) (6.1 on 3.1 items 1, 4)
	ZeroToForeign   bool `json:"zeroToForeign,omitempty"`   // 0 AgP offers to foreign units allowed (6.1 on 3.1 item 2)
	FlatIncome      bool `json:"flatIncome,omitempty"`      // 7 AgP per center, not decreasing (6.1 on 2.1)
}

// classicParts are the part keys with what each means, in the order the
// rules are described.
var classicParts = []struct {
	key, words string
	short      string // the part as a subject, for a refusal
	field      func(p *ClassicParts) *bool
}{
	{"directOnly", "direct offers (:) only, no wildcards or negative offers", "direct offers only", func(p *ClassicParts) *bool { return &p.DirectOnly }},
	{"oneOfferPerUnit", "one offer per unit, one order per offer (no '|')", "one offer per unit", func(p *ClassicParts) *bool { return &p.OneOfferPerUnit }},
	{"noSavings", "no savings requests ($)", "no savings requests", func(p *ClassicParts) *bool { return &p.NoSavings }},
	{"noPlateaus", "no plateaus (#)", "no plateaus", func(p *ClassicParts) *bool { return &p.NoPlateaus }},
	{"noRepetition", "no repetition (*) or augmentation (+)", "no repetition or augmentation", func(p *ClassicParts) *bool { return &p.NoRepetition }},
	{"zeroToForeign", "0 AgP offers to foreign units allowed", "0 AgP offers to foreign units", func(p *ClassicParts) *bool { return &p.ZeroToForeign }},
	{"flatIncome", "flat income of 7 AgP per supply center", "flat income of 7 AgP per supply center", func(p *ClassicParts) *bool { return &p.FlatIncome }},
}

// Income is how much tax a power collects (rules 2.1, 6.2, 6.6): the
// scheme, its amounts, a cap, and how often it is paid. Each payment follows
// the scheme; paid each season, a power collects it twice a year.
type Income struct {
	Scheme       string         `json:"scheme,omitempty"` // "decreasing" (default), "increasing", "flat", "perCenter"
	PerCenter    int            `json:"perCenter,omitempty"`
	CenterValues map[string]int `json:"centerValues,omitempty"`
	Cap          int            `json:"cap,omitempty"`
	Victory      int            `json:"victory,omitempty"`  // for the decreasing scale; the map's by default
	First        int            `json:"first,omitempty"`    // decreasing, increasing: the first center's value (victory-1, 1 by default)
	Step         int            `json:"step,omitempty"`     // decreasing, increasing: how much each next center pays less or more (1 by default)
	PaidEach     string         `json:"paidEach,omitempty"` // "year" (default: before Spring), "season" (before every movement phase)
}

// switches are the on/off keys of the rules object, with their rule.
var switches = []struct {
	key, what string
	set       func(r *Rules)
}{
	{"blind", "Tin Cup (rule 6.3)", func(r *Rules) { r.Blind = true }},
	{"classic", "Payola Classic (rule 6.1), all of its parts", func(r *Rules) { r.Classic = true }},
	{"ebayola", "eBayola (rule 6.4)", func(r *Rules) { r.EBayola = true }},
	{"zeroSum", "Zero Sum (rule 6.7)", func(r *Rules) { r.ZeroSum = true }},
}

// classicIncome is Payola Classic's tax: seven per center, flat (6.1).
const classicIncome = 7

// ParseRules reads the rules object, refusing unknown keys, values that are
// not what the key takes, and switches that contradict each other.
func ParseRules(raw json.RawMessage, m *board.Map) (Rules, error) {
	var r Rules
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
	r.from = map[string]string{}
	for _, pt := range classicParts {
		on, set := explicit[pt.key]
		switch {
		case set && on:
			r.from[pt.key] = pt.key
		case !set && r.Classic:
			on = true
			r.from[pt.key] = "classic"
		}
		*pt.field(&r.Parts) = on
	}
	in, hasIncome := keys["income"]
	if hasIncome {
		dec := json.NewDecoder(bytes.NewReader(in))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r.Income); err != nil {
			return r, fmt.Errorf("income: %v", strings.TrimPrefix(err.Error(), "json: "))
		}
		if err := r.Income.check(m); err != nil {
			return r, fmt.Errorf("income: %v", err)
		}
	}
	if err := r.contradictions(hasIncome); err != nil {
		return r, err
	}
	switch {
	case r.Parts.FlatIncome && hasIncome:
		// Only classic's shorthand gets here: an explicit income object
		// chooses the tax, as it always has.
		r.Parts.FlatIncome = false
	case r.Parts.FlatIncome:
		r.Income = Income{Scheme: "flat", PerCenter: classicIncome}
	}
	return r, nil
}

// contradictions refuses switches that cannot hold together, naming both
// in the GM's words, each with the key that switched it on.
func (r Rules) contradictions(hasIncome bool) error {
	switch {
	case r.Parts.ZeroToForeign && r.Blind:
		// Classic's 0 AgP offers to foreign units (6.1) would let a Tin Cup
		// player probe every province for free: an accepted 0 offer tells
		// that a unit of that nationality stands there (6.3). DPjudge
		// refuses the pair for the same reason.
		return fmt.Errorf("%s would reveal the hidden board of Tin Cup (blind, rule 6.3) for free: an accepted 0 AgP offer tells where a unit stands; choose one", r.partWords("zeroToForeign"))
	case r.Parts.FlatIncome && r.ZeroSum:
		return fmt.Errorf("%s and Zero Sum (zeroSum, rule 6.7), which has no tax at all, cannot go together; choose one", r.partWords("flatIncome"))
	case r.ZeroSum && hasIncome:
		return errors.New("an income scheme (income) means nothing with Zero Sum (zeroSum, rule 6.7), which has no tax income; remove one of them")
	case r.from["flatIncome"] == "flatIncome" && hasIncome:
		return fmt.Errorf("%s and an income scheme (income) both set the tax; remove one of them", r.partWords("flatIncome"))
	}
	return nil
}

// partWords names a Classic part in force in words, with the key that set
// it: "Payola Classic's ... (classic, rule 6.1)" or "... (flatIncome, rule 6.1)".
func (r Rules) partWords(key string) string {
	for _, pt := range classicParts {
		if pt.key != key {
			continue
		}
		words := pt.short
		if r.from[key] == "classic" {
			return fmt.Sprintf("Payola Classic's %s (classic, rule 6.1)", words)
		}
		return fmt.Sprintf("%s (%s, rule 6.1)", words, key)
	}
	return key
}

// Describe lists the game's rules in words, one line per switch that is on
// and one for the income, for a GM's game panel.
func (r Rules) Describe(m *board.Map) []string {
	var out []string
	out = append(out, r.describeClassic()...)
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
		out = append(out, "Income: "+r.Income.describe(m))
	}
	return out
}

// describeClassic lists Payola Classic's parts in force in words: a
// heading when the classic key is set, then one line per part.
func (r Rules) describeClassic() []string {
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

func (in Income) describe(m *board.Map) string {
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
		s = fmt.Sprintf("increasing: %d AgP for the first center, %s more for each next (rule 6.6)", in.first(m), agp(in.step()))
	default:
		if in.First > 0 || in.Step > 1 {
			s = fmt.Sprintf("decreasing: %d AgP for the first center, %s less for each next, never below 0 (rule 6.6)", in.first(m), agp(in.step()))
		} else {
			v := victoryOf(in, m)
			s = fmt.Sprintf("decreasing: %d AgP for the first center, one less for each next (rule 2.1, victory at %d)", v-1, v)
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

// field names a key of the income object as the GM reads it (the
// New game dialog labels its fields so), with the key itself for whoever
// edits a game file. perCenter means another thing in the perCenter scheme.
func (in Income) field(key string) string {
	if key == "paidEach" {
		return "paid each (paidEach)" // a verb: no article
	}
	return fmt.Sprintf("the %s (%s)", fieldWords(key, in.Scheme), key)
}

// fieldWords names a key of the income object under a scheme, as field
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
func (in Income) fieldList(keys []string) string {
	words := make([]string, len(keys))
	for i, k := range keys {
		words[i] = in.field(k)
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

func (in *Income) check(m *board.Map) error {
	if in.Scheme == "" {
		in.Scheme = "decreasing"
	}
	for _, f := range []struct {
		key   string
		value int
	}{{"cap", in.Cap}, {"perCenter", in.PerCenter}, {"victory", in.Victory}, {"first", in.First}, {"step", in.Step}} {
		switch {
		case f.value < 0:
			return fmt.Errorf("%s is %d; it is never negative", in.field(f.key), f.value)
		case f.key == "victory" && f.value > 1000:
			return fmt.Errorf("%s is %d centers, more than any map holds", in.field(f.key), f.value)
		case f.key != "victory" && f.value > payola.MaxAmount:
			return fmt.Errorf("%s is %d AgP, more than the %d AgP limit", in.field(f.key), f.value, payola.MaxAmount)
		}
	}
	switch in.PaidEach {
	case "", "year":
		in.PaidEach = ""
	case "season":
	default:
		return fmt.Errorf("%s is %q, not year (before each Spring, rule 2.1) or season (before every movement phase, rule 6.6)", in.field("paidEach"), in.PaidEach)
	}
	takes, ok := schemeKeys[in.Scheme]
	if !ok {
		return fmt.Errorf("%s %q is not one of decreasing, increasing, flat, perCenter", in.field("scheme"), in.Scheme)
	}
	for _, k := range []struct {
		key string
		set bool
	}{{"victory", in.Victory > 0}, {"first", in.First > 0}, {"step", in.Step > 0}, {"perCenter", in.PerCenter > 0}, {"centerValues", in.CenterValues != nil}} {
		if k.set && !slices.Contains(takes, k.key) {
			return fmt.Errorf("the %s scheme does not use %s; it takes %s", schemeWords(in.Scheme), in.field(k.key), in.fieldList(takes))
		}
	}
	switch in.Scheme {
	case "decreasing":
		if in.Victory > 0 && in.First > 0 {
			return fmt.Errorf("give %s or %s, not both: the first center pays one less than the victory count (rule 6.2) unless its own value is given", in.field("victory"), in.field("first"))
		}
	case "flat":
		if in.PerCenter <= 0 {
			return fmt.Errorf("the flat scheme needs %s, more than 0 AgP", in.field("perCenter"))
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
				return fmt.Errorf("%s name %q, which is not a supply center of the %s map", in.field("centerValues"), c, m.ID)
			case given[p.ID] != "":
				return fmt.Errorf("%s give %s twice, as %q and %q", in.field("centerValues"), p.Name, given[p.ID], c)
			case v < 0:
				return fmt.Errorf("%s give %s %d AgP; a value is never negative", in.field("centerValues"), c, v)
			case v > payola.MaxAmount:
				return fmt.Errorf("%s give %s %d AgP, more than the %d AgP limit", in.field("centerValues"), c, v, payola.MaxAmount)
			}
			given[p.ID] = c
			values[p.ID] = v
		}
		in.CenterValues = values
	}
	return nil
}

// YearlyIncome is the tax a power owning these centers collects at one
// payment (rules 2.1, 6.6): by default, with victory condition V, the first
// center pays V-1, the next V-2, and so on (rule 6.2 on any map), no center
// less than nothing. Zero Sum has no tax (6.7).
func (r Rules) YearlyIncome(m *board.Map, centers []string) int {
	if r.ZeroSum {
		return 0
	}
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
	case "increasing":
		for k := range len(centers) {
			total = min(total+in.first(m)+k*in.step(), capless)
		}
	default:
		for k := range len(centers) {
			total += max(0, in.first(m)-k*in.step())
		}
	}
	if in.Cap > 0 && total > in.Cap {
		total = in.Cap
	}
	return total
}

// capless bounds an uncapped increasing scale, so that no sum overflows:
// a treasury above payola.MaxAmount is refused where the next file is read.
const capless = 100 * payola.MaxAmount

// first is the first center's value on a scale: the decreasing scale's
// default is one less than the victory count (rules 2.1, 6.2).
func (in Income) first(m *board.Map) int {
	switch {
	case in.First > 0:
		return in.First
	case in.Scheme == "increasing":
		return 1
	}
	return victoryOf(in, m) - 1
}

func (in Income) step() int { return max(in.Step, 1) }

// PaysBefore says whether income is paid before the phase: before each
// Spring movement (rule 2.1; the first movement of a game year on a map of
// its own calendar), or before every movement phase when the income object
// says so (rule 6.6).
func (in Income) PaysBefore(p Phase, m *board.Map) bool {
	return p.Kind == orders.Movement && (opensYear(m, p) || in.PaidEach == "season")
}

func victoryOf(in Income, m *board.Map) int {
	if in.Victory > 0 {
		return in.Victory
	}
	return m.Victory
}

// OpeningBalance is a new game's treasury: one year's income; a power that
// starts with units but no centers gets half the income it would have with a
// center for each unit, rounded down (rule 6.2).
func (r Rules) OpeningBalance(m *board.Map, centers []string, units int) int {
	if r.ZeroSum {
		// 10 per center (6.7); by 6.2, half that per unit without centers.
		if len(centers) == 0 {
			return zeroSumPerCenter * units / 2
		}
		return zeroSumPerCenter * len(centers)
	}
	if len(centers) == 0 && units > 0 {
		fake := make([]string, units)
		for i := range fake {
			fake[i] = "?"
		}
		return r.YearlyIncome(m, fake) / 2
	}
	return r.YearlyIncome(m, centers)
}

// keyWords writes a key as a path names it: bare when it is a plain name,
// else quoted (an empty key, one holding a dot or a bracket, a control
// character or any byte beyond ASCII), so the path reads one way only.
func keyWords(key string) string {
	if key == "" {
		return `""`
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '+' || c == ' ' && i > 0 && i < len(key)-1) {
			return strconv.QuoteToASCII(key)
		}
	}
	return key
}
