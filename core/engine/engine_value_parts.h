/* engine_value_parts.h: the parts of the values of names (engine_values.c
 * asks each in turn after the game's own: play's, the board's). Each returns 0
 * with *out, -1 with err, or 1 for a name of another part. */
#ifndef ENGINE_VALUE_PARTS_H
#define ENGINE_VALUE_PARTS_H

#include <stddef.h>

#include "core/board/board_home.h"
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"

/* The region a name's code stands for: here, the actor's home, a
 * region given, or the expression's argument. */
static inline long
eng_region_of(const struct eng_eval *ev, long code)
{
	if (code == HERE_REGION)
		return ev->here;
	if (code == HOME_REGION)
		return ev->me >= 0 ? board_home(ev->st->board, ev->me) : -1;
	return code >= 0 ? code : ev->args[-1 - code];
}

int eng_value_play(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n);
int eng_value_board(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n);
/* first_region(GROUP) and group_value(GROUP, ID), for the game's part. */
int eng_first_region(const struct eng_eval *ev, const struct expr_sym *s,
    long *out, char *err, size_t n);
int eng_group_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out, char *err, size_t n);

#endif
