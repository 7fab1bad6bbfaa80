package main

// A small PostScript interpreter: the part of the language DPjudge's map
// drawings use (made by dpmap from DPeye maps). It runs the drawing's setup
// as a printer would and records what the map form paints, so the picture
// is DPjudge's own, not a re-reading of its procedures by hand.

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
)

type (
	obj  = any
	name struct {
		s    string
		exec bool
	}
	// arr is an array or, executable, a procedure; arrays share storage.
	arr struct {
		v    *[]obj
		exec bool
	}
	pstr struct{ b []byte }
	dict struct {
		m    map[string]obj
		keys []string // insertion order, so forall is deterministic
	}
	op struct {
		name string
		f    func(*vm) error
	}
	markT struct{}
	font  struct {
		name string
		size float64
	}
	nullT struct{}
)

func newDict() *dict { return &dict{m: map[string]obj{}} }

func (d *dict) put(k string, v obj) {
	if _, ok := d.m[k]; !ok {
		d.keys = append(d.keys, k)
	}
	d.m[k] = v
}

var errExit = errors.New("exit outside a loop")

// scan reads PostScript text into objects; procedures become executable
// arrays at once, as the scanner of a printer does.
func scan(src string) ([]obj, error) {
	p := &scanner{src: src}
	out, err := p.seq(false)
	if err != nil {
		return nil, fmt.Errorf("line %d: %w", p.line(), err)
	}
	return out, nil
}

type scanner struct {
	src string
	i   int
}

func (p *scanner) line() int { return strings.Count(p.src[:p.i], "\n") + 1 }

func isDelim(c byte) bool {
	return strings.IndexByte("()<>[]{}/%", c) >= 0 || isSpace(c)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0
}

func (p *scanner) seq(inProc bool) ([]obj, error) {
	var out []obj
	for {
		for p.i < len(p.src) && isSpace(p.src[p.i]) {
			p.i++
		}
		if p.i >= len(p.src) {
			if inProc {
				return nil, errors.New("unclosed {")
			}
			return out, nil
		}
		c := p.src[p.i]
		switch {
		case c == '%':
			for p.i < len(p.src) && p.src[p.i] != '\n' {
				p.i++
			}
		case c == '{':
			p.i++
			body, err := p.seq(true)
			if err != nil {
				return nil, err
			}
			out = append(out, arr{v: &body, exec: true})
		case c == '}':
			if !inProc {
				return nil, errors.New("unexpected }")
			}
			p.i++
			return out, nil
		case c == '(':
			s, err := p.str()
			if err != nil {
				return nil, err
			}
			out = append(out, &pstr{b: s})
		case c == '[' || c == ']':
			p.i++
			out = append(out, name{s: string(c), exec: true})
		case strings.HasPrefix(p.src[p.i:], "<<") || strings.HasPrefix(p.src[p.i:], ">>"):
			out = append(out, name{s: p.src[p.i : p.i+2], exec: true})
			p.i += 2
		case c == '<' || c == '>':
			return nil, errors.New("hex strings are not supported")
		default:
			lit := c == '/'
			if lit {
				p.i++
			}
			j := p.i
			for p.i < len(p.src) && !isDelim(p.src[p.i]) {
				p.i++
			}
			tok := p.src[j:p.i]
			if !lit {
				if f, err := strconv.ParseFloat(tok, 64); err == nil {
					out = append(out, f)
					continue
				}
				if tok == "" {
					return nil, fmt.Errorf("unexpected %q", c)
				}
			}
			out = append(out, name{s: tok, exec: !lit})
		}
	}
}

func (p *scanner) str() ([]byte, error) {
	p.i++ // (
	var b []byte
	depth := 1
	for p.i < len(p.src) {
		c := p.src[p.i]
		p.i++
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return b, nil
			}
		case '\\':
			if p.i >= len(p.src) {
				break
			}
			e := p.src[p.i]
			p.i++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\n':
				continue
			default:
				if e >= '0' && e <= '7' {
					v := int(e - '0')
					for k := 0; k < 2 && p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '7'; k++ {
						v = v*8 + int(p.src[p.i]-'0')
						p.i++
					}
					c = byte(v)
				} else {
					c = e
				}
			}
		}
		b = append(b, c)
	}
	return nil, errors.New("unclosed string")
}

// vm is the interpreter: operand and dictionary stacks and the graphics state.
type vm struct {
	st     []obj
	dicts  []*dict
	gs     gstate
	saved  []gstate
	out    *picture
	steps  int
	system *dict
}

func newVM(out *picture) *vm {
	v := &vm{out: out, system: newDict()}
	for n, f := range operators {
		v.system.put(n, op{name: n, f: f})
	}
	v.dicts = []*dict{v.system, newDict()}
	v.gs = newGstate()
	return v
}

var errUnderflow = errors.New("stack underflow")

func (v *vm) push(o obj) { v.st = append(v.st, o) }

func (v *vm) pop() (obj, error) {
	if len(v.st) == 0 {
		return nil, errUnderflow
	}
	o := v.st[len(v.st)-1]
	v.st = v.st[:len(v.st)-1]
	return o, nil
}

// pop2 pops the two topmost objects; b is the top one.
func (v *vm) pop2() (a, b obj, err error) {
	if b, err = v.pop(); err != nil {
		return nil, nil, err
	}
	a, err = v.pop()
	return a, b, err
}

// popAs pops an object of type T; what is the error if it is not one.
func popAs[T any](v *vm, what string) (T, error) {
	var x T
	o, err := v.pop()
	if err != nil {
		return x, err
	}
	x, ok := o.(T)
	if !ok {
		return x, errors.New(what)
	}
	return x, nil
}

func (v *vm) num() (float64, error) {
	o, err := v.pop()
	if err != nil {
		return 0, err
	}
	if x, ok := o.(float64); ok {
		return x, nil
	}
	return 0, fmt.Errorf("a number was expected, not %s", show(o))
}

func (v *vm) nums(n int) ([]float64, error) {
	out := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		f, err := v.num()
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

// popCount pops a count n of objects, which with extra more must be on the
// stack: copy copies the top n, index fetches the one below the top n.
func (v *vm) popCount(extra int) (int, error) {
	f, err := v.num()
	if err != nil {
		return 0, err
	}
	n := int(f)
	if n < 0 || n+extra > len(v.st) {
		return 0, errUnderflow
	}
	return n, nil
}

func (v *vm) popKey() (string, error) {
	o, err := v.pop()
	if err != nil {
		return "", err
	}
	return key(o)
}

// popDef pops "key value", as def and store take them.
func (v *vm) popDef() (string, obj, error) {
	val, err := v.pop()
	if err != nil {
		return "", nil, err
	}
	k, err := v.popKey()
	return k, val, err
}

// where is the innermost dictionary that holds k, or nil.
func (v *vm) where(k string) *dict {
	for i := len(v.dicts) - 1; i >= 0; i-- {
		if _, ok := v.dicts[i].m[k]; ok {
			return v.dicts[i]
		}
	}
	return nil
}

func (v *vm) lookup(k string) (obj, bool) {
	if d := v.where(k); d != nil {
		return d.m[k], true
	}
	return nil, false
}

// run executes the objects of a procedure or of the file.
func (v *vm) run(body []obj) error {
	if err := v.step(); err != nil {
		return err
	}
	for _, o := range body {
		if a, ok := o.(arr); ok && a.exec {
			v.push(o) // a procedure inside a procedure is data until executed
			continue
		}
		if err := v.exec(o); err != nil {
			return err
		}
	}
	return nil
}

// step counts one step of the drawing's run: a drawing that never ends
// (an empty procedure's loop included) is an error, not a hang.
func (v *vm) step() error {
	v.steps++
	if v.steps > 50_000_000 {
		return errors.New("the drawing runs too long")
	}
	return nil
}

func (v *vm) exec(o obj) error {
	if err := v.step(); err != nil {
		return err
	}
	switch x := o.(type) {
	case name:
		if !x.exec {
			v.push(x)
			return nil
		}
		val, ok := v.lookup(x.s)
		if !ok {
			return fmt.Errorf("undefined: %s", x.s)
		}
		if err := v.execValue(val); err != nil {
			if err == errExit || strings.HasPrefix(err.Error(), "in ") {
				return err
			}
			return fmt.Errorf("in %s: %w", x.s, err)
		}
		return nil
	case op:
		return x.f(v)
	}
	v.push(o)
	return nil
}

// execValue runs what a name stands for: a procedure runs, an operator acts,
// anything else is pushed.
func (v *vm) execValue(val obj) error {
	switch y := val.(type) {
	case arr:
		if y.exec {
			return v.run(*y.v)
		}
	case op:
		return y.f(v)
	case name:
		if y.exec {
			return v.exec(y)
		}
	}
	v.push(val)
	return nil
}

// exited is a loop's error: exit only ends the loop.
func exited(err error) error {
	if err == errExit {
		return nil
	}
	return err
}

// isExec is whether o acts when executed: an executable array or name, or
// an operator.
func isExec(o obj) bool {
	switch x := o.(type) {
	case arr:
		return x.exec
	case name:
		return x.exec
	case op:
		return true
	}
	return false
}

// withExec is o made executable or literal; only arrays and names have the
// flag.
func withExec(o obj, exec bool) obj {
	switch x := o.(type) {
	case arr:
		x.exec = exec
		return x
	case name:
		x.exec = exec
		return x
	}
	return o
}

func key(o obj) (string, error) {
	switch x := o.(type) {
	case name:
		return x.s, nil
	case *pstr:
		return string(x.b), nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	}
	return "", fmt.Errorf("%s cannot be a key", show(o))
}

func show(o obj) string {
	switch x := o.(type) {
	case name:
		return "/" + x.s
	case *pstr:
		return "(" + string(x.b) + ")"
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case arr:
		return "array"
	case *dict:
		return "dict"
	case op:
		return "--" + x.name + "--"
	}
	return fmt.Sprintf("%T", o)
}

func cmp(a, b obj) (int, bool) {
	switch x := a.(type) {
	case float64:
		if y, ok := b.(float64); ok {
			switch {
			case x < y:
				return -1, true
			case x > y:
				return 1, true
			}
			return 0, true
		}
	case *pstr:
		if y, ok := b.(*pstr); ok {
			return strings.Compare(string(x.b), string(y.b)), true
		}
	}
	return 0, false
}

func equal(a, b obj) bool {
	ka, ea := key(a)
	kb, eb := key(b)
	if ea == nil && eb == nil {
		_, an := a.(float64)
		_, bn := b.(float64)
		return an == bn && ka == kb
	}
	switch x := a.(type) {
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case arr:
		y, ok := b.(arr)
		return ok && x.v == y.v
	case *dict:
		return a == b
	case nullT:
		_, ok := b.(nullT)
		return ok
	}
	return false
}

// itemIndex is k as an index into n items, and whether it is one.
func itemIndex(k obj, n int) (int, bool) {
	i, ok := k.(float64)
	return int(i), ok && int(i) >= 0 && int(i) < n
}

func bindProc(a arr, v *vm, seen map[*[]obj]bool) {
	if seen[a.v] {
		return
	}
	seen[a.v] = true
	for i, o := range *a.v {
		switch x := o.(type) {
		case name:
			if x.exec {
				if val, ok := v.lookup(x.s); ok {
					if opv, ok := val.(op); ok {
						(*a.v)[i] = opv
					}
				}
			}
		case arr:
			if x.exec {
				bindProc(x, v, seen)
			}
		}
	}
}

func toMark(v *vm) (int, error) {
	for i := len(v.st) - 1; i >= 0; i-- {
		if _, ok := v.st[i].(markT); ok {
			return len(v.st) - 1 - i, nil
		}
	}
	return 0, errors.New("no mark on the stack")
}

// The shapes most operators share.

func nop(*vm) error { return nil }

// pushes is an operator that takes nothing and pushes what f gives.
func pushes(f func(v *vm) obj) func(*vm) error {
	return func(v *vm) error { v.push(f(v)); return nil }
}

func constant(o obj) func(*vm) error { return pushes(func(*vm) obj { return o }) }

// drop is an operator that takes n objects and ignores them.
func drop(n int) func(*vm) error {
	return func(v *vm) error {
		for range n {
			if _, err := v.pop(); err != nil {
				return err
			}
		}
		return nil
	}
}

// one is an operator that takes an object and pushes what f makes of it.
func one(f func(o obj) (obj, error)) func(*vm) error {
	return func(v *vm) error {
		o, err := v.pop()
		if err != nil {
			return err
		}
		r, err := f(o)
		if err != nil {
			return err
		}
		v.push(r)
		return nil
	}
}

// two is an operator that takes two objects and pushes what f makes of them.
func two(f func(a, b obj) (obj, error)) func(*vm) error {
	return func(v *vm) error {
		a, b, err := v.pop2()
		if err != nil {
			return err
		}
		r, err := f(a, b)
		if err != nil {
			return err
		}
		v.push(r)
		return nil
	}
}

// sized is an operator that takes a size and pushes what f makes of it;
// the size is PostScript's limit for a string at most.
func sized(f func(n int) obj) func(*vm) error {
	return func(v *vm) error {
		n, err := v.num()
		if err != nil {
			return err
		}
		if n < 0 || n > 1<<24 {
			return fmt.Errorf("a size of %s", strconv.FormatFloat(n, 'f', -1, 64))
		}
		v.push(f(int(n)))
		return nil
	}
}

func unary(f func(a float64) float64) func(*vm) error {
	return func(v *vm) error {
		x, err := v.num()
		if err != nil {
			return err
		}
		v.push(f(x))
		return nil
	}
}

func binary(f func(a, b float64) float64) func(*vm) error {
	return func(v *vm) error {
		x, err := v.nums(2)
		if err != nil {
			return err
		}
		v.push(f(x[0], x[1]))
		return nil
	}
}

// integral is idiv or mod: whole numbers, and never by zero.
func integral(f func(a, b int) int) func(*vm) error {
	return func(v *vm) error {
		x, err := v.nums(2)
		if err != nil {
			return err
		}
		if int(x[1]) == 0 {
			return errors.New("division by zero")
		}
		v.push(float64(f(int(x[0]), int(x[1]))))
		return nil
	}
}

func relation(f func(c int) bool) func(*vm) error {
	return two(func(a, b obj) (obj, error) {
		c, ok := cmp(a, b)
		if !ok {
			return nil, fmt.Errorf("cannot compare %s and %s", show(a), show(b))
		}
		return f(c), nil
	})
}

func logic(fb func(a, b bool) bool, fi func(a, b int) int) func(*vm) error {
	return two(func(a, b obj) (obj, error) {
		ab, aok := a.(bool)
		bb, bok := b.(bool)
		if aok && bok {
			return fb(ab, bb), nil
		}
		an, aok := a.(float64)
		bn, bok := b.(float64)
		if aok && bok {
			return float64(fi(int(an), int(bn))), nil
		}
		return nil, errors.New("and/or take two booleans or two integers")
	})
}

// loop is an operator that takes a procedure (and whatever body takes
// below it) and runs body with it; exit ends the loop, not the program.
func loop(body func(v *vm, p obj) error) func(*vm) error {
	return func(v *vm) error {
		p, err := v.pop()
		if err != nil {
			return err
		}
		return exited(body(v, p))
	}
}

// operators: the standard ones the drawings call, by PostScript name.
var operators = map[string]func(*vm) error{
	"pop": drop(1),
	"exch": func(v *vm) error {
		n := len(v.st)
		if n < 2 {
			return errUnderflow
		}
		v.st[n-1], v.st[n-2] = v.st[n-2], v.st[n-1]
		return nil
	},
	"dup": func(v *vm) error {
		if len(v.st) < 1 {
			return errUnderflow
		}
		v.push(v.st[len(v.st)-1])
		return nil
	},
	"copy": func(v *vm) error {
		n, err := v.popCount(0)
		if err == nil {
			v.st = append(v.st, v.st[len(v.st)-n:]...)
		}
		return err
	},
	"index": func(v *vm) error {
		n, err := v.popCount(1)
		if err == nil {
			v.push(v.st[len(v.st)-1-n])
		}
		return err
	},
	"roll": func(v *vm) error {
		x, err := v.nums(2)
		if err != nil {
			return err
		}
		n, j := int(x[0]), int(x[1])
		if n < 0 || n > len(v.st) {
			return errUnderflow
		}
		if n == 0 {
			return nil
		}
		s := v.st[len(v.st)-n:]
		j = ((j % n) + n) % n
		r := append(slices.Clone(s[n-j:]), s[:n-j]...)
		copy(s, r)
		return nil
	},
	"clear": func(v *vm) error { v.st = v.st[:0]; return nil },
	"count": pushes(func(v *vm) obj { return float64(len(v.st)) }),
	"mark":  constant(markT{}),
	"[":     constant(markT{}),
	"<<":    constant(markT{}),
	"counttomark": func(v *vm) error {
		n, err := toMark(v)
		v.push(float64(n))
		return err
	},
	"cleartomark": func(v *vm) error {
		n, err := toMark(v)
		if err == nil {
			v.st = v.st[:len(v.st)-n-1]
		}
		return err
	},
	"]": func(v *vm) error {
		n, err := toMark(v)
		if err != nil {
			return err
		}
		items := slices.Clone(v.st[len(v.st)-n:])
		v.st = v.st[:len(v.st)-n-1]
		v.push(arr{v: &items})
		return nil
	},
	">>": func(v *vm) error {
		n, err := toMark(v)
		if err != nil {
			return err
		}
		if n%2 != 0 {
			return errors.New("a dictionary needs key and value pairs")
		}
		d := newDict()
		items := v.st[len(v.st)-n:]
		for i := 0; i < n; i += 2 {
			k, err := key(items[i])
			if err != nil {
				return err
			}
			d.put(k, items[i+1])
		}
		v.st = v.st[:len(v.st)-n-1]
		v.push(d)
		return nil
	},

	"add":  binary(func(a, b float64) float64 { return a + b }),
	"sub":  binary(func(a, b float64) float64 { return a - b }),
	"mul":  binary(func(a, b float64) float64 { return a * b }),
	"div":  binary(func(a, b float64) float64 { return a / b }),
	"idiv": integral(func(a, b int) int { return a / b }),
	"mod":  integral(func(a, b int) int { return a % b }),
	"atan": binary(func(a, b float64) float64 {
		d := math.Atan2(a, b) * 180 / math.Pi
		if d < 0 {
			d += 360
		}
		return d
	}),
	"neg":      unary(func(a float64) float64 { return -a }),
	"abs":      unary(math.Abs),
	"sqrt":     unary(math.Sqrt),
	"floor":    unary(math.Floor),
	"ceiling":  unary(math.Ceil),
	"round":    unary(func(a float64) float64 { return math.Floor(a + .5) }),
	"truncate": unary(math.Trunc),
	"cvi":      unary(math.Trunc),
	"cvr":      unary(func(a float64) float64 { return a }),
	"log":      unary(math.Log10),
	"ln":       unary(math.Log),
	"sin":      unary(func(a float64) float64 { return math.Sin(a * math.Pi / 180) }),
	"cos":      unary(func(a float64) float64 { return math.Cos(a * math.Pi / 180) }),

	"gt":  relation(func(c int) bool { return c > 0 }),
	"ge":  relation(func(c int) bool { return c >= 0 }),
	"lt":  relation(func(c int) bool { return c < 0 }),
	"le":  relation(func(c int) bool { return c <= 0 }),
	"eq":  two(func(a, b obj) (obj, error) { return equal(a, b), nil }),
	"ne":  two(func(a, b obj) (obj, error) { return !equal(a, b), nil }),
	"and": logic(func(a, b bool) bool { return a && b }, func(a, b int) int { return a & b }),
	"or":  logic(func(a, b bool) bool { return a || b }, func(a, b int) int { return a | b }),
	"xor": logic(func(a, b bool) bool { return a != b }, func(a, b int) int { return a ^ b }),
	"not": one(func(o obj) (obj, error) {
		switch x := o.(type) {
		case bool:
			return !x, nil
		case float64:
			return float64(^int(x)), nil
		}
		return nil, errors.New("not takes a boolean")
	}),
	"true":  constant(true),
	"false": constant(false),
	"null":  constant(nullT{}),

	"if": func(v *vm) error {
		p, err := v.pop()
		if err != nil {
			return err
		}
		b, err := popAs[bool](v, "if needs a boolean")
		if err != nil || !b {
			return err
		}
		return v.execValue(p)
	},
	"ifelse": func(v *vm) error {
		p1, p2, err := v.pop2()
		if err != nil {
			return err
		}
		b, err := popAs[bool](v, "ifelse needs a boolean")
		if err != nil {
			return err
		}
		if b {
			return v.execValue(p1)
		}
		return v.execValue(p2)
	},
	"exec": func(v *vm) error {
		p, err := v.pop()
		if err != nil {
			return err
		}
		return v.execValue(p)
	},
	"for": loop(func(v *vm, p obj) error {
		x, err := v.nums(3)
		if err != nil {
			return err
		}
		for i := x[0]; (x[1] > 0 && i <= x[2]) || (x[1] < 0 && i >= x[2]); i += x[1] {
			v.push(i)
			if err := v.execValue(p); err != nil {
				return err
			}
		}
		return nil
	}),
	"repeat": loop(func(v *vm, p obj) error {
		n, err := v.num()
		if err != nil {
			return err
		}
		for range int(n) {
			if err := v.execValue(p); err != nil {
				return err
			}
		}
		return nil
	}),
	"loop": loop(func(v *vm, p obj) error {
		for {
			if err := v.execValue(p); err != nil {
				return err
			}
		}
	}),
	"forall": loop(func(v *vm, p obj) error {
		o, err := v.pop()
		if err != nil {
			return err
		}
		each := func(items ...obj) error {
			v.st = append(v.st, items...)
			return v.execValue(p)
		}
		switch x := o.(type) {
		case arr:
			for _, it := range slices.Clone(*x.v) {
				if err := each(it); err != nil {
					return err
				}
			}
		case *dict:
			for _, k := range slices.Clone(x.keys) {
				if val, ok := x.m[k]; ok {
					if err := each(name{s: k}, val); err != nil {
						return err
					}
				}
			}
		case *pstr:
			for _, c := range slices.Clone(x.b) {
				if err := each(float64(c)); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("forall over %s", show(o))
		}
		return nil
	}),
	"exit": func(v *vm) error { return errExit },
	"stopped": func(v *vm) error {
		p, err := v.pop()
		if err != nil {
			return err
		}
		v.push(v.execValue(p) != nil)
		return nil
	},
	"=":          drop(1),
	"flush":      nop,
	"statusdict": pushes(func(*vm) obj { return newDict() }),

	"dict": sized(func(int) obj { return newDict() }),
	"begin": func(v *vm) error {
		o, err := v.pop()
		if err != nil {
			return err
		}
		d, ok := o.(*dict)
		if !ok {
			return fmt.Errorf("begin takes a dictionary, not %s", show(o))
		}
		v.dicts = append(v.dicts, d)
		return nil
	},
	"end": func(v *vm) error {
		if len(v.dicts) <= 2 {
			return errors.New("dictionary stack underflow")
		}
		v.dicts = v.dicts[:len(v.dicts)-1]
		return nil
	},
	"currentdict": pushes(func(v *vm) obj { return v.dicts[len(v.dicts)-1] }),
	"userdict":    pushes(func(v *vm) obj { return v.dicts[1] }),
	"def": func(v *vm) error {
		k, val, err := v.popDef()
		if err == nil {
			v.dicts[len(v.dicts)-1].put(k, val)
		}
		return err
	},
	"store": func(v *vm) error {
		k, val, err := v.popDef()
		if err != nil {
			return err
		}
		d := v.where(k)
		if d == nil {
			d = v.dicts[len(v.dicts)-1]
		}
		d.put(k, val)
		return nil
	},
	"load": func(v *vm) error {
		k, err := v.popKey()
		if err != nil {
			return err
		}
		val, ok := v.lookup(k)
		if !ok {
			return fmt.Errorf("undefined: %s", k)
		}
		v.push(val)
		return nil
	},
	"known": two(func(o, k obj) (obj, error) {
		d, ok := o.(*dict)
		ks, kerr := key(k)
		if !ok || kerr != nil {
			return nil, errors.New("known takes a dictionary and a key")
		}
		_, has := d.m[ks]
		return has, nil
	}),
	"where": func(v *vm) error {
		k, err := v.popKey()
		if err != nil {
			return err
		}
		if d := v.where(k); d != nil {
			v.push(d)
			v.push(true)
			return nil
		}
		v.push(false)
		return nil
	},

	"array": sized(func(n int) obj {
		items := make([]obj, n)
		for i := range items {
			items[i] = nullT{}
		}
		return arr{v: &items}
	}),
	"string": sized(func(n int) obj { return &pstr{b: make([]byte, n)} }),
	"length": one(func(o obj) (obj, error) {
		switch x := o.(type) {
		case arr:
			return float64(len(*x.v)), nil
		case *pstr:
			return float64(len(x.b)), nil
		case *dict:
			return float64(len(x.m)), nil
		case name:
			return float64(len(x.s)), nil
		}
		return nil, fmt.Errorf("length of %s", show(o))
	}),
	"get": two(func(o, k obj) (obj, error) {
		switch x := o.(type) {
		case arr:
			i, ok := itemIndex(k, len(*x.v))
			if !ok {
				return nil, errors.New("array index out of range")
			}
			return (*x.v)[i], nil
		case *pstr:
			i, ok := itemIndex(k, len(x.b))
			if !ok {
				return nil, errors.New("string index out of range")
			}
			return float64(x.b[i]), nil
		case *dict:
			ks, err := key(k)
			if err != nil {
				return nil, err
			}
			val, ok := x.m[ks]
			if !ok {
				return nil, fmt.Errorf("undefined key %s", ks)
			}
			return val, nil
		}
		return nil, fmt.Errorf("get from %s", show(o))
	}),
	"put": func(v *vm) error {
		val, err := v.pop()
		if err != nil {
			return err
		}
		o, k, err := v.pop2()
		if err != nil {
			return err
		}
		switch x := o.(type) {
		case arr:
			i, ok := itemIndex(k, len(*x.v))
			if !ok {
				return errors.New("array index out of range")
			}
			(*x.v)[i] = val
		case *pstr:
			i, ok := itemIndex(k, len(x.b))
			c, cok := val.(float64)
			if !ok || !cok {
				return errors.New("string index out of range")
			}
			x.b[i] = byte(c)
		case *dict:
			ks, err := key(k)
			if err != nil {
				return err
			}
			x.put(ks, val)
		default:
			return fmt.Errorf("put into %s", show(o))
		}
		return nil
	},
	"getinterval": func(v *vm) error {
		x, err := v.nums(2)
		if err != nil {
			return err
		}
		o, err := v.pop()
		if err != nil {
			return err
		}
		i, n := int(x[0]), int(x[1])
		switch s := o.(type) {
		case *pstr:
			if i < 0 || n < 0 || i+n > len(s.b) {
				return errors.New("getinterval out of range")
			}
			v.push(&pstr{b: s.b[i : i+n : i+n]})
		case arr:
			if i < 0 || n < 0 || i+n > len(*s.v) {
				return errors.New("getinterval out of range")
			}
			sub := (*s.v)[i : i+n : i+n]
			v.push(arr{v: &sub, exec: s.exec})
		default:
			return errors.New("getinterval of a non-string")
		}
		return nil
	},
	"putinterval": func(v *vm) error {
		src, err := v.pop()
		if err != nil {
			return err
		}
		i, err := v.num()
		if err != nil {
			return err
		}
		dst, err := v.pop()
		if err != nil {
			return err
		}
		d, ok1 := dst.(*pstr)
		s, ok2 := src.(*pstr)
		if !ok1 || !ok2 || int(i) < 0 || int(i)+len(s.b) > len(d.b) {
			return errors.New("putinterval takes strings that fit")
		}
		copy(d.b[int(i):], s.b)
		return nil
	},
	"aload": func(v *vm) error {
		a, err := popAs[arr](v, "aload takes an array")
		if err != nil {
			return err
		}
		v.st = append(v.st, *a.v...)
		v.push(a)
		return nil
	},
	"astore": func(v *vm) error {
		o, err := v.pop()
		if err != nil {
			return err
		}
		a, ok := o.(arr)
		if !ok || len(v.st) < len(*a.v) {
			return errors.New("astore takes an array and its items")
		}
		n := len(*a.v)
		copy(*a.v, v.st[len(v.st)-n:])
		v.st = v.st[:len(v.st)-n]
		v.push(a)
		return nil
	},

	"cvx":    one(func(o obj) (obj, error) { return withExec(o, true), nil }),
	"cvlit":  one(func(o obj) (obj, error) { return withExec(o, false), nil }),
	"xcheck": one(func(o obj) (obj, error) { return isExec(o), nil }),
	"cvn": one(func(o obj) (obj, error) {
		s, ok := o.(*pstr)
		if !ok {
			return nil, errors.New("cvn takes a string")
		}
		return name{s: string(s.b)}, nil
	}),
	"cvs": two(func(o, d obj) (obj, error) {
		dst, ok := d.(*pstr)
		if !ok {
			return nil, errors.New("cvs takes a string")
		}
		var s string
		switch x := o.(type) {
		case name:
			s = x.s
		case *pstr:
			s = string(x.b)
		case float64:
			s = strconv.FormatFloat(x, 'g', -1, 64)
		case bool:
			s = strconv.FormatBool(x)
		case op:
			s = x.name
		default:
			s = "--nostringval--"
		}
		if len(s) > len(dst.b) {
			return nil, errors.New("cvs: string too small")
		}
		copy(dst.b, s)
		return &pstr{b: dst.b[:len(s):len(s)]}, nil
	}),
	"search": func(v *vm) error {
		to, so, err := v.pop2()
		if err != nil {
			return err
		}
		seek, ok1 := so.(*pstr)
		text, ok2 := to.(*pstr)
		if !ok1 || !ok2 {
			return errors.New("search takes two strings")
		}
		i := strings.Index(string(text.b), string(seek.b))
		if i < 0 {
			v.push(text)
			v.push(false)
			return nil
		}
		n := len(seek.b)
		v.push(&pstr{b: text.b[i+n:]})
		v.push(&pstr{b: text.b[i : i+n]})
		v.push(&pstr{b: text.b[:i]})
		v.push(true)
		return nil
	},
	"bind": func(v *vm) error {
		if len(v.st) == 0 {
			return errUnderflow
		}
		if a, ok := v.st[len(v.st)-1].(arr); ok {
			bindProc(a, v, map[*[]obj]bool{})
		}
		return nil
	},
}

func init() { maps.Copy(operators, graphicsOperators) }
