# The season chart (issue 20, item 6): each player's standing by the
# campaign's method after each counted game, as SVG.  A small campaign of
# two recorded results: 2026-01-10 <Ann> 1, Bob&Co 2; 2026-01-17 Bob&Co 1,
# <Ann> 2.  Names with '<' and '&' are escaped everywhere.
campaign new 'R&D<league>'
campaign record 'R&D<league>' albedo --date 2026-01-10 --players '<Ann>,Bob&Co' --places 1,2 --game first
campaign record 'R&D<league>' albedo --date 2026-01-17 --players '<Ann>,Bob&Co' --places 2,1 --game second
# wins after each game: start 0 and 0, first 1 and 0, second 1 and 1.  The
# plot is 780 wide from x 90 (1200 less margins of 90 and 330) and 440 high
# from y 90 (700 less 90 and 170): the three points at x 90, 480, 870; wins
# 0 at y 530 and 1 at y 90; equal values drawn 6 apart (3 above and below:
# 527 and 533 at the start, 87 and 93 at the end).  <Ann> and Bob&Co share
# place 1 (1 win and 1 opponent finished ahead of each): <Ann> blue and
# solid, Bob&Co orange and dashed.
campaign chart 'R&D<league>'
!sh $A campaign chart 'R&D<league>' | xmllint --noout - && echo well-formed
# league points 10-6-4-2: 10 and 6 after the first (y 530 - 440 * 10/16 =
# 255 and 530 - 440 * 6/16 = 365), 16 and 16 after the second; grid lines
# every 2 from 0 to 16 (9)
!sh $A campaign chart 'R&D<league>' --by points -o $T/points.svg && xmllint --noout $T/points.svg && grep -c '<line x1="90"' $T/points.svg && grep polyline $T/points.svg
!refuse campaign chart 'R&D<league>' --by goals
!refuse campaign chart 'R&D<league>' --frobnicate
!refuse campaign chart nosuch
!refuse campaign chart 'R&D<league>' -o $T/nodir/x.svg
# win rate: none before a player's first game, so the lines start at the
# first: 100% and 0% (y 90 and 530), then 50% and 50% (y 310, drawn at 307
# and 313); grid lines every 10 from 0 to 100
!sh $A campaign chart 'R&D<league>' --by rate | grep polyline
