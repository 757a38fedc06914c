/* cmd_export.c: export: the game as a report (md), its ledger (csv),
 * everything (json), a play for BG Stats (bgstats), pictures (svg), or a
 * command script that rebuilds it in another database. */
#include "cmds.h"
#include "report.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"

struct ex {
	const struct session *s;
	struct xout *o;
	struct strbuf *b;	/* o's */
};


/* The faces of a digital roll, "3 5 2*", or NULL; *draws the generator's
 * draws. */
static const char *
digital_faces(const struct db_event *e, long *draws)
{
	const char *p;

	if (strncmp(e->dice, "digital ", 8) != 0)
		return NULL;
	*draws = strtol(e->dice + 8, NULL, 10);
	p = strchr(e->dice + 8, ' ');
	return p ? p + 1 : NULL;
}

/* "#@ time T" (annot.c): when the event was logged, for -f to log it
 * so again; a stored time of another form is left out. */
static void
time_note(struct strbuf *b, const char *time)
{
	if (iso_time_valid(time))
		sb_printf(b, "#@ time %s\n", time);
}

/* One event of the script: the script rebuilds the game, so it carries
 * sealed commands whole, digital dice as faces marked digital, and every
 * event's time. */
static int
one(void *ctx, const struct db_event *e)
{
	struct ex *x = ctx;
	long draws = 0;
	const char *faces = digital_faces(e, &draws);

	if (strcmp(e->kind, "amend") == 0) {
		/* the amendment's text, so the script needs no file */
		for (int i = 0; i < x->s->g.ntexts; i++)
			if (x->s->g.texts[i].since == e->seq) {
				time_note(x->b, e->time);
				sb_add(x->b, "ruleset amend --text ");
				cmdline_quote(x->b, x->s->g.texts[i].text);
				sb_addc(x->b, '\n');
			}
		return 0;
	}
	time_note(x->b, e->time);
	if (faces != NULL)
		sb_printf(x->b, "#@ digital %ld\n", draws);
	/* as logged, with the control characters of an older entry escaped */
	cmdline_requote(x->b, e->command);
	if (faces != NULL)
		sb_printf(x->b, " = %s", faces);
	sb_addc(x->b, '\n');
	return xout_flush(x->o, 1 << 16);
}

static void
script_head(struct ex *x, const struct session *s)
{
	char now[32];
	const char *p;

	now_iso(now, sizeof now);
	/* a comment: a newline in it would start a command */
	sb_add(x->b, "# arbiter script of game ");
	out_safe(x->b, s->g.name);
	sb_add(x->b, " (ruleset ");
	out_safe(x->b, s->g.ruleset);
	sb_printf(x->b, "), exported %s\n# rebuild it with: arbiter -d NEW.db "
	    "-f THIS-FILE\n# (the lines '#@' give -f each event's time and "
	    "the digital dice)\n", now);
	time_note(x->b, s->g.created);
	sb_add(x->b, "new ");
	cmdline_quote(x->b, s->g.ruleset);
	sb_addc(x->b, ' ');
	cmdline_quote(x->b, s->g.name);
	sb_add(x->b, " --players ");
	cmdline_quote(x->b, s->g.players);
	sb_printf(x->b, " --seed %llu --no-user-overlay", s->g.seed);
	/* the ruleset as the game has it: the replay needs no file and
	 * cannot meet another version of it */
	sb_add(x->b, " --ruleset-text ");
	cmdline_quote(x->b, s->g.texts[0].text);
	/* the overlays' texts as stored, so the script needs no file */
	for (int i = 1; i < s->g.ntexts; i++) {
		if (s->g.texts[i].since > 0)
			continue;	/* amendments come back in the log */
		sb_add(x->b, " --overlay-text ");
		cmdline_quote(x->b, s->g.texts[i].text);
	}
	for (p = s->g.options; *p;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		char *kv = strndup(p, len);
		sb_add(x->b, " --option ");
		cmdline_quote(x->b, kv);
		free(kv);
		p += len + (nl != NULL);
	}
	sb_addc(x->b, '\n');
}

static const char *const formats[] = { "md", "csv", "json", "script",
	"bgstats", "svg", NULL };
enum { F_MD, F_CSV, F_JSON, F_SCRIPT, F_BGSTATS, F_SVG };

static int
export_script(struct ctx *c, struct session *s, struct xout *o)
{
	struct ex x;
	int r;

	/* the texts go into the script: read them (session_open leaves
	 * them where the kept rules do without) */
	if ((r = db_game_texts(c->db, &s->g, &c->d)))
		return r;
	x.s = s;
	x.o = o;
	x.b = &o->b;
	script_head(&x, s);
	return db_event_each(c->db, &s->g, 1, one, &x, &c->d);
}

int
cmd_export(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct xout o;
	struct json *j = NULL;
	int fmt = -1, r;

	for (int i = 0; formats[i]; i++)
		if (strcmp(argv[1], formats[i]) == 0)
			fmt = i;
	if (fmt < 0)
		return diag_set(&c->d, ST_USAGE, "export takes md, csv, json, "
		    "script, bgstats or svg, not '%s'", argv[1]);
	if (argc > 2 && fmt != F_SVG && !(fmt == F_BGSTATS &&
	    strcmp(argv[2], "url") == 0) && !(fmt == F_MD && argc == 3 &&
	    strcmp(argv[2], "--short") == 0))
		return diag_set(&c->d, ST_USAGE, "usage: export md [--short]|"
		    "csv|json|script | export bgstats [url] | export svg [DIR]");
	if ((r = session_begin(c, &s, 0)))
		return r;
	memset(&o, 0, sizeof o);
	o.c = c;
	sb_init(&o.b);
	if (fmt == F_BGSTATS && argc == 2) {
		if ((r = export_bgstats(c, &s, &j)) == ST_OK)
			out_json(c, j);
		json_free(j);
		goto out;
	}
	/* a text, or with --json {"game", "format", "text"} */
	if (c->json && fmt != F_JSON) {
		sb_add(&o.b, "{\n  \"game\": ");
		json_write_str(&o.b, s.g.name);
		sb_add(&o.b, ",\n  \"format\": ");
		json_write_str(&o.b, formats[fmt]);
		sb_add(&o.b, ",\n  \"text\": \"");
		xout_flush(&o, 0);
		o.piece = 1;
	}
	switch (fmt) {
	case F_MD:
		r = argc > 2 ? export_short(c, &s, &o.b) :
		    export_md(c, &s, &o);
		break;
	case F_CSV:
		r = export_csv(c, &s, &o);
		break;
	case F_SCRIPT:
		r = export_script(c, &s, &o);
		break;
	case F_SVG:
		r = export_svg(c, &s, argc > 2 ? argv[2] : ".", &o.b);
		break;
	case F_JSON:
		r = export_json(c, &s, &o);
		break;
	case F_BGSTATS:
		if ((r = export_bgstats(c, &s, &j)) == ST_OK)
			bgstats_url(j, &o.b);
		json_free(j);
		break;
	}
	if (r == ST_OK && (r = xout_flush(&o, 0)) == ST_OK) {
		if (o.piece)
			out_text(c, "\"\n}\n");
	}
out:
	sb_release(&o.b);
	session_end(c, &s, 0);
	return r;
}
