# Colour: only on a terminal (script(1) gives the commands one here), and
# never with NO_COLOR, with 'color = never' in the configuration, with
# --json, or when the output goes to a pipe or a file.  ESC is shown as ^[.
!sh $A -f $R/tests/data/season-aldarra1.arb > /dev/null
!sh env -u NO_COLOR script -qec "$A status" /dev/null < /dev/null | head -10 | tr -d '\r' | cat -v
!sh env -u NO_COLOR script -qec "$A map" /dev/null < /dev/null | tr -d '\r' | grep -c "$(printf '\033')"
!sh env -u NO_COLOR script -qec "$A luck" /dev/null < /dev/null | tr -d '\r' | tail -3 | cat -v
# the escapes counted in each case: none
!sh NO_COLOR=1 script -qec "$A status" /dev/null < /dev/null | tr -dc '\033' | wc -c
!sh NO_COLOR=x script -qec "$A luck" /dev/null < /dev/null | tr -dc '\033' | wc -c
!sh env -u NO_COLOR script -qec "$A status --json" /dev/null < /dev/null | tr -dc '\033' | wc -c
!sh env -u NO_COLOR $A status | tr -dc '\033' | wc -c
!sh mkdir -p $T/cfg/arbiter && echo 'color = never' > $T/cfg/arbiter/config; env -u NO_COLOR XDG_CONFIG_HOME=$T/cfg script -qec "$A status" /dev/null < /dev/null | tr -dc '\033' | wc -c
# an empty NO_COLOR counts as unset
!sh NO_COLOR= script -qec "$A status" /dev/null < /dev/null | tr -dc '\033' | wc -c
