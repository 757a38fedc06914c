# Standing methods of a campaign (issue 20, item 4): wins, league points
# per place, win rate, Elo; a default per campaign; raw scores of different
# rulesets never added.  The games are the season of campaign.cmd, whose
# places are (each from its own scenario and rulebook):
#   ashes1   1 Ann, 2 Bob, 2 Cleo       ashes2   1 Bob, 2 Ann
#   bernard1 1 Bob, 1 Cleo, 3 Ann       albedo1  1 Bob, 2 Ann, 3 Dan, 4 Cleo
#   aldarra1 1 Cleo, 2 Bob, 3 Ann       adellos1 1 Ann, 2 Bob, 2 Cleo
!sh for g in ashes1 ashes2 bernard1 albedo1 aldarra1 adellos1; do $A -f $R/tests/data/season-$g.arb > /dev/null || echo "$g failed"; done
campaign new season
campaign add season ashes1 ashes2 bernard1 albedo1 aldarra1 adellos1
# wins: Bob 3, Ann 2, Cleo 2, Dan 0; Ann and Cleo parted by the opponents
# finished ahead of (Ann 2+0+0+2+0+2 = 6, Cleo 0+1+0+2+0 = 3), not by adding
# albedo's and aldarra's points (Cleo 6 + 21 = 27 to Ann's 6 + 2 = 8)
campaign show season
# points 10-6-4-2: Bob 6+10+10+10+6+6 = 48, Ann 10+6+4+6+4+10 = 40,
# Cleo 6+10+2+10+6 = 34, Dan 4
campaign show season --by points
# points 5,3,1 (a shared 2nd place gives each 3): Bob 3+5+5+5+3+3 = 24,
# Ann 5+3+1+3+1+5 = 18, Cleo 3+5+0+5+3 = 16, Dan 1
campaign show season --by=points=5,3,1
# win rate: Bob 3/6 = 50%, Cleo 2/5 = 40%, Ann 2/6 = 33%, Dan 0/1
campaign show season --by rate
# Elo from 1500, K 32 / (players - 1), each pair a duel, game by game:
# Bob 1519.5, Dan 1494.7, Cleo 1493.7, Ann 1492.1 (worked out by hand)
campaign show season --by elo
# the campaign's own method, kept: show and report use it, --by overrides
campaign method season points
campaign show season
campaign show season --by wins
# the report's players (item 6): each one's places, and head to head, e.g.
# Bob ahead of Ann in ashes2, bernard1, albedo1, aldarra1 and behind in
# ashes1, adellos1 (4-2); Bob and Cleo share places in ashes1, bernard1,
# adellos1 (not counted), Bob ahead in albedo1, Cleo in aldarra1 (1-1);
# Ann ahead of Cleo in ashes1, albedo1, adellos1, behind in bernard1,
# aldarra1 (3-2); Dan met each once, in albedo1 (3rd: behind Bob and Ann,
# ahead of Cleo)
campaign report season
campaign show season --json
!refuse campaign method season goals
!refuse campaign method season points=4,6
!refuse campaign method season points=
!refuse campaign method nosuch elo
!refuse campaign show season --by goals
!refuse campaign show season --by
!refuse campaign show season --frobnicate
campaign show season
# one ruleset with a score track (ashes-of-empire's victory track is
# called points): the score counts again, Bob 0+3, Ann 0+0, Cleo 0
campaign new ashes
campaign add ashes ashes1 ashes2
campaign show ashes
#
# Player identity (item 5): Cleo became Kleo, who then played ashes2 again
# in Ann's seat (ashes3: 1 Bob, 2 Kleo)
!sh sed -e 's/Ann/Kleo/g' -e 's/ashes2/ashes3/' $R/tests/data/season-ashes2.arb | $A -f - > /dev/null
campaign add season ashes3
campaign method season wins
# before: Cleo (5 games, 2 wins, 3 opponents finished ahead of) and Kleo
# (1 game, none) are two rows
campaign show season
campaign rename season Cleo Kleo
# one row: Kleo, 6 games, 2 wins, 3 opponents finished ahead of
campaign show season
campaign show season --json
# names match by their case fold already: nothing to rename
!refuse campaign rename season kleo KLEO
!refuse campaign rename season Zed Kleo
# Ann and Bob play together (ashes1): two players, not one
!refuse campaign rename season Ann Bob
!refuse campaign rename season Ann 'A nn'
!refuse campaign rename nosuch Ann Anna
!refuse campaign rename season Ann
campaign show season
# back again: Kleo counts as Cleo, and the row is Cleo's
campaign rename season Kleo Cleo
campaign show season
#
# Reports (item 6): the campaign as CSV, one row per player per finished
# game, with the game's date (its last event); each game's date in the
# report and the JSON, whose "winners" is a list
campaign csv season
!refuse campaign csv nosuch
# ashes2 replayed as played on 2 April (1 Bob 3 points, 2 Ann 0)
!sh sed '/^[a-z]/i #@ time 2026-04-02T20:15:00Z' $R/tests/data/season-ashes2.arb | sed 's/ashes2/ashes4/' | $A -f - > /dev/null && $A campaign new april > /dev/null && $A campaign add april ashes4 > /dev/null && $A campaign csv april | tr T ' ' && $A campaign report april | grep ashes4 | tr T ' ' && $A --json campaign show april | grep -A1 '"ended"' | tr T ' '
