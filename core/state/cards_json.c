/* cards_json.c: the card mechanisms' state as a snapshot, and read back
 * with everything checked (see cards.h). */
#include "core/state/cards.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"
#include "core/state/state_short.h"

#define COUNT_MAX 1000000L	/* no pile or score in a snapshot is larger */

static struct json *
site_json(const struct site *s, int nplayers)
{
	struct json *o = json_obj(), *locs = json_arr(), *taken = json_arr();

	json_set(o, "id", json_str(s->id));
	json_set(o, "name", json_str(s->name));
	json_set(o, "value", json_int(s->value));
	json_set(o, "card", json_int(s->card));
	json_set(o, "final", json_int(s->final));
	for (int l = 0; l < s->nloc; l++) {
		struct json *subs = json_arr();
		for (int i = 0; i < s->nsub[l]; i++) {
			json_push(subs, json_int(s->sub[l][i].kind));
			json_push(subs, json_int(s->sub[l][i].cost));
		}
		json_push(locs, subs);
	}
	json_set(o, "locations", locs);
	json_set(o, "resolved", json_int(s->resolved));
	json_set(o, "order", json_ints(s->order, s->norder));
	json_set(o, "landed", json_int(s->landed));
	json_set(o, "where", json_ints(s->where, nplayers));
	for (int p = 0; p < nplayers; p++)
		json_push(taken, json_int((long)s->taken[p]));
	json_set(o, "taken", taken);
	json_set(o, "keeper", json_int(s->keeper));
	return o;
}

static struct json *
kept_json(const struct kept_site *k)
{
	struct json *o = json_obj();

	json_set(o, "player", json_int(k->player));
	json_set(o, "name", json_str(k->name));
	json_set(o, "value", json_int(k->value));
	json_set(o, "score", json_int(k->score));
	json_set(o, "round", json_int(k->round));
	return o;
}

/* The cards' fill as the snapshot lists it, five numbers each, -1 for
 * none; NULL, out of memory. */
static long *
fill_longs(const struct cards_state *c)
{
	long *v = malloc(5 * (size_t)c->ncards * sizeof *v + 1);

	for (int k = 0; v != NULL && k < c->ncards; k++) {
		const struct card_fill *f = &c->fill[k];
		long w[5] = { f->v[0], f->v[1], f->rot, f->rv[0],
		    f->rv[1] };
		for (int i = 0; i < 5; i++)
			v[5 * k + i] = w[i] == SCHEMA_UNKNOWN_INT ? -1 : w[i];
	}
	return v;
}

struct json *
cards_to_json(const struct cards_state *c)
{
	struct json *j = json_obj(), *a;
	long *fill;
	int np = c->nplayers;

	a = json_arr();
	for (int s = 0; s < c->nsites; s++)
		json_push(a, short_longs_json(cards_played(c, s, 0),
		    (size_t)np * (size_t)c->ncards * 2));
	json_set(j, "played", a);
	fill = fill_longs(c);
	json_set(j, "fill", fill != NULL ? short_longs_json(fill, 5 *
	    (size_t)c->ncards) : NULL);
	free(fill);
	json_set(j, "committed", json_ints(c->committed, np));
	json_set(j, "site_score", json_longs(c->site_score, (size_t)np));
	json_set(j, "garrisons", json_longs(c->garrisons, (size_t)np));
	json_set(j, "per_round", json_int(c->per_round));
	json_set(j, "inline_sites", json_int(c->inline_sites));
	if (c->named_sites > 0)
		json_set(j, "named_sites", json_int(c->named_sites));
	a = json_arr();
	for (int s = 0; s < c->nsites; s++)
		json_push(a, site_json(&c->sites[s], np));
	json_set(j, "sites", a);
	a = json_arr();
	for (int i = 0; i < c->nkept; i++)
		json_push(a, kept_json(&c->kept[i]));
	json_set(j, "kept", a);
	json_set(j, "scoring", json_int(c->scoring));
	json_set(j, "rank", json_ints(c->rank, c->nrank));
	json_set(j, "rank_tied", json_ints(c->rank_tied, c->nrank));
	return j;
}

/* ",KEY:" (first: "{KEY:"). */
static void
write_key(struct strbuf *sb, const char *key, int first)
{
	sb_addc(sb, first ? '{' : ',');
	json_write_str(sb, key);
	sb_addc(sb, ':');
}

/* "[...]" of n ints (n at most CARDS_MAX_PLAYERS). */
static void
ints(struct strbuf *sb, const int *v, int n)
{
	long w[CARDS_MAX_PLAYERS];

	for (int i = 0; i < n; i++)
		w[i] = v[i];
	json_write_longs(sb, w, (size_t)n);
}

/* ",KEY:[...]" of n ints. */
static void
write_ints(struct strbuf *sb, const char *key, const int *v, int n)
{
	write_key(sb, key, 0);
	ints(sb, v, n);
}

/* A site as json_write writes site_json's object, without the tree (a
 * snapshot of a game with sites writes each at every command). */
static void
site_write(struct strbuf *sb, const struct site *s, int nplayers)
{
	long w[CARDS_MAX_PLAYERS];

	sb_add(sb, "{\"id\":");
	json_write_str(sb, s->id);
	sb_add(sb, ",\"name\":");
	json_write_str(sb, s->name);
	sb_add(sb, ",\"value\":");
	json_write_long(sb, s->value);
	sb_add(sb, ",\"card\":");
	json_write_long(sb, s->card);
	sb_add(sb, ",\"final\":");
	json_write_long(sb, s->final);
	sb_add(sb, ",\"locations\":[");
	for (int l = 0; l < s->nloc; l++) {
		if (l > 0)
			sb_addc(sb, ',');
		sb_addc(sb, '[');
		for (int i = 0; i < s->nsub[l]; i++) {
			if (i > 0)
				sb_addc(sb, ',');
			json_write_long(sb, s->sub[l][i].kind);
			sb_addc(sb, ',');
			json_write_long(sb, s->sub[l][i].cost);
		}
		sb_addc(sb, ']');
	}
	sb_add(sb, "],\"resolved\":");
	json_write_long(sb, s->resolved);
	sb_add(sb, ",\"order\":");
	ints(sb, s->order, s->norder);
	sb_add(sb, ",\"landed\":");
	json_write_long(sb, s->landed);
	sb_add(sb, ",\"where\":");
	ints(sb, s->where, nplayers);
	for (int p = 0; p < nplayers; p++)
		w[p] = (long)s->taken[p];
	sb_add(sb, ",\"taken\":");
	json_write_longs(sb, w, (size_t)nplayers);
	sb_add(sb, ",\"keeper\":");
	json_write_long(sb, s->keeper);
	sb_addc(sb, '}');
}

/* A site kept, as json_write writes kept_json's object. */
static void
kept_write(struct strbuf *sb, const struct kept_site *k)
{
	sb_add(sb, "{\"player\":");
	json_write_long(sb, k->player);
	sb_add(sb, ",\"name\":");
	json_write_str(sb, k->name);
	sb_add(sb, ",\"value\":");
	json_write_long(sb, k->value);
	sb_add(sb, ",\"score\":");
	json_write_long(sb, k->score);
	sb_add(sb, ",\"round\":");
	json_write_long(sb, k->round);
	sb_addc(sb, '}');
}

void
cards_write(struct strbuf *sb, const struct cards_state *c)
{
	long *fill;
	int np = c->nplayers;

	/* in cards_to_json's order: a key or value added there is added
	 * here (tests/check_state_write.c compares the two) */
	write_key(sb, "played", 1);
	sb_addc(sb, '[');
	for (int s = 0; s < c->nsites; s++) {
		if (s > 0)
			sb_addc(sb, ',');
		short_longs_write(sb, cards_played(c, s, 0), (size_t)np *
		    (size_t)c->ncards * 2);
	}
	sb_addc(sb, ']');
	write_key(sb, "fill", 0);
	fill = fill_longs(c);
	if (fill == NULL)
		sb_add(sb, "null");
	else
		short_longs_write(sb, fill, 5 * (size_t)c->ncards);
	free(fill);
	write_ints(sb, "committed", c->committed, np);
	write_key(sb, "site_score", 0);
	json_write_longs(sb, c->site_score, (size_t)np);
	write_key(sb, "garrisons", 0);
	json_write_longs(sb, c->garrisons, (size_t)np);
	write_key(sb, "per_round", 0);
	json_write_long(sb, c->per_round);
	write_key(sb, "inline_sites", 0);
	json_write_long(sb, c->inline_sites);
	if (c->named_sites > 0) {
		write_key(sb, "named_sites", 0);
		json_write_long(sb, c->named_sites);
	}
	write_key(sb, "sites", 0);
	sb_addc(sb, '[');
	for (int s = 0; s < c->nsites; s++) {
		if (s > 0)
			sb_addc(sb, ',');
		site_write(sb, &c->sites[s], np);
	}
	sb_addc(sb, ']');
	write_key(sb, "kept", 0);
	sb_addc(sb, '[');
	for (int i = 0; i < c->nkept; i++) {
		if (i > 0)
			sb_addc(sb, ',');
		kept_write(sb, &c->kept[i]);
	}
	sb_addc(sb, ']');
	write_key(sb, "scoring", 0);
	json_write_long(sb, c->scoring);
	write_ints(sb, "rank", c->rank, c->nrank);
	write_ints(sb, "rank_tied", c->rank_tied, c->nrank);
	sb_addc(sb, '}');
}

/* --- reading a snapshot back: everything is checked ---------------------- */

static int
get_long(const struct json *j, const char *key, long lo, long hi, long *out)
{
	const struct json *v = json_get(j, key);

	if (v == NULL || v->type != J_INT || v->i < lo || v->i > hi)
		return -1;
	*out = v->i;
	return 0;
}

static int
get_int(const struct json *j, const char *key, long lo, long hi, int *out)
{
	long v;

	if (get_long(j, key, lo, hi, &v) < 0)
		return -1;
	*out = (int)v;
	return 0;
}

static int
get_str(const struct json *j, const char *key, char *buf, size_t n)
{
	const struct json *v = json_get(j, key);

	if (v == NULL || v->type != J_STR || strlen(v->s) >= n ||
	    v->s[0] == '\0')
		return -1;
	strcpy(buf, v->s);
	return 0;
}

/* An array of n integers, each in [lo, hi], into out (long or int). */
static int
get_vals(const struct json *a, long n, long lo, long hi, long *lout,
    int *iout)
{
	if (a == NULL || a->type != J_ARR || a->n != n)
		return -1;
	for (long i = 0; i < n; i++) {
		const struct json *v = a->v[i];
		if (v->type != J_INT || v->i < lo || v->i > hi)
			return -1;
		if (lout != NULL)
			lout[i] = v->i;
		else
			iout[i] = (int)v->i;
	}
	return 0;
}

static int
read_fill(struct cards_state *c, const struct json *a)
{
	long *v = malloc(5 * (size_t)c->ncards * sizeof *v + 1);

	if (v == NULL || short_longs_read(a, 5 * (size_t)c->ncards, -1,
	    COUNT_MAX, v) < 0) {
		free(v);
		return -1;
	}
	for (int k = 0; k < c->ncards; k++) {
		long *f = v + 5 * k;
		for (int i = 0; i < 5; i++)
			if (f[i] < 0)
				f[i] = SCHEMA_UNKNOWN_INT;
		if (f[2] != SCHEMA_UNKNOWN_INT && f[2] > 1) {
			free(v);
			return -1;
		}
		*cards_fill_w(c, k) = (struct card_fill){ { f[0], f[1] },
		    f[2] == SCHEMA_UNKNOWN_INT ? -1 : (int)f[2],
		    { f[3], f[4] } };
	}
	free(v);
	return 0;
}

static int
read_site(struct site *s, const struct json *o, const struct ruleset *rs,
    int ncat, int np)
{
	const struct json *locs = json_get(o, "locations"), *a;

	memset(s, 0, sizeof *s);
	for (int p = 0; p < CARDS_MAX_PLAYERS; p++)
		s->where[p] = -1;
	if (o->type != J_OBJ ||
	    get_str(o, "id", s->id, sizeof s->id) < 0 ||
	    get_str(o, "name", s->name, sizeof s->name) < 0 ||
	    get_long(o, "value", 0, COUNT_MAX, &s->value) < 0 ||
	    get_int(o, "card", -1, ncat - 1, &s->card) < 0 ||
	    get_int(o, "final", 0, 1, &s->final) < 0 ||
	    locs == NULL || locs->type != J_ARR ||
	    locs->n != rs->sites.locations.n || locs->n > CARDS_MAX_LOC)
		return -1;
	s->nloc = locs->n;
	for (int l = 0; l < s->nloc; l++) {
		a = locs->v[l];
		if (a->type != J_ARR || a->n % 2 != 0 ||
		    a->n > 2 * CARDS_MAX_SUB)
			return -1;
		s->nsub[l] = a->n / 2;
		for (int i = 0; i < s->nsub[l]; i++) {
			const struct json *k = a->v[2 * i], *cost = a->v[2 * i + 1];
			if (k->type != J_INT || k->i < 0 ||
			    k->i >= rs->sites.sub_kinds.n ||
			    cost->type != J_INT || cost->i < 0 ||
			    cost->i > COUNT_MAX)
				return -1;
			s->sub[l][i] = (struct site_sub){ (int)k->i, cost->i };
		}
	}
	if (get_int(o, "resolved", 0, 1, &s->resolved) < 0 ||
	    (a = json_get(o, "order")) == NULL || a->type != J_ARR ||
	    a->n > np ||
	    get_vals(a, a->n, 0, np - 1, NULL, s->order) < 0 ||
	    get_vals(json_get(o, "where"), np, -1, s->nloc - 1, NULL,
	    s->where) < 0)
		return -1;
	s->norder = a->n;
	if (get_int(o, "landed", 0, s->norder, &s->landed) < 0 ||
	    get_int(o, "keeper", -1, np - 1, &s->keeper) < 0)
		return -1;
	a = json_get(o, "taken");
	if (a == NULL || a->type != J_ARR || a->n != np)
		return -1;
	for (int p = 0; p < np; p++) {
		if (a->v[p]->type != J_INT || a->v[p]->i < 0)
			return -1;
		s->taken[p] = (uint64_t)a->v[p]->i;
	}
	for (int i = 0; i < s->norder; i++)
		for (int k = 0; k < i; k++)
			if (s->order[i] == s->order[k])
				return -1;
	return 0;
}

static int
read_kept(struct cards_state *c, const struct json *a, int np)
{
	if (a == NULL || a->type != J_ARR || a->n > CARDS_MAX_KEPT)
		return -1;
	c->nkept = a->n;
	for (int i = 0; i < a->n; i++) {
		struct kept_site *k = &c->kept[i];
		if (a->v[i]->type != J_OBJ ||
		    get_int(a->v[i], "player", 0, np - 1, &k->player) < 0 ||
		    get_str(a->v[i], "name", k->name, sizeof k->name) < 0 ||
		    get_long(a->v[i], "value", 0, COUNT_MAX, &k->value) < 0 ||
		    get_long(a->v[i], "score", 0, COUNT_MAX, &k->score) < 0 ||
		    get_long(a->v[i], "round", 1, COUNT_MAX, &k->round) < 0)
			return -1;
	}
	return 0;
}

/* What a snapshot holds only once it is in use (see cards_to_json). */
static int
read_optional(struct cards_state *c, const struct json *j)
{
	c->named_sites = 0;
	if (json_get(j, "named_sites") != NULL &&
	    get_int(j, "named_sites", 0, (int)COUNT_MAX, &c->named_sites) < 0)
		return -1;
	return 0;
}

/* A snapshot saved before the supply decks were decks of the ruleset kept
 * their cards ("supply": [deck][card]) and the card the GM saw face up on
 * each ("face_up", only once in use) here: read into the decks' counts. */
static int
older_supply(struct state *st, const struct json *j,
    const struct ruleset *rs)
{
	const struct json *fu = json_get(j, "face_up");
	long nc = st->cards->ncards, ns = cards_nsupply(rs), *v;
	int *top, r;

	if (json_get(j, "supply") == NULL && fu == NULL)
		return 0;
	v = calloc((size_t)(ns * nc) + 1, sizeof *v);
	top = calloc((size_t)ns + 1, sizeof *top);
	for (int d = 0; top != NULL && d < ns; d++)
		top[d] = -1;
	r = v == NULL || top == NULL || get_vals(json_get(j, "supply"), ns * nc,
	    0, COUNT_MAX, v, NULL) < 0 || (fu != NULL && get_vals(fu, ns, -1,
	    nc - 1, NULL, top) < 0) ? -1 : 0;
	for (int d = 0, k = 0; r == 0 && d < rs->decks.n; d++) {
		if (!cards_is_supply(rs, d))
			continue;
		memcpy(cards_supply(rs, st, d), v + k * nc, (size_t)nc *
		    sizeof *v);
		if (VEC_AT(rs->decks, struct deck_def, d)->face_up)
			*deck_top(rs, st, d, 0) = top[k];
		else if (top[k] >= 0)
			r = -1;
		k++;
	}
	free(v);
	free(top);
	return r;
}

/* A snapshot saved before the players' decks were a deck of the ruleset
 * kept their piles ("pile": [player][pile][card]) and the cards of each
 * hand drawn unseen ("hand_unknown") here: read into the deck's counts. */
static int
older_piles(struct state *st, const struct json *j, const struct ruleset *rs)
{
	const struct json *pj = json_get(j, "pile");
	long nc = st->cards->ncards, *v, u[CARDS_MAX_PLAYERS];
	int np = st->nplayers, r;

	if (pj == NULL && json_get(j, "hand_unknown") == NULL)
		return 0;
	if ((v = calloc((size_t)(np * PILE__N * nc) + 1, sizeof *v)) == NULL)
		return -1;
	r = get_vals(pj, np * PILE__N * nc, 0, COUNT_MAX, v, NULL) < 0 ||
	    get_vals(json_get(j, "hand_unknown"), np, 0, COUNT_MAX, u,
	    NULL) < 0 ? -1 : 0;
	for (int p = 0; r == 0 && p < np; p++) {
		for (int k = 0; k < PILE__N; k++) {
			/* its ruleset, of before too, has the four piles */
			long *to = cards_pile(rs, st, p, k);
			if (to != NULL)
				memcpy(to, v + (p * PILE__N + k) * nc,
				    (size_t)nc * sizeof *v);
		}
		*cards_unseen(rs, st, p) = u[p];
	}
	free(v);
	return r;
}

/* A snapshot saved before the site deck was a deck of the ruleset kept
 * the cards left in it ("deck_left"), whether the final one was to come
 * ("final_left"), the left-over pool ("aside") and what was known of each
 * card of the catalogue ("seen": 0 nothing, 1 revealed, 2 in the pool)
 * here: read into the site deck's slots. */
static int
older_sites(struct state *st, const struct json *j,
    const struct ruleset *rs)
{
	const struct json *seen = json_get(j, "seen");
	long *v, n = rs->sites.catalogue.n > 0 ? rs->sites.catalogue.n : 0;
	int fin;

	if (json_get(j, "deck_left") == NULL && seen == NULL)
		return 0;
	if (rs_site_deck(rs) < 0 || VEC_AT(rs->decks, struct deck_def,
	    rs_site_deck(rs))->items.n != n)
		return -1;
	v = cards_sites(rs, st);
	if (get_long(j, "deck_left", 0, COUNT_MAX, &v[DEALT_LEFT]) < 0 ||
	    get_int(j, "final_left", 0, 1, &fin) < 0 ||
	    get_long(j, "aside", 0, COUNT_MAX, &v[DEALT_LEFT_OVER]) < 0 ||
	    get_vals(seen, n, KNOWN_NOT, KNOWN_LEFT_OVER, v + DEALT_KNOWN,
	    NULL) < 0)
		return -1;
	v[DEALT_FINAL] = fin;
	return 0;
}

int
cards_from_json(struct state *st, const struct json *j,
    const struct ruleset *rs)
{
	struct cards_state *c = st->cards;
	const struct json *a;
	int np = st->nplayers;
	long nc = c->ncards;

	if (j == NULL || j->type != J_OBJ || np < 0 || np > c->room)
		return -1;
	c->nplayers = np;
	if (older_piles(st, j, rs) < 0 || older_supply(st, j, rs) < 0 ||
	    read_fill(c, json_get(j, "fill")) < 0 ||
	    get_vals(json_get(j, "committed"), np, 0, 1, NULL,
	    c->committed) < 0 ||
	    get_vals(json_get(j, "site_score"), np, 0, COUNT_MAX,
	    c->site_score, NULL) < 0 ||
	    get_vals(json_get(j, "garrisons"), np, 0, COUNT_MAX,
	    c->garrisons, NULL) < 0 ||
	    get_int(j, "per_round", 0, c->sroom, &c->per_round) < 0 ||
	    older_sites(st, j, rs) < 0 ||
	    get_int(j, "inline_sites", 0, (int)COUNT_MAX, &c->inline_sites) < 0 ||
	    read_optional(c, j) < 0 ||
	    get_int(j, "scoring", 0, 1, &c->scoring) < 0)
		return -1;
	/* a card seen face up is one the deck holds */
	for (int d = 0; d < rs->decks.n; d++) {
		int top = cards_is_supply(rs, d) ? cards_face_up_seen(rs, st,
		    d) : -1;
		if (top >= 0 && cards_supply(rs, st, d)[top] == 0)
			return -1;
	}
	a = json_get(j, "sites");
	if (a == NULL || a->type != J_ARR || a->n > c->sroom)
		return -1;
	c->nsites = a->n;
	for (int s = 0; s < c->nsites; s++)
		if (read_site(&c->sites[s], a->v[s], rs, c->ncat, np) < 0)
			return -1;
	a = json_get(j, "played");
	if (a == NULL || a->type != J_ARR || a->n != c->nsites)
		return -1;
	for (int s = 0; s < c->nsites; s++)
		if (short_longs_read(a->v[s], (size_t)np * (size_t)nc * 2, 0,
		    COUNT_MAX, cards_played_w(c, s, 0)) < 0)
			return -1;
	if (read_kept(c, json_get(j, "kept"), np) < 0)
		return -1;
	/* the standings are made once, for every player, after any draw */
	a = json_get(j, "rank");
	if (a == NULL || a->type != J_ARR || (a->n != 0 && a->n != np) ||
	    (a->n != 0 && c->scoring) ||
	    get_vals(a, a->n, 0, np - 1, NULL, c->rank) < 0 ||
	    get_vals(json_get(j, "rank_tied"), a->n, 0, 1, NULL,
	    c->rank_tied) < 0)
		return -1;
	c->nrank = a->n;
	return 0;
}
