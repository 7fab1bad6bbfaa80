// Package payola knows money and offers: from each power's offer sheet as
// engine/sheets reads it (rule 3, typed lines), it decides which order
// every unit issues from the bribes it was offered (rules 4 and 5),
// reduces overspenders' offers (5.5) and debits the accounts (5.6), then
// writes each power's private report (5.7) and the GM's
// chart. The auction notes why each unit issues its order as it decides
// (Decision, why.go): the chart tells all of it, a report only what rule
// 5.7 lets its power know.
//
// How the sources are read where they disagree is fixed by
// spec/payola-rules.md; tests cite its sections as "payola-rules §n".
package payola
