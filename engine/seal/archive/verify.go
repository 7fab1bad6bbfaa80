package archive

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/publish"
)

// Verdict is a whole game's verification: Confirmed when every phase played
// again made every file received byte for byte, the files followed one
// another but for the edits the GM declared, and every phase was sealed.
// Lines say what was checked and, for each fault, which phase, which file
// and which line.
type Verdict struct {
	Confirmed bool
	Lines     []string
	Faults    int
}

// Text is the verdict as the checker and the CLI show it.
func (v *Verdict) Text() string {
	var b strings.Builder
	if v.Confirmed {
		b.WriteString("Confirmed: every phase of the archive, played again, makes every file received, byte for byte.\n")
	} else {
		fmt.Fprintf(&b, "Not confirmed: %d fault(s).\n", v.Faults)
	}
	for _, l := range v.Lines {
		b.WriteString("  " + l + "\n")
	}
	return b.String()
}

func (v *Verdict) note(format string, a ...any) { v.Lines = append(v.Lines, fmt.Sprintf(format, a...)) }

func (v *Verdict) fault(format string, a ...any) {
	v.Faults++
	v.note("FAULT: "+format, a...)
}

// Verify plays every phase of the archive again (publish.Adjudicate, as the
// GM's engine did) and holds each text it makes (every public result, Tin
// Cup cut and private report) to the file of the same name received, byte
// for byte; it checks that each phase's game file is the one the phase
// before made, listing a change as the GM's edit when the archive declares
// one and as a fault when not (the seed and the seal secret may never
// change), and that each phase followed the one before (an archive out of
// order stops there). maps is where the game's map comes from (nil: the
// standard map only).
func Verify(a *Archive, received map[string][]byte, maps gamefile.MapSource) *Verdict {
	v := &Verdict{}
	made := map[string]bool{}
	var prev *gamefile.File
	var seed *int64
	for i, ph := range a.Phases {
		f, err := gamefile.Decode(ph.Game)
		if err != nil {
			v.fault("%s (phase %d of the archive): its game file does not load: %v", ph.Phase, i+1, err)
			break
		}
		if f.Phase != ph.Phase {
			v.fault("phase %d of the archive says %s, but its game file is at %s", i+1, ph.Phase, f.Phase)
			break
		}
		if prev != nil {
			if prev.Phase != f.Phase {
				v.fault("%s: the archive is out of order: the phase before made %s, not %s", f.Phase, prev.Phase, f.Phase)
				break
			}
			f.History = prev.History
			v.compare(prev, f, ph.Edits)
		}
		if f.Seal == "" {
			v.fault("%s: the game file holds no seal secret: the phase was not sealed", f.Phase)
		}
		g, err := gamefile.NewFrom(f, maps)
		if err != nil {
			v.fault("%s: its game file does not load: %v", f.Phase, err)
			break
		}
		opt := game.Options{Lenient: ph.Lenient, Seed: ph.Seed}
		used := f.Seed
		if ph.Seed != nil {
			used = ph.Seed
		}
		switch {
		case seed == nil:
			seed = used
		case used == nil || *used != *seed:
			v.fault("%s: adjudicated with another seed than the one the first phase committed", f.Phase)
		}
		out, err := publish.Adjudicate(g, ph.Orders, opt)
		if err != nil {
			v.fault("%s: the archived orders do not adjudicate: %v", f.Phase, err)
			break
		}
		for _, d := range publish.Texts(out) {
			made[d.Name] = true
			got, ok := received[d.Name]
			if !ok {
				continue
			}
			if line, mine, theirs, same := firstDifference(d.Data, got); !same {
				v.fault("%s: %s, line %d: made %s, received %s%s", f.Phase, d.Name, line, quote(mine), quote(theirs), sealHint(mine))
			} else {
				v.note("%s: %s: identical", f.Phase, d.Name)
			}
		}
		prev = out.Next
	}
	if prev != nil && len(a.Last) > 0 && v.Faults == 0 {
		if f, err := gamefile.Decode(a.Last); err != nil {
			v.fault("the archive's last game file does not load: %v", err)
		} else {
			f.History = prev.History
			v.compare(prev, f, nil)
		}
	}
	var names []string
	for name := range received {
		if !made[name] {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		v.fault("%s: no phase of the archive makes a file of this name", name)
	}
	if len(received) == 0 {
		v.note("no file received was given: the archive plays through, but nothing the players hold was compared")
	}
	v.Confirmed = v.Faults == 0
	return v
}

// compare lists how the game file archived differs from the one the phase
// before made: the GM's declared edits, or faults.
func (v *Verdict) compare(made, archived *gamefile.File, edits []string) {
	diffs, forbidden := fileDiffs(made, archived)
	for _, d := range forbidden {
		v.fault("%s: the game file is not the one %s made: %s, which no GM edit may change", archived.Phase, made.History.Phase(made.History.Len()-1), d)
	}
	if len(diffs) == 0 {
		return
	}
	if len(edits) == 0 {
		for _, d := range diffs {
			v.fault("%s: the game file is not the one the phase before made, and the archive declares no edit: %s", archived.Phase, d)
		}
		return
	}
	v.note("%s: GM edits, declared (%s): %s", archived.Phase, strings.Join(edits, "; "), strings.Join(diffs, "; "))
}

// fileDiffs are the differences between two game files in words: those a
// GM may make between phases, and those never allowed (the seed, the seal).
func fileDiffs(made, archived *gamefile.File) (diffs, forbidden []string) {
	// Values are compared as the file writes them (their JSON), which is
	// what a GM's edit changes; reflect.DeepEqual would say the same and
	// cost the page's engine 5 KB.
	differ := func(list *[]string, what string, a, b any) {
		if sa, sb := show(a), show(b); sa != sb {
			*list = append(*list, fmt.Sprintf("%s: %s made, %s in the archive", what, sa, sb))
		}
	}
	differ(&forbidden, "seed", made.Seed, archived.Seed)
	if made.Seal != archived.Seal {
		forbidden = append(forbidden, "the seal secret is another")
	}
	differ(&diffs, "name", made.Name, archived.Name)
	differ(&diffs, "map", made.Map, archived.Map)
	differ(&diffs, "rules", compact(made.Rules), compact(archived.Rules))
	differ(&diffs, "winner", made.Winner, archived.Winner)
	differ(&diffs, "dislodged units", made.Dislodged, archived.Dislodged)
	differ(&diffs, "contested provinces", made.Contested, archived.Contested)
	byName := map[string]gamefile.PowerFile{}
	for _, p := range archived.Powers {
		byName[p.Name] = p
	}
	for _, p := range made.Powers {
		q, ok := byName[p.Name]
		if !ok {
			diffs = append(diffs, p.Name+": not in the archive's file")
			continue
		}
		delete(byName, p.Name)
		differ(&diffs, p.Name+"'s balance", p.Balance, q.Balance)
		differ(&diffs, p.Name+"'s acceptance list", p.Accept, q.Accept)
		differ(&diffs, p.Name+"'s units", p.Units, q.Units)
		differ(&diffs, p.Name+"'s centers", p.Centers, q.Centers)
		differ(&diffs, p.Name+"'s status", p.Status, q.Status)
	}
	for name := range byName {
		diffs = append(diffs, name+": only in the archive's file")
	}
	return diffs, forbidden
}

func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// show is a value of a game file in a message.
func show(x any) string {
	switch x := x.(type) {
	case *int:
		if x == nil {
			return "none"
		}
		return fmt.Sprint(*x)
	case *int64:
		if x == nil {
			return "none"
		}
		return fmt.Sprint(*x)
	}
	data, _ := json.Marshal(x)
	return string(data)
}

// firstDifference is the first line at which two texts differ, counted
// from 1, and the two lines ("" past a text's end).
func firstDifference(mine, theirs []byte) (int, string, string, bool) {
	if bytes.Equal(mine, theirs) {
		return 0, "", "", true
	}
	a := strings.SplitAfter(string(mine), "\n")
	b := strings.SplitAfter(string(theirs), "\n")
	for i := 0; ; i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return i + 1, strings.TrimSuffix(x, "\n"), strings.TrimSuffix(y, "\n"), false
		}
	}
}

// quote is a line of a text in a message, whole (a received line may hold
// anything: its odd characters are named).
func quote(line string) string {
	if line == "" {
		return "nothing"
	}
	return "'" + orders.Visible(line) + "'"
}

// sealHint says what a differing line of a seal stands for.
func sealHint(line string) string {
	f := strings.Fields(line)
	switch {
	case len(f) == 2 && f[0] == "state":
		return " (the seal's state digest: the game file adjudicated is not the one committed)"
	case len(f) == 2 && f[0] == "seed":
		return " (the seal's seed digest: the seed is not the one committed)"
	case len(f) == 3 && f[1] == "sheet":
		return fmt.Sprintf(" (the seal's digest of %s's sheet: the sheet adjudicated is not the one committed)", f[0])
	case len(f) == 2 && f[0] == "digest":
		return " (the receipt's digest: the sheet adjudicated is not the one committed)"
	}
	return ""
}
