#!/bin/sh
# check-cmdtable.sh: cli/cmd.c lists only the program's own commands.  A
# game's commands are the actions its ruleset declares (rulesets/*.yaml,
# 'actions:'); help, prefixes and completion take them from there, so no
# name a shipped ruleset declares has an entry of the table.
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
[ $fail -eq 0 ] && echo "ok   check-cmdtable ($(echo "$names" | wc -l) game commands, none in cli/cmd.c)"
exit $fail
