# A game whose phases' commands name its declared actions
# (tests/data/gleaners.yaml): 'plant' belongs to the setup and the sow
# phase (setup.commands and the sow phase list it), 'glean' to the sow and
# the reap phases, 'rest' (listed by none) to any time.  Each is refused
# out of the phases that list it, naming every one; 'what' and 'rules' say
# where each belongs.
new tests/data/gleaners.yaml g --players Ann,Bob --seed 1
what
# the setup lists plant: Ann's seed 3 -> 2
plant Ann
!refuse glean Ann
rest Ann
next
what
# the sow phase lists both: Ann's seed 2 -> 1, grain 0 -> 1
plant Ann
glean Ann
next
what
# the reap phase lists glean alone
glean Ann
!refuse plant Ann
rest Ann
status
rules tests/data/gleaners.yaml commands
