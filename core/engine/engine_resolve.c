/* engine_resolve.c: the effect resolve: the next site of the round
 * resolved, every present player's card values (the first after mines),
 * and the landing order by the landing ranking (engine_rank.c; the
 * landings themselves are buy-sub-locations, engine_buy_subs.c). */
#include "core/engine/engine_int.h"
#include "core/engine/engine_rank.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

int
site_presence(struct act *a, int s, struct presence *pr)
{
	const struct cards_state *c = a->st->cards;
	long all = 0;
	int st;

	memset(pr, 0, sizeof *pr);
	for (int p = 0; p < c->nplayers; p++) {
		const long *pl = cards_played(c, s, p);
		if (cards_count(pl, 2 * c->ncards) == 0)
			continue;
		pr->player[pr->n] = p;
		for (int k = 0; k < c->ncards; k++) {
			long m;
			if (pl[2 * k] + pl[2 * k + 1] == 0)
				continue;
			if ((st = card_mines(a, k, &m)))
				return st;
			pr->mines[pr->n] += m * (pl[2 * k] + pl[2 * k + 1]);
		}
		all += pr->mines[pr->n++];
	}
	for (int i = 0; i < pr->n; i++) {
		const long *pl = cards_played(c, s, pr->player[i]);
		long others = all - pr->mines[i];
		for (int k = 0; k < c->ncards; k++)
			for (int t = 0; t < 2; t++) {
				long v[CARD_VALUES], n = pl[2 * k + t];
				if (n == 0)
					continue;
				if ((st = card_values(a, k, t, v)))
					return st;
				/* every mine of the others lowers each card */
				v[0] = v[0] > others ? v[0] - others : 0;
				for (int j = 0; j < CARD_VALUES; j++) {
					pr->total[j][i] += v[j] * n;
					if (v[j] > pr->best[j][i])
						pr->best[j][i] = v[j];
				}
			}
	}
	return ST_OK;
}

static void
presence_report(struct act *a, const struct presence *pr)
{
	const struct claims_def *cl = &a->rs->mech.claims;
	struct json *arr = json_arr();
	long all = 0;
	const char *w0 = rs_card_value(a->rs, 0), *w1 = rs_card_value(a->rs, 1);
	char best[CARD_VALUES][96];

	/* the JSON keys: NAME and NAME_best */
	for (int j = 0; j < CARD_VALUES; j++)
		snprintf(best[j], sizeof best[j], "%s_best",
		    rs_card_value(a->rs, j));
	for (int i = 0; i < pr->n; i++)
		all += pr->mines[i];
	for (int i = 0; i < pr->n; i++) {
		int p = pr->player[i];
		struct json *o = json_obj();
		long score = a->st->players[p].res[cl->score.i];
		report_line(a->rep, "  %s: %s %ld (best card %ld), %s %ld "
		    "(best card %ld), %s", pname(a, p), w0, pr->total[0][i],
		    pr->best[0][i], w1, pr->total[1][i], pr->best[1][i],
		    qty(a, cl->score.i, score));
		json_set(o, "player", json_str(pname(a, p)));
		for (int j = 0; j < CARD_VALUES; j++) {
			json_set(o, rs_card_value(a->rs, j),
			    json_int(pr->total[j][i]));
			json_set(o, best[j], json_int(pr->best[j][i]));
		}
		json_set(o, "mines", json_int(pr->mines[i]));
		json_set(o, "mines_against", json_int(all - pr->mines[i]));
		json_push(arr, o);
	}
	for (int i = 0; i < pr->n; i++)
		if (pr->mines[i] > 0)
			report_line(a->rep, "  %s's %ld mine%s lower%s every "
			    "card of the others by %ld in %s", pname(a,
			    pr->player[i]), pr->mines[i], pr->mines[i] == 1 ?
			    "" : "s", pr->mines[i] == 1 ? "s" : "",
			    pr->mines[i], w0);
	json_set(a->rep->data, "players", arr);
}

/* The effect resolve: VERB [SITE] [draw VALUE...], the words of kind
 * resolved from their place on (none: the next site, no draws). */
int
eng_resolve(struct act *a, const struct eff_resolve *rx,
    const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	const struct ranking_def *r = VEC_AT(a->rs->rankings,
	    struct ranking_def, a->rs->mech.claims.landing.i);
	struct draws dr = { NULL, 0, 0, NULL, 0, 0 };
	struct presence pr;
	struct ranked x;
	struct json *order = json_arr(), *why = json_arr();
	long *values = NULL;
	char how[128];
	/* the words' place: left out, there are none */
	int at = ev->args[rx->w_site] > 0 ? (int)ev->args[rx->w_site] :
	    a->argc;
	int s = site_current(c), from = at, st;

	if (s < 0) {
		st = refuse(a, "every %s of the round is resolved: 'next' "
		    "ends the round", site_word(a->rs));
		goto out;
	}
	if (c->sites[s].resolved) {
		st = claims_pending(a, &c->sites[s]);
		goto out;
	}
	if (at < a->argc && strcmp(a->argv[at], "draw") != 0) {
		int t = site_find(c, a->argv[at]);
		from = at + 1;
		if (t < 0) {
			st = usage(a, "no %s '%s' this round",
			    site_word(a->rs), a->argv[at]);
			goto out;
		}
		if (t != s) {
			st = refuse(a, "the %s are resolved in order: %s %d "
			    "(%s) comes next", sites_word(a->rs),
			    site_word(a->rs), s + 1, c->sites[s].name);
			goto out;
		}
	}
	canon_long(a, s + 1);
	snprintf(how, sizeof how, "%s %d draw", verb_word(a, "resolve"),
	    s + 1);
	dr.how = how;
	if ((st = draws_args(a, from, &dr, &values)) ||
	    (st = site_presence(a, s, &pr)))
		goto out;
	report_line(a->rep, "%s %d, %s:", site_word(a->rs), s + 1,
	    c->sites[s].name);
	if (pr.n == 0)
		report_line(a->rep, "  nobody came");
	else
		presence_report(a, &pr);
	if (pr.n == 1)
		report_line(a->rep, "%s is alone there: no %s combat",
		    pname(a, pr.player[0]), rs_card_value(a->rs, 0));
	if ((st = rank_players(a, r, &pr, &dr, &x)))
		goto out;
	rank_report(a, r, &x, why);
	{
		struct site *y = &c->sites[s];
		struct strbuf b;
		sb_init(&b);
		y->resolved = 1;
		y->norder = x.n;
		y->landed = 0;
		for (int i = 0; i < x.n; i++) {
			y->order[i] = x.pl[i];
			sb_printf(&b, "%s%s", i ? ", " : "", pname(a, x.pl[i]));
			json_push(order, json_str(pname(a, x.pl[i])));
		}
		if (x.n > 1)
			report_line(a->rep, "%s: %s", claim_order_word(a->rs),
			    sb_str(&b));
		if (x.n > 0)
			report_line(a->rep, "%s lands first ('%s %s "
			    "LOCATION SUB-LOCATION...')", pname(a, x.pl[0]),
			    claim_command(a->rs), pname(a, x.pl[0]));
		sb_release(&b);
	}
	json_set(a->rep->data, "site", json_str(c->sites[s].id));
	json_set(a->rep->data, "order", order);
	json_set(a->rep->data, "decided", why);
	order = why = NULL;
out:
	json_free(order);
	json_free(why);
	free(values);
	return st;
}
