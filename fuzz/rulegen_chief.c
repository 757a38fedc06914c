/* rulegen_chief.c: actions of a chief's ability for the ruleset fuzzer
 * (rulegen.h, gen_chief): any chief's ability run for the actor
 * (run-ability, with lent-to now and then), another chief's ability
 * borrowed for the turn (lend-ability with a word of kind chief and
 * used-by), read back by chief_of (chief, counters, ability, lent),
 * chief_ability() and @chieftext in requirements and says; either now
 * and then under an if (the borrowed word read there).  The chief is
 * the actor's, the one lent, a number word, a constant (one past the last
 * chief now and then: the ruleset's error, exit 3), another player's.
 * Mostly where the game has chiefs (leaders), now and then grafted where
 * it has none (the check must refuse it) or malformed (no actor, the
 * borrowed word of another kind or missing, used-by no action, a key of
 * chief_of that is none); mostly a requirement refuses a number that is
 * no chief first (a chief's ability made up: rulegen_make.c).  Every
 * draw is a statement of its own, that a seed makes the same text
 * whatever the compiler.
 */
#include "rulegen.h"

#include <stdio.h>
#include <string.h>

/* An expression for a chief's number into b. */
static void
chief(struct gen *g, struct strbuf *b)
{
	static const char *const of[] = { "chief_of(me, chief)",
		"chief_of(me, lent)", "w2", "w2 - 1", "chief_of(w3, chief)",
		"-1" };
	int k = rg_below(g->r, 7);

	if (k < 6)
		sb_add(b, of[k]);
	else {	/* a constant: a chief's, or one past the last */
		int n = rg_below(g->r, g->chiefs.n + 1);
		sb_printf(b, "%d", n);
	}
}

/* A test of the chief into b: requirements refuse what the effect
 * cannot do. */
static void
test(struct gen *g, struct strbuf *b, int bad)
{
	static const char *const keys[] = { "chief", "counters", "ability",
		"lent" };
	int k = rg_below(g->r, 5);

	if (bad == 5) {
		sb_add(b, "chief_of(me, strength) > 0");
		return;
	}
	if (k == 4) {
		sb_add(b, "chief_ability(");
		chief(g, b);
		sb_add(b, ")");
		return;
	}
	sb_printf(b, "chief_of(%s, %s)", rg_chance(g->r, 70) ? "me" : "w3",
	    keys[k]);
	if (k == 0 || k == 3)
		sb_add(b, " >= 0");
	else if (k == 1)
		sb_add(b, " == 0 or chief_of(me, ability) == 0");
}

/* A line of the chief: its name, its text, what chief_of reads. */
static void
line(struct gen *g, struct strbuf *b)
{
	sb_add(b, "{say: \"{@chief ");
	chief(g, b);
	sb_add(b, "}: {@chieftext ");
	chief(g, b);
	sb_add(b, "} (counters {chief_of(w3, counters)}, lent {@chief "
	    "chief_of(me, lent)}, ability {chief_ability(");
	chief(g, b);
	sb_add(b, ")})\"}");
}

int
gen_chief(struct gen *g, struct strbuf *b)
{
	static const char *const users[] = { "act1", "act2", "ability",
		"nosuch" };
	struct strbuf ch;	/* the effect's chief */
	int bad, k, nreq, sure, iff = 0;

	if (!rg_chance(g->r, g->leaders ? 40 : 1))
		return 0;
	bad = rg_chance(g->r, 15) ? 1 + rg_below(g->r, 5) : 0;
	k = rg_below(g->r, 3);
	gen_any_phase(g, b);
	sb_init(&ch);
	chief(g, &ch);
	/* mostly a requirement refuses a number that is no chief first
	 * (else the ruleset's error, exit 3) */
	sure = k < 2 && rg_chance(g->r, 80);
	if (bad == 1)
		sb_add(b, ", no-actor: true");
	/* the chief word last (it may be left out: nothing lent), where
	 * lend-ability reads it (a word of kind chief no effect reads is
	 * refused) */
	sb_printf(b, ", args: [{name: w2, kind: number, min: 0, max: %d}, ",
	    g->chiefs.n + 1);
	sb_add(b, "{name: w3, kind: player}");
	if (k == 1)
		sb_printf(b, ", {name: w1, kind: %s}", bad == 2 ? "number" :
		    "chief");
	sb_add(b, "]");
	if ((nreq = rg_below(g->r, 3)) > 0 || bad == 5 || sure) {
		sb_add(b, ", require: [");
		if (sure)
			sb_printf(b, "{test: \"%s >= 0\", refusal: \"no "
			    "chief\"}%s", sb_str(&ch), nreq > 0 || bad == 5 ?
			    ", " : "");
		for (int i = 0; i < nreq || (i == 0 && bad == 5); i++) {
			sb_add(b, i ? ", {test: \"" : "{test: \"");
			test(g, b, i == 0 ? bad : 0);
			sb_add(b, "\", refusal: \"");
			sb_add(b, "{@chief chief_of(me, chief)} may not "
			    "({@chieftext chief_of(me, chief)})\"}");
		}
		sb_add(b, "]");
	}
	sb_add(b, ", effects: [");
	if (rg_chance(g->r, 30)) {
		line(g, b);
		sb_add(b, ", ");
	}
	/* now and then under an if (the borrowed word read there): its
	 * test a chief's, or the actor's number of chiefs lent */
	if (k < 2 && (iff = rg_chance(g->r, 40))) {
		sb_add(b, "{if: {test: \"");
		if (rg_chance(g->r, 50))
			test(g, b, 0);
		else
			sb_add(b, "chief_of(me, lent) < 0");
		sb_add(b, "\", then: [");
	}
	if (k == 0) {
		sb_printf(b, "{run-ability: {chief: \"%s\"", sb_str(&ch));
		if (rg_chance(g->r, 40)) {
			sb_add(b, ", lent-to: \"");
			chief(g, b);
			sb_add(b, "\"");
		}
		sb_add(b, "}}");
	} else if (k == 1) {
		const char *user = rg_pick(g->r, (char *const *)users, bad ==
		    4 ? 4 : 3);
		sb_printf(b, "{lend-ability: {chief: \"%s\", borrow: %s",
		    sb_str(&ch), bad == 3 ? "w4" : "w1");
		if (rg_chance(g->r, 50))
			sb_printf(b, ", used-by: %s", user);
		sb_add(b, "}}");
	} else
		line(g, b);
	if (iff) {	/* else a line, now and then */
		sb_add(b, "]");
		if (rg_chance(g->r, 50)) {
			sb_add(b, ", else: [");
			line(g, b);
			sb_add(b, "]");
		}
		sb_add(b, "}}");
	}
	if (rg_chance(g->r, 30)) {
		sb_add(b, ", ");
		line(g, b);
	}
	sb_add(b, "]}");
	sb_release(&ch);
	return 1;
}
