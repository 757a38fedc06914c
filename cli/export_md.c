/* export_md.c: `export md`, the session report a group posts after the
 * game: who played, the standings and how every place was decided, then
 * round by round what happened (each command with what it did: combats
 * with their dice, purchases, conquests) and the notes taken. */
#include "report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"

struct md {
	struct ctx *c;
	const struct session *s;
	struct strbuf *b;
	long round;		/* the section being written: -1 none yet,
				   0 the setup */
	long undone, undos;	/* left out */
	const struct json *decided;	/* the game's final ranking's reasons */
	struct json *keep;	/* (a copy of them, found in the log) */
	FILE *spool;		/* the log section so far, or NULL: in memory */
	int spool_failed;
};

/* The log section is written before the head that goes above it: what
 * it holds beyond this goes to a temporary file, so that the report of a
 * long game takes no more memory than a short one's. */
#define SPOOL_AT 65536

/* A player's faction, or role when players differ in it. */
static const char *
role_name(const struct ruleset *rs, const struct player *p)
{
	const char *r = p->role >= 0 && rs->roles.n > 1 ?
	    RS_ROLE(rs, p->role)->name : "";
	const char *f = p->faction >= 0 ? VEC_AT(rs->factions,
	    struct faction_def, p->faction)->name : "";

	return f[0] != '\0' ? f : r;
}

static void
head(struct md *m)
{
	const struct session *s = m->s;
	const struct state *st = s->st;
	char *w = game_winner(s->rs, st);

	sb_add(m->b, "# ");
	md_str(m->b, s->g.name);
	sb_add(m->b, "\n\n");
	md_str(m->b, s->rs->title);
	sb_add(m->b, " (ruleset ");
	md_code(m->b, s->rs->id);
	sb_add(m->b, "), started ");
	md_str(m->b, s->g.created);
	sb_printf(m->b, ", seed %llu.\n", s->g.seed);
	if (w != NULL) {
		sb_printf(m->b, "Game over in round %ld: **", st->round);
		md_str(m->b, w);
		sb_add(m->b, "** won.\n");
	} else if (st->phase == PHASE_SETUP) {
		sb_add(m->b, "Still being set up.\n");
	} else {
		sb_printf(m->b, "Now: round %ld, ", st->round);
		md_str(m->b, RS_PHASE(s->rs, st->phase)->name);
		sb_add(m->b, " phase.\n");
	}
	free(w);
	sb_add(m->b, "\nPlayers, in seat order: ");
	for (int p = 0; p < st->nplayers; p++) {
		const char *r = role_name(s->rs, &st->players[p]);
		int who = st->players[p].person;
		sb_add(m->b, p ? ", " : "");
		md_str(m->b, st->players[p].name);
		if (r[0] != '\0' || who != p) {
			sb_add(m->b, " (");
			md_str(m->b, r);
			if (who != p) {
				sb_add(m->b, r[0] != '\0' ? ", played by " :
				    "played by ");
				md_str(m->b, st->players[who].name);
			}
			sb_addc(m->b, ')');
		}
	}
	sb_add(m->b, ".\n");
}

static void
standings(struct md *m)
{
	const struct ruleset *rs = m->s->rs;
	const struct state *st = m->s->st;
	struct standings x;

	standings_of(rs, st, m->decided, &x);
	sb_printf(m->b, "\n## Standings%s\n\n| place | player |",
	    x.over ? "" : " so far");
	for (int r = 0; r < rs->resources.n; r++) {
		sb_addc(m->b, ' ');
		md_str(m->b, rs->resources.ids[r]);
		sb_add(m->b, " |");
	}
	if (st->nlands > 0)
		sb_add(m->b, " lands | units |");
	sb_add(m->b, "\n|---:|---|");
	for (int r = 0; r < rs->resources.n; r++)
		sb_add(m->b, "---:|");
	if (st->nlands > 0)
		sb_add(m->b, "---:|---:|");
	sb_addc(m->b, '\n');
	for (int i = 0; i < x.n; i++) {
		int p = x.order[i];
		const char *bold = x.winners & 1u << p ? "**" : "";
		sb_printf(m->b, "| %d | %s", x.place[p], bold);
		md_str(m->b, st->players[p].name);
		sb_printf(m->b, "%s |", bold);
		for (int r = 0; r < rs->resources.n; r++)
			sb_printf(m->b, " %ld |", st->players[p].res[r]);
		if (st->nlands > 0)
			sb_printf(m->b, " %d | %ld |", state_lands_of(st, p),
			    state_units_of(st, p));
		sb_addc(m->b, '\n');
	}
	if (x.n < 2)
		return;
	sb_printf(m->b, "\nHow the places were decided (%s):\n\n", x.by_game ?
	    "the game's own final ranking" : x.score >= 0 ? "the winners, "
	    "then the score track, then players still in" : "the winners, "
	    "then players still in");
	{
		const char *names[MAX_PLAYERS];
		int places[MAX_PLAYERS];
		for (int i = 0; i < x.n; i++) {
			names[i] = st->players[x.order[i]].name;
			places[i] = x.place[x.order[i]];
		}
		standings_explain(m->b, "- ", 1, x.n, names, places,
		    (const char (*)[WHY_MAX])x.why);
	}
}

/* The text of a note event: its words after 'note'. */
static void
note_text(struct strbuf *b, const char *command)
{
	struct diag d;
	char **v;
	int n;

	if (cmdline_split(command, &n, &v, &d) != ST_OK)
		return;
	for (int i = 1; i < n; i++) {
		if (i > 1)
			sb_addc(b, ' ');
		md_text(b, v[i], strlen(v[i]));
	}
	cmdline_free(n, v);
}

/* The faces of a digital roll ("digital DRAWS FACE..."), or NULL. */
static const char *
faces(const char *dice)
{
	const char *p;

	if (strncmp(dice, "digital ", 8) != 0)
		return NULL;
	p = strchr(dice + 8, ' ');
	return p ? p + 1 : NULL;
}

static void
section(struct md *m, const struct state *st)
{
	long r = st->phase == PHASE_SETUP ? 0 : st->round;

	if (r == m->round)
		return;
	if (m->round < 0)
		sb_add(m->b, "\n## Round by round\n");
	m->round = r;
	if (r == 0)
		sb_add(m->b, "\n### Setup\n\n");
	else
		sb_printf(m->b, "\n### Round %ld\n\n", r);
}

static int
event(void *ctx, const struct hist *h)
{
	struct md *m = ctx;
	const char *f, *p;

	if (h->undone) {
		m->undone++;
		return 0;
	}
	if (strcmp(h->e->kind, "undo") == 0 || strcmp(h->e->kind, "redo") ==
	    0) {
		m->undos++;
		return 0;
	}
	section(m, h->before);
	if (strcmp(h->e->kind, "note") == 0) {
		sb_add(m->b, "- **Note:** ");
		note_text(m->b, h->e->command);
		sb_addc(m->b, '\n');
		return 0;
	}
	if (!h->applied) {	/* an amendment of the rules */
		sb_add(m->b, "- ");
		md_code(m->b, h->command);
		sb_add(m->b, " (the rules amended)\n");
		return 0;
	}
	sb_add(m->b, "- ");
	md_code(m->b, h->command);
	if ((f = faces(h->e->dice)) != NULL) {
		sb_add(m->b, " (rolled ");
		md_str(m->b, f);
		sb_addc(m->b, ')');
	}
	sb_addc(m->b, '\n');
	/* a line indented under the one before goes in a list of its own */
	for (p = h->text; *p;) {
		size_t len = strcspn(p, "\n"), in = strspn(p, " ");
		if (in > len)
			in = len;
		sb_printf(m->b, "%*s- ", 2 + (int)(in / 2 * 2), "");
		md_text(m->b, p + in, len - in);
		sb_addc(m->b, '\n');
		p += len + (p[len] == '\n');
	}
	if (json_get(h->data, "decided") != NULL) {
		json_free(m->keep);
		m->keep = json_copy(json_get(h->data, "decided"));
	}
	if (m->spool != NULL && m->b->len >= SPOOL_AT) {
		if (fwrite(m->b->s, 1, m->b->len, m->spool) != m->b->len)
			m->spool_failed = errno ? errno : EIO;
		sb_reset(m->b);
	}
	return m->spool_failed ? -1 : 0;
}

/* The spooled part of the log section, line by line (whole characters),
 * then what is still in memory. */
static int
copy_spool(struct md *m, struct strbuf *log, struct xout *o)
{
	char *line = NULL;
	size_t cap = 0;
	int r = ST_OK;

	if (m->spool != NULL && (fflush(m->spool) != 0 ||
	    fseek(m->spool, 0, SEEK_SET) != 0))
		m->spool_failed = errno ? errno : EIO;
	while (m->spool != NULL && !m->spool_failed && r == ST_OK &&
	    getline(&line, &cap, m->spool) > 0) {
		sb_add(&o->b, line);
		r = xout_flush(o, SPOOL_AT);
	}
	free(line);
	if (m->spool != NULL && ferror(m->spool))
		m->spool_failed = errno ? errno : EIO;
	if (m->spool_failed)
		return diag_set(&m->c->d, ST_ENV, "export: cannot use a "
		    "temporary file for the report: %s",
		    strerror(m->spool_failed));
	if (r == ST_OK)
		sb_add(&o->b, sb_str(log));
	return r;
}

int
export_md(struct ctx *c, struct session *s, struct xout *o)
{
	struct md m;
	struct strbuf log;
	int r, any;

	memset(&m, 0, sizeof m);
	m.c = c;
	m.s = s;
	m.round = -1;
	m.spool = tmpfile();	/* NULL: all in memory, as it can */
	sb_init(&log);
	/* the log first: the reasons of a final ranking come from the
	 * command that made it */
	m.b = &log;
	if ((r = history_walk(c, s, event, &m))) {
		if (m.spool_failed)
			r = diag_set(&c->d, ST_ENV, "export: cannot use a "
			    "temporary file for the report: %s",
			    strerror(m.spool_failed));
		goto out;
	}
	any = log.len > 0 || (m.spool != NULL && ftell(m.spool) > 0);
	m.decided = m.keep;
	m.b = &o->b;
	head(&m);
	standings(&m);
	if (!any)
		sb_add(&o->b, "\nNothing has happened yet.\n");
	else if ((r = copy_spool(&m, &log, o)))
		goto out;
	if (m.undone > 0 || m.undos > 0)
		sb_printf(&o->b, "\nLeft out: %ld command%s taken back and %ld "
		    "undo or redo entr%s ('log' shows them).\n",
		    m.undone, m.undone == 1 ? "" : "s", m.undos,
		    m.undos == 1 ? "y" : "ies");
out:
	if (m.spool != NULL)
		fclose(m.spool);
	json_free(m.keep);
	sb_release(&log);
	return r;
}
