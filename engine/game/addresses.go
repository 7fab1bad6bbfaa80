package game

import (
	"fmt"
	"net/mail"
	"strings"
)

// The limits of a power's addresses: far above a real game's (a player
// with a second address, a team of three), and low enough that the GM's
// page lists them all.
const (
	MaxAddresses   = 20
	MaxAddressSize = 320 // RFC 3696's most for an address, with room for a name
)

// checkAddresses reads a power's mail addresses (issue 35): each one an
// address as mail writes it ("ann@example.org", or "Ann <ann@example.org>"),
// none given twice, none another power's (a message from it would name two
// powers). A power may have none. owner maps each address seen so far,
// lower-cased, to its power.
func checkAddresses(where string, p *PowerFile, owner map[string]string) []error {
	var errs []error
	if len(p.Addresses) > MaxAddresses {
		return []error{fmt.Errorf("%s.addresses: %d addresses; a power has at most %d", where, len(p.Addresses), MaxAddresses)}
	}
	for j, a := range p.Addresses {
		at := fmt.Sprintf("%s.addresses[%d]", where, j)
		if len(a) > MaxAddressSize {
			errs = append(errs, fmt.Errorf("%s: %d characters; an address has at most %d", at, len(a), MaxAddressSize))
			continue
		}
		if err := freeText(a, false); err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", at, err))
			continue
		}
		parsed, err := mail.ParseAddress(a)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %q is not a mail address (write it as ann@example.org)", at, a))
			continue
		}
		key := strings.ToLower(parsed.Address)
		switch other := owner[key]; {
		case other == p.Name:
			errs = append(errs, fmt.Errorf("%s: %s is listed twice for %s", at, parsed.Address, p.Name))
		case other != "":
			errs = append(errs, fmt.Errorf("%s: %s is already %s's; one address belongs to one power, so that its mail names one power", at, parsed.Address, other))
		default:
			owner[key] = p.Name
		}
	}
	return errs
}
