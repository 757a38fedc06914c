# crates (tests/data/crates.yaml): a word of kind items as its effects
# read it: flags written as a mapping of each to what it does, whose
# refusals say it ("':sealed' after one keeps it dry"); a number field
# named in its refusal (what: the weight); items(WORD, NAME), the counts
# of one NAME summed over the items as read (under every head), and
# items(WORD) of all, read by a requirement, gains and lines; a word
# read after the requirements (read: after-requirements): a
# requirement's refusal comes before a bad item's usage error, and the
# log writes the items in its own order (heads in order, each name once
# with its counts summed).
!sh $A new $R/tests/data/crates.yaml g --players Ann,Bob --seed 1
help ship
help gift
help stow
!refuse stow Bob Ann cloth
ship Ann 2xwool:3 salt:2:sealed wool:1 salt:4
gift Ann Bob pearl 2xamber Ann pearl:bright amber Bob pearl
!refuse ship Bob salt:6
!refuse ship Bob 4xsalt:1
!refuse ship Bob wool:2:wet
!refuse ship Bob cloth:2
!refuse gift Ann Bob pearl:dull
!refuse gift Ann Bob cloth
stow Ann Bob amber Ann pearl 2xamber:bright Bob 2xamber pearl
!refuse stow Ann Bob cloth
!refuse stow Ann amber
log
status
verify
!replay
