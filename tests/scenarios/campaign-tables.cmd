# Schema 5: a new file has no campaign tables (SQLite compiles the whole
# schema at every open, and those four tables were a tenth of what a
# command cost); the first command that writes to them makes them, in its
# own transaction.  Until then campaigns and abandoned games read as none.
!sh $A -f $R/tests/data/season-ashes1.arb > /dev/null && $A new ashes-of-empire b2 --players Ann,Bob --seed 2 > /dev/null
!sh sqlite3 $T/game.db 'PRAGMA user_version; SELECT name FROM sqlite_master WHERE type = "table" ORDER BY name'
games
campaign list
!refuse campaign show season
!refuse campaign add season ashes1
!refuse campaign resume b2
!refuse campaign record season albedo --date 2026-02-01 --players Ann,Bob --places 1,2
!sh sqlite3 $T/game.db 'SELECT count(*) FROM sqlite_master WHERE name IN ("campaigns", "campaign_games", "abandoned", "results")'
complete use ""
# a game abandoned makes them
campaign abandon b2
!sh sqlite3 $T/game.db 'SELECT name FROM sqlite_master WHERE type = "table" ORDER BY name'
games
campaign resume b2
# an import from a file without them brings none; into a file without
# them, a game of a file with them brings them and its campaigns
!sh $A -d $T/bare.db new ashes-of-empire b3 --players Ann,Bob --seed 3 > /dev/null && $A import $T/bare.db b3 && sqlite3 $T/bare.db 'SELECT count(*) FROM sqlite_master WHERE name = "campaigns"'
!sh $A campaign new season > /dev/null && $A campaign add season ashes1 && $A campaign abandon b2 > /dev/null
!sh $A -d $T/other.db new ashes-of-empire b4 --players Ann,Bob --seed 4 > /dev/null && sqlite3 $T/other.db 'SELECT count(*) FROM sqlite_master WHERE name = "campaigns"'
!sh $A -d $T/other.db import $T/game.db ashes1 && $A -d $T/other.db import $T/game.db b2 && $A -d $T/other.db campaign show season && $A -d $T/other.db games
# a campaign made first in a new file
!sh $A -d $T/third.db campaign new first && $A -d $T/third.db campaign list && sqlite3 $T/third.db 'SELECT name FROM sqlite_master WHERE type = "table" ORDER BY name'
