/* engine_duel.c: the effect duel, one piece tracked one by one attacking
 * another: its attack against the other's defence, each with every
 * modifier named (the kinds' values, the acting chiefs' bonuses, and from
 * a word of kind modifiers what the GM enters for either side and the
 * cards played), settled by the contest mechanisms.duel names.  The piece
 * that loses leaves the game; a slain chief puts its player out and pays
 * the slayer (mechanisms.duel's reward for one). */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"
#include "core/engine/engine_chiefs.h"
#include "core/combat/combat.h"

#include <stdio.h>
#include <string.h>

#include "core/state/pieces.h"
#include "core/state/state.h"

#define MOD_MAX 1000L
#define TRACKED(a, i) (&(a)->st->board->track.v[i])

/* One side's value: the sum of its terms, written out. */
struct side {
	long total;
	struct strbuf terms;
};

static void
term(struct side *s, const char *what, long v, int first)
{
	s->total += v;
	if (first)
		sb_printf(&s->terms, "%s %ld", what, v);
	else
		sb_printf(&s->terms, ", %s %+ld", what, v);
}

static const char *
id_of(const struct act *a, int i, char *buf, size_t n)
{
	eng_piece_name(a, i, buf, n);
	return buf;
}

/* a+N[:NOTE], a-N, d+N, d-N: a modifier the GM rules; 1 when s is one. */
static int
gm_mod(struct act *a, const char *s, struct side *att, struct side *def,
    int *st)
{
	const char *colon = strchr(s, ':');
	char num[24], note[64];
	long v;

	*st = ST_OK;
	if ((s[0] != 'a' && s[0] != 'd') || (s[1] != '+' && s[1] != '-'))
		return 0;
	snprintf(num, sizeof num, "%.*s", colon ? (int)(colon - s - 1) :
	    (int)strlen(s + 1), s + 1);
	if ((*st = arg_long(a, num, "a modifier", -MOD_MAX, MOD_MAX, &v)))
		return 1;
	snprintf(note, sizeof note, "%s", colon && colon[1] ? colon + 1 :
	    "GM");
	canon(a, s);
	term(s[0] == 'a' ? att : def, note, v, 0);
	return 1;
}

/* cards:PLAYER[:N]: cards of the drawing deck's hand played in the fight
 * by p or q (they leave the game; their effect is entered as
 * modifiers). */
static int
fight_cards(struct act *a, const char *s, int p, int q, struct strbuf *b)
{
	char name[64], *colon, w[96];
	long n = 1;
	int who, st, d = rs_draw_deck(a->rs), r;
	long before;

	if (d < 0)
		return usage(a, "%s has no cards to play", a->rs->id);
	r = VEC_AT(a->rs->decks, struct deck_def, d)->hand.i;
	snprintf(name, sizeof name, "%s", s + 6);
	if ((colon = strchr(name, ':')) != NULL) {
		*colon = '\0';
		if ((st = arg_long(a, colon + 1, "the cards", 1, MOD_MAX, &n)))
			return st;
	}
	if ((st = arg_player(a, name, &who)))
		return st;
	snprintf(w, sizeof w, "cards:%s:%ld", pname(a, who), n);
	canon(a, w);
	if (who != p && who != q)
		return refuse(a, "only the players in the fight play cards in "
		    "it, not %s", pname(a, who));
	before = a->st->players[who].res[r];
	if (before < n)
		return refuse(a, "%s has %s, not %ld", pname(a, who),
		    qty(a, r, before), n);
	a->st->players[who].res[r] -= n;
	sb_printf(b, "%s plays %s in the fight: %s %ld -> %ld\n",
	    pname(a, who), qty(a, r, n), rname(a, r), before, before - n);
	return ST_OK;
}

/* The slayer p's reward for q's chief, per the duel's reward for slaying
 * one, said as the effect reward says it (engine_reward.c). */
static int
loot(struct act *a, int p, int q)
{
	const struct loot_def *l = &a->rs->mech.duel.slain_chief;
	long drawn;
	int st;

	for (int i = 0; i < l->bank.n; i++)
		if ((st = eng_reward_bank(a, p, rs_resource(a->rs,
		    l->bank.ids[i]), *VEC_AT(l->bank, long, i))))
			return st;
	if (l->draw > 0 && (st = deck_draw(a, rs_draw_deck(a->rs), p,
	    l->draw, "the reward", &drawn)))
		return st;
	for (int i = 0; i < l->takes.n; i++)
		if ((st = eng_reward_take(a, p, q, VEC_AT(l->takes,
		    struct sref, i)->i)))
			return st;
	return ST_OK;
}

/* Chief l's modifier in mods (attack or defence, by unit kind) for a
 * piece of kind (a chief's kind has none). */
static long
unit_mod(const struct act *a, const struct vec *mods, int kind)
{
	int k;

	if (kind >= a->rs->units.n)
		return 0;
	k = vec_find(mods, a->rs->units.ids[kind]);
	return k < 0 ? 0 : *VEC_AT(*mods, long, k);
}

/* The two sides' values: the kinds', then their acting chiefs'. */
static int
sides(struct act *a, int i, int j, struct side *att, struct side *def)
{
	const struct tracked *x = TRACKED(a, i), *y = TRACKED(a, j);
	int la[2], ld[2];
	int na = eng_chiefs_acting(a->rs, a->st, x->owner, la);
	int nd = eng_chiefs_acting(a->rs, a->st, y->owner, ld);
	long v;
	int st;

	if ((st = kind_stat(a, x->kind, STAT_ATTACK, &v)))
		return st;
	term(att, kind_name(a->rs, x->kind), v, 1);
	for (int k = 0; k < na; k++)
		if ((v = unit_mod(a, &RS_CHIEF(a->rs, la[k])->mods.attack,
		    x->kind)) != 0)
			term(att, RS_CHIEF(a->rs, la[k])->name, v, 0);
	if ((st = kind_stat(a, y->kind, STAT_DEFENCE, &v)))
		return st;
	term(def, kind_name(a->rs, y->kind), v, 1);
	for (int k = 0; k < nd; k++)
		if ((v = unit_mod(a, &RS_CHIEF(a->rs, ld[k])->mods.defence,
		    y->kind)) != 0)
			term(def, RS_CHIEF(a->rs, ld[k])->name, v, 0);
	return ST_OK;
}

/* The modifiers, the words from place 'from' on (0: none), in order. */
static int
modifiers(struct act *a, int from, int p, int q, struct side *att,
    struct side *def, struct strbuf *cards)
{
	int st;

	for (int k = from; from > 0 && k < a->argc; k++) {
		if (gm_mod(a, a->argv[k], att, def, &st)) {
			if (st != ST_OK)
				return st;
		} else if (strncmp(a->argv[k], "cards:", 6) == 0) {
			if ((st = fight_cards(a, a->argv[k], p, q, cards)))
				return st;
		} else {
			return usage(a, "'%s': write a modifier as a+N or d-N "
			    "(with ':NOTE' if you like) and cards played as "
			    "cards:PLAYER[:N]", a->argv[k]);
		}
	}
	return ST_OK;
}

static int
duel(struct act *a, const struct eff_duel *x, const struct eng_eval *ev,
    struct side *att, struct side *def, struct strbuf *cards)
{
	const struct combat_decl *c = VEC_AT(a->rs->combats,
	    struct combat_decl, a->rs->mech.duel.combat.i);
	struct combat_round rd;
	int i = (int)ev->args[x->w_attacker], j = (int)ev->args[x->w_target];
	int p, q, st, won, lost, loser;
	char ai[96], target[96];

	p = TRACKED(a, i)->owner;
	q = TRACKED(a, j)->owner;
	id_of(a, i, ai, sizeof ai);
	id_of(a, j, target, sizeof target);
	if (q == p)
		return refuse(a, "%s and %s are both %s's", ai, target,
		    pname(a, p));
	if ((st = sides(a, i, j, att, def)) || (st = modifiers(a,
	    x->w_modifiers >= 0 ? (int)ev->args[x->w_modifiers] : 0, p, q,
	    att, def, cards)))
		return st;
	if ((st = combat_roll(c, NULL, att->total, def->total, a->dice, &rd,
	    a->d)))
		return st;
	won = rd.loss[1] > 0;
	lost = rd.loss[0] > 0;
	report_line(a->rep, "%s (%s) attacks %s (%s): attack %ld (%s) against "
	    "defence %ld (%s)", ai, pname(a, p), target, pname(a, q),
	    att->total, sb_str(&att->terms), def->total, sb_str(&def->terms));
	if (cards->len > 0)
		sb_add(&a->rep->text, sb_str(cards));
	json_set(a->rep->data, "attacker", json_str(ai));
	json_set(a->rep->data, "defender", json_str(target));
	json_set(a->rep->data, "attack", json_int(att->total));
	json_set(a->rep->data, "defence", json_int(def->total));
	json_set(a->rep->data, "defeated", json_bool(won));
	if (c->strikes_back)
		json_set(a->rep->data, "struck_back", json_bool(lost));
	if (!won && !lost) {
		report_line(a->rep, "%s: nothing happens", att->total ==
		    def->total ? "a tie" : "the defence holds");
		return ST_OK;
	}
	/* the loser's piece leaves; the winner slays a chief */
	loser = won ? j : i;
	if (!won) {
		int t = p;
		p = q;
		q = t;
		snprintf(target, sizeof target, "%s", ai);
	}
	if (TRACKED(a, loser)->kind < a->rs->units.n) {
		report_line(a->rep, "%s is defeated and leaves the game",
		    target);
		piece_leaves(a, loser);
		return ST_OK;
	}
	report_line(a->rep, "%s, %s's %s, is slain", target, pname(a, q),
	    game_word(a, W_CHIEF, 1));
	json_set(a->rep->data, "slain", json_str(pname(a, q)));
	player_falls(a, q);
	return loot(a, p, q);
}

int
eng_duel(struct act *a, const struct eff_duel *x, const struct eng_eval *ev)
{
	struct side att, def;
	struct strbuf cards;
	int st;

	if (!a->rs->mech.duel.present || a->rs->mech.duel.combat.i < 0 ||
	    a->st->board == NULL || x->w_attacker < 0 || x->w_target < 0)
		return diag_set(a->d, ST_DATA, "%s: duel needs mechanisms.duel "
		    "and two words naming pieces", a->rs->id);
	if (ev->args[x->w_attacker] < 0 || ev->args[x->w_attacker] >=
	    a->st->board->track.n || ev->args[x->w_target] < 0 ||
	    ev->args[x->w_target] >= a->st->board->track.n)
		return diag_set(a->d, ST_DATA, "%s: duel needs two pieces on "
		    "the table", a->rs->id);
	att.total = def.total = 0;
	sb_init(&att.terms);
	sb_init(&def.terms);
	sb_init(&cards);
	st = duel(a, x, ev, &att, &def, &cards);
	sb_release(&att.terms);
	sb_release(&def.terms);
	sb_release(&cards);
	return st;
}
