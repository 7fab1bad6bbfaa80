package main

import "github.com/payola-gm/payola/engine/publish"

// reportBalance is the call
//
//	reportBalance {text} -> publish.StatedBalance: {power, balance, accept, phase}
//
// the balance a private report states, for the checker's cost panel (issue
// 24): the engine reads its own words, so that the page never parses them.
func reportBalance(req request) (any, error) {
	return publish.ReportBalance(req.Text)
}
