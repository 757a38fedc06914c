/* game_chiefs.c: each player's chief when a game starts: named in seat
 * order by an option that deals them (which then settles the factions
 * too, when none are named), or dealt within the player's faction with the
 * game's seeded generator; its start bonus; and its piece at home (the
 * chiefs whose modifiers count during the game: eng_chiefs_acting,
 * core/engine/engine_chiefs.c). */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *
chosen_chiefs(const struct ruleset *rs, const char **key)
{
	*key = NULL;
	for (int i = 0; i < rs->options.n; i++)
		if (VEC_AT(rs->options, struct option_def, i)->kind ==
		    OPT_CHIEFS) {
			*key = rs->options.ids[i];
			for (int k = 0; k < rs->nchosen; k++)
				if (strcasecmp(rs->chosen[k].key, *key) == 0)
					return rs->chosen[k].value;
		}
	return NULL;
}

/* Chiefs named in seat order: into lead[]; factions checked or set. */
static int
chiefs_named(struct act *a, const char *key, const char *given, int *lead,
    int set_factions)
{
	char *copy = strdup(given), *save = NULL, *t;
	int p = 0, st = ST_OK;

	if (copy == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (t = strtok_r(copy, ",", &save); t != NULL && st == ST_OK;
	    t = strtok_r(NULL, ",", &save), p++) {
		int l = vec_find(&a->rs->chiefs, t), f;
		if (l < 0)
			st = diag_set(a->d, ST_USAGE, "--option %s: no %s "
			    "'%s' in %s", key, game_word(a, W_CHIEF, 1), t,
			    a->rs->id);
		else if (p >= a->st->nplayers)
			st = diag_set(a->d, ST_USAGE, "--option %s names more "
			    "%s than there are players", key,
			    game_word(a, W_CHIEF, 2));
		for (int q = 0; st == ST_OK && q < p; q++)
			if (lead[q] == l)
				st = diag_set(a->d, ST_USAGE, "--option %s "
				    "gives %s '%s' twice", key,
				    game_word(a, W_CHIEF, 1), t);
		if (st != ST_OK)
			break;
		f = RS_CHIEF(a->rs, l)->faction.i;
		for (int q = 0; set_factions && q < p; q++)
			if (a->st->players[q].faction == f)
				st = diag_set(a->d, ST_USAGE, "--option %s: %s "
				    "and %s both lead the %s; every player "
				    "plays another faction", key,
				    RS_CHIEF(a->rs, lead[q])->name,
				    RS_CHIEF(a->rs, l)->name,
				    RS_FACTION(a->rs, f)->name);
		if (st != ST_OK)
			break;
		if (set_factions)
			a->st->players[p].faction = f;
		else if (a->st->players[p].faction != f)
			st = diag_set(a->d, ST_USAGE, "--option %s: %s leads "
			    "the %s, but %s plays the %s", key,
			    RS_CHIEF(a->rs, l)->name, RS_FACTION(a->rs,
			    f)->name, a->st->players[p].name,
			    a->st->players[p].faction >= 0 ? RS_FACTION(a->rs,
			    a->st->players[p].faction)->name : "no faction");
		lead[p] = l;
	}
	free(copy);
	if (st == ST_OK && p != a->st->nplayers)
		st = diag_set(a->d, ST_USAGE, "--option %s names %d %s "
		    "for %d players", key, p, game_word(a, W_CHIEF, p),
		    a->st->nplayers);
	return st;
}

int
chief_option_factions(struct act *a, int *done)
{
	const char *key, *given = chosen_chiefs(a->rs, &key);
	int lead[PC_SEATS];

	*done = given != NULL && strcmp(given, "random") != 0;
	return *done ? chiefs_named(a, key, given, lead, 1) : ST_OK;
}

static int
chiefs_dealt(struct act *a, int *lead)
{
	for (int p = 0; p < a->st->nplayers; p++) {
		int cand[64], n = 0, f = a->st->players[p].faction;
		for (int l = 0; l < a->rs->chiefs.n && n < 64; l++)
			if (RS_CHIEF(a->rs, l)->faction.i == f)
				cand[n++] = l;
		if (n == 0)
			return diag_set(a->d, ST_DATA, "%s: the %s has no "
			    "%s to deal to %s", a->rs->id, f >= 0 ?
			    RS_FACTION(a->rs, f)->name : "player without a "
			    "faction", game_word(a, W_CHIEF, 1), a->st->players[p].name);
		lead[p] = cand[rng_below(&a->st->rng, (uint64_t)n, NULL)];
	}
	return ST_OK;
}

/* Each player's chief: named by the option that deals them, or dealt
 * within the player's faction; its start bonus; placed at home. */
int
pieces_setup(struct act *a)
{
	const char *key, *given = chosen_chiefs(a->rs, &key);
	int lead[PC_SEATS], st;

	if (a->rs->chiefs.n <= 0)
		return ST_OK;
	if (given != NULL && strcmp(given, "random") != 0)
		st = chiefs_named(a, key, given, lead, 0);
	else
		st = chiefs_dealt(a, lead);
	if (st != ST_OK)
		return st;
	for (int p = 0; p < a->st->nplayers; p++) {
		const struct chief_def *l = RS_CHIEF(a->rs, lead[p]);
		struct tracked pc = { a->rs->units.n + lead[p], p, 0, p,
		    PC_NOWHERE, 0 };
		a->st->pc.chief[p] = lead[p];
		if (track_add(&a->st->board->track, &pc) < 0)
			return diag_set(a->d, ST_ENV, "out of memory");
		for (int i = 0; i < l->mods.start.n; i++) {
			int r = rs_resource(a->rs, l->mods.start.ids[i]);
			long d = *VEC_AT(l->mods.start, long, i),
			    before = a->st->players[p].res[r];
			char why[80];

			snprintf(why, sizeof why, "the %s's bonus",
			    game_word(a, W_CHIEF, 1));
			if ((st = res_add(a, p, r, d, why)))
				return st;
			report_line(a->rep, "%s: %s starts with %s more (%s "
			    "%ld -> %ld)", l->name, pname(a, p), qty(a, r, d),
			    rname(a, r), before, a->st->players[p].res[r]);
		}
	}
	return ST_OK;
}

const char *
chief_name(const struct ruleset *rs, const struct state *st, int p)
{
	int l = st->pc.chief[p];

	return l >= 0 ? RS_CHIEF(rs, l)->name : NULL;
}
