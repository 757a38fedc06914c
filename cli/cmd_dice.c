/* cmd_dice.c: roll and odds. */
#include "cmds.h"

#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/base/cmdline.h"
#include "core/dice/dist.h"
#include "core/base/round.h"

/* Is there a current game (without creating a database to find out)?
 * *yes says; a database that is there but cannot be read is an error. */
int
have_game(struct ctx *c, int *yes)
{
	struct stat sb;
	char *name = NULL;
	int r;

	*yes = c->game != NULL;
	if (*yes || (c->db == NULL && stat(c->db_path, &sb) != 0))
		return ST_OK;
	if ((r = ctx_db(c, &c->db)) || (r = db_current(c->db, &name, &c->d)))
		return r;
	free(name);
	*yes = name != NULL;
	return ST_OK;
}

int
game_ruleset(struct ctx *c, const struct ruleset **rs)
{
	struct session s;
	int r, yes;

	*rs = NULL;
	if ((r = have_game(c, &yes)) || !yes)
		return r;
	/* the ruleset alone: its state is not read */
	if ((r = session_open(c, &s, 0)))
		return r;
	session_end(c, &s, 0);
	*rs = c->rs_cache;
	return ST_OK;
}

int
ruleset_or_game(struct ctx *c, const char *id, struct ruleset **loaded,
    const struct ruleset **rs)
{
	const struct ruleset *g = NULL;
	struct rs_text *t;
	struct diag kept;
	int n, r;

	*rs = NULL;
	if ((r = load_ruleset_files(c, id, NULL, 0, NULL, 0, loaded, &t,
	    &n)) == ST_OK) {
		free_texts(t, n);
		*rs = *loaded;
		return ST_OK;
	}
	*loaded = NULL;
	if (r != ST_USAGE)
		return r;
	kept = c->d;
	if (game_ruleset(c, &g) != ST_OK || g == NULL ||
	    strcmp(g->id, id) != 0) {
		c->d = kept;	/* the search's message */
		return r;
	}
	diag_clear(&c->d);
	*rs = g;
	return ST_OK;
}

static const struct die_faces *
lookup(void *ctx, const char *name)
{
	return ctx ? rs_die(ctx, name) : NULL;
}

static void
join(struct strbuf *b, int from, int to, char **argv)
{
	for (int i = from; i < to; i++) {
		if (i > from)
			sb_addc(b, ' ');
		sb_add(b, argv[i]);
	}
}

static int roll_loose(struct ctx *c, int argc, char **argv);
int odds_attack(struct ctx *c, int argc, char **argv);

int
cmd_roll(struct ctx *c, int argc, char **argv)
{
	int r, yes;

	if ((r = have_game(c, &yes)))
		return r;
	if (yes)
		return session_command(c, argc, argv);
	return roll_loose(c, argc, argv);
}

/* room for an expression's canonical text */
#define CANON_MAX 4200

/* A roll outside any game: nothing is logged. */
static int
roll_loose(struct ctx *c, int argc, char **argv)
{
	struct dice_expr *e = NULL;
	struct dice_result res = { 0, 0, NULL };
	struct dice_src src;
	struct strbuf text;
	struct rng rng;
	long *faces = NULL;
	unsigned char *star = NULL;
	int eq = argc, nfaces = 0, r;
	char canon[CANON_MAX];

	if (argc > 1 && (strcmp(argv[1], "--for") == 0 ||
	    strncmp(argv[1], "--for=", 6) == 0))
		return diag_set(&c->d, ST_USAGE, "--for names a player of a "
		    "game, and no game is selected");
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "=") == 0) {
			eq = i;
			break;
		}
	if (eq == argc - 1)
		return diag_set(&c->d, ST_USAGE, "'=' must be followed by the "
		    "faces the dice show, e.g. '= 3 5'");
	if (eq < argc && (r = read_faces(c, NULL, argc - eq - 1, argv + eq + 1,
	    &faces, &star, &nfaces))) {
		free(faces);
		free(star);
		return r;
	}
	sb_init(&text);
	join(&text, 1, eq, argv);
	r = dice_parse(sb_str(&text), NULL, &e, &c->d);
	if (r != ST_OK && strchr(sb_str(&text), '=') != NULL)
		r = diag_set(&c->d, ST_USAGE, "'=' goes between the expression "
		    "and the faces as a word of its own: 'roll 2d6 = 3 5'");
	sb_release(&text);
	if (r != ST_OK) {
		free(faces);
		free(star);
		return r;
	}
	{
		unsigned long long seed = (unsigned long long)time(NULL);
		int fd = open("/dev/urandom", O_RDONLY);
		if (fd >= 0) {
			if (read(fd, &seed, sizeof seed) != (ssize_t)sizeof seed)
				seed ^= (unsigned long long)getpid();
			close(fd);
		}
		rng_seed(&rng, seed);
	}
	if (eq < argc) {
		dice_src_physical(&src, faces, nfaces);
		src.star = star;
	} else
		dice_src_digital(&src, &rng);
	dice_format(e, canon, sizeof canon);
	r = dice_roll(e, &src, &res, &c->d);
	if (r == ST_OK)
		r = dice_src_finish(&src, &c->d);
	if (r == ST_OK) {
		if (c->json) {
			struct json *j = json_obj(), *d = json_arr();
			for (int i = 0; i < res.n; i++)
				json_push(d, json_int(res.v[i].face));
			json_set(j, "expr", json_str(canon));
			json_set(j, "total", json_int(res.total));
			json_set(j, "dice", d);
			out_json(c, j);
			json_free(j);
		} else {
			out_printf(c, "%s: %ld (", canon, res.total);
			for (int i = 0; i < res.n; i++)
				out_printf(c, "%s%ld%s", i ? " " : "",
				    res.v[i].face, res.v[i].exploded ? "*" :
				    res.v[i].kept ? "" : "x");
			out_printf(c, ")\n");
		}
	}
	dice_result_free(&res);
	dice_src_release(&src);
	dice_free(e);
	free(faces);
	free(star);
	return r;
}

static const char *const ops[] = { ">=", "<=", "!=", "==", ">", "<", "=",
	NULL };
static const char *const words[] = { "ge", "le", "ne", "eq", "gt", "lt",
	NULL };

/* Split "A op B" at a top-level comparison: *op gets the operator. */
static int
split_cmp(const char *s, char **a, char **b, const char **op)
{
	int depth = 0;

	*a = *b = NULL;
	*op = NULL;
	for (const char *p = s; *p; p++) {
		if (*p == '(' || *p == '{')
			depth++;
		else if (*p == ')' || *p == '}')
			depth--;
		if (depth != 0)
			continue;
		for (int i = 0; ops[i] != NULL; i++) {
			size_t n = strlen(ops[i]);
			if (strncmp(p, ops[i], n) == 0) {
				*a = strndup(s, (size_t)(p - s));
				*b = strdup(p + n);
				*op = strcmp(ops[i], "==") == 0 ? "=" : ops[i];
				return 1;
			}
		}
		/* a word operator stands alone between blanks */
		if (p > s && p[-1] == ' ')
			for (int i = 0; words[i] != NULL; i++)
				if (strncmp(p, words[i], 2) == 0 &&
				    p[2] == ' ') {
					*a = strndup(s, (size_t)(p - s));
					*b = strdup(p + 2);
					*op = words[i];
					return 1;
				}
	}
	return 0;
}

/* v right-aligned in width columns, with a decimal point before the last
 * decimals digits when decimals > 0.  A table has many numbers: this keeps
 * them clear of printf's cost. */
static void
fixed(struct strbuf *b, long long v, int decimals, int width)
{
	char digits[40], line[80];
	int n = 0, neg = v < 0, k = 0;
	unsigned long long u = neg ? -(unsigned long long)v :
	    (unsigned long long)v;

	do {
		digits[n++] = (char)('0' + u % 10);
		u /= 10;
		if (n == decimals)
			digits[n++] = '.';
	} while (u > 0 || n < decimals + (decimals > 0 ? 2 : 1));
	if (neg)
		digits[n++] = '-';
	/* at once: a byte at a time was most of what a table cost */
	for (int i = n; i < width && k < (int)sizeof line - 40; i++)
		line[k++] = ' ';
	while (n > 0)
		line[k++] = digits[--n];
	sb_addn(b, line, (size_t)k);
}

/* p as a percentage with 4 decimals, in 9 columns */
static void
pct(struct strbuf *b, double p)
{
	fixed(b, round_away(p * 1e6), 4, 8);
	sb_addc(b, '%');
}

static void
print_dist(struct ctx *c, const char *expr, const struct dist *x)
{
	static const char hashes[] = "########################################";
	double maxp = 0, cum = 1;
	int bar = 40, hidden = 0;
	struct strbuf b;

	for (long i = 0; i < x->n; i++)
		if (x->p[i] > maxp)
			maxp = x->p[i];
	sb_init(&b);
	{
		double mean = dist_mean(x);
		/* a sum of rounded terms: 0 comes out as 1e-16 */
		sb_printf(&b, "%s: mean %.6g\n", expr, fabs(mean) < 1e-12 ?
		    0 : mean);
	}
	sb_printf(&b, "%8s  %9s  %9s\n", "value", "p", "p(>=)");
	for (long i = 0; i < x->n; i++) {
		int w = maxp > 0 ? (int)round_away(x->p[i] / maxp * bar) : 0;
		/* rows that would read 0.0000% say nothing */
		if (x->p[i] < 5e-7) {
			hidden += x->p[i] > 0;
			goto next;
		}
		fixed(&b, x->lo + i, 0, 8);
		sb_add(&b, "  ");
		pct(&b, x->p[i]);
		sb_add(&b, "  ");
		pct(&b, cum);
		if (w > 0) {
			sb_add(&b, "  ");
			if (c->color)
				for (int k = 0; k < w; k++)
					sb_add(&b, "\u2588");
			else
				sb_addn(&b, hashes, (size_t)w);
		}
		sb_addc(&b, '\n');
next:
		cum -= x->p[i];
		if (cum < 0)
			cum = 0;
	}
	if (hidden > 0)
		sb_printf(&b, "(%d value%s below 0.00005%% not shown; --json "
		    "gives every value)\n", hidden, hidden == 1 ? "" : "s");
	if (x->rem > 0)
		sb_printf(&b, "not accounted for (explosions cut off): %.3g\n",
		    x->rem);
	out_text(c, sb_str(&b));
	sb_release(&b);
}

/* e's canonical text, in memory of its own (NULL when out of memory): a
 * buffer of CANON_MAX on odds_answer's stack put the calls below it on
 * pages no other command's start touches, a page fault each */
static char *
canon_text(const struct dice_expr *e)
{
	size_t n = (size_t)dice_format(e, NULL, 0) + 1;
	char *t = malloc(n);

	if (t != NULL)
		dice_format(e, t, n);
	return t;
}

int
odds_answer(struct ctx *c, int argc, char **argv)
{
	const struct ruleset *rs;
	struct dice_env env = { lookup, NULL };
	struct dice_expr *ea = NULL, *eb = NULL;
	struct dist da = { 0, 0, NULL, 0 }, db = { 0, 0, NULL, 0 };
	struct strbuf text;
	char *a = NULL, *b = NULL, *ca = NULL, *cb = NULL;
	const char *op;
	int r;

	if (argc > 1 && strcmp(argv[1], "attack") == 0)
		return odds_attack(c, argc, argv);
	if (argc > 1 && strcmp(argv[1], "hand") == 0)
		return odds_hand(c, argc, argv);
	if (odds_is_combat(argc, argv))
		return odds_combat(c, argc, argv);
	if ((r = game_ruleset(c, &rs)))
		return r;
	env.ctx = (void *)rs;
	if (argc > 1 && strcmp(argv[1], "battle") == 0)
		return odds_battle(c, rs, argc, argv);
	sb_init(&text);
	join(&text, 1, argc, argv);
	if (!split_cmp(sb_str(&text), &a, &b, &op)) {
		a = strdup(sb_str(&text));
		op = NULL;
	}
	sb_release(&text);
	if ((r = dice_parse(a, &env, &ea, &c->d)) ||
	    (op != NULL && (r = dice_parse(b, &env, &eb, &c->d))))
		goto out;
	if ((ca = canon_text(ea)) == NULL) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	if ((r = dist_of(ea, &da, &c->d)))
		goto out;
	if (op == NULL) {
		if (c->json) {
			struct json *j = json_obj(), *d = json_arr();
			for (long i = 0; i < da.n; i++) {
				struct json *pair = json_arr();
				json_push(pair, json_int(da.lo + i));
				json_push(pair, json_num(da.p[i]));
				json_push(d, pair);
			}
			json_set(j, "expr", json_str(ca));
			json_set(j, "distribution", d);
			json_set(j, "mean", json_num(dist_mean(&da)));
			json_set(j, "remainder", json_num(da.rem));
			out_json(c, j);
			json_free(j);
		} else {
			print_dist(c, ca, &da);
		}
		goto out;
	}
	{
		double p, rem;
		if ((cb = canon_text(eb)) == NULL) {
			r = diag_set(&c->d, ST_ENV, "out of memory");
			goto out;
		}
		if ((r = dist_of(eb, &db, &c->d)) ||
		    (r = dist_compare(&da, op, &db, &p, &rem, &c->d)))
			goto out;
		if (c->json) {
			struct json *j = json_obj();
			json_set(j, "expr", json_str(ca));
			json_set(j, "op", json_str(op));
			json_set(j, "than", json_str(cb));
			json_set(j, "p", json_num(p));
			json_set(j, "remainder", json_num(rem));
			out_json(c, j);
			json_free(j);
		} else {
			out_printf(c, "P(%s %s %s) = %.12g (%.4f%%)\n", ca, op,
			    cb, p, 100 * p);
			if (rem > 0)
				out_printf(c, "not accounted for (explosions "
				    "cut off): %.3g\n", rem);
		}
	}
out:
	dist_free(&da);
	dist_free(&db);
	dice_free(ea);
	dice_free(eb);
	free(a);
	free(b);
	free(ca);
	free(cb);
	return r;
}
