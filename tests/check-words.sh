#!/bin/sh
# check-words.sh: no code names a concept only one game has.  The words
# below are games' own (from their rulesets); core/, cli/ and db/ name the
# concepts by general words, and a game's word reaches people from its
# ruleset (`words:`, a resource's name, a product's name).  Board kinds
# (regions, orbits, a hex grid) are general and are not listed.
#
# A word is matched case-insensitively wherever letters and digits do not
# go on around it (so RS_LEADER and leader_def are hits, leadership is
# not).  tests/words-allowed lists, file by file, the quoted texts that
# must keep a game's word (keys of saved data, options of the command
# line) and says why; a text allowed there is not a hit in that file.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1

# The words of aldarra-reborn, adellos, bernard and ashes-of-empire, and
# the pieces and factions the games name.  albedo's space and ground are
# also plain English (a space between words, ground for a reason): they
# are checked below only where they name a card value (card-values): as
# identifiers (f->ground, ground_best, site_ground, rspace) and as the
# rankings' measures (space-total, space_best); and "space" in any
# identifier or key string (ashes' space battle was one).
words='crystals?|strongholds?|nobles?|rebels?|credits?|leaders?|wisdom'
words="$words|discover(y|ies)?|objectives?"
words="$words|spaceports?|bridges?|planets?"
words="$words|dreadnoughts?|cruisers?|frigates?|destroyers?|fortress(es)?"
words="$words|outposts?|minelayers?|paladins?|zombies?|vampires?|kogues?"
words="$words|bandits?|soldiers?|jesters?|clergy|undead|hangars?"
words="$words|warehouses?|worlds?|fighters?|transporters?|factory|factories"
words="$words|population|troops?|fleets?"
words="$words|hostages?|ransoms?|time counters?"

card='(_|->|\.)ground([^[:alnum:]]|$)|(^|[^[:alnum:]])ground_'
card="$card|(space|ground)[-_](total|best)|rspace|rground"
cardbad=$(grep -rniE "$card" core cli db | grep -v '^core/rules/words_keys\.h:')
if [ -n "$cardbad" ]; then
	printf '%s\n' "$cardbad" | sed 's/^/FAIL words: /'
	echo "FAIL words: a card value named by albedo's word; say the first or" \
	    "second value and take its name from card-values"
	exit 1
fi

# "space" is plain English too (a blank, a space of a track) but names
# ashes' battle and albedo's card value: no identifier or key string (a
# string literal without a blank) says it; prose (a literal with a blank)
# and comments may.  Keys that must stay are in core/rules/words_keys.h.
spacebad=$(find core cli db -name '*.[ch]' ! -path core/rules/words_keys.h |
    sort | xargs awk '
FNR == 1 { incom = 0 }
{
	line = $0
	code = ""
	while (line != "") {
		if (incom) {
			if ((k = index(line, "*/")) == 0)
				break
			line = substr(line, k + 2)
			incom = 0
			continue
		}
		if (!match(line, /\/\*|\/\/|["\047]/)) {
			code = code line
			break
		}
		code = code substr(line, 1, RSTART - 1)
		tok = substr(line, RSTART, RLENGTH)
		line = substr(line, RSTART + RLENGTH)
		if (tok == "//")
			break
		if (tok == "/*") {
			incom = 1
			continue
		}
		if (tok == "\"")
			ok = match(line, /^([^"\\]|\\.)*"/)
		else
			ok = match(line, /^([^\047\\]|\\.)*\047/)
		if (!ok)
			break
		lit = substr(line, 1, RLENGTH - 1)
		line = substr(line, RLENGTH + 1)
		if (tok == "\"" && lit !~ / /)
			code = code "\"" lit "\""
	}
	# the C library'"'"'s, CSS'"'"'s, and the game words checked below
	code = tolower(code)
	gsub(/isw?space|white-space|spaceports?/, " ", code)
	if (code ~ /space/)
		print FILENAME ":" FNR ":" $0
}')
if [ -n "$spacebad" ]; then
	printf '%s\n' "$spacebad" | sed 's/^/FAIL words: /'
	echo "FAIL words: 'space' names a game's concept in code: name it by" \
	    "what it does (a saved key: core/rules/words_keys.h)"
	exit 1
fi

# An allowance whose text its file no longer holds is stale: it would let
# the word come back unseen.
stale=$(grep -v '^[[:space:]]*#' tests/words-allowed | grep -v '^[[:space:]]*$' |
    sed 's/[ 	][ 	]*#.*//' | while IFS= read -r l; do
	f=${l%%[ 	]*}
	t=${l#*[ 	]}
	[ "$t" = "$l" ] && { [ -e "$f" ] || echo "$l"; continue; }
	grep -qF -- "$t" "$f" 2>/dev/null || echo "$l"
done)
if [ -n "$stale" ]; then
	printf '%s\n' "$stale" | sed 's/^/FAIL words: stale in tests\/words-allowed: /'
	echo "FAIL words: take those lines out of tests/words-allowed"
	exit 1
fi

grep -rniE "(^|[^[:alnum:]])($words)([^[:alnum:]]|\$)" core cli db |
awk -v words="$words" -v allow=tests/words-allowed '
BEGIN {
	while ((getline l < allow) > 0) {
		sub(/[ \t]+#.*/, "", l)
		if (l ~ /^#/ || l ~ /^[ \t]*$/)
			continue
		f = l; sub(/[ \t].*/, "", f)
		t = l; sub(/^[^ \t]*[ \t]+/, "", t)
		if (t == f)
			whole[f] = 1
		else
			lit[f] = lit[f] "\034" t
	}
	re = "(^|[^[:alnum:]])(" words ")([^[:alnum:]]|$)"
	bad = 0
}
{
	f = $0; sub(/:.*/, "", f)
	if (f in whole)
		next
	text = $0; sub(/^[^:]*:[0-9]*:/, "", text)
	n = split(substr(lit[f], 2), L, "\034")
	for (i = 1; i <= n; i++)
		while ((k = index(text, L[i])) > 0)
			text = substr(text, 1, k - 1) substr(text, k + length(L[i]))
	if (tolower(text) ~ re) {
		print "FAIL words: " $0
		bad++
	}
}
END {
	if (bad > 0)
		print "FAIL words: " bad " line(s) name a game'"'"'s own concept; " \
		    "name it by a general word and take the game'"'"'s from its ruleset (words:)"
	if (bad == 0)
		print "ok   words: no game'"'"'s own word in core/, cli/, db/ " \
		    "but what tests/words-allowed keeps"
	exit bad > 0
}'
