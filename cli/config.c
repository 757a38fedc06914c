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

/* The file (free it), or NULL when there is no home to find it in (*oom
 * set when there was one but no memory). */
static char *
config_path(int *oom)
{
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home;
	char *p;

	*oom = 0;
	if (xdg != NULL && *xdg == '/')
		p = path_join(xdg, "/arbiter/config");
	else if ((home = home_dir()) != NULL)
		p = path_join(home, "/.config/arbiter/config");
	else
		return NULL;
	*oom = p == NULL;
	return p;
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

	*nohome = 0;
	if (strncmp(v, "~/", 2) != 0)
		return strdup(v);
	if ((home = home_dir()) == NULL) {
		*nohome = 1;
		return NULL;
	}
	return path_join(home, v + 1);
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
	char *path, *text, *p, *save = NULL;
	struct stat sb;
	size_t len;
	int line = 0, r = ST_OK, oom;

	memset(cf, 0, sizeof *cf);
	if ((path = config_path(&oom)) == NULL) {
		if (!oom)
			return ST_OK;
		diag_set(&c->d, ST_ENV, "out of memory");
		return out_error(c, &c->d);
	}
	if (stat(path, &sb) != 0) {
		free(path);
		return ST_OK;
	}
	/* reading a FIFO or a device would wait forever, or for ever more */
	if (!S_ISREG(sb.st_mode)) {
		diag_set(&c->d, ST_DATA, "'%s' is not a regular file: the "
		    "configuration must be one (remove it, or make it a file)",
		    path);
		free(path);
		return out_error(c, &c->d);
	}
	if ((text = file_read(c, path, &len)) == NULL) {
		free(path);
		return out_error(c, &c->d);
	}
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
	free(path);
	return r;
}

void
config_release(struct config *cf)
{
	free(cf->database);
	free(cf->players);
	memset(cf, 0, sizeof *cf);
}
