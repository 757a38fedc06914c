/* engine_orbit_values.c: a numbered zone's orbit as the values of
 * expressions read it (names_board.c): parties(ZONE), the parties with
 * strikers there (a neutral guard of unknown number counted);
 * guard_unknown(ZONE); fought(ZONE), a battle fought there this round;
 * strikers(ZONE, PARTY); carriers(ZONE, PARTY); the says functions
 * @parties ZONE naming those parties and @heldby ZONE, who holds the
 * zone.  ashes' combat phase lists and awaits its battles with
 * them (rulesets/ashes-of-empire.yaml). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/rules/names.h"
#include "core/state/state.h"
#include "core/state/zones.h"

long
eng_orbit_value(const struct state *st, int code, int zone, long party)
{
	struct zones *w = st->zones;
	int v[MAX_PLAYERS + 1], unknown, n;

	if (w == NULL || zone < 0 || zone >= w->n)
		return 0;
	if (code == N_FOUGHT)
		return w->w[zone].fought != 0;
	if (code == N_STRIKERS)
		return party == NEUTRAL || (party >= 0 && party <
		    st->nplayers) ? orbit_strikers(w, (int)party, zone) : 0;
	if (code == N_ORBIT_CARRIERS) {
		struct squad *f = party == NEUTRAL || (party >= 0 && party <
		    st->nplayers) ? zones_squad(w, (int)party, zone, 0) : NULL;
		return f != NULL ? f->carriers : 0;
	}
	n = orbit_parties(st, zone, v, &unknown);
	return code == N_PARTIES ? n : unknown;
}

long
eng_squad_value(const struct state *st, int code, int zone, long party,
    long away)
{
	struct zones *w = st->zones;
	struct squad *f;

	if (w == NULL || zone < 0 || zone >= w->n || away < 0 || (party !=
	    NEUTRAL && (party < 0 || party >= st->nplayers)))
		return 0;
	f = zones_squad(w, (int)party, zone, (int)away);
	if (f == NULL)
		return 0;
	return code == N_SQUAD_STRIKERS ? f->strikers : f->carriers;
}

void
eng_say_held_by(const struct act *a, int zone, struct strbuf *b)
{
	if (a->st->zones == NULL || zone < 0 || zone >= a->st->zones->n) {
		sb_add(b, "?");
		return;
	}
	sb_add(b, held_by(a, zone_owner(a, zone)));
}

void
eng_say_parties(const struct act *a, int zone, struct strbuf *b)
{
	int v[MAX_PLAYERS + 1], unknown, n;

	if (a->st->zones == NULL || zone < 0 || zone >= a->st->zones->n) {
		sb_add(b, "nobody");
		return;
	}
	n = orbit_parties(a->st, zone, v, &unknown);
	for (int k = 0; k < n; k++)
		sb_printf(b, "%s%s", k ? ", " : "", party_name(a, v[k]));
	if (n == 0)
		sb_add(b, "nobody");
}
