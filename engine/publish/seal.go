package publish

import (
	"strings"

	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/seal"
)

// sealPhase adds sealed adjudication (issue 34) to a phase's texts when the
// game file holds a seal secret: the commitment at the end of the public
// results and of every Tin Cup cut (the same block for all: salted digests,
// naming only powers everybody knows), and each power's own receipt at the
// end of its private report. A game without a secret is not sealed, so that
// a file written before seals, or by hand, plays as it did.
func sealPhase(g *gamefile.Game, a *Adjudication) error {
	c, receipts, err := SealOf(g, a.Result)
	if err != nil || receipts == nil {
		return err
	}
	block := "\n" + c.Text()
	a.Public += block
	for power := range a.Cuts {
		a.Cuts[power] += block
	}
	for power := range a.Reports {
		a.Reports[power] += "\n" + receipts[power].Text()
	}
	return nil
}

// SealOf is the phase's commitment and every power's receipt, or no
// receipts when the game is not sealed. The sheets are those the history
// keeps of the phase (each section as read, normalised); a power that sent
// nothing has the digest of no lines, so a sheet the GM dropped shows in
// its receipt. The state is the game file the phase started from, as the
// engine writes it, without spaces between its tokens, so that a file's
// indentation is not part of its state.
func SealOf(g *gamefile.Game, r *gamefile.Result) (seal.Commitment, map[string]seal.Receipt, error) {
	var c seal.Commitment
	if g.File.Seal == "" {
		return c, nil, nil
	}
	secret, err := seal.ParseSecret(g.File.Seal)
	if err != nil {
		return c, nil, err
	}
	state, err := StateBytes(g.File)
	if err != nil {
		return c, nil, err
	}
	name := g.File.Name
	c.Phase = r.Phase
	c.State = secret.StateDigest(name, r.Phase, state)
	if g.File.History.Len() == 0 {
		// The first phase's seed decides every later phase's (each drawn
		// from it by phase), unless the GM overrides one, which the
		// history records and the archive's verify tells.
		d := secret.SeedDigest(name, r.Seed)
		c.Seed = &d
	}
	sheets := r.Next.History.At(r.Next.History.Len() - 1).Sheets
	receipts := map[string]seal.Receipt{}
	for _, p := range g.File.Powers {
		lines := seal.Canonical(sheets[p.Name])
		salt := secret.Salt(name, r.Phase, p.Name)
		d := seal.SheetDigest(salt, lines)
		c.Sheets = append(c.Sheets, seal.PowerDigest{Power: p.Name, Digest: d})
		receipts[p.Name] = seal.Receipt{Power: p.Name, Phase: r.Phase, Salt: salt, Digest: d, Lines: lines}
	}
	return c, receipts, nil
}

// StateBytes is a game file as the seal's state digest takes it: as the
// engine writes it, compacted, without the GM's mail book (the players'
// addresses, the phase's deadline: issue 35). Those are not the game's
// state, and the GM may correct an address or move the deadline after
// adjudicating without making the results sent another phase's.
func StateBytes(f *gamefile.File) ([]byte, error) {
	book := *f
	book.Deadline = ""
	book.Powers = make([]gamefile.PowerFile, len(f.Powers))
	for i, p := range f.Powers {
		p.Addresses = nil
		book.Powers[i] = p
	}
	data, err := book.Encode()
	if err != nil {
		return nil, err
	}
	return seal.Compact(data), nil
}

// Texts are the adjudication's texts as Downloads names them (the private
// reports, the results and, in Tin Cup, the GM's full results and each
// power's cut), without drawing a map: what a whole game's verification
// holds to the files the players received. TestTextsAreDownloads keeps
// them the same as Downloads'.
func Texts(a *Adjudication) []Download {
	var out []Download
	for power, text := range a.Reports {
		out = append(out, Download{Name: a.Base + "-" + strings.ToLower(power) + "-private.txt", Kind: Report, Power: power, Data: []byte(text)})
	}
	if a.Views == nil {
		out = append(out, Download{Name: a.Base + "-results.txt", Kind: Results, Data: []byte(a.Public)})
	} else {
		out = append(out, Download{Name: a.Base + "-gm-results.txt", Kind: Results, GMOnly: true, Data: []byte(a.Public)})
		for power, text := range a.Cuts {
			out = append(out, Download{Name: a.Base + "-" + strings.ToLower(power) + "-results.txt", Kind: Results, Power: power, Data: []byte(text)})
		}
	}
	sortDownloads(out)
	return out
}
