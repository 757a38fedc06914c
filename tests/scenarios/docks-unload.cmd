# docks (tests/data/docks.yaml): the landings of the card mechanisms used
# otherwise than albedo: buy-sub-locations paid with the first card
# value (hull, brought(PLAYER, first_total)), its line and refusals in
# words of its own (lands: unloads, landed: unloaded, location-name:
# berth); brought() listing what each brought as the GM docks; @claimers
# said in a player's lookout and in the refusal of one out of turn;
# site_keeper() asked of any quay of the round (nobody, then the first
# scorer).  The quay deck has no final card: neither the new game's
# line, the laying nor status names one.
!sh $A new $R/tests/data/docks.yaml g --players Ann,Bob --seed 1
lay north
lay east
next
load Ann 1 barge 1 tug 2 barge
load Bob 1 barge 2 tug 2 barge
next
!refuse lookout Ann
!refuse unload Ann 1 crane
holder north
dock
lookout Bob
!refuse unload Bob 2 crane
!refuse unload Ann 1 crane:2 crane:1
!refuse unload Ann 3 crane
unload Ann 1 crane
holder 1
!refuse unload Bob 1 crane
!refuse unload Bob 2 crane:1 crane:2
unload Bob 2 crane:1
dock
!refuse unload Ann 1 crane
unload Bob 1 crane
holder east
!refuse unload Ann 2 crane
unload Ann 2
status
log
verify
!replay
