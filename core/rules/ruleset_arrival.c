/* ruleset_arrival.c: placing the homes and the arrival's buildings on a
 * map of territories during the setup are declared actions (has_home(),
 * has_arrival(), home_next, arrival_next and the effects place-home and
 * place-arrival).  A ruleset written before (a saved game keeps the text
 * it was started with) ran the mechanisms 'arrive' and 'settle' (run:
 * arrive), or, before commands were declared, had the program's commands
 * of those names on any map of territories: the merged tree is turned
 * into the declarations before it is read, with the usage lines and the
 * refusals the mechanisms gave, in the ruleset's names for the home and
 * the arrival's building; its effects of before are then rewritten into
 * today's as every other (ruleset_home_fx.c). */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* What a line reads as its own ('{' '}': a value; '"' '\\': the quoted
 * text's) and a name it carries must not have. */
static const char unsaid[] = "{}\"\\";

/* A name a line may carry as it is (NULL: none may). */
static const char *
plain(const char *s)
{
	return s != NULL && *s != '\0' && strpbrk(s, unsaid) == NULL ? s :
	    NULL;
}

/* Where the text names the home or the arrival's piece with what a line
 * cannot carry (the schema says what is wrong with a name that is not a
 * text): that name's node, its key's path in path (of len), else NULL. */
static const struct ynode *
unsayable(const struct ynode *root, char *path, size_t len)
{
	const struct ynode *t = ynode_get(ynode_get(root, "mechanisms"),
	    "territories");
	const char *k = rs_ytext(ynode_get(t, "arrival"), "piece");
	const struct ynode *n[2] = { ynode_get(ynode_get(t, "home"), "name"),
	    ynode_get(ynode_get(ynode_get(root, "pieces"), k != NULL ? k :
	    ""), "name") };

	for (int i = 0; i < 2; i++)
		if (n[i] != NULL && n[i]->kind == Y_SCALAR &&
		    strpbrk(n[i]->str, unsaid) != NULL) {
			if (i == 0)
				snprintf(path, len, "mechanisms.territories."
				    "home.name");
			else
				snprintf(path, len, "pieces.%.60s.name", k);
			return n[i];
		}
	return NULL;
}

/* The names of the home and of the arrival's building, one and more of it
 * as the mechanisms named them; 0, or -1 when the tree lacks them (the
 * action then refuses as the mechanism did without a map, or an arrival). */
static int
names(const struct ynode *root, char *home, char *one, char *many,
    size_t n)
{
	const struct ynode *t = ynode_get(ynode_get(root, "mechanisms"),
	    "territories");
	const char *h = plain(rs_ytext(ynode_get(t, "home"), "name"));
	const char *k = rs_ytext(ynode_get(t, "arrival"), "piece");
	const char *p = plain(rs_ytext(ynode_get(ynode_get(root, "pieces"),
	    k != NULL ? k : ""), "name"));
	size_t len;

	if (t == NULL || h == NULL)
		return -1;
	snprintf(home, n, "%s", h);
	if (p == NULL) {
		*one = *many = '\0';
		return 0;
	}
	/* as the mechanism's pieces were named (act_pieces.c) */
	len = strlen(p);
	snprintf(one, n, "%s", p);
	snprintf(many, n, "%s%s", p, len > 0 && (p[len - 1] == 's' ||
	    p[len - 1] == 'x') ? "es" : "s");
	return 0;
}

/* The id a refusal names the ruleset by. */
static const char *
rs_name(const struct ynode *root)
{
	const char *id = plain(rs_ytext(root, "id"));

	return id != NULL ? id : "the ruleset";
}

static void
head(struct strbuf *b, const char *help, const char *verb)
{
	sb_printf(b, "program-style: true\n"
	    "help: \"%s\"\n"
	    "no-actor: true\n"
	    "usage: %s PLAYER PLACE\n"
	    "words: \"2\"\n"
	    "when: the setup\n", help, verb);
}

static int
arrive(struct ynode *root, const char *home, const char *many, int by_name)
{
	struct strbuf b;
	int r;

	sb_init(&b);
	head(&b, "place a player's home territory during the setup",
	    "arrive");
	if (home[0] == '\0') {
		sb_printf(&b, "require:\n"
		    "  - {test: \"0\", refusal: \"%s has no map of "
		    "territories\"}\n", rs_name(root));
		goto done;
	}
	sb_printf(&b, "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: place, kind: territory}\n"
	    "require:\n"
	    "  - test: setup\n"
	    "    refusal: \"%ss are placed during the setup\"\n"
	    "  - test: has_home(player) == 0\n"
	    "    refusal: \"{@player player} has placed a %s already\"\n"
	    "  - test: home_next == player\n"
	    "    refusal: \"%ss are placed in turn order: {@player home_next} "
	    "places before {@player player}\"\n"
	    "effects:\n"
	    "  - place-home: {player: player, at: place}\n"
	    "  - if:\n"
	    "      test: home_next != nobody\n"
	    "      then:\n"
	    "        - say: \"next: {@player home_next} ('arrive {@player "
	    "home_next} PLACE')\"\n", home, home, home);
	if (many[0] != '\0')
		sb_printf(&b, "      else:\n"
		    "        - say: \"next, in reverse order: {@player "
		    "arrival_next} ('settle {@player arrival_next} PLACE')\"\n");
done:
	r = rs_run_declare_usage(root, "arrive", sb_str(&b), by_name);
	sb_release(&b);
	return r;
}

static int
settle(struct ynode *root, const char *home, const char *one,
    const char *many, int by_name)
{
	struct strbuf b;
	int r;

	sb_init(&b);
	head(&b, "place a player's arrival building during the setup",
	    "settle");
	if (home[0] == '\0' || many[0] == '\0') {
		sb_printf(&b, "require:\n"
		    "  - {test: \"0\", refusal: \"%s has no arrival "
		    "buildings\"}\n", rs_name(root));
		goto done;
	}
	sb_printf(&b, "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: place, kind: territory}\n"
	    "require:\n"
	    "  - test: setup\n"
	    "    refusal: \"the arrival's %s are placed during the setup "
	    "('build' builds them later)\"\n"
	    "  - test: home_next == nobody\n"
	    "    refusal: \"every %s is placed first: {@player home_next} is "
	    "next\"\n"
	    "  - test: has_arrival(player) == 0\n"
	    "    refusal: \"{@player player} has placed the arrival %s "
	    "already\"\n"
	    "  - test: arrival_next == player\n"
	    "    refusal: \"the arrival's %s are placed in reverse turn order: "
	    "{@player arrival_next} places before {@player player}\"\n"
	    "effects:\n"
	    "  - place-arrival: {player: player, at: place}\n"
	    "  - if:\n"
	    "      test: arrival_next != nobody\n"
	    "      then:\n"
	    "        - say: \"next: {@player arrival_next} ('settle {@player "
	    "arrival_next} PLACE')\"\n"
	    "      else:\n"
	    "        - say: \"the arrival is complete: 'next' starts round "
	    "1\"\n", many, home, one, many);
done:
	r = rs_run_declare_usage(root, "settle", sb_str(&b), by_name);
	sb_release(&b);
	return r;
}

/* Does an action of the text run the mechanism verb (run: VERB)? */
static int
runs(const struct ynode *root, const char *verb)
{
	const struct ynode *actions = ynode_get(root, "actions");
	const char *run;

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++)
		if ((run = rs_ytext(actions->v[i], "run")) != NULL &&
		    strcmp(run, verb) == 0)
			return 1;
	return 0;
}

/* Does the text give its setup's lines or tests (setup.says,
 * setup.end-require)?  A text on a map of territories that gives neither
 * was written before them. */
static int
setup_declared(const struct ynode *root)
{
	const struct ynode *s = ynode_get(root, "setup");

	return ynode_get(s, "says") != NULL || ynode_get(s,
	    "end-require") != NULL;
}

/* Does the game keep a turn order from its start (a first player drawn,
 * or an order ranked), which the program's setup line named? */
static int
ordered(const struct ynode *root)
{
	const struct ynode *t = ynode_get(root, "turns");
	const char *start = rs_ytext(t, "start");
	const struct ynode *rank = ynode_get(t, "rank");

	return (start != NULL && strcmp(start, "random") == 0) ||
	    (rank != NULL && rank->kind == Y_SEQ && rank->n > 0);
}

/* The setup's lines and tests the program gave a map of territories, as
 * setup.says and setup.end-require, in the ruleset's names for the home
 * and the arrival's building and its commands' words. */
static int
setup(struct ynode *root, const char *home, const char *one,
    const char *many)
{
	struct ynode *s = ynode_get(root, "setup"), *t, *v;
	struct ynode *at = ynode_get(ynode_get(root, "mechanisms"),
	    "territories");
	struct strbuf b;

	if (s != NULL && s->kind != Y_MAP)
		return 0;	/* the schema says what is wrong */
	sb_init(&b);
	sb_printf(&b, "says:\n"
	    "  - \"setup: lay the map ('{@command lay} {@usage lay, PLACE "
	    "TYPE}' or '{@command lay} random'), then each player's %s in "
	    "turn order "
	    "('{@command arrive} PLAYER PLACE')", home);
	if (many[0] != '\0')
		sb_printf(&b, ", then the %s in reverse order ('{@command "
		    "settle} PLAYER PLACE')", many);
	sb_add(&b, "\"\n");
	if (ordered(root))
		sb_add(&b, "  - \"turn order: {@turnplayers 1}\"\n");
	sb_printf(&b, "end-require:\n"
	    "  - test: home_next == nobody\n"
	    "    refusal: \"{@player home_next} has no %s yet: '{@command "
	    "arrive} {@player home_next} PLACE' first\"\n", home);
	if (many[0] != '\0')
		sb_printf(&b, "  - test: arrival_next == nobody\n"
		    "    refusal: \"{@player arrival_next} has not placed the "
		    "arrival %s: '{@command settle} {@player arrival_next} "
		    "PLACE' first\"\n", one);
	if ((t = rs_yparse_at(&b, at->file, at)) == NULL)
		return -1;
	if ((v = ynode_take(t, "says")) == NULL ||
	    ynode_set_path(root, "setup.says", v) < 0 ||
	    (v = ynode_take(t, "end-require")) == NULL ||
	    ynode_set_path(root, "setup.end-require", v) < 0) {
		ynode_free(t);
		return -1;
	}
	ynode_free(t);
	return 0;
}

int
rs_arrival_upgrade(struct ynode *root, struct diag_list *errs)
{
	char home[128] = "", one[128] = "", many[128] = "";
	int terr = names(root, home, one, many, sizeof home) == 0;
	int before = terr && !setup_declared(root);
	const struct ynode *bad;
	char path[96];

	/* a name the declarations would say, which they cannot: refused
	 * (the text would get no setup, arrive or settle at all) */
	if ((bad = unsayable(root, path, sizeof path)) != NULL &&
	    ynode_get(ynode_get(ynode_get(root, "mechanisms"),
	    "territories"), "home") != NULL &&
	    (!setup_declared(root) || runs(root, "arrive") ||
	    runs(root, "settle"))) {
		diag_list_add(errs, ST_DATA, bad->file, bad->line, bad->col,
		    "'%s': '%s' is said by the setup's lines, 'arrive' and "
		    "'settle', which read '{' and '}' as a value and '\"' "
		    "and '\\' as quotes: write the name without them", path,
		    bad->str);
		return 0;
	}

	if (!terr)
		home[0] = '\0';
	/* by their names on a map of territories (the arrival's where it
	 * has one) in a text written before the setup was declared, as the
	 * program's commands were there; with its setup's lines and tests.
	 * Made only where a text needs them: their text is a tenth of a
	 * percent of 'new' */
	if ((before || runs(root, "arrive")) && arrive(root, home, many,
	    before) < 0)
		return -1;
	if (((before && many[0] != '\0') || runs(root, "settle")) &&
	    settle(root, home, one, many, before && many[0] != '\0') < 0)
		return -1;
	if (before && setup(root, home, one, many) < 0)
		return -1;
	return 0;
}
