/* odds_battle.c: odds battle A B: the exact chances of one exchange of
 * sum-of-dice fire (the sum combat mechanisms.orbit-combat fights, from
 * its declaration): each side's kills and who wins, with morale dice given
 * as STRIKERS+EXTRA. */
#include "cmds.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/combat/combat.h"
#include "core/dice/dist.h"
#include "core/rules/words_keys.h"

/* "12" or "12+3": strikers and extra (morale) dice. */
static int
parse_force(struct ctx *c, const struct ruleset *rs, const char *s,
    long *strikers, long *extra)
{
	char *end;

	*extra = 0;
	*strikers = strtol(s, &end, 10);
	if (end != s && *end == '+') {
		const char *x = end + 1;
		*extra = strtol(x, &end, 10);
		if (end == x)
			end = (char *)x - 1;
	}
	if (end == s || *end != '\0' || s[0] == '-' || *strikers < 0 ||
	    *strikers > 10000 || *extra < 0 || *extra > 10000)
		return diag_set(&c->d, ST_USAGE, "'%s' is not a %s: give "
		    "its %s, and '+N' for N morale dice (12+3)", s,
		    rs_word(rs, W_SQUAD, 1), rs_word(rs, W_STRIKER, 2));
	return ST_OK;
}

static struct json *
dist_json(const struct dist *x)
{
	struct json *a = json_arr();

	for (long i = 0; i < x->n; i++) {
		struct json *pair = json_arr();
		json_push(pair, json_int(x->lo + i));
		json_push(pair, json_num(x->p[i]));
		json_push(a, pair);
	}
	return a;
}

static double
p_at(const struct dist *x, long k)
{
	return k >= x->lo && k < x->lo + x->n ? x->p[k - x->lo] : 0;
}

static void
print_text(struct ctx *c, const struct ruleset *rs, const long *f,
    const long *e, const char *die, long div, const struct dist *ka, const struct dist *kb, double pa,
    double pb, double pd)
{
	long top = ka->lo + ka->n > kb->lo + kb->n ? ka->lo + ka->n :
	    kb->lo + kb->n;

	out_printf(c, "space battle: every die is a %s, a player's total / %ld "
	    "destroys\n", die, div);
	out_printf(c, "A: %ld %s + %ld morale di%s; B: %ld %s + "
	    "%ld morale di%s\n", f[0], rs_word(rs, W_STRIKER, f[0]), e[0],
	    e[0] == 1 ? "e" : "ce", f[1], rs_word(rs, W_STRIKER, f[1]), e[1],
	    e[1] == 1 ? "e" : "ce");
	out_printf(c, "%8s  %12s  %12s\n", "kills", "by A", "by B");
	for (long k = 0; k < top; k++) {
		double x = p_at(ka, k), y = p_at(kb, k);
		if (x < 5e-7 && y < 5e-7)
			continue;
		out_printf(c, "%8ld  %11.4f%%  %11.4f%%\n", k, 100 * x,
		    100 * y);
	}
	out_printf(c, "mean kills: A %.4f, B %.4f\n", dist_mean(ka),
	    dist_mean(kb));
	out_printf(c, "P(A wins) = %.6f (%.2f%%)\nP(B wins) = %.6f (%.2f%%)\n"
	    "P(equal losses) = %.6f (%.2f%%)\n", pa, 100 * pa, pb, 100 * pb,
	    pd, 100 * pd);
}

/* One exchange of f + e dice a side, with f strikers: each side's kills
 * (at most the enemy's strikers) and who loses fewer. */
static int
exchange(struct ctx *c, const struct ruleset *rs, const struct combat_decl *x,
    const long *f, const long *e, struct dist *ka, struct dist *kb,
    double *pa, double *pb, double *pd)
{
	struct dice_env env = rs_dice_env(rs);
	int r;

	memset(kb, 0, sizeof *kb);
	*pa = *pb = *pd = 0;
	if ((r = combat_kills_dist(x, &env, 0, f[0] + e[0], f[1], ka,
	    &c->d)) || (r = combat_kills_dist(x, &env, 1, f[1] + e[1], f[0],
	    kb, &c->d))) {
		dist_free(ka);
		dist_free(kb);
		return r;
	}
	/* a's losses are b's kills: a wins when b kills fewer than a does */
	for (long i = 0; i < ka->n; i++)
		for (long j = 0; j < kb->n; j++) {
			double p = ka->p[i] * kb->p[j];
			long kill_a = ka->lo + i, kill_b = kb->lo + j;
			if (kill_b < kill_a)
				*pa += p;
			else if (kill_b > kill_a)
				*pb += p;
			else
				*pd += p;
		}
	return ST_OK;
}

int
odds_battle(struct ctx *c, const struct ruleset *game_rs, int argc,
    char **argv)
{
	struct ruleset *own = NULL;
	const struct ruleset *rs = game_rs;
	const struct combat_decl *x;
	struct dist ka, kb;
	long f[2], e[2];
	double pa, pb, pd;
	int r;

	if (argc < 4 || argc > 5)
		return diag_set(&c->d, ST_USAGE, "usage: odds battle "
		    "FIGHTERS[+N] FIGHTERS[+N] [RULESET]");
	if ((r = parse_force(c, rs, argv[2], &f[0], &e[0])) ||
	    (r = parse_force(c, rs, argv[3], &f[1], &e[1])))
		return r;
	if (argc == 5) {
		struct rs_text *texts = NULL;
		int nt = 0;
		if ((r = load_ruleset_files(c, argv[4], NULL, 0, NULL, 0, &own,
		    &texts, &nt)))
			return r;
		free_texts(texts, nt);
		rs = own;
	}
	if (rs == NULL || !rs->mech.orbit_combat.present) {
		ruleset_free(own);
		return diag_set(&c->d, ST_USAGE, "odds battle needs a "
		    "ruleset whose squads fight in orbit "
		    "(mechanisms.orbit-combat): play a game of one, or name "
		    "it last ('odds battle 12 9 RULESET')");
	}
	x = VEC_AT(rs->combats, struct combat_decl,
	    rs->mech.orbit_combat.combat.i);
	r = exchange(c, rs, x, f, e, &ka, &kb, &pa, &pb, &pd);
	if (r != ST_OK) {
		ruleset_free(own);
		return r;
	}
	if (c->json) {
		struct json *j = json_obj(), *a = json_obj(), *b = json_obj();
		json_set(a, KEY_STRIKERS, json_int(f[0]));
		json_set(a, "dice", json_int(f[0] + e[0]));
		json_set(a, "kills", dist_json(&ka));
		json_set(a, "mean", json_num(dist_mean(&ka)));
		json_set(b, KEY_STRIKERS, json_int(f[1]));
		json_set(b, "dice", json_int(f[1] + e[1]));
		json_set(b, "kills", dist_json(&kb));
		json_set(b, "mean", json_num(dist_mean(&kb)));
		json_set(j, "ruleset", json_str(rs->id));
		json_set(j, "die", json_str(x->side[0].die));
		json_set(j, "divisor", json_int(x->divisor));
		json_set(j, "a", a);
		json_set(j, "b", b);
		json_set(j, "p_a_wins", json_num(pa));
		json_set(j, "p_b_wins", json_num(pb));
		json_set(j, "p_equal", json_num(pd));
		out_json(c, j);
		json_free(j);
	} else {
		print_text(c, rs, f, e, x->side[0].die, x->divisor, &ka, &kb, pa,
		    pb, pd);
	}
	dist_free(&ka);
	dist_free(&kb);
	ruleset_free(own);
	return ST_OK;
}
