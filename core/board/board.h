/* board.h: a board of named regions, their adjacency and groups, and the
 * pieces on it.
 *
 * The ruleset declares the regions (board.regions: a name, the regions
 * each borders, the groups it belongs to, values of its own) and the
 * groups (board.groups: a name and values, such as the reinforcement
 * bonus of a continent).  Adjacency is symmetric: a region borders another
 * when either lists the other.
 *
 * The state of a board: each region's owner (a player, or nobody) and the
 * pieces on it, counted by player and by kind (rs->pieces); and each
 * player's home region, or none (board_home.h).  A region
 * whose owner's last piece leaves it keeps its owner unless the ruleset
 * says otherwise: owner changes are the effects' to make.
 *
 * A board of another kind derives its regions: on an orbit board
 * (board_orbit.c) they are the lands of the bodies on orbits, each body a
 * group, and a land is held by one player with all the pieces on it.
 *
 * A board of places (a ruleset's board.places: ruleset_places.c) has a
 * region for each place, with no borders and no groups; its pieces are
 * tracked one by one (board_track.h) and its counts a tally of them.  Each
 * region's owner is kept with how long it has been held (board_tenure.h).
 *
 * A board may also have its regions laid during play rather than declared
 * (board_new_laid): it is made with room for its most regions, and each
 * region laid (board_lay) gets a name and the next index; the board keeps
 * the names and the map (the borders the layer joins, on a hex map those
 * of the tiles next to each other: board_hex.h).  Regions not laid yet
 * hold nothing.
 */
#ifndef ARBITER_BOARD_H
#define ARBITER_BOARD_H

#include "core/base/json.h"
#include "core/base/schema.h"
#include "core/board/board_track.h"

struct region_def {		/* board.regions: id -> */
	char *name;
	struct vec adjacent;	/* list of sref -> board.regions */
	struct vec groups;	/* list of sref -> board.groups */
	struct vec values;	/* dict value id -> long */
};

struct group_def {		/* board.groups: id -> */
	char *name;
	struct vec values;	/* dict value id -> long */
};

/* What the ruleset's regions and groups come to, once checked: the
 * adjacency matrix and each group's regions. */
struct board_map {
	int nregions, ngroups;
	unsigned char *adj;	/* nregions x nregions */
	unsigned char *in;	/* ngroups x nregions: region in group */
};

/* Build the map of rs's regions and groups (regions and groups are the
 * ruleset's dicts); -1 when out of memory. */
int board_map_build(struct board_map *m, const struct vec *regions,
    const struct vec *groups);
void board_map_release(struct board_map *m);
/* A map of nregions and ngroups with no border and no member yet, for a
 * board whose regions are derived (board_orbit.c) (-1 out of memory);
 * r and o border each other; region r is in group g. */
int board_map_new(struct board_map *m, int nregions, int ngroups);
void board_map_join(struct board_map *m, int r, int o);
int board_map_adjacent(const struct board_map *m, int r, int o);
void board_map_put(struct board_map *m, int g, int r);

#define BOARD_NAME_MAX 24	/* characters of a laid region's name */
#define BOARD_PLAYERS_MAX 16	/* players a home is kept for, and a
				   snapshot's players a region (state.h's
				   MAX_PLAYERS) */

struct board_tenure {		/* of a region's owner: board_tenure.h */
	long since;		/* the round the owner came, 0 for nobody */
	long turns;		/* the owner's turns held in a row */
};

struct board_state {
	int nregions, nplayers, nkinds;
	int *owner;		/* [region]: player, or -1 */
	long *pieces;		/* [region][player][kind] */
	struct board_tenure *tenure;	/* [region] */
	/* regions laid during play: how many so far, their names and their
	 * map (name NULL on a board whose regions the ruleset declares) */
	int nlaid;
	char (*name)[BOARD_NAME_MAX + 1];
	struct board_map map;
	/* pieces tracked one by one (board_track.h), the board's own; the
	 * counts are a tally of them when tallied (a board of places) */
	struct track track;
	int tallied;
	int home[BOARD_PLAYERS_MAX];	/* [player]: home region, or -1
					   (board_home.h) */
};

/* NULL when out of memory. */
struct board_state *board_new(int nregions, int nplayers, int nkinds);
struct board_state *board_copy(const struct board_state *b);
/* b and src of the same sizes and kind: b becomes a copy of src, its
 * tracked pieces too: 0, or -1 out of memory (b's pieces unchanged). */
int board_assign(struct board_state *b, const struct board_state *src);
void board_free(struct board_state *b);
/* b made for nplayers players (the pieces of the others, if fewer, gone):
 * 0, or -1 out of memory (b unchanged). */
int board_players(struct board_state *b, int nplayers);

/* A board with room for cap regions laid during play, none laid yet;
 * NULL when out of memory. */
struct board_state *board_new_laid(int cap, int nplayers, int nkinds);
/* Lay the next region, named name (at most BOARD_NAME_MAX characters, not
 * a laid region's name, case aside): its index, or -1 when the board is
 * full or the name does not fit or is taken.  It borders nothing yet. */
int board_lay(struct board_state *b, const char *name);
/* A laid region by name (case-insensitive), or -1. */
int board_find(const struct board_state *b, const char *name);
/* The name of laid region r. */
const char *board_name(const struct board_state *b, int r);
/* The regions in use: those laid, on a board whose regions are laid. */
int board_regions(const struct board_state *b);

/* The pieces of player p of kind k on region r (a pointer to change them);
 * k -1 for the sum of every kind, p -1 for every player's. */
long *board_at(const struct board_state *b, int r, int p, int k);
long board_count(const struct board_state *b, int r, int p, int k);

/* Regions owned by p; does p own every region of group g? */
int board_owned(const struct board_state *b, int p);
int board_holds(const struct board_state *b, const struct board_map *m,
    int p, int g);

/* Region r held by owner with n pieces of the first kind (n 0: nobody's,
 * empty); the pieces of its owner on r. */
void board_hold(struct board_state *b, int r, int owner, long n);
static inline long
board_held(const struct board_state *b, int r)
{
	/* inline: the box's tally reads every land's before and after each
	 * command, and replays do it at every event */
	const long *v;
	long n = 0;

	if (b->owner[r] < 0)
		return 0;
	v = &b->pieces[((size_t)r * (size_t)b->nplayers +
	    (size_t)b->owner[r]) * (size_t)b->nkinds];
	for (int k = 0; k < b->nkinds; k++)
		n += v[k];
	return n;
}
/* An orbit of the given fields: the field a start roll's total puts a
 * body on (round the orbit as often as needed), and the field after
 * position (0 fields: it stays). */
long board_orbit_start(long total, long fields);
long board_orbit_advance(long position, long fields);

/* A board holds the pieces of its nplayers (a game's players: a board of
 * room for more would be cleared whole each time a state is made); its
 * snapshot has width players a region (b's, then none), so that a
 * state's keeps the form of BOARD_PLAYERS_MAX it always had. */
struct json *board_to_json(const struct board_state *b, int width);
/* A board of nplayers from a snapshot of width (the players after
 * nplayers have none); NULL with a message when j does not fit the sizes
 * or is damaged. */
struct board_state *board_from_json(const struct json *j, int nregions,
    int nplayers, int width, int nkinds, char *err, size_t n);

#endif
