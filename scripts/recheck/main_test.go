package main

import "testing"

// Each mutant is the token swap gremlins makes, at gremlins' 1-based byte
// column, and nothing else; a position without such a token is an error.
func TestMutate(t *testing.T) {
	src := "package x\n\tif a <= b && c != d {\n\t\tbreak\n\t}\n"
	for _, c := range []struct {
		kind      string
		line, col int
		want      string
	}{
		{"CONDITIONALS_BOUNDARY", 2, 7, "package x\n\tif a < b && c != d {\n\t\tbreak\n\t}\n"},
		{"CONDITIONALS_NEGATION", 2, 7, "package x\n\tif a > b && c != d {\n\t\tbreak\n\t}\n"},
		{"INVERT_LOGICAL", 2, 12, "package x\n\tif a <= b || c != d {\n\t\tbreak\n\t}\n"},
		{"CONDITIONALS_NEGATION", 2, 17, "package x\n\tif a <= b && c == d {\n\t\tbreak\n\t}\n"},
		{"INVERT_LOOPCTRL", 3, 3, "package x\n\tif a <= b && c != d {\n\t\tcontinue\n\t}\n"},
	} {
		got, err := mutate([]byte(src), c.kind, c.line, c.col)
		if err != nil || string(got) != c.want {
			t.Errorf("%s at %d:%d = %q, %v; want %q", c.kind, c.line, c.col, got, err, c.want)
		}
	}
	for _, bad := range []struct {
		kind      string
		line, col int
	}{{"INVERT_LOGICAL", 2, 7}, {"CONDITIONALS_BOUNDARY", 9, 1}, {"ARITHMETIC_BASE", 2, 99}} {
		if got, err := mutate([]byte(src), bad.kind, bad.line, bad.col); err == nil {
			t.Errorf("%s at %d:%d = %q; want an error", bad.kind, bad.line, bad.col, got)
		}
	}
}

// A position is inside a block from its start up to, not including, its end.
func TestInside(t *testing.T) {
	p := profile{{file: "github.com/x/engine/judge/adjust.go", startL: 10, startC: 5, endL: 12, endC: 3}}
	for _, c := range []struct {
		file      string
		line, col int
		want      bool
	}{
		{"engine/judge/adjust.go", 10, 5, true},
		{"engine/judge/adjust.go", 11, 1, true},
		{"engine/judge/adjust.go", 12, 2, true},
		{"engine/judge/adjust.go", 12, 3, false},
		{"engine/judge/adjust.go", 10, 4, false},
		{"engine/judge/adjust.go", 13, 1, false},
		{"judge/adjust.go", 11, 1, true},
		{"engine/judge/retreat.go", 11, 1, false},
		{"engine/judge/xadjust.go", 11, 1, false},
	} {
		if got := p.inside(c.file, c.line, c.col); got != c.want {
			t.Errorf("inside(%s, %d, %d) = %v, want %v", c.file, c.line, c.col, got, c.want)
		}
	}
}
