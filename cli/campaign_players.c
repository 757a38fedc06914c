/* campaign_players.c: a campaign's players by name.  The games keep the
 * names they were played under; a campaign may count two names as one
 * player (Cleo who became Kleo): 'campaign rename NAME OLD NEW' records,
 * for that campaign only, that OLD counts as NEW.  Names match by their
 * case fold already, so 'cleo' and 'Cleo' need no renaming.  The record
 * is a setting of the campaign ("alias:FOLD" = "NEW\nOLD", db.h). */
#include "cmds.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"

static int
one_alias(void *ctx, const char *key, const char *value)
{
	struct campaign *k = ctx;
	struct alias *a;
	const char *nl = strchr(value, '\n');

	if (k->nalias == MAX_ENTRANTS || nl == NULL)
		return 0;	/* (none of arbiter's making) */
	a = &k->alias[k->nalias++];
	snprintf(a->key, sizeof a->key, "%s", key);
	snprintf(a->to, sizeof a->to, "%.*s", (int)(nl - value), value);
	snprintf(a->from, sizeof a->from, "%s", nl + 1);
	return 0;
}

int
campaign_aliases(struct ctx *c, const char *campaign, struct campaign *k)
{
	k->nalias = 0;
	return db_campaign_settings(c->db, campaign, "alias:", one_alias, k,
	    &c->d);
}

void
campaign_alias(const struct campaign *k, char *name)
{
	for (int i = 0; i < k->nalias; i++)
		if (utf8_name_eq(name, k->alias[i].key)) {
			snprintf(name, NAME_MAX_LEN + 1, "%s", k->alias[i].to);
			return;
		}
}

/* Does seat p of game i play as name, as the campaign counts names? */
