/* ruleset_home.c: moving a player's home is a declared action (a region
 * word, the effect set-home: the home is the board's, board_home.h).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) took it with the mechanism 'home', as an action that ran it (run:
 * home) or, before commands were declared, as the command a phase's
 * 'commands' listed: the merged tree is turned into the declaration before
 * it is read, with the refusals and the line the mechanism gave. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"

/* What the text calls a zone (words.zone, or the word its keys gave before
 * words: words_old.c), as the mechanism said it; the general word when it
 * is none a line can carry. */
static const char *
zone_word(const struct ynode *root)
{
	const char *w = rs_ytext(ynode_get(ynode_get(root, "words"), "zone"),
	    "one");
	uint64_t keys;

	if (w == NULL && rs_words_old_keys(root, &keys) == 0)
		for (int k = 0; k < 64 && rs_words_old[k].key[0] != '\0'; k++)
			if (rs_words_old[k].w == W_ZONE && (keys >> k & 1) &&
			    rs_words_old[k].form[WF_ONE][0] != '\0')
				w = rs_words_old[k].form[WF_ONE];
	if (w == NULL || *w == '\0' || strpbrk(w, "{}\"\\\n") != NULL)
		w = rs_word(NULL, W_ZONE, 1);
	return w;
}

/* The name of the command's word: the zone's word when it is one an
 * expression can name (the usage line shows it in capitals). */
static const char *
word_name(const char *w)
{
	if (strspn(w, "abcdefghijklmnopqrstuvwxyz") == 0 ||
	    strspn(w, "abcdefghijklmnopqrstuvwxyz0123456789_") != strlen(w))
		return "zone";
	return w;
}

/* The action the mechanism was, keeping what the old one said of its help,
 * phase and set-up; NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at, const char *phase)
{
	const char *w = zone_word(root), *x = word_name(w);
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "help: move the active player's home %s\n"
	    "args:\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "no-turn-says: it is nobody's turn\n"
	    "require:\n"
	    "  - test: owner(%s) == me or owner(%s) != nobody\n"
	    "    refusal: \"{@me}'s home must be a %s of {@me}'s; "
	    "{@name %s} is neutral\"\n"
	    "  - test: owner(%s) == me\n"
	    "    refusal: \"{@me}'s home must be a %s of {@me}'s; "
	    "{@name %s} is {@player owner(%s)}'s\"\n"
	    "effects:\n"
	    "  - set-home: %s\n", w, x, w, x, x, w, x, x, w, x, x, x);
	if (phase != NULL)
		sb_printf(&b, "phase: %s\n", phase);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

int
rs_home_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *actions, *t;
	const struct ynode *at = NULL;
	const char *phase;

	(void)errs;
	/* the mechanism moved the home zone of a board of numbered zones
	 * with flights (mechanisms.flight): nothing to do without it */
	if (mech == NULL || mech->kind != Y_MAP || ynode_get(mech,
	    "flight") == NULL)
		return 0;
	actions = ynode_get(root, "actions");
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run == NULL || strcmp(run, "home") != 0)
			continue;
		/* its phase was the one whose commands listed it */
		phase = ynode_get(actions->v[i], "phase") == NULL ?
		    rs_ylisting_take(root, "home", &at) : NULL;
		if ((t = declaration(root, actions->v[i], actions->v[i],
		    phase)) == NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
	}
	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "home") != NULL))
		return 0;
	/* the command by its name, before commands were declared */
	if ((phase = rs_ylisting_take(root, "home", &at)) == NULL)
		return 0;
	if (actions == NULL && ((actions = ynode_new_map(at->file, at->line,
	    at->col)) == NULL || ynode_set(root, "actions", actions) < 0))
		return -1;
	if ((t = declaration(root, NULL, at, phase)) == NULL ||
	    ynode_set(actions, "home", t) < 0)
		return -1;
	return 0;
}
