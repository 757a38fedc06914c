# The rules text from the ruleset: the whole summary, one topic, a prefix,
# and the list of rulesets.
rulesets
rulesets --json
rules bernard combat
rules bernard pa
rules bernard readings
!refuse rules bernard c
!sh $A rules bernard | head -12
!sh $A rules bernard --json | head -8
