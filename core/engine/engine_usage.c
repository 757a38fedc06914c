/* engine_usage.c: a declared action's usage line, made from its words'
 * kinds (a joined part, a default, none, the words given again), and
 * whether it throws dice, at any depth of its effects: then it takes the
 * faces thrown on the table after '='. */
#include "core/rules/ruleset_image.h"
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_items.h"
#include "core/engine/engine_words.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does the combat called id throw dice?  A contest of values alone, on
 * both sides, throws none; a combat not found is taken to. */
static int
combat_throws(const struct ruleset *rs, const char *id)
{
	int ci = id != NULL ? vec_find(&rs->combats, id) : -1;
	const struct combat_decl *c;

	if (ci < 0)
		return 1;
	c = VEC_AT(rs->combats, struct combat_decl, ci);
	return c->mode != COMBAT_CONTEST || c->side[0].dice.text != NULL ||
	    c->side[1].dice.text != NULL;
}

/* Do effects throw dice (a fight, a roll, a draw, a body placed, a
 * combat's step), at
 * any depth?  With next: or end the phase, after which the phases that
 * start may throw some (their effects, their steps). */
static int
effects_dice(const struct ruleset *rs, const struct vec *v, int next)
{
/* a list within the effect, walked only when it has effects (most of
 * the ten an effect has are empty) */
#define IN(l) ((l).n > 0 && effects_dice(rs, &(l), next))
	for (int k = 0; k < v->n; k++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, k);
		const struct vec *in[2];

		/* the lists of its own kind (another kind's members hold
		 * nothing) */
		eng_effect_lists(e, in);
		if (EK_IS(e, fight) || EK_IS(e, roll) ||
		    (EK_IS(e, draw) && eng_draw_throws(rs, &e->draw)) ||
		    (next && EK_IS(e, next)) ||
		    (in[0] != NULL && IN(*in[0])) ||
		    (in[1] != NULL && IN(*in[1])) ||
		    EK_IS(e, roll_position) ||
		    (EK_IS(e, draw) && e->draw.card != NULL) ||
		    EK_IS(e, buy_subs) ||
		    /* the tie-break draws of a site's claims, from the
		     * left-over pool */
		    (EK_IS(e, rank_players) && e->rank_players.into ==
		    RANK_INTO_CLAIM_ORDER && e->rank_players.draws != NULL) ||
		    EK_IS(e, throw_pools) ||
		    EK_IS(e, seize) ||
		    (EK_IS(e, combat_round) &&
		    combat_throws(rs, e->combat_round.combat)))
			return 1;
	}
	return 0;
#undef IN
}

/* Action i's effects, read from the image that kept them aside if need
 * be (none if they cannot be: eng_action_ready then refuses the action). */
static const struct vec *
usage_effects(const struct ruleset *rs, int i)
{
	static const struct vec none;
	const struct vec *e = &VEC_AT(rs->actions, struct action_def,
	    i)->effects;

	return rs_ready(rs, e) < 0 ? &none : e;
}

int
eng_action_dice(const struct ruleset *rs, int i)
{
	return effects_dice(rs, usage_effects(rs, i), 0);
}

int
eng_action_takes_dice(const struct ruleset *rs, int i)
{
	return effects_dice(rs, usage_effects(rs, i), 1);
}

/* The line made from action i's words into buf of size n, cut where it
 * does not fit (eng_action_usage gives it a larger one then). */
static void
usage_into(const struct ruleset *rs, int i, char *buf, size_t n)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def, i);
	/* upb: a word's name in capitals, whole; kind and head: the
	 * engine's words for an items word's kinds (eng_item_kind_names,
	 * eng_arg_kind_names, in SCHEMA_NAME_MAX) */
	struct strbuf upb;
	size_t len;

	sb_init(&upb);
	len = (size_t)snprintf(buf, n, "%s", rs->actions.ids[i]);

	for (int k = 0; k < x->args.n && len < n; k++) {
		char kind[SCHEMA_NAME_MAX], head[SCHEMA_NAME_MAX];
		const struct arg_def *g = VEC_AT(x->args, struct arg_def, k);
		const char *up;
		if (x->groups_optional && k == x->args.n - (int)x->repeat)
			break;	/* the groups, all in brackets, below */
		if (rs_ready(rs, &g->shown) == 0 && g->shown != NULL) {
			/* as the ruleset shows it (read from the image that
			 * kept it aside, if need be) */
			len += (size_t)snprintf(buf + len, n - len, " %s",
			    g->shown);
			continue;
		}
		if (g->kind == ARG_CHOICE) {
			/* the words themselves: buy|sell, swap N */
			for (int c = 0; c < g->choices.n && len < n; c++)
				len += (size_t)snprintf(buf + len, n - len,
				    "%s%s%s%s", c ? "|" : " ",
				    *VEC_AT(g->choices, char *, c),
				    eng_follow_shows(g, c) ? " " : "",
				    eng_follow_shows(g, c) ?
				    eng_follow_shows(g, c) : "");
			continue;
		}
		if (rs_arg_follows(x, k))
			continue;	/* shown after its choice's words */
		sb_reset(&upb);
		if (g->kind == ARG_VALUES) {
			/* in the game's names: SPACE/GROUND */
			sb_add_upper(&upb, rs_card_value(rs, 0));
			sb_addc(&upb, '/');
			sb_add_upper(&upb, rs_card_value(rs, 1));
		} else
			sb_add_upper(&upb, g->name);
		up = sb_str(&upb);
		if (g->kind == ARG_VALUES) {
			len += (size_t)snprintf(buf + len, n - len,
			    g->optional ? " [%s%s]" : " %s%s", up, g->none ?
			    "|none" : "");
			continue;
		}
		if (g->kind == ARG_STATS) {
			len += (size_t)snprintf(buf + len, n - len,
			    " STAT:N...");
			continue;
		}
		if (g->kind == ARG_PIECE_COUNTS) {
			len += (size_t)snprintf(buf + len, n - len,
			    " PIECE:N[,...]%s", g->none ? "|none" : "");
			continue;
		}
		if (g->kind == ARG_ITEMS && g->read == ITEM_READ_EFFECT) {
			/* as its reader, buy-sub-locations, writes it */
			len += (size_t)snprintf(buf + len, n - len,
			    " LOCATION [%s...]", eng_buy_subs_shape);
			continue;
		}
		if (g->kind == ARG_ITEMS && eng_items_ready(rs, g) < 0)
			continue;	/* refused as the action is taken */
		if (g->kind == ARG_ITEMS) {
			/* [Nx]RESOURCE[:a|b]..., in the item's kind; under a
			 * head, [HEAD [Nx]RESOURCE...]... */
			const char *nx = g->written.uncounted ? "" : "[Nx]";
			if (g->under.present && len < n)
				len += (size_t)snprintf(buf + len, n - len,
				    " [%s", eng_under_shows(g, head,
				    sizeof head));
			if (g->fields.n > 0 && len < n) {
				/* its fields in order, NAME[:N][:CARD] */
				struct strbuf b;
				sb_init(&b);
				eng_item_fields_shown(g, &b);
				len += (size_t)snprintf(buf + len, n - len,
				    " %s%s%s...", nx, eng_item_shows(g, kind,
				    sizeof kind), sb_str(&b));
				sb_release(&b);
			} else if (len < n)
				len += (size_t)snprintf(buf + len, n - len,
				    " %s%s%s", nx, eng_item_shows(g, kind,
				    sizeof kind), g->flags.n > 0 ? "[:" :
				    "...");
			for (int f = 0; g->fields.n == 0 && f < g->flags.n &&
			    len < n; f++)
				len += (size_t)snprintf(buf + len, n - len,
				    "%s%s%s", f ? "|" : "", g->flags.ids[f],
				    f + 1 == g->flags.n ? "]..." : "");
			if (g->under.present && len < n)
				len += (size_t)snprintf(buf + len, n - len,
				    "]...");
			continue;
		}
		if (g->kind == ARG_RESOLVED) {
			/* the site, and the values drawn for a tie */
			len += (size_t)snprintf(buf + len, n - len,
			    " [SITE] [draw VALUE...]");
			continue;
		}
		if (g->kind == ARG_DESTINATION) {
			len += (size_t)snprintf(buf + len, n - len,
			    " home|field|PLACE|PLAYER");
			continue;
		}
		if (g->kind == ARG_TURN_ORDER) {
			len += (size_t)snprintf(buf + len, n - len,
			    " PLAYER,PLAYER,...");
			continue;
		}
		if (g->joined) {	/* GROUP[:REGION[:N]] */
			len = eng_joined_usage(x, k, up, buf, len, n);
			continue;
		}
		if (g->kind == ARG_DRAWS) {
			/* the word draw, then the values: draw VALUE... */
			len += (size_t)snprintf(buf + len, n - len,
			    g->optional ? " [draw %s...]" : " draw %s...", up);
			continue;
		}
		if (g->kind == ARG_HOLDING) {	/* ZONE|PLAYER */
			len += (size_t)snprintf(buf + len, n - len,
			    " %s|PLAYER", up);
			continue;
		}
		if (g->kind == ARG_CARGO) {	/* pairs, again and again */
			len += (size_t)snprintf(buf + len, n - len, g->optional ?
			    " [N %s]..." : " N %s [N %s]...", up, up);
			continue;
		}
		if (g->kind == ARG_SETTINGS) {	/* changes, one or more */
			len += (size_t)snprintf(buf + len, n - len,
			    " KEY=VALUE...");
			continue;
		}
		if (g->kind == ARG_PARTY) {	/* a player, or neutral */
			len += (size_t)snprintf(buf + len, n - len,
			    " PLAYER|neutral");
			continue;
		}
		if (g->kind == ARG_AWAY_CARGO) {	/* a distance, goods */
			len += (size_t)snprintf(buf + len, n - len,
			    " [AWAY] [N GOODS]...");
			continue;
		}
		if (g->kind == ARG_MODIFIERS) {	/* the sides', cards */
			len += (size_t)snprintf(buf + len, n - len,
			    " [a+N|d+N[:NOTE]]...%s", usage_effects(rs, i) ==
			    &x->effects && !eng_modifiers_played(x, g->name) ?
			    "" : " [cards:PLAYER[:N]]...");
			continue;
		}
		if (g->kind == ARG_SOURCES) {	/* lands and units */
			len += (size_t)snprintf(buf + len, n - len,
			    " %s:N[,%s:N...]", up, up);
			continue;
		}
		if (g->kind == ARG_FLAG) {	/* the word, or none */
			len += (size_t)snprintf(buf + len, n - len, " [%s]",
			    g->name);
			continue;
		}
		if (g->kind == ARG_CHIEF) {	/* a chief, or none */
			len += (size_t)snprintf(buf + len, n - len, " [%s]",
			    up);
			continue;
		}
		if (g->kind == ARG_TEXT) {	/* any words, or none */
			len += (size_t)snprintf(buf + len, n - len,
			    " [%s...]", up);
			continue;
		}
		len += (size_t)snprintf(buf + len, n - len, g->dflt !=
		    ARG_NO_DEFAULT || g->optional || (g->turn && k + 1 ==
		    x->args.n) ?
		    " [%s%s]" : " %s%s", up, g->none ? "|none" : "");
	}
	if (x->repeat > 0 && len < n)	/* LAND N [LAND N]... */
		len = eng_repeat_usage(x, buf, len, n);
	if (x->args.n > 0 && VEC_AT(x->args, struct arg_def, 0)->alone !=
	    NULL && len < n)	/* the first word's keyword alone */
		len += (size_t)snprintf(buf + len, n - len, " | %s %s",
		    rs->actions.ids[i], VEC_AT(x->args, struct arg_def,
		    0)->alone);
	if (eng_action_dice(rs, i) && len < n)
		snprintf(buf + len, n - len, " [= FACE...]");
	sb_release(&upb);
}

void
eng_action_usage(const struct ruleset *rs, int i, struct strbuf *b)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def, i);
	char small[512], *p = small, *q;
	size_t n = sizeof small;

	if (x->run != NULL || x->usage != NULL) {
		/* a mechanism's, or a program-style action's own line, as
		 * long as the ruleset wrote it */
		sb_add(b, x->usage != NULL ? x->usage : rs->actions.ids[i]);
		return;
	}
	/* a line that fills the buffer may have been cut: again in one
	 * twice as large */
	for (usage_into(rs, i, p, n); strlen(p) + 1 >= n && n < 1u << 20 &&
	    (q = malloc(n * 2)) != NULL; usage_into(rs, i, p, n)) {
		if (p != small)
			free(p);
		p = q;
		n *= 2;
	}
	sb_add(b, p);
	if (p != small)
		free(p);
}
