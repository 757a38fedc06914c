/* engine_round_values.c: the values an effect's binding gives, read by
 * engine_values.c: units(SIDE), losses(SIDE), thrown(SIDE), dice(SIDE),
 * side_player(SIDE), hits(SIDE) and kills(SIDE) of the combat round bound
 * (the effect combat-round, engine_combat_round.c), party, party_units,
 * party_extra, party_dice, party_total and party_kills of its party bound
 * (engine_party_round.c), and sources(WORD) and
 * sent(WORD, REGION) of the word of kind sources given
 * (engine_sources.c).  They read what is bound and evaluate nothing. */
#include "core/rules/names.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

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
	case RK_KILLS: *out = rd->kills[side]; break;
	default: *out = rd->player[side]; break;
	}
	return 0;
}

int
eng_party_value(const struct eng_eval *ev, long key, long *out, char *err,
    size_t n)
{
	const struct eng_party *p = ev->party;

	if (p == NULL) {
		snprintf(err, n, "'%s' reads a party of a combat round's side "
		    "of parties, and none is bound", eng_party_keys[key]);
		return -1;
	}
	switch (key) {
	case PTK_PARTY: *out = p->party; break;
	case PTK_UNITS: *out = p->units; break;
	case PTK_EXTRA: *out = p->extra; break;
	case PTK_DICE: *out = p->dice; break;
	case PTK_TOTAL: *out = p->total; break;
	default: *out = p->kills; break;
	}
	return 0;
}

int
eng_party_side(const struct eng_eval *ev, long party, long *out, char *err,
    size_t n)
{
	const struct eng_round *rd = ev->round;

	if (rd == NULL) {
		snprintf(err, n, "'party_side' reads a combat round, and none "
		    "has been thrown");
		return -1;
	}
	*out = -1;
	for (int k = 0; k < 2 && *out < 0; k++)
		for (int i = 0; i < rd->nparty[k]; i++)
			if (rd->party[k][i].party == party)
				*out = k;
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
