package orders

import "fmt"

// Error is a problem with one order, at a 1-based column (counted in bytes)
// of the text given to the parser; len(text)+1 means "at the end". Col is 0 when there is no text to point into (Complete and
// Check work on parsed orders).
type Error struct {
	Col int
	Msg string
}

func (e *Error) Error() string {
	if e.Col == 0 {
		return e.Msg
	}
	return fmt.Sprintf("column %d: %s", e.Col, e.Msg)
}

// problem builds an Error without a column.
func problem(format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}
