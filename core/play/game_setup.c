/* game_setup.c: a new game: seats, roles, starting resources and units. */
#include "core/mech/game_int.h"
#include "core/base/utf8.h"
#include "core/engine/engine.h"
#include "core/play/game.h"
#include "core/rules/words_keys.h"
#include "core/state/kept.h"
#include "core/state/zones_board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The option value the ruleset was loaded with, or NULL. */
static const char *
chosen(const struct ruleset *rs, const char *key)
{
	for (int i = 0; i < rs->nchosen; i++)
		if (strcasecmp(rs->chosen[i].key, key) == 0)
			return rs->chosen[i].value;
	return NULL;
}

static int
assign_roles(struct act *a)
{
	const struct ruleset *rs = a->rs;
	struct state *st = a->st;
	int first = -1, rest = -1, seat_of_first = 0;

	if (rs->roles.n == 0)
		return ST_OK;
	for (int r = 0; r < rs->roles.n; r++) {
		if (RS_ROLE(rs, r)->seat == SEAT_FIRST)
			first = r;
		else if (rest < 0)
			rest = r;
		else
			return diag_set(a->d, ST_DATA, "%s: more than one role "
			    "takes the remaining seats", rs->id);
	}
	if (first >= 0) {
		const char *opt = RS_ROLE(rs, first)->option ?
		    chosen(rs, RS_ROLE(rs, first)->option) : NULL;
		if (opt != NULL) {
			seat_of_first = state_player(st, opt);
			if (seat_of_first < 0)
				return diag_set(a->d, ST_USAGE, "--option %s="
				    "%s names no player of this game",
				    RS_ROLE(rs, first)->option, opt);
		}
		st->players[seat_of_first].role = first;
	}
	for (int p = 0; p < st->nplayers; p++)
		if (st->players[p].role < 0)
			st->players[p].role = rest;
	for (int r = 0; r < rs->roles.n; r++) {
		const struct role_def *d = RS_ROLE(rs, r);
		long n = 0;
		for (int p = 0; p < st->nplayers; p++)
			n += st->players[p].role == r;
		if (n < d->count.min || n > d->count.max)
			return diag_set(a->d, ST_USAGE, "%s: %ld player%s "
			    "would be %s, but the game takes %ld to %ld",
			    rs->id, n, n == 1 ? "" : "s", d->name,
			    d->count.min, d->count.max);
	}
	return ST_OK;
}

/* The setup of setup.by-players for this many people, or NULL. */
static const struct setup_count *
setup_for(const struct ruleset *rs, int people)
{
	for (int i = 0; i < rs->setup.by_players.n; i++)
		if (VEC_AT(rs->setup.by_players, struct setup_count,
		    i)->players == people)
			return VEC_AT(rs->setup.by_players, struct setup_count,
			    i);
	return NULL;
}

/* A person who plays several seats (setup.by-players seats): each seat
 * after the first is added after all the others, named NAME-2, NAME-3 ...
 * with the person's role, and plays its own turns with its own stock. */
static int
add_seats(struct act *a)
{
	const struct setup_count *c = setup_for(a->rs, a->st->nplayers);
	int people = a->st->nplayers;

	for (int p = 0; c != NULL && p < people; p++) {
		int role = a->st->players[p].role, j;
		long k = 1;
		if (role >= 0 && (j = vec_find(&c->seats,
		    a->rs->roles.ids[role])) >= 0)
			k = *VEC_AT(c->seats, long, j);
		for (long n = 2; n <= k; n++) {
			struct player *q = &a->st->players[a->st->nplayers];
			char name[64];
			snprintf(name, sizeof name, "%s-%ld",
			    a->st->players[p].name, n);
			if (a->st->nplayers >= MAX_PLAYERS)
				return diag_set(a->d, ST_USAGE, "%s: the "
				    "players' seats would be more than %d",
				    a->rs->id, MAX_PLAYERS);
			if (strlen(name) > NAME_MAX_LEN)
				return diag_set(a->d, ST_USAGE, "%s plays %ld "
				    "seats, the others named '%s' and so on, "
				    "longer than %d characters: give a "
				    "shorter name", a->st->players[p].name, k,
				    name, NAME_MAX_LEN);
			if (state_player(a->st, name) >= 0)
				return diag_set(a->d, ST_USAGE, "%s plays %ld "
				    "seats, and seat '%s' would have another "
				    "player's name: rename one of them",
				    a->st->players[p].name, k, name);
			memcpy(q->name, name, strlen(name) + 1);
			q->role = role;
			q->person = p;
			a->st->nplayers++;
		}
	}
	return ST_OK;
}

static int
no_faction(struct act *a, const char *key, const char *name)
{
	struct strbuf ids;
	int r;

	sb_init(&ids);
	for (int i = 0; i < a->rs->factions.n; i++)
		sb_printf(&ids, "%s%s", i ? ", " : "", a->rs->factions.ids[i]);
	r = diag_set(a->d, ST_USAGE, "--option %s: no faction '%s' in %s "
	    "(%s, or random)", key, name, a->rs->id, sb_str(&ids));
	sb_release(&ids);
	return r;
}

/* Factions: the option of kind factions lists them in seat order, or says
 * random (dealt with the game's generator); without it they are dealt. */
static int
deal_factions(struct act *a)
{
	const struct ruleset *rs = a->rs;
	const char *given = NULL, *key = NULL;
	int n = rs->factions.n, order[64], named, r;

	if (n <= 0)
		return ST_OK;
	for (int i = 0; i < rs->options.n; i++)
		if (VEC_AT(rs->options, struct option_def, i)->kind ==
		    OPT_FACTIONS) {
			key = rs->options.ids[i];
			given = chosen(rs, key);
		}
	/* chiefs named without factions: theirs */
	if (given == NULL && ((r = chief_option_factions(a, &named)) ||
	    named))
		return r;
	if (given != NULL && strcmp(given, "random") != 0) {
		char *copy = strdup(given), *save = NULL, *t;
		int p = 0;
		if (copy == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		r = ST_OK;
		for (t = strtok_r(copy, ",", &save); t != NULL;
		    t = strtok_r(NULL, ",", &save), p++) {
			int f = vec_find(&rs->factions, t);
			/* t points into copy: the message is made before
			 * copy is freed */
			if (f < 0)
				r = no_faction(a, key, t);
			else if (p >= a->st->nplayers)
				r = diag_set(a->d, ST_USAGE, "--option %s names "
				    "more factions than there are players", key);
			for (int q = 0; r == ST_OK && q < p; q++)
				if (a->st->players[q].faction == f)
					r = diag_set(a->d, ST_USAGE, "--option %s "
					    "gives faction '%s' twice; every "
					    "player plays another", key, t);
			if (r != ST_OK) {
				free(copy);
				return r;
			}
			a->st->players[p].faction = f;
		}
		free(copy);
		if (r != ST_OK)
			return r;
		if (p != a->st->nplayers)
			return diag_set(a->d, ST_USAGE, "--option %s names %d "
			    "factions for %d players", key, p,
			    a->st->nplayers);
		return ST_OK;
	}
	if (n < a->st->nplayers || n > 64)
		return diag_set(a->d, ST_DATA, "%s: %d factions for %d players",
		    rs->id, n, a->st->nplayers);
	for (int i = 0; i < n; i++)
		order[i] = i;
	for (int i = n - 1; i > 0; i--) {	/* Fisher-Yates, seeded */
		int j = (int)rng_below(&a->st->rng, (uint64_t)i + 1, NULL);
		int t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (int p = 0; p < a->st->nplayers; p++)
		a->st->players[p].faction = order[p];
	return ST_OK;
}

/* The table's turn order at the start, kept when the order is ranked or
 * starts from a drawn player: seat order from the first player (named by
 * the start option, else drawn with the game's generator). */
static int
start_order(struct act *a)
{
	const struct turns_def *t = &a->rs->turns;
	int n = a->st->nplayers, first = 0;

	if (t->start != START_RANDOM && t->rank.n <= 0)
		return ST_OK;
	if (t->start == START_RANDOM) {
		const char *key = t->start_option.i >= 0 ?
		    a->rs->options.ids[t->start_option.i] : NULL;
		const char *opt = key ? chosen(a->rs, key) : NULL;
		if (opt != NULL) {
			if ((first = state_player(a->st, opt)) < 0)
				return diag_set(a->d, ST_USAGE, "--option %s=%s "
				    "names no player of this game",
				    key, opt);
		} else {
			first = (int)rng_below(&a->st->rng, (uint64_t)n, NULL);
		}
	}
	a->st->norder = n;
	for (int i = 0; i < n; i++)
		a->st->order[i] = (first + i) % n;
	return ST_OK;
}

/* A faction's start-card (on a map of territories, ruleset_check_terr.c)
 * is kept as if picked; out of memory, none is, as a card too long. */
static int
start_cards(struct act *a)
{
	for (int p = 0; p < a->st->nplayers; p++) {
		int f = a->st->players[p].faction;
		const char *d = f >= 0 ? RS_FACTION(a->rs, f)->start_card :
		    NULL;
		if (d != NULL && d != schema_unknown_str)
			(void)kept_set(&a->st->kept, p, d);
	}
	return ST_OK;
}

static int
starting_resources(struct act *a)
{
	const struct ruleset *rs = a->rs;
	int st;

	for (int p = 0; p < a->st->nplayers; p++)
		for (int r = 0; r < rs->resources.n; r++) {
			long v = RS_RES(rs, r)->start;
			int role = a->st->players[p].role;
			int fac = a->st->players[p].faction;
			if (role >= 0) {
				const struct vec *s = &RS_ROLE(rs, role)->start;
				int k = vec_find(s, rs->resources.ids[r]);
				if (k >= 0)
					v = *VEC_AT(*s, long, k);
			}
			if (fac >= 0) {
				const struct vec *s = &RS_FACTION(rs, fac)->start;
				int k = vec_find(s, rs->resources.ids[r]);
				if (k >= 0)
					v = *VEC_AT(*s, long, k);
			}
			if ((st = rs_need_intf(rs, v, a->d,
			    "resources.%s.start", rs->resources.ids[r])))
				return st;
			a->st->players[p].res[r] = v;
		}
	return ST_OK;
}

/* The first player of a role, or -1. */
static int
first_of(const struct state *st, int role)
{
	for (int p = 0; p < st->nplayers; p++)
		if (st->players[p].role == role)
			return p;
	return -1;
}

static int
starting_units(struct act *a)
{
	const struct ruleset *rs = a->rs;
	const struct setup_def *s = &rs->setup;
	const struct setup_count *count = NULL;
	unsigned char *dealt;
	int st;

	if (rs->board.bodies.n > 0 && rs->nlands == 0) {
		for (int p = 0; p < rs->board.bodies.n; p++) {
			if ((st = rs_need_intf(rs, RS_BODY(rs, p)->lands,
			    a->d, "board.%s.%s.lands", KEY_BODIES,
			    rs->board.bodies.ids[p])))
				return st;
		}
	}
	for (int i = 0; i < s->role_units.n; i++) {
		const struct role_place *rp = VEC_AT(s->role_units,
		    struct role_place, i);
		int owner = first_of(a->st, rs_role(rs, s->role_units.ids[i]));
		if ((st = rs_need_intf(rs, rp->units, a->d,
		    "setup.role-units.%s.units", s->role_units.ids[i])))
			return st;
		for (int l = 0; l < rs->nlands && owner >= 0; l++)
			if (rs->lands[l].port == (rp->where ==
			    WHERE_PORTS))
				land_set(a, l, owner, rp->units);
	}
	if (s->by_players.n <= 0)
		return ST_OK;
	if ((count = setup_for(rs, state_persons(a->st))) == NULL)
		return diag_set(a->d, ST_DATA, "%s: the setup for %d players "
		    "is missing from 'setup.by-players'", rs->id,
		    state_persons(a->st));
	if ((st = rs_need_int(rs, s->group_units, "setup.group-units", a->d)))
		return st;
	dealt = calloc((size_t)rs->board.bodies.n + 1, 1);
	if (dealt == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	{
		int holders[MAX_PLAYERS], nh = 0;
		for (int p = 0; p < a->st->nplayers; p++)
			if (a->st->players[p].role == s->group_role.i)
				holders[nh++] = p;
		for (int g = 0; g < count->groups.n && nh > 0; g++) {
			const struct vec *grp = VEC_AT(count->groups,
			    struct vec, g);
			int owner = holders[g % nh];
			for (int j = 0; j < grp->n; j++) {
				int pl = VEC_AT(*grp, struct sref, j)->i;
				dealt[pl] = 1;
				for (int l = 0; l < rs->nlands; l++)
					if (rs->lands[l].body == pl &&
					    !rs->lands[l].port)
						land_set(a, l, owner,
						    s->group_units);
			}
		}
	}
	for (int pl = 0; pl < rs->board.bodies.n; pl++) {
		int owner = -1;
		if (dealt[pl])
			continue;
		if ((st = rs_need_str(rs, s->unassigned_owner,
		    "setup.unassigned-owner", a->d)) ||
		    (st = rs_need_int(rs, s->unassigned_units,
		    "setup.unassigned-units", a->d))) {
			free(dealt);
			return st;
		}
		if (s->unassigned_owner != NULL &&
		    strcmp(s->unassigned_owner, "none") != 0)
			owner = first_of(a->st, rs_role(rs,
			    s->unassigned_owner));
		for (int l = 0; l < rs->nlands; l++)
			if (rs->lands[l].body == pl && !rs->lands[l].port)
				land_set(a, l, owner, owner >= 0 ?
				    s->unassigned_units : 0);
	}
	free(dealt);
	return ST_OK;
}

/* The setup's i-th command as the game says it: the program's command by
 * its name of today (a text of before may list its older word), else the
 * declared action's id. */
static const char *
setup_word(const struct ruleset *rs, int i)
{
	int c = *VEC_AT(rs->setup.commands, int, i);

	return c >= 0 ? rs_game_cmd_names[c] :
	    *VEC_AT(rs->setup.words, char *, i);
}

/* A new player's name into out (NAME_MAX_LEN + 1 bytes) in NFC, the form
 * it is kept in; refused when it has a character that does not show as
 * itself (one name could then pass for another). */
static int
new_name(const char *name, char *out, struct diag *d)
{
	char *nfc;
	long c;
	int r;

	if ((r = state_check_name(name, d)))
		return r;
	if ((c = utf8_unseen(name)) != 0)
		return diag_set(d, ST_USAGE, "a player name cannot have "
		    "U+%04lX, a character that does not show as itself "
		    "(bidi controls, zero widths, spaces)", c);
	if ((nfc = utf8_nfc(name)) == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	r = state_check_name(nfc, d);
	if (r == ST_OK)
		snprintf(out, NAME_MAX_LEN + 1, "%s", nfc);
	free(nfc);
	return r;
}

/* The map of territories' steps, for the turn (act.h). */
const struct act_hooks game_map_hooks = { terr_phase_leave,
	terr_phase_left, terr_setup_done };

int
game_new(const struct ruleset *rs, char **names, int n,
    unsigned long long seed, struct state **out, struct report *rep,
    struct diag *d)
{
	struct state *st;
	struct box_tally box;
	struct act a;
	struct dice_src src;
	int r;

	*out = NULL;
	memset(&src, 0, sizeof src);
	if (n < rs->players.min || n > rs->players.max)
		return diag_set(d, ST_USAGE, "%s takes %ld to %ld players, not "
		    "%d", rs->id, rs->players.min, rs->players.max, n);
	if (n > MAX_PLAYERS)
		return diag_set(d, ST_USAGE, "at most %d players",
		    MAX_PLAYERS);
	if ((st = state_new(rs)) == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	/* the setup's dice (a round's first phase may roll) come from the
	 * seeded generator: 'new' with the same seed replays them */
	dice_src_digital(&src, &st->rng);
	a = (struct act){ rs, st, &src, rep, d, 0, NULL, NULL, 0,
	    &game_map_hooks };
	for (int i = 0; i < n; i++) {
		if ((r = new_name(names[i], st->players[i].name, d)))
			goto fail;
		for (int j = 0; j < i; j++)
			if (utf8_name_eq(st->players[i].name,
			    st->players[j].name)) {
				r = diag_set(d, ST_USAGE, "two players are "
				    "called '%s'; names must differ (case is "
				    "ignored)", st->players[i].name);
				goto fail;
			}
	}
	st->nplayers = n;
	rng_seed(&st->rng, seed);
	box_tally(st, &box);
	if ((r = assign_roles(&a)) || (r = add_seats(&a)) ||
	    (r = (state_fit(st) < 0 ? diag_set(d, ST_ENV, "out of memory") :
	    ST_OK)) || (r = deal_factions(&a)) ||
	    (r = start_order(&a)) || (r = starting_resources(&a)) ||
	    (r = pieces_setup(&a)) || (r = starting_units(&a)) ||
	    (r = eng_setup(&a)) || (r = cards_setup(&a)) ||
	    (r = box_check(&a, &box)) || (r = start_cards(&a)))
		goto fail;
	for (int p = 0; p < st->nplayers; p++)
		report_line(rep, "seat %d: %s%s%s%s%s%s%s%s%s", p + 1,
		    st->players[p].name, st->players[p].role >= 0 ? ", " : "",
		    st->players[p].role >= 0 ?
		    RS_ROLE(rs, st->players[p].role)->name : "",
		    st->players[p].faction >= 0 ? ", " : "",
		    st->players[p].faction >= 0 ?
		    RS_FACTION(rs, st->players[p].faction)->name : "",
		    chief_name(rs, st, p) ? ", " : "",
		    chief_name(rs, st, p) ? chief_name(rs, st, p) : "",
		    st->players[p].person != p ? ", played by " : "",
		    st->players[p].person != p ?
		    st->players[st->players[p].person].name : "");
	if (st->zones != NULL && (r = zones_setup_begin(&a)))
		goto fail;
	if (rs->setup.place || st->zones != NULL) {
		/* bodies to place, or zones' choices to make */
		st->phase = PHASE_SETUP;
		if (rs->setup.place)
			report_line(rep, "setup: place the %s ('%s %s', or "
			    "'next' to roll the rest)", game_word(&a, W_BODY,
			    2), verb_word(&a, "place"),
			    game_word_caps(&a, W_BODY));
	} else if (rs->mech.territories.present) {
		/* the map to lay and the homes to place: the ruleset's
		 * setup.says says so (a text of before: ruleset_arrival.c) */
		st->phase = PHASE_SETUP;
	} else if (rs->setup.commands.n > 0) {
		struct strbuf cmds;
		sb_init(&cmds);
		for (int i = 0; i < rs->setup.commands.n; i++)
			sb_printf(&cmds, "%s'%s'", i ? ", " : "",
			    setup_word(rs, i));
		st->phase = PHASE_SETUP;
		report_line(rep, "setup: before the first round players may "
		    "use %s; 'next' starts round 1", sb_str(&cmds));
		sb_release(&cmds);
	} else if (rs->round.n > 0) {
		if ((r = turn_begin_round(&a)) || (r = turn_then_next(&a)))
			goto fail;
	}
	if (st->phase == PHASE_SETUP && (r = eng_setup_begin(&a)))
		goto fail;
	if (st->zones != NULL)	/* the squads and militia set up */
		zones_board_count(st);
	dice_src_release(&src);
	*out = st;
	return ST_OK;
fail:
	dice_src_release(&src);
	state_free(st);
	return r;
}
