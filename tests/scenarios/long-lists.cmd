# long-lists (tests/data/long-lists.yaml): sixteen players of names of 32
# characters, nine kinds of unit and six resources of ids of 70 to 78
# characters: a word that names none is refused with the whole list (the
# units' was cut at 600 bytes, the resources' and players' at 400).
!sh $A ruleset check $R/tests/data/long-lists.yaml
!sh $A new $R/tests/data/long-lists.yaml g --players Alderwoman-of-the-eastern-marc00,Blderwoman-of-the-eastern-marc01,Clderwoman-of-the-eastern-marc02,Dlderwoman-of-the-eastern-marc03,Elderwoman-of-the-eastern-marc04,Flderwoman-of-the-eastern-marc05,Glderwoman-of-the-eastern-marc06,Hlderwoman-of-the-eastern-marc07,Ilderwoman-of-the-eastern-marc08,Jlderwoman-of-the-eastern-marc09,Klderwoman-of-the-eastern-marc10,Llderwoman-of-the-eastern-marc11,Mlderwoman-of-the-eastern-marc12,Nlderwoman-of-the-eastern-marc13,Olderwoman-of-the-eastern-marc14,Plderwoman-of-the-eastern-marc15 --seed 1
muster Alderwoman-of-the-eastern-marc00 a-company-of-archers-from-the-marsh-villages-beyond-the-river-of-reeds a-wine-of-the-southern-slopes-pressed-in-autumn-and-kept-in-oaken-barrels
!refuse muster Nobody a-company-of-archers-from-the-marsh-villages-beyond-the-river-of-reeds a-wine-of-the-southern-slopes-pressed-in-autumn-and-kept-in-oaken-barrels
!refuse muster Alderwoman-of-the-eastern-marc00 a-company-of-cooks a-wine-of-the-southern-slopes-pressed-in-autumn-and-kept-in-oaken-barrels
!refuse muster Alderwoman-of-the-eastern-marc00 a-company-of-archers-from-the-marsh-villages-beyond-the-river-of-reeds a-beer
