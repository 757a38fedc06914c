/* serve_tokens.c: each player's private page is reached by a token of
 * 128 random bits, one per player and game, kept in the database
 * (db_view_put: "view:ID:token:SEAT") so that a player's address stays
 * the same from one evening to the next; --new-tokens draws them anew,
 * and the old addresses stop working. */
#include "serve.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

static int
draw(struct ctx *c, char *out)
{
	unsigned char raw[SERVE_TOKEN_LEN / 2];
	size_t got = 0;

	while (got < sizeof raw) {
		ssize_t n = getrandom(raw + got, sizeof raw - got, 0);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return diag_set(&c->d, ST_ENV, "cannot draw a random "
			    "token: %s", strerror(errno));
		got += (size_t)n;
	}
	for (size_t i = 0; i < sizeof raw; i++)
		snprintf(out + 2 * i, 3, "%02x", raw[i]);
	return ST_OK;
}

/* Is every seat's token there? */
static int
complete(struct ctx *c, long game, int nseats, int *yes)
{
	char tok[MAX_PLAYERS][SERVE_TOKEN_LEN + 1];
	int r = serve_tokens_read(c, game, nseats, tok);

	*yes = 1;
	for (int p = 0; p < nseats && r == ST_OK; p++)
		*yes &= tok[p][0] != '\0';
	return r;
}

int
serve_tokens_ensure(struct ctx *c, const char *game, int renew)
{
	struct session s;
	char key[32], tok[SERVE_TOKEN_LEN + 1], *have;
	int r, yes = 0;

	c->game = (char *)game;
	if ((r = session_begin(c, &s, 0)))
		return r;
	r = complete(c, s.g.id, s.st->nplayers, &yes);
	session_end(c, &s, 0);
	if (r != ST_OK || (yes && !renew))
		return r;
	if ((r = session_begin(c, &s, 1)))
		return r;
	for (int p = 0; p < s.st->nplayers && r == ST_OK; p++) {
		snprintf(key, sizeof key, "token:%d", p + 1);
		if ((r = db_view_get(c->db, s.g.id, key, &have, &c->d)))
			break;
		if (have == NULL || renew) {
			if ((r = draw(c, tok)) == ST_OK)
				r = db_view_put(c->db, s.g.id, key, tok, &c->d);
		}
		free(have);
	}
	return session_end(c, &s, r == ST_OK) == ST_OK ? r : c->d.code;
}

int
serve_tokens_read(struct ctx *c, long game, int nseats,
    char (*tok)[SERVE_TOKEN_LEN + 1])
{
	char key[32], *v;
	int r;

	for (int p = 0; p < nseats; p++) {
		tok[p][0] = '\0';
		snprintf(key, sizeof key, "token:%d", p + 1);
		if ((r = db_view_get(c->db, game, key, &v, &c->d)))
			return r;
		/* only what a token can be: a damaged one opens nothing */
		if (v != NULL && strlen(v) == SERVE_TOKEN_LEN &&
		    strspn(v, "0123456789abcdef") == SERVE_TOKEN_LEN)
			memcpy(tok[p], v, SERVE_TOKEN_LEN + 1);
		free(v);
	}
	return ST_OK;
}
