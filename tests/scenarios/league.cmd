# A league's log it can trust (issue 20): a game replayed from another
# database's script is the same game, times and digital dice included
# (item 2); a backup of a database in use holds every confirmed command
# (item 3).  The times are printed with ' ' for 'T' so that they are not
# masked: they must be those the script gives.
-f tests/data/league-annot.arb
!sh sqlite3 $T/game.db "SELECT created FROM games; SELECT seq, time, kind, dice FROM events" | tr T ' '
# event 1's faces are the generator's (marked 'rolled'), event 3's thrown
log
# exported again and replayed elsewhere: the same rows, times and all
# (but the names of the rules texts, which say where each came from)
!sh $A export script > $T/again.arb && $A -d $T/b.db -f $T/again.arb > /dev/null && for d in game b; do sqlite3 $T/$d.db "SELECT name, ruleset, seed, created, players, options, head, tip, nevents FROM games; SELECT ord, text, since FROM texts; SELECT * FROM events" > $T/$d.txt; done; cmp $T/game.txt $T/b.txt && echo same
!sh grep -c '^#@ ' $T/again.arb
# an annotation that cannot be read stops the run before anything is done
!refuse -f tests/data/league-bad-time.arb
!refuse -f tests/data/league-bad-key.arb
!refuse -f tests/data/league-bad-digital.arb
#
# backup: a whole copy, while the database is in use
backup $T/copy.db
!sh $A -d $T/copy.db log | tail -1
backup $T/copy.db
!refuse backup $T/game.db
!sh echo 'not a database' > $T/notes.txt
!refuse backup $T/notes.txt
!sh cat $T/notes.txt
!refuse backup $T/nodir/copy.db
!sh $A -d $T/none.db backup $T/x.db; echo "exit $?"; ls $T/x.db 2>&1 | sed 's/.*: //'
--json backup $T/copy.db
#
# import: the games of another database (another laptop's) brought over
# whole, with their campaigns; a name clash is refused, naming --as, and
# nothing is imported unless everything is
!sh for g in ashes1 ashes2 albedo1; do $A -d $T/other.db -f $R/tests/data/season-$g.arb > /dev/null; done; $A -d $T/other.db -f $R/tests/data/league-annot.arb > /dev/null; $A -d $T/other.db campaign new season && $A -d $T/other.db campaign add season ashes1 ashes2 albedo1
campaign new Season
campaign add season g
# g is in both: not even the games before it come over
!refuse import $T/other.db
!refuse import $T/other.db ashes1 nosuch
!refuse import $T/other.db ashes1 --as
!refuse import $T/other.db --as x ashes1
!refuse import $T/other.db ashes1 --as 'a b'
!refuse import $T/other.db ashes1 --as x ashes2 --as X
!refuse import $T/other.db ashes1 --frobnicate
!refuse import $T/nosuch.db
!refuse import $T/game.db
!refuse import $T/notes.txt
games
campaign show season
import $T/other.db ashes1 ashes2 albedo1 g --as g-laptop
games
# the campaign of the same name here takes them, at its end
campaign show season
# every row as it is there: times, dice, texts, checkpoints
!sh for d in other game; do for n in albedo1 ashes2; do sqlite3 $T/$d.db "SELECT ruleset, seed, created, players, options, head, tip, nevents, state, state_seq FROM games WHERE name = '$n'; SELECT t.ord, t.name, t.text, t.since FROM texts t JOIN games g ON g.id = t.game WHERE g.name = '$n'; SELECT e.seq, e.time, e.kind, e.command, e.dice, e.parent, e.depth, e.ref FROM events e JOIN games g ON g.id = e.game WHERE g.name = '$n'; SELECT c.seq, c.state FROM checkpoints c JOIN games g ON g.id = c.game WHERE g.name = '$n'"; done > $T/$d.rows; done; cmp $T/other.rows $T/game.rows && echo same; grep -c '^114|' $T/game.rows
-g g-laptop verify
!sh $A -g g-laptop log | head -2
# into a database not made yet, with the campaign it belongs to there and
# that campaign's standing method
!sh $A -d $T/other.db campaign method season rate && $A -d $T/new.db --json import $T/other.db ashes2 && $A -d $T/new.db campaign list && $A -d $T/new.db --json campaign show season | grep '"method"'
#
# BG Stats takes the play's date in local time (item 6): g's last event is
# 2026-03-01T19:07:00Z, 20:07 in Berlin (CET, UTC+1, in March before the
# last Sunday), 14:07 in New York (EST, UTC-5)
!sh for tz in UTC Europe/Berlin America/New_York; do TZ=$tz $A -g g export bgstats | grep playDate; done
