package payola

// Rules selects the variant of Payola (rule 6). The zero value is the
// current rules of sections 2-5. Variants act at a few seams, so the parser
// and the auction keep one code path:
//   - Classic (6.1): the sheet parser refuses repetition, plateaus, '+',
//     '|', wildcards, savings and a second offer to one unit; 0 offers to
//     foreign units are allowed.
//   - Blind, Tin Cup (6.3): the parser keeps offers naming missing units as
//     phantom lines the auction skips; Report names nationalities instead
//     of orders.
//   - EBayola (6.4): a price step in auction.decide, between choosing the
//     winner and adding its payers' costs (payola-rules §10.6).
//   - Loyal (6.5): the powers whose own units take plain orders from them
//     and no money; the parser refuses offers to their units (the auction
//     checks it again through Purse.Loyal).
//
// Income variants (6.6, 6.7) are yearly matters and live in engine/game.
type Rules struct {
	Classic bool
	Blind   bool
	EBayola bool
	Loyal   map[string]bool // power name -> its units are loyal (6.5)
}

// zeroForeign says whether a 0 AgP offer to another power's unit is allowed
// (rule 3.1 item 2; Classic allows it).
func (r Rules) zeroForeign() bool { return r.Classic }
