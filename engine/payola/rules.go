package payola

// Rules selects the variant of Payola (rule 6). The zero value is the
// current rules of sections 2-5, the only ones implemented so far. Variants
// are meant to slot in as fields here and act at a few seams, so the parser
// and the auction keep one code path:
//   - Classic (6.1): the sheet parser refuses repetition, plateaus, '+',
//     '|', wildcards, savings and a second offer to one unit; zeroForeign
//     allows 0 offers to foreign units.
//   - Tin Cup (6.3): the parser drops offers naming missing units silently
//     (kept in Sheet.Ignored for publication); Report prints nationalities
//     instead of orders.
//   - eBayola (6.4): a price step in auction.decide, between choosing the
//     winner and adding its payers' costs (payola-rules §10.6).
//   - Loyal powers (6.5): a Purse flag; their units get their owner's plain
//     orders as the only candidates.
type Rules struct{}

// zeroForeign says whether a 0 AgP offer to another power's unit is allowed
// (rule 3.1 item 2; Classic allows it).
func (r Rules) zeroForeign() bool { return false }
