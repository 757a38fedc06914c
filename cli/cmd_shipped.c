/* cmd_shipped.c: the game commands, taken from the shipped rulesets.
 *
 * cmd.c lists only the program's own commands.  A game's commands are the
 * actions its ruleset declares; where no game is current (help, prefixes,
 * did-you-mean, completion, a game command typed without a game) they are
 * the actions of the rulesets in the rulesets directory, read once a
 * process and only when asked for, so that a command found in cmd.c (such
 * as status) never reads them. */
#include "cmds.h"
#include "core/engine/engine.h"
#include "core/rules/words_keys.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* One game command as the shipped rulesets declare it. */
struct acc {
	char *name, *help, *complete;
	char **forms;		/* its usages, each once */
	char **helps;		/* each form's help, the first game's */
	char **games;		/* each form's games, ", " between */
	int nforms, min, max;
};

/* A command's forms, each with its help and games (help of a command
 * several games declare, with no game or in one that lacks it). */
struct forms {
	char **use, **help, **games;
	int n;
};

static struct cmd *shipped;	/* by name, ending in a NULL name */
static struct forms *sforms;	/* shipped's, index for index */
static const struct cmd **all;	/* the program's and shipped, by name */
static int nshipped, nall, loaded;

/* Pairs of a place and a tile given again complete with tiles from the
 * second word on. */
static int
pairs_laid(const struct action_def *x)
{
	return x->repeat == 2 && x->args.n == 2 && VEC_AT(x->args,
	    struct arg_def, 0)->kind == ARG_PLACE && VEC_AT(x->args,
	    struct arg_def, 1)->kind == ARG_TILE;
}

void
action_spec(const struct ruleset *rs, int k, struct strbuf *spec)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);
	/* each kind's completion word, in the order of enum arg_kind */
	static const char kinds[][12] = { "region", "player", "-",
	    "kind", "-", "-", "unit",
	    "-",
	    "card",
	    "draw",
	    KEY_BODY,
	    "piece",
	    "group",
	    "-",
	    "-",
	    "-",
	    "region",
	    "land",
	    "resource",
	    "unit",
	    "-",
	    "-",
	    "-",
	    "-",
	    "-",
	    "-",
	    "-",
	    "-",
	    KEY_CHIEF_COMPLETE,
	    "-",
	    "-",
	    "land",
	    "player",
	    "-",
	    "player",
	    "-",
	    "-",
	    "land...",
	    "-",
	    "-",
	    "tile",
	    "-" };
	_Static_assert(sizeof kinds / sizeof kinds[0] == ARG__N,
	    "a completion word for each kind of word");

	if (x->run != NULL) {
		sb_add(spec, x->complete != NULL ? x->complete : "");
		return;
	}
	for (int i = 0; i < x->args.n; i++) {
		const struct arg_def *g = VEC_AT(x->args, struct arg_def, i);
		if (g->joined)
			continue;	/* a part of the word before, after ':' */
		if (g->kind == ARG_REGION && rs->board.regions.n == 0 &&
		    rs->board.bodies.n > 0) {
			/* the lands of bodies */
			sb_printf(spec, "%sland", i ? " " : "");
			continue;
		}
		if (g->kind == ARG_GROUP && rs->board.bodies.n > 0) {
			/* an orbit board's groups: its bodies */
			sb_printf(spec, "%s%s", i ? " " : "", KEY_BODY);
			continue;
		}
		if (g->kind != ARG_CHOICE) {
			/* a board of lands completes lands; none too (a
			 * territory word the territories laid alone, as
			 * the commands of a map of territories offer) */
			sb_printf(spec, "%s%s%s", i ? " " : "", g->kind ==
			    ARG_REGION && rs->nlands > 0 ? "land" :
			    kinds[g->kind], g->none && g->kind !=
			    ARG_PIECE_COUNTS && g->kind != ARG_TERRITORY ? "|none" : "");
			continue;
		}
		/* its words, as a completion offers them: buy|sell */
		for (int c = 0; c < g->choices.n; c++)
			sb_printf(spec, "%s%s", c ? "|" : i ? " " : "",
			    *VEC_AT(g->choices, char *, c));
	}
	/* one word given again completes as often (WORD...): the group
	 * given again is the last repeat words, those joined to the one
	 * before part of its word */
	if (x->repeat >= 1 && x->repeat <= x->args.n) {
		int words = 0;
		for (int i = x->args.n - (int)x->repeat; i < x->args.n; i++)
			words += !VEC_AT(x->args, struct arg_def, i)->joined;
		if (words == 1 || pairs_laid(x))
			sb_add(spec, "...");
	}
}

/* The action k of rs into the list v of n (one entry a name). */
static void
take(struct acc **v, int *n, const struct ruleset *rs, int k)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);
	const char *name = rs->actions.ids[k];
	struct acc *a = NULL;
	struct strbuf spec;
	char *use, **f;
	int min = 0, max = -1;

	for (int i = 0; i < *n && a == NULL; i++)
		if (strcmp((*v)[i].name, name) == 0)
			a = &(*v)[i];
	if (a == NULL) {
		struct acc *w = realloc(*v, (size_t)(*n + 1) * sizeof *w);
		if (w == NULL)
			return;
		*v = w;
		a = &w[*n];
		memset(a, 0, sizeof *a);
		if ((a->name = strdup(name)) == NULL)
			return;
		a->help = strdup(x->help != NULL ? x->help : "");
		(*n)++;
	}
	if (a->complete == NULL || a->complete[0] == '\0') {
		sb_init(&spec);
		action_spec(rs, k, &spec);
		free(a->complete);
		a->complete = strdup(sb_str(&spec));
		sb_release(&spec);
	}
	/* a command that says how many words it takes (one that runs a
	 * mechanism, or a declared one in the program's style): checked
	 * before it runs, a game or none; else the action checks its own */
	if (x->words != NULL) {
		min = x->min_words;
		max = x->max_words;
	}
	/* several games' forms of one command: the widest counts */
	if (a->nforms == 0 || min < a->min)
		a->min = min;
	if (a->nforms == 0 || max < 0 || (a->max >= 0 && max > a->max))
		a->max = max;
	sb_init(&spec);
	eng_action_usage(rs, k, &spec);
	if ((use = sb_take(&spec)) == NULL)
		return;
	for (int i = 0; i < a->nforms; i++)
		if (strcmp(a->forms[i], use) == 0) {
			char *g = a->games[i];
			size_t len = strlen(g) + strlen(rs->id) + 3;
			if ((a->games[i] = malloc(len)) != NULL)
				snprintf(a->games[i], len, "%s, %s", g, rs->id);
			else
				a->games[i] = g, g = NULL;
			free(g);
			free(use);
			return;
		}
	if ((f = realloc(a->forms, (size_t)(a->nforms + 1) * sizeof *f)) ==
	    NULL ||
	    (a->forms = f, f = realloc(a->helps, (size_t)(a->nforms + 1) *
	    sizeof *f)) == NULL ||
	    (a->helps = f, f = realloc(a->games, (size_t)(a->nforms + 1) *
	    sizeof *f)) == NULL) {
		free(use);
		return;
	}
	a->games = f;
	a->forms[a->nforms] = use;	/* the line, its own */
	a->helps[a->nforms] = strdup(x->help != NULL ? x->help : "");
	a->games[a->nforms] = strdup(rs->id);
	if (a->forms[a->nforms] == NULL || a->helps[a->nforms] == NULL ||
	    a->games[a->nforms] == NULL) {
		free(a->forms[a->nforms]);
		free(a->helps[a->nforms]);
		free(a->games[a->nforms]);
		return;
	}
	a->nforms++;
}

static int
acc_cmp(const void *a, const void *b)
{
	return strcmp(((const struct acc *)a)->name,
	    ((const struct acc *)b)->name);
}

static int
form_cmp(const void *a, const void *b)
{
	size_t x = strlen(*(char *const *)a), y = strlen(*(char *const *)b);

	return x < y ? -1 : x > y;
}

static void
swap(char **v, int i, int j)
{
	char *t = v[i];

	v[i] = v[j];
	v[j] = t;
}

/* One command of the table from a's forms, the shortest (the plainest)
 * first, and its forms apart in fm. */
static void
to_cmd(struct acc *a, struct cmd *x, struct forms *fm)
{
	struct strbuf u;

	/* insertion sort: stable, the rulesets' order among equals */
	for (int i = 1; i < a->nforms; i++)
		for (int j = i; j > 0 && form_cmp(&a->forms[j - 1],
		    &a->forms[j]) > 0; j--) {
			swap(a->forms, j, j - 1);
			swap(a->helps, j, j - 1);
			swap(a->games, j, j - 1);
		}
	sb_init(&u);
	for (int i = 0; i < a->nforms; i++)
		sb_printf(&u, "%s%s", i ? " | " : "", a->forms[i]);
	*x = (struct cmd){ a->name, NULL, a->min, a->max, strdup(sb_str(&u)),
	    a->help != NULL ? a->help : "", CMD_GAME, cmd_game,
	    a->complete != NULL ? a->complete : "" };
	if (x->usage == NULL)
		x->usage = a->name;
	sb_release(&u);
	*fm = (struct forms){ a->forms, a->helps, a->games, a->nforms };
}

/* Read the shipped rulesets' actions, once (quietly: one that does not
 * load adds nothing). */
static void
load(void)
{
	struct acc *v = NULL;
	struct ctx q = { .quiet = 1 };	/* of its own: it says nothing */
	char **ids;
	int n = 0, nids;

	if (loaded)
		return;
	loaded = 1;
	ids = ruleset_ids(&nids);
	for (int i = 0; i < nids; i++) {
		struct ruleset *rs = NULL;
		struct rs_text *t = NULL;
		int nt = 0;
		if (load_ruleset_files(&q, ids[i], NULL, 0, NULL, 0, &rs, &t,
		    &nt) == ST_OK)
			for (int k = 0; k < rs->actions.n; k++)
				take(&v, &n, rs, k);
		free_texts(t, nt);
		ruleset_free(rs);
	}
	free_list(ids, nids);
	qsort(v, (size_t)n, sizeof *v, acc_cmp);
	shipped = calloc((size_t)n + 1, sizeof *shipped);
	sforms = calloc((size_t)n + 1, sizeof *sforms);
	if (shipped != NULL && sforms != NULL) {
		for (int i = 0; i < n; i++)
			to_cmd(&v[i], &shipped[i], &sforms[i]);
		nshipped = n;
	} else {
		free(shipped);
		shipped = NULL;
	}
	free(v);
}

const struct cmd *
shipped_cmds(void)
{
	static const struct cmd none;

	load();
	return shipped != NULL ? shipped : &none;
}

const struct cmd *
shipped_cmd(const char *name)
{
	for (const struct cmd *x = shipped_cmds(); x->name != NULL; x++)
		if (strcasecmp(x->name, name) == 0)
			return x;
	return NULL;
}

const struct cmd *const *
all_cmds(void)
{
	static const struct cmd *none[1];
	const struct cmd *s;
	int n = 0, j = 0;

	if (all != NULL)
		return all;
	s = shipped_cmds();
	for (const struct cmd *x = cmd_table; x->name != NULL; x++)
		n++;
	if ((all = calloc((size_t)(n + nshipped + 1), sizeof *all)) == NULL)
		return none;
	/* the table's order kept, and each game command put in before the
	 * first of the program's that comes after it by name; a name of the
	 * program's hides a game's of the same name */
	for (const struct cmd *x = cmd_table; x->name != NULL; x++) {
		for (; j < nshipped && strcmp(s[j].name, x->name) <= 0; j++)
			if (strcmp(s[j].name, x->name) != 0)
				all[nall++] = &s[j];
		all[nall++] = x;
	}
	for (; j < nshipped; j++)
		all[nall++] = &s[j];
	return all;
}

int
shipped_form(const struct cmd *x, int i, const char **use,
    const char **help, const char **games)
{
	const struct forms *fm;

	if (sforms == NULL || x < shipped || x >= shipped + nshipped)
		return 0;
	fm = &sforms[x - shipped];
	if (i < 0 || i >= fm->n)
		return fm->n;
	*use = fm->use[i];
	*help = fm->help[i];
	*games = fm->games[i];
	return fm->n;
}

const struct cmd *
cmd_shown(const struct cmd *x)
{
	const struct cmd *s;

	if (!(x->flags & CMD_GAME) || cmd_table_entry(x->name) != NULL)
		return x;
	s = shipped_cmd(x->name);
	return s != NULL ? s : x;
}
