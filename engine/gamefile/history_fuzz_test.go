package gamefile

import (
	"os"
	"reflect"
	"testing"
)

// FuzzHistoryLanes: whatever the bytes of a game file with a history
// (seeded with historyFile's, kept in testdata/history4.json), the scan
// never takes what the slow way refuses or reads otherwise: where the
// fast lane takes a file, the slow decode takes it too, Load says the
// same of both word for word, and the entries read the same. Nothing
// panics.
func FuzzHistoryLanes(f *testing.F) {
	seed, err := os.ReadFile("testdata/history4.json")
	if err != nil {
		f.Fatal(err)
	}
	if decodeFast(seed) == nil {
		f.Fatal("the scan refuses testdata/history4.json: write it again from historyFile")
	}
	f.Add(seed)
	f.Fuzz(func(t *testing.T, data []byte) {
		fast := decodeFast(data)
		slow, errSlow := decodeSlow(data)
		if fast == nil {
			return
		}
		if errSlow != nil {
			t.Fatalf("the scan takes what decoding refuses: %v", errSlow)
		}
		_, errFast := New(fast)
		_, errNew := New(slow)
		if (errFast == nil) != (errNew == nil) || (errFast != nil && errFast.Error() != errNew.Error()) {
			t.Fatalf("loads with %v, the slow way with %v", errFast, errNew)
		}
		if !reflect.DeepEqual(fast.History.Entries(), slow.History.Entries()) {
			t.Fatal("the entries read otherwise than the slow way reads them")
		}
	})
}
