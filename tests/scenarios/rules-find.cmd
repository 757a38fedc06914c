# Rules found at the first try (issue 20, item 8): a ruleset by a prefix of
# its id, a topic without regard to case, the same words in every game
# (win, move, fight, turn-order...), and a word that is no topic looked for
# in the text, whose paragraphs that hold it are printed under their topic.
# Only the titles are shown here: the topics are those the rulebooks' own
# chapters are summarised in.
!sh $A rules bern Victory | head -1
!sh $A rules bernard win | head -1
!sh $A rules ashes WIN | head -1
!sh $A rules albedo fight | head -1
!sh $A rules adellos battle | head -1
!sh $A rules ashes move | head -1
!sh $A rules adellos move | head -1
!sh $A rules albedo turn-order | head -1
!sh $A rules adellos turn-order | head -1
# adellos has no topic for the end: the paragraphs that say 'win'
!sh $A rules adellos win | grep '^[A-Z].* ([a-z-]*)$'
# bernard's book: "a tie costs nobody anything" (combat) and the reading of
# the tied roll
!sh $A rules bernard tie | grep '^[A-Z].* ([a-z-]*)$'
rules bernard --search bridge chip
!sh $A rules bernard --json win | head -6
!refuse rules bernard mine
!refuse rules bernard --search nothing-like-this
!refuse rules bernard --search
!refuse rules bernard c
!refuse rules a
#
# German for the German game (item 9): bernard's topics answer to the
# book's own words and to the numbers of its phases (bernard-de.txt: "1)
# Nachschubphase", "2) Kreditphase", "4) Verbindungsphase", "3) Kaufphase",
# "5) Kampfphase", "6) Truppenbewegungsphase", "7) Besoldungsphase", "Der
# Spieler muss für alle Einheiten Sold bezahlen")
!sh for w in Nachschub 2 Verbindung Kaufphase abkaufen 5 kampf Truppenbewegung Besoldung Sold 7 Ziel; do printf '%s: ' $w; $A rules bernard $w | head -1; done
# and a word of the glossary, which the man page carries too
!sh $A rules bernard Raumhafen | head -1; grep -c 'Besoldungsphase' $R/man/arbiter-bernard.7
#
# Say what the book says (item 10).  albedo.txt: "the Heavy Fighter has a
# space combat value of 3 and a ground combat value of 0 ... turned around
# ... a space combat value of 2 and a ground combat value of 1";
# aldarra-reborn.txt: "Dice only explode during combat", "Dice do not
# explode during the Explore step"; adellos.txt: "Purchases (hire
# additional units) do not cost Action Points"
rules albedo --search heavy 3/0
!sh $A rules aldarra combat | grep -A2 'Dice explode only'
!sh $A rules adellos hiring | grep -c 'Hiring costs no action points'
#
# Man pages found by apropos (item 11): the NAME line of a game's page
!sh $A rules bernard --mdoc | grep '^\.Nd'
