# Ashes of Empire with its word for the folk made one word of 82
# characters by an overlay: the world's count and the cargo of that name
# take the word whole as their key (it was made in 48 bytes: the general
# word 'folk' then, which the refusal named), the refusal of goods not
# carried lists it whole, and verify and the replay agree.
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1 --overlay tests/data/ashes-amend-cargo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, words: {folk: {one: settlers-of-the-outer-colonies-who-came-on-the-first-ships-from-old-earth-long-ago, many: settlers-of-the-outer-colonies-who-came-on-the-first-ships-from-old-earth-long-ago}}}'
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
world 1 settlers-of-the-outer-colonies-who-came-on-the-first-ships-from-old-earth-long-ago=9
load 1 5 settlers-of-the-outer-colonies-who-came-on-the-first-ships-from-old-earth-long-ago 1 oil
!refuse load 1 2 frob
!refuse load 1 1 frob 1
unload 1 1 settlers-of-the-outer-colonies-who-came-on-the-first-ships-from-old-earth-long-ago
log
verify
!replay
