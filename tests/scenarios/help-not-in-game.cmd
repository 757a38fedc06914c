# In a game, a usage error of a game's command that the game does not
# have (another game's, such as 'attack' in albedo, or a mechanism its
# rules leave out) refuses it as the game's unknown command, with the
# nearest of its own commands and where they are listed; the command
# given with its words is refused so too.  'help COMMAND' and 'COMMAND
# --help' still succeed, as they did: they say the game has no such
# command, then every form of it the games that have it take, each with
# its own help and the games that take it; with no game, the same.
help attack
new albedo al --players Ann,Bob,Cleo --seed 1
help attack
attack --help
!refuse attack
!refuse attack Ann x
help move
help odds
new adellos ad --players Ann,Bob,Cleo --seed 1
help lay
!refuse lay
help fire
!refuse fire
help attack
new aldarra-reborn rb --players Ann,Bob,Cleo --seed 1 --overlay tests/data/aldarra-test-values.yaml
help attack
help lay
