#!/bin/sh
# check-cmdtable.sh: cli/cmd.c lists only the program's own commands.  A
# game's commands are the actions its ruleset declares (rulesets/*.yaml,
# 'actions:'); help, prefixes and completion take them from there, so no
# name a shipped ruleset declares has an entry of the table.  The names of
# the program's own commands (not run by cmd_game) and their aliases, which
# 'ruleset check' refuses as an action's, are kept in core too, the same.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
fail=0
# the action names: the keys two spaces in under 'actions:'
names=$(awk '/^actions:/ { on = 1; next }
    /^[^ #]/ { on = 0 }
    on && /^  [a-z][a-z0-9-]*:/ { sub(/^  /, ""); sub(/:.*/, ""); print }' \
    rulesets/*.yaml | sort -u)
[ -n "$names" ] || { echo "FAIL check-cmdtable: no declared actions found"; exit 1; }
for n in $names; do
	if grep -q "^	{ \"$n\"," cli/cmd.c; then
		echo "FAIL check-cmdtable: cli/cmd.c lists '$n', a command" \
		    "rulesets/ declares"
		fail=1
	fi
done
# the program's own commands (not run by cmd_game) and their aliases, which
# no action may be named (core/rules/ruleset_check_names.c keeps the list)
own=$(awk '/^const struct cmd cmd_table/ { on = 1; next }
    on && /^};/ { on = 0 }
    on { e = e $0 }
    on && /},[ \t]*$/ {
	if (e !~ /cmd_game,/ && match(e, /\{ "[a-z]+", (NULL|"[a-z]+")/)) {
		s = substr(e, RSTART + 3, RLENGTH - 3)
		gsub(/"/, "", s); sub(/,/, "", s); sub(/ NULL/, "", s)
		print s
	}
	e = ""
    }' cli/cmd.c | tr ' ' '\n' | sort | tr '\n' ' ')
kept=$(awk '/^static const char program_cmds/ { on = 1; next }
    on && /^};/ { on = 0 } on' core/rules/ruleset_check_names.c |
    grep -o '"[a-z][a-z]*"' | tr -d '"' | sort | tr '\n' ' ')
if [ -z "$own" ] || [ "$own" != "$kept" ]; then
	echo "FAIL check-cmdtable: the program's own commands of cli/cmd.c" \
	    "($own) are not those core/rules/ruleset_check_names.c keeps" \
	    "($kept)"
	fail=1
fi
[ $fail -eq 0 ] && echo "ok   check-cmdtable ($(echo "$names" | wc -l) game commands, none in cli/cmd.c; $(echo $own | wc -w) names of the program's own kept in core)"
exit $fail
