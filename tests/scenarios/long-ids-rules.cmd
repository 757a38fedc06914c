# The rules of a test game (tests/data/long-ids.yaml) with a topic whose
# id has 110 characters and title 210: the index of topics, a search and
# the topic found by its whole id say both whole (the index wrote the id
# in 96 bytes, the search and the topic the title and id in 200: each
# cut).  The index's column of ids is as wide as the longest up to a
# third of the width; a longer id has a line of its own, its text below
# (the column was padded to the longest id, 110, and the text wrapped
# one word a line).
rules tests/data/long-ids.yaml --topics
rules tests/data/long-ids.yaml --search wax harbour
rules tests/data/long-ids.yaml the-crates-of-far-salt-sealed-with-the-wax-of-the-harbour-master-and-stamped-twice-by-the-customs-house-keeper
