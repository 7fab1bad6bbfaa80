package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
)

// hostileShapes are issue 30's texts, each a line repeated n times in
// FRANCE's section (or two lines, alternately): every one must cost, through
// the CLI, at most five times an ordinary phase of 100 KB.
var hostileShapes = []struct {
	name  string
	lines []string
}{
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
	heavy, heavyText, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	for len(heavyText) < 100*1024 {
		if heavy, heavyText, err = gametest.HeavyPhase(300*100*1024/len(heavyText) + 1); err != nil {
			b.Fatal(err)
		}
	}
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
	for _, in := range inputs {
		for _, c := range []struct {
			name string
			args []string
		}{
			{"strict", []string{"adjudicate", "--game", in.game, "--orders", in.text, "--json"}},
			{"lenient", []string{"adjudicate", "--lenient", "--game", in.game, "--orders", in.text, "--json"}},
			{"check", []string{"check", "--game", in.game, "--power", "FRANCE", in.text}},
		} {
			if in.name == "ordinary_100KB" && c.name == "check" {
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
			})
		}
	}
}
