# The final scores of albedo.yaml (list-players, @term): points the GM
# gave beside those scored at planets and garrisons are said after them
# (', +2 set by the GM'), in the line and not in --json scores, which gives
# the points scored; the game that tied in albedo-standings-saved-before (pool) now
# has a winner outright, and nothing waits for a draw.
new albedo gm --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
reveal
reveal
next
commit Ann 1 fighter fighter fighter infantry infantry infantry
commit Bob 2 fighter fighter fighter infantry infantry infantry
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 fighter fighter ace-pilot fighter fighter fighter
commit Bob 2 fighter fighter ace-pilot fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 fighter fighter ace-pilot fighter fighter fighter
commit Bob 2 fighter fighter ace-pilot fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 fighter fighter ace-pilot fighter fighter fighter
commit Bob 2 fighter fighter ace-pilot fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
next
reveal
reveal
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
next
resolve
land Ann 1
resolve
land Bob 1
give Bob 2 vp
!refuse take Ann 1 vp
next --json
!refuse score draw 4
status
verify
!replay
