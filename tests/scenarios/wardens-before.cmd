# A text of before using the effect use-ability (tests/data/
# wardens-before.yaml) is rewritten at load into requirements,
# lend-ability and run-ability, and plays as before: with a word the
# Envoy borrows a warden's ability, without one the ability borrowed
# runs, or before any was borrowed her own, which borrows nothing (deed:
# use-ability without borrow; ask: with it); the Watcher has none to use.  TEST VALUES: Ann has Envoy Cas, Bob Watcher Brin; nobody
# chose Keeper Ash and Scribe Dov.
!sh $A ruleset check tests/data/wardens-before.yaml
new tests/data/wardens-before.yaml g --players Ann,Bob --seed 10
status
deed
!refuse ask watcher
!refuse ask envoy
ask keeper
deed
ask
next
!refuse deed
!refuse ask scribe
status
!replay
