# The effect link and the values of an orbit board's bodies
# (tests/data/link-values.yaml, TEST VALUES: moons Io, Rhea and Dione, each
# with a dock, joined by tethers, the game's words for links and ports):
# port(BODY) is a moon's dock (nobody's while nobody holds it),
# owner(port(BODY)) its holder, linked(A, B) 1 once a tether joins the two
# either way; @body names a moon and @word follows the game's words.
new tests/data/link-values.yaml t --players Ann,Bob --seed 1
probe io rhea
grant io-port Ann
grant rhea-port Bob
probe io rhea
# Ann tethers Io to Rhea for 3 fuel; the values see it both ways
tether io rhea 3
probe io rhea
probe rhea io
probe rhea dione
!refuse tether rhea io 2
!refuse tether io rhea 1
!refuse tether io io 2
!refuse tether io dione 9
!refuse tether io dione 8 = 3
tether io dione 7 --json
status
log
# Bob's turn: from his own dock only
next
!refuse tether io dione 2
tether rhea dione 1
probe dione rhea
# the round ends: the tethers dissolve, and linked() says so
next
probe io rhea
probe rhea dione
!replay
