# A new game's program-style action named like a shipped game's command
# (tests/data/own-send.yaml: send PLAYER N, where ashes-of-empire's send
# flies a fleet): help, --help, the list of commands and the rules
# describe the game's own send, and it runs as declared.
new tests/data/own-send.yaml t --players Ann,Bob --seed 1
help send
send --help
!sh $A help | grep -i send
!sh $A rules tests/data/own-send.yaml commands | grep -i send
send Bob 2
!refuse send Bob
!refuse send Bob 200
