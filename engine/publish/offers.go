package publish

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/render"
	"github.com/payola-gm/payola/engine/sheets"
)

// DrawnOffer is one offer line of a sheet as the offer map shows it.
type DrawnOffer struct {
	Line   int      `json:"line"`
	Kind   string   `json:"kind"`   // direct, negative or wildcard (a move or hold wildcard, a gift)
	Amount string   `json:"amount"` // as written: "2*3#1"
	Unit   string   `json:"unit"`
	Owner  string   `json:"owner"`
	Orders []string `json:"orders"` // the orders listed, canonical
	Echo   string   `json:"echo"`   // the line in canonical form
}

// offerKinds say how each offer type is drawn: a direct offer as its
// order (an order that "succeeds", in the owner's colour), a negative
// offer as its listed orders crossed out (rule 3.1: it pays for anything
// else), a wildcard or a gift as its listed orders in grey (it pays for
// more than what is drawn).
var offerKinds = map[payola.OfferType]struct {
	kind    string
	outcome judge.Outcome
}{
	payola.Direct:   {"direct", judge.Succeeds},
	payola.Negative: {"negative", judge.Fails},
	payola.MoveType: {"wildcard", judge.Void},
	payola.HoldType: {"wildcard", judge.Void},
	payola.Gift:     {"wildcard", judge.Void},
}

// DrawOffers draws one player's sheet on the game's board as it is being
// written: every valid offer line's orders on the map (see offerKinds),
// and the lines with their amounts for the page to list beside it. Lines
// with problems, and offers the board cannot show (Tin Cup's phantoms),
// are left out. d is the map's drawing (nil: the standard map's own).
func DrawOffers(g *gamefile.Game, d *render.Drawing, power, text string) ([]byte, []DrawnOffer, error) {
	sh, err := sheets.ReadOffers(g.SheetBoard(), power, text)
	if err != nil {
		return nil, nil, err
	}
	drawn := []DrawnOffer{}
	issued := []gamefile.IssuedOrder{}
	var amounts []string
	for _, l := range sh.Lines {
		k, ok := offerKinds[l.Type]
		if l.Kind != payola.OfferLine || l.Phantom != "" || l.Owner == "" || !ok {
			continue
		}
		d := DrawnOffer{Line: l.Number, Kind: k.kind, Amount: l.Amount, Unit: l.Unit.String(), Owner: l.Owner, Orders: []string{}, Echo: l.Echo}
		for _, o := range l.Orders {
			d.Orders = append(d.Orders, o.String())
			issued = append(issued, gamefile.IssuedOrder{Power: l.Owner, Unit: l.Unit.String(), Order: o.String(), Result: k.outcome.String()})
			amounts = append(amounts, amountTag(l.Type, l.Amount))
		}
		drawn = append(drawn, d)
	}
	results, err := resultsOnBoard(g, issued)
	if err != nil {
		return nil, nil, err
	}
	s := phaseScene(g, results)
	s.Amounts = amounts
	s.Title = g.File.Name + ": " + g.Phase.Long() + ": " + sh.Power + "'s offers"
	svg, err := draw(g, d, s)
	if err != nil {
		return nil, nil, err
	}
	return svg, drawn, nil
}

// amountTag is the amount drawn on an offer's order (issue 24): the amount
// as written, with the offer's sign unless it is a direct offer, so that a
// negative offer or a wildcard reads as it does in the sheet ("2 !").
func amountTag(t payola.OfferType, amount string) string {
	if t == payola.Direct {
		return amount
	}
	return amount + " " + t.String()
}
