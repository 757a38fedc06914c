# The configuration, $XDG_CONFIG_HOME/arbiter/config: the database, the
# colour and the group's players, each the default the command line, the
# environment or NO_COLOR overrides.  A bad file stops every command with
# exit status 3, naming the line.
!sh mkdir -p $T/cfg/arbiter && printf '# the Friday group\ndatabase = %s/friday.db   # our games\n\nplayers = Ann,Bob,Cleo\ncolor = auto\n' "$T" > $T/cfg/arbiter/config && cat $T/cfg/arbiter/config
# without -d: the configuration's database, and its players for 'new'
!sh B=${A%% -d *}; XDG_CONFIG_HOME=$T/cfg $B new bernard friday --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh ls $T
!sh B=${A%% -d *}; XDG_CONFIG_HOME=$T/cfg $B games
# --players still wins over the configuration
!sh B=${A%% -d *}; XDG_CONFIG_HOME=$T/cfg $B new bernard other --players Dan,Eve --seed 3 --overlay rulesets/examples/bernard-demo.yaml | head -3
# -d and $ARBITER_DB win over its database
!sh XDG_CONFIG_HOME=$T/cfg $A games
!sh B=${A%% -d *}; XDG_CONFIG_HOME=$T/cfg ARBITER_DB=$T/env.db $B new bernard e --seed 1 --overlay rulesets/examples/bernard-demo.yaml > /dev/null; ls $T/env.db; XDG_CONFIG_HOME=$T/cfg $B games
# ~/ is the home directory
!sh mkdir -p $T/home && printf 'database = ~/home.db\n' > $T/cfg/arbiter/config && B=${A%% -d *}; HOME=$T/home XDG_CONFIG_HOME=$T/cfg $B new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml > /dev/null; ls $T/home
# without players in it, 'new' needs --players
!sh XDG_CONFIG_HOME=$T/cfg $A new bernard x --overlay rulesets/examples/bernard-demo.yaml
# bad files: an unknown key, a bad colour, a line without '='
!sh printf 'database = %s/friday.db\ncolour = sometimes\n' "$T" > $T/cfg/arbiter/config; XDG_CONFIG_HOME=$T/cfg $A games
!sh printf '\n\nteam = Ann\n' > $T/cfg/arbiter/config; XDG_CONFIG_HOME=$T/cfg $A status
!sh printf 'players Ann,Bob\n' > $T/cfg/arbiter/config; XDG_CONFIG_HOME=$T/cfg $A rulesets
!sh printf 'players = Ann, Bob\n' > $T/cfg/arbiter/config; XDG_CONFIG_HOME=$T/cfg $A rulesets
# --version and --help need no configuration
!sh XDG_CONFIG_HOME=$T/cfg $A --version | sed 's/[0-9][0-9.]*/VERSION/'
# with XDG_CONFIG_HOME unset, ~/.config/arbiter/config
!sh mkdir -p $T/home2/.config/arbiter && echo 'players = Zoe,Yan' > $T/home2/.config/arbiter/config; env -u XDG_CONFIG_HOME HOME=$T/home2 $A new bernard z --seed 1 --overlay rulesets/examples/bernard-demo.yaml | head -3
