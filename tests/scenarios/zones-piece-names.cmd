# Expressions on a board of numbered zones name its pieces by the general
# words: squad_pieces(strikers|carriers, PLAYER), morale(PLAYER,
# strikers|carriers|militia), pieces(ZONE, militia) and set-morale's force.
# A text of before named them fighters, transporters and troops
# (ashes-of-empire's words): the same game written so says the same.
!sh printf '    begin:\n      - each-player:\n          - say: "{@me}: {squad_pieces(strikers, me)} {@word striker, many} and {squad_pieces(carriers, me)} {@word carrier, many} in squads, {pieces(blue, militia)} {@word militia, many} on Blue Lagoon; morale up: {morale(me, strikers) + morale(me, carriers) + morale(me, militia)}"\n          - set-morale: {player: me, force: carriers, up: 1}\n          - say: "{@me}: morale of the {@word carrier, many}: {morale(me, carriers)}"\n' > $T/begin.txt
!sh sed '/^    commands: \[order\]$/r '$T/begin.txt $R/tests/data/lagoons.yaml | sed 's/^id: lagoons/id: lagoons-said/' > $T/lagoons-said.yaml
!sh sed 's/(strikers, /(fighters, /g; s/(carriers, /(transporters, /g; s/, strikers)/, fighters)/g; s/, carriers)/, transporters)/g; s/, militia)/, troops)/g; s/force: carriers/force: transporters/; s/^id: lagoons-said/id: lagoons-said-before/' $T/lagoons-said.yaml > $T/lagoons-said-before.yaml
!sh grep -o 'squad_pieces([a-z]*, me)\|morale(me, [a-z]*)\|force: [a-z]*\|pieces(blue, [a-z]*)' $T/lagoons-said-before.yaml | tr '\n' ' '; echo
!sh $A ruleset check $T/lagoons-said.yaml
!sh $A ruleset check $T/lagoons-said-before.yaml
!sh $A new $T/lagoons-said.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 salt
world 1 militia=2
next
!replay
# the names of before, read as today's
!sh $A new $T/lagoons-said-before.yaml g2 --players Ann,Bob --seed 2
factory 1 shell
factory 3 salt
world 1 militia=2
next
!replay
