/* ruleset_revealed.c: a word of kind revealed of a ruleset written before
 * (a saved game keeps the text it was started with; the reveal that
 * ruleset_reveal.c declares for the program's command of before had one
 * too), the site card a draw from the deck of site cards lays, is
 * rewritten at load into what rulesets/albedo.yaml declares for its
 * reveal:
 *
 *   - {name: WORD, kind: text, read: after-requirements}
 *
 * and, first among its action's requirements, the count of its words
 * that the kind checked as they were read (none or an id, or a name, a
 * value and every location), a usage error with the line of before:
 *
 *   - {test: "WORD < 2 or WORD == 2 + sites(locations)", usage: true,
 *      refusal: "usage: ACTION [ID | NAME VALUE LOCATION...] with ..."}
 *
 * one not optional first refused when left out, with the action's usage
 * ("usage: USAGE"), which it must write (program-style).  Of an action
 * that writes no usage, the text has 'shown: "[ID | NAME VALUE
 * LOCATION...]"', so that the usage made from its words shows it as
 * revealed did (a text shows as "[WORD...]").
 * One with other keys, or read by no draw of its action, stays:
 * rs_revealed_left refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

static const char text_tpl[] =
"- {name: @A@, kind: text, read: after-requirements}\n";
static const char shown_tpl[] =
"- {name: @A@, kind: text, read: after-requirements, "
"shown: \"[ID | NAME VALUE LOCATION...]\"}\n";
static const char given_tpl[] =
"- {test: \"@A@ > 0\", usage: true, refusal: \"usage: @C@\"}\n";
static const char count_tpl[] =
"- {test: \"@A@ < 2 or @A@ == 2 + sites(locations)\", usage: true, "
"refusal: \"usage: @B@ [ID | NAME VALUE LOCATION...] with "
"{sites(locations)} locations, each SUB:COST[,SUB:COST...] or '-'\"}\n";

/* Does a draw of act (not nested) lay the word w ('card')? */
static int
laid_by(const struct ynode *act, const char *w)
{
	const struct ynode *eff = ynode_get(act, "effects");

	for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k < eff->n; k++) {
		const char *t = eff->v[k]->kind == Y_MAP ?
		    rs_ytext(ynode_get(eff->v[k], "draw"), "card") : NULL;
		if (t != NULL && strcmp(t, w) == 0)
			return 1;
	}
	return 0;
}

/* Said as it is within a double-quoted line of a requirement's refusal
 * ({expressions} aside)? */
static int
sayable(const char *s)
{
	return s != NULL && strpbrk(s, "\"\\{}\n") == NULL;
}

/* Is word x of act (id) one of kind revealed to declare: name, kind and
 * optional its only keys, its name plain, laid by a draw; one not
 * optional of an action that writes its usage? */
static int
to_declare(const char *id, const struct ynode *act, const struct ynode *x)
{
	const char *w = rs_ytext(x, "name"), *o = rs_ytext(x, "optional");
	int opt = o != NULL && strcmp(o, "true") == 0;

	if (x->kind != Y_MAP || !rs_plain_name(w) || !sayable(id) ||
	    x->n != 2 + (ynode_get(x, "optional") != NULL) ||
	    !laid_by(act, w))
		return 0;
	return opt || sayable(rs_ytext(act, "usage"));
}

/* Word k of args, of action act (id), declared as a text read by its
 * draw when it is one to declare: 0, or -1 out of memory. */
static int
declare(const char *id, struct ynode *act, struct ynode *args, int k,
    void *arg)
{
	const char *o = rs_ytext(args->v[k], "optional"), *v[3];
	struct ynode *seq;
	struct strbuf b;

	(void)arg;
	if (!to_declare(id, act, args->v[k]))
		return 0;
	v[0] = rs_ytext(args->v[k], "name");
	v[1] = id;
	v[2] = rs_ytext(act, "usage");
	sb_init(&b);
	if (o == NULL || strcmp(o, "true") != 0)
		rs_fx_fill(&b, given_tpl, v, 3);
	rs_fx_fill(&b, count_tpl, v, 3);
	if ((seq = rs_yparse_at(&b, args->v[k]->file, args->v[k])) == NULL ||
	    rs_yseq_first(act, "require", seq) < 0)
		return -1;
	sb_init(&b);
	rs_fx_fill(&b, v[2] == NULL && ynode_get(act, "run") == NULL ?
	    shown_tpl : text_tpl, v, 1);
	return rs_yput_text(args, k, &b);
}

int
rs_revealed_upgrade(struct ynode *root)
{
	return rs_yargs_each(root, "revealed", declare, NULL);
}

void
rs_revealed_left(struct ynode *root, struct diag_list *errs)
{
	rs_yargs_left(root, "revealed",
	    "with no keys but name and optional, the site card laid by "
	    "a draw from the deck of site cards of its action (card: "
	    "WORD), and, not optional, in an action that writes its "
	    "usage; write it as '{name: WORD, kind: text, read: "
	    "after-requirements}' instead, its words counted by a first "
	    "requirement with 'usage: true' (arbiter-ruleset(5))", errs);
}
