/* decl_cargo.c: the ruleset check of a word of kind cargo ("N GOODS"
 * pairs, every word left; optional: none may be given) and of the effects
 * cargo-on and cargo-off (core/engine/engine_cargo_move.c) that read it
 * with a numbered zone; squad-counts and squad-flies read it too.  The
 * effects load and unload of before are rewritten at load into them
 * (ruleset_cargo_fx.c). */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones whose squads carry cargo? */
static int
has_cargo(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.cargo.present;
}

/* Does an effect of a read the word called name as its goods? */
static int
read_by(const struct action_def *a, const char *name)
{
	for (int i = 0; i < a->effects.n; i++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		if ((EK_IS(e, cargo_on) && e->cargo_on.goods != NULL &&
		    strcmp(e->cargo_on.goods, name) == 0) ||
		    (EK_IS(e, cargo_off) && e->cargo_off.goods != NULL &&
		    strcmp(e->cargo_off.goods, name) == 0))
			return 1;
		if ((EK_IS(e, squad_counts) && e->squad_counts.goods != NULL &&
		    strcmp(e->squad_counts.goods, name) == 0) ||
		    (EK_IS(e, squad_flies) && e->squad_flies.goods != NULL &&
		    strcmp(e->squad_flies.goods, name) == 0))
			return 1;
	}
	return 0;
}

int
eng_check_cargo_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (!has_cargo(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "cargo, which names goods the squads of the numbered zones "
		    "(board.%s, mechanisms.colonies) carry (mechanisms.cargo), "
		    "and this ruleset has none: declare them, or give the word "
		    "another kind", id, x->name, ZONES_KEY);
	bad += decl_word_last(a, id, k, errs);
	if (!read_by(a, x->name))
		bad += ERR(a->args.pos[k], "'actions.%s.args': the cargo '%s' "
		    "is read by an effect cargo-on, cargo-off, "
		    "squad-counts or squad-flies of the action, and none "
		    "does: add 'cargo-on: {at: ZONE, goods: %s}' or "
		    "'cargo-off: {at: ZONE, goods: %s}' to its effects", id,
		    x->name, x->name, x->name);
	return bad;
}

int
eng_check_cargo(const struct ruleset *rs, const struct action_def *act,
    struct eff_cargo *x, const char *effect, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	int bad;

	x->w_at = x->w_goods = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': %s takes the words of an action (a "
		    "numbered zone and the goods); a phase has none", path,
		    effect);
	bad = decl_effect_word(act, effect, x->at, ARG_REGION, "at",
	    &x->w_at, path, pos, errs) + decl_effect_word(act, effect,
	    x->goods, ARG_CARGO, "goods", &x->w_goods, path, pos, errs);
	if (x->w_at >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_at)->joined)
		bad += ERR(*pos, "'%s': the word '%s' is joined to the word "
		    "before it; %s's zone is a word of its own", path, x->at,
		    effect);
	if (x->w_goods >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_goods)->optional)
		bad += ERR(*pos, "'%s': the goods '%s' may be left out "
		    "(optional), and %s moves some: take 'optional' out of the "
		    "word", path, x->goods, effect);
	if (act->no_actor)
		bad += ERR(*pos, "'%s': %s moves the goods of the squad of the "
		    "player whose turn it is, and the action has no actor "
		    "(no-actor): take 'no-actor' out", path, effect);
	if (!has_cargo(rs))
		bad += ERR(*pos, "'%s': %s moves goods between a squad and one "
		    "of the numbered zones (board.%s, mechanisms.colonies), "
		    "which mechanisms.cargo lets squads carry, and this ruleset "
		    "has none: declare them, or take the effect out", path,
		    effect, ZONES_KEY);
	return bad;
}
