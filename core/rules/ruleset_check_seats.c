/* ruleset_check_seats.c: every number of players the game takes can sit
 * down.  'new' seats the players (core/play/game_setup.c): the role of
 * the first seat takes one, the other role every other player; each
 * player plays a faction of their own when the ruleset has factions;
 * 'setup.by-players', when given, holds the setup of that many players.
 * A number of players from players.min to players.max that one of these
 * refuses was refused only by 'new' with that many: here by the check,
 * at the role, the factions or the setups at fault. */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

int rs_check_seats(struct ruleset *rs, struct diag_list *errs);

/* How many players role r takes with n players at the table. */
static long
role_players(const struct ruleset *rs, int r, long n)
{
	int first = 0;

	for (int i = 0; i < rs->roles.n; i++)
		first |= RS_ROLE(rs, i)->seat == SEAT_FIRST;
	if (RS_ROLE(rs, r)->seat == SEAT_FIRST)
		return 1;
	return n - first;
}

static int
check_roles(struct ruleset *rs, long lo, long hi, struct diag_list *errs)
{
	int bad = 0, first = 0;

	/* two roles of the first seat, or of the others, are said as such
	 * (ruleset_check.c), and who would take which is moot */
	for (int r = 0; r < rs->roles.n; r++)
		first += RS_ROLE(rs, r)->seat == SEAT_FIRST;
	if (first > 1 || rs->roles.n - first > 1)
		return 0;
	for (int r = 0; r < rs->roles.n; r++) {
		const struct role_def *d = RS_ROLE(rs, r);
		long least = role_players(rs, r, lo);
		long most = role_players(rs, r, hi);

		if (least >= d->count.min && most <= d->count.max)
			continue;
		bad += ERR(rs->roles.pos[r], "role '%s' takes %ld to %ld "
		    "players, but the game takes %ld to %ld players, and %ld "
		    "of %ld would be %s: widen its 'count' or narrow "
		    "'players'", rs->roles.ids[r], d->count.min, d->count.max,
		    lo, hi, least < d->count.min ? least : most,
		    least < d->count.min ? lo : hi, d->name) != 0;
	}
	return bad;
}

static int
check_setups(struct ruleset *rs, long lo, long hi, struct diag_list *errs)
{
	const struct vec *v = &rs->setup.by_players;

	if (v->n <= 0)
		return 0;
	for (long n = lo; n <= hi; n++) {
		int found = 0;
		for (int i = 0; i < v->n && !found; i++)
			found = VEC_AT(*v, struct setup_count, i)->players == n;
		if (!found)
			return ERR(v->pos[0], "'setup.by-players' has no setup "
			    "for %ld players, and the game takes %ld to %ld: "
			    "add one or narrow 'players'", n, lo, hi) != 0;
	}
	return 0;
}

int
rs_check_seats(struct ruleset *rs, struct diag_list *errs)
{
	long lo = rs->players.min, hi = rs->players.max;
	int bad = 0;

	/* a bad range is the schema's to say */
	if (lo < 1 || hi < lo)
		return 0;
	bad += check_roles(rs, lo, hi, errs);
	bad += check_setups(rs, lo, hi, errs);
	if (rs->factions.n > 0 && rs->factions.n < hi)
		bad += ERR(rs->factions.pos[0], "%d faction%s, but the game "
		    "takes up to %ld players, each playing a faction of their "
		    "own: add factions or narrow 'players'", rs->factions.n,
		    rs->factions.n == 1 ? "" : "s", hi) != 0;
	return bad;
}
