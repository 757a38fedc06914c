# long-kinds: long-cargo (tests/data/long-cargo.yaml) with two more kinds
# of producer, each id of 93 to 97 characters: the setup's refusal of a
# zone that awaits its producer lists the kinds whole (they were made in
# 200 bytes, and cut).
!sh sed -e 's/^id: long-cargo/id: long-kinds/' -e '/^    producers:$/r '$R/tests/data/long-kinds.in $R/tests/data/long-cargo.yaml > $T/long-kinds.yaml
!sh $A new $T/long-kinds.yaml g --players Ann,Bob --seed 2
!refuse next
factory 1 a-grove-of-coconut-palms-planted-along-the-white-sand-of-the-western-beach-by-the-first-settlers
!refuse next
