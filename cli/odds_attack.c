/* odds_attack.c: `odds attack`, the exact odds of a whole attack and the
 * attack advisor, from the ruleset's attack mechanism and (for the
 * advisor) the board of the current game. */
#include "core/board/board.h"
#include "cmds.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/combat/combat.h"
#include "core/base/round.h"

int odds_attack(struct ctx *c, int argc, char **argv);

struct args {
	const char *ruleset;	/* --ruleset ID, or NULL: the game's */
	const char *words[4];	/* positional words */
	int nwords;
	struct combat_commit pol;
	long budget;		/* --credits: what the attacker may spend;
				   -1: the active player's */
};

/* The odds of an attack, from the combat the attack mechanism fights
 * (combats.ID; made from its bands in a ruleset written before). */
static int
attack_odds(struct ctx *c, const struct ruleset *rs, long A, long D,
    long rolls, struct combat_commit pol, struct combat_attack *o)
{
	const struct attack_def *m = &rs->mech.attack;
	struct dice_env env = rs_dice_env(rs);

	if (!m->present || m->combat.i < 0)
		return diag_set(&c->d, ST_DATA, "%s has no attacks to compute "
		    "odds for", rs->id);
	return combat_attack_odds(VEC_AT(rs->combats, struct combat_decl,
	    m->combat.i), &env, A, D, rolls, pol, o, &c->d);
}

static int
num(struct ctx *c, const char *s, const char *what, long *out)
{
	char *end;

	errno = 0;
	*out = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || errno != 0 || *out < 0)
		return diag_set(&c->d, ST_USAGE, "%s must be a whole number "
		    "from 0, not '%s'", what, s);
	return ST_OK;
}

static int
parse(struct ctx *c, int argc, char **argv, struct args *a)
{
	int r;

	memset(a, 0, sizeof *a);
	a->pol.kind = COMMIT_ALL;
	a->budget = -1;
	for (int i = 2; i < argc; i++) {
		const char *w = argv[i];
		if ((strcmp(w, "--commit") == 0 || strcmp(w, "--stop-below") ==
		    0 || strcmp(w, "--credits") == 0 || strcmp(w,
		    "--ruleset") == 0) && i + 1 >= argc)
			return diag_set(&c->d, ST_USAGE, "%s needs a value", w);
		if (strcmp(w, "--commit") == 0 || strcmp(w, "--stop-below") ==
		    0) {
			a->pol.kind = w[2] == 'c' ? COMMIT_AT_MOST :
			    COMMIT_STOP_BELOW;
			if ((r = num(c, argv[++i], w, &a->pol.n)))
				return r;
			if (a->pol.n < 1)
				return diag_set(&c->d, ST_USAGE, "%s takes at "
				    "least 1", w);
		} else if (strcmp(w, "--credits") == 0) {
			if ((r = num(c, argv[++i], w, &a->budget)))
				return r;
		} else if (strcmp(w, "--ruleset") == 0) {
			a->ruleset = argv[++i];
		} else if (w[0] == '-' && w[1] == '-') {
			return diag_set(&c->d, ST_USAGE, "unknown option '%s' "
			    "for odds attack (--commit N, --stop-below K, "
			    "--credits C, --ruleset ID)", w);
		} else if (a->nwords < 4) {
			a->words[a->nwords++] = w;
		} else {
			return diag_set(&c->d, ST_USAGE, "usage: odds attack "
			    "ATTACKERS DEFENDERS [CREDITS] | odds attack LAND");
		}
	}
	if (a->nwords < 1 || a->nwords > 3)
		return diag_set(&c->d, ST_USAGE, "usage: odds attack ATTACKERS "
		    "DEFENDERS [CREDITS] [--commit N | --stop-below K] | odds "
		    "attack LAND [--credits C]");
	return ST_OK;
}

static const char *
policy_text(struct combat_commit p, char *buf, size_t n)
{
	if (p.kind == COMMIT_AT_MOST)
		snprintf(buf, n, "committing at most %ld unit%s a roll", p.n,
		    p.n == 1 ? "" : "s");
	else if (p.kind == COMMIT_STOP_BELOW)
		snprintf(buf, n, "committing all, stopping below %ld unit%s",
		    p.n, p.n == 1 ? "" : "s");
	else
		snprintf(buf, n, "committing every unit each roll");
	return buf;
}

static struct json *
pairs(const double *p, long n, int skip_zero)
{
	struct json *arr = json_arr();

	for (long i = 0; i <= n; i++) {
		struct json *x;
		if (skip_zero && p[i] == 0)
			continue;
		x = json_arr();
		json_push(x, json_int(i));
		json_push(x, json_num(p[i]));
		json_push(arr, x);
	}
	return arr;
}

static void
bars(struct ctx *c, const char *title, const double *p, long n)
{
	double max = 0;

	for (long i = 0; i <= n; i++)
		if (p[i] > max)
			max = p[i];
	if (max <= 0)
		return;
	out_printf(c, "%s\n", title);
	for (long i = n; i >= 0; i--) {
		int w = (int)round_away(p[i] / max * 40);
		if (p[i] < 5e-7)
			continue;
		out_printf(c, "%8ld  %8.4f%%  ", i, 100 * p[i]);
		for (int k = 0; k < w; k++)
			out_text(c, c->color ? "\u2588" : "#");
		out_text(c, "\n");
	}
}

static double
mean_of(const double *p, long n, double *mass)
{
	double m = 0;

	*mass = 0;
	for (long i = 0; i <= n; i++) {
		m += (double)i * p[i];
		*mass += p[i];
	}
	return *mass > 0 ? m / *mass : 0;
}

static void
print_odds(struct ctx *c, const struct ruleset *rs,
    const struct combat_attack *o, struct combat_commit pol)
{
	const struct attack_def *m = &rs->mech.attack;
	const char *res = RS_RES(rs, m->resource.i)->name;
	char pt[128];
	double mass;

	if (c->json) {
		struct json *j = json_obj(), *p = json_obj();
		json_set(j, "ruleset", json_str(rs->id));
		json_set(j, "attackers", json_int(o->attackers));
		json_set(j, "defenders", json_int(o->defenders));
		json_set(j, "rolls", json_int(o->rolls));
		json_set(j, "cost", json_int(m->cost));
		json_set(p, "kind", json_str(pol.kind == COMMIT_AT_MOST ?
		    "commit" : pol.kind == COMMIT_STOP_BELOW ? "stop-below" :
		    "all"));
		if (pol.kind != COMMIT_ALL)
			json_set(p, "n", json_int(pol.n));
		json_set(j, "policy", p);
		json_set(j, "p_take", json_num(o->p_take));
		json_set(j, "taken", pairs(o->taken, o->attackers, 1));
		json_set(j, "kept", pairs(o->kept, o->attackers, 1));
		json_set(j, "held", pairs(o->held, o->defenders, 1));
		json_set(j, "expected_rolls", json_num(o->exp_rolls));
		json_set(j, "expected_cost", json_num(o->exp_rolls *
		    (double)m->cost));
		json_set(j, "expected_attacker_loss",
		    json_num(o->exp_attacker_loss));
		json_set(j, "expected_defender_loss",
		    json_num(o->exp_defender_loss));
		json_set(j, "remainder", json_num(o->rem));
		out_json(c, j);
		json_free(j);
		return;
	}
	out_printf(c, "%ld attacker%s against %ld defender%s, at most %ld "
	    "roll%s, %s (%s)\n", o->attackers, o->attackers == 1 ? "" : "s",
	    o->defenders, o->defenders == 1 ? "" : "s", o->rolls,
	    o->rolls == 1 ? "" : "s", policy_text(pol, pt, sizeof pt),
	    rs->id);
	out_printf(c, "the land falls: %.6f (%.2f%%)\n", o->p_take,
	    100 * o->p_take);
	out_printf(c, "expected: %.3f roll%s (%.3f %s), the attacker loses "
	    "%.3f units, the defender %.3f\n", o->exp_rolls,
	    o->exp_rolls == 1 ? "" : "s", o->exp_rolls * (double)m->cost,
	    res, o->exp_attacker_loss, o->exp_defender_loss);
	if (o->p_take > 0) {
		double mean = mean_of(o->taken, o->attackers, &mass);
		char t[96];
		snprintf(t, sizeof t, "attackers left when it falls (mean "
		    "%.3f):", mean);
		bars(c, t, o->taken, o->attackers);
	}
	if (o->p_take < 1) {
		double mean = mean_of(o->held, o->defenders, &mass);
		char t[96];
		snprintf(t, sizeof t, "defenders left when it holds (mean "
		    "%.3f):", mean);
		bars(c, t, o->held, o->defenders);
	}
	if (o->rem > 0)
		out_printf(c, "not accounted for (explosions cut off): %.3g\n",
		    o->rem);
}

/* The numbers form: odds attack A D [CREDITS]. */
static int
numbers(struct ctx *c, const struct ruleset *rs, const struct args *a,
    long budget)
{
	const struct attack_def *m = &rs->mech.attack;
	struct combat_attack o;
	long A, D, rolls;
	int r;

	if (a->nwords < 2)
		return diag_set(&c->d, ST_USAGE, "usage: odds attack ATTACKERS "
		    "DEFENDERS [CREDITS]");
	if ((r = num(c, a->words[0], "the attackers", &A)) ||
	    (r = num(c, a->words[1], "the defenders", &D)))
		return r;
	if (a->nwords == 3 && (r = num(c, a->words[2], "the credits",
	    &budget)))
		return r;
	if (budget < 0)
		return diag_set(&c->d, ST_USAGE, "say how much the attacker can "
		    "spend: odds attack %ld %ld CREDITS", A, D);
	rolls = m->cost > 0 ? budget / m->cost : budget;
	if ((r = attack_odds(c, rs, A, D, rolls, a->pol, &o)))
		return r;
	print_odds(c, rs, &o, a->pol);
	combat_attack_free(&o);
	return ST_OK;
}

struct source {
	int land;
	long spare;
};

static int
by_spare(const void *x, const void *y)
{
	const struct source *a = x, *b = y;

	return a->spare != b->spare ? (a->spare < b->spare ? 1 : -1) :
	    (a->land > b->land) - (a->land < b->land);
}

/* The advisor: odds attack LAND, from the board of the current game. */
static int
advisor(struct ctx *c, struct session *s, const struct args *a)
{
	const struct ruleset *rs = s->rs;
	const struct attack_def *m = &rs->mech.attack;
	const struct state *st = s->st;
	int target = rs_land(rs, a->words[0]), p = state_active(st), n = 0;
	struct source src[256];
	long avail = 0, D, budget, rolls, best = 0;
	double bestp = -1;
	struct json *opts = NULL;	/* the options for --json: made once
					   the advice is sure to be given */
	int r = ST_OK;

	if (target < 0)
		return diag_set(&c->d, ST_USAGE, "no land '%s' on the board",
		    a->words[0]);
	if (p < 0)
		return diag_set(&c->d, ST_USAGE, "it is nobody's turn: the "
		    "advisor plans the active player's attack");
	if (st->board->owner[target] == p)
		return diag_set(&c->d, ST_USAGE, "%s is %s's own land",
		    rs->lands[target].id, st->players[p].name);
	if (rs->board.adjacent.n < 0)
		return rs_need_vec(rs, &rs->board.adjacent, "board.adjacent",
		    &c->d);
	for (int l = 0; l < rs->nlands && n < 256; l++) {
		if (!state_lands_connected(st, rs, l, target) ||
		    st->board->owner[l] != p ||
		    board_held(st->board, l) <= m->must_stay)
			continue;
		src[n].land = l;
		src[n].spare = board_held(st->board, l) - m->must_stay;
		avail += src[n++].spare;
	}
	qsort(src, (size_t)n, sizeof *src, by_spare);
	D = board_held(st->board, target);
	budget = a->budget >= 0 ? a->budget :
	    st->players[p].res[m->resource.i];
	rolls = m->cost > 0 ? budget / m->cost : budget;
	if (avail == 0)
		return diag_set(&c->d, ST_REFUSED, "%s: %s has no units that "
		    "can attack %s (lands bordering it, with more than %ld "
		    "unit%s)", rs->id, st->players[p].name,
		    rs->lands[target].id, m->must_stay,
		    m->must_stay == 1 ? "" : "s");
	if (c->json)
		opts = json_arr();
	if (!c->json) {
		const struct res_def *res = RS_RES(rs, m->resource.i);
		out_printf(c, "%s attacks %s (%ld defender%s) with up to %ld "
		    "units, %ld %s for at most %ld roll%s (%s)\n",
		    st->players[p].name, rs->lands[target].id, D,
		    D == 1 ? "" : "s", avail, budget, budget == 1 &&
		    res->one ? res->one : res->name, rolls,
		    rolls == 1 ? "" : "s", rs->id);
		out_printf(c, "%7s  %10s  %14s  %14s\n", "commit", "p(falls)",
		    "exp. cost", "exp. left");
	}
	for (long k = 1; k <= avail; k++) {
		struct combat_commit pol = { COMMIT_AT_MOST, k };
		struct combat_attack o;
		double mass, left;
		if ((r = attack_odds(c, rs, avail, D, rolls, pol, &o)))
			break;
		left = mean_of(o.taken, o.attackers, &mass);
		if (o.p_take > bestp + 1e-12) {
			bestp = o.p_take;
			best = k;
		}
		if (opts != NULL) {
			struct json *x = json_obj();
			json_set(x, "commit", json_int(k));
			json_set(x, "p_take", json_num(o.p_take));
			json_set(x, "expected_cost", json_num(o.exp_rolls *
			    (double)m->cost));
			json_set(x, "expected_left_if_taken", json_num(left));
			json_push(opts, x);
		} else if (o.p_take > 0) {
			out_printf(c, "%7ld  %9.4f%%  %14.3f  %14.3f\n", k,
			    100 * o.p_take, o.exp_rolls * (double)m->cost,
			    left);
		} else {
			out_printf(c, "%7ld  %9.4f%%  %14.3f  %14s\n", k,
			    100 * o.p_take, o.exp_rolls * (double)m->cost, "-");
		}
		combat_attack_free(&o);
	}
	if (r != ST_OK) {
		json_free(opts);
		return r;
	}
	if (opts != NULL) {
		struct json *j = json_obj(), *from = json_arr();
		json_set(j, "ruleset", json_str(rs->id));
		json_set(j, "player", json_str(st->players[p].name));
		json_set(j, "target", json_str(rs->lands[target].id));
		json_set(j, "defenders", json_int(D));
		json_set(j, "available", json_int(avail));
		json_set(j, "credits", json_int(budget));
		json_set(j, "rolls", json_int(rolls));
		json_set(j, "options", opts);
		json_set(j, "best", json_int(best));
		for (int i = 0; i < n; i++) {
			struct json *x = json_obj();
			json_set(x, "land", json_str(rs->lands[src[i].land].id));
			json_set(x, "spare", json_int(src[i].spare));
			json_push(from, x);
		}
		json_set(j, "from", from);
		out_json(c, j);
		json_free(j);
		return ST_OK;
	}
	out_printf(c, "best: commit at most %ld unit%s a roll (%.2f%%), from ",
	    best, best == 1 ? "" : "s", 100 * bestp);
	{
		long left = best;
		int first = 1;
		for (int i = 0; i < n && left > 0; i++) {
			long take = src[i].spare < left ? src[i].spare : left;
			out_printf(c, "%s%s:%ld", first ? "" : ",",
			    rs->lands[src[i].land].id, take);
			left -= take;
			first = 0;
		}
	}
	out_text(c, "\n");
	return ST_OK;
}

int
odds_attack(struct ctx *c, int argc, char **argv)
{
	struct args a;
	struct session s;
	struct ruleset *own = NULL;
	const struct ruleset *rs;
	long budget = -1;
	int r, in_game = 0;

	if ((r = parse(c, argc, argv, &a)))
		return r;
	if (a.ruleset != NULL) {
		struct rs_text *t;
		int nt;
		if ((r = load_ruleset_files(c, a.ruleset, NULL, 0, NULL, 0,
		    &own, &t, &nt)))
			return r;
		free_texts(t, nt);
		rs = own;
	} else {
		if ((r = session_begin(c, &s, 0))) {
			if (r == ST_USAGE)
				diag_set(&c->d, ST_USAGE, "odds attack needs "
				    "the rules of a game: give --ruleset ID, "
				    "or start or choose a game");
			return r;
		}
		in_game = 1;
		rs = s.rs;
		if (state_active(s.st) >= 0 && rs->mech.attack.present)
			budget = s.st->players[state_active(s.st)].res[
			    rs->mech.attack.resource.i];
	}
	if (!rs->mech.attack.present && rs->combats.n == 0)
		r = diag_set(&c->d, ST_USAGE, "%s has no opposed-roll attacks "
		    "and declares no combat (combats); 'odds EXPR' gives the "
		    "odds of dice", rs->id);
	else if (!rs->mech.attack.present)
		r = diag_set(&c->d, ST_USAGE, "%s has no opposed-roll attacks "
		    "(the form 'odds attack' is for those); the odds of its "
		    "combats are 'odds SIDE vs SIDE [rounds R]' ('help odds')",
		    rs->id);
	else if (a.nwords == 1 && in_game)
		r = advisor(c, &s, &a);
	else if (a.nwords == 1)
		r = diag_set(&c->d, ST_USAGE, "the advisor needs a game: "
		    "'odds attack LAND' reads the board of the current game");
	else
		r = numbers(c, rs, &a, a.budget >= 0 ? a.budget : budget);
	if (in_game)
		session_end(c, &s, 0);
	ruleset_free(own);
	return r;
}
