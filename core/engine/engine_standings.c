/* engine_standings.c: the words of kind draws ('draw' and the values
 * drawn for a tie, in seat order) and the effect final-standings, which
 * has the card mechanisms decide the final standings with them (or, with
 * later, without: a tie waits for the draws of that action): the
 * engine reaches the mechanisms through the command's hooks (act.h), as
 * it calls nothing above itself. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
eng_draws_read(struct act *a, int from, long **values, int *n)
{
	long *v;
	int st;

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
	canon(a, "draw");
	for (int i = 0; i < *n; i++)
		canon_long(a, v[i]);
	*values = v;
	return ST_OK;
}

int
eng_final_standings(struct act *a, const struct eff_final *x,
    const struct eng_eval *ev)
{
	char how[128];
	long *values;
	int n, st;

	if (a->map == NULL || a->map->final_standings == NULL)
		return diag_set(a->d, ST_DATA, "%s: final-standings needs the "
		    "program's card mechanisms", a->rs->id);
	if (x->later != NULL) {
		/* no draws now: a tie waits for the later action's */
		snprintf(how, sizeof how, "%s draw", x->later);
		return a->map->final_standings(a, how, NULL, 0, 1);
	}
	/* the words from the draws word's place on (engine_action.c) */
	if ((st = eng_draws_read(a, (int)ev->args[x->w_draws], &values, &n)))
		return st;
	snprintf(how, sizeof how, "%s draw", a->argv[0]);
	st = a->map->final_standings(a, how, values, n, 0);
	free(values);
	return st;
}
