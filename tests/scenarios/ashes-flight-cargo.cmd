# Ashes of Empire: the fleets advance as declared (each-squad-in-flight
# with fly-on in the phase advance): a fleet carrying freight says its
# cargo (@squad) on every space, and on arriving joins the owner's fleet
# in the orbit, its cargo with it, those that arrived resting the round
# (this file's .out is the same with lead's binary, whose advance-squads
# was the program's).  How much one transporter carries is not in the
# text: TEST VALUE 2 (tests/data/ashes-amend-cargo.yaml).
new ashes-of-empire g --players Ann,Bob --seed 5
allot Ann 2 10 12
allot Bob 5
factory Ann steel
factory Bob oil
fleet Ann 10 5 3
fleet Ann 2 4 0
fleet Bob 5 6 1
fleet Ann 12 1 0
next
next
choose Bob 1
next
next
next
ruleset amend tests/data/ashes-amend-cargo.yaml
load 10 2 oil
send 10 12 5 3 2 oil
send 2 12 4 0
status
next
next
next
next
next
choose Bob 1
next
status
next
next
next
next
next
next
next
choose Bob 1
next
status --json
next
next
# arrived this round: only the fighter that was there may fly
!refuse send 12 2 2
send 12 2 1
status
