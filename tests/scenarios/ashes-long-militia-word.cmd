# Ashes of Empire with its word for the militia made one word of
# 118 characters by an overlay: the key of the world's count is that
# word whole (it was made in 48 bytes: the general word 'militia' then,
# and the word typed whole was no key, refused as no KEY=VALUE past 63
# characters); the change is logged whole (in 96 bytes before, cut), and
# verify and the replay agree.  The refusals name the key whole.
new ashes-of-empire g --players Ann,Bob --seed 5 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, words: {militia: {one: guard, many: troops-of-the-planetary-guard-sworn-to-the-old-empire-and-its-crown-in-the-year-of-the-long-winter-at-the-eastern-gate}}}'
world 1 troops-of-the-planetary-guard-sworn-to-the-old-empire-and-its-crown-in-the-year-of-the-long-winter-at-the-eastern-gate=2
world 1 TROOPS-OF-THE-PLANETARY-GUARD-SWORN-TO-THE-OLD-EMPIRE-AND-ITS-CROWN-IN-THE-YEAR-OF-THE-LONG-WINTER-AT-THE-EASTERN-GATE=1 population=2
!refuse world 1 frob=2
!refuse world 1 =2
log
verify
!replay
