/* game_zones.c: zones with zone boards: shared helpers, the setup
 * (the fixed start positions), the GM's corrections (zone, squad) and the
 * zones' part of status --json. */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* --- helpers ----------------------------------------------------------------- */

int
need_militia(struct act *a, int zone)
{
	int st;

	if (a->st->zones->w[zone].militia != UNKNOWN_COUNT)
		return ST_OK;
	if ((st = need_folk(a, zone)))
		return st;
	return rs_need_int(a->rs, SCHEMA_UNKNOWN_INT,
	    "mechanisms.colonies." NEUTRAL_MILITIA_KEY, a->d);
}

/* --- setup ---------------------------------------------------------------- */

/* A zone becomes player p's at the start: militia as its folk. */
static int
take_zone(struct act *a, int p, int zone)
{
	struct zones *w = a->st->zones;
	int st;

	if ((st = need_folk(a, zone)))
		return st;
	if (zone_owner(a, zone) != NEUTRAL)
		return refuse(a, "%s is already %s's", wname(a, zone),
		    pname(a, zone_owner(a, zone)));
	zone_change_owner(a, zone, p);
	w->w[zone].militia = w->w[zone].folk;
	w->w[zone].producer_due = zones_producers_at(w, zone) <
	    a->rs->mech.colonies.producers_max;
	if (board_home(a->st->board, p) < 0 || zone < board_home(a->st->board,
	    p))
		board_set_home(a->st->board, p, zone);
	return ST_OK;
}

static int
setup_neutrals(struct act *a)
{
	struct zones *w = a->st->zones;
	long nf = neutral_strikers(a);

	for (int i = 0; i < w->n; i++) {
		long pop = RS_ZONE(a->rs, i)->folk;
		w->w[i].folk = pop == SCHEMA_UNKNOWN_INT ? UNKNOWN_COUNT :
		    pop;
		w->w[i].militia = neutral_militia(a, i);
		w->w[i].guard_unknown = nf == UNKNOWN_COUNT;
		if (nf > 0 && zones_squad_add(w, NEUTRAL, i, 0, nf, 0) == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
	}
	return ST_OK;
}

/* What the setup asks for: the {producers} to choose (when there are
 * kinds of them and a command to place them) and the {squads} to deploy
 * (choose: some start elsewhere than home), each by the game's command;
 * else only 'next'. */
static void
setup_line(struct act *a, int choose)
{
	const char *equip = a->rs->mech.colonies.producers.n > 0 ?
	    verb_action(a, "equip") : NULL;
	const char *deploy = choose ? verb_action(a, "deploy") : NULL;

	if (equip != NULL && deploy != NULL)
		act_line(a, "setup: choose each {zone}'s {producer} ('%s "
		    "{ZONE}|PLAYER KIND'), deploy the chosen {squads} ('%s "
		    "PLAYER {ZONE}'), then 'next'", equip, deploy);
	else if (equip != NULL)
		act_line(a, "setup: choose each {zone}'s {producer} ('%s "
		    "{ZONE}|PLAYER KIND'), then 'next'", equip);
	else if (deploy != NULL)
		act_line(a, "setup: deploy the chosen {squads} ('%s PLAYER "
		    "{ZONE}'), then 'next'", deploy);
	else if (a->rs->setup.zones.holdings.n > 0 || verb_action(a,
	    "allot") != NULL)	/* else it cannot start, as said */
		act_line(a, "setup: 'next' starts round 1");
}

int
zones_setup_begin(struct act *a)
{
	const struct zones_setup *s = &a->rs->setup.zones;
	struct zones *w = a->st->zones;
	int st, choose = 0;

	if ((st = setup_neutrals(a)))
		return st;
	if (s->holdings.n > 0 && s->holdings.n != a->st->nplayers)
		return diag_set(a->d, ST_USAGE, "%s: these start positions are "
		    "for %d players, not %d", a->rs->id, s->holdings.n,
		    a->st->nplayers);
	for (int p = 0; p < s->holdings.n; p++) {
		const struct vec *h = VEC_AT(s->holdings, struct vec, p);
		for (int j = 0; j < h->n; j++)
			if ((st = take_zone(a, p, (int)*VEC_AT(*h, long, j) -
			    1)))
				return st;
	}
	for (int p = 0; p < a->st->nplayers; p++)
		for (int k = 0; k < s->squads.n && k < MAX_START_SQUADS; k++) {
			const struct start_squad *f = VEC_AT(s->squads,
			    struct start_squad, k);
			if (f->at != AT_HOME) {
				w->due[p][k] = f->count;
				choose = 1;
			}
		}
	if (s->holdings.n == 0 && verb_action(a, "allot") != NULL)
		act_line(a, "setup: deal the {zones} ('%s PLAYER "
		    "{ZONE}...'; a player's lowest {zone} is his home)",
		    verb_action(a, "allot"));
	else if (s->holdings.n == 0)
		act_line(a, "setup: %s deals no {zones} (no setup." ZONES_KEY
		    ".holdings, no action that deals them): the game cannot "
		    "start", a->rs->id);
	for (int p = 0; p < s->holdings.n; p++) {
		struct strbuf b;
		sb_init(&b);
		for (int i = 0; i < w->n; i++)
			if (zone_owner(a, i) == p)
				sb_printf(&b, "%s%s", b.len ? ", " : "",
				    wname(a, i));
		act_line(a, "%s holds %s; home %s", pname(a, p),
		    sb_str(&b), wname(a, board_home(a->st->board, p)));
		sb_release(&b);
	}
	setup_line(a, choose);
	return ST_OK;
}

/* A player holds no {zone} at the setup's end: the game's command that
 * deals them, else what the ruleset lacks. */
static int
no_zone(struct act *a, int p)
{
	const char *allot = verb_action(a, "allot");

	if (allot != NULL)
		return refuse(a, "%s holds no {zone} yet: '%s %s {ZONE}...'",
		    pname(a, p), allot, pname(a, p));
	return refuse(a, "%s holds no {zone} yet, and %s deals none (no "
	    "setup." ZONES_KEY ".holdings, no action that deals them): the "
	    "ruleset must give each seat its {zones}", pname(a, p), a->rs->id);
}

/* A player's n starting {squads} still to place: the game's command
 * that deploys them, else what the ruleset lacks. */
static int
undeployed(struct act *a, int p, long n)
{
	const char *deploy = verb_action(a, "deploy");

	if (deploy != NULL)
		return refuse(a, "%s has %ld starting %s to deploy: '%s %s "
		    "{ZONE}'", pname(a, p), n, game_word(a, W_SQUAD, n),
		    deploy, pname(a, p));
	return refuse(a, "%s has %ld starting %s to deploy, and %s has no "
	    "action that deploys them: the ruleset must start them at the "
	    "home (setup." ZONES_KEY "." SQUADS_KEY ") or give such an "
	    "action", pname(a, p), n, game_word(a, W_SQUAD, n), a->rs->id);
}

int
zones_setup_end(struct act *a)
{
	const struct vec *fl = &a->rs->setup.zones.squads;
	struct zones *w = a->st->zones;

	for (int p = 0; p < a->st->nplayers; p++) {
		if (board_owned(a->st->board, p) == 0)
			return no_zone(a, p);
		for (int k = 0; k < MAX_START_SQUADS; k++)
			if (w->due[p][k] > 0)
				return undeployed(a, p, w->due[p][k]);
	}
	for (int i = 0; i < w->n; i++)
		if (w->w[i].producer_due && a->rs->mech.colonies.producers.n
		    <= 0) {
			/* no kind to choose from (numbered zones without
			 * colonies): none is awaited, or the setup never
			 * ends */
			w->w[i].producer_due = 0;
		} else if (w->w[i].producer_due) {
			struct strbuf list;
			int st;
			sb_init(&list);
			kinds_list(a, &list);
			st = refuse(a, "%s awaits its {producer}: '%s %d "
			    "KIND' (kinds: %s)", wname(a, i),
			    verb_word(a, "equip"), i + 1, sb_str(&list));
			sb_release(&list);
			return st;
		}
	for (int p = 0; p < a->st->nplayers; p++) {
		int h = zones_lowest(a->st->board, p);
		board_set_home(a->st->board, p, h);
		for (int k = 0; k < fl->n; k++) {
			const struct start_squad *f = VEC_AT(*fl,
			    struct start_squad, k);
			if (f->at != AT_HOME)
				continue;
			if (zones_squad_add(w, p, h, 0, f->strikers,
			    f->carriers) == NULL)
				return diag_set(a->d, ST_ENV, "out of memory");
			act_line(a, "%s: %ld %s and %ld %s in the orbit "
			    "of %s, the home {zone}", pname(a, p),
			    f->strikers, game_word(a, W_STRIKER,
			    f->strikers), f->carriers, game_word(a,
			    W_CARRIER, f->carriers), wname(a, h));
		}
	}
	return ST_OK;
}
