package main

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"errors"
	"time"
)

// zipped is a zip archive for the page to save, in base64 because answers
// are JSON.
type zipped struct {
	Name   string `json:"name"`
	Base64 string `json:"base64"`
	Size   int    `json:"size"`
}

// zipStamp dates every entry the same, so that the same files always make
// the same archive.
var zipStamp = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// zipFiles packs the given downloads into one archive.
func zipFiles(req request) (any, error) {
	if len(req.Files) == 0 {
		return nil, errors.New("nothing to put in the zip")
	}
	name := req.Name
	if name == "" {
		name = "payola.zip"
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	seen := map[string]bool{}
	for _, f := range req.Files {
		if f.Name == "" || seen[f.Name] {
			return nil, errors.New("every file in the zip needs its own name")
		}
		seen[f.Name] = true
		e, err := w.CreateHeader(&zip.FileHeader{Name: f.Name, Method: zip.Deflate, Modified: zipStamp})
		if err != nil {
			return nil, err
		}
		if _, err := e.Write([]byte(f.Text)); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return zipped{Name: name, Base64: base64.StdEncoding.EncodeToString(buf.Bytes()), Size: buf.Len()}, nil
}
