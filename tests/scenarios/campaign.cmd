# Campaigns: games grouped under a name, with standings across the finished
# ones (wins, then the score taken from games with a score track, then the
# opponents finished ahead of) and a report.  The games are finished games
# of other scenarios, replayed from tests/data/season-*.arb.
!sh for g in ashes1 ashes2 bernard1 albedo1 aldarra1 adellos1; do $A -f $R/tests/data/season-$g.arb > /dev/null || echo "$g failed"; done
new ashes-of-empire unfinished --players Ann,Eve --seed 3
campaign list
campaign new season
!refuse campaign new SEASON
!refuse campaign new "two words"
!refuse campaign add season nosuchgame
!refuse campaign add nosuch ashes1
campaign add season ashes1 ashes2 bernard1 albedo1
!refuse campaign add season Ashes1
campaign add season aldarra1 adellos1 unfinished
campaign show season
campaign list
campaign show season --json
campaign report season
# a second campaign shares games; taking one out
campaign new duel
campaign add duel ashes2 unfinished
campaign show duel
# one command, one transaction: the first game is not added either
!refuse campaign add duel ashes1 nosuchgame
campaign show duel
!refuse campaign remove duel bernard1
campaign remove duel unfinished
campaign show duel
!refuse campaign show nosuch
!refuse campaign
!refuse campaign show
!refuse campaign frobnicate season
#
# The database's schema: version 2 added the campaigns, version 3 the
# abandoned games and the recorded results, version 4 the marks of the
# head's line in the log, version 5 makes the campaign tables of a new
# file when first used (scenario campaign-tables).  A version 1 database (this one with the later
# tables and column dropped) is upgraded in place the first time it
# is opened, its games intact; one of a newer version is refused and left
# as it is.
!sh cp $T/game.db $T/old.db && sqlite3 $T/old.db 'DROP TABLE abandoned; DROP TABLE results; DROP TABLE campaign_games; DROP TABLE campaigns; ALTER TABLE events DROP COLUMN line; PRAGMA user_version = 1;' && sqlite3 $T/old.db 'PRAGMA user_version; SELECT name FROM sqlite_master WHERE type = "table" ORDER BY name'
!sh $A -d $T/old.db -g albedo1 verify
!sh sqlite3 $T/old.db 'PRAGMA user_version; SELECT name FROM sqlite_master WHERE type = "table" ORDER BY name'
!sh $A -d $T/old.db campaign list
# a version 2 database keeps its campaigns through the upgrade to 5
!sh cp $T/game.db $T/two.db && sqlite3 $T/two.db 'DROP TABLE abandoned; DROP TABLE results; ALTER TABLE events DROP COLUMN line; PRAGMA user_version = 2;' && $A -d $T/two.db campaign list && sqlite3 $T/two.db 'PRAGMA user_version; SELECT name FROM sqlite_master WHERE type = "table" ORDER BY name'
!sh cp $T/game.db $T/new.db && sqlite3 $T/new.db 'PRAGMA user_version = 6' && $A -d $T/new.db games
!sh sqlite3 $T/new.db 'PRAGMA user_version'
!sh $A -d $T/new.db complete use "" ; echo "completion: exit $?"
