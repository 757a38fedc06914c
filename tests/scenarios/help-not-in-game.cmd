# In a game, 'help COMMAND', 'COMMAND --help' and a usage error of a
# game's command that the game does not have (another game's, such as
# 'attack' in albedo, or a mechanism its rules leave out) refuse it as the
# game's unknown command, with the nearest of its own commands and where
# they are listed, where they showed every game's forms of it; the
# command given with its words is refused so too.  With no game, every
# game's forms as before.
help attack
new albedo al --players Ann,Bob,Cleo --seed 1
!refuse help attack
!refuse attack --help
!refuse attack
!refuse attack Ann x
!refuse help move
help odds
new adellos ad --players Ann,Bob,Cleo --seed 1
!refuse help lay
!refuse lay
!refuse help fire
!refuse fire
help attack
new aldarra-reborn rb --players Ann,Bob,Cleo --seed 1 --overlay tests/data/aldarra-test-values.yaml
!refuse help attack
help lay
