/* decl_list_players.c: the ruleset check of the effect list-players
 * (every player's text joined into one line,
 * core/engine/engine_list_players.c): its each line compiles, who bound
 * to each player, and its only, who bound too; its json-each members are given only with the effect's
 * json (the key of the array they fill), each key once and none the
 * "player" every object starts with, and their values compile, who
 * bound. */
#include <string.h>

#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Keys a and b the same, '-' and '_' alike (the report spells them
 * '_'). */
static int
same_key(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++)
		if (*a != *b && !((*a == '-' || *a == '_') && (*b == '-' ||
		    *b == '_')))
			return 0;
	return *a == *b;
}

int
eng_check_list_players(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	struct eff_list_players *x = &e->list_players;
	char p[320];
	int bad = 0;

	ENG_COMPILE_PATH(rs, p, "%.200s.each", path);
	bad += eng_compile_says(x->each, &x->teach, p, pos, rs, act, in_roll |
	    ENG_BINDS_WHO, errs);
	bad += eng_compile_key(&x->only, path, "only", rs, act, in_roll |
	    ENG_BINDS_WHO, errs);
	if (x->json_each.n > 0 && e->json == NULL)
		bad += ERR(*pos, "'%s.json-each': the members of each "
		    "player's object go into the array the effect's json "
		    "names, and it has none: give 'json: KEY' beside "
		    "list-players, or take json-each out", path);
	for (int k = 0; k < x->json_each.n; k++) {
		struct list_column *c = VEC_AT(x->json_each,
		    struct list_column, k);
		int player = same_key(c->key, "player"), j = 0;
		while (!player && j < k && !same_key(c->key,
		    VEC_AT(x->json_each, struct list_column, j)->key))
			j++;
		/* its path, made where a message names it: its refusal's, or
		 * its value's compiled at once (not on rules checked when
		 * kept: eng_compile_key) */
		p[0] = '\0';
		if (player || j < k || !rs->checked)
			fmt_path(p, sizeof p, "%.200s.json-each.%d", path,
			    k + 1);
		if (player) {
			bad += ERR(*pos, "'%s.key': every player's object "
			    "starts with his name under 'player': give this "
			    "member another key", p);
			continue;
		}
		if (j < k)
			bad += ERR(*pos, "'%s.key': '%s' is the key of member "
			    "%d already: give each member its own", p, c->key,
			    j + 1);
		bad += eng_compile_key(&c->value, p, "value", rs, act,
		    in_roll | ENG_BINDS_WHO, errs);
	}
	return bad;
}
