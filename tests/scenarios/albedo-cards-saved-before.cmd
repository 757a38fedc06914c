# A game of albedo saved while its card housekeeping was three effects of
# the program's, each 'true': draw-hand in the commit phase, and
# discard-played and clear-sites in turns.round-end (the text of
# tests/data/albedo-cards-saved-before.yaml).  Its stored text is
# rewritten at load into the declarations albedo has now: a draw unseen
# of hand_size(player-decks), move-cards from played and from hand to the
# discard piles, and remove-sites with the line of each planet nobody
# scored at.  The lines are the old effects': a hand drawn whole, the last
# cards of a deck and the discard pile shuffled in, the cards played
# going to the discard piles, a planet leaving the game; and the log
# replays.
new albedo cards --players Ann,Bob --seed 3
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/albedo-cards-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '- draw-hand: true') > 0, instr(text, '- discard-played: true') > 0, instr(text, '- clear-sites: true') > 0 FROM texts WHERE ord = 0"
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter 2 infantry infantry
commit Bob 1 fighter fighter fighter fighter fighter ace-pilot
next
resolve
land Bob 3
land Ann 2
resolve
land Ann 1 flag:1
next
reveal r2a 9 flag:1 city:2 -
reveal r2b 5 flag:1 - flag:1
next
status
odds hand Ann 'infantry >= 2'
commit Ann 1 fighter fighter fighter infantry ace-pilot 2 fighter
commit Bob 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Bob 3
resolve
land Ann 2
land Bob 1 flag:1
next
status --json
log
verify
!replay
