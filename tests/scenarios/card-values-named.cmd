# A card game names its unit cards' two values (card-values, see
# arbiter-ruleset(5)): albedo's file with its values renamed attack and
# defence (cards, card-values and the rankings' NAME-total/NAME-best)
# plays the same and says attack and defence wherever albedo says space
# and ground (rulebook line 253: the turned Fighters' best card 1 loses to
# the Fighter's 2; line 279: the second value pays for sub-locations).
!sh sed -e 's/space: /attack: /g; s/ground: /defence: /g; s/^card-values: \[space, ground\]/card-values: [attack, defence]/; s/by: space-/by: attack-/; s/by: ground-/by: defence-/; s/^id: albedo$/id: albedo-named/' rulesets/albedo.yaml > $T/albedo-named.yaml && grep -c 'attack\|defence' $T/albedo-named.yaml && $A new $T/albedo-named.yaml n --players Ann,Bob --seed 1 | head -1
reveal north 3 flag:1 city:2 industry:4
reveal south 4 flag:3 city:2,factory:2 shipyard:4
next
commit Ann 1 2xfighter:r 2 2xfighter 2xinfantry
commit Bob 1 fighter 2 2xfighter 3xinfantry
next
resolve
land Bob 1
!refuse land Ann 3 industry
land Ann 2
card minelayer 1
# TEST VALUES (the book gives none): the Cruiser 5/0, turned 3/2
card cruiser 5/0 3/2
!refuse card cruiser 4/0
# what the book leaves unknown is listed under the game's names
!sh $A ruleset check $T/albedo-named.yaml | sed "s|$T|T|g" | sed -n '1,4p'

#
# a ruleset that names them wrongly is refused by 'ruleset check': three
# names, a key every card has already, a card without its second value
!sh sed -e 's/^card-values: \[space, ground\]/card-values: [space, ground, air]/; s/^id: albedo$/id: albedo-three/' rulesets/albedo.yaml > $T/albedo-three.yaml && $A ruleset check $T/albedo-three.yaml 2>&1 | sed "s|$T|T|g"
!sh sed -e 's/^card-values: \[space, ground\]/card-values: [space, rotated]/; s/^id: albedo$/id: albedo-taken/' rulesets/albedo.yaml > $T/albedo-taken.yaml && $A ruleset check $T/albedo-taken.yaml 2>&1 | sed "s|$T|T|g"
!sh sed -e 's/^  tank: {name: Tank, space: 0, ground: 5}/  tank: {name: Tank, space: 0}/; s/^id: albedo$/id: albedo-tank/' rulesets/albedo.yaml > $T/albedo-tank.yaml && $A ruleset check $T/albedo-tank.yaml 2>&1 | sed "s|$T|T|g"
