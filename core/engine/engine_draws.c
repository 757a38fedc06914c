/* engine_draws.c: the words of kind draws ('draw' and the values drawn
 * for a tie, in seat order), read by the effect that takes them (the
 * draws of rank-players, engine_rank_players.c, through engine_rank.c's
 * draws_args), after the requirements. */
#include "core/engine/engine.h"
#include "core/act/act.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
eng_draws_read(struct act *a, int from, long **values, int *n)
{
	long *v;
	int st, quiet;

	*values = NULL;
	*n = 0;
	if (from >= a->argc)
		return ST_OK;
	if (strcmp(a->argv[from], "draw") != 0)
		return usage(a, "'%s': the values drawn for a tie follow "
		    "'draw'", a->argv[from]);
	if ((*n = a->argc - from - 1) <= 0)
		return usage(a, "'draw' takes the %ss drawn, in seat order",
		    a->rs->sites.value_name != NULL ?
		    a->rs->sites.value_name : "value");
	if ((v = calloc((size_t)*n, sizeof *v)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int i = 0; i < *n; i++)
		if ((st = arg_long(a, a->argv[from + 1 + i], "a drawn value",
		    0, 1000000, &v[i]))) {
			free(v);
			return st;
		}
	/* logged once a command, though the effect runs twice */
	quiet = canon_from(a, from);
	canon(a, "draw");
	for (int i = 0; i < *n; i++)
		canon_long(a, v[i]);
	a->rep->quiet = quiet;
	*values = v;
	return ST_OK;
}
