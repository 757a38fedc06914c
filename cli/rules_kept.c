/* rules_kept.c: a game's ruleset kept compiled in its database.
 *
 * Every one-shot command loads the game's ruleset from the texts stored
 * with it; parsing that YAML and walking the schema was most of what a
 * command cost.  The walked ruleset (its image, core/rules/ruleset_image.c)
 * is kept in the meta table under "rules GAME-ID", after an 8-byte key: a
 * hash of the arbiter version, this format, the schema's fingerprint, the
 * options and the number of texts; and after the build's fingerprint (ten
 * digits, BUILD_ID: a hash of the sources of core, where the checks an
 * image passed once are), so that a build of other sources, which may
 * check more, makes the image again.  A command reads it in one query and
 * loads from it when both match, without reading the texts, and reads
 * and parses the texts otherwise (or when the image is damaged).  The
 * texts need no part in the key: the image is written only after the
 * database's triggers that remove it whenever a text of the game is added
 * or changed exist (db_kept_watch; a text removed changes their number),
 * so an image that is there is of the texts stored.  An image of format 4 or older (keyed by a hash of
 * every text, written where those triggers may not be) never matches: its
 * game reads its texts, and the next command that changes it keeps an
 * image of this format.  An image is written only inside a command that
 * changes the game (a reading command does not write), so that it is part
 * of that command's transaction: a command that fails leaves the old one.
 */
#include "cli.h"
#include "config.h"
#include "schema_id.h"
#include "build_id.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/play/game.h"

#define KEPT_FORMAT "15"
/* What comes before the image: the key, then the build's fingerprint. */
#define BUILD_LEN (sizeof BUILD_ID - 1)
#define HEAD (8 + BUILD_LEN)

/* FNV-1a over 8-byte words, two lanes of them (the tail byte by byte):
 * the texts are hashed by every command, and a byte at a time was a tenth
 * of what a status cost. */
static uint64_t
mix(uint64_t h, uint64_t w)
{
	h ^= w;
	h *= 0x100000001b3ULL;
	return h ^ (h >> 29);
}

static uint64_t
fnv(uint64_t h, const char *s, size_t n)
{
	uint64_t g = h ^ 0x9e3779b97f4a7c15ULL;
	size_t i = 0;

	/* the length first: ("ab", "c") and ("a", "bc") differ */
	h = mix(h, (uint64_t)n);
	for (; i + 16 <= n; i += 16) {
		uint64_t w, x;
		memcpy(&w, s + i, 8);
		memcpy(&x, s + i + 8, 8);
		h = mix(h, w);
		g = mix(g, x);
	}
	for (; i < n; i++)
		h = mix(h, (unsigned char)s[i]);
	return mix(h, g);
}

static void
game_key(const struct db_game *g, unsigned char out[8])
{
	uint64_t h = 0xcbf29ce484222325ULL;
	const char *opts = g->options != NULL ? g->options : "";

	h = fnv(h, ARBITER_VERSION "/" KEPT_FORMAT "/" SCHEMA_ID,
	    strlen(ARBITER_VERSION "/" KEPT_FORMAT "/" SCHEMA_ID));
	h = fnv(h, opts, strlen(opts));
	h = mix(h, (uint64_t)g->ntexts);
	for (int i = 0; i < 8; i++)
		out[i] = (unsigned char)(h >> (8 * i));
}

/* The mechanisms the ruleset runs, as rules_load checks them. */
static int
check_runs(struct ruleset **out, struct diag_list *errs)
{
	if (game_check_runs(*out, errs) > 0) {
		ruleset_free(*out);
		*out = NULL;
		return ST_DATA;
	}
	return ST_OK;
}

/* The kept image, where the database holds it: loaded when its hash is
 * the texts' (a damaged or stale copy is passed over: the texts decide). */
struct kept {
	const unsigned char *hash;
	const struct rs_opt *opts;
	int nopts;
	struct ruleset *rs;
};

static void
load_image(const void *buf, size_t len, void *arg)
{
	struct kept *k = arg;
	struct diag_list quiet;

	if (len <= HEAD || memcmp(buf, k->hash, 8) != 0 ||
	    memcmp((const char *)buf + 8, BUILD_ID, BUILD_LEN) != 0)
		return;
	diag_list_init(&quiet);
	if (ruleset_load_image((const char *)buf + HEAD, len - HEAD, k->opts,
	    k->nopts, &k->rs, &quiet) == ST_OK)
		check_runs(&k->rs, &quiet);
	diag_list_free(&quiet);
}

/* The game's kept image, where its key matches: 1 with *out loaded from
 * it, without the texts; 0 otherwise. */
int
rules_kept_get(struct ctx *c, const struct db_game *g,
    const struct rs_opt *opts, int nopts, struct ruleset **out)
{
	char key[48];
	unsigned char hash[8];
	struct kept k = { hash, opts, nopts, NULL };

	snprintf(key, sizeof key, "rules %ld", g->id);
	game_key(g, hash);
	if (db_meta_blob_use(c->db, key, load_image, &k, &c->d) == ST_OK &&
	    k.rs != NULL) {
		*out = k.rs;
		return 1;
	}
	ruleset_free(k.rs);
	return 0;
}

int
rules_kept_renew(struct ctx *c, const struct db_game *g,
    const struct rs_text *t, const struct rs_opt *opts, int nopts,
    struct ruleset *rs)
{
	char key[48];
	unsigned char hash[8];
	struct strbuf image;
	struct ruleset *walked = NULL, *from = NULL;
	struct diag_list quiet;
	int r = -1;

	snprintf(key, sizeof key, "rules %ld", g->id);
	game_key(g, hash);
	sb_init(&image);
	sb_addn(&image, (const char *)hash, 8);
	sb_addn(&image, BUILD_ID, BUILD_LEN);
	diag_list_init(&quiet);
	if (ruleset_load_keep(&t[0], t + 1, g->ntexts - 1, opts, nopts,
	    &walked, &quiet, &image) == ST_OK && image.len > HEAD &&
	    !image.failed && ruleset_load_image(image.s + HEAD,
	    image.len - HEAD, opts, nopts, &from, &quiet) == ST_OK)
		r = rs_aside_renew(rs, from);
	/* the damaged copy replaced, by a command that writes */
	if (r == 0 && db_writing(c->db)) {
		struct diag keep = c->d;
		if (db_kept_watch(c->db, &c->d) != ST_OK ||
		    db_meta_put_blob(c->db, key, image.s, image.len,
		    &c->d) != ST_OK)
			c->d = keep;
	}
	diag_list_free(&quiet);
	ruleset_free(walked);
	ruleset_free(from);
	sb_release(&image);
	return r;
}

int
rules_load_kept(struct ctx *c, const struct db_game *g,
    const struct rs_text *t, const struct rs_opt *opts, int nopts,
    struct ruleset **out, struct diag_list *errs)
{
	char key[48];
	unsigned char hash[8];
	struct strbuf image;
	int r;

	snprintf(key, sizeof key, "rules %ld", g->id);
	game_key(g, hash);
	sb_init(&image);
	sb_addn(&image, (const char *)hash, 8);
	sb_addn(&image, BUILD_ID, BUILD_LEN);
	r = ruleset_load_keep(&t[0], t + 1, g->ntexts - 1, opts, nopts, out,
	    errs, db_writing(c->db) ? &image : NULL);
	if (r == ST_OK)
		r = check_runs(out, errs);
	/* kept only by a command that writes, and only what loads, once
	 * the triggers that remove it when a text changes are there: not
	 * being able to keep it costs time, not correctness */
	if (r == ST_OK && image.len > HEAD && !image.failed) {
		struct diag keep = c->d;
		if (db_kept_watch(c->db, &c->d) != ST_OK ||
		    db_meta_put_blob(c->db, key, image.s, image.len,
		    &c->d) != ST_OK)
			c->d = keep;
	}
	sb_release(&image);
	return r;
}
