/* rulegen_scen.c: the scenarios' games of the shipped rulesets
 * (tests/scenarios/NAME.cmd, rulegen.h), for the ruleset fuzzer to begin a
 * game of a made ruleset as the scenario does: set up and played on as a
 * person would, before the commands drawn at random. */
#include "rulegen.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct scen {
	char id[64];		/* the ruleset's id */
	char *opts;		/* of its 'new': --seed, --option,
				   --players */
	char *over;		/* its overlays (--overlay FILE, a file of
				   the tree found from its top), or "" */
	int nplayers;
	struct words lines;	/* its first game's commands */
};

static struct scen *scens;
static int nscens;

/* The commands of another game, of the database or of files: where the
 * first game's end. */
static int
ends_game(const char *l)
{
	static const char *const end[] = { "new ", "use ", "game ", "games",
		"delete", "backup", "import", "campaign", "serve", "ruleset ",
		"box ", "rename", "-" };

	for (size_t i = 0; i < sizeof end / sizeof end[0]; i++)
		if (strncmp(l, end[i], strlen(end[i])) == 0)
			return 1;
	return 0;
}

/* Whether a file a scenario names is of the tree (tests/data/...,
 * rulesets/examples/...): found from its top, wherever the fuzzer runs
 * ("--text ..." is no file). */
static int
in_tree(const char *path)
{
	return path[0] != '/' && path[0] != '-' && path[0] != '\'';
}

/* The options of a 'new' line worth keeping; its players, Ann, Bob...
 * as the fuzzer names them, counted in *n (0: others). */
static char *
new_opts(char *line, int *n, const char *root, char **over)
{
	struct strbuf o;
	static const char *const people = "Ann,Bob,Cleo,Dan,Eve,Fay,Gus,Hal";
	struct strbuf b;
	char *w, *save = NULL;

	*n = 0;
	sb_init(&b);
	sb_init(&o);
	strtok_r(line, " ", &save);	/* new */
	strtok_r(NULL, " ", &save);	/* the ruleset */
	strtok_r(NULL, " ", &save);	/* the game */
	while ((w = strtok_r(NULL, " ", &save)) != NULL) {
		char *v = strtok_r(NULL, " ", &save);
		if (v == NULL)
			break;
		if (strcmp(w, "--players") == 0 && strncmp(people, v,
		    strlen(v)) == 0 && (people[strlen(v)] == ',' ||
		    people[strlen(v)] == '\0'))
			for (const char *c = v + (*n = 1) - 1; *c != '\0'; c++)
				*n += *c == ',';
		else if (strcmp(w, "--overlay") == 0) {
			/* tried first: the actions a made-up example's
			 * scenario adds (the books' values are filled
			 * already, rulegen_make.c) */
			sb_printf(&o, " %s %s%s%s", w, in_tree(v) ? root : "",
			    in_tree(v) ? "/" : "", v);
			continue;
		} else if (strcmp(w, "--seed") != 0 && strcmp(w, "--option")
		    != 0)
			continue;
		sb_printf(&b, " %s %s", w, v);
	}
	*over = sb_take(&o);
	return sb_take(&b);
}

/* The players of a 'new' line named otherwise than the fuzzer names
 * them (Green,Blue,Red), in from: each a word of letters and digits, 2 to
 * 8 of them; none when they are not so named. */
static void
names_of(const char *line, struct words *from)
{
	const char *v = strstr(line, " --players ");
	char name[32];

	if (v == NULL)
		return;
	for (v += strlen(" --players "); *v != '\0' && *v != ' '; ) {
		size_t len = strcspn(v, ", ");
		int ok = len >= 2 && len < sizeof name && from->n < 8;
		for (size_t i = 0; ok && i < len; i++)
			ok = (v[i] >= 'A' && v[i] <= 'Z') || (v[i] >= 'a' &&
			    v[i] <= 'z') || (i > 0 && v[i] >= '0' && v[i] <=
			    '9');
		if (!ok) {
			words_free(from);
			return;
		}
		memcpy(name, v, len);
		name[len] = '\0';
		words_add(from, name);
		v += len + (v[len] == ',');
	}
}

/* line with each word of from (names_of) as the fuzzer's player of that
 * seat: "units c2 Green frigate:1" is "units c2 Ann frigate:1" (owned). */
static char *
renamed(const char *line, const struct words *from)
{
	static const char people[][5] = { "Ann", "Bob", "Cleo", "Dan", "Eve",
		"Fay", "Gus", "Hal" };
	struct strbuf b;

	sb_init(&b);
	while (*line != '\0') {
		size_t len = 0;
		int k = -1;
		while ((line[len] >= 'A' && line[len] <= 'Z') || (line[len] >=
		    'a' && line[len] <= 'z') || (line[len] >= '0' &&
		    line[len] <= '9') || line[len] == '_')
			len++;
		for (int i = 0; len > 0 && i < from->n; i++)
			if (strlen(from->v[i]) == len && strncmp(line,
			    from->v[i], len) == 0)
				k = i;
		if (len == 0)
			len = 1;
		if (k >= 0)
			sb_add(&b, people[k]);
		else
			sb_printf(&b, "%.*s", (int)len, line);
		line += len;
	}
	return sb_take(&b);
}

/* A line amending the game's ruleset ('ruleset amend FILE' or --text),
 * kept in s with a file of the tree found from root (the scenarios are
 * run from the tree's top): what the made ruleset lacks and a scenario
 * supplies (ashes' cargo per transporter, for its load and unload).  0
 * for another line, or one naming the scenario's own files ($T). */
static int
amend(struct words *s, const char *line, const char *root)
{
	static const char cmd[] = "ruleset amend ";
	char buf[8300];

	if (strncmp(line, cmd, strlen(cmd)) != 0 || strchr(line, '$') != NULL)
		return 0;
	line += strlen(cmd);
	snprintf(buf, sizeof buf, "%s%s%s%s", cmd, in_tree(line) ? root : "",
	    in_tree(line) ? "/" : "", line);
	words_add(s, buf);
	return 1;
}

/* A shell loop of the scenarios that runs one command of the game N
 * times (bernard's reach the supply player's turn so),
 *	!sh i=0; while [ $i -lt N ]; do $A CMD >/dev/null || exit 1;
 *	    i=$((i+1)); done[; ...]
 * as its N lines CMD in s; what follows 'done' (a look at the state) is
 * left out.  0 for another line. */
static int
loop(struct words *s, const char *line)
{
	static const char head[] = "!sh i=0; while [ $i -lt ";
	static const char body[] = " ]; do $A ";
	static const char tail[] = " >/dev/null || exit 1; i=$((i+1)); done";
	char cmd[4096], *end;
	const char *p, *t;
	long n;

	if (strncmp(line, head, sizeof head - 1) != 0)
		return 0;
	p = line + sizeof head - 1;
	n = strtol(p, &end, 10);
	if (end == p || n < 1 || n > 100 || strncmp(end, body, sizeof body -
	    1) != 0)
		return 0;
	p = end + sizeof body - 1;
	if ((t = strstr(p, tail)) == NULL || t == p || (size_t)(t - p) >=
	    sizeof cmd || (t[sizeof tail - 1] != '\0' &&
	    t[sizeof tail - 1] != ';'))
		return 0;
	memcpy(cmd, p, (size_t)(t - p));
	cmd[t - p] = '\0';
	/* a command of the game alone: no shell in it */
	if (strpbrk(cmd, "$|;&<>`'\"") != NULL || ends_game(cmd))
		return 0;
	for (long i = 0; i < n; i++)
		words_add(s, cmd);
	return 1;
}

/* One scenario file: its first game, when of a ruleset by id (a shipped
 * one's name, or a file of rulesets/) and of the fuzzer's people. */
static void
read_one(const char *path, const char *root)
{
	FILE *f = fopen(path, "r");
	char line[4096], copy[4096], *id, *dot, *l;
	struct scen s;
	struct words from = { NULL, 0 };
	int in = 0;

	if (f == NULL)
		return;
	memset(&s, 0, sizeof s);
	while (fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		/* the players as the fuzzer names them */
		l = renamed(line, &from);
		snprintf(line, sizeof line, "%s", l);
		free(l);
		if (!in && strncmp(line, "new ", 4) == 0) {
			names_of(line, &from);
			l = renamed(line, &from);
			snprintf(line, sizeof line, "%s", l);
			free(l);
			snprintf(copy, sizeof copy, "%s", line);
			id = line + 4;
			id[strcspn(id, " ")] = '\0';
			if (strchr(id, '$') != NULL || strncmp(id, "tests/", 6)
			    == 0)
				break;
			if (strrchr(id, '/') != NULL)
				id = strrchr(id, '/') + 1;
			if ((dot = strstr(id, ".yaml")) != NULL)
				*dot = '\0';
			if (strlen(id) >= sizeof s.id)
				break;
			memcpy(s.id, id, strlen(id) + 1);
			s.opts = new_opts(copy, &s.nplayers, root, &s.over);
			if (s.nplayers == 0)
				break;
			in = 1;
		} else if (in && strncmp(line, "!refuse ", 8) == 0) {
			/* a refusal of another game's command: left out */
			if (!ends_game(line + 8))
				words_add(&s.lines, line + 8);
		}
		else if (in && loop(&s.lines, line))
			continue;
		else if (in && (line[0] == '#' || line[0] == '!' ||
		    line[0] == '\0'))
			continue;
		else if (in && amend(&s.lines, line, root))
			continue;
		else if (in && ends_game(line))
			break;
		else if (in)
			words_add(&s.lines, line);
	}
	fclose(f);
	words_free(&from);
	if (s.lines.n > 0) {
		struct scen *v = realloc(scens, (size_t)(nscens + 1) *
		    sizeof *v);
		if (v == NULL)
			abort();
		scens = v;
		scens[nscens++] = s;
	} else {
		free(s.opts);
		free(s.over);
		words_free(&s.lines);
	}
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void
scen_read(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	struct words names = { NULL, 0 };
	char path[4200], root[4200];

	/* the tree's top: dir is ROOT/tests/scenarios */
	snprintf(root, sizeof root, "%s/../..", dir);
	if (d == NULL)
		return;
	while ((e = readdir(d)) != NULL)
		if (strlen(e->d_name) > 4 && strcmp(e->d_name +
		    strlen(e->d_name) - 4, ".cmd") == 0)
			words_add(&names, e->d_name);
	closedir(d);
	/* in the order of their names: the same seed, the same games */
	if (names.n > 0)
		qsort(names.v, (size_t)names.n, sizeof *names.v, by_name);
	for (int i = 0; i < names.n; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, names.v[i]);
		read_one(path, root);
	}
	words_free(&names);
}

int
scen_pick(struct rg *r, const char *id, const char **opts,
    const char **over, int *nplayers, char *const **lines)
{
	/* half the time by their length: the longest play whole games,
	 * to their ends (albedo-game: its final standings) */
	int n = 0, k, by_len = rg_chance(r, 50);

	for (int i = 0; i < nscens; i++)
		if (strcmp(scens[i].id, id) == 0)
			n += by_len ? scens[i].lines.n : 1;
	if (n == 0)
		return 0;
	k = rg_below(r, n);
	for (int i = 0; i < nscens; i++)
		if (strcmp(scens[i].id, id) == 0 && (k -= by_len ?
		    scens[i].lines.n : 1) < 0) {
			*opts = scens[i].opts;
			*over = scens[i].over;
			*nplayers = scens[i].nplayers;
			*lines = scens[i].lines.v;
			return scens[i].lines.n;
		}
	return 0;
}
