package main

import (
	"os"
	"strings"
	"testing"
)

// --orders /dev/zero is refused after 2 MB instead of read until memory
// runs out (game-format §4 limits).
func TestOrdersAboveTheLimitAreRefused(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	code, _, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", "/dev/zero")
	if code != 1 || !strings.Contains(stderr, "2 MB") {
		t.Errorf("--orders /dev/zero: exit %d, %q", code, stderr)
	}
	code, _, stderr = runCLI(t, "check", "/dev/zero")
	if code != 1 || !strings.Contains(stderr, "2 MB") {
		t.Errorf("check /dev/zero: exit %d, %q", code, stderr)
	}
}

// `payola check` takes a sheet that starts with its own header; a game file
// saved with a byte-order mark loads.
func TestCheckSheetWithHeaderAndGameWithBOM(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	data, err := os.ReadFile(gamePath)
	if err != nil {
		t.Fatal(err)
	}
	bom := write(t, dir, "bom.json", "\uFEFF"+string(data))
	sheet := write(t, dir, "sheet.txt", "FRANCE:\r\n3 : A PAR - BUR\r\n")
	code, out, stderr := runCLI(t, "check", "--game", bom, sheet)
	if code != 0 || !strings.Contains(out, "1 offer(s)") {
		t.Errorf("check of a sheet headed FRANCE with a BOM game file: exit %d\n%s%s", code, out, stderr)
	}
}

// Control characters from a sheet never reach standard error or the files
// (game-format §2): they are named by code point.
func TestNoControlCharacterReachesAnOutput(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	orders := write(t, dir, "orders.txt", "FRANCE:\r\n3 : A PAR\x1b[2J - BUR\r\n2 : A MAR - BUR % \x1b]0;owned\x07\r\nGERMNAY:\r\n1 : A MUN H\x1b\r\n")
	code, _, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders)
	if code != 1 || strings.ContainsAny(stderr, "\x1b\x07\r") || !strings.Contains(stderr, "U+001B") || !strings.Contains(stderr, "did you mean GERMANY?") {
		t.Errorf("strict: exit %d, stderr %q", code, stderr)
	}
	out := dir + "/out"
	code, _, stderr = runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--lenient", "--out", out)
	if code != 0 || strings.ContainsAny(stderr, "\x1b\x07\r") {
		t.Errorf("lenient: exit %d, stderr %q", code, stderr)
	}
	files, err := os.ReadDir(out)
	if err != nil || len(files) == 0 {
		t.Fatalf("no files written: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(out + "/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		// JSON escapes control characters; every other file must not hold them.
		if strings.ContainsAny(string(data), "\x1b\x07\r") {
			t.Errorf("%s holds a control character", f.Name())
		}
	}
}
