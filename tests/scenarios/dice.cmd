# roll and odds outside a game: digital rolls are not logged (and no
# database is created); physical faces are checked; odds are exact.
roll 3d6 = 1 2 3
!sh test -e $T/game.db && echo "a database was created" || echo "no database"
status
roll 'd6!' = 6 6 2
roll 'd{0,1,1,2*}' = 2 2 0
roll 4d6kh3 = 1 5 3 6
!refuse roll 2d6 = 1
!refuse roll 2d6 = 1 2 3
!refuse roll 2d6 = 1 7
roll --json '2d6+3' = 4 5
!sh $A roll 2d6 | sed 's/[0-9][0-9]*/N/g'
odds 2d6
odds --json '2d6 >= 8'
odds 'd6 > d6'
odds 'd20 ge 11'
odds '3d6kh1 = 6'
odds '(d6+1)*2'
!sh $A odds --json 'd6!' | head -8
!sh $A odds 'd6!' | tail -2
odds '5d20kh1 > 15'
odds '10d6kh3 >= 15'
odds --json '100d6 - 100d6 > 0'
!refuse odds 2d6 '>>' 3
!refuse odds 'd0'
!refuse odds '3d1000000'
# in a game, rolls are logged with their faces and advance its generator
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
roll 2d6
roll 2d6 = 1 1
roll --json 2d6
log
