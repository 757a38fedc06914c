/* odds_hand.c: `odds hand PLAYER [CARD CMP K]`: the exact chances of a
 * player's next hand, drawn without replacement from the tracked deck
 * (hypergeometric), the reshuffle of the discard pile counted. */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"

struct hand {
	long *counts;		/* ncards: fixed + drawn */
	long ways;
	int idx;		/* in the order enumerated, for equal ways */
};

struct hands {
	int ncards;
	const long *fixed;
	struct hand *v;
	int n, cap;
	int oom;
};

static void
collect(const long *drawn, long ways, void *ctx)
{
	struct hands *h = ctx;
	struct hand *x;

	if (h->oom)
		return;
	if (h->n == h->cap) {
		int cap = h->cap ? 2 * h->cap : 64;
		struct hand *v = realloc(h->v, (size_t)cap * sizeof *v);
		if (v == NULL) {
			h->oom = 1;
			return;
		}
		h->v = v;
		h->cap = cap;
	}
	x = &h->v[h->n];
	if ((x->counts = malloc((size_t)h->ncards * sizeof *x->counts)) ==
	    NULL) {
		h->oom = 1;
		return;
	}
	for (int k = 0; k < h->ncards; k++)
		x->counts[k] = h->fixed[k] + drawn[k];
	x->ways = ways;
	x->idx = h->n++;
}

static int
by_ways(const void *a, const void *b)
{
	const struct hand *x = a, *y = b;

	if (x->ways != y->ways)
		return x->ways < y->ways ? 1 : -1;
	return x->idx - y->idx;
}

static void
list(const struct ruleset *rs, const long *v, int n, struct strbuf *b)
{
	int any = 0;

	for (int k = 0; k < n; k++)
		if (v[k] > 0) {
			sb_printf(b, "%s%ld %s", any ? ", " : "", v[k],
			    RS_CARD(rs, k)->name);
			any = 1;
		}
	if (!any)
		sb_add(b, "nothing");
}

static struct json *
counts_json(const struct ruleset *rs, const long *v, int n)
{
	struct json *o = json_obj();

	for (int k = 0; k < n; k++)
		if (v[k] > 0)
			json_set(o, rs->cards.ids[k], json_int(v[k]));
	return o;
}

/* "CARD CMP K", spaces optional: *k the card, op, *count. */
static int
parse_cmp(struct ctx *c, const struct ruleset *rs, const char *text, int *k,
    const char **op, long *count)
{
	static const char *const ops[] = { ">=", "<=", "!=", "==", ">", "<",
		"=", NULL };
	char card[64];
	const char *p = text;
	size_t n = 0;
	char *end;

	while (*p == ' ')
		p++;
	while (*p && *p != ' ' && !strchr("<>=!", *p) && n + 1 < sizeof card)
		card[n++] = *p++;
	card[n] = '\0';
	while (*p == ' ')
		p++;
	*op = NULL;
	for (int i = 0; ops[i] != NULL; i++)
		if (strncmp(p, ops[i], strlen(ops[i])) == 0) {
			*op = strcmp(ops[i], "==") == 0 ? "=" : ops[i];
			p += strlen(ops[i]);
			break;
		}
	*count = strtol(p, &end, 10);
	while (*end == ' ')
		end++;
	if (*op == NULL || end == p || *end != '\0' || *count < 0)
		return diag_set(&c->d, ST_USAGE, "usage: odds hand PLAYER "
		    "[CARD CMP K], CMP one of > >= < <= = !=, e.g. 'odds hand "
		    "Ann infantry >= 2'");
	if ((*k = rs_card_find(rs, card)) < 0)
		return diag_set(&c->d, ST_USAGE, "no card '%s' in %s", card,
		    rs->id);
	return ST_OK;
}

static int
holds(long x, const char *op, long k)
{
	if (strcmp(op, ">") == 0)
		return x > k;
	if (strcmp(op, ">=") == 0)
		return x >= k;
	if (strcmp(op, "<") == 0)
		return x < k;
	if (strcmp(op, "<=") == 0)
		return x <= k;
	if (strcmp(op, "!=") == 0)
		return x != k;
	return x == k;
}

static void
print_source(struct ctx *c, const struct ruleset *rs, const char *who,
    const long *fixed, const long *pool, int nk, long n)
{
	struct strbuf b;
	long nf = cards_count(fixed, nk);

	sb_init(&b);
	sb_printf(&b, "%s's hand: ", who);
	if (nf > 0) {
		list(rs, fixed, nk, &b);
		sb_add(&b, " for sure, and ");
	}
	sb_printf(&b, "%ld card%s drawn from ", n, n == 1 ? "" : "s");
	list(rs, pool, nk, &b);
	sb_printf(&b, " (%ld cards)\n", cards_count(pool, nk));
	out_text(c, sb_str(&b));
	sb_release(&b);
}

static int
report(struct ctx *c, const struct ruleset *rs, const char *who,
    struct hands *h, const long *pool, long n, const char *cmp)
{
	long total = cards_choose(cards_count(pool, h->ncards), n);
	int k = 0;
	const char *op = NULL;
	long want = 0, ways = 0;
	int r;

	if (cmp != NULL && (r = parse_cmp(c, rs, cmp, &k, &op, &want)))
		return r;
	qsort(h->v, (size_t)h->n, sizeof *h->v, by_ways);
	if (op != NULL) {
		for (int i = 0; i < h->n; i++)
			if (holds(h->v[i].counts[k], op, want))
				ways += h->v[i].ways;
		if (c->json) {
			struct json *j = json_obj();
			json_set(j, "player", json_str(who));
			json_set(j, "card", json_str(rs->cards.ids[k]));
			json_set(j, "op", json_str(op));
			json_set(j, "count", json_int(want));
			json_set(j, "ways", json_int(ways));
			json_set(j, "of", json_int(total));
			json_set(j, "p", json_num((double)ways /
			    (double)total));
			out_json(c, j);
			json_free(j);
		} else {
			print_source(c, rs, who, h->fixed, pool, h->ncards, n);
			out_printf(c, "P(%s %s %ld in %s's hand) = %ld/%ld = "
			    "%.6g (%.4f%%)\n", RS_CARD(rs, k)->name, op, want,
			    who, ways, total,
			    (double)ways / (double)total,
			    100.0 * (double)ways / (double)total);
		}
		return ST_OK;
	}
	if (c->json) {
		struct json *j = json_obj(), *arr = json_arr();
		json_set(j, "player", json_str(who));
		json_set(j, "fixed", counts_json(rs, h->fixed, h->ncards));
		json_set(j, "pool", counts_json(rs, pool, h->ncards));
		json_set(j, "drawn", json_int(n));
		json_set(j, "of", json_int(total));
		for (int i = 0; i < h->n; i++) {
			struct json *o = json_obj();
			json_set(o, "cards", counts_json(rs, h->v[i].counts,
			    h->ncards));
			json_set(o, "ways", json_int(h->v[i].ways));
			json_set(o, "p", json_num((double)h->v[i].ways /
			    (double)total));
			json_push(arr, o);
		}
		json_set(j, "hands", arr);
		out_json(c, j);
		json_free(j);
		return ST_OK;
	}
	print_source(c, rs, who, h->fixed, pool, h->ncards, n);
	out_printf(c, "%9s  %12s  %s\n", "p", "ways", "hand");
	for (int i = 0; i < h->n; i++) {
		struct strbuf b;
		char ways_text[40];
		sb_init(&b);
		list(rs, h->v[i].counts, h->ncards, &b);
		snprintf(ways_text, sizeof ways_text, "%ld/%ld", h->v[i].ways,
		    total);
		out_printf(c, "%8.4f%%  %12s  %s\n", 100.0 *
		    (double)h->v[i].ways / (double)total, ways_text, sb_str(&b));
		sb_release(&b);
	}
	return ST_OK;
}

int
odds_hand(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct hands h;
	long *fixed = NULL, *pool = NULL, n;
	char *cmp = NULL;
	int p, r;

	if (argc < 3)
		return diag_set(&c->d, ST_USAGE, "usage: odds hand PLAYER "
		    "[CARD CMP K]");
	if ((r = session_begin(c, &s, 0)))
		return r;
	memset(&h, 0, sizeof h);
	if (s.st->cards == NULL || rs_hand_deck(s.rs) < 0) {
		r = diag_set(&c->d, ST_USAGE, "%s has no decks to draw hands "
		    "from", s.rs->id);
		goto out;
	}
	if ((p = state_player(s.st, argv[2])) < 0) {
		r = diag_set(&c->d, ST_USAGE, "no player '%s' in game '%s'",
		    argv[2], s.g.name);
		goto out;
	}
	h.ncards = s.st->cards->ncards;
	fixed = calloc((size_t)h.ncards + 1, sizeof *fixed);
	pool = calloc((size_t)h.ncards + 1, sizeof *pool);
	if (fixed == NULL || pool == NULL) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	cards_next_hand(s.rs, s.st, p, fixed, pool, &n);
	h.fixed = fixed;
	if (cards_compositions(pool, h.ncards, n, collect, &h) < 0 ||
	    cards_choose(cards_count(pool, h.ncards), n) < 0) {
		r = diag_set(&c->d, ST_USAGE, "the deck is too large to count "
		    "its hands exactly");
		goto out;
	}
	if (h.oom) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	if (argc > 3) {
		struct strbuf b;
		sb_init(&b);
		for (int i = 3; i < argc; i++)
			sb_printf(&b, "%s%s", i > 3 ? " " : "", argv[i]);
		cmp = sb_take(&b);
	}
	r = report(c, s.rs, s.st->players[p].name, &h, pool, n, cmp);
out:
	for (int i = 0; i < h.n; i++)
		free(h.v[i].counts);
	free(h.v);
	free(fixed);
	free(pool);
	free(cmp);
	session_end(c, &s, 0);
	return r;
}
