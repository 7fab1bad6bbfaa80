package payola

// The money of a whole phase, after the auction: what the game records of
// it in every phase kind (the auction's own Ledger is one movement's, line
// by line). engine/game fills these in; the game file's history keeps them.

// LedgerSummary is one power's money for a phase (game-format.md §4), in
// every phase kind: Before + Transfers - Paid + Income - Forfeited = After,
// and After is the balance the next phase starts with.
type LedgerSummary struct {
	Before     int `json:"before"`
	Paid       int `json:"paid"`
	After      int `json:"after"`
	Reductions int `json:"reductions"`
	Transfers  int `json:"transfers,omitempty"` // received less given (2.3)
	Income     int `json:"income,omitempty"`    // paid after the phase: tax before Spring (2.1), or Zero Sum's year-end money (6.7), which may be negative
	Forfeited  int `json:"forfeited,omitempty"` // a resigned power's treasury, lost (2.4, payola-rules §10.14)
}

// AccountLine is one line of a power's account after the auction: Zero
// Sum's year, a forfeit or the income, with its label.
type AccountLine struct {
	Label  string
	Amount int
}

// CaptureRecord is a center changing hands at the end of a Zero Sum year
// with the money that goes with it (rule 6.7).
type CaptureRecord struct {
	Center string `json:"center"`
	From   string `json:"from,omitempty"` // the former owner; "" for a neutral center (bonus of 10)
	To     string `json:"to"`
	Amount int    `json:"amount"`
}
