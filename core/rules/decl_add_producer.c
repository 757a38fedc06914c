/* decl_add_producer.c: the ruleset check of the effect add-producer, a
 * producer of a kind put on a numbered zone, its waiting mark taken off
 * (core/engine/engine_add_producer.c): the zone an expression, the kind a
 * word of the action of kind producer or a kind's id. */
#include <stdio.h>
#include <string.h>

#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_add_producer(struct ruleset *rs, const struct action_def *act,
    struct eff_add_producer *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs)
{
	const struct vec *kinds = &rs->mech.colonies.producers;
	char p[300], ids[200] = "";
	size_t len = 0;

	fmt_path(p, sizeof p, "%.200s.%d.add-producer", path, i);
	x->w_kind = x->k_kind = -1;
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present ||
	    kinds->n <= 0)
		return ERR(*pos, "'%s': add-producer puts a producer on one of "
		    "the numbered zones (board.%s), of a kind of "
		    "mechanisms.colonies.producers, and this ruleset has none: "
		    "declare them, or take the effect out", p, ZONES_KEY);
	if (x->kind == NULL || (x->w_kind = decl_arg_of_kind(act, x->kind,
	    ARG_PRODUCER)) >= 0 || (x->k_kind = vec_find(kinds, x->kind)) >= 0)
		return eng_compile_key(&x->at, p, "at", rs, act, in_roll, errs);
	for (int k = 0; k < kinds->n && len < sizeof ids; k++)
		len += (size_t)snprintf(ids + len, sizeof ids - len, "%s%s",
		    k ? ", " : "", kinds->ids[k]);
	return ERR(*pos, "'%s': the kind '%s' is neither a word of the action "
	    "of kind producer nor a kind of mechanisms.colonies.producers "
	    "(%s): 'kind: %s'", p, x->kind, ids, kinds->ids[0]) +
	    eng_compile_key(&x->at, p, "at", rs, act, in_roll, errs);
}
