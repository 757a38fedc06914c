/* ruleset_phase_way.c: how to get from one phase to another, told from the
 * round's order (rs->round), for the refusals of a command given in the
 * wrong phase and for the "now" line of status. */
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <string.h>

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

/* The way from phase from to phase to, told of "it" (who NULL) or of
 * the phase named who, one of several a command belongs to. */
static const char *
way(const struct ruleset *rs, int from, int to, const char *who, char *buf,
    size_t n)
{
	int fp, tp, fs, ts;
	char on[32] = "", it[80] = "it";

	if (from < 0 || to < 0 || from == to)
		return NULL;
	fs = find(rs, from, &fp);
	ts = find(rs, to, &tp);
	if (fs < 0 || ts < 0)
		return NULL;
	if (who != NULL)
		snprintf(it, sizeof it, "the %s phase", who);
	if (fs == ts && fp >= 0 && tp > fp) {
		if (tp > fp + 1)
			snprintf(on, sizeof on, ", %d phases on", tp - fp);
		if (who == NULL)
			snprintf(buf, n, "'next' moves on to it%s", on);
		else
			snprintf(buf, n, "%s comes later this turn ('next' "
			    "moves on to it%s)", it, on);
	} else if (fs == ts && fp >= 0) {
		snprintf(buf, n, "%s comes again in the next turn ('next' "
		    "ends each phase)", it);
	} else if (ts > fs) {
		snprintf(buf, n, "%s comes later this round ('next' ends "
		    "each phase)", it);
	} else {
		snprintf(buf, n, "%s comes in the next round ('next' ends "
		    "each phase)", it);
	}
	return buf;
}

const char *
rs_phase_way(const struct ruleset *rs, int from, int to, char *buf,
    size_t n)
{
	return way(rs, from, to, NULL, buf, n);
}

/* How soon the game comes to phase to from phase from: later this turn,
 * in the next turn, later this round, in the next round (a smaller key
 * is sooner). */
static long
soon(const struct ruleset *rs, int from, int to)
{
	int fp = -1, tp, fs = from < 0 ? -1 : find(rs, from, &fp);
	int ts = find(rs, to, &tp), c;

	if (fs < 0 || ts < 0)
		return 4000000L + to;
	if (fs == ts && fp >= 0)
		c = tp > fp ? 0 : 1;
	else
		c = ts > fs ? 2 : 3;
	return c * 1000000L + ts * 1000L + tp + 1;
}

int
rs_phase_is(const struct ruleset *rs, int ph, int want)
{
	(void)rs;
	return ph == want;
}

int
rs_phase_plays_cmd(const struct ruleset *rs, int ph, int c)
{
	return rs_phase_allows(rs, ph, (enum game_cmd)c);
}

const char *
rs_phases_way(const struct ruleset *rs, int from, rs_phase_has has,
    int arg, char *names, size_t nn, char *buf, size_t n)
{
	int best = -1, c = 0, m = 0;
	size_t len;

	for (int i = 0; i < rs->phases.n; i++) {
		if (!has(rs, i, arg))
			continue;
		if (c++ == 0 || soon(rs, from, i) < soon(rs, from, best))
			best = i;
	}
	if (c <= 1) {
		snprintf(names, nn, "the %s phase", best < 0 ? "setup" :
		    RS_PHASE(rs, best)->name);
		return rs_phase_way(rs, from, best, buf, n);
	}
	/* every one, in phase order: "the sow and the thresh phases" */
	names[0] = '\0';
	for (int i = 0; i < rs->phases.n; i++) {
		if (!has(rs, i, arg))
			continue;
		len = strlen(names);
		snprintf(names + len, nn - len, "%sthe %s", m == 0 ? "" :
		    m + 1 == c ? " and " : ", ", RS_PHASE(rs, i)->name);
		m++;
	}
	len = strlen(names);
	snprintf(names + len, nn - len, " phases");
	return way(rs, from, best, RS_PHASE(rs, best)->name, buf, n);
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
