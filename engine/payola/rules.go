package payola

// AuctionRules selects the variant of Payola (rule 6). The zero value is the
// current rules of sections 2-5. Variants act at a few seams, so the sheet
// reader (engine/sheets) and the auction keep one code path:
//   - Payola Classic (6.1) is a set of parts that the rule 6 introduction
//     lets a game use one by one: DirectOnly, OneOfferPerUnit (no '|'
//     either), NoSavings, NoPlateaus, NoRepetition ('*' and '+') and
//     ZeroToForeign. engine/sheets applies them as it reads; Classic is shorthand
//     for all six. (Its flat income is a yearly matter, in engine/game.)
//   - Blind, Tin Cup (6.3): the reader keeps offers naming missing units as
//     phantom lines the auction skips; Report names nationalities instead
//     of orders.
//   - EBayola (6.4): a price step in auction.decide, between choosing the
//     winner and adding its payers' costs (payola-rules §10.6).
//   - Loyal (6.5): the powers whose own units take plain orders from them
//     and no money; the reader refuses offers to their units (the auction
//     checks it again through Purse.Loyal).
//
// Income variants (6.6, 6.7) are yearly matters and live in engine/game.
type AuctionRules struct {
	Classic bool // every part of Payola Classic below (6.1)

	DirectOnly      bool // only direct offers (:), rule 6.1 on rule 3.1
	OneOfferPerUnit bool // one offer per unit and one order per offer, no '|' (6.1 on 3.1 item 8, 3.2)
	NoSavings       bool // no savings requests (6.1 on 3.4)
	NoPlateaus      bool // no plateaus '#' (6.1 on 3.1 item 3)
	NoRepetition    bool // no repetition '*' and no augmentation '+' (6.1 on 3.1 items 1, 4)
	ZeroToForeign   bool // 0 AgP offers to foreign units allowed (6.1 on 3.1 item 2)

	Blind   bool
	EBayola bool
	Loyal   map[string]bool // power name -> its units are loyal (6.5)
}

// MaxAmount is the most AgP anything may hold or move (game-format §4, the
// limit game.MaxAmount puts on treasuries): a line, and a whole sheet, may
// offer no more in all, whatever its repetitions, '+' terms and '|' orders
// add up to.
const MaxAmount = 1_000_000
