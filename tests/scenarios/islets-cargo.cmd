# islets (tests/data/islets.yaml): barges carry folk and shells with the
# general effects cargo-on and cargo-off and the expressions goods(),
# cargo(), room(), otherwise than ashes-of-empire's load and unload:
# stowed off any islet where the barges are (folk only off one's own,
# one of it staying), put ashore on any islet, the shells into the
# store of whoever holds it (none on a neutral one).
!sh $A new $R/tests/data/islets.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 shell
next
# Ann's one barge off North Islet (folk 3) holds 2; she has 2 shells
!refuse stow Ann 2 1 shell
!refuse stow Ann 1 3 folk
!refuse stow Ann 1 3 shell
!refuse stow Ann 1 2 folk 1 shell
stow Ann 1 1 folk 1 shell
# off neutral East Islet and Bob's South Islet: shells, but no folk
muster Ann 2 0 2
muster Ann 3 0 1
!refuse stow Ann 2 1 folk
stow Ann 2 1 shell
!refuse stow Ann 3 1 folk
!refuse stow Ann 3 1 shell
# ashore: no shells on a neutral islet, none that are not aboard
!refuse ferry Ann 2 1 shell 1 folk
!refuse ferry Ann 2 1 folk
!refuse ferry Ann 2 1 shell
ferry Ann 1 1 folk 1 shell
status
log 3
verify
!replay
