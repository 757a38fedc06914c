/* decl_deferred.c: the ruleset check of an action's deferred effects and
 * deferred-require (a command queued with its words, carried out later:
 * core/engine/engine_deferred.c) and of the effect carry-out-deferred of a
 * phase's begin, which carries the queued commands out. */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* May a word of kind k be kept in the queue?  Its value says it whole
 * (not a place among the command's words, read again later). */
static int
kept_kind(int k)
{
	return k == ARG_REGION || k == ARG_PLAYER || k == ARG_NUMBER ||
	    k == ARG_PIECE || k == ARG_CHOICE || k == ARG_UNIT ||
	    k == ARG_BODY || k == ARG_GROUP || k == ARG_RESOURCE ||
	    k == ARG_PIECE_KIND || k == ARG_FLAG || k == ARG_PRODUCT;
}

/* The effect e of a deferred list: the name of what may not be deferred,
 * or NULL.  These read the command's words as given, or queue or carry
 * out commands themselves. */
static const char *
not_deferred(const struct effect_def *e)
{
	if (EK_IS(e, carry_deferred))
		return "carry-out-deferred";
	if (EK_IS(e, seal_order))
		return "seal-order";
	if (EK_IS(e, open_orders))
		return "open-orders";
	return NULL;
}

int
eng_check_deferred(struct ruleset *rs, struct action_def *a, const char *id,
    const struct spos *pos, struct diag_list *errs)
{
	int bad = 0;

	/* kept aside in a kept image, checked when read (eng_action_ready) */
	if (a->deferred_json.present && !rs_aside(rs, &a->deferred_json))
		bad += eng_check_deferred_json(rs, a, id, pos, errs);
	/* the rest: checks of the texts alone, passed when a kept image was
	 * kept (rs->checked), not made again at every command */
	if (rs->checked)
		return bad;
	if (!eng_has_deferred(rs, a)) {
		if (a->deferred_require.n > 0)
			bad += ERR(*pos, "'actions.%s': deferred-require is "
			    "checked as a queued command is carried out, and "
			    "the action queues nothing: give it a 'deferred' "
			    "list, or take deferred-require out", id);
		return bad;
	}
	if (eng_deferred_phase(rs) < 0)
		bad += ERR(*pos, "'actions.%s.deferred': the command waits "
		    "for the effect carry-out-deferred, and no phase's begin "
		    "has it: add 'carry-out-deferred: LINE' to the begin of "
		    "the phase that carries it out", id);
	if (a->repeat > 0)
		bad += ERR(*pos, "'actions.%s.deferred': a command whose "
		    "words are given again (repeat) is not queued whole: take "
		    "'repeat' or 'deferred' out", id);
	for (int k = 0; k < a->args.n; k++) {
		const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
		if (!kept_kind(x->kind))
			bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' "
			    "is of kind %s, whose words are read again by the "
			    "effects, and a deferred command keeps only its "
			    "words' values: give it a kind of region, player, "
			    "number, piece, choice, unit, body, group, "
			    "resource, piece-kind, flag or product, or take "
			    "'deferred' out", id, x->name,
			    eng_arg_kind_names[x->kind]);
	}
	for (int k = 0; k < a->deferred.n; k++) {
		const char *w = not_deferred(VEC_AT(a->deferred,
		    struct effect_def, k));
		if (w != NULL)
			bad += ERR(a->deferred.pos[k], "'actions.%s.deferred."
			    "%d': %s may not be deferred (%s): put it in %s",
			    id, k + 1, w,
			    "it queues or carries out commands itself",
			    strcmp(w, "carry-out-deferred") == 0 ? "a phase's "
			    "begin" : "the action's effects");
	}
	return bad + eng_check_deferred_require(a, id, errs);
}

int
eng_check_deferred_require(const struct action_def *a, const char *id,
    struct diag_list *errs)
{
	int bad = 0;

	for (int k = 0; k < a->deferred_require.n; k++) {
		const struct require_def *q = VEC_AT(a->deferred_require,
		    struct require_def, k);
		if (q->refusal == NULL || q->usage)
			bad += ERR(a->deferred_require.pos[k], "'actions.%s."
			    "deferred-require.%d': a deferred command that "
			    "fails is dropped with its refusal said as a line: "
			    "give 'refusal', the whole line, and no 'says' or "
			    "'usage'", id, k + 1);
	}
	return bad;
}

int
eng_check_carry_deferred(const struct ruleset *rs,
    const struct action_def *act, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	const char *b = strstr(path, ".begin.");
	int any = 0;

	/* phases.ID.begin.N.carry-out-deferred: one of a begin's own */
	if (act != NULL || strncmp(path, "phases.", 7) != 0 || b == NULL ||
	    strcmp(b + 7 + strspn(b + 7, "0123456789"),
	    ".carry-out-deferred") != 0)
		return ERR(*pos, "'%s': carry-out-deferred carries out the "
		    "queued commands as a phase begins: put it in a phase's "
		    "begin, not inside another effect or list", path);
	for (int i = 0; i < rs->actions.n; i++)
		any += eng_has_deferred(rs, VEC_AT(rs->actions,
		    struct action_def, i));
	if (!any)
		return ERR(*pos, "'%s': carry-out-deferred carries out the "
		    "commands an action's deferred queues, and no action has "
		    "one: give an action a 'deferred' list, or take the "
		    "effect out", path);
	return 0;
}
