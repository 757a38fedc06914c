/* config.c: the user's defaults, read from $XDG_CONFIG_HOME/arbiter/config
 * (~/.config/arbiter/config): lines of KEY = VALUE, '#' comments.
 *
 *   database = PATH      the database when neither -d nor $ARBITER_DB
 *                        names one ("~/" is the home directory)
 *   color = auto|never   colour on a terminal (auto), or never
 *   players = A,B,C      the players of 'new' when --players is not given
 *
 * A file that is there but wrong stops every command (exit 3), naming the
 * line: a default silently ignored would surprise a GM more. */
#include "cli.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The file, or "" when there is no home to find it in. */
static void
config_path(char *buf, size_t n)
{
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = home_dir();

	if (xdg != NULL && *xdg == '/')
		snprintf(buf, n, "%s/arbiter/config", xdg);
	else if (home != NULL)
		snprintf(buf, n, "%s/.config/arbiter/config", home);
	else
		buf[0] = '\0';
}

static char *
trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

/* NULL (and *nohome set) for "~/" without a home. */
static char *
expand_home(const char *v, int *nohome)
{
	const char *home;
	char buf[PATH_MAX];

	*nohome = 0;
	if (strncmp(v, "~/", 2) != 0)
		return strdup(v);
	if ((home = home_dir()) == NULL) {
		*nohome = 1;
		return NULL;
	}
	snprintf(buf, sizeof buf, "%s/%s", home, v + 2);
	return strdup(buf);
}

static int bad(struct ctx *c, const char *path, int line, const char *fmt,
    ...) ATTR_PRINTF(4, 5);

static int
bad(struct ctx *c, const char *path, int line, const char *fmt, ...)
{
	char text[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	diag_set(&c->d, ST_DATA, "%s:%d: %s", path, line, text);
	return out_error(c, &c->d);
}

/* One line: KEY = VALUE. */
static int
setting(struct ctx *c, struct config *cf, const char *path, int line,
    char *text)
{
	char *eq = strchr(text, '='), *key, *val;

	if (eq == NULL)
		return bad(c, path, line, "expected KEY = VALUE, not '%s'",
		    text);
	*eq = '\0';
	key = trim(text);
	val = trim(eq + 1);
	if (strcmp(key, "database") == 0) {
		int nohome;
		if (*val == '\0')
			return bad(c, path, line, "no path for '%s'", key);
		free(cf->database);
		cf->database = expand_home(val, &nohome);
		if (nohome)
			return bad(c, path, line, "'~/' needs a home "
			    "directory, and HOME is not set (nor one in the "
			    "password database): give the full path");
	} else if (strcmp(key, "color") == 0 || strcmp(key, "colour") == 0) {
		if (strcmp(val, "auto") != 0 && strcmp(val, "never") != 0)
			return bad(c, path, line, "color is auto or never, "
			    "not '%s'", val);
		cf->no_color = strcmp(val, "never") == 0;
	} else if (strcmp(key, "players") == 0) {
		if (*val == '\0' || strchr(val, ' ') != NULL)
			return bad(c, path, line, "players are names with "
			    "commas between them, not '%s'", val);
		free(cf->players);
		cf->players = strdup(val);
	} else {
		return bad(c, path, line, "unknown key '%s' (the keys are "
		    "database, color and players)", key);
	}
	return ST_OK;
}

int
config_load(struct ctx *c, struct config *cf)
{
	char path[PATH_MAX], *text, *p, *save = NULL;
	struct stat sb;
	size_t len;
	int line = 0, r = ST_OK;

	memset(cf, 0, sizeof *cf);
	config_path(path, sizeof path);
	if (path[0] == '\0' || stat(path, &sb) != 0)
		return ST_OK;
	/* reading a FIFO or a device would wait forever, or for ever more */
	if (!S_ISREG(sb.st_mode)) {
		diag_set(&c->d, ST_DATA, "'%s' is not a regular file: the "
		    "configuration must be one (remove it, or make it a file)",
		    path);
		return out_error(c, &c->d);
	}
	if ((text = file_read(c, path, &len)) == NULL)
		return out_error(c, &c->d);
	/* strtok_r would skip empty lines and miscount: split by hand */
	for (p = text; p != NULL && r == ST_OK; p = save) {
		char *hash;
		save = strchr(p, '\n');
		if (save != NULL)
			*save++ = '\0';
		line++;
		if ((hash = strchr(p, '#')) != NULL)
			*hash = '\0';
		if (*trim(p) != '\0')
			r = setting(c, cf, path, line, p);
	}
	free(text);
	return r;
}

void
config_release(struct config *cf)
{
	free(cf->database);
	free(cf->players);
	memset(cf, 0, sizeof *cf);
}
