# tests/data/brawl.yaml (a text of before: no action 'pass', which it
# gets at load) with its phase main called by an id of 82 characters:
# no expression names it whole (their names are shorter), so no 'pass' is
# declared and the text loads; it was cut to 63 in the declaration, whose
# in_phase(CUT) named no phase (or another one) and failed to load.
!sh mkdir -p $T/r && L=main-phase-of-the-brawl-in-which-each-player-activates-one-territory-with-an-order && sed "s/^  main:/  $L:/; s/turns: \[main\]/turns: [$L]/; s/phase: main\$/phase: $L/" tests/data/brawl.yaml > $T/r/brawl.yaml && grep -c "$L" $T/r/brawl.yaml
ruleset check $T/r/brawl.yaml
new $T/r/brawl.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
status
activate b2
!refuse pass
verify
!replay
