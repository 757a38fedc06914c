/* ruleset_hold_win.c: the win by zones held at the end of a round
 * (mechanisms.game-end hold-to-win, hold-to-win-by-players) is declared:
 *
 *   - if:
 *       test: hold_to_win > 0 and max_players(regions(who)) >= hold_to_win
 *       then:
 *         - declare-winner: who
 *           where: regions(who) == max_players(regions(who))
 *           says: "the game is over: {@winners} win{@verb winners} (...)"
 *
 * the players tied with the most zones, when they are as many as the
 * game-end asks for, winning together.  A ruleset written before (a saved
 * game keeps the text it was started with) left that win to the effect
 * hold-win: the declaration is put after every 'hold-win: true' of such a
 * text (its old step list of turns.end-of-round became that effect:
 * ruleset_round_end.c), unless what follows it in its list declares a
 * winner already.  A text whose game-end gives no count to hold gets no
 * such declaration, as that win never came there.  On a board of numbered
 * zones hold-win is then taken out: the players it put out are put out by
 * the declaration ruleset_hold_out.c puts before it.  Elsewhere it is
 * left, and refused by the check. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char hold_decl[] =
    "- if:\n"
    "    test: hold_to_win > 0 and max_players(regions(who)) >= "
    "hold_to_win\n"
    "    then:\n"
    "      - declare-winner: who\n"
    "        where: regions(who) == max_players(regions(who))\n"
    "        says: \"the game is over: {@winners} win{@verb winners} "
    "({max_players(regions(who))} {@words zone, "
    "max_players(regions(who))} held at the end of the round; "
    "{hold_to_win} win)\"\n";

/* Does the text's mechanisms.game-end give a count of zones to hold? */
static int
holds(const struct ynode *root)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *g;

	g = m != NULL && m->kind == Y_MAP ? ynode_get(m, "game-end") : NULL;
	return g != NULL && g->kind == Y_MAP && (ynode_get(g,
	    "hold-to-win") != NULL || ynode_get(g,
	    "hold-to-win-by-players") != NULL);
}

/* The declaration put into seq after its item k: 0, or -1 out of
 * memory. */
static int
insert_after(struct ynode *seq, int k)
{
	struct ynode *t, **v;
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, hold_decl);
	if ((t = rs_yparse_at(&b, seq->v[k]->file, seq->v[k])) == NULL)
		return -1;
	if (t->kind != Y_SEQ || t->n != 1 || (v = realloc(seq->v,
	    (size_t)(seq->n + 1) * sizeof *v)) == NULL) {
		ynode_free(t);
		return -1;
	}
	seq->v = v;
	memmove(&v[k + 2], &v[k + 1], (size_t)(seq->n - k - 1) * sizeof *v);
	v[k + 1] = t->v[0];
	seq->n++;
	seq->cap = seq->n;
	t->n = 0;
	ynode_free(t);
	return 0;
}

/* The declaration after every hold-win under n: 0, or -1 out of memory. */
static int
upgrade(struct ynode *n)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		int later = 0;
		/* alone in its item (else rs_flags_left refuses it) */
		if (n->kind == Y_MAP || n->v[i]->n != 1 ||
		    !rs_yflag(n->v[i], "hold-win")) {
			if (upgrade(n->v[i]) < 0)
				return -1;
			continue;
		}
		for (int k = i + 1; k < n->n && !later; k++)
			later = rs_yhas(n->v[k], "declare-winner");
		if (!later && insert_after(n, i) < 0)
			return -1;
	}
	return 0;
}

/* Every 'hold-win: true' under n taken out of its list. */
static void
drop(struct ynode *n)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		/* alone in its item (else rs_flags_left refuses it) */
		if (n->kind == Y_MAP || n->v[i]->n != 1 ||
		    !rs_yflag(n->v[i], "hold-win")) {
			drop(n->v[i]);
			continue;
		}
		ynode_free(n->v[i]);
		memmove(&n->v[i], &n->v[i + 1], (size_t)(n->n - i - 1) *
		    sizeof *n->v);
		n->n--;
		i--;
	}
}

int
rs_hold_win_upgrade(struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board");

	if (holds(root) && upgrade(root) < 0)
		return -1;
	/* on a board of numbered zones hold-win's part of putting players
	 * out is declared before it (ruleset_hold_out.c) and its win after
	 * it: nothing is left for it */
	if (board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL)
		drop(root);
	return 0;
}
