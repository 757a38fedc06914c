# Issue 20, items 2 and 7: an import brings the results recorded in the
# campaigns with the games, in the campaign's one order (the Elo rating
# depends on it).  The places of the games are those of their own
# scenarios (campaign-methods): ashes1 1 Ann, 2 Bob, 2 Cleo; ashes2 1 Bob,
# 2 Ann.  The other database: ashes1, a result recorded on paper
# (evening: 1 Bob, 2 Cleo, 3 Ann), ashes2, in that order
!sh for g in ashes1 ashes2; do $A -d $T/src.db -f $R/tests/data/season-$g.arb > /dev/null || echo "$g failed"; done
!sh $A -d $T/src.db campaign new season > /dev/null && $A -d $T/src.db campaign add season ashes1 && $A -d $T/src.db campaign record season albedo --date 2026-02-01 --players Ann,Bob,Cleo --places 3,1,2 --scores 4,10,7 --game evening && $A -d $T/src.db campaign add season ashes2
#
# Whole, into an empty database: the result comes, between the two games
# as there, so that the ratings and the CSV are the same
!sh $A import $T/src.db
!sh for v in 'show season --by elo' 'csv season'; do $A -d $T/src.db campaign $v > $T/there.txt; $A campaign $v > $T/here.txt; cmp $T/there.txt $T/here.txt && echo "$v: the same"; done
# ashes1, then evening, then ashes2
!sh $A campaign csv season | cut -d, -f2-5
#
# A campaign that exists here takes what comes at its end, in the other
# database's order: paper1 (here), then evening, then ashes2 (the game
# named, and the results of its campaign)
!sh $A -d $T/here.db campaign new season > /dev/null && $A -d $T/here.db campaign record season albedo --date 2026-01-25 --players Ann,Bob --places 1,2 --game paper1
!sh $A -d $T/here.db import $T/src.db ashes2
!sh $A -d $T/here.db campaign csv season | cut -d, -f2-5
#
# A recorded result whose name is taken in its campaign here is refused,
# naming the way out, and nothing is imported (ashes2 under another name
# would have come): the campaign is as before
!sh $A campaign csv season > $T/before.csv
!refuse import $T/src.db ashes2 --as ashes2b
!sh $A campaign csv season | cmp - $T/before.csv && echo "games called ashes2b: $($A games | grep -c ashes2b)"
