/* engine_values_play.c: the values of play that read no board: a
 * combat, the cards on the table, the places chosen, the phase. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"
#include "core/engine/engine_words.h"
#include "core/engine/engine_value_parts.h"
#include "core/act/act_zones.h"

#include <stdio.h>

#include "core/state/cards.h"
#include "core/state/done.h"
#include "core/state/places.h"
#include "core/state/state.h"
#include "core/state/terr.h"
#include "core/state/zones.h"

/* sites(KEY) (names_game.c): what the card mechanisms keep of the round's
 * sites; 0 (the lander -1) without them. */
static int
sites_value(const struct eng_eval *ev, int key, long *out)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;
	const struct cards_state *c = st->cards;
	int s = c != NULL ? site_current(c) : -1, d;

	*out = key == SK_LANDER ? -1 : 0;
	if (key == SK_LOCATIONS)	/* of every site card: the ruleset's */
		*out = rs->sites.locations.n;
	if (c == NULL)
		return 0;
	switch (key) {
	case SK_PER_ROUND: *out = c->per_round; break;
	case SK_REVEALED: *out = c->nsites; break;
	case SK_LEFT: *out = cards_sites(rs, st)[DEALT_LEFT]; break;
	case SK_DRAWABLE:
		/* a deck of unknown size: none known to draw */
		d = rs_site_deck(rs);
		*out = d >= 0 ? deck_left(rs, st, d) : 0;
		*out = *out < 0 ? 0 : *out;
		break;
	case SK_CATALOGUE: *out = c->ncat; break;
	case SK_CURRENT: *out = s + 1; break;
	case SK_RESOLVED: *out = s >= 0 && c->sites[s].resolved; break;
	case SK_LANDER:
		if (s >= 0 && c->sites[s].resolved && c->sites[s].landed <
		    c->sites[s].norder)
			*out = c->sites[s].order[c->sites[s].landed];
		break;
	}
	return 0;
}

/* The values of play that read no board (a combat, the cards on the
 * table, the places chosen, the phase): as value_bound. */
int
eng_value_play(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;

	switch (s->code) {
	case N_SOURCES:
		return eng_sources_value(ev, (int)s->c, s->c ? eng_region_of(ev,
		    s->b) : -1, out, err, n);
	case N_MODIFIER:
		/* the place of the word's first word, 0: none given */
		*out = eng_mod_terms(ev->argv, ev->argc, ev->args[s->a],
		    (int)s->b, NULL);
		return 0;
	case N_WINNERS:
		/* the seats that won (declare-winner), 0 while the game
		 * goes on */
		*out = 0;
		for (int p = 0; state_over(st) && p < st->nplayers; p++)
			*out += (st->winners & 1u << p) != 0 ||
			    (st->winner_role >= 0 && st->players[p].role ==
			    st->winner_role);
		return 0;
	case N_SITES:
		return sites_value(ev, (int)s->a, out);
	case N_COMMITTED:
		*out = st->cards != NULL && args[0] >= 0 && args[0] <
		    st->cards->nplayers && st->cards->committed[args[0]];
		return 0;
	case N_CHIEF_ABILITY:	/* chief_ability(CHIEF): none for no chief */
		*out = args[0] >= 0 && args[0] < rs->chiefs.n &&
		    RS_CHIEF(rs, args[0])->ability.present;
		return 0;
	case N_SITE_KEEPER:	/* site_keeper(SITE): nobody for no site */
		*out = st->cards != NULL && args[0] >= 1 && args[0] <=
		    st->cards->nsites ? st->cards->sites[args[0] - 1].keeper :
		    -1;
		return 0;
	case N_CLAIMED:
		*out = eng_claimed_value(rs, st, args[0], (int)s->a);
		return 0;
	case N_KEPT:
		return eng_kept_value(ev, s, args[0], out, err, n);
	case N_ITEMS:
		return eng_items_value(ev, s, out);
	case N_BROUGHT:
		return eng_brought_value(rs, st, args[0], (int)s->a, out, err,
		    n);
	case N_MORALE:	/* up (1) or not; nobody's never */
		*out = st->zones != NULL && args[0] >= 0 && args[0] <
		    st->nplayers && args[0] < MAX_PLAYERS &&
		    st->zones->morale[args[0]][s->a];
		return 0;
	case N_FIGHT:
		*out = ev->odds_step > 0 && s->a == FK_STEP ? ev->odds_step :
		    ev->odds_step > 0 && s->a == FK_ON ? 1 :
		    eng_fight_value(st, (int)s->a);
		return 0;
	case N_FIGHT_PLAYER:
		*out = eng_fight_player_value(st, args[0], (int)s->a);
		return 0;
	case N_POOL_KIND: *out = ev->pool_kind - 1; return 0;
	case N_ABILITY: {
		/* whether player args[0]'s faction has ability a: the
		 * abilities of old are values of the faction's
		 * (ruleset_powers.c), 1 where not 0 */
		int f = args[0] >= 0 && args[0] < st->nplayers ?
		    st->players[args[0]].faction : -1;
		*out = f >= 0 && f < rs->factions.n &&
		    rs_faction_flag(RS_FACTION(rs, f),
		    eng_ability_values[s->a]);
		return 0;
	}
	case N_FIRES_IN:
		return eng_fires_in(rs, ev->odds_step > 0 ? NULL : st,
		    args[0], args[1], out, err, n);
	case N_STANDINGS_WAIT:
		/* the final standings wait for a tie-break draw */
		*out = st->cards != NULL && st->cards->scoring;
		return 0;
	case N_SETUP: *out = st->phase == PHASE_SETUP; return 0;
	case N_TURN_PLAYER: *out = state_active(st); return 0;
	case N_IN_PHASE: *out = st->phase == s->a; return 0;
	case N_ORDER_RUNNING:
		*out = st->terr != NULL && st->terr->order_tile >= 0;
		return 0;
	case N_LINKS: *out = st->nlinks; return 0;
	case N_UNDONE_NEXT:
		*out = done_undone_next(st);
		return 0;
	case N_DONE:
		*out = args[0] >= 0 && args[0] < st->nplayers &&
		    st->players[args[0]].done;
		return 0;
	case N_START_FIXED: *out = rs->setup.zones.holdings.n > 0; return 0;
	case N_CHOOSER: *out = places_chooser(st); return 0;
	case N_PLACES: *out = st->nchoosers; return 0;
	case N_PLACE_OF:
		*out = args[0] >= 0 && args[0] < st->nplayers ?
		    st->players[args[0]].place : 0;
		return 0;
	case N_PLACE_HOLDER: *out = places_holder(st, args[0]); return 0;
	case N_STARTING_LEFT:
	case N_STARTING_LEFT_OF: {
		long p = s->code == N_STARTING_LEFT ? ev->me : args[0];
		*out = p < 0 || p >= st->nplayers ? 0 :
		    zones_starting_left(st->zones, (int)p);
		return 0;
	}
	case N_ROLE:
		if (args[0] < 0 || args[0] >= st->nplayers) {
			snprintf(err, n, "no player to read the role of");
			return -1;
		}
		*out = st->players[args[0]].role == s->a;
		return 0;
	case N_SQUAD_PIECES:
		/* a player's pieces of a kind in all the squads; nobody's
		 * none */
		*out = 0;
		if (st->zones == NULL) {
			snprintf(err, n, "the game has no numbered zones, "
			    "where squads fly");
			return -1;
		}
		for (int i = 0; args[0] >= 0 && i < st->zones->nsquads; i++)
			if (st->zones->f[i].owner == args[0])
				*out += s->a == PIECE_STRIKERS ?
				    st->zones->f[i].strikers :
				    st->zones->f[i].carriers;
		return 0;
	case N_RES:
	case N_RES_OF: {
		long p = s->code == N_RES ? ev->me : args[0];
		if (p < 0 || p >= st->nplayers) {
			snprintf(err, n, "no player to count '%s' of",
			    rs->resources.ids[s->a]);
			return -1;
		}
		*out = st->players[p].res[s->a];
		return 0;
	}
	default:
		break;
	}
	return 1;
}
