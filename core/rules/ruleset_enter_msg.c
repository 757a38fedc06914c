/* ruleset_enter_msg.c: the refusal of a value the rulebook does not give
 * and the table may enter, written once for every value so read (a
 * kind's, a piece's, its side's attack or armour: engine_kinds.c,
 * ruleset_piece_values.c, pieces_card.c). */
#include <stdio.h>

#include "core/rules/ruleset.h"

void
rs_enter_msg(const struct ruleset *rs, const struct rs_enter *e, char *buf,
    size_t n)
{
	char enter[200] = "";

	if (e->tile != NULL)
		snprintf(enter, sizeof enter, "enter it at the table with "
		    "'%s %s %s%s:%s', or ", e->tile, e->id, e->up ?
		    "upgraded." : "", e->what, e->form);
	snprintf(buf, n, "%s: the %s%s of %s is unknown (the rulebook does not "
	    "give it): %ssupply '%s' in an overlay ('arbiter ruleset template "
	    "%s' writes one; 'ruleset amend FILE' adds it to a running game)",
	    rs->id, e->up ? "upgraded " : "", e->what, e->name, enter, e->path,
	    rs->id);
}
