package gamefile_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/publish"
)

// benchPhase measures one phase as the command line runs it: load the
// game file, adjudicate, write the next game file.
func benchPhase(b *testing.B, data []byte, text string) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	start := cpuTime()
	defer func() { b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op") }()
	for b.Loop() {
		g, err := gamefile.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		r, err := gamefile.Adjudicate(g, text, game.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Next.Encode(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTwentyYears: the Spring phase after twenty years of play, with
// its 58 phases of history (year20) and with the same file's history
// removed (year1): issue 19 wants the first at most 1.5 times the second.
func BenchmarkTwentyYears(b *testing.B) {
	data, text, err := gametest.LongGame(20, publishNext)
	if err != nil {
		b.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		b.Fatal(err)
	}
	m["history"] = json.RawMessage("[]")
	bare, err := json.Marshal(m)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("year1", func(b *testing.B) { benchPhase(b, bare, text) })
	b.Run("year20", func(b *testing.B) { benchPhase(b, data, text) })
}

// publishNext adjudicates a phase as the GM runs it: the next game file
// keeps the phase's GM chart in its history.
func publishNext(g *gamefile.Game, text string) (*gamefile.File, error) {
	a, err := publish.Adjudicate(g, text, game.Options{})
	if err != nil {
		return nil, err
	}
	return a.Next, nil
}

// cpuTime is the CPU time the process has used so far: on a loaded machine
// it measures the work, where the wall clock measures the neighbours too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkHistoryScan is the check of twenty years of history at load,
// alone: what BenchmarkTwentyYears/year20 pays for its history there.
func BenchmarkHistoryScan(b *testing.B) {
	data, _, err := gametest.LongGame(20, publishNext)
	if err != nil {
		b.Fatal(err)
	}
	at := bytes.Index(data, []byte("\n  \"history\": ")) + len("\n  \"history\": ")
	b.SetBytes(int64(len(data) - at))
	runtime.GC()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := threadTime()
	defer func() { b.ReportMetric(float64(threadTime()-start)/float64(b.N), "thread-ns/op") }()
	for b.Loop() {
		if _, _, _, ok := gamefile.ScanHistory(data, at); !ok {
			b.Fatal("the history of a long game is refused")
		}
	}
}

// threadTime is the CPU time of the thread: the scan's own, without the
// collector's.
func threadTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil { // RUSAGE_THREAD
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkLoadHistory is Load alone at year 1 (no history), 20 and 40,
// on the file as the engine writes it (engine) and as `python3 -m
// json.tool` re-indents it (jsontool: four spaces, which json.Indent
// writes the same way for a file of ASCII text): issue 29 wants both at
// the fast path's speed.
func BenchmarkLoadHistory(b *testing.B) {
	for _, years := range []int{1, 20, 40} {
		data, _, err := gametest.LongGame(years, publishNext)
		if err != nil {
			b.Fatal(err)
		}
		if years == 1 {
			var m map[string]json.RawMessage
			if err := json.Unmarshal(data, &m); err != nil {
				b.Fatal(err)
			}
			m["history"] = json.RawMessage("[]")
			if data, err = json.MarshalIndent(m, "", "  "); err != nil {
				b.Fatal(err)
			}
		}
		var tool bytes.Buffer
		if err := json.Indent(&tool, data, "", "    "); err != nil {
			b.Fatal(err)
		}
		for _, c := range []struct {
			name string
			data []byte
		}{{"engine", data}, {"jsontool", tool.Bytes()}} {
			b.Run(fmt.Sprintf("year%d/%s", years, c.name), func(b *testing.B) {
				b.SetBytes(int64(len(c.data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := gamefile.Load(c.data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
