/* decl_round.c: the ruleset check of an action's round-count (the engine
 * counts each player's takings a round; round_taken() reads the actor's,
 * status --json gives each player's under the key). */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The keys status --json gives every player of its own. */
static const char status_keys[][16] = { "name", "seat", "person",
	"role", "faction", "resources", "out", JSON_CHIEF, "lands", "units",
	"" };

int
eng_check_round_count(const struct ruleset *rs, int i,
    struct diag_list *errs)
{
	const struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	const char *id = rs->actions.ids[i], *key = a->round_count;
	const struct spos *pos = &rs->actions.pos[i];
	int bad = 0;

	if (key == NULL)
		return 0;
	if (a->run != NULL)
		bad += ERR(*pos, "'actions.%s': an action that runs a "
		    "mechanism counts nothing (round-count): the mechanism "
		    "keeps its own counts", id);
	if (a->no_actor)
		bad += ERR(*pos, "'actions.%s': an action of no actor "
		    "(no-actor) has nobody whose takings 'round-count' counts: "
		    "drop one of them", id);
	for (int k = 0; status_keys[k][0] != '\0'; k++)
		if (strcmp(status_keys[k], key) == 0)
			bad += ERR(*pos, "'actions.%s.round-count': status "
			    "--json gives each player's '%s' already; name the "
			    "count otherwise", id, key);
	for (int k = 0; k < i; k++) {
		const char *o = VEC_AT(rs->actions, struct action_def,
		    k)->round_count;
		if (o != NULL && strcmp(o, key) == 0)
			bad += ERR(*pos, "'actions.%s.round-count': '%s' is "
			    "the count of 'actions.%s' already; name this one "
			    "otherwise", id, key, rs->actions.ids[k]);
	}
	return bad;
}
