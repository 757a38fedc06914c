# what --json: the moment, the commands that fit it with their usage and
# help, and what 'next' does, as one JSON document (the text form after
# it says the same); help COMMAND --json, one entry of help --json (with
# 'here': does this game have it?)
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 1
what --json
what
next
what --json
help attack --json
help hire --json
!replay
