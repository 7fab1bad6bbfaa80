package seal

import (
	"reflect"
	"strings"
	"testing"
)

// receiptOf is FRANCE's receipt of sent, as a report ends with it.
func receiptOf(text string) Receipt {
	salt := testSecret.Salt("demo", "S1901M", "FRANCE")
	lines := Canonical(strings.TrimPrefix(text, "FRANCE:\n"))
	return Receipt{Power: "FRANCE", Phase: "S1901M", Salt: salt, Digest: SheetDigest(salt, lines), Lines: lines}
}

// report is a private report ending with the receipt.
func report(r Receipt) string {
	return "FRANCE: private report, Spring 1901 Movement\n\nYour acceptance list now in force (rules 4.2, 4.3): F?\n\n" + r.Text()
}

func TestReceiptReadsBack(t *testing.T) {
	r := receiptOf(sent)
	got, err := ParseReceipt(strings.ReplaceAll(report(r), "\n", "\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, r) {
		t.Errorf("read back %+v, want %+v", got, r)
	}
	for name, text := range map[string]string{
		"no receipt": "FRANCE: private report\n",
		"no salt":    strings.Replace(report(r), "  salt ", "  sal ", 1),
		"short salt": strings.Replace(report(r), r.Salt.String(), r.Salt.String()[:10], 1),
	} {
		if _, err := ParseReceipt(text); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}

// A receipt says in words how many lines the sheet had, and that none was
// sent when none was ("0 line(s):" and nothing under it, found reading
// the reports of a power that sent nothing); each reads back.
func TestReceiptCountsItsLinesInWords(t *testing.T) {
	for text, want := range map[string]string{
		"FRANCE:\n":                           "no sheet of yours was read (the digest is of an empty one)",
		"FRANCE:\n5 : A PAR - BUR\n":          "your sheet as the engine read it, 1 line:",
		"FRANCE:\n5 : A PAR - BUR\nF BRE H\n": "your sheet as the engine read it, 2 lines:",
	} {
		r := receiptOf(text)
		if !strings.Contains(r.Text(), "\n  "+want+"\n") || strings.Contains(r.Text(), "(s)") {
			t.Errorf("receipt of %q:\n%s\nwant a line %q", text, r.Text(), want)
		}
		got, err := ParseReceipt(report(r))
		if len(got.Lines) == 0 && len(r.Lines) == 0 {
			got.Lines = r.Lines // none read back as none, nil or empty
		}
		if err != nil || !reflect.DeepEqual(got, r) {
			t.Errorf("receipt of %q read back %+v, %v; want %+v", text, got, err, r)
		}
	}
}

// TestCheckReceipt: the player's check (issue 34): the sheet sent, as mail
// gave it back, confirmed; a changed, added or missing line named; a
// receipt edited or with a wrong salt caught.
func TestCheckReceipt(t *testing.T) {
	r := receiptOf(sent)
	if c := CheckReceipt(r, strings.ReplaceAll(strings.Replace(sent, " - ", " \u2014 ", 1), "\n", "\r\n")); !c.Confirmed {
		t.Errorf("the sheet as mailed: %v", c.Differences)
	}
	if c := CheckReceipt(r, strings.TrimPrefix(sent, "FRANCE:\n")); !c.Confirmed {
		t.Errorf("the sheet without its header: %v", c.Differences)
	}
	cases := []struct {
		name, sent string
		want       []string
	}{
		{"one line changed", strings.Replace(sent, "4 : A PAR", "5 : A PAR", 1), []string{
			"line 2 of your sheet, '5 : A PAR - BUR', is not what the GM read there",
			"the GM read '4 : A PAR - BUR' (line 1 of the receipt's sheet), which your sheet does not have there",
		}},
		{"a line added", sent + "\n1 : A MAR H\n", []string{
			"line 6 of your sheet, '1 : A MAR H', is not what the GM read there",
		}},
		{"a line missing", strings.Replace(sent, "ACCEPT FEG?\n", "", 1), []string{
			"the GM read 'ACCEPT FEG?' (line 3 of the receipt's sheet), which your sheet does not have there",
		}},
	}
	for _, tc := range cases {
		c := CheckReceipt(r, tc.sent)
		if c.Confirmed || !reflect.DeepEqual(c.Differences, tc.want) {
			t.Errorf("%s: %v %q, want %q", tc.name, c.Confirmed, c.Differences, tc.want)
		}
	}
	wrongSalt := r
	wrongSalt.Salt = testSecret.Salt("demo", "S1901M", "ENGLAND")
	if c := CheckReceipt(wrongSalt, sent); c.Confirmed || !strings.Contains(c.Text(), "not as the GM's engine wrote it") {
		t.Errorf("a wrong salt: %s", c.Text())
	}
	edited := r
	edited.Lines = append([]string{"9 : A PAR - BUR"}, r.Lines[1:]...)
	if c := CheckReceipt(edited, strings.Replace(sent, "4 :", "9 :", 1)); c.Confirmed {
		t.Error("a receipt whose lines were edited to the player's confirms")
	}
}

func TestCommitmentReadsBack(t *testing.T) {
	seed := testSecret.SeedDigest("demo", 7)
	c := Commitment{Phase: "S1901M", State: testSecret.StateDigest("demo", "S1901M", []byte("{}")), Seed: &seed,
		Sheets: []PowerDigest{{"ENGLAND", receiptOf("").Digest}, {"FRANCE", receiptOf(sent).Digest}}}
	results := "demo: Spring 1901 Movement results\n\nNext phase: Fall 1901 Movement\n\n" + c.Text()
	got, err := ParseCommitment(results)
	if err != nil {
		t.Fatal(err)
	}
	got.Phase = c.Phase // the text states the phase in its title, not in the block
	if !reflect.DeepEqual(got, c) {
		t.Errorf("read back %+v, want %+v", got, c)
	}
	if err := CheckCommitment(receiptOf(sent), got); err != nil {
		t.Error(err)
	}
	if err := CheckCommitment(receiptOf(sent+"1 : A MAR H\n"), got); err == nil {
		t.Error("another sheet's receipt matches the commitment")
	}
}
