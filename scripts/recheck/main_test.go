package main

import (
	"strings"
	"testing"
)

// Each mutant is the token change gremlins makes, at gremlins' 1-based byte
// column, in the syntax tree; a position without such a token is an error.
func TestMutate(t *testing.T) {
	src := "package x\n\nfunc f(a, b, c, d int) {\n\tfor a <= b && c != d && a > -1 {\n\t\tbreak\n\t}\n\ta++\n}\n"
	for _, c := range []struct {
		kind      string
		line, col int
		want      string // the line changed, as printed
	}{
		{"CONDITIONALS_BOUNDARY", 4, 8, "\tfor a < b && c != d && a > -1 {"},
		{"CONDITIONALS_NEGATION", 4, 8, "\tfor a > b && c != d && a > -1 {"},
		{"CONDITIONALS_NEGATION", 4, 18, "\tfor a <= b && c == d && a > -1 {"},
		{"INVERT_LOGICAL", 4, 13, "\tfor (a <= b || c != d) && a > -1 {"}, // the tree keeps its shape
		{"INVERT_LOGICAL", 4, 23, "\tfor a <= b && c != d || a > -1 {"},
		{"INVERT_NEGATIVES", 4, 30, "\tfor a <= b && c != d && a > +1 {"},
		{"INVERT_LOOPCTRL", 5, 3, "\t\tcontinue"},
		{"INCREMENT_DECREMENT", 7, 3, "\ta--"},
	} {
		got, err := mutate([]byte(src), c.kind, c.line, c.col)
		if err != nil {
			t.Errorf("%s at %d:%d: %v", c.kind, c.line, c.col, err)
			continue
		}
		if lines := strings.Split(string(got), "\n"); len(lines) < c.line || lines[c.line-1] != c.want {
			t.Errorf("%s at %d:%d:\n%s\nwant line %d: %q", c.kind, c.line, c.col, got, c.line, c.want)
		}
	}
	for _, bad := range []struct {
		kind      string
		line, col int
	}{{"INVERT_LOGICAL", 4, 8}, {"CONDITIONALS_BOUNDARY", 9, 1}, {"ARITHMETIC_BASE", 4, 99}} {
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
