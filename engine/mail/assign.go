package mail

import (
	"fmt"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/sheets"
)

// How a message was assigned to its power.
const (
	ByHeader = "header" // its sheet's header line names the power (FRANCE:)
	BySender = "sender" // it names no power, and its sender is the power's address
)

// Sheet is the message that stands as a power's sheet: the latest of those
// assigned to it.
type Sheet struct {
	Power   string `json:"power"`
	Message int    `json:"message"` // its index in Inbox.Messages
	By      string `json:"by"`      // ByHeader or BySender
	// Text is the sheet as it goes under the power's header in the GM's
	// text: the lines after the message's header line, or its whole text.
	Text string `json:"text"`
	// Replaces are the earlier messages assigned to the power, oldest
	// first: a later message replaces an earlier one (by Date).
	Replaces []int    `json:"replaces,omitempty"`
	Notes    []string `json:"notes,omitempty"` // what the GM should know about the choice
}

// Undecided is a message no rule assigns, shown for the GM to decide.
type Undecided struct {
	Message int    `json:"message"`
	Why     string `json:"why"`
}

// Inbox is the phase's mail read and assigned: each power's sheet, and the
// messages left for the GM.
type Inbox struct {
	Messages  []Message   `json:"messages"`
	Sheets    []Sheet     `json:"sheets"`    // by power
	Undecided []Undecided `json:"undecided"` // in the order of the messages
}

// Assign gives each message to a power: by the header line its text holds
// (FRANCE:), else by its sender's address in the game file. A message that
// names two powers, that names one but comes from another's address, or
// that names none and comes from no power's address is left for the GM
// (Undecided), never guessed. Of a power's messages the latest by Date
// stands, the others listed as replaced; messages without a date count as
// older than any dated one, and among equals the later one read stands.
func Assign(m *board.Map, powers []gamefile.PowerFile, msgs []Message) *Inbox {
	in := &Inbox{Messages: msgs, Sheets: []Sheet{}, Undecided: []Undecided{}}
	owner := map[string]string{} // address, lower case -> power
	for _, p := range powers {
		for _, a := range p.Addresses {
			if addr, ok := gamefile.AddressOf(a); ok {
				owner[strings.ToLower(addr)] = p.Name
			}
		}
	}
	byPower := map[string][]Sheet{}
	for i, msg := range msgs {
		s, why := assign(m, owner, i, msg)
		if why != "" {
			in.Undecided = append(in.Undecided, Undecided{Message: i, Why: why})
			continue
		}
		byPower[s.Power] = append(byPower[s.Power], s)
	}
	names := make([]string, 0, len(byPower))
	for p := range byPower {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		list := byPower[p]
		sort.SliceStable(list, func(i, j int) bool { return older(msgs[list[i].Message], msgs[list[j].Message]) })
		s := list[len(list)-1]
		for _, old := range list[:len(list)-1] {
			s.Replaces = append(s.Replaces, old.Message)
		}
		in.Sheets = append(in.Sheets, s)
	}
	return in
}

// assign is one message's power, or why the GM must decide.
func assign(m *board.Map, owner map[string]string, i int, msg Message) (Sheet, string) {
	secs, diags, err := sheets.Split(m, msg.Text)
	if err != nil {
		return Sheet{}, err.Error()
	}
	var named []sheets.Section
	for _, s := range secs {
		if s.Power != "" {
			named = append(named, s)
		}
	}
	sender := owner[msg.From]
	from := msg.From
	if from == "" {
		from = "an unknown sender"
	}
	switch {
	case len(named) > 1:
		var at []string
		for _, s := range named {
			at = append(at, fmt.Sprintf("%s at line %d", s.Power, s.Header))
		}
		return Sheet{}, fmt.Sprintf("it holds the headers of %d powers (%s): a message holds one power's sheet; decide whose it is, or paste its sections yourself", len(named), strings.Join(at, ", "))
	case len(named) == 1 && sender != "" && sender != named[0].Power:
		return Sheet{}, fmt.Sprintf("it has %s's header (line %d) but comes from %s's address %s: decide whose sheet it is", named[0].Power, named[0].Header, sender, msg.From)
	case len(named) == 1:
		sec := named[0]
		s := Sheet{Power: sec.Power, Message: i, By: ByHeader, Text: after(msg.Text, sec.Header)}
		if sender == "" {
			s.Notes = append(s.Notes, fmt.Sprintf("assigned by its header: its sender (%s) is no power's address in the game file", from))
		}
		if n := wordsBefore(msg.Text, sec.Header); n > 0 {
			s.Notes = append(s.Notes, fmt.Sprintf("%d line(s) before its header %s are not part of the sheet", n, sec.Power))
		}
		return s, ""
	case sender != "":
		return Sheet{Power: sender, Message: i, By: BySender, Text: msg.Text}, ""
	default:
		return Sheet{}, fmt.Sprintf("it names no power in a header line%s and its sender (%s) is no power's address in the game file: decide whose sheet it is, or add the address to the power", misspelt(secs, diags), from)
	}
}

// misspelt says what the first line that looks like a header but names no
// power was taken for (" (line 2: 'GERMNAY' is not a power: did you mean
// GERMANY?; …)"), so that the GM sees the slip rather than hunting for it;
// "" when no line looks like one.
func misspelt(secs []sheets.Section, diags orders.Diagnostics) string {
	for _, s := range secs {
		if s.Power != "" || s.Written == "" {
			continue
		}
		for _, d := range diags {
			if d.Power == "" && d.Line == s.Header {
				why, _, _ := strings.Cut(d.Msg, "; ")
				return fmt.Sprintf(" (line %d: %s)", s.Header, why)
			}
		}
	}
	return ""
}

// after is the text after its line n (1-based).
func after(text string, n int) string {
	for ; n > 0; n-- {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			return ""
		}
		text = text[i+1:]
	}
	return strings.Trim(text, "\n")
}

// wordsBefore counts the lines with text before line n.
func wordsBefore(text string, n int) int {
	count := 0
	for _, l := range strings.SplitN(text, "\n", n)[:n-1] {
		if strings.TrimSpace(l) != "" {
			count++
		}
	}
	return count
}

// Text is the GM's text of every assigned sheet, each under its power's
// header, in the powers' order: what adjudication reads.
func (in *Inbox) Text() string {
	var b strings.Builder
	for _, s := range in.Sheets {
		fmt.Fprintf(&b, "%s:\n%s\n\n", s.Power, s.Text)
	}
	return b.String()
}

// Told is the inbox in the GM's words, a line each: which message stands
// for each power and why, what it replaces, and what is left to decide.
func (in *Inbox) Told() []string {
	var out []string
	for _, s := range in.Sheets {
		msg := in.Messages[s.Message]
		by := "by its header"
		if s.By == BySender {
			by = "by its sender's address"
		}
		out = append(out, fmt.Sprintf("%s: %s, from %s, %s (%s)", s.Power, msg.Source, senderWords(msg), whenWords(msg), by))
		for _, r := range s.Replaces {
			old := in.Messages[r]
			out = append(out, fmt.Sprintf("%s: it replaces %s, from %s, %s", s.Power, old.Source, senderWords(old), whenWords(old)))
		}
		for _, n := range s.Notes {
			out = append(out, fmt.Sprintf("%s: %s", s.Power, n))
		}
		for _, n := range msg.Notes {
			out = append(out, fmt.Sprintf("%s: %s: %s", s.Power, msg.Source, n))
		}
		if n, first := leftOut(msg.Dropped); n > 0 {
			out = append(out, fmt.Sprintf("%s: %s: %d line(s) of quoted earlier mail or signature left out, not read; the first: %s", s.Power, msg.Source, n, orders.Quote(first)))
		}
	}
	for _, u := range in.Undecided {
		msg := in.Messages[u.Message]
		out = append(out, fmt.Sprintf("not assigned: %s, from %s, %s: %s", msg.Source, senderWords(msg), whenWords(msg), u.Why))
		for _, n := range msg.Notes {
			out = append(out, fmt.Sprintf("not assigned: %s: %s", msg.Source, n))
		}
	}
	return out
}

// leftOut counts the lines with text of what the reader left out of a
// message (Message.Dropped), and gives the first: told, so that no line
// of a player's mail goes unseen.
func leftOut(dropped string) (n int, first string) {
	for _, l := range strings.Split(dropped, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if n == 0 {
				first = l
			}
			n++
		}
	}
	return n, first
}

func senderWords(m Message) string {
	if m.Sender == "" {
		return "an unknown sender"
	}
	return m.Sender
}

func whenWords(m Message) string {
	if !m.dated {
		return "undated"
	}
	return dateWords(m.unix)
}

// older says whether a was sent before b; an undated message is older
// than any dated one.
func older(a, b Message) bool {
	if a.dated != b.dated {
		return b.dated
	}
	return a.unix < b.unix
}
