/* cmd_luck.c: the luck audit.  Every roll in the log, digital or thrown
 * at the table, is set against its own exact distribution: where it fell
 * (its percentile), and how unusual a player's rolls are taken together
 * (the exact distribution of their sum).  Attacks are also set against the
 * losses their dice could be expected to cause. */
#include "cmds.h"
#include "core/base/utf8.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/combat/combat.h"
#include "core/dice/dice.h"
#include "core/dice/dist.h"

struct rec {
	char game[72];
	long seq;
	char player[NAME_MAX_LEN + 1];	/* "" for the table */
	char expr[128];
	long total;
	double pct;		/* P(X < x) + P(X = x) / 2 */
};

struct who {
	char name[NAME_MAX_LEN + 1];
	int rolls;
	double pct_sum;
	struct dist sum;	/* the distribution of the sum of totals, while
				   it is small (sum.p NULL after) */
	double var;		/* the variance of the sum */
	long total;
	double mean;		/* expected total */
	int attacks, defences;
	double inflicted, exp_inflicted, suffered, exp_suffered;
};

struct audit {
	struct ctx *c;
	const char *only;	/* a player's name, or NULL */
	struct rec *recs;
	int nrecs, caprecs;
	struct who *who;
	int nwho;
	int ngames;
	int nrolls;
	int failed;
	/* the distributions of the last expressions seen, in this game */
	struct seen {
		char expr[128];
		struct dist x;
		double mean, var;	/* x's, worked out once */
	} seen[8];
	int nseen, next_seen;
	double *tmp;		/* room for a convolution */
};

/* The sum of a player's rolls is followed exactly while its distribution
 * spans at most this many values: convolving one roll into it costs its
 * size times the roll's, so that the audit stays linear in the log.
 * Beyond, the tail chances come from the normal distribution of the same
 * mean and variance (with the continuity correction); by then the sum
 * holds hundreds of rolls. */
#define EXACT_SPAN 4096

static const struct die_faces *
named(void *ctx, const char *name)
{
	return ctx ? rs_die(ctx, name) : NULL;
}

static int
dist_for(const struct ruleset *rs, const char *expr, struct dist *out,
    struct diag *d)
{
	struct dice_env env = { named, (void *)rs };
	struct dice_expr *e = NULL;
	int r;

	if ((r = dice_parse(expr, &env, &e, d)))
		return r;
	r = dist_of(e, out, d);
	dice_free(e);
	return r;
}

static double
percentile(const struct dist *x, long v)
{
	double below = 0, at = 0;

	for (long i = 0; i < x->n; i++) {
		if (x->lo + i < v)
			below += x->p[i];
		else if (x->lo + i == v)
			at = x->p[i];
	}
	return below + at / 2;
}

static struct who *
who_of(struct audit *au, const char *name)
{
	struct who *w;

	for (int i = 0; i < au->nwho; i++)
		if (strcmp(au->who[i].name, name) == 0 ||
		    utf8_name_eq(au->who[i].name, name))
			return &au->who[i];
	w = realloc(au->who, (size_t)(au->nwho + 1) * sizeof *w);
	if (w == NULL)
		return NULL;
	au->who = w;
	w = &au->who[au->nwho++];
	memset(w, 0, sizeof *w);
	snprintf(w->name, sizeof w->name, "%s", name);
	w->sum.n = 1;
	w->sum.p = calloc(EXACT_SPAN, sizeof(double));
	if (w->sum.p != NULL)
		w->sum.p[0] = 1;
	return w;
}


static int
var_of(const struct dist *x, double *var)
{
	double m = dist_mean(x), v = 0;

	for (long i = 0; i < x->n; i++)
		v += x->p[i] * ((double)(x->lo + i) - m) *
		    ((double)(x->lo + i) - m);
	*var = v;
	return 0;
}

/* sum = sum + x, both exact distributions, in place */
static int
add_dist(struct audit *au, struct dist *sum, const struct dist *x)
{
	long n = sum->n + x->n - 1;
	double *p;

	if (sum->p == NULL)
		return 0;
	if (n > EXACT_SPAN) {
		free(sum->p);
		sum->p = NULL;
		return 0;
	}
	/* sum->p has room for EXACT_SPAN values (who_of) */
	if (au->tmp == NULL &&
	    (au->tmp = malloc(EXACT_SPAN * sizeof *au->tmp)) == NULL)
		return -1;
	p = au->tmp;
	memset(p, 0, (size_t)n * sizeof *p);
	for (long i = 0; i < sum->n; i++)
		for (long j = 0; j < x->n; j++)
			p[i + j] += sum->p[i] * x->p[j];
	memcpy(sum->p, p, (size_t)n * sizeof *p);
	sum->lo += x->lo;
	sum->n = n;
	return 0;
}

/* The distribution of a roll's expression (with its mean and variance),
 * kept for the next ones (a log rolls the same few expressions again and
 * again); NULL on error. */
static const struct seen *
roll_dist(struct audit *au, const struct ruleset *rs, const char *expr)
{
	int k;

	for (int i = 0; i < au->nseen; i++)
		if (strcmp(au->seen[i].expr, expr) == 0)
			return &au->seen[i];
	if (strlen(expr) >= sizeof au->seen[0].expr)
		return NULL;
	k = au->next_seen;
	au->next_seen = (k + 1) % 8;
	if (k < au->nseen)
		dist_free(&au->seen[k].x);
	else
		au->nseen++;
	snprintf(au->seen[k].expr, sizeof au->seen[k].expr, "%s", expr);
	if (dist_for(rs, expr, &au->seen[k].x, &au->c->d) != ST_OK) {
		au->seen[k].expr[0] = '\0';
		memset(&au->seen[k].x, 0, sizeof au->seen[k].x);
		return NULL;
	}
	au->seen[k].mean = dist_mean(&au->seen[k].x);
	var_of(&au->seen[k].x, &au->seen[k].var);
	return &au->seen[k];
}

static void
forget_dists(struct audit *au)
{
	for (int i = 0; i < au->nseen; i++)
		dist_free(&au->seen[i].x);
	au->nseen = au->next_seen = 0;
}

/* One roll of the log: only the chosen player's rolls are listed. */
static void
one_roll(struct audit *au, const struct ruleset *rs, const char *game,
    long seq, const struct json *roll)
{
	const struct json *pl = json_get(roll, "player");
	const struct json *ex = json_get(roll, "dice");
	const struct json *tot = json_get(roll, "total");
	const char *name = pl && pl->type == J_STR ? pl->s : "";
	const struct dist *x;
	const struct seen *sn = NULL;
	struct dist own = { 0, 0, NULL, 0 };
	struct who *w;
	double pct, mean, var;

	if (ex == NULL || ex->type != J_STR || tot == NULL ||
	    tot->type != J_INT)
		return;
	if (strlen(ex->s) >= sizeof au->seen[0].expr) {
		/* longer than kept: read each time */
		if (dist_for(rs, ex->s, &own, &au->c->d) != ST_OK) {
			au->failed = 1;
			return;
		}
		x = &own;
		mean = dist_mean(x);
		var_of(x, &var);
	} else if ((sn = roll_dist(au, rs, ex->s)) == NULL) {
		au->failed = 1;
		return;
	} else {
		x = &sn->x;
		mean = sn->mean;
		var = sn->var;
	}
	pct = percentile(x, tot->i);
	au->nrolls++;
	if (au->only != NULL && utf8_name_eq(name, au->only)) {
		struct rec *r;
		if (au->nrecs == au->caprecs) {
			int cap = au->caprecs ? au->caprecs * 2 : 64;
			struct rec *v = realloc(au->recs, (size_t)cap *
			    sizeof *v);
			if (v == NULL) {
				au->failed = 1;
				dist_free(&own);
				return;
			}
			au->recs = v;
			au->caprecs = cap;
		}
		r = &au->recs[au->nrecs++];
		snprintf(r->game, sizeof r->game, "%s", game);
		r->seq = seq;
		snprintf(r->player, sizeof r->player, "%s", name);
		snprintf(r->expr, sizeof r->expr, "%s", ex->s);
		r->total = tot->i;
		r->pct = pct;
	}
	if ((w = who_of(au, name[0] ? name : "(the table)")) != NULL) {
		w->rolls++;
		w->pct_sum += pct;
		w->total += tot->i;
		w->mean += mean;
		w->var += var;
		if (add_dist(au, &w->sum, x) < 0)
			au->failed = 1;
	}
	dist_free(&own);
}

/* Expected losses of an attack from the dice it used. */
static void
one_attack(struct audit *au, const struct ruleset *rs, const struct json *j)
{
	const struct json *att = json_get(j, "attacker"), *def = json_get(j,
	    "defender"), *ad = json_get(j, "attack_die"), *dd = json_get(j,
	    "defend_die"), *au_ = json_get(j, "attack_units"), *du =
	    json_get(j, "defend_units"), *al = json_get(j, "attack_loss"),
	    *dl = json_get(j, "defend_loss");
	struct dist a, d;
	double ea = 0, ed = 0;
	struct who *wa, *wd;
	const struct combat_decl *cd;

	if (!att || !def || !ad || !dd || !au_ || !du || !al || !dl ||
	    ad->type != J_STR || dd->type != J_STR ||
	    rs->mech.attack.combat.i < 0)
		return;
	/* the losses as the attack's declared combat settles them */
	cd = VEC_AT(rs->combats, struct combat_decl, rs->mech.attack.combat.i);
	if (dist_for(rs, ad->s, &a, &au->c->d) != ST_OK)
		return;
	if (dist_for(rs, dd->s, &d, &au->c->d) != ST_OK) {
		dist_free(&a);
		return;
	}
	for (long i = 0; i < a.n; i++)
		for (long k = 0; k < d.n; k++) {
			long loss[2];
			combat_opposed_losses(cd, au_->i, du->i, a.lo + i,
			    d.lo + k, loss);
			ea += a.p[i] * d.p[k] * (double)loss[0];
			ed += a.p[i] * d.p[k] * (double)loss[1];
		}
	dist_free(&a);
	dist_free(&d);
	if ((wa = who_of(au, att->s)) != NULL) {
		wa->attacks++;
		wa->inflicted += (double)dl->i;
		wa->exp_inflicted += ed;
		wa->suffered += (double)al->i;
		wa->exp_suffered += ea;
	}
	if ((wd = who_of(au, def->s)) != NULL) {
		wd->defences++;
		wd->inflicted += (double)al->i;
		wd->exp_inflicted += ea;
		wd->suffered += (double)dl->i;
		wd->exp_suffered += ed;
	}
}

/* Replay one game's line from its setup, noting every roll. */
struct replay {
	struct audit *au;
	struct session *s;
	struct state *st;
};

static int
audit_event(void *p, const struct db_event *e)
{
	struct replay *rp = p;
	struct json *data = NULL, *rolls;
	int r = session_replay_data(rp->au->c, rp->s->rs, rp->st, e, &data);

	if (r != ST_OK)
		return r;
	rolls = json_get(data, "rolls");
	for (int k = 0; rolls != NULL && k < rolls->n; k++)
		one_roll(rp->au, rp->s->rs, rp->s->g.name, e->seq,
		    rolls->v[k]);
	if (json_get(data, "attack_die") != NULL)
		one_attack(rp->au, rp->s->rs, data);
	json_free(data);
	return ST_OK;
}

static int
audit_game(struct audit *au, struct session *s)
{
	struct replay rp = { au, s, NULL };
	int r;

	forget_dists(au);	/* named dice are the game's */
	if ((r = session_initial(au->c, s, &rp.st)) == ST_OK &&
	    (r = line_each(au->c, s, audit_event, &rp)) == ST_OK)
		au->ngames++;
	state_free(rp.st);
	forget_dists(au);
	return r;
}

struct names {
	char **v;
	int n;
};

static int
add_name(void *ctx, const struct db_game *g)
{
	struct names *ns = ctx;
	char **v = realloc(ns->v, (size_t)(ns->n + 1) * sizeof *v);

	if (v == NULL)
		return 1;
	ns->v = v;
	v[ns->n++] = strdup(g->name);
	return 0;
}

/* Each player's mean percentile as a bar: half full is average luck. */
static void
luck_chart(struct audit *au)
{
	struct ctx *c = au->c;
	struct strbuf b;
	int width = 0, any = 0;

	for (int i = 0; i < au->nwho; i++) {
		int len = (int)strlen(au->who[i].name);
		width = len > width ? len : width;
		any |= au->who[i].rolls > 0;
	}
	if (!any)
		return;
	sb_init(&b);
	sb_add(&b, "mean percentile (half the bar is average luck):\n");
	for (int i = 0; i < au->nwho; i++) {
		const struct who *w = &au->who[i];
		if (w->rolls == 0 || (au->only &&
		    !utf8_name_eq(au->only, w->name)))
			continue;
		sb_printf(&b, "  %-*s ", width, w->name);
		bar_draw(c, &b, w->pct_sum / w->rolls, 1, 30);
		sb_printf(&b, " %.1f%%\n", 100 * w->pct_sum / w->rolls);
	}
	out_fit(c, sb_str(&b));
	sb_release(&b);
}

/* P(S >= total) and P(S <= total) for a sum too spread out to follow
 * exactly (EXACT_SPAN): the normal distribution of its mean and variance,
 * each bound moved half a step outwards. */
static void
normal_tails(const struct who *w, double *ge, double *le)
{
	double sd = sqrt(w->var);

	if (sd <= 0) {
		*ge = (double)w->total <= w->mean + 0.5;
		*le = (double)w->total >= w->mean - 0.5;
		return;
	}
	*ge = 0.5 * erfc(((double)w->total - 0.5 - w->mean) / sd / sqrt(2));
	*le = 0.5 * erfc((w->mean - (double)w->total - 0.5) / sd / sqrt(2));
}

static void
report(struct audit *au)
{
	struct ctx *c = au->c;
	struct json *j = c->json ? json_obj() : NULL, *players = NULL;

	if (j != NULL) {
		players = json_arr();
		json_set(j, "games", json_int(au->ngames));
		json_set(j, "rolls", json_int(au->nrolls));
	} else {
		struct strbuf head;
		sb_init(&head);
		sb_printf(&head, "%d roll%s in %d game%s; a percentile is "
		    "where a roll fell in its own distribution (50%% is "
		    "average)\n", au->nrolls, au->nrolls == 1 ? "" : "s",
		    au->ngames, au->ngames == 1 ? "" : "s");
		out_fit(c, sb_str(&head));	/* the width given */
		sb_release(&head);
		out_printf(c, "%-12s %5s %9s %8s %9s %10s %10s\n", "player",
		    "rolls", "mean pct", "total", "expected", "p(>=this)",
		    "p(<=this)");
	}
	for (int i = 0; i < au->nwho; i++) {
		struct who *w = &au->who[i];
		double ge = 0, le = 0;
		if (au->only && !utf8_name_eq(au->only, w->name))
			continue;
		for (long k = 0; w->sum.p != NULL && k < w->sum.n; k++) {
			if (w->sum.lo + k >= w->total)
				ge += w->sum.p[k];
			if (w->sum.lo + k <= w->total)
				le += w->sum.p[k];
		}
		if (w->sum.p == NULL)
			normal_tails(w, &ge, &le);
		if (j != NULL) {
			struct json *o = json_obj();
			json_set(o, "name", json_str(w->name));
			json_set(o, "rolls", json_int(w->rolls));
			json_set(o, "mean_percentile", w->rolls ?
			    json_num(w->pct_sum / w->rolls) : json_null());
			json_set(o, "total", json_int(w->total));
			json_set(o, "expected_total", json_num(w->mean));
			json_set(o, "p_at_least", json_num(ge));
			json_set(o, "p_at_most", json_num(le));
			if (w->attacks + w->defences > 0) {
				json_set(o, "attacks", json_int(w->attacks));
				json_set(o, "defences", json_int(w->defences));
				json_set(o, "losses_inflicted",
				    json_num(w->inflicted));
				json_set(o, "expected_inflicted",
				    json_num(w->exp_inflicted));
				json_set(o, "losses_suffered",
				    json_num(w->suffered));
				json_set(o, "expected_suffered",
				    json_num(w->exp_suffered));
			}
			json_push(players, o);
			continue;
		}
		if (w->rolls > 0)
			out_printf(c, "%-12s %5d %8.1f%% %8ld %9.2f %10.4f "
			    "%10.4f\n", w->name, w->rolls,
			    100 * w->pct_sum / w->rolls, w->total, w->mean, ge,
			    le);
		if (w->attacks + w->defences > 0)
			out_printf(c, "%-12s in %d attack%s and %d defence%s: "
			    "caused %.0f losses (expected %.2f), suffered %.0f "
			    "(expected %.2f)\n", "", w->attacks,
			    w->attacks == 1 ? "" : "s", w->defences,
			    w->defences == 1 ? "" : "s", w->inflicted,
			    w->exp_inflicted, w->suffered, w->exp_suffered);
	}
	if (j == NULL)
		luck_chart(au);
	if (au->only != NULL) {
		struct json *list = j ? json_arr() : NULL;
		if (j == NULL)
			out_printf(c, "%s's rolls:\n", au->only);
		for (int i = 0; i < au->nrecs; i++) {
			const struct rec *r = &au->recs[i];
			if (!utf8_name_eq(r->player, au->only))
				continue;
			if (list != NULL) {
				struct json *o = json_obj();
				json_set(o, "game", json_str(r->game));
				json_set(o, "seq", json_int(r->seq));
				json_set(o, "dice", json_str(r->expr));
				json_set(o, "total", json_int(r->total));
				json_set(o, "percentile", json_num(r->pct));
				json_push(list, o);
			} else {
				out_printf(c, "  %s #%ld  %s: %ld  (%.1f%%)\n",
				    r->game, r->seq, r->expr, r->total,
				    100 * r->pct);
			}
		}
		if (j != NULL)
			json_set(j, "list", list);
	}
	if (j != NULL) {
		json_set(j, "players", players);
		out_json(c, j);
		json_free(j);
	}
}

int
cmd_luck(struct ctx *c, int argc, char **argv)
{
	struct audit au;
	struct names ns = { NULL, 0 };
	int all = 0, r = ST_OK;
	char *keep = c->game;

	memset(&au, 0, sizeof au);
	au.c = c;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--all") == 0)
			all = 1;
		else if (au.only == NULL && argv[i][0] != '-')
			au.only = argv[i];
		else
			return diag_set(&c->d, ST_USAGE, "usage: luck [PLAYER] "
			    "[--all]");
	}
	if (all) {
		if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 0, &c->d)))
			return r;
		r = db_game_each(c->db, add_name, &ns, &c->d);
		db_rollback(c->db);
		if (r != ST_OK)
			goto out;
	}
	for (int i = 0; i < (all ? ns.n : 1) && r == ST_OK; i++) {
		struct session s;
		if (all)
			c->game = ns.v[i];
		if ((r = session_begin(c, &s, 0)))
			break;
		r = audit_game(&au, &s);
		session_end(c, &s, 0);
	}
	c->game = keep;
	if (r == ST_OK && au.failed)
		r = c->d.code ? c->d.code : ST_ENV;
	if (r == ST_OK && au.only != NULL) {
		int found = 0;
		for (int i = 0; i < au.nwho; i++)
			found |= utf8_name_eq(au.who[i].name, au.only);
		if (!found)
			r = diag_set(&c->d, ST_USAGE, "no rolls of '%s' in the "
			    "log", au.only);
	}
	if (r == ST_OK)
		report(&au);
out:
	for (int i = 0; i < au.nwho; i++)
		dist_free(&au.who[i].sum);
	free(au.who);
	free(au.recs);
	free(au.tmp);
	free_list(ns.v, ns.n);
	return r;
}
