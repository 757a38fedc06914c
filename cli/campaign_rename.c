/* campaign_rename.c: 'campaign rename CAMPAIGN OLD NEW': a player who
 * changed names counts as one in a campaign's standings; the games keep
 * the names as played (the aliases are campaign_players.c's). */
#include "cmds.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"

static int
seat_is(const struct campaign *k, int i, int p, const char *name)
{
	char as[NAME_MAX_LEN + 1];

	snprintf(as, sizeof as, "%s", k->g[i].players[p]);
	campaign_alias(k, as);
	return utf8_name_eq(as, name);
}

/* Is name a player of one of k's games? */
static int
plays(const struct campaign *k, const char *name)
{
	for (int i = 0; i < k->ng; i++)
		for (int p = 0; p < k->g[i].st.n; p++)
			if (seat_is(k, i, p, name))
				return 1;
	return 0;
}

/* The first game where both a and b play, or NULL. */
static const char *
together(const struct campaign *k, const char *a, const char *b)
{
	for (int i = 0; i < k->ng; i++) {
		int sa = 0, sb = 0;
		for (int p = 0; p < k->g[i].st.n; p++) {
			sa |= seat_is(k, i, p, a);
			sb |= seat_is(k, i, p, b);
		}
		if (sa && sb)
			return k->g[i].name;
	}
	return NULL;
}

int
campaign_check_player(struct ctx *c, const char *name)
{
	if (*name == '\0' || strlen(name) > NAME_MAX_LEN || !utf8_valid(name))
		return diag_set(&c->d, ST_USAGE, "a player's name has 1 to %d "
		    "bytes of UTF-8 text", NAME_MAX_LEN);
	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		if (*p < 0x21 || *p == 0x7f || strchr("\"'\\#,", *p))
			return diag_set(&c->d, ST_USAGE, "player name '%s' has a "
			    "character names cannot have (spaces, quotes, "
			    "'\\', '#', ',', control characters)", name);
	return cli_check_unseen(c, "player", name);
}

/* In the write transaction: NEW is itself again, those counted as OLD
 * count as NEW, and OLD counts as NEW. */
static int
store(struct ctx *c, const struct campaign *k, const char *campaign,
    const char *old, const char *to)
{
	struct strbuf v;
	char *fo = utf8_fold(old), *ft = utf8_fold(to);
	int r = ST_OK;

	if (fo == NULL || ft == NULL) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	sb_init(&v);
	for (int i = 0; r == ST_OK && i < k->nalias; i++) {
		const struct alias *a = &k->alias[i];
		sb_reset(&v);
		sb_printf(&v, "alias:%s", a->key);
		if (strcmp(a->key, ft) == 0) {
			r = db_campaign_set(c->db, campaign, sb_str(&v), NULL,
			    &c->d);
		} else if (utf8_name_eq(a->to, old)) {
			struct strbuf w;
			sb_init(&w);
			sb_printf(&w, "%s\n%s", to, a->from);
			r = db_campaign_set(c->db, campaign, sb_str(&v),
			    sb_str(&w), &c->d);
			sb_release(&w);
		}
	}
	if (r == ST_OK) {
		struct strbuf w;
		sb_init(&w);
		sb_reset(&v);
		sb_printf(&v, "alias:%s", fo);
		sb_printf(&w, "%s\n%s", to, old);
		r = db_campaign_set(c->db, campaign, sb_str(&v), sb_str(&w),
		    &c->d);
		sb_release(&w);
	}
	sb_release(&v);
out:
	free(fo);
	free(ft);
	return r;
}

int
campaign_rename(struct ctx *c, const char *campaign, const char *old,
    const char *to_typed)
{
	struct campaign k;
	char *to = NULL;
	int r;

	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "no campaign '%s': there is no "
		    "database at '%s' yet", campaign, c->db_path);
	if ((r = campaign_check_player(c, to_typed)))
		return r;
	if ((to = utf8_nfc(to_typed)) == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	if ((r = campaign_read(c, campaign, "wins", &k)))
		goto out;
	if (!plays(&k, old)) {
		r = diag_set(&c->d, ST_USAGE, "no player '%s' in the games of "
		    "campaign '%s' ('campaign show %s' lists them)", old,
		    k.name, k.name);
		goto out;
	}
	if (utf8_name_eq(old, to)) {
		r = diag_set(&c->d, ST_USAGE, "'%s' and '%s' are one name "
		    "already (names match without regard to case)", old, to);
		goto out;
	}
	if (together(&k, old, to) != NULL) {
		r = diag_set(&c->d, ST_USAGE, "'%s' and '%s' both play in game "
		    "'%s': they are two players, not one", old, to,
		    together(&k, old, to));
		goto out;
	}
	if ((r = db_begin(c->db, 1, &c->d)))
		goto out;
	if ((r = store(c, &k, k.name, old, to)) ||
	    (r = db_commit(c->db, &c->d))) {
		db_rollback(c->db);
		goto out;
	}
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "campaign", json_str(k.name));
		json_set(j, "player", json_str(old));
		json_set(j, "as", json_str(to));
		out_json(c, j);
		json_free(j);
	} else {
		out_printf(c, "campaign %s: %s counts as %s\n", k.name, old,
		    to);
	}
out:
	campaign_free(&k);
	free(to);
	return r;
}
