# sum_pieces(x) and count_pieces(test) go over every piece tracked one by
# one on the board (units and leaders, anybody's), with piece naming each
# for tracked(piece, KEY); @piecevalues x lists the pieces where x is not
# 0 with its value, in the board's order ("none" for none).  Outside them
# piece names nothing: the rules that read it are refused.  TEST VALUES
# (tests/data/adellos-test.yaml): a Steel Colossus earns 1 gold, a Field
# Marshal draws 1 card.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, actions: {census: {help: the pieces counted, effects: [{say: "{@me}: {count_pieces(tracked(piece, owner) == me)} pieces, {count_pieces(tracked(piece, chief))} leaders in all; income {sum_pieces(if(tracked(piece, owner) == me and tracked(piece, chief) == 0, unit(tracked(piece, kind), income), 0))} ({@piecevalues if(tracked(piece, owner) == me and tracked(piece, chief) == 0, unit(tracked(piece, kind), income), 0)}); under counters: {@piecevalues tracked(piece, counters)}; wisdom {@piecevalues if(tracked(piece, chief), 0, unit(tracked(piece, kind), wisdom))}"}]}}}'
hire steel-colossus Ann
hire zombie Bob
next
next
hire field-marshal Ann
census
counters field-marshal-1 2
census
# piece outside them: an error of the ruleset's, refused as the rules are
# read (no game with them starts)
!refuse new adellos h --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, actions: {stray: {help: piece read outside, effects: [{say: "{tracked(piece, owner)}"}]}}}'
