/* decl_combat_side.c: the ruleset check of the effects hold-back, remain,
 * retreat, start-combat, fire-step and assign-hits, a player's word in
 * the dice-pool combat on the map of territories
 * (core/engine/engine_combat_side.c, engine_combat_start.c,
 * engine_assign_hits.c): the combat is there to be read, the player is a
 * word of the action that names one, a word of kind refuge is read by a
 * retreat and one of kind targets by an assign-hits; start-combat's
 * territory word names one. */
#include "core/rules/ruleset.h"

#include <stddef.h>
#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_combat_side(const struct ruleset *rs, const struct action_def *act,
    struct eff_combat_side *x, const char *name, const char *p,
    const struct spos *pos, struct diag_list *errs)
{
	int bad;

	if (!rs->mech.territories.present || !rs->mech.dicepool.present)
		return ERR(*pos, "'%s': %s speaks in the dice-pool combat on a "
		    "map of territories, and the ruleset has none: declare "
		    "mechanisms.territories and mechanisms.dice-pool, or take "
		    "the effect out", p, name);
	bad = decl_effect_word(act, name, x->player, ARG_PLAYER, "player",
	    &x->w_player, p, pos, errs);
	if (x->w_player >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_player)->none)
		bad += ERR(*pos, "'%s': the player '%s' takes 'none', and %s "
		    "needs one who is in the combat: take 'none: true' off "
		    "the word", p, x->player, name);
	return bad;
}

int
eng_check_retreat(const struct ruleset *rs, const struct action_def *act,
    struct eff_retreat *x, const char *p, const struct spos *pos,
    struct diag_list *errs)
{
	struct eff_combat_side side = { 1, x->player, -1 };
	int bad;

	bad = eng_check_combat_side(rs, act, &side, "retreat", p, pos, errs);
	x->w_player = side.w_player;
	x->w_to = -1;
	if (!rs->mech.territories.present || !rs->mech.dicepool.present)
		return bad;	/* said once */
	bad += decl_effect_word(act, "retreat", x->to, ARG_REFUGE, "place",
	    &x->w_to, p, pos, errs);
	return bad;
}

int
eng_check_refuge_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_no_repeat(a, id, k, "refuge", "retreat", errs))
		return 1;
	for (int i = 0; i < a->effects.n; i++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		const struct eff_retreat *r = &e->retreat;
		if (eng_effect_holds(e, offsetof(struct effect_def,
		    retreat)) && r->present && r->to != NULL &&
		    strcmp(r->to, x->name) == 0)
			return 0;
	}
	return decl_word_unread(a, id, k, "the refuge",
	    "is read by the effect retreat", "retreat: {player: WORD, to: ",
	    "}", errs);
}

int
eng_check_start_combat(const struct ruleset *rs, const struct action_def *act,
    struct eff_start_combat *x, const char *p, const struct spos *pos,
    struct diag_list *errs)
{
	struct eff_combat_side side = { 1, x->attacker, -1 };
	int bad;

	x->w_at = -1;
	bad = eng_check_combat_side(rs, act, &side, "start-combat", p, pos,
	    errs);
	x->w_attacker = side.w_player;
	if (!rs->mech.territories.present || !rs->mech.dicepool.present)
		return bad;	/* said once */
	bad += decl_effect_word(act, "start-combat", x->at, ARG_TERRITORY,
	    "territory", &x->w_at, p, pos, errs);
	if (x->w_at >= 0 && VEC_AT(act->args, struct arg_def, x->w_at)->none)
		bad += ERR(*pos, "'%s': the territory '%s' takes 'none', and "
		    "a combat is fought on one: take 'none: true' off the "
		    "word", p, x->at);
	/* the step of the order it takes (decl_order_steps.c; steps of
	 * none are said so there) */
	if (rs->mech.orders.present && rs->mech.orders.steps.n > 0 &&
	    rs->mech.orders.combat_step.text == NULL)
		bad += ERR(*pos, "'%s': a combat begun is a step of the order, "
		    "and mechanisms.orders names none: name it there "
		    "(\"combat-step: STEP\")", p);
	return bad;
}

int
eng_check_fire_step(const struct ruleset *rs, const char *p,
    const struct spos *pos, struct diag_list *errs)
{
	if (!rs->mech.territories.present || !rs->mech.dicepool.present)
		return ERR(*pos, "'%s': fire-step throws the dice of the "
		    "dice-pool combat on a map of territories, and the ruleset "
		    "has none: declare mechanisms.territories and "
		    "mechanisms.dice-pool, or take the effect out", p);
	return ERR(*pos, "'%s': fire-step is an effect of rulesets written "
	    "before, declared at load only where it is one of an action's "
	    "effects: declare the step's dice with 'throw-pools: {fires: "
	    "\"fires_in(kind, who) == fight(step)\", escalation: true}' and "
	    "'settle-hits: {wait: \"fight(players) > 2\", order: "
	    "turn-order}' instead", p);
}

int
eng_check_assign_hits(const struct ruleset *rs, const struct action_def *act,
    struct eff_assign_hits *x, const char *p, const struct spos *pos,
    struct diag_list *errs)
{
	struct eff_combat_side side = { 1, x->player, -1 };
	int bad;

	bad = eng_check_combat_side(rs, act, &side, "assign-hits", p, pos,
	    errs);
	x->w_player = side.w_player;
	x->w_targets = -1;
	if (!rs->mech.territories.present || !rs->mech.dicepool.present)
		return bad;	/* said once */
	bad += decl_effect_word(act, "assign-hits", x->targets, ARG_TARGETS,
	    "list of units", &x->w_targets, p, pos, errs);
	return bad;
}

int
eng_check_targets_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	if (decl_word_no_repeat(a, id, k, "targets", "assign-hits", errs))
		return 1;
	if (decl_word_read(a, VEC_AT(a->args, struct arg_def, k)->name,
	    offsetof(struct effect_def, assign_hits.targets)))
		return 0;
	return decl_word_unread(a, id, k, "the targets",
	    "are read by the effect assign-hits",
	    "assign-hits: {player: WORD, targets: ", "}", errs);
}
