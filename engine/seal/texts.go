package seal

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Commitment is what a phase's public results fix of it (issue 34): the
// digest of the game state the phase starts from, of every power's sheet,
// and in the game's first phase of the seed.
type Commitment struct {
	Phase  string
	State  Digest
	Seed   *Digest // the game's first phase only
	Sheets []PowerDigest
}

// PowerDigest is one power's sheet digest.
type PowerDigest struct {
	Power  string
	Digest Digest
}

// Heads of the texts' blocks, which the readers find them by.
const (
	commitmentHead = "Seal (" + Scheme + ", SHA-256)"
	receiptHead    = "Your receipt (" + Scheme + ", SHA-256)"
	linePrefix     = "  | "
)

// Text is the commitment as the public results end with it. Every digest
// is salted with a salt only the GM holds until the archive is published,
// so it tells nothing of a sheet, a balance or the seed; in Tin Cup (6.3)
// every power's cut carries the same block, which names only powers every
// power knows of.
func (c Commitment) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: what the GM adjudicated, fixed before anyone can check it\n", commitmentHead)
	fmt.Fprintf(&b, "  %-22s %s\n", "state", c.State)
	if c.Seed != nil {
		fmt.Fprintf(&b, "  %-22s %s\n", "seed", *c.Seed)
	}
	for _, s := range c.Sheets {
		fmt.Fprintf(&b, "  %-22s %s\n", s.Power+" sheet", s.Digest)
	}
	b.WriteString("Your private report holds your receipt; the GM's archive, published after the game, lets anyone verify every phase.\n")
	return b.String()
}

// Receipt is what a power's private report carries of the seal: its own
// salt and digest, and the lines the digest was taken of, so that a
// player's check can say exactly what differs.
type Receipt struct {
	Power  string
	Phase  string
	Salt   Digest
	Digest Digest
	Lines  []string // the sheet as the engine read it (Canonical)
}

// Text is the receipt as the private report ends with it.
func (r Receipt) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: the sheet the GM adjudicated for you\n", receiptHead)
	fmt.Fprintf(&b, "  power  %s\n", r.Power)
	fmt.Fprintf(&b, "  phase  %s\n", r.Phase)
	fmt.Fprintf(&b, "  salt   %s\n", r.Salt)
	fmt.Fprintf(&b, "  digest %s\n", r.Digest)
	switch len(r.Lines) {
	case 0:
		b.WriteString("  no sheet of yours was read (the digest is of an empty one)\n")
	case 1:
		b.WriteString("  your sheet as the engine read it, 1 line:\n")
	default:
		fmt.Fprintf(&b, "  your sheet as the engine read it, %d lines:\n", len(r.Lines))
	}
	for _, l := range r.Lines {
		b.WriteString(linePrefix + l + "\n")
	}
	fmt.Fprintf(&b, "To check it, open the checker page, choose Check my receipt, and paste the sheet you sent and this report; the digest must be the one the public results list for %s (or: payola receipt --check --report THIS-REPORT SHEET.txt).\n", r.Power)
	return b.String()
}

// headAt is the index of the first line that begins with head (a
// receipt's or a seal's first line), or -1.
func headAt(lines []orders.Line, head string) int {
	for i, l := range lines {
		if strings.HasPrefix(l.Text, head) {
			return i
		}
	}
	return -1
}

// ParseReceipt finds the receipt in a private report.
func ParseReceipt(report string) (Receipt, error) {
	var r Receipt
	lines := orders.Normalise(report, 1)
	at := headAt(lines, receiptHead)
	if at < 0 {
		return r, fmt.Errorf("no receipt in this text: a private report's receipt starts with %q", receiptHead)
	}
	var salt, dig string
	fields := map[string]*string{"power": &r.Power, "phase": &r.Phase, "salt": &salt, "digest": &dig}
	for _, l := range lines[at+1:] {
		if rest, ok := strings.CutPrefix(l.Text, linePrefix); ok {
			r.Lines = append(r.Lines, rest)
			continue
		}
		if !strings.HasPrefix(l.Text, "  ") {
			break
		}
		key, value, _ := strings.Cut(strings.TrimSpace(l.Text), " ")
		if p, ok := fields[key]; ok {
			*p = strings.TrimSpace(value)
		}
	}
	var err error
	if r.Salt, err = ParseDigest(salt); err != nil {
		return r, fmt.Errorf("the receipt's salt: %v", err)
	}
	if r.Digest, err = ParseDigest(dig); err != nil {
		return r, fmt.Errorf("the receipt's digest: %v", err)
	}
	if r.Power == "" {
		return r, fmt.Errorf("the receipt names no power")
	}
	return r, nil
}

// ParseCommitment finds the seal in a phase's public results.
func ParseCommitment(results string) (Commitment, error) {
	var c Commitment
	lines := orders.Normalise(results, 1)
	at := headAt(lines, commitmentHead)
	if at < 0 {
		return c, fmt.Errorf("no seal in these results: the results' seal starts with %q", commitmentHead)
	}
	for _, l := range lines[at+1:] {
		f := strings.Fields(l.Text)
		if !strings.HasPrefix(l.Text, "  ") || len(f) < 2 {
			break
		}
		d, err := ParseDigest(f[len(f)-1])
		if err != nil {
			return c, fmt.Errorf("line %d: %v", l.Num, err)
		}
		switch {
		case len(f) == 2 && f[0] == "state":
			c.State = d
		case len(f) == 2 && f[0] == "seed":
			c.Seed = &d
		case len(f) == 3 && f[1] == "sheet":
			c.Sheets = append(c.Sheets, PowerDigest{Power: f[0], Digest: d})
		default:
			return c, fmt.Errorf("line %d: %s is not a line of the seal", l.Num, orders.Quote(l.Text))
		}
	}
	return c, nil
}

// Sheet is the digest the commitment lists for a power's sheet.
func (c Commitment) Sheet(power string) (Digest, bool) {
	for _, s := range c.Sheets {
		if s.Power == power {
			return s.Digest, true
		}
	}
	return Digest{}, false
}
