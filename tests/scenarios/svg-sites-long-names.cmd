# export svg of albedo, its four players named in 31 and 32 characters
# (the most a name has is 32), all landed at the same location of a
# planet (one that takes any number): the board's card of it names them
# all (the line was made in 96 bytes and cut in the third); the
# picture is well-formed XML.
new albedo a --players Annabel-Lee-of-the-Northern-Mark,Bartholomew-of-the-Southern-Sea,Cleopatra-of-the-Eastern-Shores,Dorothea-of-the-Western-Forests --seed 8 --no-user-overlay
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Annabel-Lee-of-the-Northern-Mark 1 4xfighter fighter:r ace-pilot
commit Bartholomew-of-the-Southern-Sea 1 4xfighter fighter:r ace-pilot
commit Cleopatra-of-the-Eastern-Shores 1 3xfighter 3xinfantry
commit Dorothea-of-the-Western-Forests 1 3xfighter 2 3xinfantry
next
resolve 1 draw 5 7
land Bartholomew-of-the-Southern-Sea 2
land Annabel-Lee-of-the-Northern-Mark 2
land Cleopatra-of-the-Eastern-Shores 2
land Dorothea-of-the-Western-Forests 2
!sh mkdir $T/svg && $A export svg $T/svg > /dev/null && xmllint --noout $T/svg/a-board.svg && echo "well-formed"
!sh xmllint --xpath '//*[local-name()="text"][@x="754.0"][@font-size="24"]/text()' $T/svg/a-board.svg; echo
