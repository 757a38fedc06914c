/* ruleset_enter_msg.c: the refusal of a value the rulebook does not give
 * and the table may enter, written once for every value so read (a
 * kind's, a piece's, its side's attack or armour: engine_kinds.c,
 * ruleset_piece_values.c, pieces_card.c). */
#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/rules/ruleset.h"

void
rs_enter_msg(const struct ruleset *rs, const struct rs_enter *e, char *buf,
    size_t n)
{
	struct strbuf enter;

	/* whole: the ids and the value's name have any length */
	sb_init(&enter);
	if (e->tile != NULL)
		sb_printf(&enter, "enter it at the table with '%s %s %s%s:%s', "
		    "or ", e->tile, e->id, e->up ? "upgraded." : "", e->what,
		    e->form);
	snprintf(buf, n, "%s: the %s%s of %s is unknown (the rulebook does not "
	    "give it): %ssupply '%s' in an overlay ('arbiter ruleset template "
	    "%s' writes one; 'ruleset amend FILE' adds it to a running game)",
	    rs->id, e->up ? "upgraded " : "", e->what, e->name, sb_str(&enter),
	    e->path, rs->id);
	sb_release(&enter);
}
