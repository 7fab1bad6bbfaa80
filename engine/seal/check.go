package seal

import (
	"fmt"
	"strings"
)

// Check is the verdict of a player's receipt check: confirmed, or every
// difference in the player's words.
type Check struct {
	Confirmed   bool
	Differences []string
}

// Text is the verdict as the checker and the CLI show it.
func (c Check) Text() string {
	if c.Confirmed {
		return "Confirmed: this is the sheet the GM adjudicated.\n"
	}
	return "Not confirmed:\n  " + strings.Join(c.Differences, "\n  ") + "\n"
}

// canonicalNumbered is the sheet a player sent as canonicalLines reads
// it, without a first line that only names the power (the sheet as
// mailed, header and all).
func canonicalNumbered(sent, power string) []numbered {
	out := canonicalLines(sent)
	if len(out) > 0 && strings.EqualFold(strings.TrimSuffix(out[0].text, ":"), power) {
		out = out[1:]
	}
	return out
}

// CheckReceipt says whether sent, the sheet a player sent (pasted as mail
// gave it, with or without its power's name above it), is the sheet the
// receipt's digest was taken of, and if not exactly which lines differ.
// It also checks the receipt against itself (its lines give its digest),
// so that an edited report is not taken for the GM's. Read in one pass
// each way: the lines the two have in common at the start and at the end
// are set aside and the rest is what differs.
func CheckReceipt(r Receipt, sent string) Check {
	var c Check
	if SheetDigest(r.Salt, r.Lines) != r.Digest {
		c.Differences = append(c.Differences, "the receipt's lines and salt do not give its digest: this report is not as the GM's engine wrote it")
	}
	mine := canonicalNumbered(sent, r.Power)
	texts := make([]string, len(mine))
	for i, l := range mine {
		texts[i] = l.text
	}
	if SheetDigest(r.Salt, texts) == r.Digest {
		if len(c.Differences) == 0 {
			c.Confirmed = true
		}
		return c
	}
	read := r.Lines
	start := 0
	for start < len(mine) && start < len(read) && mine[start].text == read[start] {
		start++
	}
	endM, endR := len(mine), len(read)
	for endM > start && endR > start && mine[endM-1].text == read[endR-1] {
		endM--
		endR--
	}
	for i := start; i < endM; i++ {
		c.Differences = append(c.Differences, fmt.Sprintf("line %d of your sheet, %s, is not what the GM read there", mine[i].num, "'"+mine[i].text+"'"))
	}
	for i := start; i < endR; i++ {
		c.Differences = append(c.Differences, fmt.Sprintf("the GM read %s (line %d of the receipt's sheet), which your sheet does not have there", "'"+read[i]+"'", i+1))
	}
	if start == endM && start == endR {
		// The lines are the receipt's, but they do not give its digest:
		// told above, when the receipt contradicts itself.
		if len(c.Differences) == 0 {
			c.Differences = append(c.Differences, "your sheet's lines are the receipt's but not its digest")
		}
	}
	return c
}

// CheckCommitment says whether the public results' seal lists the
// receipt's digest for its power.
func CheckCommitment(r Receipt, c Commitment) error {
	d, ok := c.Sheet(r.Power)
	switch {
	case !ok:
		return fmt.Errorf("the results' seal lists no sheet for %s", r.Power)
	case d != r.Digest:
		return fmt.Errorf("the results' seal lists %s for %s's sheet, and the receipt %s: the GM's report and results disagree", d, r.Power, r.Digest)
	}
	return nil
}
