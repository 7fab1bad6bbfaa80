// Command recheck runs the mutants that gremlins reports NOT COVERED although
// their code runs: Go's coverage profile leaves the case expressions of a
// switch outside every block, so gremlins never tries a flipped comparison in
// a case. recheck applies each such mutant to a copy of the module, runs the
// package's tests there, and rewrites the report line with the outcome
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

// swaps are gremlins' token mutations, longest token first.
var swaps = map[string][][2]string{
	"CONDITIONALS_BOUNDARY": {{"<=", "<"}, {">=", ">"}, {"<", "<="}, {">", ">="}},
	"CONDITIONALS_NEGATION": {{"==", "!="}, {"!=", "=="}, {"<=", ">"}, {">=", "<"}, {"<", ">="}, {">", "<="}},
	"INVERT_LOGICAL":        {{"&&", "||"}, {"||", "&&"}},
	"ARITHMETIC_BASE":       {{"+", "-"}, {"-", "+"}, {"*", "/"}, {"/", "*"}, {"%", "*"}},
	"INCREMENT_DECREMENT":   {{"++", "--"}, {"--", "++"}},
	"INVERT_NEGATIVES":      {{"-", "+"}},
	"INVERT_LOOPCTRL":       {{"break", "continue"}, {"continue", "break"}},
}

// mutate replaces the token at line:col (1-based, bytes) as gremlins would.
func mutate(src []byte, kind string, line, col int) ([]byte, error) {
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return nil, errors.New("no such line")
		}
		off += i + 1
	}
	off += col - 1
	if off >= len(src) {
		return nil, errors.New("no such column")
	}
	for _, s := range swaps[kind] {
		if bytes.HasPrefix(src[off:], []byte(s[0])) {
			out := append([]byte{}, src[:off]...)
			out = append(out, s[1]...)
			return append(out, src[off+len(s[0]):]...), nil
		}
	}
	return nil, fmt.Errorf("no %s token at %q", kind, strings.SplitN(string(src[off:]), "\n", 2)[0])
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
