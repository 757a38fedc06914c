# campaign record, abandon, resume and chart refused: every database file
# byte for byte as it was (issue 20, items 6 and 7)
!sh $A campaign new c > /dev/null && $A campaign add c g > /dev/null && $A campaign record c albedo --date 2026-02-01 --players Ann,Bob --places 1,2 --game r1 > /dev/null
campaign record c nosuch --date 2026-02-02 --players Ann,Bob --places 1,2
campaign record c albedo --date 2026-13-01 --players Ann,Bob --places 1,2
campaign record c albedo --date 2025-02-29 --players Ann,Bob --places 1,2
campaign record c albedo --date 2026-02-02T10:00:00Z --players Ann,Bob --places 1,2
campaign record c albedo --date '' --players Ann,Bob --places 1,2
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 1,2,3
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 2,2
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 0,1
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 1,-2
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 1,2 --scores 1,99999999999999999999
campaign record c albedo --date 2026-02-02 --players Ann,,Bob --places 1,2,3
campaign record c albedo --date 2026-02-02 --players 'Ann,B b' --places 1,2
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 1,2 --game 'a b'
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 1,2 --game R1
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places 1,2 --game G
campaign record c albedo --date 2026-02-02 --date 2026-02-03 --players Ann,Bob --places 1,2
campaign record c albedo --date 2026-02-02 --players Ann,Bob --places
campaign record c --csv
campaign record c
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,yes\n2026-03-01,g1,albedo,Bob,2,,no\n2026-03-02,g2,nosuch,Ann,1,,yes\n2026-03-02,g2,nosuch,Bob,2,,no\n' > $T/ruleset.csv
campaign record c --csv $T/ruleset.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,yes\n2026-03-01,g2,albedo,Bob,1,,yes\n2026-03-01,g1,albedo,Cleo,2,,no\n' > $T/apart.csv
campaign record c --csv $T/apart.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,5,yes\n2026-03-01,g1,albedo,Bob,2,,no\n' > $T/scores.csv
campaign record c --csv $T/scores.csv
!sh printf 'date,game,ruleset,player,place,score,winner,status\n2026-03-01,g1,albedo,Ann,1,,yes,won\n' > $T/status.csv
campaign record c --csv $T/status.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,maybe\n' > $T/winner.csv
campaign record c --csv $T/winner.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1\n' > $T/short.csv
campaign record c --csv $T/short.csv
!sh printf 'date,game,date\n' > $T/twice.csv
campaign record c --csv $T/twice.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n' > $T/empty.csv
campaign record c --csv $T/empty.csv
!sh printf '' > $T/nothing.csv
campaign record c --csv $T/nothing.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,r1,albedo,Ann,1,,yes\n2026-03-01,r1,albedo,Bob,2,,no\n' > $T/clash.csv
campaign record c --csv $T/clash.csv
!sh printf 'date,game,ruleset,player,place,score,winner\n2026-03-01,g1,albedo,Ann,1,,yes\n2026-03-01,g1,albedo,Bob,2,,no\n\377\n' > $T/binary.csv
campaign record c --csv $T/binary.csv
campaign abandon
campaign abandon nosuch
campaign resume g
campaign chart c --by
campaign chart c -o
campaign chart nosuch -o $T/x.svg
