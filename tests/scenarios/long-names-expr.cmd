# long-names-expr (tests/data/long-lists.yaml, action reckon): resources
# of ids of 72 and 74 characters named in expressions, bare as arguments of
# resource() (names were read in 64 bytes, and such an id refused as "too
# long").
!sh $A ruleset check $R/tests/data/long-lists.yaml
!sh $A new $R/tests/data/long-lists.yaml g --players Ann,Bob --seed 1
reckon Ann
