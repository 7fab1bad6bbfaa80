package publish

import (
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
)

// The offer map draws each valid line of a sheet being written (issue
// 24): a direct offer as its order, a negative offer's listed orders as
// failing (rule 3.1: it pays for any other order), a wildcard's listed
// orders as void-grey; lines with problems are left out, and the list
// beside the map keeps each line's amount as written.
func TestDrawOffersDrawsEachKindOfOffer(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\n4 : A PAR - BUR\n2 ! A MUN - BUR\n2*3#1 > F BRE - MAO | - ENG\n3 : A PAR - XYZ\n10$\n"
	svg, drawn, err := DrawOffers(g, nil, "", text)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"A PAR - BUR": "o-succeeds", "A MUN - BUR": "o-fails", "F BRE - MAO": "o-void", "F BRE - ENG": "o-void"}
	found := regexp.MustCompile(`class="(o-[a-z]+)" data-order="([^"]+)"`).FindAllStringSubmatch(string(svg), -1)
	if len(found) != len(want) {
		t.Errorf("%d orders drawn (%v), want %d", len(found), found, len(want))
	}
	for _, f := range found {
		if want[f[2]] != f[1] {
			t.Errorf("%s drawn as %s, want %s", f[2], f[1], want[f[2]])
		}
	}
	var lines []string
	for _, d := range drawn {
		lines = append(lines, d.Kind+" "+d.Amount+" "+strings.Join(d.Orders, "|")+" "+d.Owner)
	}
	if got := strings.Join(lines, "; "); got != "direct 4 A PAR - BUR FRANCE; negative 2 A MUN - BUR GERMANY; wildcard 2*3#1 F BRE - MAO|F BRE - ENG FRANCE" {
		t.Errorf("the offers listed: %s", got)
	}
	// Each order drawn carries its offer's amount, the sign too when the
	// offer is not direct.
	wantTags := map[string]string{"A PAR - BUR": "4", "A MUN - BUR": "2 !", "F BRE - MAO": "2*3#1 >", "F BRE - ENG": "2*3#1 >"}
	tags := regexp.MustCompile(`data-amount="([^"]+)" data-for="([^"]+)"`).FindAllStringSubmatch(strings.ReplaceAll(string(svg), "&gt;", ">"), -1)
	if len(tags) != len(wantTags) {
		t.Errorf("%d amounts drawn (%v), want %d", len(tags), tags, len(wantTags))
	}
	for _, tg := range tags {
		if wantTags[tg[2]] != tg[1] {
			t.Errorf("%s labelled %q, want %q", tg[2], tg[1], wantTags[tg[2]])
		}
	}
	if drawn[1].Line != 3 {
		t.Errorf("the negative offer is at line %d, want 3", drawn[1].Line)
	}
}
