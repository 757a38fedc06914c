/* campaign_h2h.c: a campaign's players one by one, for its report: each
 * player's games with the place taken, and a head-to-head table (for each
 * pair, the finished games both played: how often each finished ahead of
 * the other).  Players are as the campaign counts them (renamed ones as
 * one), in the order of the standings. */
#include "campaign.h"

#include "core/base/utf8.h"

/* The seat of game g where the person counted as name plays, or -1. */
static int
seat_of(const struct campaign *k, const struct one_game *g, const char *name)
{
	for (int p = 0; p < g->st.n; p++) {
		char as[NAME_MAX_LEN + 1];
		if (g->person[p] != p)
			continue;
		snprintf(as, sizeof as, "%s", g->players[p]);
		campaign_alias(k, as);
		if (utf8_name_eq(as, name))
			return p;
	}
	return -1;
}

static void
history(const struct campaign *k, struct strbuf *b)
{
	sb_add(b, "\n## Players\n\n");
	for (int i = 0; i < k->ne; i++) {
		const struct entrant *e = &k->e[k->order[i]];
		int n = 0;
		sb_add(b, "- **");
		md_str(b, e->name);
		sb_add(b, "**:");
		for (int j = 0; j < k->ng; j++) {
			const struct one_game *g = &k->g[j];
			int p = g->over ? seat_of(k, g, e->name) : -1;
			if (p < 0)
				continue;
			sb_add(b, n++ ? ", " : " ");
			md_str(b, g->name);
			sb_printf(b, " %d of %d%s", g->st.place[p], g->st.n,
			    g->st.winners & 1u << p ? " (won)" : "");
		}
		sb_add(b, "\n");
	}
}

static void
head_to_head(const struct campaign *k, struct strbuf *b)
{
	sb_add(b, "\n## Head to head\n\nEach row's player finished ahead of "
	    "each column's so often, and behind so often, in the games both "
	    "played (ahead-behind; shared places not counted).\n\n|   |");
	for (int i = 0; i < k->ne; i++) {
		sb_addc(b, ' ');
		md_str(b, k->e[k->order[i]].name);
		sb_add(b, " |");
	}
	sb_add(b, "\n|---|");
	for (int i = 0; i < k->ne; i++)
		sb_add(b, "---:|");
	sb_addc(b, '\n');
	for (int i = 0; i < k->ne; i++) {
		const char *a = k->e[k->order[i]].name;
		sb_add(b, "| ");
		md_str(b, a);
		sb_add(b, " |");
		for (int x = 0; x < k->ne; x++) {
			const char *o = k->e[k->order[x]].name;
			int ahead = 0, behind = 0, met = 0;
			for (int j = 0; x != i && j < k->ng; j++) {
				const struct one_game *g = &k->g[j];
				int p = g->over ? seat_of(k, g, a) : -1;
				int q = p >= 0 ? seat_of(k, g, o) : -1;
				if (q < 0)
					continue;
				met = 1;
				ahead += g->st.place[p] < g->st.place[q];
				behind += g->st.place[p] > g->st.place[q];
			}
			if (met)
				sb_printf(b, " %d-%d |", ahead, behind);
			else
				sb_add(b, " |");
		}
		sb_addc(b, '\n');
	}
}

void
campaign_md_players(const struct campaign *k, struct strbuf *b)
{
	if (k->ne == 0)
		return;
	history(k, b);
	if (k->ne > 1)
		head_to_head(k, b);
}
