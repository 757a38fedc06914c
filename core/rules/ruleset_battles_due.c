/* ruleset_battles_due.c: the battles due in the orbits of a board of
 * numbered zones are declared:
 *
 *   begin:
 *     - each-region:
 *         - if:
 *             test: parties(here) >= 2 and not fought(here)
 *             then:
 *               - if:
 *                   test: guard_unknown(here)
 *                   then:
 *                     - say: "battle due at {@name here}: {@parties
 *                         here} (the neutral guard is unknown)"
 *                   else:
 *                     - say: "battle due at {@name here}: {@parties
 *                         here}"
 *     - if:
 *         test: count_regions(parties(here) >= 2 and not fought(here))
 *             == 0
 *         then:
 *           - say: no battle is due
 *   leave:
 *     - each-region:
 *         - if:
 *             test: parties(here) >= 2 and not fought(here)
 *             then:
 *               - if:
 *                   test: parties(here) - (guard_unknown(here) and
 *                       strikers(here, nobody) == 0) >= 2
 *                   then:
 *                     - refuse: "rival {@word striker, many} share the
 *                         orbit of {@name here}: fight the battle first
 *                         ('{@command battle} {here + 1} SIDE SIDE')"
 *                   else:
 *                     - refuse: "a battle is due in the orbit of ...
 *                         against its neutral guard, and {@unknown
 *                         colonies, NEUTRAL-STRIKERS}, or set the guard
 *                         ... ('{@command station} neutral {here + 1} N
 *                         0'), then fight it (...)"
 *                       unknown: colonies.NEUTRAL-STRIKERS
 *
 * each orbit where rival strikers meet and no battle was fought this
 * round said as the phase begins (or that none is), and the phase's end
 * refused at the first, in the board's order, while rivals of known
 * number are there, or stopped for the number of the neutral guard
 * (exit 3) while it is the only rival and the ruleset leaves it unknown.
 * A ruleset written before (a saved game keeps the text it was started
 * with) left that to the effects 'list-battles: true' and
 * 'battles-fought: true' (the phase step battles-due became them:
 * ruleset_zone_steps.c): on a board of numbered zones with
 * mechanisms.colonies and mechanisms.orbit-combat each is replaced by its
 * declaration.  Elsewhere it is left, and refused by the check. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* the test of an orbit where a battle is due */
#define DUE "parties(here) >= 2 and not fought(here)"

static const char listed[] =
    "- each-region:\n"
    "    - if:\n"
    "        test: " DUE "\n"
    "        then:\n"
    "          - if:\n"
    "              test: guard_unknown(here)\n"
    "              then:\n"
    "                - say: \"battle due at {@name here}: {@parties here} "
    "(the neutral guard is unknown)\"\n"
    "              else:\n"
    "                - say: \"battle due at {@name here}: {@parties "
    "here}\"\n"
    "- if:\n"
    "    test: count_regions(" DUE ") == 0\n"
    "    then:\n"
    "      - say: no battle is due\n";

static const char fought[] =
    "- each-region:\n"
    "    - if:\n"
    "        test: " DUE "\n"
    "        then:\n"
    "          - if:\n"
    "              test: parties(here) - (guard_unknown(here) and "
    "strikers(here, nobody) == 0) >= 2\n"
    "              then:\n"
    "                - refuse: \"rival {@word striker, many} share the "
    "orbit of {@name here}: fight the battle first ('{@command battle} "
    "{here + 1} SIDE SIDE')\"\n"
    "              else:\n"
    "                - refuse: \"a battle is due in the orbit of {@name "
    "here} against its neutral guard, and {@unknown colonies, "
    KEY_NEUTRAL_STRIKERS "}, or set the guard as the table shows it "
    "('{@command station} neutral {here + 1} N 0'), then fight it "
    "('{@command battle} {here + 1} PLAYER neutral')\"\n"
    "                  unknown: colonies." KEY_NEUTRAL_STRIKERS "\n";

int
rs_battles_due_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"), *m;

	m = ynode_get(root, "mechanisms");
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || m == NULL || m->kind != Y_MAP ||
	    ynode_get(m, "colonies") == NULL || ynode_get(m,
	    "orbit-combat") == NULL)
		return 0;
	if (rs_yreplace_flags(root, "list-battles", listed) < 0)
		return -1;
	return rs_yreplace_flags(root, "battles-fought", fought);
}
