/* engine_round_values.c: the values an effect's binding gives, read by
 * engine_values.c: units(SIDE), losses(SIDE), thrown(SIDE), dice(SIDE),
 * side_player(SIDE) and hits(SIDE) of the combat round bound (the effect
 * combat-round, engine_combat_round.c), and sources(WORD) and
 * sent(WORD, REGION) of the word of kind sources given
 * (engine_sources.c).  They read what is bound and evaluate nothing. */
#include "core/engine/engine_int.h"

#include <stdio.h>

int
eng_round_value(const struct eng_eval *ev, long key, long side, long *out,
    char *err, size_t n)
{
	const struct eng_round *rd = ev->round;

	if (rd == NULL) {
		snprintf(err, n, "'%s' reads a combat round, and none has "
		    "been thrown", eng_round_keys[key]);
		return -1;
	}
	if (side != 0 && side != 1) {
		snprintf(err, n, "'%s' takes a side of the round, attacker "
		    "or defender, not %ld", eng_round_keys[key], side);
		return -1;
	}
	switch (key) {
	case RK_UNITS: *out = rd->units[side]; break;
	case RK_LOSSES: *out = rd->loss[side]; break;
	case RK_THROWN: *out = rd->thrown[side]; break;
	case RK_DICE: *out = rd->dice[side]; break;
	case RK_HITS: *out = rd->hits[side]; break;
	default: *out = rd->player[side]; break;
	}
	return 0;
}

int
eng_sources_value(const struct eng_eval *ev, int sent, long region,
    long *out, char *err, size_t n)
{
	const struct eng_sources *src = ev->sources;

	if (src == NULL) {
		snprintf(err, n, "'%s' reads the lands of a word of kind "
		    "sources, and none was given", sent ? "sent" : "sources");
		return -1;
	}
	*out = 0;
	for (int i = 0; i < src->n; i++)
		if (!sent || src->land[i] == region)
			*out += src->units[i];
	return 0;
}
