// Command payola is the Payola GM engine on the command line: check offer
// sheets, adjudicate a phase, draw the map, publish a finished game.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage:
  payola check      [--game GAME.json] [--power NAME] SHEET.txt
  payola adjudicate --game GAME.json [--orders ORDERS.txt] [--mail DIR] [--deadline RFC3339] [--seed N] [--out DIR] [--json] [--lenient] [--archive ARCHIVE.json [--edit NOTE]]
  payola render     --game GAME.json [--phase PHASE | --results RESULT.json] [-o MAP.svg]
  payola publish    --game FINAL.json --out DIR [--force]
  payola new        [--name NAME] [--map standard] [--seed N] [--rules JSON] [--seal HEX|none] [--deadline RFC3339] [--out DIR]
  payola receipt    --check --report MY-REPORT.txt [--results RESULTS.txt] MY-SHEET.txt
  payola verify     ARCHIVE.json [RESULTS-OR-REPORT...]
  payola archive    --out ARCHIVE.json GAME.json...   (every phase's game file)
  payola maps       [--json]
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole command, testable: exit 0 on success, 1 when the input is
// wrong (every problem printed), 2 when the command line is.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	code := 0
	switch args[0] {
	case "check":
		code, err = check(args[1:], stdin, stdout, stderr)
	case "adjudicate":
		code, err = adjudicate(args[1:], stdin, stdout, stderr)
	case "render":
		code, err = renderCmd(args[1:], stdout, stderr)
	case "publish":
		code, err = publishCmd(args[1:], stdout, stderr)
	case "new":
		code, err = newGame(args[1:], stdout, stderr)
	case "maps":
		code, err = listMaps(args[1:], stdout, stderr)
	case "receipt":
		code, err = receipt(args[1:], stdout, stderr)
	case "verify":
		code, err = verify(args[1:], stdout, stderr)
	case "archive":
		code, err = archiveCmd(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "payola: unknown command %q\n%s", args[0], usage)
		return 2
	}
	if err != nil {
		fmt.Fprintf(stderr, "payola %s: %v\n", args[0], err)
		if code == 0 {
			code = 1
		}
	}
	return code
}
