/* game_manage.c: what is managed between rounds of orders: a pick passed
 * (words.pick; mining, the win check, the goals, the picks, building and
 * the buildings given free when it ends are declared). */
#include "core/mech/terr_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- picks (words.pick): a player who passes ------------------------------ */

int
pick_pass(struct act *a, int p)
{
	int want = terr_undone_next(a->st);

	if (want < 0)
		return refuse(a, "everybody has picked this round");
	if (p < 0) {
		p = want;
		canon(a, pname(a, p));
	}
	if (want != p)
		return refuse(a, "%s are picked in turn order: %s picks "
		    "first", game_word(a, W_PICK, 2), pname(a, want));
	a->st->terr->done[p] = 1;
	report_line(a->rep, "%s passes: no %s this round", pname(a, p),
	    game_word(a, W_PICK, 1));
	return ST_OK;
}
