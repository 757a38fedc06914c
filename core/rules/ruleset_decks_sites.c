/* ruleset_decks_sites.c: dealt decks (decl.h, "decks" with 'deal'): a
 * counted deck whose size is valued when the game starts, with a final
 * card drawn last and a left-over pool set aside at the deal, its items the
 * cards of the site catalogue ('kinds: sites'), or cards all alike that
 * the effect draw takes into the resource 'hand' names.  Rulesets written
 * before the site deck was a deck (a saved game keeps the text it was
 * started with) gave its size and pool in the rows of
 * 'mechanisms.claims.by-players' ('deck', 'aside'), with a final card
 * always: they become a deck 'sites' whose 'deal' and 'left-over' say the
 * same of the players. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/expr/expr.h"
#include "core/rules/ruleset_int.h"

#define DECK_ITEMS_MAX 100000L

/* --- values of the players alone --------------------------------------- */

static int
players_name(void *ctx, const char *name, int nargs,
    const char *const *symtext, struct expr_sym *out, char *err, size_t n)
{
	(void)ctx;
	(void)symtext;
	if (strcmp(name, "players") != 0 || nargs != -1) {
		snprintf(err, n, "not the players");
		return -1;
	}
	out->code = 1;
	return 0;
}

static int
players_of(void *ctx, const struct expr_sym *sym, const long *args,
    int nargs, long *out, char *err, size_t n)
{
	(void)sym;
	(void)args;
	(void)nargs;
	(void)err;
	(void)n;
	*out = *(const long *)ctx;
	return 0;
}

/* x parsed as a value of the players alone, or NULL (no text, or wrong:
 * its own check says so); expr_free it. */
static struct expr *
players_parse(const struct sexpr *x)
{
	struct expr_names names = { players_name, NULL, 0, NULL, NULL };
	struct expr *e = NULL;
	struct diag d;

	if (x->text == NULL)
		return NULL;
	memset(&d, 0, sizeof d);
	if (expr_parse(x->text, NULL, 1, 1, &names, &e, &d) != ST_OK)
		return NULL;
	return e;
}

/* The value of e parsed by players_parse for a count of players: 0, or
 * -1 (e is NULL, or does not value). */
static int
players_eval(const struct expr *e, long players, long *out)
{
	struct expr_env env = { players_of, NULL, &players };
	struct diag d;

	if (e == NULL)
		return -1;
	memset(&d, 0, sizeof d);
	return expr_eval(e, &env, out, &d) == ST_OK ? 0 : -1;
}

int
rs_players_value(const struct sexpr *x, long players, long *out)
{
	struct expr *e = players_parse(x);
	int r = players_eval(e, players, out);

	expr_free(e);
	return r;
}

/* --- the check --------------------------------------------------------- */

/* deal and left-over, for every player count the game takes */
static int
check_counts(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct deck_def *d = VEC_AT(rs->decks, struct deck_def, i);
	/* each parsed once, valued for every count of players */
	struct expr *deal = players_parse(&d->deal);
	struct expr *left = players_parse(&d->left_over);
	long n, pool;
	int bad = 0;

	for (long p = rs->players.min; p <= rs->players.max && !bad; p++) {
		if (players_eval(deal, p, &n) < 0)
			n = 0;
		if (players_eval(left, p, &pool) < 0)
			pool = 0;
		if (n < 0 || pool < 0 || n > DECK_ITEMS_MAX ||
		    pool > DECK_ITEMS_MAX)
			bad = ERR(rs->decks.pos[i], "deck '%s' deals %ld and "
			    "sets %ld aside for %ld players: a deck holds from "
			    "none to %ld", rs->decks.ids[i], n, pool, p,
			    DECK_ITEMS_MAX);
	}
	expr_free(deal);
	expr_free(left);
	return bad;
}

/* The site catalogue's final card against the deck's 'final' (a catalogue
 * may list some cards only, the final one or not), and the items against
 * the catalogue. */
static int
check_catalogue(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct deck_def *d = VEC_AT(rs->decks, struct deck_def, i);
	const struct vec *cat = &rs->sites.catalogue;
	const char *id = rs->decks.ids[i];
	int bad = 0;

	for (int k = 0; k < d->items.n; k++)
		if (k >= cat->n || strcmp(cat->ids[k], d->items.ids[k]) != 0 ||
		    *VEC_AT(d->items, long, k) != 1)
			bad += ERR(d->items.pos[k], "'decks.%s.items.%s': the "
			    "items of a deck of 'kinds: sites' are the cards "
			    "of 'sites.catalogue', once each", id,
			    d->items.ids[k]);
	for (int k = 0; k < cat->n; k++) {
		if (!VEC_AT(*cat, struct site_card_def, k)->final)
			continue;
		if (!d->final)
			bad += ERR(cat->pos[k], "site '%s' is the final one, "
			    "but deck '%s' has no final card ('final: true')",
			    cat->ids[k], id);
	}
	return bad;
}

int
rs_check_dealt(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct deck_def *d = VEC_AT(rs->decks, struct deck_def, i);
	const char *id = rs->decks.ids[i];
	int bad = 0;

	if (d->deal.text == NULL)
		return ERR(rs->decks.pos[i], "deck '%s': 'final', 'left-over' "
		    "and 'kinds: sites' belong to a dealt deck ('deal')", id);
	if (d->size != DECK_TRACKED || d->piles.n > 0 ||
	    d->copies.text != NULL || d->per != DECK_PER_TABLE ||
	    d->hand_size > 0 || d->unseen_hand || d->face_up || d->shuffled ||
	    d->discard == DECK_PILE)
		bad += ERR(rs->decks.pos[i], "deck '%s' is dealt ('deal'): it "
		    "takes no 'size', 'piles', 'copies', 'per', 'hand-size', "
		    "'unseen-hand', 'face-up', 'shuffled' or 'discard: pile'",
		    id);
	if (d->kinds != DECK_KINDS_SITES && (d->hand.i < 0 ||
	    d->items.n > 0 || d->kinds != DECK_KINDS_ITEMS))
		return bad + ERR(rs->decks.pos[i], "deck '%s' is dealt: its "
		    "cards are the site cards ('kinds: sites'), revealed by "
		    "'mechanisms.claims', or counted cards drawn into the "
		    "resource its 'hand' names (no 'items')", id);
	/* the counts are a check of the texts alone, each expression
	 * parsed and valued for every count of players (some 20 thousand
	 * instructions): rules read from their kept image (rs->checked)
	 * passed it when the image was kept, from the same texts */
	if (d->kinds != DECK_KINDS_SITES)
		return bad + (rs->checked ? 0 : check_counts(rs, i, errs));
	if (rs_site_deck(rs) != i)
		bad += ERR(rs->decks.pos[i], "deck '%s': deck '%s' holds the "
		    "site cards already", id, rs->decks.ids[rs_site_deck(rs)]);
	if (!rs->mech.claims.present || rs->sites.locations.n <= 0)
		bad += ERR(rs->decks.pos[i], "deck '%s' holds the site cards: "
		    "it needs 'sites' and 'mechanisms.claims', which reveals "
		    "them", id);
	return bad + (rs->checked ? 0 : check_counts(rs, i, errs)) +
	    check_catalogue(rs, i, errs);
}

/* --- the older keys ---------------------------------------------------- */

/* The rows' values of key as one expression of the players, in b: the
 * first row whose range holds them gives its value (as the set-up takes
 * the first row), none 0.  Takes key out of the rows. */
static void
rows_expr(struct ynode *rows, const char *key, struct strbuf *b)
{
	for (int i = 0; i < rows->n; i++) {
		struct ynode *v = rows->v[i]->kind == Y_MAP ?
		    ynode_take(rows->v[i], key) : NULL;
		const struct ynode *r = rows->v[i]->kind == Y_MAP ?
		    ynode_get(rows->v[i], "players") : NULL;
		const struct ynode *lo = rs_yscalar(r, "min");
		const struct ynode *hi = rs_yscalar(r, "max");
		sb_printf(b, "if(players >= %s and players <= %s, %s, ",
		    lo != NULL ? lo->str : "0", hi != NULL ? hi->str : "0",
		    v != NULL && v->kind == Y_SCALAR ? v->str : "0");
		ynode_free(v);
	}
	sb_printf(b, "0");
	for (int i = 0; i < rows->n; i++)
		sb_printf(b, ")");
}

/* The id of the deck of 'kinds: sites' in a tree's 'decks', or NULL. */
static const char *
sites_in(const struct ynode *root)
{
	const struct ynode *d = root != NULL ? ynode_get(root, "decks") : NULL;
	const struct ynode *k;

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++)
		if ((k = rs_yscalar(d->v[i], "kinds")) != NULL &&
		    strcmp(k->str, "sites") == 0)
			return d->keys[i]->str;
	return NULL;
}

int
rs_decks_old_sites(struct ynode *t, const struct ynode *base)
{
	struct ynode *mech = ynode_get(t, "mechanisms"), *cl, *rows, *e;
	const char *id = sites_in(t) ? sites_in(t) : sites_in(base);
	struct strbuf deal, pool;
	int any = 0, r = -1;

	if (mech == NULL || mech->kind != Y_MAP || (cl = ynode_get(mech,
	    "claims")) == NULL || cl->kind != Y_MAP || (rows = ynode_get(cl,
	    "by-players")) == NULL || rows->kind != Y_SEQ)
		return 0;
	for (int i = 0; i < rows->n; i++)
		any += rs_yscalar(rows->v[i], "deck") != NULL ||
		    rs_yscalar(rows->v[i], "aside") != NULL;
	if (!any)
		return 0;
	sb_init(&deal);
	sb_init(&pool);
	rows_expr(rows, "deck", &deal);
	rows_expr(rows, "aside", &pool);
	if ((e = ynode_new_map(rows->file, rows->line, rows->col)) == NULL)
		goto out;
	if (id == NULL) {
		id = "sites";
		if (rs_set_scalar(e, "name", "the site deck", rows) < 0 ||
		    rs_set_scalar(e, "kinds", "sites", rows) < 0 ||
		    rs_set_scalar(e, "final", "true", rows) < 0)
			goto fail;
	}
	if (rs_set_scalar(e, "deal", sb_str(&deal), rows) < 0 ||
	    rs_set_scalar(e, "left-over", sb_str(&pool), rows) < 0)
		goto fail;
	r = rs_deck_put(t, id, e);
	goto out;
fail:
	ynode_free(e);
out:
	sb_release(&deal);
	sb_release(&pool);
	return r;
}
