package mail

import (
	"bytes"
	"fmt"
	"os"
	"testing"
)

// BenchmarkReadMbox reads an mbox of the fixtures' messages, 10 and 80
// times over: the time and allocations per message stay the same (the
// reader is linear).
func BenchmarkReadMbox(b *testing.B) {
	var one bytes.Buffer
	for _, name := range []string{"thunderbird-plain.eml", "gmail-alternative.eml", "outlook-1252.eml", "html-only.eml", "attached.eml"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			b.Fatal(err)
		}
		one.WriteString("From someone Mon Mar  2 09:15:04 2026\n")
		one.Write(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")))
		one.WriteString("\n")
	}
	for _, n := range []int{10, 80} {
		data := bytes.Repeat(one.Bytes(), n)
		b.Run(fmt.Sprintf("messages=%d", 5*n), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Read("inbox.mbox", data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
