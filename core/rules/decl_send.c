/* decl_send.c: the ruleset check of the effect send-squad, which sends
 * some of the actor's squad from the orbit of a numbered zone along the
 * distance table to another, with goods of its cargo
 * (core/engine/engine_send.c), and of advance-squads, which brings the
 * squads in flight nearer (core/engine/engine_advance.c). */
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones with colonies whose squads fly? */
static int
has_flights(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.flight.present;
}

int
eng_check_advance_squads(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	if (has_flights(rs))
		return 0;
	return ERR(*pos, "'%s': advance-squads brings the squads in flight "
	    "nearer the numbered zones (board.%s, mechanisms.colonies) along "
	    "the distance track of mechanisms.flight, and this ruleset has "
	    "none: declare them, or take the effect out", path, ZONES_KEY);
}

int
eng_check_send(const struct ruleset *rs, const struct action_def *act,
    struct eff_send *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_from = x->w_to = x->w_strikers = x->w_carriers = x->w_goods = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': send-squad takes the words of an "
		    "action (two numbered zones, two numbers and the goods); "
		    "a phase has none", path);
	bad = decl_effect_word(act, "send-squad", x->from, ARG_REGION, "from",
	    &x->w_from, path, pos, errs) + decl_effect_word(act,
	    "send-squad", x->to, ARG_REGION, "to", &x->w_to, path, pos,
	    errs) + decl_effect_word(act, "send-squad", x->strikers,
	    ARG_NUMBER, "strikers", &x->w_strikers, path, pos, errs) +
	    decl_effect_word(act, "send-squad", x->carriers, ARG_NUMBER,
	    "carriers", &x->w_carriers, path, pos, errs);
	if (x->goods != NULL)
		bad += decl_effect_word(act, "send-squad", x->goods, ARG_CARGO,
		    "goods", &x->w_goods, path, pos, errs);
	if (act->no_actor)
		bad += ERR(*pos, "'%s': send-squad sends the squad of the "
		    "player whose turn it is, and the action has no actor "
		    "(no-actor): take 'no-actor' out", path);
	if (!has_flights(rs))
		bad += ERR(*pos, "'%s': send-squad sends a squad between the "
		    "numbered zones (board.%s, mechanisms.colonies) of "
		    "mechanisms.flight, and this ruleset has none: declare "
		    "them, or take the effect out", path, ZONES_KEY);
	return bad;
}
