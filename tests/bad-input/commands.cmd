# Commands refused for their usage or by the rules, on a bernard game in
# round 1, the credits phase of Ann's (the Empire's) turn.
#
# unknown, ambiguous and misspelt commands
frobnicate
s
re
gvie Ann 1 credits
give
give Ann
give Ann 1
give Ann 1 credits more
''
' '
# players and resources that are not there
give Zed 1 credits
give '' 1 credits
give Ann 1 gold
give Ann 1 ''
give Ann 1 Credits-
take Bob 1 credits
transfer Bob Ann 1 credits
transfer Ann Ann 1 credits
transfer Ann Zed 1 credits
set Ann gold 3
set Ann credits
set Ann credits -1
# commands of other phases and players
buy red-port 1
attack red-1 red-port:1
move 1 red-port purple-port
disband red-port 1
supply units
grant Ann Bob 1
place red
bridge red purple 2
buyout red-1
adjust nowhere Ann 1
adjust red-1 Zed 1
adjust red-1 Ann -1
# dice given to commands that take none, and faces with no dice
give Ann 1 credits = 3
roll
roll =
roll 2d6 =
roll 2d6 = 1
roll 2d6 = 1 2 3
roll 2d6 = 0 7
roll 2d6 = one two
roll d6 = 6*
# undo, redo, log and the rest
redo
redo 1
undo 2 3
log 1 2
log many
note
use
use nosuchgame
use g h
export
export pdf
export md csv
rules
rules chess
rules bernard nonsense
ruleset
ruleset frob
ruleset check
ruleset template
ruleset template chess
ruleset amend
games extra
status now
verify everything
help frobnicate
new
new bernard
new bernard g --players Ann,Bob
new chess h --players Ann,Bob
new bernard h --players Ann,Bob --colour red
new bernard h --players Ann,Bob --option
new bernard h --players Ann,Bob --option colour=red
new bernard h --players Ann,Bob --option phase-order=random
# a faction that is not in the ruleset, and one faction for two players
# (adellos.txt line 22: each player receives the tiles of a faction); the
# name in each message was once read from freed memory (issue 19, item 6;
# issue 14, item 23)
new adellos h --players Ann,Bob --option factions=fixed
new adellos h --players Ann,Bob --option factions=undead,undead
new adellos h --players Ann,Bob --option factions=clergy,Fixed-Faction-With-A-Long-Name
new bernard h --players Ann,Bob --overlay
new bernard h extra --players Ann,Bob
-x status
-d
-g
-f
-g nosuchgame status
-f /dev/null give Ann 1 credits
# the face-up card of a supply deck: bernard has none, nor the command
# (the wrong number of words is a usage error first, as a game's command
# counts them before the game is read)
top shipyard minelayer
top
top shipyard minelayer extra
