/* export_short.c: `export md --short`, the report for where groups talk
 * (a chat takes 2,000 characters and shows tables raw): the result, the
 * standings as a list, and the decisive moments, under SHORT_MAX
 * characters and without tables.
 *
 * A moment is decisive when the lead changed hands with it (the players
 * in first place before and after differ; without a score, those ahead on
 * what the board counts), when it ended the game, or when the GM noted it
 * ('note').  The latest are kept when not all fit. */
#include "report.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"

#define SHORT_MAX 2000
#define MOMENTS 64
#define LINE_MAX_CHARS 180

struct short_ctx {
	const struct session *s;
	char *moment[MOMENTS];	/* rendered lines, oldest first */
	int n;
};

/* The players in first place, as bits by seat. */
static unsigned
firsts(const struct ruleset *rs, const struct state *st)
{
	struct standings x;
	unsigned bits = 0;

	standings_of(rs, st, NULL, &x);
	for (int i = 0; i < x.n; i++)
		if (x.place[x.order[i]] == 1)
			bits |= 1u << x.order[i];
	if (x.n > 1 && bits == (1u << x.n) - 1) {
		/* nobody ahead yet (no score): ahead on what the board
		 * counts, as the chart of 'export svg' follows it */
		const char *what;
		long best = 0;
		bits = 0;
		for (int p = 0; p < st->nplayers; p++) {
			long v = chart_value(rs, st, p, &what);
			if (bits == 0 || v > best) {
				best = v;
				bits = 1u << p;
			} else if (v == best) {
				bits |= 1u << p;
			}
		}
	}
	return bits;
}

static void
keep(struct short_ctx *m, struct strbuf *line)
{
	if (line->len > LINE_MAX_CHARS) {	/* cut at a character */
		size_t k = LINE_MAX_CHARS;
		while (k > 0 && ((unsigned char)line->s[k] & 0xc0) == 0x80)
			k--;
		line->s[k] = '\0';
		line->len = k;
		sb_add(line, "...");
	}
	if (m->n == MOMENTS) {		/* the oldest goes */
		free(m->moment[0]);
		memmove(m->moment, m->moment + 1, (MOMENTS - 1) *
		    sizeof *m->moment);
		m->n--;
	}
	m->moment[m->n++] = strdup(sb_str(line));
}

static int
moment(void *ctx, const struct hist *h)
{
	struct short_ctx *m = ctx;
	const struct ruleset *rs = m->s->rs;
	struct strbuf line;
	long round = h->before->phase == PHASE_SETUP ? 0 : h->before->round;

	if (h->undone)
		return 0;
	sb_init(&line);
	if (strcmp(h->e->kind, "note") == 0) {
		struct diag d;
		char **v;
		int n;
		sb_printf(&line, "- Round %ld, note: ", round);
		if (cmdline_split(h->e->command, &n, &v, &d) == ST_OK) {
			for (int i = 1; i < n; i++) {
				if (i > 1)
					sb_addc(&line, ' ');
				md_text(&line, v[i], strlen(v[i]));
			}
			cmdline_free(n, v);
		}
		keep(m, &line);
	} else if (h->applied && (firsts(rs, h->before) !=
	    firsts(rs, h->after) || (state_over(h->after) &&
	    !state_over(h->before)))) {
		size_t first = strcspn(h->text, "\n");
		sb_printf(&line, "- Round %ld: ", round);
		md_code(&line, h->command);
		if (first > 0) {
			sb_add(&line, ": ");
			md_text(&line, h->text, first);
		}
		keep(m, &line);
	}
	sb_release(&line);
	return 0;
}

int
export_short(struct ctx *c, struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	struct short_ctx m;
	struct standings x;
	struct strbuf head;
	char *w = game_winner(rs, st);
	size_t used;
	int from, r;

	memset(&m, 0, sizeof m);
	m.s = s;
	if ((r = history_walk(c, s, moment, &m)))
		goto out;
	sb_init(&head);
	sb_add(&head, "**");
	md_str(&head, s->g.name);
	sb_add(&head, "**: ");
	md_str(&head, rs->title);
	if (w != NULL) {
		sb_printf(&head, ", game over in round %ld: **", st->round);
		md_str(&head, w);
		sb_add(&head, "** won\n");
	} else if (st->phase == PHASE_SETUP) {
		sb_add(&head, ", being set up\n");
	} else {
		sb_printf(&head, ", round %ld, ", st->round);
		md_str(&head, RS_PHASE(rs, st->phase)->name);
		sb_add(&head, " phase\n");
	}
	standings_of(rs, st, NULL, &x);
	sb_printf(&head, "\n**Standings%s**\n", x.over ? "" : " so far");
	for (int i = 0; i < x.n; i++) {
		int p = x.order[i];
		const char *bold = x.winners & 1u << p ? "**" : "";
		sb_printf(&head, "%d. %s", x.place[p], bold);
		md_str(&head, st->players[p].name);
		sb_add(&head, bold);
		for (int k = 0; k < rs->resources.n; k++) {
			sb_printf(&head, "%s%ld ", k ? ", " : ": ",
			    st->players[p].res[k]);
			md_str(&head, rs->resources.ids[k]);
		}
		if (st->nlands > 0)
			sb_printf(&head, "%s%d lands, %ld units",
			    rs->resources.n ? ", " : ": ",
			    state_lands_of(st, p), state_units_of(st, p));
		sb_addc(&head, '\n');
	}
	/* the latest moments that fit, in their order */
	used = head.len + 40;
	from = m.n;
	while (from > 0 && used + strlen(m.moment[from - 1]) + 1 < SHORT_MAX) {
		used += strlen(m.moment[from - 1]) + 1;
		from--;
	}
	if (used < SHORT_MAX)
		sb_add(b, sb_str(&head));
	else	/* the head alone is too long: cut it at a line */
		for (const char *p = sb_str(&head); *p; ) {
			size_t len = strcspn(p, "\n") + 1;
			if (b->len + len + 40 >= SHORT_MAX)
				break;
			sb_addn(b, p, len);
			p += len;
		}
	if (from < m.n) {
		sb_add(b, "\n**Decisive moments**");
		if (from > 0)
			sb_printf(b, " (the last %d of %d)", m.n - from, m.n);
		sb_addc(b, '\n');
		for (int i = from; i < m.n; i++) {
			sb_add(b, m.moment[i]);
			sb_addc(b, '\n');
		}
	}
	sb_release(&head);
out:
	for (int i = 0; i < m.n; i++)
		free(m.moment[i]);
	free(w);
	return r;
}
