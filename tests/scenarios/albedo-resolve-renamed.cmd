# The effect resolve under another action's name ('space' for albedo's
# resolve): the hints that name the command to resolve a site (the
# resolve phase's line, a landing or 'next' before it, a site done, a tie
# waiting for its draw) name that action, never 'resolve'; and no action
# 'resolve' is added beside it at load, as it is to a text written before
# resolve was declared.
!sh sed '/^actions:/,$ s/^  resolve:$/  space:/; s/usage: "resolve \[SITE\]/usage: "space [SITE]/; s/^id: albedo$/id: spacealbedo/' rulesets/albedo.yaml > $T/spacealbedo.yaml
new $T/spacealbedo.yaml a --players Ann,Bob --seed 3
reveal x 3 flag:1 - -
reveal y 3 flag:2 - -
next
commit Ann 1 3xfighter 2 3xinfantry
commit Bob 1 3xfighter 2 3xinfantry
next
!refuse next
!refuse land Ann 1
# no command of the program is called resolve beside it
!refuse resolve
!refuse space
space 1 draw 4 2
land Ann 1
land Bob 2
!refuse space
space 2 draw 3 1
land Ann 1 flag:2
land Bob 2
help space
log
verify
