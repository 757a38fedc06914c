# Campaigns (issue 20, items 6 and 7): a game abandoned, and results of
# games played without arbiter recorded in a campaign.  The places of the
# games played here are those of their own scenarios (campaign-methods):
#   ashes1   1 Ann, 2 Bob, 2 Cleo       ashes2   1 Bob, 2 Ann
!sh for g in ashes1 ashes2; do $A -f $R/tests/data/season-$g.arb > /dev/null || echo "$g failed"; done
new ashes-of-empire stalled --players Ann,Eve --seed 7
campaign new paper
#
# Item 7: a season begun on paper.  Two evenings of albedo, recorded: the
# first 1 Ann, 2 Bob, 3 Cleo (10, 7, 4 points), the second Bob and Cleo
# sharing the win (1, 1) before Ann (3); a name is made from the ruleset
# and the day when none is given
campaign record paper albedo --date 2026-02-01 --players Ann,Bob,Cleo --places 1,2,3 --scores 10,7,4
campaign record paper albedo --date 2026-02-08 --players Ann,Bob,Cleo --places 3,1,1 --game evening2
campaign add paper ashes1 ashes2 stalled
# wins: Ann 2 (2026-02-01, ashes1), Bob 2 (evening2, ashes2), Cleo 1
# (evening2); Ann before Bob by the opponents finished ahead of: Ann 2 + 0
# + 2 + 0 = 4, Bob 1 + 1 + 0 + 1 = 3 (stalled, under way, not counted)
campaign show paper
# league points 10-6-4-2: Ann 10 + 4 + 10 + 6 = 30, Bob 6 + 10 + 6 + 10 =
# 32, Cleo 4 + 10 + 6 = 20
campaign show paper --by points
# win rate: Ann 2/4 = 50%, Bob 2/4 = 50%, Cleo 1/3 = 33%; Ann before Bob
# by the opponents finished ahead of (4 to 3)
campaign show paper --by rate
campaign report paper
campaign csv paper
campaign show paper --json
#
# A recorded result refused names what is wrong, and changes nothing
!refuse campaign record paper nosuch --date 2026-02-15 --players Ann,Bob --places 1,2
!refuse campaign record paper albedo --date 2026-02-30 --players Ann,Bob --places 1,2
!refuse campaign record paper albedo --date 15.02.2026 --players Ann,Bob --places 1,2
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob,Cleo --places 1,2
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob,Cleo --places 1,1,2
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob,Cleo --places 1,2,4
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob --places 1,x
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob,ann --places 1,2,3
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob --places 1,2 --scores 3
# aldarra-reborn is for 3 to 4 players; bernard keeps no score track
!refuse campaign record paper aldarra-reborn --date 2026-02-15 --players Ann,Bob --places 1,2
!refuse campaign record paper bernard --date 2026-02-15 --players Ann,Bob --places 1,2 --scores 3,2
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob --places 1,2 --game evening2
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob --places 1,2 --game ashes1
!refuse campaign record paper albedo --players Ann,Bob --places 1,2
!refuse campaign record paper albedo --date 2026-02-15 --players Ann,Bob --places 1,2 --frobnicate 1
!refuse campaign record nosuch albedo --date 2026-02-15 --players Ann,Bob --places 1,2
# a recorded result is no game of the database: it cannot be added
!refuse campaign add paper evening2
#
# From a CSV, one transaction: a bad row refuses the whole file, naming
# its line (line 4: Ann twice in g2; line 5: a winner in second place;
# line 3: another date for g1's second row)
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,yes\n2026-03-01,g1,albedo,Bob,2,,no\n2026-03-02,g2,albedo,Ann,1,,yes\n2026-03-02,g2,albedo,Ann,2,,no\n' > $T/twice.csv
!refuse campaign record paper --csv $T/twice.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,yes\n2026-03-01,g1,albedo,Bob,2,,no\n2026-03-02,g2,albedo,Ann,1,,yes\n2026-03-02,g2,albedo,Bob,2,,yes\n' > $T/winner.csv
!refuse campaign record paper --csv $T/winner.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,yes\n2026-03-02,g1,albedo,Bob,2,,no\n' > $T/dates.csv
!refuse campaign record paper --csv $T/dates.csv
!sh printf 'date,game,ruleset,player,place\n2026-03-01,g1,albedo,Ann,1\n' > $T/columns.csv
!refuse campaign record paper --csv $T/columns.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n"2026-03-01,g1,albedo,Ann,1,,yes\n' > $T/quote.csv
!refuse campaign record paper --csv $T/quote.csv
!refuse campaign record paper --csv $T/nosuch.csv
# nothing of them was recorded: the games are as before
campaign show paper
#
# campaign csv reads back: into a new campaign of another database, every
# result (the games played here become recorded results there) ranks as
# here by every method, Elo included
!sh $A campaign csv paper > $T/paper.csv && $A -d $T/other.db campaign new paper && $A -d $T/other.db campaign record paper --csv $T/paper.csv
!sh for by in wins points rate elo; do $A campaign show paper --by $by | sed -n '/^place/,$p' > $T/here.txt; $A -d $T/other.db campaign show paper --by $by | sed -n '/^place/,$p' > $T/there.txt; cmp $T/here.txt $T/there.txt && echo "$by: the same"; done
!sh $A -d $T/other.db campaign csv paper
# a recorded result is taken out of its campaign as a game is
!sh $A -d $T/other.db campaign remove paper ashes2 && $A -d $T/other.db campaign show paper | head -5
#
# Item 6: a game abandoned (the players went home in round 1) is left out
# as a game under way is, and shown abandoned; BG Stats gets it with no
# rank, no score and no winner, marked ignored
campaign abandon stalled
campaign show paper
!sh $A campaign csv paper | grep stalled
!sh $A campaign report paper | grep stalled
!sh $A campaign show paper --json | grep -B2 -A3 '"abandoned": true'
!sh $A -g stalled export bgstats | sed 's/"[0-9-]* [0-9:]*"/"DATE"/'
# the mark goes with the game to another database (import)
!sh $A -d $T/imp.db import $T/game.db stalled > /dev/null && $A -d $T/imp.db campaign show paper | grep stalled
!refuse campaign abandon stalled
!refuse campaign abandon ashes1
!refuse campaign abandon nosuch
# games and status say it is abandoned (the time masked)
!sh $A games | sed 's/20[0-9-]*T[0-9:]*Z/TIME/g'
!sh $A --json games | grep -B6 '"abandoned"' | sed 's/20[0-9-]*T[0-9:]*Z/TIME/g'
!sh $A -g stalled status | sed -n 2p | sed 's/20[0-9-]*T[0-9:]*Z/TIME/g'
!sh $A -g stalled --json status | grep '"abandoned"' | sed 's/20[0-9-]*T[0-9:]*Z/TIME/g'
# an abandoned game is not played on; resumed, it is
!refuse -g stalled roll d6 = 4
--json campaign resume stalled
!refuse campaign resume stalled
# resumed, nothing says abandoned any more
!sh $A games | grep -c abandoned; $A -g stalled status | grep -c abandoned
-g stalled roll d6 = 4
campaign show paper
# reading a campaign where there is no database yet makes none
!sh $A -d $T/none.db campaign csv paper; $A -d $T/none.db campaign chart paper; $A -d $T/none.db campaign show paper; ls $T | grep -c none
