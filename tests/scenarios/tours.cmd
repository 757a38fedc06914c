# The guided games of 'tour' (issue 16, item 9) run to their end from the
# shipped files, each in a scratch database of its own: the database of
# this test is not touched.  A ruleset without a tour is refused, naming
# those that have one.
!sh $A tour ashes-of-empire | tail -4
!sh $A tour bernard | grep -c '^\$ arbiter'
!sh $A tour | sed -n 1p
!refuse tour adellos
!refuse tour no/such
games
