# long-cargo (tests/data/long-cargo.yaml): goods whose cargo ids are
# longer than the 96 bytes they were once made in (a producer's id of 91
# characters with -producer, a store resource's of 98), read by their
# whole ids, logged, shown and exported whole, so that the log replays.
!sh $A new $R/tests/data/long-cargo.yaml g --players Ann,Bob --seed 2
factory 1 a-bed-of-pearl-oysters-kept-in-the-shallow-lagoon-behind-the-reef-by-the-divers-of-the-isle
factory 2 a-bed-of-pearl-oysters-kept-in-the-shallow-lagoon-behind-the-reef-by-the-divers-of-the-isle
next
# a word that is no cargo: the ids carried said whole
!refuse stow Ann 1 1 oil
stow Ann 1 1 folk 2 a-cask-of-rum-from-the-sugar-cane-of-the-south-coast-distilled-twice-and-aged-in-oak-for-ten-years
stow Ann 1 1 a-bed-of-pearl-oysters-kept-in-the-shallow-lagoon-behind-the-reef-by-the-divers-of-the-isle-producer
# the far islet's folk is unknown: its whole path to supply
census 1
!refuse census 3
status
export json
log 3
verify
!replay
