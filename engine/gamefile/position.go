package gamefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// PositionFormat is the public position file's format: what the GM sends
// players after each adjudication (game-format §4).
const PositionFormat = "payola-position/1"

// PositionSuffix ends the name of the public position file among the
// downloads of an adjudication; the file is for everybody.
const PositionSuffix = "-public-position.json"

// PositionFile is the public position file: the board and nothing else, no
// balance, acceptance list, seed, sheet or history (rules 2.5, 3.6).
type PositionFile struct {
	Format    string          `json:"format"`
	Map       string          `json:"map"`
	Phase     string          `json:"phase"`
	Powers    []PositionPower `json:"powers"`
	Dislodged []DislodgedFile `json:"dislodged"`
	Contested []string        `json:"contested"`
}

// PositionPower is one power's units and centers.
type PositionPower struct {
	Name    string   `json:"name"`
	Units   []string `json:"units"`
	Centers []string `json:"centers"`
}

// PublicPosition is the position a game file describes, for everybody.
func PublicPosition(f *File) *PositionFile {
	p := &PositionFile{Format: PositionFormat, Map: f.Map, Phase: f.Phase, Dislodged: f.Dislodged, Contested: f.Contested}
	for _, pw := range f.Powers {
		p.Powers = append(p.Powers, PositionPower{Name: pw.Name, Units: pw.Units, Centers: pw.Centers})
	}
	if p.Dislodged == nil {
		p.Dislodged = []DislodgedFile{}
	}
	if p.Contested == nil {
		p.Contested = []string{}
	}
	return p
}

// Encode writes the position as indented JSON with a final newline.
func (p *PositionFile) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// LoadBoard reads either a full game file or a public position file, for
// checking sheets against the board (payola check --game, the players'
// checker page), its map taken from maps (nil: the standard map only). From
// a position file the game has no money, no rules switches and default
// acceptance lists: it must not be adjudicated.
func LoadBoard(data []byte, maps MapSource) (*Game, error) {
	var head struct {
		Format string `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format != PositionFormat {
		return LoadFrom(data, maps)
	}
	var pos PositionFile
	if err := decodeStrict(bytes.TrimPrefix(data, []byte("\uFEFF")), &pos); err != nil {
		var field *fieldError
		if errors.As(err, &field) && field.unknown && len(field.steps) == 1 {
			return nil, fmt.Errorf("%v (a public position holds only format, map, phase, powers, dislodged, contested)", err)
		}
		return nil, err
	}
	f := &File{Format: Format, Name: "position", Map: pos.Map, Phase: pos.Phase, Dislodged: pos.Dislodged, Contested: pos.Contested}
	for _, p := range pos.Powers {
		zero := 0
		f.Powers = append(f.Powers, PowerFile{Name: p.Name, Balance: &zero, Units: p.Units, Centers: p.Centers})
	}
	return NewFrom(f, maps)
}

// SeenBy is the position as one power sees it in a Tin Cup game (rule
// 6.3): its own units and centers, and only those of others standing in the
// provinces it sees.
func (p *PositionFile) SeenBy(power string, sees map[string]bool) *PositionFile {
	inSight := func(owner, place string) bool {
		prov, _, _ := strings.Cut(place[strings.LastIndexByte(place, ' ')+1:], "/")
		return owner == power || sees[prov]
	}
	out := &PositionFile{Format: p.Format, Map: p.Map, Phase: p.Phase, Dislodged: []DislodgedFile{}, Contested: []string{}}
	for _, pw := range p.Powers {
		cut := PositionPower{Name: pw.Name, Units: []string{}, Centers: []string{}}
		for _, u := range pw.Units {
			if inSight(pw.Name, u) {
				cut.Units = append(cut.Units, u)
			}
		}
		for _, c := range pw.Centers {
			if inSight(pw.Name, c) {
				cut.Centers = append(cut.Centers, c)
			}
		}
		out.Powers = append(out.Powers, cut)
	}
	for _, d := range p.Dislodged {
		if inSight(d.Power, d.Unit) {
			if !sees[d.AttackedFrom] {
				d.AttackedFrom, d.ByConvoy = "", false // an attack from out of sight
			}
			out.Dislodged = append(out.Dislodged, d)
		}
	}
	for _, c := range p.Contested {
		if sees[c] {
			out.Contested = append(out.Contested, c)
		}
	}
	return out
}
