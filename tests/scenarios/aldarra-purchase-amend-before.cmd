# An amendment written before the purchase was a declared action gives the
# price table as 'mechanisms.purchase.table' (rows of pay and gain): for a
# game whose ruleset declares the action with its table unknown, its rows
# fill that table ('actions.purchase.table').  The prices are TEST VALUES
# (the rulebook's table did not survive the extraction).
new aldarra-reborn g2 --players Ann,Bob,Cleo --seed 2 --overlay-text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, resources: {coins: {start: 10}, crystals: {start: 0}}}'
ruleset amend --text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, mechanisms: {purchase: {table: [{pay: {coins: 10}, gain: 1}, {pay: {crystals: 3}, gain: 1}]}}}'
# the table has its values now: a second one changes a rule
!refuse ruleset amend --text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, mechanisms: {purchase: {table: [{pay: {coins: 9}, gain: 1}]}}}'
