/* decl_squad_keys.c: the keys every effect on a squad has (squad-loses,
 * squad-flies, squad-counts): its party, the actor's when it is left out,
 * and its strikers and carriers, each an expression. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
decl_squad_party(const struct ruleset *rs, const struct sexpr *party,
    const struct sexpr *strikers, const struct sexpr *carriers,
    const char *nothing, const char *whose, const char *p,
    const struct spos *pos, struct diag_list *errs)
{
	int bad = 0;

	if (nothing != NULL && strikers->text == NULL &&
	    carriers->text == NULL)
		bad += ERR(*pos, "'%s': %s: give strikers or carriers (an "
		    "expression each)", p, nothing);
	if (party->text == NULL && rs->no_actor != NULL)
		bad += ERR(*pos, "'%s': without 'party' the squad %s is the "
		    "actor's, and %s, or give 'party' (an expression)", p,
		    whose, rs->no_actor);
	return bad;
}

int
decl_squad_compile(struct ruleset *rs, const struct action_def *act,
    struct sexpr *party, struct sexpr *strikers, struct sexpr *carriers,
    const char *p, int in_roll, struct diag_list *errs)
{
	/* a key left out compiles to nothing */
	return eng_compile_key(party, p, "party", rs, act, in_roll, errs) +
	    eng_compile_key(strikers, p, "strikers", rs, act, in_roll,
	    errs) + eng_compile_key(carriers, p, "carriers", rs, act,
	    in_roll, errs);
}
