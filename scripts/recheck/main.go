// Command recheck runs the mutants that gremlins reports NOT COVERED although
// their code runs: Go's coverage profile leaves the case expressions of a
// switch outside every block, so gremlins never tries a flipped comparison in
// a case. recheck applies each such mutant to a copy of the module (in the
// syntax tree, as gremlins does), runs the package's tests there, and
// rewrites the report line with the outcome
// (KILLED, LIVED or TIMED OUT, marked "recheck"). Mutants inside a block that
// no test ran stay NOT COVERED. scripts/mutate runs it after gremlins.
//
//	go run ./scripts/recheck -pkg engine/judge -log /tmp/payola-mutate/judge.log -timeout 40s
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

func main() {
	pkg := flag.String("pkg", "", "package directory, relative to the module root (engine/judge)")
	logPath := flag.String("log", "", "gremlins' report, rewritten in place")
	timeout := flag.Duration("timeout", 40*time.Second, "a test run longer than this counts as a hang, so as caught")
	flag.Parse()
	if err := run(*pkg, *logPath, *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "recheck:", err)
		os.Exit(1)
	}
}

// lineRE is one mutant of gremlins' report.
var lineRE = regexp.MustCompile(`^(\s*)NOT COVERED ([A-Z_]+) at ([^:]+):(\d+):(\d+)$`)

func run(pkg, logPath string, timeout time.Duration) error {
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	report, err := os.ReadFile(logPath)
	if err != nil {
		return err
	}
	blocks, err := coverage(root, pkg)
	if err != nil {
		return err
	}
	scratch, err := os.MkdirTemp("", "recheck-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(scratch)
	// The copy sits at scratch/repo with the shared material beside it, as
	// the tests expect (../shared from the repository root).
	repo := filepath.Join(scratch, "repo")
	if err := exec.Command("cp", "-r", root, repo).Run(); err != nil {
		return fmt.Errorf("copying the module: %w", err)
	}
	if shared, err := filepath.Abs(filepath.Join(root, "..", "shared")); err == nil {
		_ = os.Symlink(shared, filepath.Join(scratch, "shared"))
	}

	var out bytes.Buffer
	sc := bufio.NewScanner(bytes.NewReader(report))
	for sc.Scan() {
		line := sc.Text()
		m := lineRE.FindStringSubmatch(line)
		if m == nil {
			out.WriteString(line + "\n")
			continue
		}
		file := filepath.Join(pkg, m[3])
		ln, _ := strconv.Atoi(m[4])
		col, _ := strconv.Atoi(m[5])
		if blocks.inside(file, ln, col) {
			out.WriteString(line + "\n") // really not run by any test
			continue
		}
		status, err := try(repo, pkg, file, m[2], ln, col, timeout)
		if err != nil {
			return fmt.Errorf("%s:%d:%d: %w", file, ln, col, err)
		}
		fmt.Fprintf(&out, "%s%s %s at %s:%d:%d (recheck)\n", m[1], status, m[2], m[3], ln, col)
	}
	return os.WriteFile(logPath, out.Bytes(), 0o644)
}

// try applies one mutant to the copy, runs the package's tests and restores
// the file.
func try(repo, pkg, file, kind string, line, col int, timeout time.Duration) (string, error) {
	path := filepath.Join(repo, file)
	orig, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	mutant, err := mutate(orig, kind, line, col)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(path, mutant, 0o644); err != nil {
		return "", err
	}
	defer os.WriteFile(path, orig, 0o644)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "test", "-count=1", "-failfast", "./"+pkg) // -short comes with GOFLAGS
	cmd.Dir = repo
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return "TIMED OUT", nil
	case err == nil:
		return "LIVED", nil
	case errors.As(err, &exit) && exit.ExitCode() == 1:
		return "KILLED", nil
	}
	return "NOT VIABLE", nil // does not build
}

// mutations are gremlins' token mutations (internal/engine/mappings.go) for
// the mutant types scripts/mutate enables.
var mutations = map[string]map[token.Token]token.Token{
	"ARITHMETIC_BASE":       {token.ADD: token.SUB, token.SUB: token.ADD, token.MUL: token.QUO, token.QUO: token.MUL, token.REM: token.MUL},
	"CONDITIONALS_BOUNDARY": {token.LSS: token.LEQ, token.LEQ: token.LSS, token.GTR: token.GEQ, token.GEQ: token.GTR},
	"CONDITIONALS_NEGATION": {token.EQL: token.NEQ, token.NEQ: token.EQL, token.LSS: token.GEQ, token.LEQ: token.GTR, token.GTR: token.LEQ, token.GEQ: token.LSS},
	"INCREMENT_DECREMENT":   {token.INC: token.DEC, token.DEC: token.INC},
	"INVERT_LOGICAL":        {token.LAND: token.LOR, token.LOR: token.LAND},
	"INVERT_LOOPCTRL":       {token.BREAK: token.CONTINUE, token.CONTINUE: token.BREAK},
	"INVERT_NEGATIVES":      {token.SUB: token.ADD},
}

// mutate changes the token at line:col (1-based, bytes) in the syntax tree
// and prints the file again, as gremlins does: so "a && b && c" with its
// first "&&" inverted becomes "(a || b) && c", not "a || b && c".
func mutate(src []byte, kind string, line, col int) ([]byte, error) {
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, "", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	at := func(p token.Pos) bool {
		pos := fs.Position(p)
		return pos.Line == line && pos.Column == col
	}
	swap := func(tok *token.Token) bool {
		to, ok := mutations[kind][*tok]
		if ok {
			*tok = to
		}
		return ok
	}
	done := false
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			done = done || at(n.OpPos) && swap(&n.Op)
		case *ast.UnaryExpr:
			done = done || at(n.OpPos) && swap(&n.Op)
		case *ast.IncDecStmt:
			done = done || at(n.TokPos) && swap(&n.Tok)
		case *ast.BranchStmt:
			done = done || at(n.TokPos) && swap(&n.Tok)
		}
		return !done
	})
	if !done {
		return nil, fmt.Errorf("no %s token at %d:%d", kind, line, col)
	}
	var out bytes.Buffer
	if err := printer.Fprint(&out, fs, f); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// block is one counted stretch of a coverage profile.
type block struct {
	file                       string
	startL, startC, endL, endC int
}

type profile []block

// inside says whether a position lies in a block of the profile.
func (p profile) inside(file string, line, col int) bool {
	for _, b := range p {
		if !strings.HasSuffix(b.file, "/"+file) {
			continue
		}
		after := line > b.startL || (line == b.startL && col >= b.startC)
		before := line < b.endL || (line == b.endL && col < b.endC)
		if after && before {
			return true
		}
	}
	return false
}

// coverage runs the package's tests once for their profile (every block,
// run or not).
func coverage(root, pkg string) (profile, error) {
	f, err := os.CreateTemp("", "recheck-*.cov")
	if err != nil {
		return nil, err
	}
	f.Close()
	defer os.Remove(f.Name())
	cmd := exec.Command("go", "test", "-count=1", "-coverprofile", f.Name(), "./"+pkg)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("coverage run: %v\n%s", err, out)
	}
	data, err := os.ReadFile(f.Name())
	if err != nil {
		return nil, err
	}
	var p profile
	for _, l := range strings.Split(string(data), "\n") {
		// file.go:12.3,14.20 2 1
		var b block
		var stmts, count int
		i := strings.LastIndex(l, ":")
		if i < 0 {
			continue
		}
		if _, err := fmt.Sscanf(l[i+1:], "%d.%d,%d.%d %d %d", &b.startL, &b.startC, &b.endL, &b.endC, &stmts, &count); err != nil {
			continue
		}
		b.file = l[:i]
		p = append(p, b)
	}
	return p, nil
}
