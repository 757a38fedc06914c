/* ruleset_pass.c: a player who passes, on a map of territories, is a
 * declared action 'pass [PLAYER]' (a player word left out for the player
 * its left-out gives, turn_player or undone_next; the effects mark-done,
 * gain and next).  The program had the command 'pass' of its own for
 * every ruleset with a map of territories: in a phase in which a
 * territory is activated, the player whose turn it is placed no order,
 * gave up one of mechanisms.orders' resource (or, with
 * mechanisms.orders.pass 'all', every one left) and the turn ended as
 * 'next' ends it; in a phase in which cards are picked (words.pick), the
 * next player in turn order picked none; in any other it was refused.  A
 * text without an action 'pass' (a saved game keeps the text it was
 * started with) gets that declaration, with the program's lines and
 * refusals in the words of the text; mechanisms.orders.pass, read only
 * for it, is taken out.  An overlay of before may still write the key
 * over a text that declares its own 'pass' (today's aldarra-reborn.yaml):
 * it chooses that value of the text's option 'pass' by default, as the
 * option's 'set' wrote the key then. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The phases, by the place of each in root's phases: 1 where a territory
 * is activated, 2 where cards are picked, 0 neither (as the program read
 * them, activating first); -1 when a phase's id is no name an expression
 * can write. */
/* id with '_' for each '-' (how an expression names it) into buf; NULL
 * when it does not fit whole: an expression's names are shorter (a word
 * of 64 characters or more, cut, could name another phase). */
static const char *
dashless(const char *id, char *buf, size_t n)
{
	size_t k;

	for (k = 0; id[k] != '\0' && k + 1 < n; k++)
		buf[k] = id[k] == '-' ? '_' : id[k];
	buf[k] = '\0';
	return id[k] == '\0' ? buf : NULL;
}

static int
kinds(const struct ynode *root, int *kind, int max)
{
	const struct ynode *phases = ynode_get(root, "phases");
	const char *verb;
	char buf[64];

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n && i < max; i++) {
		const struct ynode *ph = phases->v[i];
		const char *id = phases->keys[i]->str;
		const char *named = dashless(id, buf, sizeof buf);
		if (named == NULL || !rs_plain_id(named))
			return -1;	/* no expression names it */
		kind[i] = ph->kind != Y_MAP ? 0 : rs_yactivates_in(root, ph,
		    id, &verb) ? 1 : rs_ypicked_in(root, ph, id) ? 2 : 0;
	}
	return 0;
}

/* "in_phase(a) or in_phase(b)" for the phases of kind k into b, "0" for
 * none; 1 when there is one. */
static int
of_kind(const struct ynode *root, const int *kind, int k, struct strbuf *b)
{
	const struct ynode *phases = ynode_get(root, "phases");
	int n = 0;

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n && i < 64; i++)
		if (kind[i] == k) {
			char buf[64];
			sb_printf(b, "%sin_phase(%s)", n++ ? " or " : "",
			    dashless(phases->keys[i]->str, buf, sizeof buf));
		}
	if (n == 0)
		sb_add(b, "0");
	return n > 0;
}

/* The declaration's text into b: 0, or 1 when the text cannot say it
 * (a phase's id no expression can name, a resource's words that are no
 * plain text): then none is declared. */
static int
declaration(const struct ynode *root, struct strbuf *b)
{
	const struct ynode *phases = ynode_get(root, "phases"),
	    *orders = ynode_get(ynode_get(root, "mechanisms"), "orders"), *rd;
	const char *res = rs_ytext(orders, "resource"), *pass = rs_ytext(orders,
	    "pass"), *name = NULL, *min = NULL;
	static const char nobody[] = "a player passes a turn of orders or a "
	    "pick of {@word pick, many}";
	struct strbuf o, p;
	int kind[64] = { 0 }, all, has_o, has_p;

	if (phases != NULL && phases->kind == Y_MAP && phases->n > 64)
		return 1;
	if (kinds(root, kind, 64) < 0)
		return 1;
	sb_init(&o);
	sb_init(&p);
	has_o = of_kind(root, kind, 1, &o);
	has_p = of_kind(root, kind, 2, &p);
	all = pass != NULL && strcmp(pass, "all") == 0;
	if (has_o && !rs_plain_id(res)) {
		sb_release(&o);
		sb_release(&p);
		return 1;	/* the schema says what is wrong */
	}
	if (has_o) {
		rd = ynode_get(ynode_get(root, "resources"), res);
		if ((name = rs_plain_text(rs_ytext(rd, "name"))) == NULL)
			name = res;
		if ((min = rs_ytext(rd, "min")) == NULL)
			min = "0";
		if (rs_plain_text(name) == NULL ||
		    *min == '\0' || strlen(min) > 12 ||
		    strspn(min + (*min == '-'), "0123456789") !=
		    strlen(min + (*min == '-'))) {
			sb_release(&o);
			sb_release(&p);
			return 1;
		}
	}
	sb_printf(b, "program-style: true\n"
	    "help: \"the player whose turn it is passes: no order this turn "
	    "(the turn ends), or no card picked this round\"\n"
	    "usage: pass [PLAYER]\n"
	    "words: \"0-1\"\n"
	    "when: a turn of orders, or a pick in turn order\n"
	    "args:\n"
	    "  - {name: player, kind: player, optional: true, left-out: "
	    "\"if(%s, undone_next, turn_player)\"}\n"
	    "require:\n"
	    "  - test: not setup\n"
	    "    refusal: \"nobody passes in the setup: %s\"\n",
	    sb_str(&p), nobody);
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		const char *ph = rs_plain_text(rs_ytext(phases->v[i], "name"));
		char buf[64];
		if (kind[i] != 0)
			continue;
		sb_printf(b, "  - test: not in_phase(%s)\n"
		    "    refusal: \"nobody passes in the %s phase: %s\"\n",
		    dashless(phases->keys[i]->str, buf, sizeof buf),
		    ph != NULL ? ph : phases->keys[i]->str, nobody);
	}
	if (has_o)
		sb_printf(b, "  - test: not (%s) or turn_player != nobody\n"
		    "    refusal: \"it is nobody's turn\"\n"
		    "  - test: not (%s) or player == turn_player\n"
		    "    refusal: \"it is {@player turn_player}'s turn, not "
		    "{@player player}'s\"\n"
		    "  - test: not (%s) or order_region < 0\n"
		    "    refusal: \"{@player player} has placed this turn's "
		    "order on {@region order_region}; 'next' ends it\"\n",
		    sb_str(&o), sb_str(&o), sb_str(&o));
	if (has_p)
		sb_printf(b, "  - test: not (%s) or undone_next != nobody\n"
		    "    refusal: \"everybody has picked this round\"\n"
		    "  - test: not (%s) or player == undone_next\n"
		    "    refusal: \"{@word pick, many} are picked in turn "
		    "order: {@player undone_next} picks first\"\n",
		    sb_str(&p), sb_str(&p));
	sb_printf(b, "effects:\n"
	    "  - mark-done: player\n"
	    "  - if:\n"
	    "      test: %s\n"
	    "      then:\n"
	    "        - say: \"{@player player} passes: no {@word pick} this "
	    "round\"\n", sb_str(&p));
	/* one token given up, or every one left, down to the least */
	if (has_o)
		sb_printf(b, "      else:\n"
		    "        - gain: {%s: \"-max(0, %s%s - (%s)%s)\"}\n"
		    "          says: \"{@me} passes: no order this turn%s (%s: "
		    "{before(%s)} -> {%s})\"\n"
		    "        - next: true\n", res, all ? "" : "min(1, ", res,
		    min, all ? "" : ")", all ? " nor later in the phase" : "",
		    name, res, res);
	sb_release(&o);
	sb_release(&p);
	return 0;
}

int
rs_pass_upgrade(struct ynode *root)
{
	struct ynode *orders = ynode_get(ynode_get(root, "mechanisms"),
	    "orders");
	struct strbuf b;
	int r = 0;

	if (ynode_get(ynode_get(root, "mechanisms"), "territories") != NULL) {
		sb_init(&b);
		if (declaration(root, &b) == 0)
			r = sb_str(&b) == NULL ? -1 : rs_run_declare(root,
			    "pass", sb_str(&b), 1);
		sb_release(&b);
	}
	if (orders != NULL && orders->kind == Y_MAP)
		ynode_free(ynode_take(orders, "pass"));
	return r;
}

/* The values of the choice option o, "a, b" into b. */
static void
values_said(const struct ynode *o, struct strbuf *b)
{
	const struct ynode *v = ynode_get(o, "values");

	for (int i = 0; v != NULL && v->kind == Y_MAP && i < v->n; i++)
		sb_printf(b, "%s%s", i ? ", " : "", v->keys[i]->str);
}

int
rs_pass_option_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *orders = ynode_get(ynode_get(root, "mechanisms"),
	    "orders"), *act = ynode_get(ynode_get(root, "actions"), "pass"),
	    *opt = ynode_get(ynode_get(root, "options"), "pass"), *at, *def;
	const char *val;
	struct strbuf b;

	if (act == NULL || act->kind != Y_MAP || ynode_get(act, "run") !=
	    NULL || orders == NULL || orders->kind != Y_MAP || (at =
	    ynode_get(orders, "pass")) == NULL)
		return 0;	/* no key, or the program's 'pass' reads it */
	val = at->kind == Y_SCALAR ? at->str : "";
	if (opt != NULL && opt->kind == Y_MAP && ynode_get(ynode_get(opt,
	    "values"), val) != NULL) {
		if ((def = ynode_new_scalar(val, 1, at->file, at->line,
		    at->col)) == NULL)
			return -1;
		if (ynode_set(opt, "default", def) < 0) {
			ynode_free(def);
			return -1;
		}
		ynode_free(ynode_take(orders, "pass"));
		return 0;
	}
	if (opt == NULL || opt->kind != Y_MAP) {
		diag_list_add(errs, ST_DATA, at->file, at->line, at->col,
		    "'mechanisms.orders.pass' was read by the program's "
		    "command 'pass' of before, and this ruleset declares an "
		    "action 'pass' of its own and no option 'pass' to read in "
		    "its place: take the key out (the action's effects say "
		    "what a player who passes gives up)");
		return 0;
	}
	sb_init(&b);
	values_said(opt, &b);
	diag_list_add(errs, ST_DATA, at->file, at->line, at->col,
	    "'mechanisms.orders.pass': this ruleset declares an action 'pass' "
	    "of its own, which reads the option 'pass' in place of this key "
	    "of before, and the option has no value '%s' (values: %s): take "
	    "the key out and choose with '--option pass=VALUE'", val,
	    sb_str(&b));
	sb_release(&b);
	return 0;
}
