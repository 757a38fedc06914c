/* act_zones.h: numbered zones with zone boards (core/state/zones.h) as
 * the commands of core/mech and the engine's effects name them: a zone
 * for people, who holds it, its folk that the ruleset may leave unknown,
 * the goods its squads carry and the squads in its orbit (act_zones.c,
 * act_cargo.c, act_orbit.c). */
#ifndef ARBITER_ACT_ZONES_H
#define ARBITER_ACT_ZONES_H

#include "core/act/act.h"
#include "core/base/strbuf.h"
#include "core/state/zones.h"

#define WCOUNT_MAX 1000000L	/* most pieces named in one command */

/* Who holds zone: the owner of its region on the board (NEUTRAL: nobody;
 * zone_change_owner changes it). */
static inline int
zone_owner(const struct act *a, int zone)
{
	return a->st->board->owner[zone];
}

/* "Harbour (10)": in a buffer that lasts until the 4th call. */
const char *wname(const struct act *a, int zone);
/* "Ann's", or "neutral": whose a zone is. */
const char *held_by(const struct act *a, int owner);
/* Refuse with the way to supply it when the zone's folk is unknown. */
int need_folk(struct act *a, int zone);
/* A player, or "neutral" (*out NEUTRAL) when neutral_ok. */
int arg_party(struct act *a, const char *s, int neutral_ok, int *out);
/* "Ann", or "the neutral guard". */
const char *party_name(const struct act *a, int party);
/* The producer kinds' ids, ", "-separated. */
void kinds_list(const struct act *a, struct strbuf *b);
/* What each producer makes on a zone of this folk. */
long zone_output(const struct colonies_def *c, long folk);
/* A neutral zone's militia and guard strikers at the start (-1: unknown). */
long neutral_militia(const struct act *a, int zone);
long neutral_strikers(const struct act *a);
/* A zone changes hands (owner may be NEUTRAL): the old owner's home moves
 * to his lowest zone if it was this one; a first conquest of a zone
 * nobody held makes a producer of the new owner's choice due. */
void zone_change_owner(struct act *a, int zone, int owner);
/* The player's home is gone: make his lowest zone the home. */
void home_reassign(struct act *a, int player);

/* Cargo (act_cargo.c).  A squad's cargo[] is indexed folk, then each
 * producer kind, then each store resource (struct squad, zones.h). */
/* What cargo slot k is (enum goods), *which its producer kind or
 * resource (-1 for folk). */
int cargo_goods(const struct act *a, int k, int *which);
/* Its name for people: the folk, a producer kind or a resource. */
const char *cargo_name(const struct act *a, int k);
/* "N GOODS" pairs from argv[first] on, added to take[] and the canonical
 * command; N from lo (0 for a correction, else 1); *named (may be NULL)
 * gets a bit for each kind named. */
int cargo_words(struct act *a, int first, long lo, long take[CARGO_MAX],
    unsigned *named);
/* How much cargo n carriers hold into *out; refuses when the ruleset
 * leaves it unknown. */
int cargo_room(struct act *a, long n, long *out);
/* A squad's pieces, "2 STRIKERS, 1 CARRIER", said into b. */
void squad_say(const struct act *a, struct strbuf *b, long strikers,
    long carriers);
/* What a squad carries, "5 FOLK, 1 RESOURCE", said into b. */
void cargo_say(const struct act *a, const struct squad *f, struct strbuf *b);
/* After carriers are lost (or set): what they no longer hold is lost,
 * from the last kind of goods back, and said (act_cargo.c). */
int cargo_fit(struct act *a, struct squad *f);

/* A numbered zone's orbit (act_orbit.c).  The strikers a party (a player
 * or NEUTRAL) has there. */
long orbit_strikers(struct zones *w, int party, int zone);
/* The parties with strikers there into v (room for MAX_PLAYERS + 1), in
 * seat order, neutrals first; the neutrals also when their guard is
 * unknown (*unknown set).  How many. */
int orbit_parties(const struct state *st, int zone, int *v, int *unknown);
/* Send a beaten squad home (how: mechanisms.flight.retreat), said. */
int squad_retreat(struct act *a, int player, int from);
/* A beaten neutral guard flees the orbit of zone and leaves the game,
 * said while it had strikers. */
void guard_flee(struct act *a, int zone);
/* hits strikers taken off the squads of the n parties (players or
 * NEUTRAL) in the orbit of zone, in the order given, a line each: the
 * strikers lost. */
long orbit_take_hits(struct act *a, const int *party, int n, long hits,
    int zone);

#endif
