# A game of numbered zones that names its zones in words (words.zone)
# but none of the other concepts a key of before gave ashes' words to
# (board.worlds: fighter, transporter, factory, population, troop, fleet)
# is a text of now: those take their general words (striker, carrier,
# producer, militia, squad), where they took ashes'.  A text of before
# (no words) still says ashes' (the saved-before scenarios of ashes).
!sh sed '/^words:/,/^[a-z]/{/^  \(shelter\|store\|striker\|carrier\|producer\|folk\|militia\|squad\):/d}' rulesets/ashes-of-empire.yaml | sed 's/  zone: {one: world, many: worlds}/  zone: {one: island, many: islands}/; s/^id: ashes-of-empire/id: islands/; s/^\( *\)zones:$/\1worlds:/; s/, folk: /, population: /; s/^\( *\)squads:/\1fleets:/; s/strikers: \([0-9]*\), carriers: /fighters: \1, transporters: /' > $T/islands.yaml && sed -n '/^words:/,/^[a-z]/p' $T/islands.yaml && grep -c '^ *worlds:$' $T/islands.yaml
!sh $A new $T/islands.yaml g --players Ann,Bob --seed 5 --option start=scenario-1
status
# read again from the rules kept with the game: the same words
note warm
status
