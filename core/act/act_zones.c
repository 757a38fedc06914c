/* act_zones.c: a numbered zone for people, who holds it, and its folk
 * that the ruleset may leave unknown, as the zones' commands (core/mech)
 * and the engine's effects of the cargo (engine_cargo.c) say them. */
#include "core/act/act_zones.h"

#include <stdio.h>

#include "core/rules/words_keys.h"

const char *
wname(const struct act *a, int zone)
{
	static char buf[4][96];
	static int k;

	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%s (%d)", RS_ZONE(a->rs, zone)->name,
	    zone + 1);
	return buf[k];
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
	char path[160];

	if (a->st->zones->w[zone].folk != UNKNOWN_COUNT)
		return ST_OK;
	snprintf(path, sizeof path, "board.%s.%s.%s", KEY_ZONES,
	    a->rs->board.zones.ids[zone], KEY_FOLK);
	return rs_need_int(a->rs, SCHEMA_UNKNOWN_INT, path, a->d);
}
