/* game_standings.c: the final standings of the card mechanisms: every
 * player's score and where it came from, the players ranked by the final
 * chain (core/engine/engine_rank.c), and the tie-break draws they may
 * wait for. */
#include "core/mech/cards_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/rank.h"

static void
final_scores(struct act *a, struct json *arr)
{
	const struct cards_state *c = a->st->cards;
	const struct claims_def *cl = &a->rs->mech.claims;
	struct strbuf b;

	sb_init(&b);
	for (int p = 0; p < a->st->nplayers; p++) {
		long total = a->st->players[p].res[cl->score.i];
		long gar = c->garrisons[p] * cl->garrison_score;
		long other = total - c->site_score[p] - gar;
		struct json *o = json_obj();
		sb_printf(&b, "%s%s %ld (%ld at %s, %ld for garrisons", p ?
		    ", " : "", pname(a, p), total, c->site_score[p],
		    sites_word(a->rs), gar);
		if (other != 0)
			sb_printf(&b, ", %+ld set by the GM", other);
		sb_addc(&b, ')');
		json_set(o, "player", json_str(pname(a, p)));
		json_set(o, "score", json_int(total));
		json_set(o, "from_sites", json_int(c->site_score[p]));
		json_set(o, "from_garrisons", json_int(gar));
		json_push(arr, o);
	}
	report_line(a->rep, "final scores: %s", sb_str(&b));
	sb_release(&b);
}

int
cards_final_ranking(struct act *a, struct draws *dr)
{
	struct cards_state *c = a->st->cards;
	const struct ranking_def *r = VEC_AT(a->rs->rankings,
	    struct ranking_def, a->rs->mech.claims.final.i);
	struct json *scores = json_arr(), *why = json_arr();
	struct ranked x;
	char *w;
	int st;

	report_line(a->rep, "the game is over: every %s card has been "
	    "played", site_word(a->rs));
	final_scores(a, scores);
	json_set(a->rep->data, "scores", scores);
	if ((st = rank_players(a, r, NULL, dr, &x))) {
		json_free(why);
		return st;
	}
	if (dr->wait) {
		c->scoring = 1;
		json_free(why);
		return ST_OK;
	}
	c->nrank = x.n;
	for (int i = 0; i < x.n; i++) {
		c->rank[i] = x.pl[i];
		c->rank_tied[i] = i + 1 < x.n && x.how[i] == HOW_TIED;
	}
	/* the first place wins, jointly when it is shared */
	c->scoring = 0;
	a->st->winners = cards_top(c);
	rank_report(a, r, &x, why);
	json_set(a->rep->data, "decided", why);
	w = game_winner(a->rs, a->st);
	report_line(a->rep, "%s win%s", w, c->nrank > 1 && c->rank_tied[0] ?
	    "" : "s");
	json_set(a->rep->data, "winner", json_str(w));
	free(w);
	return ST_OK;
}

int
cards_final_standings(struct act *a, const char *how, const long *values,
    int n, int wait)
{
	struct draws dr = { values, n, 0, how, wait, 0 };

	return cards_final_ranking(a, &dr);
}
