//go:build js && wasm

package main

import (
	"fmt"
	"runtime/debug"
	"sort"

	"github.com/hack-pad/safejs"
)

// main puts the calls on globalThis.payola, tells the page it is ready and
// then waits for calls for as long as the page lives.
func main() {
	// Calls allocate a lot and briefly; with memory to spare, collecting less
	// often makes a heavy phase markedly faster in the single-threaded page.
	debug.SetGCPercent(400)
	if err := register(); err != nil {
		// Tell the page why, through the same door it waits at (fmt.Println
		// would reach only the console).
		if ready, e := safejs.Global().Get("payolaReady"); e == nil && ready.Type() == safejs.TypeFunction {
			_, _ = ready.Invoke("the engine could not start: " + err.Error())
		}
		return
	}
	select {}
}

// register exposes each call as payola.NAME(requestJSON) -> answerJSON and
// calls globalThis.payolaReady() if the page has set it.
func register() error {
	obj, err := safejs.Global().Get("Object")
	if err != nil {
		return err
	}
	api, err := obj.New()
	if err != nil {
		return err
	}
	names := make([]string, 0, len(calls))
	for name := range calls {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fn, err := safejs.FuncOf(bridge(name))
		if err != nil {
			return err
		}
		if err := api.Set(name, fn); err != nil {
			return err
		}
	}
	if err := safejs.Global().Set("payola", api); err != nil {
		return err
	}
	ready, err := safejs.Global().Get("payolaReady")
	if err == nil && ready.Type() == safejs.TypeFunction {
		if _, err := ready.Invoke(); err != nil {
			return fmt.Errorf("payolaReady: %v", err)
		}
	}
	return nil
}

// bridge adapts one call to JavaScript: one string argument in, one string
// out. A missing argument is an empty request; one that is not a string is
// an answer too, not a panic.
func bridge(name string) func(this safejs.Value, args []safejs.Value) any {
	return func(_ safejs.Value, args []safejs.Value) any {
		in := ""
		if len(args) > 0 && !args[0].IsUndefined() && !args[0].IsNull() {
			if args[0].Type() != safejs.TypeString {
				return encode(answer{Error: fmt.Sprintf("%s: expected the request as a JSON string", name)})
			}
			s, err := args[0].String()
			if err != nil {
				return encode(answer{Error: fmt.Sprintf("%s: %v", name, err)})
			}
			in = s
		}
		return call(name, in)
	}
}
