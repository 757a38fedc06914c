/* ruleset_spawn.c: placing the pieces spawned on a map of territories is
 * a declared action (to_place, placer, spawn_spot(), spawned(), home_at()
 * and the effect place-spawned of before, which ruleset_spawned_fx.c
 * rewrites into today's effects).  A ruleset written before (a saved game
 * keeps the text it was started with) ran the mechanism 'spawn' (run:
 * spawn) or, before commands were declared, had the program's command
 * 'spawn' wherever mechanisms.spawn was: the merged tree is turned into the
 * declaration before it is read, with the refusals and the lines the
 * mechanism gave, in the ruleset's names for the spawned piece and the
 * home. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A name a line may carry as it is (NULL: none may). */
static const char *
plain(const char *s)
{
	return s != NULL && *s != '\0' && strpbrk(s, "{}\"\\:#%") == NULL ?
	    s : NULL;
}

/* The declaration of spawn, the piece called one and the home home, or
 * one that refuses as a ruleset without the mechanism did (one NULL). */
static void
declaration(struct strbuf *b, const char *id, const char *one,
    const char *home)
{
	sb_add(b, "program-style: true\n"
	    "turn-unsaid: true\n"
	    "help: place a piece spawned this round, in turn order\n"
	    "usage: spawn PLAYER PLACE|none\n"
	    "words: \"2\"\n");
	if (one == NULL) {
		sb_printf(b, "require:\n"
		    "  - {test: \"0\", refusal: \"%s has no spawned pieces "
		    "(mechanisms.spawn) on a map of territories\"}\n", id);
		return;
	}
	sb_printf(b, "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: place, kind: territory, none: true}\n"
	    "require:\n"
	    "  - test: to_place > 0\n"
	    "    refusal: \"there is nothing left to place\"\n"
	    "  - test: placer == player\n"
	    "    refusal: \"pieces are placed one at a time in turn order: it "
	    "is {@player placer}'s turn to place\"\n"
	    "  - test: place >= 0 or count_regions(spawn_spot(player, here) > "
	    "0) == 0\n"
	    "    refusal: \"{@player player} has a place to put it; name it\"\n"
	    "  - test: place < 0 or home_at(place) == nobody\n"
	    "    refusal: \"nothing is placed on a %s\"\n"
	    "  - test: place < 0 or spawned(place) == 0\n"
	    "    refusal: \"{@region place} has a %s already\"\n"
	    "  - test: place < 0 or mine(place) == 0\n"
	    "    refusal: \"{@region place} holds {@player player}'s own "
	    "units\"\n"
	    "  - test: place < 0 or spawn_spot(player, place) > 0\n"
	    "    refusal: \"{@region place} borders {@player player}'s own "
	    "%s\"\n"
	    "  - test: place < 0 or spawn_spot(player, place) == 2 or "
	    "count_regions(spawn_spot(player, here) == 2) == 0\n"
	    "    refusal: \"{@region place} holds units; a %s goes onto units "
	    "only when no empty territory is left ({@player player} has "
	    "one)\"\n"
	    "effects:\n"
	    "  - place-spawned: {player: player, at: place}\n"
	    "  - if:\n"
	    "      test: to_place > 0\n"
	    "      then:\n"
	    "        - say: \"{to_place} left; next: {@player placer}\"\n"
	    "      else:\n"
	    "        - say: \"every %s is placed\"\n",
	    home, one, home, one, one);
}

int
rs_spawn_upgrade(struct ynode *root, int bare)
{
	const struct ynode *m = ynode_get(root, "mechanisms");
	const struct ynode *sp = ynode_get(m, "spawn");
	const char *r = rs_ytext(sp, "resource"), *one = NULL;
	const char *home = plain(rs_ytext(ynode_get(ynode_get(m,
	    "territories"), "home"), "name"));
	const char *id = plain(rs_ytext(root, "id"));
	struct strbuf b;
	int st;

	if (r != NULL) {
		/* as the mechanism named one: the resource's one, else its
		 * name */
		const struct ynode *res = ynode_get(ynode_get(root,
		    "resources"), r);
		one = rs_ytext(res, "one") != NULL ? rs_ytext(res, "one") :
		    rs_ytext(res, "name");
		one = plain(one);
	}
	if (home == NULL)
		one = NULL;
	sb_init(&b);
	declaration(&b, id != NULL ? id : "the ruleset", one, home);
	/* by its name where the program had it: a text of no actions with
	 * the mechanism */
	st = rs_run_declare_usage(root, "spawn", sb_str(&b), bare && sp !=
	    NULL);
	sb_release(&b);
	return st;
}
