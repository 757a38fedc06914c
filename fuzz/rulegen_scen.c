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

/* The options of a 'new' line worth keeping; its players, Ann, Bob...
 * as the fuzzer names them, counted in *n (0: others). */
static char *
new_opts(char *line, int *n)
{
	static const char *const people = "Ann,Bob,Cleo,Dan,Eve,Fay,Gus,Hal";
	struct strbuf b;
	char *w, *save = NULL;

	*n = 0;
	sb_init(&b);
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
		else if (strcmp(w, "--seed") != 0 && strcmp(w, "--option") !=
		    0)
			continue;	/* overlays: the rulegen's own fills */
		sb_printf(&b, " %s %s", w, v);
	}
	return sb_take(&b);
}

/* One scenario file: its first game, when of a ruleset by id (a shipped
 * one's name, or a file of rulesets/) and of the fuzzer's people. */
static void
read_one(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[4096], copy[4096], *id, *dot;
	struct scen s;
	int in = 0;

	if (f == NULL)
		return;
	memset(&s, 0, sizeof s);
	while (fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		if (!in && strncmp(line, "new ", 4) == 0) {
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
			s.opts = new_opts(copy, &s.nplayers);
			if (s.nplayers == 0)
				break;
			in = 1;
		} else if (in && strncmp(line, "!refuse ", 8) == 0) {
			/* a refusal of another game's command: left out */
			if (!ends_game(line + 8))
				words_add(&s.lines, line + 8);
		}
		else if (in && (line[0] == '#' || line[0] == '!' ||
		    line[0] == '\0'))
			continue;
		else if (in && ends_game(line))
			break;
		else if (in)
			words_add(&s.lines, line);
	}
	fclose(f);
	if (s.lines.n > 0) {
		struct scen *v = realloc(scens, (size_t)(nscens + 1) *
		    sizeof *v);
		if (v == NULL)
			abort();
		scens = v;
		scens[nscens++] = s;
	} else {
		free(s.opts);
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
	char path[4200];

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
		read_one(path);
	}
	words_free(&names);
}

int
scen_pick(struct rg *r, const char *id, const char **opts, int *nplayers,
    char *const **lines)
{
	int n = 0, k;

	for (int i = 0; i < nscens; i++)
		n += strcmp(scens[i].id, id) == 0;
	if (n == 0)
		return 0;
	k = rg_below(r, n);
	for (int i = 0; i < nscens; i++)
		if (strcmp(scens[i].id, id) == 0 && k-- == 0) {
			*opts = scens[i].opts;
			*nplayers = scens[i].nplayers;
			*lines = scens[i].lines.v;
			return scens[i].lines.n;
		}
	return 0;
}
