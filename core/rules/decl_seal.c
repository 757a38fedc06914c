/* decl_seal.c: the ruleset check of a word of kind product (a product of
 * mechanisms.production), of the action key sealed (the log hides the
 * command until carry-out-deferred carries out what it queued), and of
 * the effects seal-order and open-orders of a text of before: on
 * numbered zones with products they are declared at load as a deferred
 * command and carry-out-deferred (ruleset_orders_deferred.c), and what
 * reaches the check is refused. */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones with colonies and products built on them? */
static int
has_products(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.production.present &&
	    rs->mech.production.products.n > 0;
}

int
eng_deferred_phase(const struct ruleset *rs)
{
	for (int i = 0; i < rs->phases.n; i++) {
		const struct vec *v = &RS_PHASE(rs, i)->begin;
		for (int k = 0; k < v->n; k++) {
			const struct effect_def *e = VEC_AT(*v,
			    struct effect_def, k);
			if (eng_effect_holds(e, offsetof(struct effect_def,
			    carry_deferred)) && e->carry_deferred != NULL)
				return i;
		}
	}
	return -1;
}

int
eng_check_open_orders(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	if (!has_products(rs))
		return ERR(*pos, "'%s': open-orders carries out the orders "
		    "for products of mechanisms.production built on the "
		    "numbered zones (board.%s, mechanisms.colonies), and this "
		    "ruleset has none: declare them, or take the effect out",
		    path, ZONES_KEY);
	return ERR(*pos, "'%s': open-orders (a text of before) carried out "
	    "the orders of the effect seal-order, and no action gives one: "
	    "put 'carry-out-deferred: LINE' in its place for the commands an "
	    "action's deferred queues, or take it out", path);
}

int
eng_check_product_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (has_products(rs))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
	    "product, which names a product built on the numbered zones "
	    "(board.%s, mechanisms.colonies) of mechanisms.production, and "
	    "this ruleset has none: declare them, or give the word another "
	    "kind", id, x->name, ZONES_KEY);
}

int
eng_check_seal_order(const struct ruleset *rs, const struct action_def *act,
    struct eff_seal_order *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad, w_at, w_n, w_product;

	if (act == NULL)
		return ERR(*pos, "'%s': seal-order takes the words of an "
		    "action (a numbered zone, a number and a product); a phase "
		    "has none", path);
	bad = decl_effect_word(act, "seal-order", x->at, ARG_REGION, "at",
	    &w_at, path, pos, errs) + decl_effect_word(act, "seal-order",
	    x->n, ARG_NUMBER, "n", &w_n, path, pos, errs) +
	    decl_effect_word(act, "seal-order", x->product, ARG_PRODUCT,
	    "product", &w_product, path, pos, errs);
	if (act->no_actor)
		bad += ERR(*pos, "'%s': seal-order gives an order of the "
		    "player who acts, and the action has no actor (no-actor): "
		    "take 'no-actor' out", path);
	if (!has_products(rs))
		return bad + ERR(*pos, "'%s': seal-order orders a product of "
		    "mechanisms.production built on one of the numbered zones "
		    "(board.%s, mechanisms.colonies), and this ruleset has "
		    "none: declare them, or take the effect out", path,
		    ZONES_KEY);
	/* with them it is declared at load (ruleset_orders_deferred.c) */
	return bad + ERR(*pos, "'%s': seal-order (a text of before) is "
	    "declared at load as a deferred command: write the action with "
	    "deferred and deferred-require (arbiter-ruleset(5))", path);
}

int
eng_check_sealed(const struct ruleset *rs, const struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs)
{
	int bad = 0;

	if (a->args.n == 0 || VEC_AT(a->args, struct arg_def, 0)->kind !=
	    ARG_PLAYER)
		bad += ERR(*pos, "'actions.%s': a sealed action is shown to "
		    "the table as its name and the player its first word "
		    "names: its first word is of kind player", id);
	if (!eng_has_deferred(rs, a))
		bad += ERR(*pos, "'actions.%s': a sealed action stays hidden "
		    "until the effect carry-out-deferred carries out what it "
		    "queued, and it queues nothing: give it a 'deferred' "
		    "list, or take 'sealed' out", id);
	else if (eng_deferred_phase(rs) < 0)
		bad += ERR(*pos, "'actions.%s': a sealed action stays hidden "
		    "until the effect carry-out-deferred carries out what "
		    "waits, and no phase's begin has it: add "
		    "'carry-out-deferred: LINE' to the begin of the phase that "
		    "carries the commands out, or take 'sealed' out", id);
	return bad;
}
