/* campaign_abandon.c: 'campaign abandon GAME' marks a game left unfinished
 * for good (the players went home): every campaign leaves it out of its
 * standings, as a game still under way, and says it was abandoned; BG
 * Stats gets it as a play without a result.  'campaign resume GAME' takes
 * the mark off.  The mark is the game's, stored beside it (schema 3), not
 * an event of its log: its state is what it was. */
#include "cmds.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>

int
campaign_abandon(struct ctx *c, const char *game, int abandon)
{
	struct session s;
	char now[32], *keep = c->game, *name;
	int r;

	c->game = (char *)game;
	r = session_begin(c, &s, 1);
	c->game = keep;
	if (r != ST_OK)
		return r;
	if ((name = strdup(s.g.name)) == NULL) {
		session_end(c, &s, 0);
		return diag_set(&c->d, ST_ENV, "out of memory");
	}
	if (abandon && state_over(s.st)) {
		r = diag_set(&c->d, ST_USAGE, "game '%s' is over: only a game "
		    "left unfinished can be abandoned ('campaign remove' takes "
		    "a game out of a campaign)", name);
		session_end(c, &s, 0);
		free(name);
		return r;
	}
	now_iso(now, sizeof now);
	if ((r = db_game_abandon(c->db, name, abandon ? now : NULL,
	    &c->d)) != ST_OK) {
		session_end(c, &s, 0);
		free(name);
		return r;
	}
	if ((r = session_end(c, &s, 1)) == ST_OK) {
		if (c->json) {
			struct json *j = json_obj();
			json_set(j, "game", json_str(name));
			json_set(j, "abandoned", json_bool(abandon));
			out_json(c, j);
			json_free(j);
		} else if (abandon) {
			out_printf(c, "game %s abandoned: campaigns leave it "
			    "out ('campaign resume %s' takes it up again)\n",
			    name, name);
		} else {
			out_printf(c, "game %s resumed: campaigns count it "
			    "once it is over\n", name);
		}
	}
	free(name);
	return r;
}
