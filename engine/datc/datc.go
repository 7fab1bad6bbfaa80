// Package datc holds the DATC test cases (Diplomacy Adjudicator Test
// Cases, v2.4, as jDip and godip keep them) as data for the engine's tests
// and the CLI's: one case type, read from the committed datc.json, which
// scripts/datcgen generates from the shared DATC file. Nothing outside
// tests imports it.
package datc

import (
	_ "embed"
	"encoding/json"
)

// scripts/datcgen's test fails when the committed data differs from a
// fresh run.
//
//go:generate go run ../../scripts/datcgen -in ../../../shared/data/datc_v2.4_06.txt -out datc.json

//go:embed datc.json
var data []byte

// Cases are the DATC cases, in the file's order.
func Cases() ([]Case, error) {
	var cases []Case
	if err := json.Unmarshal(data, &cases); err != nil {
		return nil, err
	}
	return cases, nil
}

// Line is one "Power: text" line of a case.
type Line struct {
	Power string `json:"power"`
	Text  string `json:"text"`
}

// Result is one line of PRESTATE_RESULTS: an order of the movement phase
// before a retreat case, and whether it succeeded.
type Result struct {
	Success bool   `json:"success"`
	Power   string `json:"power"`
	Text    string `json:"text"`
}

// Dislodged is a unit of PRESTATE_DISLODGED with what the movement phase
// before it tells: where its attacker came from, whether by convoy.
type Dislodged struct {
	Power        string `json:"power"`
	Text         string `json:"text"`
	AttackedFrom string `json:"attackedFrom"`
	ByConvoy     bool   `json:"byConvoy,omitempty"`
}

// Case is one DATC test case.
type Case struct {
	ID            string      `json:"id"`
	Phase         string      `json:"phase"` // movement, retreat or adjustment
	Prestate      []Line      `json:"prestate"`
	Dislodged     []Dislodged `json:"dislodged,omitempty"`     // PRESTATE_DISLODGED
	Contested     []string    `json:"contested,omitempty"`     // left empty by a standoff in PRESTATE_RESULTS
	Results       []Result    `json:"results,omitempty"`       // PRESTATE_RESULTS
	Owners        []Line      `json:"owners,omitempty"`        // PRESTATE_SUPPLYCENTER_OWNERS (text names a unit; its province is the center)
	Orders        []Line      `json:"orders"`                  // as written
	Same          bool        `json:"same,omitempty"`          // POSTSTATE_SAME: the position does not change
	Poststate     []Line      `json:"poststate,omitempty"`     // POSTSTATE
	PostDislodged []Line      `json:"postDislodged,omitempty"` // POSTSTATE_DISLODGED
}
