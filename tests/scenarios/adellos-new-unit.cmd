# Adellos: a unit the book does not name, added to a running game (issue
# 14, item 22).  'hire' sends the GM to an overlay under 'units' and
# 'ruleset amend'; the amendment adds the new entry, which no earlier
# command can have used, and fills its faction later.  A field that stands
# for its default is a rule in force and is refused.  TEST VALUES:
# tests/data/adellos-test.yaml and tests/data/adellos-amend-monk*.yaml.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
next
next
!refuse hire monk
hire soldier
ruleset amend tests/data/adellos-amend-monk.yaml
# its faction is unknown until the GM says it
!refuse hire monk
ruleset amend tests/data/adellos-amend-monk-faction.yaml
hire monk
status
# a Soldier is not summoned (no 'summon' written): that is a rule
!sh printf 'format: arbiter-overlay-1\nruleset: adellos\nunits:\n  soldier: {summon: 2}\n' > $T/summon.yaml
!refuse ruleset amend $T/summon.yaml
# the Soldier's cost, 3 gold, is the rulebook's
!sh printf 'format: arbiter-overlay-1\nruleset: adellos\nunits:\n  soldier: {cost: 4}\n' > $T/cost.yaml
!refuse ruleset amend $T/cost.yaml
log 5
verify
!replay
