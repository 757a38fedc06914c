/* engine_stats_piece.c: one word of kind stats for a counted piece, as
 * the effect enter-stats reads it (engine_stats.c): NAME:N one of its
 * values (rs->pvalue_names), attack:DICE its attack, and
 * cost:RESOURCE=N[,RESOURCE=N...] its cost, each of its upgraded side
 * when written 'upgraded.' first.  What the ruleset gives may be given
 * again, and is then only said; what it leaves unknown is entered once
 * for the game (st->pc's pentered, pattack and pcost, read where the
 * side is: pieces_card.c). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_enter.h"
#include "core/dice/dice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UPGRADED "upgraded."

/* What a word of it names: side up of piece k, its name pname for
 * people, the value's (or attack's, cost's) name as written, and as
 * said ("upgraded attack", "wage": whole, in a strbuf, for a value's
 * name has any length and the line that says it is logged). */
struct card_word {
	int k, up;
	const char *pname, *what, *word, *said;
};

/* A value of the side: NAME:N, v its index. */
static int
side_value(struct act *a, const struct card_word *c, int v, const char *s,
    struct strbuf *line)
{
	struct pieces *pc = &a->st->pc;
	long n, rv, *slot;
	const char *name = c->said;
	int st;

	if ((st = arg_long(a, s, c->what, 0, STAT_MAX, &n)))
		return st;
	canon(a, c->word);
	slot = &pc->pentered[(c->up * pc->npieces + c->k) * pc->npvalues + v];
	if ((rv = rs_piece_stat(a->rs, c->k, c->up, v)) != SCHEMA_UNKNOWN_INT) {
		if (rv == RS_NONE)
			return refuse(a, "%s has no %s in this ruleset",
			    c->pname, name);
		if (rv != n)
			return refuse(a, "the %s of %s is %ld in the ruleset; "
			    "'%s' only fills values the rulebook leaves unknown",
			    name, c->pname, rv, a->argv[0]);
	} else if (*slot != -1 && *slot != n)
		return refuse(a, "the %s of %s was entered as %ld in this "
		    "game; 'undo' back to that command to correct it", name,
		    c->pname, *slot);
	else
		*slot = n;
	sb_printf(line, "%s%s %ld", line->len ? ", " : "", name, n);
	return ST_OK;
}

/* Are the dice texts a and b the same dice (their canonical texts the
 * same: '2hit', '2 hit' and '2HIT' are; NULL or unparsed: as texts)? */
static int
same_dice(const struct dice_env *env, const char *a, const char *b)
{
	struct dice_expr *ea = NULL, *eb = NULL;
	char ta[128], tb[128];
	struct diag dd;
	int same;

	if (dice_parse(a, env, &ea, &dd) != ST_OK || dice_parse(b, env, &eb,
	    &dd) != ST_OK || (size_t)dice_format(ea, ta, sizeof ta) >=
	    sizeof ta || (size_t)dice_format(eb, tb, sizeof tb) >= sizeof tb)
		same = strcmp(a, b) == 0;
	else
		same = strcmp(ta, tb) == 0;
	dice_free(ea);
	dice_free(eb);
	return same;
}

/* The side's attack: attack:DICE, dice as a ruleset writes them (and one
 * kind of die, counted, where a pool combat throws it); compared with
 * the ruleset's or the one entered as dice, not as texts. */
static int
attack_word(struct act *a, const struct card_word *c, const char *s,
    struct strbuf *line)
{
	const struct piece_def *d = RS_PIECE(a->rs, c->k);
	const char *ra = c->up ? d->up.attack : d->std.attack, *die;
	char *slot = a->st->pc.pattack[2 * c->k + c->up],
	    canon_s[sizeof a->st->pc.pattack[0]];
	const char *name = c->said;
	const char *keep = s;
	struct dice_env env = rs_dice_env(a->rs);
	struct dice_expr *e = NULL;
	struct diag dd;
	long count;

	if (*s == '\0' || strlen(s) >= sizeof a->st->pc.pattack[0])
		return usage(a, "'%s': write %sattack:DICE, dice as the ruleset "
		    "writes them (like 2blue), of 1 to %zu characters",
		    c->word, c->up ? UPGRADED : "",
		    sizeof a->st->pc.pattack[0] - 1);
	if (dice_parse(s, &env, &e, &dd) != ST_OK)
		return usage(a, "'%s': the attack is dice as the ruleset "
		    "writes them (like 2blue): %s", c->word, diag_msg(&dd));
	/* written otherwise than a pool reads it ('2 hit'): kept as the
	 * dice's canonical text ('2hit'); as written else, as before */
	if ((size_t)dice_format(e, canon_s, sizeof canon_s) >= sizeof canon_s)
		canon_s[0] = '\0';
	dice_free(e);
	if (rs_pool_combat(a->rs) != NULL &&
	    eng_pool_attack(a->rs, s, &count, &die) < 0) {
		if (canon_s[0] == '\0' || eng_pool_attack(a->rs, canon_s,
		    &count, &die) < 0)
			return usage(a, "'%s': a pool combat throws one kind of "
			    "die for every unit: write it counted, like 2blue "
			    "or d6", c->word);
		keep = canon_s;
	}
	canon(a, c->word);
	if (ra != schema_unknown_str) {
		if (ra == NULL)
			return refuse(a, "%s has no %s in this ruleset",
			    c->pname, name);
		if (!same_dice(&env, ra, keep))
			return refuse(a, "the %s of %s is %s in the ruleset; "
			    "'%s' only fills values the rulebook leaves unknown",
			    name, c->pname, ra, a->argv[0]);
	} else if (slot[0] != '\0' && !same_dice(&env, slot, keep))
		return refuse(a, "the %s of %s was entered as %s in this game; "
		    "'undo' back to that command to correct it", name,
		    c->pname, slot);
	else if (slot[0] == '\0')	/* the first spelling entered stays */
		strcpy(slot, keep);
	sb_printf(line, "%s%s %s", line->len ? ", " : "", name, s);
	return ST_OK;
}

/* A cost as the word writes it, "coins=2,wood=1" ("none": nothing), into
 * b: amounts by resource, -1 for one it does not name. */
static void
cost_text(const struct ruleset *rs, const long *v, int nres,
    struct strbuf *b)
{
	size_t at = b->len;

	for (int r = 0; r < nres; r++)
		if (v[r] != -1)
			sb_printf(b, "%s%s=%ld", b->len > at ? "," : "",
			    rs->resources.ids[r], v[r]);
	if (b->len == at)
		sb_add(b, "none");
}

/* The side's cost, cost:RESOURCE=N,..., read into v (nres, -1 where it
 * names none). */
static int
read_cost(struct act *a, const struct card_word *c, const char *s, long *v)
{
	int nres = a->st->pc.nres, st = ST_OK, r;
	char *copy = strdup(s), *save = NULL, *w, *eq;

	if (copy == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (r = 0; r < nres; r++)
		v[r] = -1;
	for (w = strtok_r(copy, ",", &save); w != NULL && st == ST_OK;
	    w = strtok_r(NULL, ",", &save)) {
		if ((eq = strchr(w, '=')) == NULL) {
			st = usage(a, "'%s': write %scost:RESOURCE=N[,RESOURCE="
			    "N...], an amount of each resource it costs",
			    c->word, c->up ? UPGRADED : "");
			break;
		}
		*eq = '\0';
		if ((st = arg_resource(a, w, &r)))
			break;
		if (v[r] != -1)
			st = usage(a, "'%s': %s is named twice", c->word, w);
		else
			st = arg_long(a, eq + 1, w, 0, STAT_MAX, &v[r]);
	}
	if (st == ST_OK && w == NULL && s[0] == '\0')
		st = usage(a, "'%s': write %scost:RESOURCE=N[,RESOURCE=N...], "
		    "an amount of each resource it costs", c->word, c->up ?
		    UPGRADED : "");
	free(copy);
	return st;
}

/* The side's cost: cost:RESOURCE=N,... */
static int
cost_word(struct act *a, const struct card_word *c, const char *s,
    struct strbuf *line)
{
	const struct piece_def *d = RS_PIECE(a->rs, c->k);
	const struct vec *rc = c->up ? &d->up.cost : &d->std.cost;
	struct pieces *pc = &a->st->pc;
	long *v = malloc(((size_t)pc->nres + 1) * sizeof *v);
	long *slot = pc->pcost + (2 * c->k + c->up) * pc->nres;
	const long *had = pieces_cost(pc, c->k, c->up);
	struct strbuf t;
	const char *name = c->said;
	int st, same = 1;

	if (v == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	sb_init(&t);
	if ((st = read_cost(a, c, s, v)))
		goto out;
	canon(a, c->word);
	if (rc->n >= 0) {
		/* the ruleset's, by resource */
		long *g = malloc(((size_t)pc->nres + 1) * sizeof *g);
		if (g == NULL) {
			st = diag_set(a->d, ST_ENV, "out of memory");
			goto out;
		}
		for (int r = 0; r < pc->nres; r++)
			g[r] = -1;
		for (int i = 0; i < rc->n; i++)
			g[rs_resource(a->rs, rc->ids[i])] = *VEC_AT(*rc, long, i);
		for (int r = 0; r < pc->nres; r++)
			same &= g[r] == v[r];
		cost_text(a->rs, g, pc->nres, &t);
		free(g);
		if (!same) {
			st = refuse(a, "the %s of %s is %s in the ruleset; '%s' "
			    "only fills values the rulebook leaves unknown", name,
			    c->pname, sb_str(&t), a->argv[0]);
			goto out;
		}
	} else if (had != NULL) {
		for (int r = 0; r < pc->nres; r++)
			same &= had[r] == v[r];
		cost_text(a->rs, had, pc->nres, &t);
		if (!same) {
			st = refuse(a, "the %s of %s was entered as %s in this "
			    "game; 'undo' back to that command to correct it",
			    name, c->pname, sb_str(&t));
			goto out;
		}
	} else
		memcpy(slot, v, (size_t)pc->nres * sizeof *v);
	sb_printf(line, "%s%s ", line->len ? ", " : "", name);
	cost_text(a->rs, v, pc->nres, line);
out:
	sb_release(&t);
	free(v);
	return st;
}

/* A word w naming no value of the pieces nor a part of their cards: a
 * usage error listing them (the values alone, as before, in a game that
 * enters nothing else). */
static int
no_part(struct act *a, const char *w)
{
	struct strbuf names;
	int st;

	/* whole: a value's name has any length */
	sb_init(&names);
	rs_piece_value_list(a->rs, &names);
	if (!rs_piece_card_unknown(a->rs, NULL))
		st = usage(a, "'%s': write VALUE:N, a value being one of %s",
		    w, names.len ? sb_str(&names) :
		    "none (no piece has values)");
	else if (names.len == 0)
		st = usage(a, "'%s': write attack:DICE or cost:RESOURCE=N[,"
		    "RESOURCE=N...] (no piece has values); 'upgraded.' before "
		    "one gives the upgraded side's", w);
	else
		st = usage(a, "'%s': write VALUE:N, a value being one of %s, "
		    "or attack:DICE, or cost:RESOURCE=N[,RESOURCE=N...]; "
		    "'upgraded.' before one gives the upgraded side's", w,
		    sb_str(&names));
	sb_release(&names);
	return st;
}

/* Word w, its name (before its ':' eq, whole: a value's name has any
 * length) in name, and as said in said. */
static int
piece_stat(struct act *a, int k, const char *w, const char *eq,
    const char *name, const char *said, struct strbuf *line)
{
	struct card_word c = { k, 0, RS_PIECE(a->rs, k)->name, name, w,
	    said };
	int s = -1;

	if (c.pname == NULL)
		c.pname = a->rs->pieces.ids[k];
	if (strncmp(name, UPGRADED, strlen(UPGRADED)) == 0) {
		c.up = 1;
		c.what = name + strlen(UPGRADED);
	}
	if (eq != NULL && (s = rs_piece_value_index(a->rs, c.what)) >= 0)
		return side_value(a, &c, s, eq + 1, line);
	if (eq != NULL && strcmp(c.what, "attack") == 0)
		return attack_word(a, &c, eq + 1, line);
	if (eq != NULL && strcmp(c.what, "cost") == 0)
		return cost_word(a, &c, eq + 1, line);
	return no_part(a, w);
}

int
eng_piece_stat(struct act *a, int k, const char *w, struct strbuf *line)
{
	const char *eq = strchr(w, ':');
	size_t up = strlen(UPGRADED);
	struct strbuf name, said;
	int st;

	sb_init(&name);
	sb_init(&said);
	sb_addn(&name, w, eq ? (size_t)(eq - w) : 0);
	if (strncmp(sb_str(&name), UPGRADED, up) == 0)
		sb_printf(&said, "upgraded %s", sb_str(&name) + up);
	else
		sb_addn(&said, sb_str(&name), name.len);
	if (name.failed || said.failed)
		st = diag_set(a->d, ST_ENV, "out of memory");
	else
		st = piece_stat(a, k, w, eq, sb_str(&name), sb_str(&said),
		    line);
	sb_release(&name);
	sb_release(&said);
	return st;
}
