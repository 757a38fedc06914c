# ashes-of-empire with its zone, carrier and militia named in 209, 108
# and 129 characters (an overlay's words): the landing's refusals of a
# word of kind choice (its refused: says "{zone}") and of numbers (their
# what: "the {carriers} lost", "the {militias}") say the words whole
# (they were put in 256 and 128 bytes and cut).
new ashes-of-empire g --players Ann,Bob --seed 13 --option start=scenario-1 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, words: {zone: {one: world-of-the-outer-rim-where-the-old-empire-kept-its-fleets-and-its-granaries-and-its-archives-before-the-fall-and-where-the-last-governor-held-out-for-seven-years-against-the-rebels-of-the-inner-ring-of-old-x, many: world-of-the-outer-rim-where-the-old-empire-kept-its-fleets-and-its-granaries-and-its-archives-before-the-fall-and-where-the-last-governor-held-out-for-seven-years-against-the-rebels-of-the-inner-ring-of-old-xs}, carrier: {one: transporter-of-the-merchant-guilds-sworn-to-carry-the-troops-of-the-empire-to-every-world-of-the-outer-rim-x, many: transporter-of-the-merchant-guilds-sworn-to-carry-the-troops-of-the-empire-to-every-world-of-the-outer-rim-xs}, militia: {one: troop-of-the-line-raised-on-the-home-worlds-and-trained-in-the-barracks-of-the-capital-for-ten-long-years-under-the-old-marshal-x, many: troop-of-the-line-raised-on-the-home-worlds-and-trained-in-the-barracks-of-the-capital-for-ten-long-years-under-the-old-marshal-xs}}}'
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 13 0 4
!refuse landing Ann 13 held 1 1
!refuse landing Ann 13 repelled x 1
!refuse landing Ann 13 repelled 1 -1
