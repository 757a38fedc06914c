/* ruleset_decks_supply.c: the supply decks of rulesets written before they
 * were decks under 'decks' (a saved game keeps the text it was started
 * with).  'mechanisms.decks.supply' gave each deck its 'name', its 'cards'
 * and whether it lay 'face-up' and was 'shuffled'; the rows of
 * 'mechanisms.claims.by-players' how many times its cards were in play
 * ('supply-copies', 1 if not given).  Each becomes a deck of cards for the
 * table, in one draw pile, whose 'copies' says the same of the players. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset_int.h"

/* The rows' copies as one expression of the players, in b: each row's
 * count where the players are in its range.  Takes 'supply-copies' out of
 * the rows; 0 when no row gives it (b left empty). */
static int
copies_of(struct ynode *rows, struct strbuf *b)
{
	int any = 0;

	for (int i = 0; rows != NULL && rows->kind == Y_SEQ && i < rows->n;
	    i++)
		any += rs_yscalar(rows->v[i], "supply-copies") != NULL;
	if (!any)
		return 0;
	for (int i = 0; i < rows->n; i++) {
		struct ynode *c = rows->v[i]->kind == Y_MAP ?
		    ynode_take(rows->v[i], "supply-copies") : NULL;
		const struct ynode *r = rows->v[i]->kind == Y_MAP ?
		    ynode_get(rows->v[i], "players") : NULL;
		const struct ynode *lo = rs_yscalar(r, "min");
		const struct ynode *hi = rs_yscalar(r, "max");
		sb_printf(b, "%s(players >= %s and players <= %s) * %s",
		    i ? " + " : "", lo != NULL ? lo->str : "0",
		    hi != NULL ? hi->str : "0", c != NULL && c->kind ==
		    Y_SCALAR ? c->str : "1");
		ynode_free(c);
	}
	return 1;
}

/* One old supply deck e (consumed) as the deck decks.id. */
static int
one(struct ynode *t, const char *id, struct ynode *e, const char *copies)
{
	if (e->kind != Y_MAP)
		return rs_deck_put(t, id, e);
	if (ynode_rename(e, "cards", "items") < 0 ||
	    rs_set_scalar(e, "kinds", "cards", e) < 0 ||
	    (copies != NULL && rs_set_scalar(e, "copies", copies, e) < 0) ||
	    rs_set_yaml(e, "piles", "[draw]", e) < 0) {
		ynode_free(e);
		return -1;
	}
	return rs_deck_put(t, id, e);
}

/* The copies (text) onto every deck of cards for the table in map decks
 * (of t, or of the base), as decks.id of t. */
static int
copies_onto(struct ynode *t, const struct ynode *decks, const char *text)
{
	for (int i = 0; decks != NULL && decks->kind == Y_MAP && i < decks->n;
	    i++) {
		const struct ynode *k = rs_yscalar(decks->v[i], "kinds");
		struct ynode *e;
		if (k == NULL || strcmp(k->str, "cards") != 0 ||
		    rs_yscalar(decks->v[i], "per") != NULL)
			continue;
		if ((e = ynode_new_map(decks->v[i]->file, decks->v[i]->line,
		    decks->v[i]->col)) == NULL)
			return -1;
		if (rs_set_scalar(e, "copies", text, e) < 0) {
			ynode_free(e);
			return -1;
		}
		if (rs_deck_put(t, decks->keys[i]->str, e) < 0)
			return -1;
	}
	return 0;
}

int
rs_decks_old_supply(struct ynode *t, const struct ynode *base)
{
	struct ynode *mech = ynode_get(t, "mechanisms"), *d, *sup, *cl;
	struct strbuf b;
	int r = 0, has;

	if (mech == NULL || mech->kind != Y_MAP)
		return 0;
	sb_init(&b);
	cl = ynode_get(mech, "claims");
	has = copies_of(cl != NULL && cl->kind == Y_MAP ? ynode_get(cl,
	    "by-players") : NULL, &b);
	d = ynode_get(mech, "decks");
	sup = d != NULL && d->kind == Y_MAP ? ynode_take(d, "supply") : NULL;
	if (d != NULL && d->kind == Y_MAP && d->n == 0)
		ynode_free(ynode_take(mech, "decks"));
	for (int i = 0; sup != NULL && sup->kind == Y_MAP && i < sup->n &&
	    r == 0; i++) {
		sup->v[i]->line = sup->keys[i]->line;	/* errors name the */
		sup->v[i]->col = sup->keys[i]->col;	/* deck where written */
		r = one(t, sup->keys[i]->str, sup->v[i], has ? sb_str(&b) :
		    NULL);
		sup->v[i] = NULL;
	}
	/* the rows alone (an overlay, or with the decks written under
	 * 'decks'): the decks of cards for the table declared take them */
	if (sup == NULL && has && r == 0)
		r = copies_onto(t, ynode_get(t, "decks"), sb_str(&b));
	if (sup == NULL && has && r == 0 && base != NULL)
		r = copies_onto(t, ynode_get(base, "decks"), sb_str(&b));
	ynode_free(sup);
	sb_release(&b);
	return r;
}
