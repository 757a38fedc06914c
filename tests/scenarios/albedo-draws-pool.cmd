# The values the GM gives for a tie-break draw are checked against the
# planet cards the left-over pool may hold when arbiter knows them all (a
# whole catalogue, TEST VALUES: tests/data/albedo-catalogue.yaml, the
# values 2 to 18, one card each, the final one apart): a value no card
# shows is refused naming it, and so is a value given twice in one draw
# when one card alone shows it (two players never draw the same card).
# Nothing changes; the draw given right then breaks the tie.
new albedo d --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
reveal = 4
reveal = 1
next
commit Ann 1 fighter infantry ace-pilot 2 2xfighter infantry
commit Bob 1 fighter infantry ace-pilot 2 2xfighter infantry
next
resolve = 1 9 1 6
land Ann 1
land Bob 2
!refuse resolve 2 draw 99 6
!refuse resolve 2 draw 6 6
!refuse resolve 2 draw 7 1
resolve 2 draw 6 7
