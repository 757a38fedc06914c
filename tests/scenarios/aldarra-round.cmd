# Aldarra Reborn: a whole round and the end of the game.  Movement rules,
# exploring, hostages, three laps of orders, mining, purchases, the win
# check, objectives, discoveries, building with ransoms, exchanges and free
# outposts, the turn order by fewest victory points (ties keep the old
# order), and an end-game tie won by the earliest in turn order.  Unit
# cards, dice and prices are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next = 0 0
next
map
# --- round 1, lap 1 --------------------------------------------------------
# Bob: flying to a4 is 4 steps from the Jetstream at d2 (light units fly 3,
# and 1 more from a Jetstream), too far from e1, too far for a heavy
# Engineer even from the Jetstream
activate a4
!refuse fly e1 a4 frigate:1
!refuse fly d2 a4 engineer
fly d2 a4 frigate
!refuse fly a4 b4 frigate
!refuse fly e1 c4 frigate
# exploring: once an order, where the player has a unit, once a game
!refuse explore d1
explore a4 1
!refuse explore a4
next
# Cleo (Cin'dar Empire): no stacking limit on its own Stronghold
units a1 Cleo frigate:6,engineer:1
activate b2
!refuse fly a1 b2 frigate:6
fly a1 b2 frigate:5
!refuse explore b2 3
explore b2 2
next
# Ann (Arrodan Syndicate) attacks Bob at b4: the Frigate it destroys is
# taken hostage; Bob still gets his coin
units b4 Bob frigate:1
activate b4
fly c4 b4 frigate:2
fight b4
fire = 0 1 1
next
# --- laps 2 and 3 ---------------------------------------------------------
# from a4, every way out stops at once: a Mountain (b3) or enemy units (a3,
# b4); nothing reaches c3
activate c3
!refuse fly a4 c3 frigate
next
# Cleo and Ann pass their second orders (a turn ends with an order or a
# pass, line 297)
pass
pass Ann
activate d3
!refuse activate c3
!refuse explore d3
next
# without an order token left, a turn ends without an order
set Cleo orders 0
!refuse activate b1
next
pass
# --- management -----------------------------------------------------------
# mining: 10 for a Stronghold, and a territory held alone its yield (Silver
# 2, Copper 1); no crystal is collected where nobody has units
!refuse purchase Ann 4
purchase Ann 1
!refuse purchase Ann 1
!refuse purchase Cleo 2
status
next
# the win check: nobody has 20; objectives: one draw, or a swap; the
# Syndicate draws two and keeps one; a claim scores its points; at most 5
!refuse objective Ann swap 3
objective Ann draw
!refuse objective Ann draw
objective Bob swap 2
objective Cleo claim 2
set Cleo objectives 5
objective Cleo draw
next
# discoveries in turn order (Bob, Cleo, Ann); a unit upgrade turns the card;
# the Cin'dar Empire may search the deck for one
!refuse discover Ann frigate
!refuse discover Bob test-mining
discover Bob cruiser
!refuse discover Cleo Frigate
discover Cleo frigate search
!refuse discover Ann engineer search
discover Ann targeting-focus
!refuse discover Ann engineer
next
# build: ransoms come first; then units at one's buildings (5 at a
# Stronghold, never beyond the stacking limit of 5 airships, Engineers
# included; Engineers at an Outpost; one
# unit where an Outpost becomes a Fortress), an Outpost where one has an
# Engineer (1 coin cheaper per Forest held), a Fortress in place of an
# Outpost; the Mining Corp Coalition trades 4 coins for a crystal
ransom Bob
!refuse ransom Bob
!refuse ransom Cleo
!refuse build Bob e1 frigate:6
!refuse build Bob e1 frigate:3
build Bob e1 frigate:2
!refuse build Bob e1 frigate:1
!refuse build Bob d2 frigate:1
!refuse build Bob c3 outpost
!refuse build Bob e1 outpost
!refuse exchange Ann buy 1
!refuse build Bob d2 fortress
exchange Bob buy 1
exchange Bob sell 1
exchange Bob buy 1
build Bob d2 fortress
!refuse build Bob d2 frigate:2
build Bob d2 frigate:1
!refuse build Bob d2 engineer:1
units c3 Ann engineer:1
build Ann c3 outpost
!refuse build Ann c3 outpost
!refuse ransom Bob
# the Coalition gets a free Outpost wherever it has an Engineer and there is
# no building, when the build step ends
units d3 Bob engineer:1
next = 1 0
# --- round 2: fewest victory points choose first; Cleo and Ann are tied at
# 2 and keep their old order ------------------------------------------------
status
!refuse turnorder Ann,Bob
# the players chose another order
turnorder Cleo,Bob,Ann
!refuse spawn Cleo b1
spawn Cleo c1
!refuse turnorder Bob,Cleo,Ann
# --- the end of the game: Bob and Cleo both have 21; Cleo is earlier in the
# turn order and wins ------------------------------------------------------
set Bob vp 21
set Cleo vp 21
next
pass
pass
pass
pass
pass
pass
pass
pass
pass
next
status
!refuse next
!refuse give Ann 1 coins
roll d6 = 4
log
!replay
