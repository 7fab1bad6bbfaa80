// Package jdipmaps says which generator draws each built-in map: the maps
// drawn by scripts/geomgen from jDip's own variant drawings
// (../shared/data/jdip-maps), which scripts/psgen then leaves alone. It is
// the one list both generators read.
package jdipmaps

// Used names, for each built-in map drawn from jDip's variant drawing, the
// drawing's SVG and adjacency file in that folder. jDip draws each variant
// at its own scale, with unit places made for it, and outlines every
// province, so owners' tints show.
var Used = map[string]Variant{
	"chaos":  {SVG: "chaos/chaos.svg", Adjacency: "chaos/chaos_adjacency.xml"},
	"loeb9":  {SVG: "loeb9/loeb9.svg", Adjacency: "loeb9/loeb9_adjacency.xml"},
	"milan":  {SVG: "milan/milan.svg", Adjacency: "milan/milan_adjacency.xml"},
	"sailho": {SVG: "sailho/sail_ho.svg", Adjacency: "sailho/sailho_adjacency.xml"},
}

// Variant is a jDip variant's files, relative to the jdip-maps folder.
type Variant struct{ SVG, Adjacency string }

// Unused are the jDip drawings in the folder the maps are not drawn
// from, with the reason.
var Unused = map[string]string{
	"youngstown": "jDip's Youngstown is another version of the map: it has no Arctic Circle, Akita, Caspian Sea, Kyushu or Mogadiscio, which DPjudge's has",
	"hundred":    "no built-in map plays it",
	"modern":     "drawn from its MILA drawing, which is DPjudge's version of the map",
	"pure":       "drawn from its MILA drawing",
}
