/* decl_args.c: the words of a declared action that may be left out: a
 * number with a 'default', the last words only, so that the words given
 * are read in order and those left out take their defaults; and the parts
 * of a word after a ':' (joined), each of which may be left out, and
 * given only when its given-if holds. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

#include <stdio.h>
#include <string.h>

int
rs_arg_follows(const struct action_def *a, int k)
{
	return k > 0 && k < a->args.n && VEC_AT(a->args, struct arg_def,
	    k - 1)->kind == ARG_CHOICE && VEC_AT(a->args, struct arg_def,
	    k - 1)->followed.n > 0;
}

int
rs_args_needed(const struct action_def *a)
{
	int k;

	for (k = 0; k < a->args.n; k++)
		if (VEC_AT(a->args, struct arg_def, k)->dflt !=
		    ARG_NO_DEFAULT || VEC_AT(a->args, struct arg_def,
		    k)->kind == ARG_TEXT ||	/* no words: none */
		    VEC_AT(a->args, struct arg_def, k)->optional ||
		    VEC_AT(a->args, struct arg_def, k)->kind == ARG_FLAG ||
		    VEC_AT(a->args, struct arg_def, k)->kind == ARG_CHIEF ||
		    VEC_AT(a->args, struct arg_def, k)->kind ==
		    ARG_AWAY_CARGO ||	/* no words: no distance, no cargo */
		    VEC_AT(a->args, struct arg_def, k)->kind ==
		    ARG_MODIFIERS ||	/* no words: nothing added */
		    rs_arg_follows(a, k))	/* after some words only */
			break;
	return k;
}

int
rs_check_arg_followed(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k), *n;
	const struct spos *pos = &a->args.pos[k];
	int bad = 0;

	if (x->followed.n == 0)
		return 0;
	if (x->kind != ARG_CHOICE)
		return ERR(*pos, "'actions.%s.args': '%s' is no choice: "
		    "'followed' names words of a choice after which a number "
		    "comes (drop it)", id, x->name) != 0;
	for (int i = 0; i < x->followed.n; i++) {
		int m = 0;
		while (m < x->choices.n && strcmp(*VEC_AT(x->choices, char *,
		    m), x->followed.ids[i]) != 0)
			m++;
		if (m == x->choices.n)
			bad += ERR(x->followed.pos[i], "'actions.%s.args': '%s' "
			    "of 'followed' is none of the choices of '%s': "
			    "name its words only", id, x->followed.ids[i],
			    x->name) != 0;
	}
	if (k + 1 != a->args.n - 1)
		return bad + (ERR(*pos, "'actions.%s.args': '%s' has "
		    "'followed': one word comes after it, the last, the "
		    "number given after those words only (add it, or drop "
		    "the words after it)", id, x->name) != 0);
	n = VEC_AT(a->args, struct arg_def, k + 1);
	if (n->kind != ARG_NUMBER || n->dflt != ARG_NO_DEFAULT ||
	    n->joined || n->most.text != NULL)
		bad += ERR(a->args.pos[k + 1], "'actions.%s.args': '%s' "
		    "comes after the choice '%s' with 'followed': it is a "
		    "number, without 'default', 'joined' or 'most' (it is "
		    "given after some words and left out after the others)",
		    id, n->name, x->name) != 0;
	if (a->repeat > 0)
		bad += ERR(*pos, "'actions.%s.args': '%s' has 'followed', "
		    "and the action repeats words: a choice followed by a "
		    "number is in an action without repeat", id,
		    x->name) != 0;
	return bad;
}

int
rs_check_arg_default(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];

	if (x->dflt == ARG_NO_DEFAULT && k > rs_args_needed(a) &&
	    VEC_AT(a->args, struct arg_def, rs_args_needed(a))->kind ==
	    ARG_TEXT)
		return 0;	/* a text word is the last: said where it is */
	if (x->dflt == ARG_NO_DEFAULT)
		/* a joined part may be left out without one, and a text
		 * word (no words: none) */
		return k > rs_args_needed(a) && !x->optional && !x->joined &&
		    x->kind != ARG_TEXT ?
		    ERR(*pos, "'actions.%s.args': "
		    "'%s' follows a word that may be left out ('default'): "
		    "so may it, with a default of its own", id, x->name) : 0;
	if (x->kind != ARG_NUMBER)
		return ERR(*pos, "'actions.%s.args': '%s' is no number: "
		    "'default' gives a number word's value when it is left "
		    "out", id, x->name);
	if (x->dflt < x->min || x->dflt > x->max)
		return ERR(*pos, "'actions.%s.args': the default of '%s', "
		    "%ld, is not from %ld to %ld", id, x->name, x->dflt,
		    x->min, x->max);
	return 0;
}

int
rs_check_arg_joined(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];
	int bad = 0;

	if (!x->joined)
		return 0;
	if (k == 0)
		bad += ERR(*pos, "'actions.%s.args': '%s' is joined to the "
		    "word before it, and it is the first: no word comes "
		    "before it to be a part of (drop 'joined')", id,
		    x->name) != 0;
	if (x->kind != ARG_REGION && x->kind != ARG_NUMBER)
		bad += ERR(*pos, "'actions.%s.args': '%s' is joined, and "
		    "only a region or a number is a part of the word before "
		    "(as REGION and N in GROUP:REGION:N)", id, x->name) != 0;
	if (a->args.n > 0 && VEC_AT(a->args, struct arg_def,
	    a->args.n - 1)->turn)
		bad += ERR(*pos, "'actions.%s.args': '%s' is joined, and the "
		    "last word is marked 'turn': the words of an action with "
		    "joined parts are all given, the player too (drop 'turn' "
		    "or 'joined')", id, x->name) != 0;
	if (a->repeat > 0 && k == a->args.n - (int)a->repeat)
		bad += ERR(*pos, "'actions.%s.args': '%s' is joined, and the "
		    "repeated words (repeat) begin with it: they begin with a "
		    "word of its own", id, x->name) != 0;
	return bad;
}

int
rs_check_arg_given(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];
	struct action_def before;
	char p[256];
	int h = k;

	if (x->read_first && !x->joined)
		return ERR(*pos, "'actions.%s.args': '%s' is no joined part: "
		    "'read-first' reads a part after ':' before the word it "
		    "is joined to (drop it, or mark the word 'joined')", id,
		    x->name) != 0;
	if (x->given_if.text == NULL)
		return x->given_says != NULL ? ERR(*pos, "'actions.%s.args': "
		    "'%s' has 'given-says' and no 'given-if': the line is "
		    "said when given-if fails (drop it, or add given-if)",
		    id, x->name) != 0 : 0;
	if (!x->joined)
		return ERR(*pos, "'actions.%s.args': '%s' is no joined part: "
		    "'given-if' says when a part after ':' may be given "
		    "(drop it, or mark the word 'joined')", id, x->name) != 0;
	/* checked before its word is read: it knows the words before */
	while (h > 0 && VEC_AT(a->args, struct arg_def, h)->joined)
		h--;
	before = *a;
	before.args.n = h;
	snprintf(p, sizeof p, "actions.%s.args.%s.given-if", id, x->name);
	return eng_compile_expr_now((struct sexpr *)&x->given_if, p, rs, &before,
	    errs);
}
