package orders

import "github.com/payola-gm/payola/engine/board"

// verb is what an order word asks a unit to do.
type verb byte

const (
	vNone verb = iota
	vHold
	vMove // "TO", "MOVES TO" ("-" is a tDash token)
	vSupport
	vConvoy
	vRetreat // "R" in a retreat phase; "R" in an adjustment phase is vRemove
	vDisband
	vBuild
	vRemove
	vWaive
	vVia // "VIA", "BY", "THROUGH", "OVER": a convoy or a route follows
)

// verbs are the order words players type, as DPjudge and the DATC write them.
var verbs = map[string]verb{
	"H": vHold, "HOLD": vHold, "HOLDS": vHold, "HOLDING": vHold, "STAND": vHold, "STANDS": vHold,
	"TO": vMove,
	"S":  vSupport, "SUPPORT": vSupport, "SUPPORTS": vSupport, "SUPPORTING": vSupport,
	"C": vConvoy, "CONVOY": vConvoy, "CONVOYS": vConvoy, "CONVOYING": vConvoy,
	"R": vRetreat, "RETREAT": vRetreat, "RETREATS": vRetreat,
	"D": vDisband, "DISBAND": vDisband, "DISBANDS": vDisband,
	"B": vBuild, "BUILD": vBuild, "BUILDS": vBuild,
	"REMOVE": vRemove, "REMOVES": vRemove,
	"WAIVE": vWaive, "WAIVES": vWaive,
	"VIA": vVia, "BY": vVia, "THROUGH": vVia, "OVER": vVia,
}

// fillers are words that carry no meaning in an order ("THE FLEET IN MAO
// MOVES TO SPAIN", "A PAR ATTACKS BUR", "ARMY IN PARIS WILL HOLD").
var fillers = map[string]bool{
	"THE": true, "IS": true, "WILL": true, "IN": true, "AT": true, "ON": true, "AND": true,
	"MOVE": true, "MOVES": true, "MOVING": true, "GO": true, "GOES": true,
	"ATTACK": true, "ATTACKS": true, "ATTACKING": true, "UNIT": true,
}

// unitTypes are the spellings of a unit type.
var unitTypes = map[string]board.UnitType{
	"A": board.Army, "ARMY": board.Army, "F": board.Fleet, "FLEET": board.Fleet,
}

// coastDirs are the compass words that name a coast together with "COAST".
var coastDirs = map[string]string{"NORTH": "NC", "SOUTH": "SC", "EAST": "EC", "WEST": "WC"}

// coastCodes are the two-letter coast codes.
var coastCodes = map[string]bool{"NC": true, "SC": true, "EC": true, "WC": true}

// coastName is the coast in words, for messages.
var coastName = map[string]string{"NC": "north coast", "SC": "south coast", "EC": "east coast", "WC": "west coast"}

// CoastWords is a coast code in words ("SC": "south coast"), or the code
// itself when it has none.
func CoastWords(code string) string {
	if w := coastName[code]; w != "" {
		return w
	}
	return code
}
