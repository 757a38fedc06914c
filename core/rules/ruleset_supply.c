/* ruleset_supply.c: the supply of groups held whole (mechanisms.supply)
 * counts the supply taken in a tally kept per group of regions,
 * TALLY_SUPPLIED (decl.h), which a ruleset declares.  A ruleset written
 * before (a saved game keeps the text it was started with, and an overlay
 * may still say it) kept that count in the game's state: the tally is
 * added to the merged tree, last of its tallies, before it is read (a
 * snapshot of such a game gives its old count to the tally:
 * core/state/state_tally.c).  Such a text also took the supply with a
 * mechanism of the program (an action with 'run: collect', or 'run:
 * supply' before it, or the command 'supply' by its name in a text
 * without actions) and showed and checked it with the phase step
 * 'supply': the action becomes the declaration the rulesets give it
 * now, and the step the phase's effects and end-require that say the
 * same lines. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/decl.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The declaration of the supply taken ($ID: the action's id, $RES: the
 * resource it may be taken in, $RNAME: that resource's name); help,
 * phase, program-style and usage are the old action's. */
static const char take_text[] =
	"help: take the supply of groups held whole\n"
	"program-style: true\n"
	"repeat: 3\n"
	"most-groups: 64\n"
	"most-groups-says: $ID names at most 64 places\n"
	"gather-by: p\n"
	"gather-with: land\n"
	"groups-optional: true\n"
	"args:\n"
	"  - {name: what, kind: choice, choices: [units, $RES], quoted: true, "
	    "exact: [units], unnamed: true}\n"
	"  - {name: p, kind: group}\n"
	"  - {name: land, kind: region, joined: true, given-if: \"what == 1\", "
	    "given-says: \"$RNAME go to the player, not to a land\","
	    " read-first: "
	    "true}\n"
	"  - {name: n, kind: number, joined: true, what: the number of units, "
	    "max: 1000000, read-first: true}\n"
	"require:\n"
	"  - test: p >= 0 or count_groups(held(group) and tally(supplied,"
	    " group) "
	    "== 0) > 0\n"
	"    refusal: \"{@me} has no supply to take: no {@word body} held whole"
	    " "
	    "whose supply is still open\"\n"
	"  - test: p < 0 or not gathered_first or held(p)\n"
	"    refusal: \"{@me} does not hold all of {@group p}, so it gives "
	    "no supply\"\n"
	"  - test: p < 0 or not gathered_first or tally(supplied, p) == 0\n"
	"    refusal: \"the supply of {@group p} has been taken this turn\"\n"
	"  - test: \"p < 0 or not gathered_first or what == 2 or"
	    " (sum_gathered(n) "
	    "<= group_value(p, supply) and (count_gathered(n == 0) > 0 or"
	    " sum_gathered(n) "
	    "== group_value(p, supply)))\"\n"
	"    refusal: \"{@group p}'s supply is {group_value(p, supply)} unit{@s"
	    " "
	    "group_value(p, supply)}, and the lands named take"
	    " {sum_gathered(n)}: "
	    "give them {group_value(p, supply)} in all\"\n"
	"  - test: \"p < 0 or not gathered_first or what == 2 or"
	    " count_gathered(n "
	    "== 0) == 0 or (group_value(p, supply) > sum_gathered(n) and"
	    " (group_value(p, "
	    "supply) - sum_gathered(n)) % count_gathered(n == 0) == 0)\"\n"
	"    usage: true\n"
	"    refusal: \"{group_value(p, supply) - sum_gathered(n)} unit{@s "
	    "group_value(p, supply) - sum_gathered(n)} of {@group p}'s supply"
	    " do "
	    "not share equally over {count_gathered(n == 0)} land{@s"
	    " count_gathered(n "
	    "== 0)}: give each land its number, as in {@groupid p}:{@region"
	    " if(land "
	    ">= 0, land, if(port(p) >= 0, port(p), first_region(p)))}:1\"\n"
	"effects:\n"
	"  - if:\n"
	"      test: p >= 0 and what == 1\n"
	"      then:\n"
	"        - place: {count: \"if(n > 0, n, (group_value(p, supply) - "
	    "sum_gathered(n)) / count_gathered(n == 0))\", in: \"if(land >= 0, "
	    "land, if(port(p) >= 0, port(p), first_region(p)))\"}\n"
	"          says: \"{@group p}: {if(n > 0, n, (group_value(p, supply) "
	    "- sum_gathered(n)) / count_gathered(n == 0))} unit{@s if(n > 0, n,"
	    " "
	    "(group_value(p, supply) - sum_gathered(n)) / count_gathered(n =="
	    " 0))} "
	    "on {@region if(land >= 0, land, if(port(p) >= 0, port(p),"
	    " first_region(p)))} "
	    "(now {pieces(if(land >= 0, land, if(port(p) >= 0, port(p),"
	    " first_region(p))))})\"\n"
	"  - if:\n"
	"      test: p >= 0 and what == 2\n"
	"      then:\n"
	"        - gain: {$RES: \"group_value(p, supply)\"}\n"
	"          says: \"{@group p}: {@qty $RES, group_value(p, supply)} "
	    "instead of units: $RNAME {$RES - group_value(p, supply)} ->"
	    " {$RES}\"\n"
	"  - if:\n"
	"      test: p >= 0 and gathered_first\n"
	"      then:\n"
	"        - tally: {id: supplied, add: 1, in: p}\n"
	"  # no group named: every group held whole whose supply is open\n"
	"  - if:\n"
	"      test: p < 0\n"
	"      then:\n"
	"        - each-group:\n"
	"            - if:\n"
	"                test: held(group) and tally(supplied, group) == 0\n"
	"                then:\n"
	"                  - if:\n"
	"                      test: what == 1\n"
	"                      then:\n"
	"                        - place: {count: \"group_value(group,"
	    " supply)\", "
	    "in: \"if(port(group) >= 0, port(group), first_region(group))\"}\n"
	"                          says: \"{@group group}: {group_value(group, "
	    "supply)} unit{@s group_value(group, supply)} on {@region"
	    " if(port(group) "
	    ">= 0, port(group), first_region(group))} (now"
	    " {pieces(if(port(group) "
	    ">= 0, port(group), first_region(group)))})\"\n"
	"                      else:\n"
	"                        - gain: {$RES: \"group_value(group,"
	    " supply)\"}\n"
	"                          says: \"{@group group}: {@qty $RES,"
	    " group_value(group, "
	    "supply)} instead of units: $RNAME {$RES - group_value(group,"
	    " supply)} "
	    "-> {$RES}\"\n"
	"                  - tally: {id: supplied, add: 1, in: group}\n";

/* What the phase step 'supply' said when the phase began and checked
 * before it ended. */
static const char phase_text[] =
	"effects:\n"
	"  - each-group:\n"
	"      - if:\n"
	"          test: held(group)\n"
	"          then:\n"
	"            - say: \"{@me} holds {@group group} whole: supply"
	    " {group_value(group, "
	    "supply)} ('$ID units' or '$ID $RES')\"\n"
	"  - if:\n"
	"      test: count_groups(held(group)) == 0\n"
	"      then:\n"
	"        - say: \"{@me} holds no {@word body} whole: no supply\"\n"
	"end-require:\n"
	"  - test: count_groups(held(group) and tally(supplied, group) == 0) "
	    "== 0\n"
	"    refusal: \"{@me} has not taken the supply of {@group"
	    " first_group(held(group) "
	    "and tally(supplied, group) == 0)}: '$ID units' or '$ID $RES'"
	    " first\"\n";

/* text with $ID, $RES and $RNAME replaced, parsed at the place of at;
 * NULL when out of memory. */
static struct ynode *
filled(const char *text, const char *id, const char *res, const char *rname,
    const struct ynode *at)
{
	static const char toks[][8] = { "$ID", "$RES", "$RNAME" };
	const char *vals[3];
	struct strbuf b;

	vals[0] = id;
	vals[1] = res;
	vals[2] = rname;
	sb_init(&b);
	while (*text != '\0') {
		int k = -1;
		for (int i = 0; *text == '$' && i < 3; i++)
			if (strncmp(text, toks[i], strlen(toks[i])) == 0 &&
			    (k < 0 || strlen(toks[i]) > strlen(toks[k])))
				k = i;
		if (k >= 0) {
			sb_add(&b, vals[k]);
			text += strlen(toks[k]);
		} else {
			sb_addn(&b, text, 1);
			text++;
		}
	}
	return rs_yparse_at(&b, at->file, at);
}

/* The declaration for the old action (NULL: the command by its name),
 * keeping its help, phase, set-up and usage; NULL when out of memory. */
static struct ynode *
take_declared(const struct ynode *old, const char *id, const char *res,
    const char *rname, const struct ynode *at)
{
	struct ynode *t = rs_ykeep(filled(take_text, id, res, rname, at), old);
	const struct ynode *use = old != NULL ? ynode_get(old, "usage") : NULL;

	if (t != NULL && use != NULL && ynode_set(t, "usage",
	    ynode_copy(use)) < 0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

/* Every phase with the step 'supply' says and checks it declared: the
 * step taken off, its lines and refusal first among the phase's (id
 * NULL: only taken off, in a text the check refuses for its supply). */
static int
steps_declared(struct ynode *root, const char *id, const char *res,
    const char *rname)
{
	struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *ph = phases->v[i], *s = ynode_get(ph, "steps"),
		    *t;
		int at = -1;
		for (int k = 0; s != NULL && s->kind == Y_SEQ && k < s->n; k++)
			if (s->v[k]->kind == Y_SCALAR &&
			    strcmp(s->v[k]->str, "supply") == 0)
				at = k;
		if (at < 0)
			continue;
		t = NULL;
		if (id != NULL && (t = filled(phase_text, id, res, rname,
		    s->v[at])) == NULL)
			return -1;
		ynode_free(s->v[at]);
		memmove(&s->v[at], &s->v[at + 1], (size_t)(s->n - at - 1) *
		    sizeof *s->v);
		s->n--;
		if (id == NULL)
			continue;
		if (rs_yseq_first(ph, "effects", ynode_take(t, "effects")) < 0 ||
		    rs_yseq_first(ph, "end-require", ynode_take(t,
		    "end-require")) < 0) {
			ynode_free(t);
			return -1;
		}
		ynode_free(t);
	}
	return 0;
}

/* The actions that ran collect (or supply) declared, or the command by
 * its name in a text without actions; the id of the (first) one, in
 * *id, "supply" when none was. */
static int
take_upgrade(struct ynode *root, int bare, const char *res,
    const char *rname, const char **id)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;

	*id = "supply";
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run == NULL || (strcmp(run, "collect") != 0 &&
		    strcmp(run, "supply") != 0))
			continue;
		if (strcmp(*id, "supply") == 0)
			*id = actions->keys[i]->str;
		if ((t = take_declared(actions->v[i], actions->keys[i]->str,
		    res, rname, actions->v[i])) == NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
	}
	if (!bare || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "supply") != NULL)))
		return 0;
	/* the program's command by its name: the ruleset's action now */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = take_declared(NULL, "supply", res, rname, actions)) == NULL)
		return -1;
	{
		/* the usage the command's words were counted against (the
		 * shipped one's) */
		char use[160], body[32];
		struct ynode *u;
		size_t k;
		for (k = 0; k + 1 < sizeof body && KEY_BODY[k] != '\0'; k++)
			body[k] = (char)toupper((unsigned char)KEY_BODY[k]);
		body[k] = '\0';
		snprintf(use, sizeof use, "supply units|%s [%s[:LAND[:N]]...]",
		    res, body);
		if ((u = ynode_new_scalar(use, 0, actions->file, actions->line,
		    actions->col)) == NULL || ynode_set(t, "usage", u) < 0) {
			ynode_free(t);
			return -1;
		}
	}
	{
		const struct ynode *at = NULL;
		const char *phase = rs_ylisting_take(root, "supply", &at);
		struct ynode *p = phase != NULL ? ynode_new_scalar(phase, 1,
		    at->file, at->line, at->col) : NULL;
		if (phase != NULL && (p == NULL || ynode_set(t, "phase", p) <
		    0)) {
			ynode_free(t);
			return -1;
		}
		if (ynode_set(actions, "supply", t) < 0)
			return -1;
	}
	return 0;
}

int
rs_supply_upgrade(struct ynode *root, struct diag_list *errs, int bare)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *m, *ts, *t, *r;
	struct strbuf b;
	const char *res, *rname, *id, *per;

	(void)errs;
	m = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, "supply") :
	    NULL;
	/* without bodies, whose groups it counts, the check refuses the
	 * mechanism itself */
	if (m == NULL)
		return 0;
	if (ynode_get(ynode_get(root, "board"), KEY_BODIES) == NULL)
		return steps_declared(root, NULL, NULL, NULL);
	ts = ynode_get(root, "tallies");
	if (ts == NULL && ((ts = ynode_new_map(m->file, m->line, m->col)) ==
	    NULL || ynode_set(root, "tallies", ts) < 0))
		return -1;
	if (ts->kind != Y_MAP)	/* the schema says what is wrong */
		return steps_declared(root, NULL, NULL, NULL);
	if (ynode_get(ts, TALLY_SUPPLIED) == NULL) {
		sb_init(&b);
		sb_add(&b, "{name: supply taken this phase, per: group}\n");
		if ((t = rs_yparse_at(&b, m->file, m)) == NULL ||
		    ynode_set(ts, TALLY_SUPPLIED, t) < 0)	/* t consumed */
			return -1;
	}
	/* the command and the step, where the resource is one and the
	 * tally counts per group (else the check says what is wrong) */
	per = rs_ytext(ynode_get(ts, TALLY_SUPPLIED), "per");
	if (per == NULL || strcmp(per, "group") != 0)
		return steps_declared(root, NULL, NULL, NULL);
	res = rs_ytext(m, "resource");
	r = res != NULL ? ynode_get(ynode_get(root, "resources"), res) : NULL;
	if (r == NULL || r->kind != Y_MAP)
		return steps_declared(root, NULL, NULL, NULL);
	if ((rname = rs_ytext(r, "name")) == NULL)
		rname = res;
	if (take_upgrade(root, bare, res, rname, &id) < 0)
		return -1;
	return steps_declared(root, id, res, rname);
}
