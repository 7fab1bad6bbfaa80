// Package seal is sealed adjudication (issue 34): the commitments a phase's
// public results carry and the receipt each private report carries, so that
// a player can check that the GM adjudicated exactly the sheet the player
// sent, on the state and the seed fixed before, without learning anything
// secret before the game's archive is published. It knows digests and their
// texts, and no game file: the callers hand it bytes and names.
//
// The scheme, payola-seal/1, uses SHA-256 and HMAC-SHA256 of Go's standard
// library. One GM secret (32 random bytes, kept in the game file as `seal`)
// yields every salt by HMAC over the scheme, the salt's purpose, the game,
// the phase and the power: a power's receipt shows its own salt, and an
// HMAC's outputs tell nothing of one another or of the secret, so one
// power's salt gives no hold on another's digest, nor on the state's. The
// archive, published after the game, holds the secret, from which anyone
// recomputes every salt.
package seal

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Scheme names the scheme and its version, as the results state it.
const Scheme = "payola-seal/1"

// SecretSize is the size of the GM's secret, in bytes.
const SecretSize = 32

// Secret is the GM's secret of one game, from which every salt is derived.
type Secret [SecretSize]byte

// ParseSecret reads a secret as the game file holds it: 64 hexadecimal
// digits.
func ParseSecret(s string) (Secret, error) {
	var k Secret
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != SecretSize {
		return k, fmt.Errorf("seal: the game's seal secret must be %d hexadecimal digits", 2*SecretSize)
	}
	copy(k[:], b)
	return k, nil
}

// String is the secret as the game file holds it.
func (k Secret) String() string { return hex.EncodeToString(k[:]) }

// Digest is a SHA-256 digest, written in hexadecimal.
type Digest [sha256.Size]byte

// String is the digest in lower-case hexadecimal, as the texts write it.
func (d Digest) String() string { return hex.EncodeToString(d[:]) }

// ParseDigest reads 64 hexadecimal digits (a salt or a digest).
func ParseDigest(s string) (Digest, error) {
	var d Digest
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(d) {
		return d, fmt.Errorf("%q is not %d hexadecimal digits", orders.Visible(cut(s, 80)), 2*len(d))
	}
	copy(d[:], b)
	return d, nil
}

// derive is HMAC-SHA256 of the secret over the scheme, a purpose and the
// fields that place it, each ended by a zero byte (no name holds one: the
// game file refuses control characters), so that no two lists of fields
// give the same message.
func (k Secret) derive(purpose string, fields ...string) Digest {
	m := hmac.New(sha256.New, k[:])
	m.Write([]byte(Scheme + "\x00" + purpose + "\x00"))
	for _, f := range fields {
		m.Write([]byte(f))
		m.Write([]byte{0})
	}
	var d Digest
	copy(d[:], m.Sum(nil))
	return d
}

// Salt is a power's salt for its sheet of one phase of one game.
func (k Secret) Salt(game, phase, power string) Digest {
	return k.derive("sheet", game, phase, power)
}

// stateSalt salts the digest of a phase's game state: without it the
// digest of a board everybody sees, with balances in a narrow range, could
// be matched by trying them.
func (k Secret) stateSalt(game, phase string) Digest {
	return k.derive("state", game, phase)
}

// seedSalt salts the digest of the seed, a number that could otherwise be
// found by trying numbers.
func (k Secret) seedSalt(game string) Digest {
	return k.derive("seed", game)
}

// digest is SHA-256 over the scheme, the purpose, the salt and the data.
func digest(purpose string, salt Digest, data ...[]byte) Digest {
	h := sha256.New()
	h.Write([]byte(Scheme + "\x00" + purpose + "\x00"))
	h.Write(salt[:])
	for _, d := range data {
		h.Write(d)
	}
	var d Digest
	copy(d[:], h.Sum(nil))
	return d
}

// SheetDigest is the digest of a sheet's canonical lines (Canonical) with
// its salt. Each line is ended by a newline, which no line holds.
func SheetDigest(salt Digest, lines []string) Digest {
	data := make([][]byte, 0, 2*len(lines))
	for _, l := range lines {
		data = append(data, []byte(l), []byte{'\n'})
	}
	return digest("sheet", salt, data...)
}

// StateDigest is the digest of a phase's input game state: the game file
// as the engine writes it (the caller's bytes), salted.
func (k Secret) StateDigest(game, phase string, state []byte) Digest {
	return digest("state", k.stateSalt(game, phase), state)
}

// SeedDigest is the digest of the game's seed, salted.
func (k Secret) SeedDigest(game string, seed int64) Digest {
	return digest("seed", k.seedSalt(game), []byte(strconv.FormatInt(seed, 10)))
}

// Canonical is a power's section as the engine reads it, in the one form
// its digest is taken of: the text normalised as the GM's paste is
// (orders.Normalise: line ends, Unicode spaces and dashes, the full-width
// colon, zero-width characters), any other odd character named by its code
// point as the history keeps it (orders.Visible), every run of spaces and
// tabs one space, no space at either end of a line, and no blank line. So
// the sheet a player sent and the same sheet as mail delivered it to the
// GM give the same lines; any other change of a character does not.
func Canonical(section string) []string {
	lines := canonicalLines(section)
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.text
	}
	return out
}

// numbered is a canonical line with its line in the text as pasted.
type numbered struct {
	num  int
	text string
}

// canonicalLines is Canonical keeping each line's number, the one place
// the canonical form is made: the GM's digest and the player's check must
// never read a sheet two ways.
func canonicalLines(text string) []numbered {
	var out []numbered
	for _, l := range orders.Normalise(text, 1) {
		if t := strings.Join(strings.Fields(orders.Visible(l.Text)), " "); t != "" {
			out = append(out, numbered{l.Num, t})
		}
	}
	return out
}

// cut is at most n bytes of s, for a message.
func cut(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// Compact is a JSON text without the spaces, tabs and line ends between
// its tokens, as json.Compact makes it of valid JSON: the state digest's
// form of a game file, so that a file's indentation is not part of its
// state. Tuned: one pass, no scanner, for a game file of megabytes (twenty
// years of history) on every adjudication; it takes the text to be valid
// JSON, as the engine's own Encode writes it. TestCompactIsJSONCompact
// keeps it equal to json.Compact.
func Compact(src []byte) []byte {
	out := make([]byte, 0, len(src))
	inString, escaped := false, false
	start := 0 // the start of the run not yet copied
	for i, c := range src {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			out = append(out, src[start:i]...)
			start = i + 1
		}
	}
	return append(out, src[start:]...)
}
