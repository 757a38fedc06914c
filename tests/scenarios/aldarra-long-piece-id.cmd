# a piece of an id of 148 characters whose class is unknown
# (aldarra-reborn's dreadnought renamed): the check of what
# mechanisms.territories needs of every piece finds its class written
# unknown by the whole path, where a path cut at 159 characters made it
# 'missing' and refused the ruleset.
!sh sed 's/dreadnought/dreadnought-of-the-line-the-largest-ship-that-any-yard-of-the-old-empire-could-lay-down-in-its-docks-and-launch-into-the-sea-of-stars-and-still-turn/g; s/^id: aldarra-reborn$/id: aldarra-long/' rulesets/aldarra-reborn.yaml > $T/aldarra-long.yaml && $A ruleset check $T/aldarra-long.yaml | sed "s|$T|T|g" | grep -e ': ok' -e '^  pieces\.dreadnought[^.]*\.class'
