/* act_zones.c: a numbered zone for people, who holds it, and its folk
 * that the ruleset may leave unknown, as the zones' commands (core/mech)
 * and the engine's effects (the cargo's, set-board's) say them; a zone
 * changing hands. */
#include "core/act/act_zones.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>


const char *
wname(const struct act *a, int zone)
{
	/* four at once, each whole (a zone's name has any length) */
	static struct strbuf buf[4];
	static int k;

	k = (k + 1) % 4;
	sb_reset(&buf[k]);
	sb_printf(&buf[k], "%s (%d)", RS_ZONE(a->rs, zone)->name, zone + 1);
	return sb_str(&buf[k]);
}

const char *
held_by(const struct act *a, int owner)
{
	static char buf[4][NAME_MAX_LEN + 8];
	static int k;

	if (owner == NEUTRAL)
		return "neutral";
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%s's", pname(a, owner));
	return buf[k];
}

int
need_folk(struct act *a, int zone)
{
	if (a->st->zones->w[zone].folk != UNKNOWN_COUNT)
		return ST_OK;
	return rs_need_zone_folk(a->rs, zone, a->d);
}

int
arg_party(struct act *a, const char *s, int neutral_ok, int *out)
{
	if (neutral_ok && strcasecmp(s, "neutral") == 0) {
		*out = NEUTRAL;
		return ST_OK;
	}
	return arg_player(a, s, out);
}

const char *
party_name(const struct act *a, int party)
{
	return party == NEUTRAL ? "the neutral guard" : pname(a, party);
}

/* The phases whose turns take action id ("the movement phase"), in
 * names, or "" when any phase does (the action names none). */
static void
action_phases(struct act *a, const char *id, char *names, size_t n)
{
	int k = vec_find(&a->rs->actions, id);
	const struct action_def *x = VEC_AT(a->rs->actions,
	    struct action_def, k);
	char way[8];

	names[0] = '\0';
	if (x->phase.i >= 0)
		rs_phases_way(a->rs, a->st->phase, rs_phase_is, x->phase.i,
		    names, n, way, sizeof way);
	else if (x->run == NULL && rs_action_listed_phase(a->rs, k) >= 0)
		rs_phases_way(a->rs, a->st->phase, rs_lists_action, k,
		    names, n, way, sizeof way);
	else if (x->run != NULL)	/* the program's command: its phases */
		for (int c = 0; c < GC__N; c++)
			if (strcmp(rs_game_cmd_names[c], x->run) == 0 &&
			    rs_action_listed_phase(a->rs, k) < 0)
				rs_phases_way(a->rs, a->st->phase,
				    rs_phase_plays_cmd, c, names, n, way,
				    sizeof way);
}

/* The player's new home, and the game's command that moves it, in the
 * phases that take it (none: the GM's 'set'). */
void
home_reassign(struct act *a, int player)
{
	int h = zones_lowest(a->st->board, player);
	const char *home = verb_action(a, "home");
	char names[192] = "";

	board_set_home(a->st->board, player, h);
	if (home != NULL)
		action_phases(a, home, names, sizeof names);
	if (h >= 0 && home != NULL)
		act_line(a, "%s's home is now %s ('%s {ZONE}'%s%s changes "
		    "it)", pname(a, player), wname(a, h), home, names[0] ?
		    " in " : "", names);
	else if (h >= 0)
		act_line(a, "%s's home is now %s", pname(a, player),
		    wname(a, h));
	else
		act_line(a, "%s holds no {zone} and has no home",
		    pname(a, player));
}

/* The first conquest of a {zone} nobody held brings a {producer} of the
 * conqueror's choice, placed with the game's command for it (none: the
 * GM's 'set'). */
static void
producer_due(struct act *a, int zone, int owner)
{
	const char *equip = verb_action(a, "equip");

	a->st->zones->w[zone].producer_due = 1;
	if (equip != NULL)
		act_line(a, "%s gets a {producer} of %s's choice: '%s %d "
		    "KIND'", wname(a, zone), pname(a, owner), equip,
		    zone + 1);
	else
		act_line(a, "%s gets a {producer} of %s's choice",
		    wname(a, zone), pname(a, owner));
}

void
zone_change_owner(struct act *a, int zone, int owner)
{
	struct zone_state *s = &a->st->zones->w[zone];
	int old = zone_owner(a, zone);

	if (old == owner)
		return;
	a->st->board->owner[zone] = owner;
	if (owner != NEUTRAL && a->st->players[owner].out) {
		a->st->players[owner].out = 0;
		act_line(a, "%s is back in the game", pname(a, owner));
	}
	if (owner != NEUTRAL) {
		struct squad *g = zones_squad(a->st->zones, NEUTRAL, zone, 0);
		if (g != NULL)
			g->strikers = g->carriers = 0;
		zones_squads_tidy(a->st->zones);
		s->guard_unknown = 0;
		s->replenish = 0;
		/* the first conquest of a zone nobody held brings a producer
		 * of the conqueror's choice */
		if (!s->held && a->st->phase != PHASE_SETUP &&
		    a->rs->mech.colonies.producers.n > 0 &&
		    zones_producers_at(a->st->zones, zone) <
		    a->rs->mech.colonies.producers_max)
			producer_due(a, zone, owner);
		s->held = 1;
	} else {
		s->producer_due = 0;
	}
	if (old != NEUTRAL && board_home(a->st->board, old) == zone)
		home_reassign(a, old);
}

void
kinds_list(const struct act *a, struct strbuf *b)
{
	const struct vec *kinds = &a->rs->mech.colonies.producers;

	sb_add_list(b, (const char *const *)kinds->ids, kinds->n);
}

long
zone_output(const struct colonies_def *c, long folk)
{
	long each = 0;

	for (int i = 0; i < c->output.n; i++)
		if (folk >= VEC_AT(c->output, struct output_band, i)->from)
			each = VEC_AT(c->output, struct output_band, i)->each;
	return each;
}

long
neutral_militia(const struct act *a, int zone)
{
	long pop = a->st->zones->w[zone].folk;

	if (a->rs->mech.colonies.neutral_militia != NEUTRAL_MILITIA_FOLK)
		return UNKNOWN_COUNT;
	return pop;
}

long
neutral_strikers(const struct act *a)
{
	long n = a->rs->mech.colonies.neutral_strikers;

	return n == SCHEMA_UNKNOWN_INT ? UNKNOWN_COUNT : n;
}
