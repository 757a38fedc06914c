#!/bin/sh
# rulemix.sh OUTDIR: seeds for the rulecmd harness (fuzz/fuzz_rulecmd.c),
# written one a file into OUTDIR:
#   - each shipped ruleset (comments and rules text left out) with the
#     commands of each of its scenarios (tests/scenarios);
#   - each shipped ruleset with one of its mechanisms taken out (and that
#     mechanism's commands and steps out of the phases);
#   - each shipped ruleset with one mechanism of another game put in, with
#     what that game declares and the ruleset lacks (resources, dice,
#     pieces, a board...), its commands and steps added to the phases and
#     some of its commands from that game's scenarios;
#   - each mechanism alone, over what all the games declare (and no board,
#     or one game's), in one phase played in turns, its commands also
#     allowed in the setup.
# The rulesets are cut by indentation: top-level sections, their entries
# two spaces in, and flow lists of commands and steps.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1
tmp=$out/.mix
mkdir -p "$out" "$tmp"

put() {
	cat > "$out/.tmp"
	mv "$out/.tmp" "$out/$(cksum < "$out/.tmp" | tr ' ' '-')"
}

# The commands and the steps a mechanism sets up (core/rules/ruleset_check*.c;
# the shipped games declare each as an action of that id, actions:).
mech_cmds() {
	case $1 in
	upkeep) echo disband ;; supply|bridge|buy|buyout|attack|move|hire|\
	summon|spawn|explore|purchase|build|landing) echo "$1" ;;
	production) echo order ;; chosen-order) echo choose ;;
	flight) echo send home ;; orbit-combat) echo battle ;;
	duel) echo attack ;; deck) echo play ;;
	claims) echo reveal commit resolve land ;; territories) echo fly ;;
	dice-pool) echo fight ;;
	orders) echo activate ;; objectives) echo objective ;;
	discovery) echo discover ;;
	esac
}
# The old phase steps of a mechanism, which a text written before lists
# and the load upgrades into the phase's declared effects (begin, leave,
# end-require; core/rules/ruleset_*steps.c, ruleset_economy.c...): kept on
# purpose in the seeds that put a mechanism into another game, so that
# the upgrades are fuzzed too.
old_steps() {
	case $1 in
	upkeep|supply|action-points|unit-income) echo "$1" ;;
	production) echo orders-open ;; chosen-order) echo order-rank ;;
	flight) echo fleets-advance ;; orbit-combat) echo battles-due ;;
	colonies) echo raw-materials neutrals-replenish ;;
	claims) echo reveal-sites draw-hands resolve-sites ;;
	spawn|mine) echo "$1" ;; orders) echo turn-order ;;
	esac
}
# What those steps are declared as now: the effects of the phase's begin
# (core/rules/ruleset_zone_steps.c), for the mechanisms alone.
mech_begin() {
	case $1 in
	production) echo open-orders ;; chosen-order) echo rank-choosers ;;
	flight) echo advance-squads ;; orbit-combat) echo list-battles ;;
	colonies) echo produce replenish-neutrals ;;
	spawn) echo spawn-pieces ;; orders) echo rank-turns ;;
	esac
}

# A ruleset without comments and with a one-line rules text.
strip() {
	awk '/^[^ #]/ { skip = ($0 ~ /^rules:/) }
	    !skip && !/^[ ]*#/ && !/^[ ]*$/' "$1"
	echo "rules: {summary: a fuzz seed}"
}

# The entries (two spaces in) of section $2 of file $1.
entries() {
	awk -v s="$2:" '/^[^ ]/ { in_s = ($1 == s) }
	    in_s && /^  [^ -]/ { sub(":.*", "", $1); print $1 }' "$1"
}

# Entry $3 of section $2 of file $1, as its lines.
entry() {
	awk -v s="$2:" -v e="$3:" '/^[^ ]/ { in_s = ($1 == s); in_e = 0; next }
	    in_s && /^  [^ ]/ { in_e = ($1 == e) } in_s && in_e' "$1"
}

# File $1 without entry $3 of section $2.
drop_entry() {
	awk -v s="$2:" -v e="$3:" '/^[^ ]/ { in_s = ($1 == s); in_e = 0 }
	    in_s && /^  [^ ]/ { in_e = ($1 == e) } !(in_s && in_e)' "$1"
}

# File $1 with the lines of file $3 put at the top of section $2 (made
# when missing).
add_entry() {
	if grep -q "^$2:" "$1"; then
		awk -v s="$2:" -v f="$3" '{ print }
		    $0 == s { while ((getline l < f) > 0) print l }' "$1"
	else
		cat "$1"
		echo "$2:"
		cat "$3"
	fi
}

# File $1 with the words $3... taken out of (-) or put into (+, the first
# list only) every flow list "KEY: [...]" of the phases and the setup, KEY
# being $2 (commands or steps).
edit_lists() {
	f=$1 key=$2 op=$3
	shift 3
	awk -v key="    $key: [" -v skey="  $key: [" -v op="$op" -v words="$*" '
	BEGIN { nw = split(words, w, " ") }
	/^[^ ]/ { sec = $1 }
	(sec == "phases:" && index($0, key) == 1) ||
	    (sec == "setup:" && index($0, skey) == 1) {
		pre = substr($0, 1, index($0, "[")); body = $0
		sub(/^[^[]*\[/, "", body); sub(/\].*$/, "", body)
		n = split(body, v, /, */); out = ""
		for (i = 1; i <= n; i++) {
			keep = v[i] != ""
			for (j = 1; j <= nw && op == "-"; j++)
				if (v[i] == w[j]) keep = 0
			if (keep) out = out (out == "" ? "" : ", ") v[i]
		}
		if (op == "+" && !done++)
			for (j = 1; j <= nw; j++)
				out = out (out == "" ? "" : ", ") w[j]
		print pre out "]"; next
	}
	{ print }' "$f"
}

# The players, options and first commands of scenario $1.
scenario() {
	awk 'NR == 1 || /^(!refuse )?new / {
		for (i = 1; i <= NF; i++) {
			if ($i == "--players") players = $(i + 1)
			if ($i == "--option") opts = opts " " $(i + 1)
		}
		next
	    }
	    END { }
	    { sub(/^!refuse /, "") }
	    /^[a-z]/ && !/^(new|use|games|export|log|campaign|undo|redo|ruleset|verify|odds|rules)/ && n < 10 { cmd[n++] = $0 }
	    END {
		if (players != "") print "players " players
		if (opts != "") print "options" opts
		for (i = 0; i < n; i++) print cmd[i]
	    }' "$1"
}

# The commands of scenario $1 that start with one of the words $2...
scenario_cmds() {
	f=$1
	shift
	grep -v '^#' "$f" | sed 's/^!refuse //' | awk -v words="$*" '
	    BEGIN { n = split(words, w, " ") }
	    { for (i = 1; i <= n; i++) if ($1 == w[i] && k < 6) { print; k++ } }'
}

# A seed: ruleset $1, overlay $2 (or ""), commands $3.
seed() {
	{
		cat "$1"
		if [ -n "$2" ]; then
			echo "%%overlay"
			grep -v '^[ ]*#' "$2"
		fi
		echo "%%"
		cat "$3"
	} | put
}

games="adellos albedo aldarra-reborn ashes-of-empire bernard"
for g in $games; do
	strip "$root/rulesets/$g.yaml" > "$tmp/$g.yaml"
	# the first scenario of the game, and its overlay
	: > "$tmp/$g.cmds"
	: > "$tmp/$g.over"
	for s in "$root"/tests/scenarios/*.cmd; do
		grep -Eq "^(!refuse )?new $g " "$s" || continue
		scenario "$s" > "$tmp/cmds"
		o=$(sed -n "s/^new $g .*--overlay \([^ $]*\).*/\1/p" "$s" |
		    head -1)
		seed "$tmp/$g.yaml" "${o:+$root/$o}" "$tmp/cmds"
		if [ ! -s "$tmp/$g.cmds" ]; then
			cp "$tmp/cmds" "$tmp/$g.cmds"
			echo "${o:+$root/$o}" > "$tmp/$g.over"
		fi
	done
done

for g in $games; do
	over=$(cat "$tmp/$g.over")
	# one mechanism out
	for m in $(entries "$tmp/$g.yaml" mechanisms); do
		drop_entry "$tmp/$g.yaml" mechanisms "$m" > "$tmp/a"
		# and the declared commands (actions:) that run it
		for c in $(mech_cmds "$m"); do
			drop_entry "$tmp/a" actions "$c" > "$tmp/b"
			mv "$tmp/b" "$tmp/a"
		done
		edit_lists "$tmp/a" commands - $(mech_cmds "$m") > "$tmp/b"
		edit_lists "$tmp/b" steps - $(old_steps "$m") > "$tmp/a"
		seed "$tmp/a" "$over" "$tmp/$g.cmds"
	done
	# one mechanism of another game in, with what that game declares
	for h in $games; do
		[ "$h" = "$g" ] && continue
		cp "$tmp/$g.yaml" "$tmp/gh"
		for s in resources dice classes pieces tiles units leaders \
		    cards rankings combats factions words; do
			entries "$tmp/gh" "$s" > "$tmp/have"
			: > "$tmp/e"
			for x in $(entries "$tmp/$h.yaml" "$s" |
			    grep -vxF -f "$tmp/have"); do
				entry "$tmp/$h.yaml" "$s" "$x" >> "$tmp/e"
			done
			[ -s "$tmp/e" ] || continue
			add_entry "$tmp/gh" "$s" "$tmp/e" > "$tmp/b"
			mv "$tmp/b" "$tmp/gh"
		done
		for s in board sites; do
			grep -q "^$s:" "$tmp/gh" && continue
			awk -v s="$s:" '/^[^ ]/ { in_s = ($1 == s) } in_s' \
			    "$tmp/$h.yaml" >> "$tmp/gh"
		done
		entries "$tmp/$g.yaml" mechanisms > "$tmp/have"
		for m in $(entries "$tmp/$h.yaml" mechanisms |
		    grep -vxF -f "$tmp/have"); do
			entry "$tmp/$h.yaml" mechanisms "$m" > "$tmp/e"
			add_entry "$tmp/gh" mechanisms "$tmp/e" > "$tmp/a"
			# the commands h declares for it (actions: ... run:)
			entries "$tmp/a" actions > "$tmp/have"
			: > "$tmp/e"
			for c in $(mech_cmds "$m" | tr ' ' '\n' |
			    grep -vxF -f "$tmp/have"); do
				# played in g's phases (edit_lists), not h's
				entry "$tmp/$h.yaml" actions "$c" |
				    sed '/^    phase: /d' >> "$tmp/e"
			done
			if [ -s "$tmp/e" ]; then
				add_entry "$tmp/a" actions "$tmp/e" > "$tmp/b"
				mv "$tmp/b" "$tmp/a"
			fi
			edit_lists "$tmp/a" commands + $(mech_cmds "$m") > "$tmp/b"
			edit_lists "$tmp/b" steps + $(old_steps "$m") > "$tmp/a"
			cp "$tmp/$g.cmds" "$tmp/c"
			for s in "$root"/tests/scenarios/*.cmd; do
				grep -Eq "^(!refuse )?new $h " "$s" || continue
				scenario_cmds "$s" $(mech_cmds "$m")
			done | head -6 >> "$tmp/c"
			seed "$tmp/a" "$over" "$tmp/c"
		done
	done
done
# what all the games declare, for the mechanisms alone
: > "$tmp/union"
for s in resources dice classes pieces tiles cards rankings combats; do
	echo "$s:" >> "$tmp/union"
	: > "$tmp/have"
	for g in $games; do
		for x in $(entries "$tmp/$g.yaml" "$s" |
		    grep -vxF -f "$tmp/have"); do
			entry "$tmp/$g.yaml" "$s" "$x" >> "$tmp/union"
			echo "$x" >> "$tmp/have"
		done
	done
done
for b in none $games; do
	for g in $games; do
		for m in $(entries "$tmp/$g.yaml" mechanisms); do
		# its steps by their old names (upgraded at load), and as
		# declared now (the phase's begin)
		for form in old new; do
			cmds=$(mech_cmds "$m" | tr ' ' ',')
			steps=
			begin=
			if [ $form = old ]; then
				steps=$(old_steps "$m")
			else
				[ -z "$(mech_begin "$m")" ] && continue
				begin=$(for e in $(mech_begin "$m"); do
					printf '{%s: true}, ' "$e"
				done | sed 's/, $//')
				begin=", begin: [$begin]"
			fi
			steps=$(echo $steps | tr ' ' ',')
			{
				printf 'format: arbiter-ruleset-1\nid: solo\n'
				printf 'title: Solo\nupdated: 2026-01-01\n'
				printf 'players: {min: 2, max: 4}\n'
				printf 'rules: {summary: one mechanism}\n'
				cat "$tmp/union"
				printf 'roles:\n  player: {name: Player, '
				printf 'count: {min: 2, max: 4}}\n'
				[ "$b" != none ] && awk '/^[^ ]/ {
				    in_s = ($1 == "board:") } in_s' \
				    "$tmp/$b.yaml"
				printf 'phases:\n  main: {name: main, '
				printf 'commands: [%s], steps: [%s]%s}\n' \
				    "$cmds" "$steps" "$begin"
				[ -n "$cmds" ] &&
				    printf 'setup: {commands: [%s]}\n' "$cmds"
				printf 'round: [turns: [main]]\n'
				printf 'turns: {order: [player]}\nmechanisms:\n'
				entry "$tmp/$g.yaml" mechanisms "$m"
				# the game's commands that run it
				# (in the one phase there is: main)
				acts=$(for c in $(mech_cmds "$m"); do
					entry "$tmp/$g.yaml" actions "$c"
				done | sed 's/^    phase: .*/    phase: main/')
				[ -n "$acts" ] && printf 'actions:\n%s\n' "$acts"
				echo "%%"
				for c in $(mech_cmds "$m") next next; do
					echo "$c"
					echo "$c Ann 1"
				done
			} | put
		done
		done
	done
done
rm -rf "$tmp"
