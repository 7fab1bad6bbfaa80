package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/orders"
)

// hostileShapes are issue 30's texts, each a line repeated n times in
// FRANCE's section (or two lines, alternately): every one must cost, through
// the CLI, at most five times an ordinary phase of 100 KB.
var hostileShapes = []hostileShape{
	{"nmr", []string{"A PAR H", "NMR"}},                 // each NMR discards the line before
	{"clear", []string{"A PAR H", "CLEAR"}},             // the same with CLEAR
	{"accept", []string{"ACCEPT F"}},                    // acceptance lists, each replacing the last
	{"overlimit", []string{"9999 : A PAR H"}},           // past 1,000,000 AgP after 100 lines: the rest ignored
	{"misspelt", []string{"1 : A PAR - BURGNDY"}},       // a misspelt place, with a suggestion
	{"unknown", []string{"1 : A PAR - QQXZ"}},           // a place like none
	{"garbage", []string{"x7#@ lorem ipsum dolor sit"}}, // no line at all
	{"transfers", []string{"TRANSFER 1 TO ITALY"}},      // past the treasury after 48 lines: the rest refused
	{"fullname", []string{"GULF OF BOTHNIA"}},           // a line of letters, asked whether it is a power
}

type hostileShape struct {
	name  string
	lines []string
}

// hostileText is FRANCE's section of n lines of the shape.
func hostileText(lines []string, n int) string {
	var b strings.Builder
	b.WriteString("FRANCE:\n")
	for i := range n {
		b.WriteString(lines[i%len(lines)])
		b.WriteByte('\n')
	}
	return b.String()
}

// countingWriter counts what the command writes, to report the size of its
// output beside its cost.
type countingWriter struct{ n int }

func (w *countingWriter) Write(p []byte) (int, error) { w.n += len(p); return len(p), nil }

// BenchmarkHostile runs each hostile shape at 20,000 and 40,000 lines
// through `payola adjudicate --json` (strict, where the text is refused),
// `adjudicate --lenient --json` and `check`, beside the ordinary 100 KB
// phase, reporting CPU time, allocation and the bytes written.
func BenchmarkHostile(b *testing.B) {
	dir := b.TempDir()
	opening, err := gametest.Opening("hostile", 7, nil)
	if err != nil {
		b.Fatal(err)
	}
	// heavyPhase is an ordinary phase of at least size bytes of sheets.
	heavyPhase := func(size int) ([]byte, string) {
		lines := 300
		heavy, heavyText, err := gametest.HeavyPhase(lines)
		for err == nil && len(heavyText) < size {
			lines = lines*size/len(heavyText) + 1
			heavy, heavyText, err = gametest.HeavyPhase(lines)
		}
		if err != nil {
			b.Fatal(err)
		}
		return heavy, heavyText
	}
	heavy, heavyText := heavyPhase(100 * 1024)
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			b.Fatal(err)
		}
		return p
	}
	openingPath, heavyPath := write("opening.json", opening), write("heavy.json", heavy)
	type input struct{ name, game, text string }
	inputs := []input{{"ordinary_100KB", heavyPath, write("ordinary.txt", []byte(heavyText))}}
	for _, s := range hostileShapes {
		for _, n := range []int{20000, 40000} {
			name := fmt.Sprintf("%s/lines=%d", s.name, n)
			inputs = append(inputs, input{name, openingPath, write(strings.ReplaceAll(name, "/", "-")+".txt", []byte(hostileText(s.lines, n)))})
		}
	}
	// Issue 30: garbage filling the 2 MB a phase's text may take (game-format
	// §4), under --lenient as strictly, beside an ordinary phase of about
	// the same size, whose cost per byte the hostile ones are held to.
	garbage := hostileShapes[slices.IndexFunc(hostileShapes, func(s hostileShape) bool { return s.name == "garbage" })]
	n := (orders.MaxText - len("FRANCE:\n")) / (len(garbage.lines[0]) + 1)
	inputs = append(inputs, input{"garbage/2MB", openingPath, write("garbage-2MB.txt", []byte(hostileText(garbage.lines, n)))})
	big, bigText := heavyPhase(orders.MaxText - 64*1024)
	inputs = append(inputs, input{"ordinary_2MB", write("big.json", big), write("big.txt", []byte(bigText))})
	for _, in := range inputs {
		for _, c := range []struct {
			name string
			args []string
		}{
			{"strict", []string{"adjudicate", "--game", in.game, "--orders", in.text, "--json"}},
			{"lenient", []string{"adjudicate", "--lenient", "--game", in.game, "--orders", in.text, "--json"}},
			{"check", []string{"check", "--game", in.game, "--power", "FRANCE", in.text}},
		} {
			if strings.HasPrefix(in.name, "ordinary_") && c.name == "check" {
				continue // a check reads one power's sheet; the ordinary phase's is every power's
			}
			b.Run(in.name+"/"+c.name, func(b *testing.B) {
				b.ReportAllocs()
				var out countingWriter
				start := cpuTime()
				for b.Loop() {
					out.n = 0
					var errOut bytes.Buffer
					if code := run(c.args, strings.NewReader(""), &out, &errOut); code > 1 {
						b.Fatalf("exit %d: %s", code, errOut.String())
					} else {
						out.n += errOut.Len()
					}
				}
				b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
				b.ReportMetric(float64(out.n), "out-B")
				if info, err := os.Stat(in.text); err == nil {
					b.ReportMetric(float64(info.Size()), "in-B")
				}
			})
		}
	}
}
