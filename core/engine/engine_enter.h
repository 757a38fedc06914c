/* engine_enter.h: tracked pieces coming into play (core/engine/
 * engine_enter.c, engine_kinds.c): the stats of their kinds, the checks every way into a
 * player's own area shares, and the piece put there.  The effect 'enter'
 * of a declared action uses them, and so do the program's mechanisms that
 * bring pieces in (summon, abilities). */
#ifndef ARBITER_ENGINE_ENTER_H
#define ARBITER_ENGINE_ENTER_H

#include <stddef.h>

struct act;
struct ruleset;

/* The largest value entered at the table (enter-stats). */
#define STAT_MAX 1000000L
/* One word of kind stats w for counted piece k (engine_stats_piece.c),
 * entered, with what it says added to line. */
struct strbuf;
int eng_piece_stat(struct act *a, int k, const char *w, struct strbuf *line);

/* A kind's stat, from the ruleset or entered with 'tile'; ST_DATA saying
 * how to supply it when unknown.  RS_NONE for what the kind lacks. */
int kind_stat(struct act *a, int kind, int stat, long *out);
/* May a piece of unit kind come into p's area (chief at home, supply,
 * room)?  Then piece_enter puts it there, from the supply. */
int piece_may_enter(struct act *a, int p, int kind);
int piece_enter(struct act *a, int p, int kind, long counters, int *out);
/* unit(KIND, KEY) and unit_has(KIND, KEY) of expressions (names.h, enum
 * unit_key): 0; -1 with a message in err; EXPR_UNKNOWN with the whole
 * message (exit 3) for a value the rulebook leaves unknown. */
struct state;
int eng_unit_value(const struct ruleset *rs, const struct state *st,
    long kind, int key, int has, long *out, char *err, size_t n);
/* The same of counted piece k (pieces.*.values, its standard side): its
 * value v (rs_piece_value_index), the ruleset's or else the one entered
 * at the table in st (enter-stats), or whether it gives it (has). */
int eng_piece_value(const struct ruleset *rs, const struct state *st,
    long k, int v, int has, long *out, char *err, size_t n);
/* A kind of unit (units) by its id, a command's word s; a usage error
 * listing them when there is none. */
int arg_unit(struct act *a, const char *s, int *out);
/* What a player's own area of the board is called (board.area-name). */
const char *area_word(const struct act *a);

/* The effect enter (decl.h, eff_enter) for ev's actor: its checks alone,
 * and the piece brought in (its index in *piece); the id of piece i into
 * buf. */
struct effect_def;
struct eng_eval;
int eng_enter_check(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_enter(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, int *piece);
void eng_piece_name(const struct act *a, int i, char *buf, size_t n);

#endif
