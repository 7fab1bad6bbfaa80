// Command wasm is the browser's door to the engine: a few JSON-in/JSON-out
// calls that the web pages make. It only decodes requests, calls engine/game
// and engine/publish, and encodes answers; every rule lives in the engine.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/sheets"
)

// request carries the arguments of any call; each call reads the fields it
// needs. The game travels as the text of its file, or as the name of a
// session opened on that text (session.go): the page owns the state, keeps
// the text, and a reload or a restarted worker loses nothing.
type request struct {
	Game    string `json:"game,omitempty"`    // game file (JSON text)
	Session string `json:"session,omitempty"` // instead of game: a session the open call made of it
	Text    string `json:"text,omitempty"`    // the GM's pasted sections, or one sheet
	Power   string `json:"power,omitempty"`
	Lenient bool   `json:"lenient,omitempty"`
	Phase   string `json:"phase,omitempty"`   // render: a phase of the game's history, e.g. "S1901M"
	Unit    string `json:"unit,omitempty"`    // legal: the unit whose orders are asked for
	Balance *int   `json:"balance,omitempty"` // cost, rehearse: the player's treasury
	Accept  string `json:"accept,omitempty"`  // rehearse: the player's acceptance list in force
	// rehearse: the guessed sheets of other powers, and their treasuries.
	Others   string         `json:"others,omitempty"`
	Balances map[string]int `json:"balances,omitempty"`
	// new: a game of the GM's choosing.
	Name   string            `json:"name,omitempty"`
	Seed   *int64            `json:"seed,omitempty"`
	Rules  json.RawMessage   `json:"rules,omitempty"`  // game-format §3
	Status map[string]string `json:"status,omitempty"` // power -> playing, loyal, ...
	// new, addresses: power -> its players' mail addresses (issue 35).
	Addresses map[string][]string `json:"addresses,omitempty"`
	Silent    []string            `json:"silent,omitempty"` // missing: the powers the live check found silent
	// new, deadline: the phase's deadline; adjudicate, drafts: the next
	// phase's (RFC 3339, gamefile.ParseDeadline; "" none).
	Deadline *string `json:"deadline,omitempty"`
	// mail: the files of mail dropped, opened or pasted (mail.go).
	Mail []mailFile `json:"mail,omitempty"`
	// Any call: the JSON text of the game's map when it is not the standard
	// one (an engine/maps file, fetched by the page; maps.go).
	Map string `json:"map,omitempty"`
	// With map: its drawing, the .geo.json and the picture it names
	// (engine/maps/drawings, fetched by the page with the map; maps.go).
	Drawing string `json:"drawing,omitempty"`
	Picture string `json:"picture,omitempty"`
	// The seal's calls (seal.go); new takes the GM's seal secret.
	sealRequest
	Seal string `json:"seal,omitempty"`

	session *session // the session named, found (inSession)
}

// answer is every call's reply: Value on success, otherwise Error in words
// and, when the GM's text has problems, every one of them.
type answer struct {
	OK          bool                 `json:"ok"`
	Value       any                  `json:"value,omitempty"`
	Error       string               `json:"error,omitempty"`
	Diagnostics gamefile.Diagnostics `json:"diagnostics,omitempty"`
	// Reopen: the session named is not held here (a restarted worker);
	// the page opens it again from its text and asks again.
	Reopen bool `json:"reopen,omitempty"`
}

// calls are the API by name, as the page sees it on globalThis.payola:
// payola.NAME(JSON string) returns a JSON string {ok, value} or {ok: false,
// error, diagnostics?}.
//
// Every call also takes map: the JSON text of the game's map, when the game
// (or the new game) is not on the standard map.
//
//	demo       {}                                -> {game}: the standard 1901 demo game file
//	open       {game}                            -> {session}: the game file decoded and checked once, kept under that name (session.go); every call below that takes game takes session instead
//	new        {name, seed?, rules?, status?, seal?, addresses?, deadline?} -> {game}: a new game with the GM's switches, on the map sent or the standard one, sealed with the page's random secret
//	form       {}                                -> gamefile.NewGameForm: the New game dialog's parts, switches, income schemes with their fields, statuses, each key with its label
//	load       {game}                            -> the game's summary (phase, powers with GM-only figures)
//	render     {game, phase?, power?}            -> {svg}: the board as it stands, or an adjudicated phase of the game's history (board before it, orders with results); in a blind game with power, the board as that power sees it (rule 6.3)
//	check      {game, text}                      -> game.TextCheck (checkAnswer): live diagnostics (all that adjudicate would refuse) and per-power summaries (most it may cost, available, over: rule 5.5 before adjudicating)
//	checkSheet {game?, power?, text, balance?}   -> sheets.SheetCheck: one player's sheet, line by line; with a game, its problems are the GM's page's (asgm.go)
//	opening    {game}                            -> {files}: a new game's files before its first adjudication (the game file, the players' position)
//	adjudicate {game, text, lenient, deadline?}  -> {result, phaseLong, nextPhaseLong, files, base, netTransfers, income}: the map and the next game file are among the files; each of result.orders has its outcome in the results file's words
//	names      {game?}                           -> the places, units, order words and powers the sheet editor completes (names.go)
//	offerMap   {game, power?, text}              -> {svg, offers}: a sheet's offers drawn on the position as it is written (offermap.go)
//	cost       {game?, power?, text, balance}    -> payola.Cost: the most a sheet can cost and rule 5.5's cuts in words (cost.go)
//	rehearse   {game, power, text, others, balance, accept?, balances?, seed?} -> a player's private what-if, adjudicated (rehearse.go)
//	reportBalance {text}                         -> {power, balance, accept, phase}: the balance and acceptance list a private report states, and its phase (balance.go)
//	receipt    {text, report, results?}          -> {confirmed, lines, text}: a player's sheet against its receipt (seal.go)
//	verify     {archive, files}                  -> {confirmed, lines, text}: a whole game played again from its archive (seal.go)
//	archive    {games}                           -> {name, archive, phases}: the game's archive made from every phase's game file, as payola archive makes it (seal.go)
//	mail       {game, mail: [{name, data}]}      -> {messages, sheets, undecided, text, told}: mail files read and each message assigned to a power (mail.go)
//	missing    {game, silent}                    -> [{power, addresses, consequence}]: the check's silent powers with their addresses and rule 3.3's consequence
//	drafts     {game, text, lenient, deadline?}  -> {drafts: [{name, power, to, files, text, subject, body}]}: the phase's results as ready-to-send mail, with the next phase's deadline
//	deadline   {game, deadline}                  -> {game}: the game file with its phase's deadline set ("" clears it; addresses, deadline: one call, changeBook)
//	addresses  {game, addresses}                 -> {game}: the game file with the powers' mail addresses replaced
//	story      {game}                            -> {phases, public, money}: the history in two SVG plots for the GM (story.go): every power's supply centers and units, and its treasury and bribes paid, per phase
//
// The page zips the downloads itself (web/zip.js): archive/zip and the time
// package it needs cost the wasm about 75 KB gzipped.
var calls = map[string]func(request) (any, error){
	"demo":          demo,
	"open":          openSession, // session.go
	"new":           newGame,
	"load":          load,
	"render":        renderBoard,
	"check":         check,
	"checkSheet":    checkSheet,
	"adjudicate":    adjudicate,
	"opening":       opening,          // adjudicate.go
	"words":         words,            // rules.go
	"form":          form,             // rules.go
	"legal":         legal,            // legal.go
	"ignored":       ignoredByLenient, // lenient.go
	"timeline":      timelinePhase,    // timeline.go
	"names":         names,            // names.go
	"offerMap":      offerMap,         // offermap.go
	"cost":          cost,             // cost.go
	"rehearse":      rehearse,         // rehearse.go
	"reportBalance": reportBalance,    // balance.go
	"receipt":       receiptCheck,     // seal.go
	"verify":        verifyGame,       // seal.go
	"archive":       makeArchive,      // seal.go
	"mail":          readMail,         // mail.go
	"missing":       missing,          // mail.go
	"drafts":        drafts,           // mail.go
	"addresses":     changeBook,       // mail.go
	"deadline":      changeBook,       // mail.go
	"story":         story,            // story.go
}

// call runs one API call on a JSON request and always returns a JSON
// answer: decoding errors, engine errors and panics all become messages, so
// nothing ever panics into the page.
func call(name, in string) (out string) {
	defer func() {
		if p := recover(); p != nil {
			out = encode(answer{Error: fmt.Sprintf("internal error in %s (please report it with the game file and text): %v", name, p)})
		}
	}()
	fn, ok := calls[name]
	if !ok {
		return encode(answer{Error: fmt.Sprintf("no such call %q", name)})
	}
	var req request
	if in != "" {
		// Strictly: a field this engine does not know means the page expects
		// a newer one, and must say so rather than get a wrong answer.
		dec := json.NewDecoder(strings.NewReader(in))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			return encode(answer{Error: fmt.Sprintf("%s: the request is not valid JSON: %v", name, err)})
		}
	}
	if err := inSession(&req); err != nil {
		return encode(answer{Error: err.Error(), Reopen: err == errUnknownSession})
	}
	v, err := fn(req)
	if err != nil {
		a := answer{Error: err.Error()}
		var ds gamefile.Diagnostics
		if errors.As(err, &ds) {
			a.Error = fmt.Sprintf("%d problem(s) in the text; nothing was adjudicated", len(ds))
			a.Diagnostics = ds
		}
		return encode(a)
	}
	return encode(answer{OK: true, Value: v})
}

func encode(a answer) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(a); err != nil {
		return `{"ok":false,"error":"the answer could not be encoded"}`
	}
	return buf.String()
}

// demoSeed fixes the demo game's random draws so that it plays the same
// for everybody.
const demoSeed = 1901

// demo is the built-in game the page starts with: the standard map in
// Spring 1901.
func demo(request) (any, error) {
	f, err := gamefile.Start(board.Standard(), "demo", demoSeed)
	if err != nil {
		return nil, err
	}
	data, err := f.Encode()
	if err != nil {
		return nil, err
	}
	return struct {
		Game string `json:"game"`
	}{string(data)}, nil
}

// newGame starts a game on the map sent (the standard map without one) with the GM's name, seed, rules switches
// (game-format §3) and power statuses; the engine checks them all.
func newGame(req request) (any, error) {
	if strings.TrimSpace(req.Name) == "" {
		return nil, errors.New("the new game needs a name")
	}
	seed := int64(demoSeed)
	if req.Seed != nil {
		seed = *req.Seed
	}
	m, err := requestMap(req)
	if err != nil {
		return nil, err
	}
	f, err := gamefile.StartVariant(m, strings.TrimSpace(req.Name), seed, req.Rules)
	if err != nil {
		return nil, err
	}
	for power, list := range req.Addresses {
		p := m.Power(power)
		if p == nil {
			return nil, fmt.Errorf("%q is not a power of the %s map", power, m.ID)
		}
		for i := range f.Powers {
			if f.Powers[i].Name == p.Name {
				f.Powers[i].Addresses = list
			}
		}
	}
	for power, status := range req.Status {
		p := m.Power(power)
		if p == nil {
			return nil, fmt.Errorf("%q is not a power of the %s map", power, m.ID)
		}
		for i := range f.Powers {
			if f.Powers[i].Name == p.Name {
				f.Powers[i].Status = status
			}
		}
	}
	if err := f.SetDeadline(deadline(req)); err != nil {
		return nil, fmt.Errorf("deadline: %v", err)
	}
	if f.Seal, err = newSeal(req.Seal); err != nil {
		return nil, err
	}
	data, err := f.Encode()
	if err != nil {
		return nil, err
	}
	// Load checks the statuses (and everything else) as for any game file.
	if _, err := gamefile.LoadFrom(data, gamefile.OneMap(m)); err != nil {
		return nil, err
	}
	return struct {
		Game string `json:"game"`
	}{string(data)}, nil
}

// loadGame is the request's game: its session's, or its game file decoded.
func loadGame(req request) (*gamefile.Game, error) {
	if req.session != nil {
		return req.session.game, nil
	}
	if req.Game == "" {
		return nil, errors.New("no game file loaded")
	}
	maps, err := mapSource(req)
	if err != nil {
		return nil, err
	}
	return gamefile.LoadFrom([]byte(req.Game), maps)
}

// renderBoard draws the game's board as it stands, or a phase of its
// history.
func renderBoard(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	d, err := requestDrawing(req)
	if err != nil {
		return nil, err
	}
	svg, err := publish.Draw(g, publish.Picture{Phase: req.Phase, Power: req.Power, Drawing: d})
	if err != nil {
		return nil, err
	}
	return struct {
		SVG string `json:"svg"`
	}{string(svg)}, nil
}

// check is the live check of the GM's whole text: everything Adjudicate
// would refuse, at its line (game.CheckText runs the phase to find it).
func check(req request) (any, error) {
	if req.session != nil {
		return checkAnswer(*req.session.checkText(req.Text)), nil
	}
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	return checkAnswer(*game.CheckText(stateOf(g), req.Text)), nil
}

// checkAnswer is the check call's answer, game.TextCheck as the page reads
// it (game's types name no JSON).
type checkAnswer struct {
	Diagnostics orders.Diagnostics `json:"diagnostics"`
	Void        orders.Diagnostics `json:"void"`
	Powers      []sheets.Summary   `json:"powers"`
	Silent      []string           `json:"silent"`
	Excess      orders.Diagnostics `json:"excess"`
}

// checkSheet checks one player's sheet, against the game when one is given:
// each line's meaning is the sheet check's, and its problems, with a game,
// the GM's page's (asTheGM) with the player's balance.
func checkSheet(req request) (any, error) {
	g, err := loadPosition(req)
	if err != nil {
		return nil, err
	}
	sc, err := sheets.CheckSheet(stateOf(g).SheetBoard(), req.Power, req.Text)
	if err != nil || g == nil {
		return sc, err
	}
	if ds, ok := asTheGM(g, []byte(req.Game), sc.Power, req.Balance, req.Text); ok {
		sc.Diagnostics = ds
		sc.Problems = len(ds)
	}
	return sc, nil
}

// loadPosition is the board of the request's game file or public position
// file (the players' pages send either), or nil when the request has none.
func loadPosition(req request) (*gamefile.Game, error) {
	if req.Game == "" {
		return nil, nil
	}
	maps, err := mapSource(req)
	if err != nil {
		return nil, err
	}
	g, err := gamefile.LoadBoard([]byte(req.Game), maps)
	if err != nil {
		return nil, fmt.Errorf("game file: %v", err)
	}
	return g, nil
}

// stateOf is the loaded game's state, or nil when no game was given.
func stateOf(g *gamefile.Game) *game.State {
	if g == nil {
		return nil
	}
	return g.State
}
