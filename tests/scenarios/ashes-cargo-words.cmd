# Ashes of Empire: the words of load and unload, and the refusals of the
# freight (tests/scenarios/ashes-freight.cmd plays the booklet's freight;
# this one checks what a wrong command says).  How much one transporter
# carries is not in the text: TEST VALUE 2 (tests/data/ashes-amend-cargo.yaml).
new ashes-of-empire g --players Ann,Bob --seed 4 --option start=scenario-1
!refuse load 1 1 population
!refuse unload 1 1 population
!refuse load
!refuse unload 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
!refuse load 99 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse load 1 1 population
next
choose Ann 1
next
next
# Ann's movement turn: the words
!refuse load 99 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
!refuse load 99 1
!refuse load
!refuse load 1
!refuse load 1 1
!refuse load 1 1 population 2
!refuse load 99 1 population
!refuse load Atlantis 1 population
!refuse load 1 x population
!refuse load 1 0 population
!refuse load 1 -1 oil
!refuse unload 1 1 uranium
!refuse load 1 1 1 1
!refuse load 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
!refuse unload 1 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil 1 oil
# the per-carrier number is unknown; a refusal before it is needed comes first
!refuse load 1 1 population
!refuse load 1 1 steel-factory 1 steel-factory
!refuse unload 1 1 oil
ruleset amend tests/data/ashes-amend-cargo.yaml
!refuse load 1 1 population
!refuse load 5 1 oil
!refuse load 12 1 oil
!refuse load 1 3 oil 1 steel 3 hightech
!refuse load 1 6 oil
!refuse load 1 1 OIL 1 Steel-Factory 1 high-tech
load 1 1 OIL 1 Steel-Factory 1 hightech
!sh $A load 1 1 oil --json
!refuse unload 1 3 oil
!refuse unload 1 1 steel-factory 1 steel-factory
unload 1 1 steel-factory
!sh $A unload 1 2 oil 1 hightech --json
log 4
!sh $A status --json | grep -A 30 '"id": "earth"' | grep -A 4 '"cargo"'
!sh $A help load
!sh $A help unload
!sh $A what
next
# Bob's turn: Ann's fleet takes nothing now
!refuse load 1 1 oil
!refuse unload 5 1 oil
load 13 2 hightech 1 oil-factory
!refuse unload 13 1 oil-factory 1 population
!refuse unload 13 1 oil 1 hightech
unload 13 1 hightech 1 oil-factory
verify
!replay
