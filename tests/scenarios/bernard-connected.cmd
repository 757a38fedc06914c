# connected(FROM, TO) on an orbit board (tests/data/bernard-way.yaml adds a
# command that says it): a way through the actor's own lands, each step to
# a bordering land (rulesets/examples/bernard-demo.yaml, TEST VALUES) or
# across a bridge between two spaceports; the lands between must be the
# actor's, the two ends may be anybody's.  The book: movement goes "through
# a connection" of one's own lands and bridges (rulebooks/bernard-de.txt
# line 138).
new bernard g --players Ann,Bob --seed 9 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-way.yaml
next
next
next
# Ann, the Empire, holds the spaceports; Bob the planets' lands
# red-port and purple-port: no border, no bridge yet: 0
way red-port purple-port
# red-1 and red-2 border each other: 1, though both are Bob's
way red-1 red-2
bridge red purple 4
# across the bridge: 1
way red-port purple-port
# red-1, Ann's red-port, the bridge, Ann's purple-port, purple-3: 1
way red-1 purple-3
# no bridge reaches light blue: 0
way red-1 lightblue-1
# a land is no way to itself: 0
way red-port red-port
!refuse way red-x red-1
# a board whose adjacency is unknown: the command says which value to supply
new bernard h --players Ann,Bob --seed 9 --overlay tests/data/bernard-partial.yaml --overlay tests/data/bernard-amend-orbits.yaml --overlay tests/data/bernard-way.yaml
next
!refuse way red-1 red-2
