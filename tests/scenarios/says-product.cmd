# The line function @product in a small game (tests/data/shipyards.yaml):
# a number of a product by its name for one or for several, the product a
# word of kind product or a product's id.
new tests/data/shipyards.yaml g --players Ann,Bob --seed 1
price 1 drone
price 2 drones
price 0 guard
price --json 3 barge
