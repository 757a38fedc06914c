# A phase whose id has a '-' (which an expression writes '_'): in_phase()
# reads it either way, so the 'pass' a text of before gets
# (ruleset_pass.c) is declared for it too, where none was.
# tests/data/muster.yaml with its phase 'main' renamed 'the-main'.
!sh mkdir -p $T/d && sed 's/^  main:/  the-main:/; s/turns: \[main\]/turns: [the-main]/; s/phase: main/phase: the-main/' tests/data/muster.yaml > $T/d/muster.yaml
!sh $A new $T/d/muster.yaml g --players Ann,Bob,Cleo --seed 1
lay random
!refuse pass
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
pass
log 2
