# Database files arbiter cannot use, or only read: not a database, cut
# short, from a newer arbiter, of another program, damaged inside, and
# write-protected.  Each is refused with a message (exit 3 for bad data,
# 4 for what the system forbids) and stays byte for byte as it was.
!sh printf 'This is not a database at all, only some text.\n%.0s' $(seq 200) > $T/junk.db
-d $T/junk.db status
-d $T/junk.db give Ann 1 credits
-d $T/junk.db games
-d $T/junk.db roll 2d6
-d $T/junk.db odds 2d6
-d $T/junk.db new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
# an empty file is a database with no game: reading it writes nothing,
# and a refused change leaves it empty
!sh : > $T/empty.db
-d $T/empty.db status
-d $T/empty.db use g
-d $T/empty.db undo
-d $T/empty.db give Ann 1 credits
!sh $A -d $T/empty.db games > /dev/null && test ! -s $T/empty.db
!sh head -c 20000 $T/game.db > $T/cut.db
-d $T/cut.db status
-d $T/cut.db log
!sh head -c 100 $T/game.db > $T/header.db
-d $T/header.db status
# a newer arbiter's file, in the rollback journal mode: not even the
# journal mode is changed
!sh cp $T/game.db $T/newer.db && sqlite3 $T/newer.db 'PRAGMA journal_mode = DELETE; PRAGMA user_version = 99' > /dev/null
-d $T/newer.db status
-d $T/newer.db give Ann 1 credits
-d $T/newer.db games
-d $T/newer.db new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/other.db 'CREATE TABLE notes(x); INSERT INTO notes VALUES (1)'
-d $T/other.db status
-d $T/other.db new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
!sh cp $T/game.db $T/negative.db && sqlite3 $T/negative.db 'PRAGMA user_version = -1'
-d $T/negative.db status
# damaged inside: each a copy of the game with one thing broken
!sh cp $T/game.db $T/rules.db && sqlite3 $T/rules.db "UPDATE texts SET text = 'format: [' WHERE ord = 0"
-d $T/rules.db status
-d $T/rules.db give Ann 1 credits
!sh cp $T/game.db $T/replay.db && sqlite3 $T/replay.db "UPDATE events SET command = 'frobnicate' WHERE seq = 1; UPDATE games SET state = NULL; DELETE FROM checkpoints"
-d $T/replay.db status
-d $T/replay.db give Ann 1 credits
!sh cp $T/game.db $T/head.db && sqlite3 $T/head.db "UPDATE games SET head = 999, state = NULL"
-d $T/head.db status
-d $T/head.db undo
!sh cp $T/game.db $T/loop.db && sqlite3 $T/loop.db "UPDATE events SET parent = seq WHERE seq = 2; UPDATE games SET state = NULL; DELETE FROM checkpoints"
-d $T/loop.db status
-d $T/loop.db log
-d $T/loop.db redo
-d $T/loop.db verify
!sh cp $T/game.db $T/players.db && sqlite3 $T/players.db "UPDATE games SET players = 'Ann,Ann', state = NULL"
-d $T/players.db status
!sh cp $T/game.db $T/current.db && sqlite3 $T/current.db "UPDATE meta SET value = 'vanished' WHERE key = 'current'"
-d $T/current.db status
!sh cp $T/game.db $T/dice.db && sqlite3 $T/dice.db "UPDATE events SET dice = 'digital x y' WHERE seq = 1; UPDATE games SET state = NULL"
-d $T/dice.db status
# the compiled rules kept beside the texts after a change: one copy per
# game; cut short (its hash still matching) or gone, the texts load as
# before, and a reading command does not write a new one
!ok-sh sqlite3 $T/game.db "SELECT key, length(value) > 1000 FROM meta WHERE key LIKE 'rules %'"
!sh cp $T/game.db $T/kept.db && sqlite3 $T/kept.db "UPDATE meta SET value = substr(value, 1, 40) WHERE key = 'rules 1'"
!ok-sh $A -d $T/kept.db status | head -3
!sh cp $T/game.db $T/nokept.db && sqlite3 $T/nokept.db "DELETE FROM meta WHERE key = 'rules 1'"
!ok-sh $A -d $T/nokept.db status | head -3 && sqlite3 $T/nokept.db "SELECT count(*) FROM meta WHERE key LIKE 'rules %'"
# a damaged saved state is replaced by the replay of the log, and verify
# tells it did not match
!sh cp $T/game.db $T/state.db && sqlite3 $T/state.db "UPDATE games SET state = '{\"v\": 1'"
!ok-sh $A -d $T/state.db status | head -3
-d $T/state.db verify
# write-protected: the file answers queries and refuses changes
!sh cp $T/game.db $T/ro.db && chmod 444 $T/ro.db && chmod 777 $T
!ok-sh $reader $A -d $T/ro.db status | head -3
!ok-sh $reader $A -d $T/ro.db log 2 && $reader $A -d $T/ro.db verify && $reader $A -d $T/ro.db export csv | head -2
!case $reader $A -d $T/ro.db give Ann 1 credits
!case $reader $A -d $T/ro.db note hello
!case $reader $A -d $T/ro.db undo
!case $reader $A -d $T/ro.db use g
!case $reader $A -d $T/ro.db roll 2d6
!case $reader $A -d $T/ro.db new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
# ... also in a write-protected directory
!sh mkdir $T/locked && cp $T/game.db $T/locked/ro.db && chmod 444 $T/locked/ro.db && chmod 555 $T/locked
!ok-sh $reader $A -d $T/locked/ro.db status | head -3
!case $reader $A -d $T/locked/ro.db give Ann 1 credits
# A WAL that is not the database's own (issue 19, item 1): SQLite would
# replay it into the file, and the next checkpoint would make that for
# good.  b.db is another database whose last note stays in b.db-wal, at
# rest, as after a crash; each case below puts a WAL beside a copy of a
# database it does not belong to, and is refused with everything as it was.
!sh $A -d $T/b.db new bernard other --players Cleo,Dan --overlay rulesets/examples/bernard-demo.yaml > /dev/null && cp $T/b.db $T/b-0.db && $A -d $T/b.db note first > /dev/null
!sh sh $R/tests/hold-wal.sh $T/b.db $A -d $T/b.db note second > /dev/null && cp $T/b.db-wal $T/b-old.wal && cp $T/b.db $T/b-mid.db
# its own WAL is read: the note in it is there
!ok -d $T/b.db log
# another database's WAL beside the game: nothing of b shows, nothing is lost
!sh cp $T/game.db $T/a.db && cp $T/b-old.wal $T/a.db-wal
-d $T/a.db log
-d $T/a.db games
-d $T/a.db status
-d $T/a.db give Ann 1 credits
# without it, the copy is the game as it was
!ok-sh mv $T/a.db-wal $T/a.wal && $A -d $T/a.db log 1 && sqlite3 $T/a.db 'PRAGMA integrity_check' 
# the WAL of an empty file
!sh : > $T/e.db && cp $T/b-old.wal $T/e.db-wal
-d $T/e.db games
-d $T/e.db new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
# b's own WAL, but older than the file: b has been saved since
!sh $A -d $T/b.db note third > /dev/null && cp $T/b.db $T/b-new.db && cp $T/b-old.wal $T/b-new.db-wal
-d $T/b-new.db log
# b's own WAL beside a copy of b from before it: the changes do not follow
!sh cp $T/b-0.db $T/b-back.db && cp $T/b-old.wal $T/b-back.db-wal
-d $T/b-back.db log
# ... and beside the copy it was made on, it is read
!sh cp $T/b-mid.db $T/b-same.db && cp $T/b-old.wal $T/b-same.db-wal
!ok -d $T/b-same.db log
# a database only an older arbiter wrote has no identity yet (application_id
# 0): its first change draws one, and a WAL that carries another history's
# stamps is refused all the same
!sh cp $T/game.db $T/old.db && sqlite3 $T/old.db 'PRAGMA application_id = 0' && cp $T/old.db $T/old2.db && cp $T/b-old.wal $T/old.db-wal
-d $T/old.db log
!sh sh $R/tests/hold-wal.sh $T/old2.db $A -d $T/old2.db note first-stamp > /dev/null
!ok -d $T/old2.db log 1
