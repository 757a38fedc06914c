/* state_read.c: a state read back from its snapshot (the tree that
 * state_to_json makes), and whether a snapshot's text is of this
 * version (state.h). */
#include "core/state/state_int.h"
#include "core/state/places.h"
#include "core/state/terr.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/state/done.h"
#include "core/state/state_tally.h"
#include "core/state/state_short.h"
#include "core/state/zones_board.h"
#include "core/rules/words_keys.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The queued commands of a snapshot (none when absent): 0, or -1 when
 * they do not fit rs and the game read (its players, its regions) or
 * out of memory. */
static int
deferred_from_json(struct state *st, const struct json *a,
    const struct ruleset *rs)
{
	if (a == NULL)
		return 0;
	if (a->type != J_ARR || a->n > 1000000 || (a->n > 0 &&
	    (st->deferred = calloc((size_t)a->n, sizeof *st->deferred)) ==
	    NULL))
		return -1;
	st->capdeferred = a->n;
	for (int i = 0; i < a->n; i++) {
		const struct json *c = a->v[i];
		struct deferred_cmd *q = &st->deferred[i];
		if (c->type != J_ARR || c->n != 2 + ENG_MAX_ARGS)
			return -1;
		for (int k = 0; k < c->n; k++)
			if (c->v[k]->type != J_INT)
				return -1;
		q->action = (int)c->v[0]->i;
		q->who = (int)c->v[1]->i;
		if (c->v[0]->i < 0 || c->v[0]->i >= rs->actions.n ||
		    !eng_has_deferred(rs, VEC_AT(rs->actions,
		    struct action_def, q->action)) || c->v[1]->i < -1 ||
		    c->v[1]->i >= st->nplayers)
			return -1;
		for (int k = 0; k < ENG_MAX_ARGS; k++) {
			const struct action_def *x = VEC_AT(rs->actions,
			    struct action_def, q->action);
			int kind = k < x->args.n ? VEC_AT(x->args,
			    struct arg_def, k)->kind : -1;
			q->args[k] = c->v[2 + k]->i;
			/* a player or a region the game has, or none; a
			 * product it has */
			if ((kind == ARG_PLAYER && (q->args[k] < -1 ||
			    q->args[k] >= st->nplayers)) || (kind ==
			    ARG_REGION && (q->args[k] < -1 || q->args[k] >=
			    state_regions(st))) || (kind == ARG_PRODUCT &&
			    (q->args[k] < 0 || q->args[k] >=
			    rs->mech.production.products.n)))
				return -1;
		}
		st->ndeferred = i + 1;
	}
	return 0;
}

static int
get_int(const struct json *j, const char *key, long lo, long hi, long *out)
{
	const struct json *v = json_get(j, key);

	if (v == NULL || v->type != J_INT || v->i < lo || v->i > hi)
		return -1;
	*out = v->i;
	return 0;
}

static const struct json *
get_arr(const struct json *j, const char *key, int n)
{
	const struct json *v = json_get(j, key);

	if (v == NULL || v->type != J_ARR || (n >= 0 && v->n != n))
		return NULL;
	for (int i = 0; i < v->n; i++)
		if (v->v[i]->type != J_INT)
			return NULL;
	return v;
}

/* The summonings a player began in a round were the pieces' own before a
 * declared action counted them (round-count): a snapshot of then gives
 * them as "summons" and "summons_round" of "pc", what status --json gave
 * as "summons"; they become the takings of the action counted under that
 * key, which a snapshot of then gives as none (it counted no uses of an
 * action without limits).  0, or -1 for damaged counts. */
static int
old_round_counts(struct state *st, const struct ruleset *rs,
    const struct json *pc)
{
	const struct json *n = json_get(pc, "summons");
	const struct json *r = json_get(pc, "summons_round");
	int k;

	if (n == NULL && r == NULL)
		return 0;	/* a snapshot of now */
	if (n == NULL || r == NULL || n->type != J_ARR || r->type != J_ARR ||
	    n->n != r->n)
		return -1;
	for (k = 0; k < rs->actions.n && k < st->nactions; k++) {
		const char *key = VEC_AT(rs->actions, struct action_def,
		    k)->round_count;
		if (key != NULL && strcmp(key, "summons") == 0)
			break;
	}
	for (int p = 0; p < n->n; p++) {
		struct action_use *u;
		if (n->v[p]->type != J_INT || r->v[p]->type != J_INT ||
		    n->v[p]->i < 0 || r->v[p]->i < 0)
			return -1;
		if (p >= st->nplayers || k >= rs->actions.n ||
		    k >= st->nactions)
			continue;
		u = &st->uses[(size_t)p * (size_t)st->nactions + (size_t)k];
		if (u->round == 0 && u->in_round == 0) {
			u->round = r->v[p]->i;
			u->in_round = n->v[p]->i;
		}
	}
	return 0;
}

struct state *
state_from_json(const struct json *j, const struct ruleset *rs, char *err,
    size_t n)
{
	const struct json *pl = json_get(j, "players"), *a, *r;
	/* the board made for the snapshot's players (checked below) */
	int np = pl != NULL && pl->type == J_ARR && pl->n > 0 &&
	    pl->n <= MAX_PLAYERS ? pl->n : MAX_PLAYERS;
	/* its decks' every slot written by state_decks_from_json */
	struct state *st = state_make(rs, NULL, np, 0);
	int nres = rs->resources.n > 0 ? rs->resources.n : 0;
	long v;

	if (st == NULL) {
		snprintf(err, n, "out of memory");
		return NULL;
	}
	if (get_int(j, "v", STATE_VERSION_READ, STATE_VERSION, &v) < 0) {
		snprintf(err, n, "snapshot of another version");
		goto fail;
	}
	if (get_int(j, "round", 1, 1L << 40, &st->round) < 0 ||
	    get_int(j, "phase", PHASE_SETUP, rs->phases.n - 1, &v) < 0)
		goto bad;
	st->phase = (int)v;
	if (get_int(j, "turn", 0, MAX_PLAYERS, &v) < 0)
		goto bad;
	st->turn = (int)v;
	if (get_int(j, "step", 0, rs->round.n > 0 ? rs->round.n - 1 : 0, &v)
	    < 0)
		goto bad;
	st->step = (int)v;
	if (get_int(j, "tphase", 0, rs->phases.n, &v) < 0)
		goto bad;
	st->tphase = (int)v;
	if (get_int(j, "winner_role", -1, rs->roles.n - 1, &v) < 0)
		goto bad;
	st->winner_role = (int)v;
	if (get_int(j, "winners", 0, 0xffff, &v) < 0)
		goto bad;
	st->winners = (unsigned)v;
	if (get_int(j, "sealed", 0, LONG_MAX, &st->sealed) < 0)
		goto bad;
	if (pl == NULL || pl->type != J_ARR || pl->n > MAX_PLAYERS)
		goto bad;
	st->nplayers = pl->n;
	for (int i = 0; i < pl->n; i++) {
		const struct json *p = pl->v[i], *name = json_get(p, "name");
		struct diag nd;
		if (name == NULL || name->type != J_STR ||
		    strlen(name->s) > NAME_MAX_LEN ||
		    state_check_name(name->s, &nd) != ST_OK)
			goto bad;
		for (int k = 0; k < i; k++)
			if (strcasecmp(st->players[k].name, name->s) == 0)
				goto bad;
		strcpy(st->players[i].name, name->s);
		if (get_int(p, "role", -1, rs->roles.n - 1, &v) < 0)
			goto bad;
		st->players[i].role = (int)v;
		if (get_int(p, "faction", -1, rs->factions.n - 1, &v) < 0)
			goto bad;
		st->players[i].faction = (int)v;
		if (get_int(p, "out", 0, 1, &v) < 0)
			goto bad;
		st->players[i].out = (int)v;
		/* a person's first seat comes first and is its own person */
		if (get_int(p, "person", 0, i, &v) < 0 ||
		    st->players[v].person != v)
			goto bad;
		st->players[i].person = (int)v;
		if ((r = get_arr(p, "res", nres)) == NULL)
			goto bad;
		for (int k = 0; k < nres; k++) {
			const struct res_def *d = RS_RES(rs, k);
			if (r->v[k]->i < d->min || r->v[k]->i > d->max)
				goto bad;
			st->players[i].res[k] = r->v[k]->i;
		}
	}
	if ((a = get_arr(j, "turns", -1)) == NULL || a->n > MAX_PLAYERS)
		goto bad;
	st->nturns = a->n;
	for (int i = 0; i < a->n; i++) {
		if (a->v[i]->i < 0 || a->v[i]->i >= st->nplayers)
			goto bad;
		st->turns[i] = (int)a->v[i]->i;
	}
	if (st->turn > 0 && st->turn >= st->nturns)
		goto bad;
	if (get_int(j, "lap", 0, 1000000, &st->lap) < 0 ||
	    (a = get_arr(j, "order", -1)) == NULL ||
	    (a->n != 0 && a->n != st->nplayers))
		goto bad;
	st->norder = a->n;
	for (int i = 0; i < a->n; i++) {
		if (a->v[i]->i < 0 || a->v[i]->i >= st->nplayers)
			goto bad;
		for (int k = 0; k < i; k++)
			if (st->order[k] == a->v[i]->i)
				goto bad;
		st->order[i] = (int)a->v[i]->i;
	}
	if ((a = get_arr(j, "lands", 2 * rs->nlands)) == NULL)
		goto bad;
	for (int i = 0; i < rs->nlands; i++) {
		long o = a->v[2 * i]->i, u = a->v[2 * i + 1]->i;
		if (o < -1 || o >= st->nplayers || u < 0 ||
		    (o < 0) != (u == 0))
			goto bad;
		board_hold(st->board, i, (int)o, u);
	}
	if ((a = get_arr(j, JSON_BODIES, st->nbodies)) == NULL)
		goto bad;
	for (int i = 0; i < st->nbodies; i++) {
		const struct body_def *d = RS_BODY(rs, i);
		long v2 = a->v[i]->i, fields = 0;
		if (d->orbit != SCHEMA_UNKNOWN_INT && rs->board.orbits.n >=
		    d->orbit)
			fields = *VEC_AT(rs->board.orbits, long, d->orbit - 1);
		if (v2 < 0 || (v2 > 0 && v2 > fields))
			goto bad;
		st->bodies[i].position = v2;
	}
	if ((a = get_arr(j, JSON_LINKS, -1)) == NULL || a->n % 4 != 0)
		goto bad;
	if (a->n > 0) {
		st->caplinks = st->nlinks = a->n / 4;
		st->links = calloc((size_t)st->nlinks, sizeof *st->links);
		if (st->links == NULL)
			goto bad;
		for (int i = 0; i < st->nlinks; i++) {
			st->links[i].a = (int)a->v[4 * i]->i;
			st->links[i].b = (int)a->v[4 * i + 1]->i;
			st->links[i].fields = a->v[4 * i + 2]->i;
			st->links[i].by = (int)a->v[4 * i + 3]->i;
			if (st->links[i].a < 0 ||
			    st->links[i].a >= st->nbodies ||
			    st->links[i].b < 0 ||
			    st->links[i].b >= st->nbodies ||
			    st->links[i].a == st->links[i].b ||
			    st->links[i].fields < 1 ||
			    st->links[i].by < 0 ||
			    st->links[i].by >= st->nplayers)
				goto bad;
		}
	}
	/* "moved" and "lands_moved" of snapshots written before tallies:
	 * state_tally_from_json */
	if (get_int(j, "paid", 0, 1, &v) < 0)
		goto bad;
	st->paid = (int)v;
	/* and "supplied" of snapshots written before the tally of the
	 * supply taken */
	if (state_tally_from_json(st, rs, j) < 0)
		goto bad;
	if ((st->zones != NULL) != (json_get(j, KEY_ZONES) != NULL) ||
	    (st->zones != NULL && zones_from_json(st->zones, st,
	    json_get(j, KEY_ZONES), rs) < 0) ||
	    (places_kept_apart(st, rs) && places_from_json(st,
	    json_get(j, KEY_PLACES)) < 0))
		goto bad;
	zones_board_stale(st);	/* counted when read (zones_board.h) */
	if (st->winners >> st->nplayers != 0)
		goto bad;
	r = json_get(j, "rng");
	if (r == NULL || r->type != J_STR || strlen(r->s) != 64 ||
	    strspn(r->s, "0123456789abcdef") != 64)
		goto bad;
	for (int i = 0; i < 4; i++) {
		char word[17];
		memcpy(word, r->s + 16 * i, 16);
		word[16] = '\0';
		st->rng.s[i] = strtoull(word, NULL, 16);
	}
	if (st->terr != NULL) {
		/* the tiles are laid anew on a board with none laid: the one
		 * state_new made, unless what was read above wrote on it (the
		 * lands, the zones) or marked it (a board of places), and into
		 * the pieces state_new made; making others cleared as much
		 * storage again */
		if (rs->nlands > 0 || st->zones != NULL ||
		    st->board->tallied || st->board->nlaid > 0) {
			board_free(st->board);
			if ((st->board = terr_board_new(rs, np)) ==
			    NULL) {
				snprintf(err, n, "out of memory");
				goto fail;
			}
		}
		if (terr_from_json(st->terr, json_get(j, "terr"), rs,
		    st->nplayers, st->board, err, n) < 0 ||
		    kept_from_json(&st->kept, json_get(json_get(j, "terr"),
		    "disc"), st->nplayers, err, n) < 0 ||
		    upgrades_from_json(&st->upgrades, json_get(json_get(j,
		    "terr"), "upgraded"), st->nplayers, st->terr->npieces,
		    err, n) < 0 || done_from_json(st, json_get(json_get(j,
		    "terr"), "done"), err, n) < 0)
			goto fail;
	} else if ((json_get(j, "kept") != NULL && kept_from_json(&st->kept,
	    json_get(j, "kept"), st->nplayers, err, n) < 0) ||
	    (json_get(j, "upgraded") != NULL && upgrades_from_json(
	    &st->upgrades, json_get(j, "upgraded"), st->nplayers,
	    rs->pieces.n > 0 ? rs->pieces.n : 0, err, n) < 0) ||
	    (json_get(j, "done") != NULL && done_from_json(st, json_get(j,
	    "done"), err, n) < 0))
		goto fail;
	if (rs->board.regions.n > 0) {
		board_free(st->board);
		st->board = board_from_json(json_get(j, "board"),
		    rs->board.regions.n, np, MAX_PLAYERS, rs->pieces.n > 0 ?
		    rs->pieces.n : 1, err, n);
		if (st->board == NULL)
			goto fail;
	}
	/* onto the board as it is now (a board of territories or regions is
	 * made anew above) */
	if (pieces_from_json(&st->pc, json_get(j, "pc"), rs, st->nplayers,
	    st->board) < 0)
		goto bad;
	if (state_decks_from_json(st, j, rs) < 0)
		goto bad;
	if (st->nactions > 0) {
		const struct json *u = json_get(j, "uses");
		/* none: written before the text's commands were declared
		 * (its rewrite at load declares them), none used */
		size_t nu = 6 * (size_t)st->nplayers * (size_t)st->nactions;
		long *uv = u != NULL ? malloc(nu * sizeof *uv + 1) : NULL;
		if (u != NULL && (uv == NULL || short_longs_read(u, nu, 0,
		    LONG_MAX, uv) < 0)) {
			free(uv);
			goto bad;
		}
		for (size_t i = 0; uv != NULL && i < nu; i++) {
			struct action_use *x = &st->uses[i / 6];
			long w = uv[i];
			if (i % 6 == 0)
				x->round = w;
			else if (i % 6 == 1)
				x->step = (int)(w > 100000 ? 100000 : w);
			else if (i % 6 == 2)
				x->turn = (int)(w > 100000 ? 100000 : w);
			else if (i % 6 == 3)
				x->in_turn = w;
			else if (i % 6 == 4)
				x->in_round = w;
			else
				x->in_game = w;
		}
		free(uv);
	}
	if (old_round_counts(st, rs, json_get(j, "pc")) < 0)
		goto bad;
	if (st->cards != NULL && cards_from_json(st, json_get(j, "cards"),
	    rs) < 0)
		goto bad;
	/* the final standings' first place are the winners */
	if (st->cards != NULL && ((st->cards->nrank > 0 &&
	    st->winners != cards_top(st->cards)) ||
	    (st->cards->scoring && state_over(st))))
		goto bad;
	/* the commands waiting, read against the players and the board */
	if (deferred_from_json(st, json_get(j, "deferred"), rs) < 0)
		goto bad;
	return st;
bad:
	snprintf(err, n, "damaged snapshot");
fail:
	state_free(st);
	return NULL;
}

int
state_snapshot_current(const char *text)
{
	char err[64], head[24];
	struct json *j;
	const struct json *v;
	int cur;

	/* what state_text writes first: a checkpoint of a version read as
	 * this one is told without reading the rest of it (a damaged one is
	 * compared) */
	for (int k = STATE_VERSION_READ; k <= STATE_VERSION; k++) {
		snprintf(head, sizeof head, "{\"v\":%d,", k);
		if (strncmp(text, head, strlen(head)) == 0)
			return 1;
	}
	j = json_parse(text, err, sizeof err);
	v = j != NULL ? json_get(j, "v") : NULL;
	cur = v == NULL || v->type != J_INT || (v->i >= STATE_VERSION_READ &&
	    v->i <= STATE_VERSION);

	/* not JSON, or no version: damaged, and the caller compares it */
	json_free(j);
	return cur;
}

int
state_snapshot_newer(const char *text)
{
	char err[64];
	struct json *j = json_parse(text, err, sizeof err);
	const struct json *v = j != NULL ? json_get(j, "v") : NULL;
	int newer = v != NULL && v->type == J_INT && v->i > STATE_VERSION;

	json_free(j);
	return newer;
}
