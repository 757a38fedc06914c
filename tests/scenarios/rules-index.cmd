# The index of a ruleset's topics (issue 20, item 11).  DESIGN.md fixes
# what `rules RULESET` prints ("the rules summary, or one topic of it; same
# text as arbiter-RULESET(7)"), so it stays the whole text, paged on a
# terminal; the index is `rules RULESET --topics`, or the word `topics`:
# a topic a line, its title (the titles of rulesets/albedo.yaml's topics:),
# what the four topics every ruleset has hold, and how to see one topic,
# search, or read the whole text.
rules albedo --topics
# bernard's topics with the book's own words, which find them too
# (bernard-de.txt: "1) Nachschubphase", "2) Kreditphase", "3) Kaufphase",
# "4) Verbindungsphase", "5) Kampfphase", "6) Truppenbewegungsphase",
# "7) Besoldungsphase"); a line too long is wrapped under its column
rules bern topics
# on 40 columns
!sh COLUMNS=40 $A rules adellos TOPICS
!sh $A rules bernard --topics --json | head -17
# the whole text is what `rules RULESET` prints, as before
!sh $A rules albedo | head -3
!refuse rules albedo setup --topics
!refuse rules albedo --topics --mdoc
!refuse rules albedo --topics --search setup
