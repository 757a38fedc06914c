# tests/data/brawl.yaml with its arrive's usage line made 1591 characters
# long: help, --help, a usage error, what, help, rules RULESET commands and
# the setup's line ({@usage arrive}, its first words) say it whole (it was
# made in 256 or 1024 bytes and cut).
!sh mkdir -p $T/r && sed "s/usage: arrive PLAYER PLACE\$/usage: arrive PLAYER PLACE $(seq -f '[NOTE-%04g]' 1 130 | tr '\n' ' ' | sed 's/ $//')/" tests/data/brawl.yaml > $T/r/brawl.yaml && grep -c 'NOTE-0130]$' $T/r/brawl.yaml
new $T/r/brawl.yaml g --players Ann,Bob,Cleo --seed 1
help arrive
arrive --help
!refuse arrive Bob
what
what --json
help
rules $T/r/brawl.yaml commands
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
verify
!replay
