/* ruleset_pick.c: a card picked in turn order (words.pick) is a declared
 * action (a word of kind card-id, a flag, undone_next, the effects
 * keep-card and mark-done), and the card a faction starts with its
 * 'start-card'.  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'pick' from an action, or took the
 * command KEY_PICK_CMD by its name where a phase listed it, gave the
 * faction that may search the deck 'abilities.KEY_PICK_SEARCH' and the
 * card a faction starts with as its KEY_PICKS: the merged tree is turned
 * into the declaration, the faction's value and start-card before it is
 * read, with the refusals and the lines the mechanism gave (in the game's
 * word for the card, which such a text took from mechanisms.KEY_PICKS:
 * words_old.c). */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define SEARCH KEY_PICK_SEARCH	/* the ability, then the value */

static const char pick_text[] =
    "program-style: true\n"
    "turn-unsaid: true\n"
    "help: \"pick a discovery (a piece's id: its unit upgrade)\"\n"
    "usage: " KEY_PICK_CMD " PLAYER CARD [search]\n"
    "words: \"2-3\"\n"
    "args:\n"
    "  - {name: player, kind: player}\n"
    "  - {name: card, kind: card-id, what: discovery}\n"
    "  - {name: search, kind: flag}\n"
    "require:\n"
    "  - test: undone_next != nobody\n"
    "    refusal: \"everybody has picked this round\"\n"
    "  - test: undone_next == player\n"
    "    refusal: \"{@word pick, many} are picked in turn order: {@player "
    "undone_next} picks first\"\n"
    "  - test: not search or card >= 0\n"
    "    refusal: \"a search of the deck is for a unit upgrade\"\n"
    "%s"
    "effects:\n"
    "  - keep-card: {player: player, card: card, twice-says: \"{@player "
    "player} has {@text card} already, and never gains a {@word pick} "
    "twice\"}\n"
    "  - mark-done: player\n"
    "  - if:\n"
    "      test: card < 0\n"
    "      then:\n"
    "        - say: \"{@me} picks {@text card}\"\n"
    "      else:\n"
    "        - if:\n"
    "            test: search\n"
    "            then:\n"
    "              - say: \"{@me} searches the deck for the {@piece card} "
    "upgrade: the unit card is turned\"\n"
    "            else:\n"
    "              - say: \"{@me} picks the {@piece card} upgrade: the "
    "unit card is turned\"\n";

int
rs_ytrue_value(struct ynode *root, const char *ability, int *any)
{
	struct ynode *fs = ynode_get(root, "factions");

	*any = 0;
	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		struct ynode *ab = ynode_get(fs->v[i], "abilities"), *x, *vs,
		    *one;
		if ((vs = ynode_get(fs->v[i], "values")) != NULL &&
		    ynode_get(vs, ability) != NULL)
			*any = 1;
		if (ab == NULL || ab->kind != Y_MAP || (x = ynode_get(ab,
		    ability)) == NULL || x->kind != Y_SCALAR)
			continue;
		if (strcmp(x->str, "true") == 0) {
			if (vs == NULL && ((vs = ynode_new_map(x->file, x->line,
			    x->col)) == NULL || ynode_set(fs->v[i], "values",
			    vs) < 0))
				return -1;
			if (vs->kind != Y_MAP)
				continue;	/* the schema says what is wrong */
			if ((one = ynode_new_scalar("1", 1, x->file, x->line,
			    x->col)) == NULL || ynode_set(vs, ability, one) < 0)
				return -1;
			*any = 1;
		}
		ynode_free(ynode_take(ab, ability));
	}
	return 0;
}

/* The phase whose commands list the command, or NULL. */
static const char *
listing(const struct ynode *root)
{
	return rs_ylisting_name(root, KEY_PICK_CMD, "pick");
}

struct ctx {
	const struct ynode *root;
	int search;		/* a faction may search */
	const char *phase;	/* by name: the phase listing it, or NULL */
};

/* The action, keeping what the old one (NULL: none) said of its help and
 * phase; NULL when out of memory.  Without a faction that may search, no
 * search is had (as the mechanism found). */
static struct ynode *
declaration(const struct ynode *old, const void *arg)
{
	const struct ctx *c = arg;
	const struct ynode *at = old != NULL ? old : c->root;
	struct strbuf b;

	sb_init(&b);
	if (c->phase != NULL && strpbrk(c->phase, "{}\"\\:# \n") == NULL)
		sb_printf(&b, "phase: %s\n", c->phase);
	sb_printf(&b, pick_text, c->search ?
	    "  - test: not search or faction_has(" SEARCH ")\n"
	    "    refusal: \"{@me} may not search the deck\"\n" :
	    "  - test: not search\n"
	    "    refusal: \"{@me} may not search the deck\"\n");
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

/* A faction's card it starts with, written before as its KEY_PICKS: its
 * start-card.  Where both are written (an overlay written before over a
 * text of now), the one that is not 'unknown' is kept, the old one when
 * both are known (an overlay comes after the text it amends). */
static int
start_cards(struct ynode *root)
{
	struct ynode *fs = ynode_get(root, "factions");

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		struct ynode *f = fs->v[i], *old, *now;
		if (f->kind != Y_MAP || (old = ynode_get(f, KEY_PICKS)) ==
		    NULL)
			continue;
		now = ynode_get(f, "start-card");
		if (now != NULL && old->kind == Y_SCALAR && strcmp(old->str,
		    "unknown") == 0) {
			ynode_free(ynode_take(f, KEY_PICKS));
			continue;
		}
		old = ynode_take(f, KEY_PICKS);
		if (ynode_set(f, "start-card", old) < 0) {
			ynode_free(old);
			return -1;
		}
	}
	return 0;
}

int
rs_ypicked_in(const struct ynode *root, const struct ynode *ph, const char *id)
{
	const struct ynode *cmds = ynode_get(ph, "commands"),
	    *acts = ynode_get(root, "actions");

	for (int k = 0; cmds != NULL && cmds->kind == Y_SEQ && k < cmds->n;
	    k++)
		if (cmds->v[k]->kind == Y_SCALAR && (strcmp(cmds->v[k]->str,
		    "pick") == 0 || strcmp(cmds->v[k]->str, KEY_PICK_CMD) == 0))
			return 1;
	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const char *at = rs_ytext(acts->v[i], "phase");
		if (at != NULL && strcmp(at, id) == 0 &&
		    rs_yeffect(acts->v[i], "mark-done"))
			return 1;
	}
	return 0;
}

/* A phase in which cards were picked ended, before, only once every
 * player still in had picked or passed, the program's own check: a text
 * written before gets it as the phase's end-require, with its refusal,
 * where no end-require of the phase reads done(). */
static int
ends_when_picked(struct ynode *root)
{
	struct ynode *phases = ynode_get(root, "phases");
	static const char req[] =
	    "- test: \"count_players(not done(who)) != 1\"\n"
	    "  refusal: \"{@turnplayers not done(who)} has not picked a "
	    "{@word pick}: '{@command pick} PLAYER CARD' in turn order, or "
	    "'pass PLAYER' for a player who passes\"\n"
	    "- test: \"count_players(not done(who)) == 0\"\n"
	    "  refusal: \"{@turnplayers not done(who)} have not picked a "
	    "{@word pick}: '{@command pick} PLAYER CARD' in turn order, or "
	    "'pass PLAYER' for a player who passes\"\n";

	if (ynode_get(ynode_get(root, "mechanisms"), "territories") == NULL)
		return 0;
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *ph = phases->v[i];
		const struct ynode *er = ynode_get(ph, "end-require");
		struct strbuf b;
		int reads = 0;
		if (ph->kind != Y_MAP || !rs_ypicked_in(root, ph,
		    phases->keys[i]->str))
			continue;
		for (int k = 0; er != NULL && er->kind == Y_SEQ && k < er->n;
		    k++) {
			const char *t = rs_ytext(er->v[k], "test");
			reads |= t != NULL && strstr(t, "done(") != NULL;
		}
		if (reads)
			continue;
		sb_init(&b);
		sb_add(&b, req);
		if (rs_yseq_first(ph, "end-require", rs_yparse_at(&b, ph->file,
		    ph)) < 0)
			return -1;
	}
	return 0;
}

int
rs_pick_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	struct ctx c = { root, 0, NULL };
	int ran;

	if (start_cards(root) < 0)
		return -1;
	if (rs_ytrue_value(root, SEARCH, &c.search) < 0)
		return -1;
	if ((ran = rs_yreplace_runs(actions, "pick", declaration, &c)) < 0)
		return -1;
	/* by its name where the mechanism could run: with a map of
	 * territories (without, the check says the mechanism needs one) */
	if (ran || ynode_get(ynode_get(root, "mechanisms"), KEY_PICKS) ==
	    NULL || ynode_get(ynode_get(root, "mechanisms"), "territories") ==
	    NULL || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, KEY_PICK_CMD) != NULL)))
		return ends_when_picked(root);
	/* the command by its names then, in the phase that lists it: the
	 * mechanism's first, which its lines name ('pick PLAYER CARD') */
	c.phase = listing(root);
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	for (int i = 0; i < 2; i++)
		if (ynode_get(actions, i ? KEY_PICK_CMD : "pick") == NULL &&
		    ((t = declaration(NULL, &c)) == NULL ||
		    ynode_set(actions, i ? KEY_PICK_CMD : "pick", t) < 0))
			return -1;
	return ends_when_picked(root);
}
