/* engine_battles_due.c: the effects list-battles and battles-fought
 * (mechanisms.orbit-combat): where rival strikers share a zone's orbit
 * and no battle has been fought there this round, a battle is due (the
 * battle itself: the effect orbit-battle, engine_orbit_battle.c).
 * list-battles says each as the phase begins; battles-fought, as the
 * phase would end, refuses while one is due, or stops with the value to
 * supply while a neutral guard of unknown number is in one. */
#include "core/engine/engine_int.h"

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/rules/words_keys.h"
#include "core/state/state.h"
#include "core/state/zones.h"

/* A battle is due against a neutral guard whose number the ruleset leaves
 * unknown: the phase cannot end until the value is known, or the GM sets
 * the guard as the table shows it. */
static int
guard_due(struct act *a, int zone)
{
	return diag_set(a->d, ST_DATA, "%s: a battle is due in the orbit of "
	    "%s against its neutral guard, and "
	    "'mechanisms.colonies." KEY_NEUTRAL_STRIKERS "' is unknown (the rulebook "
	    "does not give it): supply it in an overlay ('arbiter ruleset "
	    "template %s' writes one; 'ruleset amend FILE' adds it to this "
	    "game), or set the guard as the table shows it ('%s neutral %d "
	    "N 0'), then fight it ('battle %d PLAYER neutral')", a->rs->id,
	    wname(a, zone), a->rs->id, verb_word(a, "station"), zone + 1,
	    zone + 1);
}

/* Where rival strikers share an orbit and no battle was fought there:
 * said (leaving 0), or the first refused (leaving 1). */
static int
battles_due(struct act *a, int leaving)
{
	struct zones *w = a->st->zones;
	int any = 0;

	if (w == NULL || !a->rs->mech.orbit_combat.present)
		return diag_set(a->d, ST_DATA, "%s: %s needs numbered zones "
		    "and mechanisms.orbit-combat", a->rs->id, leaving ?
		    "battles-fought" : "list-battles");

	for (int i = 0; i < w->n; i++) {
		int v[MAX_PLAYERS + 1], unknown;
		int n = orbit_parties(a->st, i, v, &unknown);
		struct strbuf b;
		/* a neutral guard of unknown number is no known striker */
		int known = n - (unknown && orbit_strikers(w, NEUTRAL, i) == 0);
		if (n < 2 || w->w[i].fought)
			continue;
		if (leaving && known >= 2)
			return refuse(a, "rival {strikers} share the orbit of %s: "
			    "fight the battle first ('battle %d SIDE SIDE')",
			    wname(a, i), i + 1);
		if (leaving && unknown)
			return guard_due(a, i);
		if (leaving)
			continue;
		sb_init(&b);
		for (int k = 0; k < n; k++)
			sb_printf(&b, "%s%s", k ? ", " : "",
			    party_name(a, v[k]));
		act_line(a, "battle due at %s: %s%s", wname(a, i),
		    sb_str(&b), unknown ? " (the neutral guard is unknown)" :
		    "");
		sb_release(&b);
		any = 1;
	}
	if (!leaving && !any)
		act_line(a, "no battle is due");
	return ST_OK;
}

int
eng_list_battles(struct act *a)
{
	return battles_due(a, 0);
}

int
eng_battles_fought(struct act *a)
{
	return battles_due(a, 1);
}
