/* ruleset_check.c: the sanity pass over a loaded ruleset, and what is
 * derived from it (the land table, adjacency, named dice).
 *
 * The walker has checked every value on its own; here values are checked
 * against each other, with the position of the value at fault.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/fmt_path.h"
#include "core/combat/combat.h"
#include "core/dice/dice.h"
#include "core/rules/ruleset.h"
#include "core/rules/names.h"
#include "core/rules/words_keys.h"
#include "core/rules/ruleset_int.h"

int rs_sanity(struct ruleset *rs, struct diag_list *errs);
int rs_sanity_terr(struct ruleset *rs, struct diag_list *errs);
int rs_combats_of_mechanisms(struct ruleset *rs, struct diag_list *errs);
int rs_check_rankings(struct ruleset *rs, struct diag_list *errs);
void rs_derived_free(struct ruleset *rs);
int rs_phase_cmds_build(struct ruleset *rs, struct diag_list *errs);
void rs_phase_cmds_free(struct ruleset *rs);
int rs_check_zones(struct ruleset *rs, struct diag_list *errs);
int rs_check_pieces(struct ruleset *rs, struct diag_list *errs);
int rs_check_cards(struct ruleset *rs, struct diag_list *errs);
int rs_places_board(struct ruleset *rs, struct diag_list *errs);
int rs_check_seats(struct ruleset *rs, struct diag_list *errs);

/* Named dice as the dice module wants them, kept beside the ruleset. */
/* The dice counting each symbol of die i (faces already coded). */
static int
count_dice(struct rs_dies *d, const char *id, int i)
{
	for (int k = 1; k <= d->nsym; k++) {
		int shown = 0;
		for (int j = 0; j < d->v[i].n; j++)
			shown |= d->faces[i][j] == k;
		if (!shown)
			continue;
		char **cn = realloc(d->cname, ((size_t)d->ncount + 1) *
		    sizeof *cn);
		if (cn == NULL)
			return -1;
		d->cname = cn;
		struct die_faces *cv = realloc(d->cv, ((size_t)d->ncount + 1) *
		    sizeof *cv);
		if (cv == NULL)
			return -1;
		d->cv = cv;
		long **cf = realloc(d->cfaces, ((size_t)d->ncount + 1) *
		    sizeof *cf);
		if (cf == NULL)
			return -1;
		d->cfaces = cf;
		size_t len = strlen(id) + strlen(d->sym[k - 1]) + 2;
		if ((d->cname[d->ncount] = malloc(len)) == NULL ||
		    (d->cfaces[d->ncount] = calloc((size_t)d->v[i].n,
		    sizeof(long))) == NULL)
			return -1;
		snprintf(d->cname[d->ncount], len, "%s-%s", id, d->sym[k - 1]);
		for (int j = 0; j < d->v[i].n; j++)
			d->cfaces[d->ncount][j] = d->faces[i][j] == k;
		d->cv[d->ncount] = (struct die_faces){ d->v[i].n,
		    d->cfaces[d->ncount], NULL };
		d->ncount++;
	}
	return 0;
}

static int
check_resources(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->resources.n; i++) {
		struct res_def *r = RS_RES(rs, i);
		if (r->min > r->max)
			bad += ERR(rs->resources.pos[i], "resource '%s': min "
			    "%ld is above max %ld", rs->resources.ids[i],
			    r->min, r->max) != 0;
		else if (r->start != SCHEMA_UNKNOWN_INT &&
		    (r->start < r->min || r->start > r->max))
			bad += ERR(rs->resources.pos[i], "resource '%s': start "
			    "%ld is outside %ld..%ld", rs->resources.ids[i],
			    r->start, r->min, r->max) != 0;
	}
	return bad;
}

static int
check_roles(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0, first = 0, rest = 0;

	for (int i = 0; i < rs->roles.n; i++) {
		struct role_def *r = RS_ROLE(rs, i);
		if (r->seat == SEAT_FIRST && first++)
			bad += ERR(rs->roles.pos[i], "role '%s': only one role "
			    "can take the first seat", rs->roles.ids[i]) != 0;
		if (r->seat == SEAT_REST && rest++)
			bad += ERR(rs->roles.pos[i], "role '%s': only one role "
			    "can take the remaining seats", rs->roles.ids[i])
			    != 0;
		for (int j = 0; j < r->start.n; j++)
			if (rs_resource(rs, r->start.ids[j]) < 0)
				bad += ERR(r->start.pos[j], "role '%s' starts "
				    "with '%s', which is not a declared "
				    "resource", rs->roles.ids[i],
				    r->start.ids[j]) != 0;
		if (r->option != NULL) {
			int o = vec_find(&rs->options, r->option);
			if (o < 0 || VEC_AT(rs->options, struct option_def,
			    o)->kind != OPT_PLAYER)
				bad += ERR(rs->roles.pos[i], "role '%s': "
				    "'%s' is not an option of kind player",
				    rs->roles.ids[i], r->option) != 0;
		}
	}
	return bad;
}

static int
check_factions(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->factions.n; i++) {
		const struct faction_def *f = RS_FACTION(rs, i);
		for (int j = 0; j < f->start.n; j++)
			if (rs_resource(rs, f->start.ids[j]) < 0)
				bad += ERR(f->start.pos[j], "faction '%s' starts "
				    "with '%s', which is not a declared "
				    "resource", rs->factions.ids[i],
				    f->start.ids[j]) != 0;
	}
	return bad;
}

/* A face written as most are, some digits and '*' when it explodes
 * ("6", "1*"): its number and whether it explodes, read here and 1 (the
 * dice are read at every command); 0 for any other, read by strtol. */
static int
face_number(const char *f, long *v, unsigned char *explode)
{
	long n = 0;
	int k = 0;

	for (; f[k] >= '0' && f[k] <= '9' && k < 9; k++)
		n = n * 10 + (f[k] - '0');
	if (k == 0 || (f[k] != '\0' && (f[k] != '*' || f[k + 1] != '\0')))
		return 0;
	*v = n;
	*explode = f[k] == '*';
	return 1;
}

static int
build_dice(struct ruleset *rs, struct diag_list *errs)
{
	struct rs_dies *d = calloc(1, sizeof *d);
	int bad = 0;

	if (d == NULL)
		return 1;
	rs->dies = d;
	if (rs->dice.n <= 0)
		return 0;
	d->v = calloc((size_t)rs->dice.n, sizeof *d->v);
	d->faces = calloc((size_t)rs->dice.n, sizeof *d->faces);
	d->explode = calloc((size_t)rs->dice.n, sizeof *d->explode);
	if (d->v == NULL || d->faces == NULL || d->explode == NULL)
		return 1;
	d->n = rs->dice.n;
	for (int i = 0; i < rs->dice.n; i++) {
		struct die_def *dd = VEC_AT(rs->dice, struct die_def, i);
		int calm = 0;

		if (strlen(rs->dice.ids[i]) > RS_DIE_ID_MAX) {
			bad += ERR(rs->dice.pos[i], "'dice.%.40s...': an id of "
			    "%zu characters; a roll writes a die's count and "
			    "id as one word, and the id may have at most %d: "
			    "write a shorter one", rs->dice.ids[i],
			    strlen(rs->dice.ids[i]), RS_DIE_ID_MAX) != 0;
			continue;
		}
		if (dd->faces.n < 0)
			continue;	/* unknown: rs_die() says so */
		if (dd->faces.n == 0 || dd->faces.n > DICE_MAX_FACES) {
			bad += ERR(rs->dice.pos[i], "die '%s' has %d faces; a "
			    "die has 1 to %d", rs->dice.ids[i], dd->faces.n,
			    DICE_MAX_FACES) != 0;
			continue;
		}
		d->faces[i] = calloc((size_t)dd->faces.n, sizeof(long));
		d->explode[i] = calloc((size_t)dd->faces.n, 1);
		if (d->faces[i] == NULL || d->explode[i] == NULL)
			return 1;
		int syms = 0;
		for (int j = 0; j < dd->faces.n; j++) {
			const char *f = *VEC_AT(dd->faces, char *, j);
			if (f == schema_unknown_str) {
				d->faces[i][0] = 0;
				calm = -1;
				break;
			}
			if (rs_is_symbol(f)) {
				int k = rs_symbol_code(d, f);
				if (k == 0) {
					char **v2 = realloc(d->sym,
					    ((size_t)d->nsym + 1) * sizeof *v2);
					if (v2 == NULL || (v2[d->nsym] =
					    strdup(f)) == NULL) {
						if (v2 != NULL)
							d->sym = v2;
						return 1;
					}
					d->sym = v2;
					k = ++d->nsym;
				}
				d->faces[i][j] = k;
				syms++;
				calm++;
				continue;
			}
			if (!face_number(f, &d->faces[i][j],
			    &d->explode[i][j])) {
				d->faces[i][j] = strtol(f, NULL, 10);
				d->explode[i][j] = strchr(f, '*') != NULL;
			}
			calm += !d->explode[i][j];
		}
		if (calm < 0)
			continue;	/* a face is unknown */
		if (syms > 0 && syms < dd->faces.n) {
			bad += ERR(rs->dice.pos[i], "die '%s' mixes numbers "
			    "and symbols: a die's faces are all of one kind",
			    rs->dice.ids[i]) != 0;
			continue;
		}
		if (calm == 0)
			bad += ERR(rs->dice.pos[i], "die '%s': every face "
			    "explodes, so a roll would never end",
			    rs->dice.ids[i]) != 0;
		d->v[i].n = dd->faces.n;
		d->v[i].faces = d->faces[i];
		d->v[i].explode = d->explode[i];
		if (syms > 0 && count_dice(d, rs->dice.ids[i], i) != 0)
			return 1;
	}
	return bad;
}

/* Body p's lands are named by its id and their number or port (BODY-N,
 * BODY-port), each kept whole in a land's id: is the longest too long?
 * (1, said, or 0.) */
static int
land_ids_long(const struct ruleset *rs, int p, struct diag_list *errs)
{
	const struct board_def *b = &rs->board;
	const char *id = b->bodies.ids[p];
	size_t max = sizeof rs->lands[0].id - 1, len = strlen(id), tail = 1;
	long lands = RS_BODY(rs, p)->lands;
	const char *cut = len > 40 ? "..." : "";
	char last[16];

	/* the longest land's: its last number, or port when longer (no
	 * printf unless refused: every load of a board comes here) */
	for (long l = lands; l > 0; l /= 10)
		tail++;
	if (b->ports && tail < 5)
		tail = 5;
	if (len + tail <= max)
		return 0;
	snprintf(last, sizeof last, "%ld", lands);
	if (b->ports && strlen(last) < 4)
		strcpy(last, "port");
	return ERR(b->bodies.pos[p], "%s '%.40s%s': an id of %zu characters; "
	    "its lands are named by it and their number (%.40s%s-%s, %zu "
	    "characters), and a land's id may have at most %zu: write a "
	    "shorter one", rs_word(rs, W_BODY, 1), id, cut, len, id, cut,
	    last, len + tail, max) != 0;
}

static int
build_lands(struct ruleset *rs, struct diag_list *errs)
{
	const struct board_def *b = &rs->board;
	int n = 0, k = 0, bad = 0, long_ids = 0;

	/* one board, one kind */
	if (b->bodies.n > 0 && b->regions.n > 0)
		return ERR(b->regions.pos[0], "a board has either regions or "
		    "lands on orbits, not both") != 0;
	for (int p = 0; p < b->bodies.n; p++) {
		const struct body_def *pl = RS_BODY(rs, p);
		if (pl->orbit != SCHEMA_UNKNOWN_INT && b->orbits.n >= 0 &&
		    pl->orbit > b->orbits.n)
			bad += ERR(b->bodies.pos[p], "%s '%s' is on orbit "
			    "%ld but only %d orbit%s declared",
			    rs_word(rs, W_BODY, 1), b->bodies.ids[p],
			    pl->orbit, b->orbits.n,
			    b->orbits.n == 1 ? " is" : "s are") != 0;
		if (pl->lands == SCHEMA_UNKNOWN_INT)
			return bad + long_ids;	/* no lands until all known */
		long_ids += land_ids_long(rs, p, errs);
		n += (int)pl->lands + (b->ports ? 1 : 0);
	}
	if (n == 0 || long_ids > 0)
		return bad + long_ids;
	rs->lands = calloc((size_t)n, sizeof *rs->lands);
	if (rs->lands == NULL)
		return bad + 1;
	for (int p = 0; p < b->bodies.n; p++) {
		const struct body_def *pl = RS_BODY(rs, p);
		/* (lands are 1 to 1000000: t_pos; fmt_path, not snprintf:
		 * every command reads a board's lands) */
		for (long l = 1; l <= pl->lands; l++) {
			fmt_path(rs->lands[k].id, sizeof rs->lands[k].id,
			    "%s-%d", b->bodies.ids[p], (int)l);
			rs->lands[k++].body = p;
		}
		if (b->ports) {
			fmt_path(rs->lands[k].id, sizeof rs->lands[k].id,
			    "%s-port", b->bodies.ids[p]);
			rs->lands[k].port = 1;
			rs->lands[k++].body = p;
		}
	}
	rs->nlands = n;
	if (board_map_new(&rs->map, n, b->bodies.n) < 0)
		return bad + 1;
	for (int l = 0; l < n; l++)
		board_map_put(&rs->map, rs->lands[l].body, l);
	return bad;
}

/* Join the borders an image kept as their lands' places
 * (ruleset_image_borders.c), which spares looking up ~100 names a
 * command on a board like bernard's: 1, or 0 when none were kept (or
 * not of these lands: their names are looked up). */
static int
join_kept_borders(struct ruleset *rs)
{
	const int *v = rs->borders;

	if (v == NULL || rs->nborders != rs->board.adjacent.n)
		return 0;
	for (int i = 0; i < 2 * rs->nborders; i += 2)
		if (v[i] < 0 || v[i] >= rs->nlands || v[i + 1] < 0 ||
		    v[i + 1] >= rs->nlands || v[i] == v[i + 1])
			return 0;
	for (int i = 0; i < 2 * rs->nborders; i += 2)
		board_map_join(&rs->map, v[i], v[i + 1]);
	return 1;
}

static int
build_adjacency(struct ruleset *rs, struct diag_list *errs)
{
	const struct vec *a = &rs->board.adjacent;
	int bad = 0;
	struct strbuf caps;

	if (a->n < 0 || rs->nlands == 0 || join_kept_borders(rs))
		return 0;
	sb_init(&caps);
	/* said by a message only, which a kept image's (rs->checked) passed
	 * when kept */
	if (!rs->checked)
		rs_word_caps(rs, W_BODY, &caps);
	for (int i = 0; i < a->n; i++) {
		const struct vec *pair = VEC_AT(*a, struct vec, i);
		int x, y;

		if (pair->n != 2) {
			bad += ERR(a->pos[i], "'board.adjacent[%d]' must be a "
			    "pair of land ids, like [red-1, red-2]", i + 1) != 0;
			continue;
		}
		x = rs_land(rs, *VEC_AT(*pair, char *, 0));
		y = rs_land(rs, *VEC_AT(*pair, char *, 1));
		for (int j = 0; j < 2; j++)
			if ((j ? y : x) < 0)
				bad += ERR(pair->pos[j], "'%s' is not a land "
				    "of the board (lands are %s-N and "
				    "%s-port)", *VEC_AT(*pair, char *, j),
				    sb_str(&caps), sb_str(&caps)) != 0;
		if (x < 0 || y < 0)
			continue;
		if (x == y) {
			bad += ERR(a->pos[i], "land '%s' cannot border itself",
			    rs->lands[x].id) != 0;
			continue;
		}
		board_map_join(&rs->map, x, y);
	}
	sb_release(&caps);
	return bad;
}

static int
check_land_sums(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->board.land_sums.n; i++) {
		const struct land_sum *s = VEC_AT(rs->board.land_sums,
		    struct land_sum, i);
		long sum = 0;
		int known = 1;
		char names[300] = "";

		for (int j = 0; j < s->bodies.n; j++) {
			const struct sref *r = VEC_AT(s->bodies, struct sref,
			    j);
			long l = RS_BODY(rs, r->i)->lands;
			size_t len = strlen(names);
			snprintf(names + len, sizeof names - len, "%s%s (%ld)",
			    j == 0 ? "" : j == s->bodies.n - 1 ? " and " :
			    ", ", rs->board.bodies.ids[r->i], l);
			if (l == SCHEMA_UNKNOWN_INT)
				known = 0;
			else
				sum += l;
		}
		if (known && sum != s->lands)
			bad += ERR(rs->board.land_sums.pos[i], "the lands of "
			    "%s add up to %ld, but the rulebook's setup fixes "
			    "%ld", names, sum, s->lands) != 0;
	}
	return bad;
}

static int
check_setup(struct ruleset *rs, struct diag_list *errs)
{
	const struct setup_def *s = &rs->setup;
	int bad = 0;

	for (int i = 0; i < s->role_units.n; i++)
		if (rs_role(rs, s->role_units.ids[i]) < 0)
			bad += ERR(s->role_units.pos[i], "'setup.role-units."
			    "%s' is not a declared role",
			    s->role_units.ids[i]) != 0;
	for (int i = 0; i < s->by_players.n; i++) {
		const struct setup_count *c = VEC_AT(s->by_players,
		    struct setup_count, i);
		unsigned char *seen = calloc((size_t)rs->board.bodies.n + 1,
		    1);
		if (seen == NULL)
			return bad + 1;
		if (c->players < rs->players.min ||
		    c->players > rs->players.max)
			bad += ERR(s->by_players.pos[i], "a setup for %ld "
			    "players, but the game takes %ld to %ld",
			    c->players, rs->players.min,
			    rs->players.max) != 0;
		for (int k = 0; k < c->seats.n; k++)
			if (rs_role(rs, c->seats.ids[k]) < 0)
				bad += ERR(c->seats.pos[k], "the %ld-player "
				    "setup gives seats to '%s', which is not "
				    "a declared role", c->players,
				    c->seats.ids[k]) != 0;
		for (int g = 0; g < c->groups.n; g++) {
			const struct vec *grp = VEC_AT(c->groups, struct vec,
			    g);
			for (int j = 0; j < grp->n; j++) {
				const struct sref *r = VEC_AT(*grp,
				    struct sref, j);
				if (r->i >= 0 && seen[r->i]++)
					bad += ERR(r->pos, "%s '%s' is in "
					    "two groups of the %ld-player "
					    "setup", rs_word(rs, W_BODY, 1),
					    r->name, c->players) != 0;
			}
		}
		free(seen);
	}
	return bad;
}

static int
rs_has_captors(const struct ruleset *rs)
{
	for (int i = 0; i < rs->factions.n; i++)
		if (rs_faction_flag(RS_FACTION(rs, i),
		    eng_ability_values[AB_CAPTURES]))
			return 1;
	return 0;
}

int
rs_cmd_set_up(const struct ruleset *rs, enum game_cmd c)
{
	const struct mechanisms_def *m = &rs->mech;
	int pieces = rs_has_pieces(rs);
	const char *older;
	const int enabled[GC__N] = {
		[GC_ATTACK] = m->attack.present,
		[GC_MOVE] = pieces,
		[GC_ORDER] = m->production.present,
		[GC_CHOOSE] = m->chosen_order.present,
		[GC_SEND] = m->flight.present, [GC_HOME] = m->flight.present,
		[GC_BATTLE] = m->orbit_combat.present,
		[GC_LANDING] = m->landing.present,
		[GC_HIRE] = m->hire.present, [GC_SUMMON] = pieces,
		[GC_SWAP] = pieces, [GC_PLAY] = rs_draw_deck(rs) >= 0,
		[GC_ABILITY] = rs->chiefs.n > 0,
		[GC_REVEAL] = m->claims.present, [GC_COMMIT] = m->claims.present,
		[GC_RESOLVE] = m->claims.present, [GC_CLAIM] = m->claims.present,
		[GC_TURNORDER] = rs->turns.rank.n > 0,
		[GC_SPAWN] = m->spawn.present, [GC_ACTIVATE] = m->orders.present,
		[GC_TRAVEL] = m->territories.present,
		[GC_FIGHT] = m->dicepool.present,
		[GC_SCOUT] = m->scout.present,
		[GC_PICK] = m->picks.present,
		[GC_BUILD] = m->build.present,
		[GC_RELEASE] = rs_has_captors(rs),
		[GC_LOAD] = m->cargo.present, [GC_UNLOAD] = m->cargo.present,
		[GC_GOAL] = m->goals.present,
	};

	if ((int)c < 0 || c >= GC__N)
		return 0;
	/* a command the ruleset declares with effects of its own (no
	 * mechanism run) needs none: its check says what it reads; by
	 * either of its names (a phase of an overlay written before may
	 * list it by the older) */
	older = rs_game_cmd_older(c);
	for (int i = 0; !enabled[c] && i < rs->actions.n; i++)
		if (strcmp(rs->actions.ids[i], rs_game_cmd_names[c]) == 0 ||
		    (older != NULL && strcmp(rs->actions.ids[i], older) == 0))
			return VEC_AT(rs->actions, struct action_def,
			    i)->run == NULL;
	return enabled[c];
}

int
rs_check_listed_steps(const struct ruleset *rs, struct diag_list *errs)
{
	char list[300];
	int bad = 0;

	rs_order_steps_text(rs, " and ", list, sizeof list);
	for (int i = 0; i < rs->phases.n; i++) {
		const struct phase_def *p = RS_PHASE(rs, i);
		for (int j = 0; j < p->commands.n; j++) {
			int c = *VEC_AT(p->commands, int, j);
			const char *step = c < 0 ? NULL :
			    rs_order_step_lacking(rs, (enum game_cmd)c);
			if (step == NULL || !rs_cmd_set_up(rs,
			    (enum game_cmd)c))
				continue;
			bad += ERR(p->commands.pos[j], "phase '%s' lists '%s', "
			    "which takes the order's step '%s', and "
			    "mechanisms.orders.steps does not list it (%s): "
			    "declare the command as an action with the "
			    "effects order-step ({step: STEP, what: TEXT}) "
			    "and %s, or list '%s' among the steps",
			    rs->phases.ids[i], rs_game_cmd_names[c], step,
			    list, c == GC_TRAVEL ? "move-units" :
			    "set-territory", step) != 0;
		}
	}
	return bad;
}

static int
check_phases(struct ruleset *rs, struct diag_list *errs)
{
	const struct mechanisms_def *m = &rs->mech;
	const int steps[STEP__N] = {
		[STEP_UPKEEP] = m->upkeep.present,
		[STEP_HOLD] = rs->board.places.n > 0,
		[STEP_ACTION_POINTS] = m->ap.present,
		[STEP_UNIT_INCOME] = m->unit_income.present,
		[STEP_REVEAL_SITES] = m->claims.present,
		[STEP_DRAW_HANDS] = m->claims.present,
		[STEP_RESOLVE_SITES] = m->claims.present,
	};
	int bad = 0;

	for (int j = 0; j < rs->setup.commands.n; j++) {
		int c = *VEC_AT(rs->setup.commands, int, j);
		if (c >= 0 && !rs_cmd_set_up(rs, (enum game_cmd)c))
			bad += ERR(rs->setup.commands.pos[j], "'setup.commands' "
			    "lists '%s', but 'mechanisms' does not set it up",
			    rs_game_cmd_names[c]) != 0;
	}

	for (int i = 0; i < rs->phases.n; i++) {
		const struct phase_def *p = RS_PHASE(rs, i);
		for (int j = 0; j < p->commands.n; j++) {
			int c = *VEC_AT(p->commands, int, j);
			if (c >= 0 && !rs_cmd_set_up(rs, (enum game_cmd)c))
				bad += ERR(p->commands.pos[j], "phase '%s' "
				    "lists '%s', but 'mechanisms' does not "
				    "set it up", rs->phases.ids[i],
				    rs_game_cmd_names[c]) != 0;
		}
		/* a step is left by the upgrades of old texts only where
		 * its mechanism is missing (refused here) or a step of a
		 * player's turn is outside the turns (rs_check_needs): no
		 * program code runs one */
		for (int j = 0; j < p->steps.n; j++) {
			int s = *VEC_AT(p->steps, int, j);
			if (!steps[s])
				bad += ERR(p->steps.pos[j], "phase '%s' runs "
				    "'%s', but 'mechanisms' does not set it "
				    "up", rs->phases.ids[i],
				    rs_phase_step_names[s]) != 0;
		}
	}
	{
		/* every phase at most once in the round */
		const struct sref *seen[256];
		int nseen = 0, turns = 0;
		for (int i = 0; i < rs->round.n; i++) {
			const struct round_step *s = VEC_AT(rs->round,
			    struct round_step, i);
			int k = s->turns.n > 0 ? s->turns.n : 1;
			turns += s->turns.n > 0;
			for (int j = 0; j < k && nseen < 256; j++) {
				const struct sref *r = s->turns.n > 0 ?
				    VEC_AT(s->turns, struct sref, j) : &s->phase;
				for (int q = 0; q < nseen; q++)
					if (r->i >= 0 && seen[q]->i == r->i)
						bad += ERR(r->pos, "phase '%s' is "
						    "in 'round' twice", r->name)
						    != 0;
				seen[nseen++] = r;
			}
		}
		if (rs->phases.n > 0 && rs->round.n == 0)
			bad += ERR(rs->phases.pos[0], "'round' must list the "
			    "phases in their order") != 0;
		if (turns > 0 && rs->turns.order.n == 0 && rs->roles.n > 0)
			bad += ERR(rs->round.pos[0], "'turns.order' must list "
			    "the roles in turn order (a game without roles "
			    "plays in seat order)") != 0;
	}
	if (m->attack.present) {
		const struct vec *b = &m->attack.bands;
		for (int i = 0; i < b->n; i++) {
			long from = VEC_AT(*b, struct band_def, i)->from;
			if (i == 0 && from != 1)
				bad += ERR(b->pos[i], "the first band must "
				    "start from 1 unit") != 0;
			if (i > 0 && from <= VEC_AT(*b, struct band_def,
			    i - 1)->from)
				bad += ERR(b->pos[i], "bands must be in "
				    "ascending order of 'from'") != 0;
		}
	}
	return bad;
}

static int
check_options(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->options.n; i++) {
		const struct option_def *o = VEC_AT(rs->options,
		    struct option_def, i);
		if (o->kind == OPT_CHOICE && (o->def == NULL ||
		    vec_find(&o->values, o->def) < 0))
			bad += ERR(rs->options.pos[i], "option '%s' needs a "
			    "'default' that is one of its values",
			    rs->options.ids[i]) != 0;
		if (o->kind == OPT_FACTIONS && rs->factions.n == 0)
			bad += ERR(rs->options.pos[i], "option '%s' deals "
			    "factions, but the ruleset declares none",
			    rs->options.ids[i]) != 0;
		if (o->kind != OPT_CHOICE && o->values.n > 0)
			bad += ERR(rs->options.pos[i], "option '%s' names a "
			    "player, factions, " KEY_CHIEFS " or a number and takes "
			    "no 'values'", rs->options.ids[i]) != 0;
		if ((o->kind == OPT_NUMBER) != (o->key != NULL))
			bad += ERR(rs->options.pos[i], "option '%s': 'key' "
			    "goes with kind number, and a number option needs "
			    "one", rs->options.ids[i]) != 0;
		if (o->kind == OPT_NUMBER && o->min > o->max)
			bad += ERR(rs->options.pos[i], "option '%s': min %ld is "
			    "above max %ld", rs->options.ids[i], o->min,
			    o->max) != 0;
	}
	for (int i = 0; i < rs->readings.n; i++) {
		const struct reading_def *r = VEC_AT(rs->readings,
		    struct reading_def, i);
		if (r->option != NULL && vec_find(&rs->options, r->option) < 0)
			bad += ERR(rs->readings.pos[i], "reading '%s' names "
			    "option '%s', which is not declared",
			    rs->readings.ids[i], r->option) != 0;
	}
	return bad;
}

/* mechanisms.attack.combat: the attack takes its bands, how they are
 * chosen, the cap of losses and the units that stay from a declared
 * opposed combat, so that the mechanism and 'odds A vs D' read one
 * declaration.  The bands are copied (the attack's own list owns them). */
static int
attack_of_combat(struct ruleset *rs, struct diag_list *errs)
{
	struct attack_def *m = &rs->mech.attack;
	const struct combat_decl *c;
	const struct vec *b0, *b1;
	struct band_def *v;

	if (!m->present || m->bands.n < 0)
		return 0;
	if (m->combat.i < 0) {
		if (m->combat.name == NULL && m->bands.n == 0)
			return ERR(m->resource.pos, "'mechanisms.attack' needs "
			    "'bands' or 'combat'") != 0;
		return 0;
	}
	if (m->bands.n > 0)
		return ERR(m->combat.pos, "'mechanisms.attack' takes 'bands' "
		    "or 'combat', not both") != 0;
	c = VEC_AT(rs->combats, struct combat_decl, m->combat.i);
	b0 = &c->side[0].bands;
	b1 = &c->side[1].bands;
	if (c->mode != COMBAT_OPPOSED || b0->n <= 0 || b0->n != b1->n)
		return ERR(m->combat.pos, "'mechanisms.attack.combat': "
		    "'combats.%s' must be opposed, with the same bands for "
		    "both sides", m->combat.name) != 0;
	for (int i = 0; i < b0->n; i++) {
		const struct combat_band *x = VEC_AT(*b0, struct combat_band,
		    i), *y = VEC_AT(*b1, struct combat_band, i);
		if (x->from != y->from || strcmp(x->die, y->die) != 0)
			return ERR(m->combat.pos, "'mechanisms.attack.combat': "
			    "'combats.%s' must be opposed, with the same bands "
			    "for both sides", m->combat.name) != 0;
	}
	if ((v = calloc((size_t)b0->n, sizeof *v)) == NULL ||
	    (m->bands.pos = calloc((size_t)b0->n, sizeof *m->bands.pos)) ==
	    NULL) {
		free(v);
		return ERR(m->combat.pos, "out of memory") != 0;
	}
	m->bands.v = v;
	for (int i = 0; i < b0->n; i++) {
		const struct combat_band *x = VEC_AT(*b0, struct combat_band,
		    i);
		v[i].from = x->from;
		if ((v[i].die = strdup(x->die)) == NULL)
			return ERR(m->combat.pos, "out of memory") != 0;
		m->bands.pos[i] = b0->pos != NULL ? b0->pos[i] :
		    m->combat.pos;
		m->bands.n = i + 1;
	}
	m->band_by = c->band_by == COMBAT_BAND_TOTAL ? BAND_TOTAL : BAND_OWN;
	m->loss_cap = c->loss_cap ? CAP_WINNER_UNITS : CAP_NONE;
	m->must_stay = c->stay;
	return 0;
}

int
rs_sanity(struct ruleset *rs, struct diag_list *errs)
{
	/* the checks of the texts alone, which build nothing (they read
	 * the rules and say what is wrong): a ruleset read from its kept
	 * image (rs->checked) passed them when the image was kept, from
	 * the same texts (an image kept is of the texts stored, and is
	 * written only once they loaded without a message: cli/
	 * rules_kept.c); a damaged image is not read at all (its
	 * checksums), so they guard nothing there.  What builds runs for
	 * every ruleset. */
	int bad = 0, texts = !rs->checked;

	/* first: what a phase allows is asked by the checks below */
	bad += rs_phase_cmds_build(rs, errs);
	bad += attack_of_combat(rs, errs);
	bad += rs_combats_of_mechanisms(rs, errs);

	if (texts) {
		bad += check_resources(rs, errs);
		bad += check_roles(rs, errs);
		bad += check_factions(rs, errs);
		bad += rs_check_seats(rs, errs);
	}
	bad += build_dice(rs, errs);
	bad += build_lands(rs, errs);
	bad += rs_places_board(rs, errs);
	bad += build_adjacency(rs, errs);
	if (texts) {
		bad += check_land_sums(rs, errs);
		bad += check_setup(rs, errs);
		bad += check_phases(rs, errs);
		bad += check_options(rs, errs);
	}
	bad += rs_check_rankings(rs, errs);
	bad += rs_check_zones(rs, errs);
	bad += rs_kind_values_build(rs, errs);
	bad += rs_piece_values_build(rs, errs);
	if (texts) {
		bad += rs_check_pieces(rs, errs);
		bad += rs_check_cards(rs, errs);
	}
	bad += rs_sanity_terr(rs, errs);
	bad += eng_compile(rs, errs);
	return bad;
}

void
rs_derived_free(struct ruleset *rs)
{
	struct rs_dies *d = dies_of(rs);

	if (d != NULL) {
		for (int i = 0; i < d->n; i++) {
			free(d->faces[i]);
			free(d->explode[i]);
		}
		free(d->v);
		free(d->faces);
		free(d->explode);
		for (int k = 0; k < d->nsym; k++)
			free(d->sym[k]);
		free(d->sym);
		for (int k = 0; k < d->ncount; k++) {
			free(d->cname[k]);
			free(d->cfaces[k]);
		}
		free(d->cname);
		free(d->cv);
		free(d->cfaces);
		free(d);
	}
	rs->dies = NULL;
	rs_phase_cmds_free(rs);
	rs_kind_values_free(rs);
	rs_piece_values_free(rs);
	free(rs->lands);
	rs->lands = NULL;
	free(rs->dist);
	rs->dist = NULL;
	board_map_release(&rs->map);
	for (int i = 0; i < rs->nsays; i++)
		eng_says_free(rs->says[i]);
	free(rs->setup.tsays);	/* its lines freed above */
	rs->setup.tsays = NULL;
	free(rs->says);
	rs->says = NULL;
	rs->nsays = rs->capsays = 0;
}
