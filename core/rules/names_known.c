/* names_known.c: the name known(MECHANISM, KEY), 1 while a mechanism's
 * number or text at mechanisms.MECHANISM.KEY is known (given, and not
 * left unknown: an overlay, an option or an amendment that gives it is
 * read when the expression is valued), else 0; unlike mechanism(), it
 * never refuses the command, so a line can say what the table must do
 * where the rulebook is silent (core/engine/engine_values.c values it;
 * a = the mechanism's place, b = the key's, c = 1 for a text).
 * known(KEY.PATH), of any value the ruleset may leave unknown by its
 * dotted key (resources.ore.start): the rules a command reads are those
 * of its game, overlays, options and amendments merged, and compiled
 * with them (ruleset_image.c), so the answer is the rules' own, found
 * here (c = 2, a = the answer). */
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <string.h>

int
nm_known_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	/* a path has a dot: one key alone is no value (the top's are
	 * tables), and is refused as of before */
	if (nargs == 1 && sym[0] != NULL && strchr(sym[0], '.') != NULL) {
		char why[400];
		int k = rs_known_path(rs, sym[0], why, sizeof why);
		if (k < 0) {
			out->need_arg = 1;	/* refused at the path */
			return FAIL("'%s': %s", name, why);
		}
		out->a = k;
		out->c = 2;
		out->code = N_KNOWN;
		out->symargs = 1;
		return 0;
	}
	if (nargs != 2 || sym[0] == NULL || sym[1] == NULL)
		return FAIL("'%s' takes a mechanism and one of its keys, a "
		    "number or a text at mechanisms.MECHANISM.KEY: '%s(game-"
		    "end, roll-start)'", name, name);
	out->c = 0;
	if (rs_mech_int(sym[0], sym[1], &out->a, &out->b) != 0) {
		if (rs_mech_text(sym[0], sym[1], &out->a, &out->b) != 0)
			return FAIL("'%s': '%s.%s' is no number or text of a "
			    "mechanism: name one the program knows, as '%s("
			    "game-end, roll-start)'", name, sym[0], sym[1],
			    name);
		out->c = 1;
	}
	out->code = N_KNOWN;
	out->symargs = 3;
	return 0;
}
