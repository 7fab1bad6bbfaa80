package payola

// AsWritten is the sheet as its player sees it in Tin Cup: every line an
// offer, none marked as ignored, so that what the checker explains and
// counts does not tell which units exist (rule 6.3). The GM's copy keeps
// the marks.
func (s *Sheet) AsWritten() *Sheet {
	c := *s
	c.Lines = make([]SheetLine, len(s.Lines))
	copy(c.Lines, s.Lines)
	for i := range c.Lines {
		c.Lines[i].Phantom = ""
	}
	return &c
}
