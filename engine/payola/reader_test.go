package payola_test

import (
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// The readers payola's own tests use (export_test.go).
func init() {
	payola.ParseSheet = sheets.ParseSheet
	payola.ParseAcceptance = sheets.ParseAcceptance
}
