/* decl_refuse.c: the ruleset check of the key unknown beside the effect
 * refuse (core/engine/engine_effects.c): the number of a mechanism
 * (mechanisms.MECHANISM.KEY) the refusal stops for, with exit 3, while
 * the ruleset leaves it unknown. */
#include <stdio.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_refuse_unknown(struct effect_def *e, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	const char *dot = strchr(e->unknown, '.');
	char g[64];

	if (!EK_IS(e, refuse))
		return ERR(*pos, "'%s': 'unknown' names the number of a "
		    "mechanism a refuse stops for while the ruleset leaves it "
		    "unknown: write 'refuse: LINE' beside it, or take "
		    "'unknown' out", path);
	if (dot == NULL || dot - e->unknown >= (long)sizeof g) {
		e->unknown_g = -1;
	} else {
		snprintf(g, sizeof g, "%.*s", (int)(dot - e->unknown),
		    e->unknown);
		if (rs_mech_int(g, dot + 1, &e->unknown_g, &e->unknown_k) != 0)
			e->unknown_g = -1;
	}
	if (e->unknown_g < 0)
		return ERR(*pos, "'%s': 'unknown: %s' is no number of a "
		    "mechanism: give MECHANISM.KEY, the number at "
		    "mechanisms.MECHANISM.KEY that may be unknown "
		    "('unknown: colonies.%s')", path, e->unknown,
		    KEY_NEUTRAL_STRIKERS);
	return 0;
}
