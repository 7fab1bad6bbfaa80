package gamefile

import (
	"fmt"
	"strings"
	"unicode/utf8"
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
		addr, ok := AddressOf(a)
		if !ok {
			errs = append(errs, fmt.Errorf("%s: %q is not a mail address (write it as ann@example.org)", at, a))
			continue
		}
		key := strings.ToLower(addr)
		switch other := owner[key]; {
		case other == p.Name:
			errs = append(errs, fmt.Errorf("%s: %s is listed twice for %s", at, addr, p.Name))
		case other != "":
			errs = append(errs, fmt.Errorf("%s: %s is already %s's; one address belongs to one power, so that its mail names one power", at, addr, other))
		default:
			owner[key] = p.Name
		}
	}
	return errs
}

// AddressOf is the address part of an address as the GM writes it:
// "ann@example.org", or "Ann Vidal <ann@example.org>" (a name, then the
// address in angle brackets), and whether it reads as one: a local part
// and a domain of printable ASCII without spaces, brackets, commas or a
// second @, the domain with a dot inside. It is RFC 5322's addr-spec as
// players write them, checked by hand so that the page's engine does not
// carry net/mail (and the net package under it) for one check;
// TestAddressOfAgreesWithNetMail holds it to net/mail on every address
// it accepts.
func AddressOf(s string) (string, bool) {
	s = strings.Trim(s, " \t") // as net/mail skips them; a line break is refused below
	if strings.HasSuffix(s, ">") {
		open := strings.LastIndexByte(s, '<')
		if open < 0 {
			return "", false
		}
		name := strings.Trim(s[:open], " \t")
		quoted := len(name) >= 2 && name[0] == '"' && name[len(name)-1] == '"' && !strings.ContainsAny(name[1:len(name)-1], "\"\\")
		if !quoted && strings.ContainsAny(name, "\"()<>@,;:\\[]") || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f || r == utf8.RuneError }) {
			return "", false
		}
		s = s[open+1 : len(s)-1]
	}
	at := strings.IndexByte(s, '@')
	if at <= 0 || at == len(s)-1 {
		return "", false
	}
	local, domain := s[:at], s[at+1:]
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f || strings.IndexByte("()<>[]:;,\\\"", c) >= 0 {
			return "", false
		}
	}
	if strings.Contains(domain, "@") || strings.HasPrefix(local, ".") || strings.HasSuffix(local, ".") || strings.Contains(local, "..") {
		return "", false
	}
	dot := strings.IndexByte(domain, '.')
	if dot <= 0 || strings.HasSuffix(domain, ".") || strings.Contains(domain, "..") || strings.HasPrefix(domain, "-") {
		return "", false
	}
	return s, true
}
