#!/bin/sh
# kept-rules.sh ARBITER
#
# A game keeps its ruleset compiled in its database (cli/rules_kept.c, an
# image of the walked ruleset: core/rules/ruleset_image.c), written by a
# command that changes the game.  A damaged image (a byte changed, cut
# short, emptied, not a blob) must be noticed and the texts read again:
# status then prints what it printed with the image whole, and the
# next logged command keeps a good image again.  Needs sqlite3.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-kept.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"
fail=0
bad() { echo "FAIL kept-rules: $*"; fail=1; }
command -v sqlite3 > /dev/null || { echo "skip kept-rules: no sqlite3"; exit 0; }

db=$work/g.db
"$bin" -d "$db" new bernard g --players Ann,Bob --seed 3 \
    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null &&
    "$bin" -d "$db" give Ann 2 credits > /dev/null ||
    bad "cannot build the game"
len() { sqlite3 "$db" "SELECT length(value) FROM meta WHERE key = 'rules 1'"; }
[ "$(len)" -gt 100 ] 2>/dev/null || bad "no image kept after a logged command"
"$bin" -d "$db" status > "$work/want.status" 2>&1 || bad "status fails"
"$bin" -d "$db" status --json > "$work/want.json" 2>&1 || bad "status --json fails"

# each damage, then status (and --json) as before, and a logged command that
# keeps a whole image again
n=$(len)
for how in "substr(value, 1, 200) || zeroblob(1) || substr(value, 202)" \
    "substr(value, 1, $((n / 2))) || x'ff' || substr(value, $((n / 2 + 2)))" \
    "substr(value, 1, $((n - 1))) || x'00'" \
    "substr(value, 1, $((n / 3)))" \
    "zeroblob(0)" "'not a blob'"; do
	# (|| makes a text: cast back, a damaged blob; 'not a blob' stays one)
	case $how in "'not a blob'") set_to=$how ;; *) set_to="CAST($how AS BLOB)" ;; esac
	sqlite3 "$db" "UPDATE meta SET value = $set_to WHERE key = 'rules 1'" ||
	    bad "cannot damage with $how"
	"$bin" -d "$db" status > "$work/got" 2>&1 ||
	    bad "status fails with the image damaged ($how)"
	cmp -s "$work/want.status" "$work/got" ||
	    bad "status differs with the image damaged ($how)"
	"$bin" -d "$db" status --json > "$work/got" 2>&1 ||
	    bad "status --json fails with the image damaged ($how)"
	cmp -s "$work/want.json" "$work/got" ||
	    bad "status --json differs with the image damaged ($how)"
	"$bin" -d "$db" give Ann 1 credits > /dev/null 2>&1 &&
	    "$bin" -d "$db" take Ann 1 credits > /dev/null 2>&1 ||
	    bad "a logged command fails with the image damaged ($how)"
	[ "$(len)" = "$n" ] || bad "no whole image kept again ($how)"
done

# The values an image keeps aside (most of it, after the rest) are summed
# each as a command reads one, not all at every load: damaged there, the
# image loads, and the value a command reads is given again by the texts.
# `next` (which reads phases' and actions' values kept aside) then prints
# what it printed with the image whole, and the image kept is whole again.
"$bin" -d "$db" next > "$work/want.next" 2>&1 && "$bin" -d "$db" undo > /dev/null 2>&1 ||
    bad "cannot take next and undo it"
good=$(sqlite3 "$db" "SELECT hex(value) FROM meta WHERE key = 'rules 1'")
# the area's size: a number after the key, the build's fingerprint (bytes
# 9 to 18), the magic and the checksum (bytes 19 to 30), seven bits a
# byte, lowest first
aside=0 shift=1 at=31
while :; do
	byte=$(printf '%d' "0x$(sqlite3 "$db" "SELECT hex(substr(value, $at, 1)) FROM meta WHERE key = 'rules 1'")")
	aside=$((aside + (byte % 128) * shift)); shift=$((shift * 128)); at=$((at + 1))
	[ "$byte" -lt 128 ] && break
done
[ "$aside" -gt 100 ] && [ "$aside" -lt "$n" ] || bad "no area of values kept aside ($aside bytes)"
sqlite3 "$db" "UPDATE meta SET value = CAST(substr(value, 1, $((n - aside))) || zeroblob($aside) AS BLOB) WHERE key = 'rules 1'" ||
    bad "cannot damage the values kept aside"
"$bin" -d "$db" status > "$work/got" 2>&1 && cmp -s "$work/want.status" "$work/got" ||
    bad "status differs with the values kept aside damaged"
"$bin" -d "$db" next > "$work/got" 2>&1 && cmp -s "$work/want.next" "$work/got" ||
    bad "next differs with the values kept aside damaged"
[ "$(sqlite3 "$db" "SELECT hex(value) FROM meta WHERE key = 'rules 1'")" = "$good" ] ||
    bad "the image kept after the values kept aside were damaged is not whole"
"$bin" -d "$db" undo > /dev/null 2>&1 || bad "cannot undo next"

# An image under another key (an older format's: its key hashed the texts)
# is passed over, the texts read, and the next logged command keeps one
# under this format's key.
sqlite3 "$db" "UPDATE meta SET value = zeroblob(8) || substr(value, 9) WHERE key = 'rules 1'" ||
    bad "cannot change the image's key"
"$bin" -d "$db" status > "$work/got" 2>&1 && cmp -s "$work/want.status" "$work/got" ||
    bad "status differs with an image under another key"
"$bin" -d "$db" give Ann 1 credits > /dev/null 2>&1 &&
    "$bin" -d "$db" take Ann 1 credits > /dev/null 2>&1 ||
    bad "a logged command fails with an image under another key"
[ "$(sqlite3 "$db" "SELECT hex(substr(value, 1, 8)) FROM meta WHERE key = 'rules 1'")" != 0000000000000000 ] ||
    bad "no image kept again under this format's key"

# A current image is read without the texts: with the triggers that guard
# it taken away (a copy), a text changed by hand goes unseen ...
moon="replace(text, 'body: {one: planet, many: planets}', 'body: {one: moon, many: moons}')"
cp "$db" "$work/blind.db"
sqlite3 "$work/blind.db" "DROP TRIGGER kept_rules_insert; DROP TRIGGER kept_rules_update; UPDATE texts SET text = $moon WHERE ord = 0" ||
    bad "cannot change the copy's text"
"$bin" -d "$work/blind.db" status > "$work/got" 2>&1 && cmp -s "$work/want.status" "$work/got" ||
    bad "status read the texts although the image is current"
# An image kept by another build (of other sources of core: its
# fingerprint, the ten digits after the key, differs), which may have
# checked less, is passed over though its key matches: unseen by the
# triggers, a text changed by hand is read, and the next logged command
# keeps an image of this build's again.
fp() { sqlite3 "$1" "SELECT CAST(substr(value, 9, 10) AS TEXT) FROM meta WHERE key = 'rules 1'"; }
build=$(fp "$db")
case $build in [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]) ;;
*) bad "no build's fingerprint after the image's key" ;; esac
other=$(printf '%s' "$build" | tr 0-9 1-90)
cp "$db" "$work/other.db"
sqlite3 "$work/other.db" "DROP TRIGGER kept_rules_insert; DROP TRIGGER kept_rules_update; UPDATE texts SET text = $moon WHERE ord = 0; UPDATE meta SET value = CAST(substr(value, 1, 8) || '$other' || substr(value, 19) AS BLOB) WHERE key = 'rules 1'" ||
    bad "cannot give the copy's image another build's fingerprint"
[ "$(fp "$work/other.db")" = "$other" ] || bad "the copy's image has not another build's fingerprint"
"$bin" -d "$work/other.db" status > "$work/got" 2>&1 && grep -q '^moon ' "$work/got" ||
    bad "status read an image of another build"
"$bin" -d "$work/other.db" give Ann 1 credits > /dev/null 2>&1 ||
    bad "a logged command fails with an image of another build"
[ "$(fp "$work/other.db")" = "$build" ] || bad "no image of this build kept again"
"$bin" -d "$work/other.db" status > "$work/got" 2>&1 && grep -q '^moon ' "$work/got" ||
    bad "status from the image of this build kept again differs"
# ... and with them, the same change removes the image in its own
# transaction: status reads the changed text
sqlite3 "$db" "UPDATE texts SET text = $moon WHERE ord = 0" ||
    bad "cannot change the text"
[ -z "$(len)" ] || bad "the image outlived a text changed by hand"
"$bin" -d "$db" status > "$work/moon" 2>&1 && grep -q '^moon ' "$work/moon" ||
    bad "status does not read a text changed by hand"
"$bin" -d "$db" give Ann 1 credits > /dev/null 2>&1 ||
    bad "a logged command fails after a text changed by hand"
[ -n "$(len)" ] || bad "no image kept after a text changed by hand"
"$bin" -d "$db" status > "$work/got" 2>&1 && grep -q '^moon ' "$work/got" ||
    bad "status from the image kept after a change by hand differs"

# An amendment (a text added) is read at once, and after the next logged
# command from its image: what the texts alone give, image or not
adb=$work/a.db
alen() { sqlite3 "$adb" "SELECT length(value) FROM meta WHERE key = 'rules 1'"; }
"$bin" -d "$adb" new bernard g --players Ann,Bob --seed 4 \
    --overlay "$root/tests/data/bernard-partial.yaml" > /dev/null &&
    "$bin" -d "$adb" give Ann 1 credits > /dev/null &&
    "$bin" -d "$adb" status > "$work/unamended" 2>&1 ||
    bad "cannot build the game to amend"
[ -n "$(alen)" ] || bad "no image kept before the amendment"
"$bin" -d "$adb" ruleset amend "$root/tests/data/bernard-amend-orbits.yaml" \
    > /dev/null 2>&1 || bad "cannot amend"
[ -z "$(alen)" ] || bad "the image outlived the amendment"
"$bin" -d "$adb" status > "$work/amended" 2>&1 || bad "status fails after an amendment"
grep -q '^red  *1, unplaced' "$work/amended" && ! cmp -s "$work/unamended" "$work/amended" ||
    bad "status does not read the amendment"
"$bin" -d "$adb" give Ann 1 credits > /dev/null 2>&1 &&
    "$bin" -d "$adb" take Ann 1 credits > /dev/null 2>&1 ||
    bad "a logged command fails after an amendment"
[ -n "$(alen)" ] || bad "no image kept after an amendment"
"$bin" -d "$adb" status > "$work/got" 2>&1 || bad "status fails from the amended image"
cmp -s "$work/amended" "$work/got" || bad "status from the amended image differs from the texts' own"

[ $fail = 0 ] && echo "ok   kept rules: a damaged image is passed over, a current one read without the texts, one of another build made again, a changed text seen at once"
exit $fail
