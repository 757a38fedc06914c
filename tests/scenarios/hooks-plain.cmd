# hooks (tests/data/hooks.yaml): a word of kind items whose refusals
# are plain (refusals: plain): charms hung under numbered hooks (1 to 4),
# each word refused as met, the item before whether a hook came before
# it; an unknown charm, or one with a ':' part none of the flags, named
# whole without "'WORD': " before it; an empty name; an item before any
# hook refused with an example of the command; a hook out of its bounds
# and a bad count as any items word refuses them; nothing changed.  The
# word optional, left out it names no charms (its value 0, unlogged).
!sh $A new $R/tests/data/hooks.yaml g --players Ann,Bob --seed 1
next
help hang
hang Ann 2 pearl:lit 1 2xamber 2 pearl
hang Ann
!refuse hang Bob pearl 1 amber
!refuse hang Bob ruby 1 amber
!refuse hang Bob 1 ruby
!refuse hang Bob 1 pearl:dim
!refuse hang Bob 1 3x
!refuse hang Bob 1 :lit
!refuse hang Bob 5 pearl
!refuse hang Bob 1 0xpearl
log
status
verify
!replay
