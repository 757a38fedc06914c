# long-json-keys: tests/data/alliance.yaml with the members of its
# combat-round's --json (json-sides, json-units, json-extra) named in 65
# to 70 characters: each member written whole, '-' as '_' (they were
# made in 64 bytes, and cut).
!sh sed -e 's/json-sides: sides/json-sides: the-sides-of-the-battle-in-the-strait-between-the-two-islands-at-dawn/' -e 's/json-units: ships/json-units: the-ships-of-the-line-and-the-frigates-each-party-brought-to-the-fight/' -e 's/json-extra: spirit-dice/json-extra: the-dice-of-spirit-each-party-throws-beside-the-dice-of-its-ships/' $R/tests/data/alliance.yaml > $T/alliance.yaml
!sh $A new $T/alliance.yaml g --players Ann,Bob,Cleo --seed 5
fight --json Ann Cleo
