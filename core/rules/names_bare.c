/* names_bare.c: the words an expression names without arguments that the
 * engine knows whatever the ruleset declares (me, who, round, setup, ...),
 * in a table sorted as strcmp sorts, found by halving it: one look-up a
 * name, not a test a word (names.c, resolve_bare, acts on the word
 * found).  The ruleset's own names (an action's words, resources,
 * products, units) are looked up in the ruleset's lists. */
#include "core/rules/names_int.h"
#include "core/rules/words_keys.h"

#include <string.h>

/* in place, as the other tables of texts: no address to write at the
 * start */
static const char bare[BW__N][24] = {
	[BW_ARRIVAL_NEXT] = "arrival_next",
	[BW_ATTACKER] = "attacker",
	[BW_CHANGED] = "changed",
	[BW_CHOOSER] = "chooser",
	[BW_COMBAT_REGION] = "combat_region",
	[BW_COUNT] = "count",
	[BW_DEFENDER] = "defender",
	[BW_DUE] = "due",
	[BW_FACES_GIVEN] = "faces_given",
	[BW_GATHERED_FIRST] = "gathered_first",
	[BW_GROUP] = "group",
	[BW_HELD_GROUPS] = "held_groups",
	[BW_HERE] = "here",
	[BW_HOLD_TO_WIN] = "hold_to_win",
	[BW_HOME] = "home",
	[BW_HOME_DISTANCE] = "home_distance",
	[BW_HOME_NEXT] = "home_next",
	[BW_KIND] = "kind",
	[BW_LINKS] = "links",
	[BW_ME] = "me",
	[BW_NOBODY] = "nobody",
	[BW_ORDER_REGION] = "order_region",
	[BW_ORDER_RUNNING] = "order_running",
	[BW_ORDER_WAY] = "order_way",
	[BW_PARTY] = "party",
	[BW_PARTY_DICE] = "party_dice",
	[BW_PARTY_EXTRA] = "party_extra",
	[BW_PARTY_KILLS] = "party_kills",
	[BW_PARTY_TOTAL] = "party_total",
	[BW_PARTY_UNITS] = "party_units",
	[BW_PLACED] = "placed",
	[BW_PLACER] = "placer",
	[BW_PLACES] = "places",
	[BW_PLAYERS] = "players",
	[BW_REGIONS] = "regions",
	[BW_REGIONS_TOTAL] = "regions_total",
	[BW_ROLL] = "roll",
	[BW_ROUND] = "round",
	[BW_SETUP] = "setup",
	[BW_SITE] = "site",
	[BW_SQUAD_AWAY] = KEY_SQUAD_AWAY,
	[BW_SQUADS_IN_FLIGHT] = "squads_in_flight",
	[BW_STANDINGS_WAIT] = "standings_wait",
	[BW_START_FIXED] = "start_fixed",
	[BW_STARTING_LEFT] = "starting_left",
	[BW_TARGET] = "target",
	[BW_TO_PLACE] = "to_place",
	[BW_TURN_PLAYER] = "turn_player",
	[BW_UNDONE_NEXT] = "undone_next",
	[BW_WHO] = "who",
	[BW_WINNERS] = "winners",
};

/* Where the words of each first letter start in the table, a to z, and
 * its end: the unit test (check_expr.c) finds every word of the table
 * with them. */
static const unsigned char first[27] = {
	0, 2, 2, 6, 8, 8, 9, 11, 17, 17, 17, 18, 19, 20, 21, 24, 34,
	34, 38, 45, 48, 49, 49, 51, 51, 51, 51
};

int
nm_bare_word(const char *name)
{
	unsigned c = (unsigned char)name[0] - 'a';
	int lo, hi;

	if (c >= 26)
		return -1;
	lo = first[c];
	hi = first[c + 1];
	/* halving the words of that letter, compared from the second
	 * letter on without a call */
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		const unsigned char *a = (const unsigned char *)name + 1,
		    *b = (const unsigned char *)bare[mid] + 1;
		while (*a != '\0' && *a == *b)
			a++, b++;
		if (*a == *b)
			return mid;
		if (*a < *b)
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

const char *
nm_bare_name(int w)
{
	return w >= 0 && w < BW__N ? bare[w] : NULL;
}
