/* check_state_write.c: state_write writes, byte for byte, what json_write
 * writes of state_to_json's tree: on a new game of each shipped ruleset
 * and on many states made from them by changing at random every value
 * the snapshot holds (numbers of any size and sign, names to escape,
 * lists empty and full, the deferred commands waiting among them). */
#include <check.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/board/board.h"
#include "core/play/game.h"
#include "core/state/kept.h"
#include "core/state/zones.h"
#include "fixture_game.h"
#include "suites.h"

/* Each shipped ruleset, with the overlay that gives what its rulebook
 * does not (below the rulesets directory), or none. */
static const struct {
	const char *ruleset, *overlay;
} shipped[] = {
	{ "bernard.yaml", "examples/bernard-demo.yaml" },
	{ "adellos.yaml", NULL },
	{ "albedo.yaml", NULL },
	{ "aldarra-reborn.yaml", "../tests/data/aldarra-test-values.yaml" },
	{ "ashes-of-empire.yaml", NULL },
};

static uint64_t seed;

static uint64_t
next(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return seed;
}

/* A number: mostly small, now and then negative, huge or an extreme. */
static long
any(void)
{
	static const long edge[] = { LONG_MIN, LONG_MAX, -1, 0, 9, 10, 99,
	    100, -10, 1000000007L };

	switch (next() % 8) {
	case 0:
		return edge[next() % (sizeof edge / sizeof edge[0])];
	case 1:
		return (long)next();
	case 2:
		return -(long)(next() % 1000);
	default:
		return (long)(next() % 12);
	}
}

static void
same(const struct state *st, const struct ruleset *rs, const char *what,
    int k)
{
	struct json *j = state_to_json(st, rs);
	struct strbuf tree, stream;

	sb_init(&tree);
	sb_init(&stream);
	json_write(&tree, j, 0);
	json_free(j);
	state_write(&stream, st, rs);
	ck_assert_msg(!tree.failed && !stream.failed, "%s: out of memory",
	    what);
	ck_assert_msg(strcmp(sb_str(&tree), sb_str(&stream)) == 0,
	    "%s, state %d:\ntree   %s\nstream %s", what, k, sb_str(&tree),
	    sb_str(&stream));
	sb_release(&tree);
	sb_release(&stream);
}

/* Every value state_write reads off the state itself, changed. */
static void
shake(struct state *st, const struct ruleset *rs)
{
	static const char *const names[] = { "Ann", "Zo\xc3\xab", "a\"b",
	    "back\\slash", "tab\there", "\x01" };
	int nres = rs->resources.n > 0 ? rs->resources.n : 0;

	st->round = any();
	st->phase = (int)any();
	st->step = (int)any();
	st->turn = (int)any();
	st->tphase = (int)any();
	st->nturns = (int)(next() % (MAX_PLAYERS + 1));
	for (int i = 0; i < st->nturns; i++)
		st->turns[i] = (int)any();
	st->winner_role = (int)any();
	st->norder = (int)(next() % (MAX_PLAYERS + 1));
	for (int i = 0; i < st->norder; i++)
		st->order[i] = (int)any();
	st->nchoosers = (int)(next() % (MAX_PLAYERS + 1));
	for (int i = 0; i < st->nchoosers; i++)
		st->choosers[i] = (int)any();
	st->lap = any();
	st->winners = (unsigned)next();
	st->sealed = any();
	for (int i = 0; i < st->nplayers; i++) {
		struct player *p = &st->players[i];
		snprintf(p->name, sizeof p->name, "%s",
		    names[next() % (sizeof names / sizeof names[0])]);
		p->role = (int)any();
		p->faction = (int)any();
		p->out = (int)any();
		p->person = (int)any();
		for (int r = 0; r < nres; r++)
			p->res[r] = any();
	}
	for (int i = 0; i < rs->nlands && st->board != NULL; i++)
		st->board->owner[i] = (int)(next() % (unsigned)(st->nplayers +
		    1)) - 1;
	for (int i = 0; i < st->nbodies; i++)
		st->bodies[i].position = any();
	st->nlinks = (int)(next() % (unsigned)(st->caplinks + 1));
	for (int i = 0; i < st->nlinks; i++)
		st->links[i] = (struct link){ (int)any(), (int)any(), any(),
		    (int)any() };
	/* the deferred commands waiting: none to a full queue */
	st->ndeferred = (int)(next() % (unsigned)(st->capdeferred + 1));
	for (int i = 0; i < st->ndeferred; i++) {
		st->deferred[i].action = (int)any();
		st->deferred[i].who = (int)any();
		for (int k = 0; k < ENG_MAX_ARGS; k++)
			st->deferred[i].args[k] = any();
	}
	st->paid = (int)any();
	for (int i = 0; i < 4; i++)
		st->rng.s[i] = next();
	/* the decks: every slot any (written dense), or most 0 (written
	 * as the slots not zero), or about half */
	for (int i = 0, z = (int)(next() % 3); i < st->ndeck; i++)
		st->decks[i] = z == 0 || next() % (z == 1 ? 16 : 2) == 0 ?
		    any() : 0;
	for (int i = 0; i < st->nplayers * st->nactions; i++) {
		struct action_use *u = &st->uses[i];
		*u = (struct action_use){ any(), any(), any(), any(), any(),
		    any() };
	}
	/* the pieces (pieces_write): the supplies' counts, the chiefs, the
	 * numbers and counters of the pieces tracked (their kinds, owners
	 * and places kept: other parts look them up) and the places'
	 * holders */
	for (int i = 0; i < PC_SEATS * st->pc.nunits; i++)
		st->pc.taken[i] = any();
	for (int i = 0; i < st->pc.nkinds * st->pc.nvalues; i++)
		st->pc.entered[i] = any();
	/* the counted pieces' sides entered at the table, each part
	 * written only when one is: values, costs and attacks */
	for (int i = 0; i < 2 * st->pc.npieces * st->pc.npvalues; i++)
		st->pc.pentered[i] = next() % 2 ? -1 : any();
	for (int i = 0; i < 2 * st->pc.npieces * st->pc.nres; i++)
		st->pc.pcost[i] = next() % 2 ? -1 : any();
	for (int i = 0; i < 2 * st->pc.npieces; i++)
		snprintf(st->pc.pattack[i], sizeof st->pc.pattack[i], "%s",
		    next() % 2 ? "" : names[next() % (sizeof names /
		    sizeof names[0])]);
	for (int i = 0; i < PC_SEATS; i++) {
		st->pc.chief[i] = (int)any();
		st->pc.borrowed[i] = (int)any();
	}
	for (int i = 0; st->board != NULL && i < st->board->track.n; i++) {
		st->board->track.v[i].num = any();
		st->board->track.v[i].counters = any();
	}
	for (int r = 0; st->pc.nplaces > 0 && st->board != NULL &&
	    r < board_regions(st->board); r++) {
		st->board->tenure[r].since = any();
		st->board->tenure[r].turns = any();
	}
	/* the cards (cards_write): each card's values given inline, known
	 * or not, the counts by player, a few sites with cards played at
	 * them, the sites kept and the final standings */
	if (st->cards != NULL) {
		struct cards_state *c = st->cards;
		for (int k = 0; k < c->ncards; k++) {
			struct card_fill *f = cards_fill_w(c, k);
			f->v[0] = next() % 2 ? SCHEMA_UNKNOWN_INT : any();
			f->v[1] = any();
			f->rot = (int)(next() % 3) - 1;
			f->rv[0] = any();
			f->rv[1] = next() % 2 ? SCHEMA_UNKNOWN_INT : any();
		}
		for (int p = 0; p < c->nplayers; p++) {
			c->committed[p] = (int)any();
			c->site_score[p] = any();
			c->garrisons[p] = any();
		}
		c->per_round = (int)any();
		c->inline_sites = (int)any();
		c->named_sites = (int)(next() % 3);
		c->nsites = (int)(next() % 3);
		for (int s = 0; s < c->nsites; s++) {
			long *pl = cards_played_w(c, s, 0);
			struct site *x = &c->sites[s];
			/* a site counted in is written whole (cards.h), each
			 * of its fields (cards_write writes them one by one) */
			*x = (struct site){ 0 };
			snprintf(x->id, sizeof x->id, "s%d", s);
			snprintf(x->name, sizeof x->name, "%s", names[next() %
			    (sizeof names / sizeof names[0])]);
			x->value = any();
			x->card = (int)any();
			x->final = (int)any();
			x->nloc = (int)(next() % (CARDS_MAX_LOC + 1));
			for (int l = 0; l < x->nloc; l++) {
				x->nsub[l] = (int)(next() % (CARDS_MAX_SUB + 1));
				for (int i = 0; i < x->nsub[l]; i++) {
					x->sub[l][i].kind = (int)any();
					x->sub[l][i].cost = any();
				}
			}
			x->resolved = (int)any();
			x->norder = (int)(next() % (c->nplayers + 1));
			for (int i = 0; i < x->norder; i++)
				x->order[i] = (int)any();
			x->landed = (int)any();
			for (int p = 0; p < c->nplayers; p++) {
				x->where[p] = (int)any();
				x->taken[p] = (uint64_t)any();
			}
			x->keeper = (int)any();
			for (int i = 0; i < c->nplayers * c->ncards * 2; i++)
				pl[i] = any();
		}
		c->nkept = (int)(next() % 3);
		for (int i = 0; i < c->nkept; i++) {
			c->kept[i].player = (int)any();
			snprintf(c->kept[i].name, sizeof c->kept[i].name, "%s",
			    names[next() % (sizeof names / sizeof names[0])]);
			c->kept[i].value = any();
			c->kept[i].score = any();
			c->kept[i].round = any();
		}
		c->scoring = (int)(next() % 2);
		c->nrank = next() % 2 ? 0 : c->nplayers;
		for (int i = 0; i < c->nrank; i++) {
			c->rank[i] = (int)any();
			c->rank_tied[i] = (int)(next() % 2);
		}
	}
	/* the cards kept (keep-card): none, or some players' (terr's "disc"
	 * on a map of territories, "kept" on another game) */
	for (int p = 0; next() % 3 != 0 && p < st->nplayers; p++)
		ck_assert_int_ge(kept_set(&st->kept, p, names[next() %
		    (sizeof names / sizeof names[0])]), 0);
	/* the zones (zones_write): each zone's counts and marks, the
	 * producers, the squads' counts and cargo, the players' places,
	 * morale and squads due */
	if (st->zones != NULL) {
		struct zones *w = st->zones;
		for (int i = 0; i < w->n; i++) {
			struct zone_state *z = &w->w[i];
			z->folk = any();
			z->militia = any();
			z->shelters = any();
			z->held = (unsigned char)(next() % 2);
			z->producer_due = (unsigned char)(next() % 2);
			z->fought = (unsigned char)(next() % 2);
		}
		for (int i = 0; i < w->n * w->nkinds; i++)
			w->producers[i] = any();
		/* squads of a few players at a few zones (a new game has
		 * none), then their counts changed; cargo small, summed */
		for (int k = 0; w->n > 0 && w->nsquads < 4 && k < 2; k++)
			ck_assert_ptr_nonnull(zones_squad_add(w,
			    (int)(next() % (unsigned)st->nplayers),
			    (int)(next() % (unsigned)w->n), 0, 1, 0));
		for (int i = 0; i < w->nsquads; i++) {
			w->f[i].away = (int)any();
			w->f[i].strikers = any();
			w->f[i].rest_carriers = any();
			for (int k = 0; k < w->ncargo; k++)
				w->f[i].cargo[k] = next() % 3 == 0 ? 0 :
				    (long)(next() % 12);
		}
		for (int p = 0; p < MAX_PLAYERS; p++) {
			st->players[p].place = (int)any();
			w->morale[p][next() % 3] = (unsigned char)(next() % 2);
			for (int k = 0; k < MAX_START_SQUADS; k++)
				w->due[p][k] = any();
		}
	}
}

START_TEST(test_same_text)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	struct diag_list errs;
	struct report rep;
	struct diag d;
	char *players[] = { "Ann", "Bob", "Cleo", "Dan" };
	size_t n;
	int started = 0;
	const char *name = shipped[_i].ruleset;
	char *text = fixture_read_shipped(name, &n), *over = NULL;
	struct rs_text t = { name, text, n }, o = { NULL, NULL, 0 };

	if (shipped[_i].overlay != NULL) {
		over = fixture_read_shipped(shipped[_i].overlay, &n);
		o = (struct rs_text){ shipped[_i].overlay, over, n };
	}
	diag_list_init(&errs);
	ck_assert_msg(ruleset_load(&t, &o, over != NULL, NULL, 0, &rs, &errs)
	    == ST_OK, "%s: %s", name, errs.n ? errs.v[0].msg : "?");
	diag_list_free(&errs);
	seed = 0x9e3779b97f4a7c15ULL + (uint64_t)_i;
	for (int np = 2; np <= 4; np++) {
		report_init(&rep);
		if (game_new(rs, players, np, 1, &st, &rep, &d) != ST_OK) {
			report_release(&rep);
			continue;	/* not a count this game is for */
		}
		report_release(&rep);
		started++;
		same(st, rs, name, 0);
		/* room for links, which a new game has none of */
		if (st->caplinks < 4) {
			struct link *v = realloc(st->links, 4 * sizeof *v);
			ck_assert_ptr_nonnull(v);
			st->links = v;
			st->caplinks = 4;
		}
		/* and for deferred commands */
		if (st->capdeferred < 3) {
			struct deferred_cmd *v = realloc(st->deferred,
			    3 * sizeof *v);
			ck_assert_ptr_nonnull(v);
			st->deferred = v;
			st->capdeferred = 3;
		}
		for (int k = 1; k <= 300; k++) {
			shake(st, rs);
			same(st, rs, name, k);
		}
		state_free(st);
		st = NULL;
	}
	ck_assert_msg(started > 0, "%s: no game of 2 to 4 players: %s",
	    name, d.msg);
	ruleset_free(rs);
	free(text);
	free(over);
}
END_TEST

Suite *
suite_state_write(void)
{
	Suite *s = suite_create("state_write");
	TCase *tc = tcase_create("same text");

	tcase_add_loop_test(tc, test_same_text, 0,
	    sizeof shipped / sizeof shipped[0]);
	suite_add_tcase(s, tc);
	return s;
}
