module github.com/payola-gm/payola

go 1.26
