# reavers (tests/data/reavers.yaml): a pool combat of two steps, the
# volley and the charge; throw-pools fires a unit while fires_in(kind,
# who) <= fight(step): Scouts (light) throw in both steps, Guards (heavy)
# in the charge only; @step names each step (the heading, 'steps', the
# refusal of a second throw). The combat's destroyed holds captive, with
# the effect capture, every unit of the attacker's that a defender
# destroys (who: the defender whose hits destroyed it); the attacker's
# own hits only destroy. 'ransom' pays the captor named a coin a captive
# (captives()) and release gives them back, saying which (@released); a
# ransom where the captor holds none is refused, nothing paid.
new tests/data/reavers.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
steps
units b2 Bob scout:2,guard:2
units b2 Cleo scout:1,guard:1
activate b2
fight b2
fire = 1 1 1
!refuse fire = 1 1 1
!refuse assign Bob Cleo:scout
assign Cleo Bob:scout
status
!refuse fire = 0 1 1 1 1
assign Bob Cleo:guard
fire = 1 1 0 1
assign Cleo Bob:scout
status
!refuse ransom Bob Ann
!refuse ransom Cleo Bob
ransom Bob Cleo
status
log
verify
!replay
