# A text of before (tests/data/chores.yaml) declares actions named as the
# program's own commands, 'status' and 'undo', which can never be taken:
# 'rules RULESET commands' and the whole summary leave them out, as help,
# 'what', status and completion do (they listed 'status PLAYER' and
# 'undo PLAYER').
rules tests/data/chores.yaml commands
rules tests/data/chores.yaml
