# Games of albedo whose stored text lists the steps of its phases
# (reveal-sites, draw-hands, resolve-sites: main's text, with the
# commands declared, and a text whose commands ran the program's
# mechanisms, with the catalogue of tests/data/albedo-catalogue.yaml): the
# steps are rewritten at load into the phases' begin, effects and
# end-require, whose lines and refusals are the steps', and the log
# replays.
!sh cp tests/data/albedo-steps-saved-before.yaml $T/albedo.yaml
new $T/albedo.yaml s --players Ann,Bob,Cleo --seed 3
!refuse next
reveal x 3 flag:1 - -
!refuse next
!refuse next --json
reveal y 2 flag:2 - -
next
!refuse next
commit Ann 1 3xfighter 2 3xinfantry
!refuse next
commit Cleo 1 2xfighter infantry 2 2xfighter infantry
!refuse next
commit Bob 1 ace-pilot 4xfighter 2 infantry
next --json
!refuse next
resolve
!refuse next
!refuse next --json
land Bob 1
!refuse next
land Ann 2
!refuse next
land Cleo 3
!refuse next
resolve
!refuse next
land Cleo 1
land Ann 2
!refuse next
land Bob 3
next
!refuse next
reveal p 1 flag:1 - -
reveal q 1 flag:1 - -
next --json
!refuse next
commit Ann 1 3xfighter ace-pilot 2 2xinfantry
!refuse next
commit Bob 1 4xfighter 2 2xinfantry
commit Cleo 1 3xfighter 2 2xinfantry ace-pilot
next
status
log
verify
!replay
# the text whose commands ran the program's mechanisms, with a catalogue
!sh cp tests/data/albedo-runs-saved-before.yaml $T/albedo.yaml
new $T/albedo.yaml t --players Ann,Bob --seed 2 --overlay tests/data/albedo-catalogue.yaml
!refuse next
reveal p01
reveal p02
next
!refuse next
commit Ann 1 3xfighter 2 3xinfantry
!refuse next
commit Bob 1 3xfighter 2 3xinfantry
next
!refuse next
log
verify
!replay
