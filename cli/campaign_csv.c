/* campaign_csv.c: a campaign as CSV for a spreadsheet: one row per player
 * per finished game, in the campaign's order, each game's players by
 * place.  The score is empty for a game without a score track; the date is
 * the game's last event (UTC), or the date a recorded result was played.
 * The status says where a row comes from: "finished" (a game's log),
 * "recorded" (campaign record) or "abandoned" (a game left unfinished for
 * good, its players without place, score or win).  campaign record --csv
 * reads it back. */
#include "campaign.h"

int
campaign_csv(struct ctx *c, const struct campaign *k)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "date,game,ruleset,player,place,score,winner,status\n");
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		if (!g->over && !g->abandoned)
			continue;
		for (int n = 0; n < g->st.n; n++) {
			int p = g->st.order[n];
			csv_cell(&b, g->ended, 0);
			sb_addc(&b, ',');
			csv_cell(&b, g->name, 0);
			sb_addc(&b, ',');
			csv_cell(&b, g->ruleset, 0);
			sb_addc(&b, ',');
			csv_cell(&b, g->players[p], 0);
			if (g->abandoned) {
				sb_add(&b, ",,,,abandoned\n");
				continue;
			}
			sb_printf(&b, ",%d,", g->st.place[p]);
			if (g->st.score >= 0)
				sb_printf(&b, "%ld", g->st.value[p]);
			sb_printf(&b, ",%s,%s\n", g->st.winners & 1u << p ?
			    "yes" : "no", g->recorded ? "recorded" : "finished");
		}
	}
	out_text(c, sb_str(&b));
	sb_release(&b);
	return ST_OK;
}
