# Completion: 'complete WORD... PARTIAL' prints the candidates for the word
# being typed, from the command table and from the database and its
# current game; the shells' scripts and the prompt use it.  It never fails
# and never creates a database.
complete st
complete -- a
complete co
complete ex
complete help camp
!sh $A complete -- - | tr '\n' ' '; echo
complete -d tests/dat
complete -d tests/data/season-a
!sh test -e $T/game.db || echo "no database yet"
complete use ""
complete new ""
complete new bernard g --p
complete new bernard g --option b
complete new bernard g --option=buyout-price=seller --overlay rulesets/ex
complete new bernard g --seed 3 --option phase-order=
complete rules albedo ""
complete rules nosuchgame ""
complete export ""
complete export svg tests/scen
complete roll --for ""
!sh test -e $T/game.db || echo "still no database"
# the current game gives the players, resources and board
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
complete give ""
complete give A
complete give Ann 3 ""
complete buy red
complete attack red-1 red-port:4,re
complete move 3 darkgreen-1 darkgreen-p
complete bridge ""
complete status --j
complete luck --
complete use ""
complete nosuchcommand ""
# the map of territories, units and pieces of other games (-g)
new aldarra-reborn terr --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper
complete fight ""
complete lay a2 ""
new adellos pieces --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
hire soldier Ann
complete hire ""
complete remove ""
new ashes-of-empire worlds --players Ann,Bob --seed 5
complete -g worlds send l
complete -g WORLDS give ""
complete -g nosuchgame give ""
complete -g ""
# campaigns
campaign new season
complete campaign ""
complete campaign show ""
# abandon and resume take a game, not a campaign
complete campaign abandon ""
complete campaign resume t
# the group of the configuration after --players
!sh mkdir -p $T/cfg/arbiter && echo 'players = Ann,Bob,Cleo' > $T/cfg/arbiter/config
!sh XDG_CONFIG_HOME=$T/cfg $A complete new albedo x --players ""
# the shells' scripts, with an 'arbiter' on the PATH reading this database
!sh printf '#!/bin/sh\nexec %s "$@"\n' "$A" > $T/arbiter && chmod +x $T/arbiter
!sh PATH=$T:$PATH bash -c '. "$R/completion/arbiter.bash"; COMP_WORDS=(arbiter -g pieces re); COMP_CWORD=3; _arbiter; printf "%s\n" "${COMPREPLY[@]}"'
!sh PATH=$T:$PATH bash -c '. "$R/completion/arbiter.bash"; COMP_WORDS=(arbiter export svg tests/sc); COMP_CWORD=3; _arbiter; printf "%s\n" "${COMPREPLY[@]}"; complete -p arbiter'
!sh PATH=$T:$PATH zsh -c 'compadd() { local s=""; while [ "$1" != -- ]; do [ "$1" = -S ] && { s=" (no space)"; shift; }; shift; done; shift; for w; do print -r -- "$w$s"; done; }; _call_program() { shift; eval "$@"; }; words=(arbiter -g pieces remove ""); CURRENT=5; PREFIX=""; SUFFIX=""; . "$R/completion/_arbiter"'
!sh PATH=$T:$PATH zsh -c 'compadd() { local s=""; while [ "$1" != -- ]; do [ "$1" = -S ] && { s=" (no space)"; shift; }; shift; done; shift; for w; do print -r -- "$w$s"; done; }; _call_program() { shift; eval "$@"; }; words=(arbiter export svg tests/sc); CURRENT=4; PREFIX="tests/sc"; SUFFIX=""; . "$R/completion/_arbiter"'
# -d and -g of a completion hold for it alone: the next command of a
# command file (or the REPL) still works on its own game
!sh printf 'complete -g nosuchgame give ""\ncomplete -d %s/other.db -g x give ""\ngames\n' $T > $T/f.txt && $A -f $T/f.txt; test -e $T/other.db || echo "no other.db"
# candidates go out one a line: a file whose name holds a newline (or any
# control character) is left out, not offered as two
!sh mkdir $T/cc && touch "$T/cc/$(printf 'two\nlines')" "$T/cc/$(printf 'esc\033[2J')" $T/cc/plain && $A complete export svg $T/cc/ | sed "s|$T|T|"
