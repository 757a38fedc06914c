# export svg of games whose words are long (ashes-of-empire with its
# zone named in 112 characters, its squads in 90, by an overlay): the
# board's legend says both whole (it was made in 320 bytes and cut) and
# the picture is well-formed XML.
new ashes-of-empire g --players Ann,Bob --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, words: {zone: {one: world-of-the-outer-rim-where-the-old-empire-kept-its-fleets-and-its-granaries-and-its-archives-before-the-fall-x, many: world-of-the-outer-rim-where-the-old-empire-kept-its-fleets-and-its-granaries-and-its-archives-before-the-fall-xs}, squad: {one: fleet-of-ships-of-the-line-sworn-to-the-banner-of-the-last-emperor-and-his-heirs-forever, many: fleet-of-ships-of-the-line-sworn-to-the-banner-of-the-last-emperor-and-his-heirs-forevers}}}'
!sh mkdir $T/svg && $A export svg $T/svg > /dev/null && xmllint --noout $T/svg/g-board.svg $T/svg/g-chart.svg && echo "well-formed"
!sh xmllint --xpath '//*[local-name()="text"][@x="40.0"][@font-size="24"]/text()' $T/svg/g-board.svg; echo
# bernard (its demo values) with its body named in 111 characters: the
# legend of the orbits says it whole (it was made in 256 bytes and cut)
new bernard b --players Ann,Bob,Cleo --seed 1 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, words: {body: {one: planet-of-the-inner-ring-whose-moons-were-charted-by-the-first-expedition-of-the-bernard-institute-in-the-year-one, many: planet-of-the-inner-ring-whose-moons-were-charted-by-the-first-expedition-of-the-bernard-institute-in-the-year-ones}}}'
!sh $A export svg $T/svg > /dev/null && xmllint --noout $T/svg/b-board.svg && echo "well-formed"
!sh xmllint --xpath '//*[local-name()="text"][@x="40.0"][@font-size="24"]/text()' $T/svg/b-board.svg; echo
# adellos with its bonus field named in 174 characters: the board's frame
# of the place says it whole with its holder (made in 160 bytes and cut)
new adellos ad --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, board: {places: {bonus: {name: "bonus field on the high stone tower in the middle of the board, where the old watch kept the fire burning all night long through the seven winters of the siege of the capital"}}}}'
!sh $A export svg $T/svg > /dev/null && xmllint --noout $T/svg/ad-board.svg && echo "well-formed"
!sh xmllint --xpath '//*[local-name()="text"][@font-size="28"][contains(., "holds")]/text()' $T/svg/ad-board.svg; echo
# ashes' zone word as above, its points no score track (an overlay): the
# standings' bars and the chart say the zones held whole (the label was
# made in 80 bytes and cut; the chart's title, of 256, names it too)
new ashes-of-empire h --players Ann,Bob --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, resources: {points: {track: false}}, words: {zone: {one: world-of-the-outer-rim-where-the-old-empire-kept-its-fleets-and-its-granaries-and-its-archives-before-the-fall-x, many: world-of-the-outer-rim-where-the-old-empire-kept-its-fleets-and-its-granaries-and-its-archives-before-the-fall-xs}}}'
!sh $A export svg $T/svg > /dev/null && xmllint --noout $T/svg/h-board.svg $T/svg/h-chart.svg && echo "well-formed"
!sh xmllint --xpath '//*[local-name()="text"][@font-size="30"]/text()' $T/svg/h-board.svg; echo
!sh xmllint --xpath 'string(//*[local-name()="title"])' $T/svg/h-chart.svg; echo
