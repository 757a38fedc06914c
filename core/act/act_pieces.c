/* act_pieces.c: the names of the pieces on a map of territories as a
 * command's lines give them ("1 Archer", "2 Archers, 1 Knight"), for the
 * commands of core/mech and the engine's effects alike (see act.h). */
#include "core/act/act.h"

#include <stdio.h>
#include <string.h>

#include "core/state/terr.h"

const char *
piece_name(const struct act *a, int k, long n)
{
	static char buf[4][64];
	static int i;
	const char *name = RS_PIECE(a->rs, k)->name;
	size_t len = strlen(name);

	i = (i + 1) % 4;
	if (n == 1)
		snprintf(buf[i], sizeof buf[i], "%s", name);
	else if (len > 0 && (name[len - 1] == 's' || name[len - 1] == 'x'))
		snprintf(buf[i], sizeof buf[i], "%ses", name);
	else
		snprintf(buf[i], sizeof buf[i], "%ss", name);
	return buf[i];
}

const char *
pieces_text(const struct act *a, const long *counts, char *buf, size_t n)
{
	size_t len = 0;
	int np = a->st->terr != NULL ? a->st->terr->npieces : 0;

	buf[0] = '\0';
	for (int k = 0; k < np; k++)
		if (counts[k] > 0 && len < n)
			len += (size_t)snprintf(buf + len, n - len, "%s%ld %s",
			    len ? ", " : "", counts[k],
			    piece_name(a, k, counts[k]));
	if (len == 0)
		snprintf(buf, n, "nothing");
	return buf;
}
