/* ruleset_phase_way.c: how to get from one phase to another, told from the
 * round's order (rs->round), for the refusals of a command given in the
 * wrong phase and for the "now" line of status. */
#include "core/rules/ruleset.h"

#include <stdio.h>

/* Where phase ph stands in the round: its step, and its place among the
 * step's turn phases (-1 for a step that is one phase for everybody). */
static int
find(const struct ruleset *rs, int ph, int *pos)
{
	for (int s = 0; s < rs->round.n; s++) {
		const struct round_step *r = VEC_AT(rs->round, struct round_step,
		    s);
		if (r->turns.n == 0 && r->phase.i == ph) {
			*pos = -1;
			return s;
		}
		for (int k = 0; k < r->turns.n; k++)
			if (VEC_AT(r->turns, struct sref, k)->i == ph) {
				*pos = k;
				return s;
			}
	}
	return -1;
}

const char *
rs_phase_way(const struct ruleset *rs, int from, int to, char *buf,
    size_t n)
{
	int fp, tp, fs, ts;

	if (from < 0 || to < 0 || from == to)
		return NULL;
	fs = find(rs, from, &fp);
	ts = find(rs, to, &tp);
	if (fs < 0 || ts < 0)
		return NULL;
	if (fs == ts && fp >= 0 && tp > fp) {
		if (tp == fp + 1)
			snprintf(buf, n, "'next' moves on to it");
		else
			snprintf(buf, n, "'next' moves on to it, %d phases "
			    "on", tp - fp);
	} else if (fs == ts && fp >= 0) {
		snprintf(buf, n, "it comes again in the next turn ('next' "
		    "ends each phase)");
	} else if (ts > fs) {
		snprintf(buf, n, "it comes later this round ('next' ends "
		    "each phase)");
	} else {
		snprintf(buf, n, "it comes in the next round ('next' ends "
		    "each phase)");
	}
	return buf;
}

int
rs_phase_after(const struct ruleset *rs, int ph)
{
	int pos, s = ph < 0 ? -1 : find(rs, ph, &pos);
	const struct round_step *r;

	if (s < 0 || pos < 0)
		return -1;
	r = VEC_AT(rs->round, struct round_step, s);
	return pos + 1 < r->turns.n ? VEC_AT(r->turns, struct sref,
	    pos + 1)->i : -1;
}
