# Command files (-f, stdin) and paths: missing, not files, not text, lines
# too long, a first command that fails; overlay, ruleset and database paths
# are taken literally (no '~', '$VAR', globs, or '-' for stdin).
-f $T/missing.cmd
-f $T
!sh printf 'frobnicate\ngive Ann 1 credits\n' > $T/unknown.cmd
-f $T/unknown.cmd
!sh printf 'note "unclosed\n' > $T/quote.cmd
-f $T/quote.cmd
!sh printf 'give Zed 1 credits\n' > $T/zed.cmd
-f $T/zed.cmd
!sh printf 'give Ann\0 1 credits\n' > $T/nul.cmd
-f $T/nul.cmd
!sh head -c 1048577 /dev/zero | tr '\0' x > $T/long.cmd
-f $T/long.cmd
!sh awk 'BEGIN { printf "note"; for (i = 0; i < 70000; i++) printf " w"; print "" }' > $T/words.cmd
-f $T/words.cmd
!sh printf '\001\002\377\376abc\033[2J\302\233x give\n' > $T/binary.cmd
-f $T/binary.cmd
!case printf 'frobnicate\n' | $A -f -
!case printf 'give Zed 1 credits\n' | $A
!case printf 'roll 2d6 = 9 9\n' | $A --json
# a command file stops at the first failure; what ran before stays
!sh printf 'note first\nfrobnicate\nnote never\n' > $T/half.cmd
!sh $A -f $T/half.cmd; test $? -eq 2
!ok log 1
# paths as given
new bernard h --players Ann,Bob --overlay '~/demo.yaml'
new bernard h --players Ann,Bob --overlay '$HOME/demo.yaml'
new bernard h --players Ann,Bob --overlay 'rulesets/examples/*.yaml'
new bernard h --players Ann,Bob --overlay ''
new bernard h --players Ann,Bob --overlay -
new bernard h --players Ann,Bob --overlay rulesets
new bernard h --players Ann,Bob --overlay /dev/null
!sh mkdir -p "$T/odd \"dir\" 'x'"
!sh printf 'format: arbiter-overlay-1\nruleset: bernard\nboard: {suns: 2}\n' > "$T/odd \"dir\" 'x'/bad$(printf '\033')name.yaml"
new bernard h --players Ann,Bob --overlay "$T/odd \"dir\" 'x'/bad$(printf '\033')name.yaml"
ruleset check "$T/odd \"dir\" 'x'/bad$(printf '\033')name.yaml"
ruleset check $T/missing.yaml
ruleset check $T
ruleset check /dev/null
!sh head -c 100 /dev/zero > $T/zeros.yaml
ruleset check $T/zeros.yaml
!sh head -c 16777300 /dev/zero | tr '\0' '#' > $T/huge.yaml
ruleset check $T/huge.yaml
ruleset amend $T/missing.yaml
ruleset amend --text 'format: arbiter-overlay-1'
# a broken user overlay ($XDG_CONFIG_HOME/arbiter/ID.yaml) is named
!sh mkdir -p $T/cfg/arbiter && printf 'format: arbiter-overlay-1\nruleset: bernard\nsun: 1\n' > $T/cfg/arbiter/bernard.yaml
!case XDG_CONFIG_HOME=$T/cfg $A new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
# database paths
-d $T/nodir/x.db status
-d $T status
-d $T/nodir/x.db games extra
# a NUL byte cuts no line short: 'undo 1\0002' is not 'undo 1' (issue 19)
!sh printf 'undo 1\0002\n' > $T/nul2.cmd
-f $T/nul2.cmd
!case printf 'undo 1\0002\n' | $A -f -
# paths that cannot keep a game: SQLite's names for a database in memory,
# an empty path, and files that are not regular files (issue 19)
-d '' new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
-d :memory: new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
-d 'file:m.db?mode=memory' new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
-d 'file:m.db?mode=memory' status
-d '' status
# (a run before may have left /dev/null-journal, which SQLite made then)
!sh rm -f /dev/null-journal 2> /dev/null; true
-d /dev/null new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
!sh test ! -e /dev/null-journal && test ! -e m.db
!case cd $T && $A -d :memory: games
# ... while a file of such a name is a file
!ok-sh cd $T && $A -d ./:memory: new bernard h --players Ann,Bob --overlay $R/rulesets/examples/bernard-demo.yaml > /dev/null && $A -d ./:memory: games | cut -c1-20
# a configuration that is a FIFO would wait for a writer forever
!sh mkdir -p $T/fifo/arbiter && mkfifo $T/fifo/arbiter/config
!case XDG_CONFIG_HOME=$T/fifo timeout 10 $A status
# a directory that cannot be entered hides the database: it is not missing
!sh mkdir $T/closed && cp $T/game.db $T/closed/ && chmod 000 $T/closed
!case $reader $A -d $T/closed/game.db status
!case $reader $A -d $T/closed/game.db new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
!sh chmod 755 $T/closed
# a file that could be written, in a directory that cannot: it is read,
# and a change says why it cannot be made
!sh mkdir $T/rodir && cp $T/game.db $T/rodir/ && chmod 666 $T/rodir/game.db && chmod 555 $T/rodir
!ok-sh $reader $A -d $T/rodir/game.db status | head -2
!case $reader $A -d $T/rodir/game.db give Ann 1 credits
# changes waiting in a WAL, and no -shm, in a directory that cannot be
# written: SQLite cannot read them there
!sh mkdir $T/walro && cp $T/game.db $T/walro/ && sh $R/tests/hold-wal.sh $T/walro/game.db $A -d $T/walro/game.db note waiting > /dev/null && rm $T/walro/game.db-shm && chmod 555 $T/walro
!case $reader $A -d $T/walro/game.db status
!case $reader $A -d $T/walro/game.db log
