/* rules.c: the rules text as terminal text and as mdoc. */
#include "rules.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmds.h"
#include "core/engine/engine.h"

static char *
xstrdup(const char *s)
{
	return strdup(s ? s : "");
}

static void
add(struct rules_section **v, int *n, const char *id, const char *title,
    const char *text)
{
	struct rules_section *x = realloc(*v, (size_t)(*n + 1) * sizeof *x);

	if (x == NULL)
		return;
	*v = x;
	x[*n].id = xstrdup(id);
	x[*n].title = xstrdup(title);
	x[*n].text = xstrdup(text);
	x[*n].also = NULL;
	x[*n].gist = NULL;
	(*n)++;
}

/* The " | " between the two forms of a usage "A | B", or NULL; a bar
 * inside brackets is an alternative within one form. */
static const char *
forms_bar(const char *usage)
{
	int depth = 0;

	for (const char *p = usage; *p != '\0'; p++) {
		if (*p == '[')
			depth++;
		else if (*p == ']')
			depth--;
		else if (depth == 0 && strncmp(p, " | ", 3) == 0)
			return p;
	}
	return NULL;
}

int
rules_action_shipped(const struct ruleset *rs, int k)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);
	const struct cmd *s;
	char help[256];
	struct strbuf b;
	int same = 0;

	if (x->run == NULL && !x->program_style)
		return 0;
	if (cmd_table_entry(rs->actions.ids[k]) != NULL)
		return 1;
	if ((s = shipped_cmd(rs->actions.ids[k])) == NULL)
		return 0;
	if (x->help == NULL || s->help == NULL)
		return 1;
	/* a help arbiter made in the game's words (a place taken in the
	 * order its ranking names) where the shipped command's says others */
	if (strcmp(x->help, s->help) != 0 && rs_choose_help(rs, help,
	    sizeof help) == 0 && strcmp(x->help, help) == 0)
		return 0;
	/* its own when its usage is none of the shipped command's forms
	 * nor all of them, whatever its help: a game kept with an older
	 * text of a shipped ruleset may word the help otherwise, and
	 * another game's program command of the same help says its own
	 * words in its usage ('order PLAYER ZONE N PRODUCT') */
	sb_init(&b);
	eng_action_usage(rs, k, &b);
	same = strcmp(sb_str(&b), s->usage) == 0;
	for (const char *f = s->usage, *bar; !same && f != NULL; f = bar !=
	    NULL ? bar + 3 : NULL) {
		size_t len;
		bar = forms_bar(f);
		len = bar != NULL ? (size_t)(bar - f) : strlen(f);
		same = b.len == len && strncmp(sb_str(&b), f, len) == 0;
	}
	sb_release(&b);
	return same;
}


int
rules_cmd_used(const struct ruleset *rs, const struct cmd *x)
{
	int gc = -1, k;

	/* a picture of a kind of board the game's board is not of */
	if (x->flags & (CMD_DRAWS_TERR | CMD_DRAWS_ORBITS | CMD_DRAWS_ZONES))
		return (x->flags & CMD_DRAWS_TERR) ?
		    rs->mech.territories.present : (x->flags &
		    CMD_DRAWS_ORBITS) ? rs->board.bodies.n > 0 :
		    rs->board.zones.n > 0;
	if (x->flags & CMD_PLACES)
		return rs->board.places.n > 0;
	if (!(x->flags & CMD_GAME))
		return 1;
	/* the ruleset declares it, running a mechanism (run:), reading as
	 * a command of the program (program-style) or with a usage line of
	 * its own, as the program's command reads */
	if ((k = eng_action_find(rs, x->name)) >= 0 && (VEC_AT(rs->actions,
	    struct action_def, k)->run != NULL || VEC_AT(rs->actions,
	    struct action_def, k)->program_style || VEC_AT(rs->actions,
	    struct action_def, k)->usage != NULL))
		/* (not a command of its own under a shipped one's name) */
		return (VEC_AT(rs->actions, struct action_def, k)->run ==
		    NULL && !VEC_AT(rs->actions, struct action_def,
		    k)->program_style) || rules_action_shipped(rs, k);
	for (int i = 0; rs_game_cmd_names[i][0] != '\0'; i++)
		if (strcmp(rs_game_cmd_names[i], x->name) == 0)
			gc = i;
	/* the program's own command of every game (give, next, ...) */
	if (gc < 0 && cmd_table_entry(x->name) == x)
		return 1;
	/* else the ruleset has no such command (a text saved before it
	 * declared its commands declares them at load) */
	return gc >= 0 && rs_cmd_enabled(rs, (enum game_cmd)gc);
}

void
rules_cmd_usage(const struct ruleset *rs, const struct cmd *x,
    struct strbuf *b)
{
	/* of "A | B", the form this ruleset uses */
	const char *bar = forms_bar(x->usage);
	int form = game_cmd_form(rs, x->name);

	if (bar == NULL || form < 0)
		sb_add(b, x->usage);
	else if (form == 0)
		sb_addn(b, x->usage, (size_t)(bar - x->usage));
	else
		sb_add(b, bar + 3);
}

/* The action of rs that is x, where x is a command several shipped
 * games declare ('attack': the forms "A | B", the first one's help): one
 * game's own declares the others' in its words; -1 for any other (one
 * shipped game's command keeps the shipped help: a saved text of before,
 * upgraded, words it in general words). */
static int
own_action(const struct ruleset *rs, const struct cmd *x)
{
	int k;

	if (!(x->flags & CMD_GAME) || cmd_table_entry(x->name) != NULL ||
	    forms_bar(x->usage) == NULL || (k = eng_action_find(rs,
	    x->name)) < 0 || VEC_AT(rs->actions, struct action_def,
	    k)->run != NULL)
		return -1;
	return k;
}

int
rules_cmd_owned(const struct ruleset *rs, const struct cmd *x)
{
	return x->exec == cmd_odds || own_action(rs, x) >= 0;
}

void
rules_cmd_own(const struct ruleset *rs, const struct cmd *x,
    struct strbuf *b, const char **help)
{
	int k = own_action(rs, x);

	if (x->exec == cmd_odds) {
		char use[1024];	/* the program's forms, in the game's words */
		odds_own(rs, use, sizeof use, help);
		sb_add(b, use);
		return;
	}
	if (k >= 0) {
		const struct action_def *d = VEC_AT(rs->actions,
		    struct action_def, k);
		eng_action_usage(rs, k, b);
		*help = d->help != NULL ? d->help : x->help;
		return;
	}
	rules_cmd_usage(rs, x, b);
	*help = x->help;
}

/* Whether phase i plays a command: one of the declared action k (k >= 0)
 * its commands list, else one that allows the program's command gc. */
static int
phase_plays(const struct ruleset *rs, int i, int k, int gc)
{
	if (k >= 0)
		return rs_lists_action(rs, i, k);
	return gc >= 0 && rs_phase_allows(rs, i, (enum game_cmd)gc);
}

/* When a command is played: the setup, the phase ph and every later one
 * that plays it too (phase_plays of k or gc; both -1: ph alone), in phase
 * order, or at any time. */
static void
phase_when(const struct ruleset *rs, int ph, int k, int gc, int setup,
    struct strbuf *b)
{
	int n = setup, m = setup;

	if (ph < 0) {
		sb_add(b, setup ? " (the setup)" : " (at any time)");
		return;
	}
	for (int i = ph; i < rs->phases.n; i++)
		n += i == ph || phase_plays(rs, i, k, gc);
	sb_add(b, setup ? " (the setup" : " (");
	for (int i = ph; i < rs->phases.n; i++) {
		if (i != ph && !phase_plays(rs, i, k, gc))
			continue;
		sb_printf(b, "%sthe %s", m == 0 ? "" : m + 1 == n ? " and " :
		    ", ", RS_PHASE(rs, i)->name);
		m++;
	}
	sb_add(b, n - setup > 1 ? " phases)" : " phase)");
}

/* A command the ruleset declares: its phase, or its mechanism's. */
static void
declared_text(const struct ruleset *rs, int k, struct strbuf *b)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);
	struct strbuf use;
	int gc = x->run != NULL ? game_verb_cmd(x->run) :
	    eng_action_cmd(rs, k), ph = -1, lk = -1, lgc = -1;
	int setup = x->setup || eng_action_setup_only(rs, k);

	if (x->phase.i >= 0)
		ph = x->phase.i;
	else if (rs_game_cmd_of(rs->actions.ids[k]) < 0 &&
	    rs_action_listed(rs, k)) {
		/* the phases' commands list it (one named like a command
		 * of the program is the program's command's, below) */
		ph = rs_action_listed_phase(rs, k);
		lk = k;
		setup |= rs_lists_action(rs, -1, k);
	} else if (gc >= 0) {
		ph = rs_phase_of_cmd(rs, (enum game_cmd)gc);
		lgc = gc;
		setup |= ph >= 0 && rs_setup_allows(rs, (enum game_cmd)gc);
	}
	sb_init(&use);
	eng_action_usage(rs, k, &use);
	sb_printf(b, "- `%s`: %s", sb_str(&use), x->help);
	sb_release(&use);
	if (x->when != NULL)	/* a moment that is not its phase alone */
		sb_printf(b, " (%s)", x->when);
	else
		phase_when(rs, ph, lk, lgc, setup, b);
	sb_add(b, ".\n");
}

/* A command of the program's table the ruleset uses. */
static void
table_text(const struct ruleset *rs, const struct cmd *x, struct strbuf *b)
{
	int gc = -1, ph;
	struct strbuf use;
	const char *help;

	if (!rules_cmd_used(rs, x))
		return;
	for (int i = 0; rs_game_cmd_names[i][0] != '\0'; i++)
		if (strcmp(rs_game_cmd_names[i], x->name) == 0)
			gc = i;
	/* the program's own of every game: the topic names them first */
	if (gc < 0 && cmd_table_entry(x->name) == x &&
	    !(x->flags & CMD_PLACES))
		return;
	ph = gc >= 0 ? rs_phase_of_cmd(rs, (enum game_cmd)gc) : -1;
	sb_init(&use);
	rules_cmd_own(rs, x, &use, &help);
	sb_printf(b, "- `%s`: %s", sb_str(&use), help);
	sb_release(&use);
	phase_when(rs, ph, -1, gc, ph >= 0 && rs_setup_allows(rs, (enum game_cmd)gc),
	    b);
	sb_add(b, ".\n");
}

static const struct ruleset *sort_rs;

static int
action_cmp(const void *a, const void *b)
{
	return strcmp(sort_rs->actions.ids[*(const int *)a],
	    sort_rs->actions.ids[*(const int *)b]);
}

/* The commands a ruleset enables, with the phase they belong to: those of
 * the program's table and those the ruleset declares, by name. */
static void
commands_text(const struct ruleset *rs, struct strbuf *b)
{
	int *k = calloc((size_t)rs->actions.n + 1, sizeof *k), j = 0, n = 0;
	const struct cmd *const *all = all_cmds(), *x;

	sb_add(b, "Besides the commands every game has (status, log, undo, "
	    "redo, note, roll, odds, give, take, transfer, set, next, "
	    "export), this ruleset uses:\n\n");
	if (k == NULL)
		return;
	/* an action named as a command of the program's own (a text of
	 * before) can never be taken: help, what and status leave it out */
	for (int i = 0; i < rs->actions.n; i++)
		if (!cmd_program_own(rs->actions.ids[i]))
			k[n++] = i;
	sort_rs = rs;
	qsort(k, (size_t)n, sizeof *k, action_cmp);
	while ((x = *all) != NULL || j < n) {
		if (x == NULL || (j < n &&
		    strcmp(rs->actions.ids[k[j]], x->name) <= 0)) {
			declared_text(rs, k[j++], b);
			continue;
		}
		if ((x->flags & CMD_GAME) && eng_action_find(rs, x->name) < 0)
			table_text(rs, x, b);
		all++;
	}
	free(k);
}

int
rules_sections(const struct ruleset *rs, struct rules_section **out)
{
	struct rules_section *v = NULL;
	struct strbuf b;
	int n = 0;

	add(&v, &n, "summary", "Summary", rs->rules.summary);
	if (n > 0)
		v[n - 1].gist = "the game in brief";
	for (int i = 0; i < rs->rules.topics.n; i++) {
		const struct topic_def *t = VEC_AT(rs->rules.topics,
		    struct topic_def, i);
		add(&v, &n, rs->rules.topics.ids[i], t->title, t->text);
		if (n > 0 && v != NULL)
			v[n - 1].also = t->also;
	}
	sb_init(&b);
	commands_text(rs, &b);
	add(&v, &n, "commands", "Commands", sb_str(&b));
	if (n > 0)
		v[n - 1].gist = "those of this game, and when";
	if (rs->readings.n > 0) {
		sb_reset(&b);
		sb_add(&b, "Where the rulebook can be read two ways, this "
		    "ruleset takes one reading and offers the other as an "
		    "option:\n\n");
		for (int i = 0; i < rs->readings.n; i++) {
			const struct reading_def *r = VEC_AT(rs->readings,
			    struct reading_def, i);
			sb_printf(&b, "- %s", r->text);
			if (r->option != NULL)
				sb_printf(&b, " The other reading: `--option "
				    "%s=...` (see Options).", r->option);
			sb_addc(&b, '\n');
		}
		add(&v, &n, "readings", "Readings", sb_str(&b));
		if (n > 0)
			v[n - 1].gist = "where the book reads two ways";
	}
	if (rs->options.n > 0) {
		sb_reset(&b);
		sb_add(&b, "Options are given when the game starts, as "
		    "`new ... --option KEY=VALUE`.\n\n");
		for (int i = 0; i < rs->options.n; i++) {
			const struct option_def *o = VEC_AT(rs->options,
			    struct option_def, i);
			sb_printf(&b, "- `%s`: %s", rs->options.ids[i],
			    o->help);
			if (o->kind == OPT_NUMBER)
				sb_printf(&b, " `%s=N`, a whole number from %ld "
				    "to %ld, sets `%s`.", rs->options.ids[i],
				    o->min, o->max, o->key);
			for (int k = 0; k < o->values.n; k++) {
				const struct option_value *ov = VEC_AT(
				    o->values, struct option_value, k);
				sb_printf(&b, " `%s=%s`%s: %s", rs->options.ids[i],
				    o->values.ids[k], o->def && strcmp(o->def,
				    o->values.ids[k]) == 0 ? " (the default)" :
				    "", ov->help);
			}
			sb_addc(&b, '\n');
		}
		add(&v, &n, "options", "Options", sb_str(&b));
		if (n > 0)
			v[n - 1].gist = "choices made when the game "
			    "starts";
	}
	sb_reset(&b);
	if (rs->nunknown == 0) {
		sb_add(&b, "The rulebook gives every value this ruleset "
		    "needs.\n");
	} else {
		sb_add(&b, "The rulebook does not give these values; the "
		    "ruleset marks them `unknown`. A command that needs one "
		    "stops and says which. Supply them in an overlay: "
		    "`arbiter ruleset template ");
		sb_add(&b, rs->id);
		sb_add(&b, "` writes one to fill in, used with `new ... "
		    "--overlay FILE` or, in a running game, `ruleset amend "
		    "FILE`.\n\n");
		for (int i = 0; i < rs->nunknown; i++) {
			const struct sunknown *u = &rs->unknown[i];
			char help[512];
			sb_printf(&b, "- `%s`", u->path);
			if (u->field != NULL)
				sb_printf(&b, ": %s", rs_words_in(rs,
				    rs_unknown_help(rs, u), help, sizeof help));
			sb_add(&b, ".\n");
		}
	}
	add(&v, &n, "unknown", "Unknown values", sb_str(&b));
	if (n > 0)
		v[n - 1].gist = "what the book does not give";
	sb_release(&b);
	*out = v;
	return n;
}

void
rules_sections_free(struct rules_section *v, int n)
{
	for (int i = 0; i < n; i++) {
		free(v[i].id);
		free(v[i].title);
		free(v[i].text);
	}
	free(v);
}

/* --- terminal ---------------------------------------------------------- */

void
rules_wrap(struct strbuf *b, const char *prefix, const char *s, int width,
    int rest)
{
	int col = (int)strlen(prefix), line_start = 1;
	const char *p = s;

	sb_add(b, prefix);
	while (*p) {
		const char *w;
		int len;
		while (*p == ' ' || *p == '\n')
			p++;
		if (*p == '\0')
			break;
		w = p;
		while (*p && *p != ' ' && *p != '\n')
			p++;
		len = (int)(p - w);
		if (!line_start && col + 1 + len > width) {
			sb_addc(b, '\n');
			for (int i = 0; i < rest; i++)
				sb_addc(b, ' ');
			col = rest;
			line_start = 1;
		}
		if (!line_start) {
			sb_addc(b, ' ');
			col++;
		}
		for (const char *q = w; q < p; q++)
			sb_addc(b, *q == '`' ? '\'' : *q);
		col += len;
		line_start = 0;
	}
	sb_addc(b, '\n');
}

/* Split text into blocks; call f for each paragraph, item or literal. */
enum block { B_PARA, B_ITEM, B_LITERAL };

static void
each_block(const char *text, void (*f)(void *, enum block, const char *),
    void *ctx)
{
	const char *p = text;
	struct strbuf cur;
	enum block kind = B_PARA;

	sb_init(&cur);
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		char *line = strndup(p, len);
		int blank = 1;
		for (char *q = line; *q; q++)
			if (!isspace((unsigned char)*q))
				blank = 0;
		if (blank || strncmp(line, "- ", 2) == 0 ||
		    (strncmp(line, "    ", 4) == 0) != (kind == B_LITERAL)) {
			if (cur.len > 0)
				f(ctx, kind, sb_str(&cur));
			sb_reset(&cur);
			kind = B_PARA;
		}
		if (!blank) {
			if (strncmp(line, "- ", 2) == 0) {
				kind = B_ITEM;
				sb_add(&cur, line + 2);
			} else if (strncmp(line, "    ", 4) == 0) {
				kind = B_LITERAL;
				if (cur.len > 0)
					sb_addc(&cur, '\n');
				sb_add(&cur, line + 4);
			} else {
				/* an item's next lines are indented under it */
				if (cur.len > 0)
					sb_addc(&cur, ' ');
				sb_add(&cur, line + (kind == B_ITEM ?
				    strspn(line, " ") : 0));
			}
		}
		free(line);
		p += len + (nl != NULL);
	}
	if (cur.len > 0)
		f(ctx, kind, sb_str(&cur));
	sb_release(&cur);
}

struct term_ctx {
	struct strbuf *b;
	int width;
	int n;
};

static void
term_block(void *ctx, enum block kind, const char *s)
{
	struct term_ctx *t = ctx;

	if (t->n++ > 0 && kind != B_ITEM)
		sb_addc(t->b, '\n');
	if (kind == B_ITEM) {
		rules_wrap(t->b, "  - ", s, t->width, 4);
	} else if (kind == B_LITERAL) {
		const char *p = s;
		while (*p) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			sb_add(t->b, "    ");
			sb_addn(t->b, p, len);
			sb_addc(t->b, '\n');
			p += len + (nl != NULL);
		}
	} else {
		rules_wrap(t->b, "  ", s, t->width, 2);
	}
}

void
rules_text(struct strbuf *b, const char *title, const char *text, int width)
{
	struct term_ctx t = { b, width, 0 };

	if (title != NULL)
		sb_printf(b, "%s\n", title);
	each_block(text, term_block, &t);
}

/* --- mdoc ---------------------------------------------------------------- */

/* Write text for roff: backslashes escaped, backquotes as quotes, lines
 * kept under 80 bytes by breaking between words when WRAP is set, and a
 * '.' or quote at the start of a line made harmless. */
static void
roff_wrap(struct strbuf *b, const char *s, int wrap)
{
	size_t len = strlen(s);

	while (len > 0) {
		size_t take = len;
		if (wrap && len > 76) {
			take = 76;
			while (take > 20 && s[take] != ' ')
				take--;
			if (s[take] != ' ')
				take = len;
		}
		if (*s == '.' || *s == '\'' || *s == '`')
			sb_add(b, "\\&");
		for (size_t i = 0; i < take; i++) {
			if (s[i] == '\\')
				sb_add(b, "\\e");
			else if (s[i] == '`')
				sb_addc(b, '\'');
			else
				sb_addc(b, s[i]);
		}
		sb_addc(b, '\n');
		s += take;
		len -= take;
		while (*s == ' ') {
			s++;
			len--;
		}
	}
}

/* A line of text, broken before 76 columns for the page's source. */
static void
roff_line(struct strbuf *b, const char *s)
{
	roff_wrap(b, s, 1);
}

/* Break a paragraph into one sentence per line, as mdoc wants. */
static void
roff_para(struct strbuf *b, const char *s)
{
	struct strbuf line;

	sb_init(&line);
	for (const char *p = s; *p; p++) {
		if (line.len == 0 && *p == ' ')
			continue;
		sb_addc(&line, *p);
		if ((*p == '.' || *p == '?' || *p == '!' || *p == ':' ||
		    *p == ';') && p[1] == ' ' && line.len > 3) {
			roff_line(b, sb_str(&line));
			sb_reset(&line);
		}
	}
	if (line.len > 0)
		roff_line(b, sb_str(&line));
	sb_release(&line);
}

struct mdoc_ctx {
	struct strbuf *b;
	int in_list;
	int n;
};

static void
mdoc_block(void *ctx, enum block kind, const char *s)
{
	struct mdoc_ctx *m = ctx;

	if (kind != B_ITEM && m->in_list) {
		sb_add(m->b, ".El\n");
		m->in_list = 0;
	}
	if (kind == B_ITEM) {
		if (!m->in_list) {
			sb_add(m->b, ".Bl -bullet\n");
			m->in_list = 1;
		}
		sb_add(m->b, ".It\n");
		roff_para(m->b, s);
	} else if (kind == B_LITERAL) {
		const char *p = s;
		sb_add(m->b, ".Bd -literal -offset indent\n");
		while (*p) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			char *line = strndup(p, len);
			/* as typed: a command must run when copied */
			roff_wrap(m->b, line, 0);
			free(line);
			p += len + (nl != NULL);
		}
		sb_add(m->b, ".Ed\n");
	} else {
		if (m->n > 0)
			sb_add(m->b, ".Pp\n");
		roff_para(m->b, s);
	}
	m->n++;
}

static void
mdoc_text(struct strbuf *b, const char *text)
{
	struct mdoc_ctx m = { b, 0, 0 };

	each_block(text, mdoc_block, &m);
	if (m.in_list)
		sb_add(b, ".El\n");
}

/* No word split at a line's end, so that '/' in the pager finds every
 * word: groff's mdoc sets its hyphenation anew at each macro from
 * doc-hyphen-flags (HY since groff 1.23), and breaks after a word's own
 * hyphens unless '-' loses that flag; mandoc ignores all three. */
#define ROFF_NO_SPLIT ".\\\" no hyphenation: '/' in the pager finds " \
	"every word\n.nr HY 0\n.nr doc-hyphen-flags 0\n.cflags 0 -\n"

static const char *const months[] = { "January", "February", "March",
	"April", "May", "June", "July", "August", "September", "October",
	"November", "December" };

void
rules_mdoc(struct strbuf *b, const struct ruleset *rs,
    const struct rules_section *v, int n)
{
	int y = 1970, mo = 1, d = 1;
	char upper[80];

	sscanf(rs->updated, "%d-%d-%d", &y, &mo, &d);
	snprintf(upper, sizeof upper, "%s", rs->id);
	for (char *p = upper; *p; p++)
		*p = (char)toupper((unsigned char)*p);
	sb_add(b, ".\\\" Generated by 'arbiter rules ");
	sb_add(b, rs->id);
	sb_add(b, " --mdoc' from rulesets/");
	sb_add(b, rs->id);
	sb_add(b, ".yaml; edit that file, then 'make man'.\n");
	sb_printf(b, ".Dd %s %d, %d\n", months[(mo - 1) % 12], d, y);
	sb_printf(b, ".Dt ARBITER-%s 7\n.Os\n", upper);
	sb_add(b, ROFF_NO_SPLIT);
	sb_printf(b, ".Sh NAME\n.Nm arbiter-%s\n", rs->id);
	/* what apropos(1) shows: the game's rules, and whose */
	sb_add(b, ".Nd rules of ");
	sb_add(b, rs->title);
	sb_add(b, " for the arbiter game master's companion\n.Sh SYNOPSIS\n"
	    ".Nm arbiter\n.Cm new ");
	sb_printf(b, "%s\n.Ar game\n.Fl -players Ar A,B,...\n", rs->id);
	sb_printf(b, ".Nm arbiter\n.Cm rules %s\n.Op Ar topic\n", rs->id);
	sb_add(b, ".Sh DESCRIPTION\n");
	if (rs->rulebook != NULL) {
		sb_add(b, "This page describes the ruleset\n.Ql ");
		sb_add(b, rs->id);
		sb_add(b, "\nof\n.Xr arbiter 1 ,\nmade from the rulebook\n");
		sb_add(b, ".Dq ");
		sb_add(b, rs->rulebook);
		sb_add(b, " .\n");
		sb_add(b, ".Pp\n");
	}
	for (int i = 0; i < n; i++) {
		if (i == 0) {
			mdoc_text(b, v[i].text);
			sb_add(b, ".Pp\nThe rules are summed up below in this "
			    "project's own words;\neach part is also shown by\n"
			    ".Ql arbiter rules ");
			sb_add(b, rs->id);
			sb_add(b, " Ar topic ,\nwith the topic in parentheses;\n"
			    ".Ql arbiter rules ");
			sb_add(b, rs->id);
			sb_add(b, " --topics\nlists them.\n");
			continue;
		}
		sb_add(b, ".Sh ");
		for (const char *p = v[i].title; *p; p++)
			sb_addc(b, (char)toupper((unsigned char)*p));
		sb_printf(b, "\n(topic\n.Ql %s )\n.Pp\n", v[i].id);
		mdoc_text(b, v[i].text);
	}
	sb_add(b, ".Sh SEE ALSO\n.Xr arbiter 1 ,\n.Xr arbiter-ruleset 5\n");
}
