/* state_tally.h: the tallies a ruleset declares (decl.h, tallies), as a
 * game keeps them: one count for the table, one per seat or one per
 * region of the board, all in one array of the state (st->tally). */
#ifndef ARBITER_STATE_TALLY_H
#define ARBITER_STATE_TALLY_H

struct state;
struct ruleset;
struct json;

/* How many counts rs's tallies take in all. */
int state_tally_slots(const struct ruleset *rs);
/* The count of tally t for who (a seat or a region; ignored for a tally
 * of the table). */
long *state_tally_at(struct state *st, const struct ruleset *rs, int t,
    int who);
long state_tally_get(const struct state *st, const struct ruleset *rs, int t,
    int who);
/* Region r's counts of the tallies of its pieces (tallies.*.pieces) after
 * its pieces changed: 0 when it has no holder or lost is set (it changed
 * hands), else no more than the holder's pieces there. */
void state_tally_fit(struct state *st, const struct ruleset *rs, int r,
    int lost);
/* Does rs keep a tally of pieces? */
int state_tally_of_pieces(const struct ruleset *rs);
/* The count of the table's tally id, or otherwise when there is none:
 * status --json gives the tally 'moved' as its member moved. */
long state_tally_table(const struct state *st, const struct ruleset *rs,
    const char *id, long otherwise);
/* The tally of the supply taken (TALLY_SUPPLIED, per group), or -1 when
 * rs keeps none. */
int state_tally_supplied(const struct ruleset *rs);
/* Its count for group g (1: the group's supply was taken this phase), or
 * NULL when rs keeps none. */
long *state_supplied(struct state *st, const struct ruleset *rs, int g);
/* Every count 0 (a phase begins). */
void state_tally_reset(struct state *st, const struct ruleset *rs);
/* Snapshots: "tallies", an array of every count.  Snapshot j without it
 * was written before tallies: its units moved this phase ("moved") and
 * paid for on each land ("lands_moved", of the program's move) go to the
 * tallies 'moved' and 'moved-at' that its move declared as data counts
 * with (ruleset_move.c), the others are 0.  One with "supplied", the
 * supply taken of each body, was written before the tally TALLY_SUPPLIED
 * (ruleset_supply.c): its tallies leave that one out, and "supplied"
 * gives its counts.  -1 when it does not fit rs. */
struct json *state_tally_json(const struct state *st,
    const struct ruleset *rs);
int state_tally_from_json(struct state *st, const struct ruleset *rs,
    const struct json *j);

#endif
