# card-values of long names (albedo's file with its two values named in
# 51 characters each, as card-values-named renames them): the word of
# kind values a refusal asks for, NAME1/NAME2 upper case (103
# characters), said whole, where it was made in 96 bytes.
!sh sed -e 's/space: /strength-in-space-as-printed-on-the-upper-left-edge: /g; s/ground: /strength-on-ground-as-printed-on-the-lower-right-ed: /g; s/^card-values: \[space, ground\]/card-values: [strength-in-space-as-printed-on-the-upper-left-edge, strength-on-ground-as-printed-on-the-lower-right-ed]/; s/by: space-/by: strength-in-space-as-printed-on-the-upper-left-edge-/; s/by: ground-/by: strength-on-ground-as-printed-on-the-lower-right-ed-/; s/^id: albedo$/id: albedo-long/' rulesets/albedo.yaml > $T/albedo-long.yaml && $A new $T/albedo-long.yaml n --players Ann,Bob --seed 1 | head -1
reveal north 3 flag:1 city:2 industry:4
reveal south 4 flag:3 city:2,factory:2 shipyard:4
next
# TEST VALUES (the book gives none): the Cruiser 5/0
!refuse card cruiser 5
card cruiser 5/0
# the Minelayer's values unknown: the word to give them in
!refuse commit Bob 1 minelayer:r
log 3
verify
!replay
