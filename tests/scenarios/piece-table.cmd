# One table of pieces: the game of piece-values written with its units and
# chiefs in 'pieces' ('tracked: true', 'chief: true') plays the same, and
# its values are named where it wrote them (pieces.knight.values.range).
# TEST VALUES (tests/data/piece-table.yaml): those of piece-values.
!sh $A ruleset check tests/data/piece-table.yaml
new tests/data/piece-table.yaml g --players Ann,Bob --seed 1
hire archer
rest
volley
next
hire knight
!refuse volley
# the template writes the unknown value under 'pieces'
!sh $A ruleset template piece-table
# an amendment writes a kind kept one by one in the one table; one that
# would change a value is refused, naming it there
!sh printf 'format: arbiter-overlay-1\nruleset: piece-table\npieces:\n  archer:\n    values: {range: 4}\n' > $T/change.yaml
!refuse ruleset amend $T/change.yaml
!sh printf 'format: arbiter-overlay-1\nruleset: piece-table\npieces:\n  knight:\n    values: {range: 5}\n' > $T/new.yaml
ruleset amend $T/new.yaml
volley
# an overlay may write it in the older table too; it cannot make a kind
# kept one by one counted
!sh printf 'format: arbiter-overlay-1\nruleset: piece-table\nunits:\n  knight:\n    values: {range: 6}\n' > $T/old.yaml
!sh $A -d $T/o.db new tests/data/piece-table.yaml o --players Ann,Bob --seed 1 --overlay $T/old.yaml
!sh $A -d $T/o.db next && $A -d $T/o.db hire knight && $A -d $T/o.db volley
!sh printf 'format: arbiter-overlay-1\nruleset: piece-table\npieces:\n  knight:\n    tracked: false\n' > $T/counted.yaml
!sh $A -d $T/c.db new tests/data/piece-table.yaml c --players Ann,Bob --seed 1 --overlay $T/counted.yaml
# nor a counted kind kept one by one (garrison counts its soldiers)
!sh printf 'format: arbiter-overlay-1\nruleset: garrison\npieces:\n  soldier:\n    tracked: true\n' > $T/tracked.yaml
!sh $A -d $T/t.db new rulesets/examples/garrison.yaml t --players Ann,Bob --seed 1 --overlay $T/tracked.yaml
!replay
