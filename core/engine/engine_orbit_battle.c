/* engine_orbit_battle.c: the effect orbit-battle, one exchange of fire
 * in a numbered zone's orbit between two sides, each a word of kind
 * parties (PLAYER[,PLAYER] or neutral): every party throws a die per
 * striker as the combat of mechanisms.orbit-combat says, and morale dice
 * while its morale counter is up (mechanisms.orbit-combat.morale-per); a
 * party's total destroys enemy strikers as that combat divides it; the hits
 * fall on the other side's parties in the order named; the side with fewer
 * losses wins, morale counters follow, and the beaten side flees home
 * (mechanisms.flight.retreat). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/schema.h"
#include "core/combat/combat.h"
#include "core/rules/words_keys.h"
#include "core/state/state.h"

#define SIDE_MAX MAX_PLAYERS

struct side {
	int n;
	int party[SIDE_MAX];		/* player or NEUTRAL */
	long strikers[SIDE_MAX];	/* before the battle */
	long total, kills, losses, all;
	struct json *rolls;
};

/* A side, PARTY[,PARTY...] (players, or neutral), into s: each party with
 * strikers in the orbit of zone, where a neutral guard defends only a
 * zone nobody holds. */
static int
parse_side(struct act *a, const char *text, int zone, struct side *s)
{
	char *copy = strdup(text), *save = NULL, *t;
	struct zones *w = a->st->zones;
	int st = ST_OK;

	if (copy == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	memset(s, 0, sizeof *s);
	for (t = strtok_r(copy, ",", &save); t != NULL && st == ST_OK;
	    t = strtok_r(NULL, ",", &save)) {
		int p;
		if ((st = arg_party(a, t, 1, &p)))
			break;
		if (s->n == SIDE_MAX) {
			st = usage(a, "too many on one side");
			break;
		}
		if (p == NEUTRAL && zone_owner(a, zone) != NEUTRAL)
			st = refuse(a, "%s is %s's: no neutrals defend it",
			    wname(a, zone), pname(a, zone_owner(a, zone)));
		else if (p == NEUTRAL && w->w[zone].guard_unknown)
			st = rs_need_int(a->rs, SCHEMA_UNKNOWN_INT,
			    "mechanisms.colonies." KEY_NEUTRAL_STRIKERS, a->d);
		else if (orbit_strikers(w, p, zone) == 0)
			st = refuse(a, "%s has no {strikers} in the orbit of %s; "
			    "{carriers} do not fight in space (the book does "
			    "not say what befalls {carriers} without "
			    "{strikers}: '%s' sets the board as the table "
			    "decides)", party_name(a, p), wname(a, zone),
			    verb_word(a, "station"));
		s->party[s->n] = p;
		s->strikers[s->n++] = orbit_strikers(w, p, zone);
		s->all += orbit_strikers(w, p, zone);
	}
	free(copy);
	return st;
}

/* The declared combat fought in the orbit (combats.ID, or the one made
 * from a ruleset written before). */
static const struct combat_decl *
orbit_combat(const struct ruleset *rs)
{
	return VEC_AT(rs->combats, struct combat_decl,
	    rs->mech.orbit_combat.combat.i);
}

/* Each party of side k throws its dice, as the declaration says for its
 * strikers, and its morale dice; kills are per thrower. */
static int
side_fire(struct act *a, struct side *s, int k, long enemy)
{
	const struct orbit_combat_def *sc = &a->rs->mech.orbit_combat;
	const struct combat_decl *c = orbit_combat(a->rs);

	s->rolls = json_arr();
	for (int i = 0; i < s->n; i++) {
		int p = s->party[i], st;
		long extra = 0, n, kills;
		const char *die;
		struct dice_result res;
		struct strbuf faces;
		struct json *o, *dice;
		char text[64];

		if (p != NEUTRAL && a->st->zones->morale[p][PIECE_STRIKERS]) {
			if ((st = rs_need_int(a->rs, sc->morale_per,
			    "mechanisms.orbit-combat.morale-per", a->d)))
				return st;
			extra = s->strikers[i] / sc->morale_per;
		}
		if ((st = combat_dice(c, k, s->strikers[i], enemy, &n, &die,
		    a->d)))
			return st;
		n += extra;
		snprintf(text, sizeof text, "%ld%s", n, die != NULL ? die :
		    c->side[k].die);
		if ((st = act_throw(a, text, 0, NULL, 0, &res))) {
			dice_result_free(&res);
			return st;
		}
		sb_init(&faces);
		o = json_obj();
		dice = json_arr();
		for (int f = 0; f < res.n; f++) {
			sb_printf(&faces, "%s%ld", f ? " " : "", res.v[f].face);
			json_push(dice, json_int(res.v[f].face));
		}
		kills = combat_kills(c, res.total);
		act_line(a, "%s throws %ld di%s (%ld %s%s%s): %s "
		    "= %ld, destroying %ld", party_name(a, p), n,
		    n == 1 ? "e" : "ce", s->strikers[i],
		    game_word(a, W_STRIKER, s->strikers[i]),
		    extra ? " + morale " : "",
		    extra ? (snprintf(text, sizeof text, "%ld", extra), text) :
		    "", sb_str(&faces), res.total, kills);
		json_set(o, "player", p == NEUTRAL ? json_null() :
		    json_str(pname(a, p)));
		json_set(o, KEY_STRIKERS, json_int(s->strikers[i]));
		json_set(o, "morale_dice", json_int(extra));
		json_set(o, "dice", dice);
		json_set(o, "total", json_int(res.total));
		json_set(o, "kills", json_int(kills));
		json_push(s->rolls, o);
		s->kills += kills;
		sb_release(&faces);
		dice_result_free(&res);
	}
	return ST_OK;
}

/* Hits fall on the side's parties in the order named: the shooter's
 * choice, said by the GM's order. */
static void
take_hits(struct act *a, struct side *s, long hits, int zone)
{
	s->losses += orbit_take_hits(a, s->party, s->n, hits, zone);
}

/* Morale counters after a battle: up for beating a larger force, down
 * for losing to a smaller one. */
static void
morale(struct act *a, const struct side *s, const struct side *enemy,
    int won)
{
	for (int i = 0; i < s->n; i++) {
		int p = s->party[i];
		unsigned char *m;
		if (p == NEUTRAL)
			continue;
		m = &a->st->zones->morale[p][PIECE_STRIKERS];
		if (won && !*m && enemy->all > s->all) {
			*m = 1;
			act_line(a, "%s's {strikers} beat a larger force: "
			    "their morale counter goes up", pname(a, p));
		} else if (!won && *m && enemy->all < s->all) {
			*m = 0;
			act_line(a, "%s's {strikers} lost to a smaller "
			    "force: their morale counter comes off",
			    pname(a, p));
		}
	}
}

static int
flee(struct act *a, const struct side *s, int zone)
{
	struct zones *w = a->st->zones;
	int st;

	for (int i = 0; i < s->n; i++) {
		if (s->party[i] == NEUTRAL) {
			guard_flee(a, zone);
			continue;
		}
		if ((st = squad_retreat(a, s->party[i], zone)))
			return st;
	}
	zones_squads_tidy(w);
	return ST_OK;
}

static int
check_sides(struct act *a, const struct side *s, int zone)
{
	int v[MAX_PLAYERS + 1], unknown;
	int n = orbit_parties(a->st, zone, v, &unknown);

	for (int i = 0; i < 2 * SIDE_MAX; i++)
		for (int j = 0; j < i; j++) {
			const struct side *si = &s[i / SIDE_MAX],
			    *sj = &s[j / SIDE_MAX];
			if (i % SIDE_MAX < si->n && j % SIDE_MAX < sj->n &&
			    si->party[i % SIDE_MAX] == sj->party[j % SIDE_MAX])
				return usage(a, "%s is named twice",
				    party_name(a, si->party[i % SIDE_MAX]));
		}
	for (int k = 0; k < n; k++) {
		int found = 0;
		for (int sd = 0; sd < 2; sd++)
			for (int i = 0; i < s[sd].n; i++)
				found |= s[sd].party[i] == v[k];
		if (!found && v[k] == NEUTRAL && unknown)
			return refuse(a, "the neutral guard, of a number the "
			    "ruleset leaves unknown, is also in the orbit of "
			    "%s: put it on a side (or '%s neutral %d 0 0' "
			    "if the table has none)", wname(a, zone),
			    verb_word(a, "station"), zone + 1);
		if (!found)
			return refuse(a, "%s also has {strikers} in the orbit "
			    "of %s: put %s on a side", party_name(a, v[k]),
			    wname(a, zone), v[k] == NEUTRAL ? "it" :
			    "that player");
	}
	return ST_OK;
}

/* The losses of one exchange, each side's the other's kills and at most
 * its strikers (as the declared combat caps them): the side that loses
 * fewer wins (0 or 1), -1 on equal losses. */
static int
fewer_losses(struct side *s)
{
	s[0].losses = s[1].kills < s[0].all ? s[1].kills : s[0].all;
	s[1].losses = s[0].kills < s[1].all ? s[0].kills : s[1].all;
	if (s[0].losses == s[1].losses)
		return -1;
	return s[0].losses < s[1].losses ? 0 : 1;
}

int
eng_orbit_battle(struct act *a, const struct eff_orbit_battle *x,
    const struct eng_eval *ev)
{
	struct side s[2];
	int zone = (int)ev->args[x->w_at], st, win;
	int at[2] = { (int)ev->args[x->w_first], (int)ev->args[x->w_second] };
	struct json *sides;

	if (a->st->zones == NULL || !a->rs->mech.colonies.present ||
	    !a->rs->mech.orbit_combat.present || zone < 0 ||
	    zone >= a->st->zones->n || at[0] < 1 || at[0] >= a->argc ||
	    at[1] < 1 || at[1] >= a->argc)
		return diag_set(a->d, ST_DATA, "%s: orbit-battle needs "
		    "numbered zones with colonies, mechanisms.orbit-combat "
		    "and two words of kind parties", a->rs->id);
	memset(s, 0, sizeof s);
	/* the sides, read now (after the zone) and logged */
	for (int k = 0; k < 2; k++) {
		struct strbuf b;
		if ((st = parse_side(a, a->argv[at[k]], zone, &s[k])))
			return st;
		sb_init(&b);
		for (int i = 0; i < s[k].n; i++)
			sb_printf(&b, "%s%s", i ? "," : "", s[k].party[i] ==
			    NEUTRAL ? "neutral" : pname(a, s[k].party[i]));
		canon(a, sb_str(&b));
		sb_release(&b);
	}
	if ((st = check_sides(a, s, zone)))
		return st;
	if (a->st->zones->w[zone].fought)
		return refuse(a, "the battle of %s has been fought this round",
		    wname(a, zone));
	act_line(a, "space battle at %s: %ld %s against %ld",
	    wname(a, zone), s[0].all, game_word(a, W_STRIKER, s[0].all),
	    s[1].all);
	st = side_fire(a, &s[0], 0, s[1].all);
	if (st == ST_OK)
		st = side_fire(a, &s[1], 1, s[0].all);
	if (st != ST_OK)
		goto out;
	take_hits(a, &s[1], s[0].kills, zone);
	take_hits(a, &s[0], s[1].kills, zone);
	win = fewer_losses(s);
	a->st->zones->w[zone].fought = 1;
	if (win < 0) {
		act_line(a, "equal losses (%ld each): nobody wins and "
		    "nobody flees", s[0].losses);
	} else {
		act_line(a, "the %s side wins, with fewer losses (%ld "
		    "against %ld)", win == 0 ? "first" : "second",
		    s[win].losses, s[1 - win].losses);
		morale(a, &s[win], &s[1 - win], 1);
		morale(a, &s[1 - win], &s[win], 0);
		if ((st = flee(a, &s[1 - win], zone)))
			goto out;
	}
	sides = json_arr();
	for (int k = 0; k < 2; k++) {
		struct json *o = json_obj();
		json_set(o, KEY_STRIKERS, json_int(s[k].all));
		json_set(o, "kills", json_int(s[k].kills));
		json_set(o, "losses", json_int(s[k].losses));
		json_set(o, "throws", s[k].rolls);
		s[k].rolls = NULL;
		json_push(sides, o);
	}
	json_set(a->rep->data, "sides", sides);
	json_set(a->rep->data, "winner", win < 0 ? json_null() :
	    json_int(win + 1));
	zones_squads_tidy(a->st->zones);
out:
	json_free(s[0].rolls);
	json_free(s[1].rolls);
	return st;
}

