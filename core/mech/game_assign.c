/* game_assign.c: 'assign PLAYER [UNIT,UNIT,...]', a player's hits of the
 * combat step given to units in the order named (core/act/act_hits.c
 * assigns them unit by unit); when every hit is given, the step ends
 * (core/act/act_fire.c). */
#include "core/mech/terr_int.h"

#include <stdlib.h>
#include <string.h>

/* The hits whose order cannot matter, then the step's end once none are
 * left. */
static int
assign_rest(struct act *a)
{
	int st, done;

	if ((st = fight_auto_assign(a, &done)) || !done)
		return st;
	return fight_end_step(a);
}

/* One unit of the list: PIECE or OWNER:PIECE. */
static int
parse_target(struct act *a, int p, char *w, int *o, int *k)
{
	char *colon = strchr(w, ':');
	int st;

	*o = -1;
	if (colon != NULL) {
		*colon = '\0';
		if ((st = arg_player(a, w, o)))
			return st;
		w = colon + 1;
	} else {
		for (int q = 0; q < a->st->nplayers; q++)
			if (q != p && FIGHT(a)->in[q]) {
				if (*o >= 0)
					return usage(a, "more than one player "
					    "is in the combat: name each unit "
					    "with its owner, like %s:%s",
					    pname(a, q), w);
				*o = q;
			}
	}
	if ((st = arg_piece_kind(a, w, k)))
		return st;
	if (*o == p)
		return usage(a, "%s's hits go to other players' units",
		    pname(a, p));
	return ST_OK;
}

/* assign PLAYER [UNIT,UNIT,...] */
int
act_assign(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	int p, st, want;
	long *hits, given;
	struct strbuf c;

	if ((st = arg_count(a, 1, 2, "assign PLAYER [UNIT,UNIT,...]")) ||
	    (st = arg_player(a, a->argv[1], &p)))
		return st;
	canon(a, pname(a, p));
	if (f->tile < 0 || !f->rolled)
		return refuse(a, "there are no hits to assign: %s",
		    f->tile < 0 ? "no combat is on" : "'fire' throws the "
		    "dice first");
	hits = &f->hits[p];
	if (*hits == 0)
		return refuse(a, "%s has no hits to assign", pname(a, p));
	want = fight_next_assigner(a);
	if (fight_left_in(a) > 2 && want != p)
		return refuse(a, "with more than two players hits are assigned "
		    "in turn order: %s first", pname(a, want));
	given = *hits;
	report_line(a->rep, "%s assigns %ld hit%s:", pname(a, p), given,
	    given == 1 ? "" : "s");
	if (a->argc == 2)
		return (st = fight_assign_default(a, p)) ? st : assign_rest(a);
	sb_init(&c);
	{
		char *copy = strdup(a->argv[2]), *save = NULL, *w;
		long left[MAX_PLAYERS * 64];
		if (copy == NULL) {
			sb_release(&c);
			return diag_set(a->d, ST_ENV, "out of memory");
		}
		for (int o = 0; o < a->st->nplayers; o++)
			for (int k = 0; k < NPIECES(a) && k < 64; k++)
				left[o * 64 + k] = UNITS(a, f->tile, o)[k];
		for (w = strtok_r(copy, ",", &save); w != NULL && st == ST_OK;
		    w = strtok_r(NULL, ",", &save)) {
			int o, k;
			if ((st = parse_target(a, p, w, &o, &k)))
				break;
			sb_printf(&c, "%s%s:%s", c.len ? "," : "", pname(a, o),
			    a->rs->pieces.ids[k]);
			if (!f->in[o] || left[o * 64 + k] == 0) {
				st = refuse(a, "%s has no more %s in the combat "
				    "to name", pname(a, o), piece_name(a, k, 2));
				break;
			}
			left[o * 64 + k]--;
			if (*hits > 0)
				st = fight_damage(a, p, o, k, hits);
		}
		free(copy);
	}
	if (st == ST_OK)
		canon(a, sb_str(&c));
	sb_release(&c);
	if (st != ST_OK)
		return st;
	if (*hits > 0) {
		for (int o = 0; o < a->st->nplayers; o++)
			if (o != p && f->in[o] && terr_count(a, f->tile, o) > 0)
				return refuse(a, "%ld hit%s left to assign: name "
				    "more units (%s still has some in the "
				    "combat)", *hits, *hits == 1 ? "" : "s",
				    pname(a, o));
		*hits = 0;
	}
	return assign_rest(a);
}
