/* files.c: reading and writing files, finding the shipped rulesets and the
 * user's overlays, and loading a ruleset from files. */
#include "cli.h"
#include "config.h"
#include "core/base/near.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define FILE_MAX (16L * 1024 * 1024)

char *
file_read(struct ctx *c, const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	struct strbuf b;
	char buf[8192];
	size_t n;

	if (f == NULL) {
		diag_set(&c->d, ST_ENV, "cannot read '%s': %s", path,
		    strerror(errno));
		return NULL;
	}
	sb_init(&b);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
		sb_addn(&b, buf, n);
		if (b.len > (size_t)FILE_MAX) {
			fclose(f);
			sb_release(&b);
			diag_set(&c->d, ST_DATA, "'%s' is larger than %ld MiB",
			    path, FILE_MAX >> 20);
			return NULL;
		}
	}
	if (ferror(f) || b.failed) {
		diag_set(&c->d, ST_ENV, "cannot read '%s': %s", path,
		    strerror(errno));
		fclose(f);
		sb_release(&b);
		return NULL;
	}
	fclose(f);
	if (memchr(sb_str(&b), '\0', b.len) != NULL) {
		sb_release(&b);
		diag_set(&c->d, ST_DATA, "'%s' is not a text file", path);
		return NULL;
	}
	*len = b.len;
	return sb_take(&b);
}

/* The directories searched for rulesets, in order; free with free_list. */
static char **
search_dirs(int *n)
{
	char **v = calloc(16, sizeof *v), exe[PATH_MAX];
	const char *env = getenv("ARBITER_RULESET_PATH");
	ssize_t len;

	*n = 0;
	if (v == NULL)
		return NULL;
	if (env != NULL && *env != '\0') {
		char *copy = strdup(env), *save = NULL;
		for (char *t = strtok_r(copy, ":", &save); t && *n < 12;
		    t = strtok_r(NULL, ":", &save))
			v[(*n)++] = strdup(t);
		free(copy);
	}
	len = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (len > 0) {
		char *slash;
		exe[len] = '\0';
		slash = strrchr(exe, '/');
		if (slash != NULL) {
			strcpy(slash, "/rulesets");
			v[(*n)++] = strdup(exe);
		}
	}
	v[(*n)++] = strdup(ARBITER_DATADIR "/rulesets");
	return v;
}

void
free_list(char **v, int n)
{
	if (v == NULL)
		return;
	for (int i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

static int
valid_id(const char *id)
{
	if (*id == '\0' || strlen(id) > 64)
		return 0;
	for (const char *p = id; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
		    *p == '-'))
			return 0;
	return 1;
}

/* Is a ruleset named by a path ("x/y.yaml", "game.yaml") not an id? */
static int
is_path(const char *id)
{
	size_t n = strlen(id);

	return strchr(id, '/') != NULL || (n > 5 && strcmp(id + n - 5,
	    ".yaml") == 0);
}

/*
 * A relative file name the user gives ("rulesets/examples/x.yaml") is looked
 * up in the current directory first, then beside the shipped rulesets: in
 * each ruleset directory D as D/NAME and as D/../NAME, so that the names the
 * manual and the README use work from an installed copy as from the source
 * tree.  Returns a new string: the name found, or NAME itself.
 */
char *
data_file(const char *name)
{
	struct stat sb;
	char **dirs;
	int n;

	if (name[0] == '/' || stat(name, &sb) == 0 ||
	    (dirs = search_dirs(&n)) == NULL)
		return strdup(name);
	for (int i = 0; i < n; i++) {
		char *slash = strrchr(dirs[i], '/');
		for (int up = 0; up < 2; up++) {
			size_t dl = up ? (slash ? (size_t)(slash - dirs[i]) : 0) :
			    strlen(dirs[i]);
			size_t len = dl + strlen(name) + 2;
			char *p;
			if (up && slash == NULL)
				continue;
			if ((p = malloc(len)) == NULL)
				continue;
			snprintf(p, len, "%.*s/%s", (int)dl, dirs[i], name);
			if (stat(p, &sb) == 0 && S_ISREG(sb.st_mode)) {
				free_list(dirs, n);
				return p;
			}
			free(p);
		}
	}
	free_list(dirs, n);
	return strdup(name);
}

int
ruleset_path(struct ctx *c, const char *id, char **path)
{
	int n;
	char **dirs = search_dirs(&n);
	struct stat sb;

	*path = NULL;
	/* a path to a ruleset file of one's own */
	if (is_path(id)) {
		free_list(dirs, n);
		if ((*path = data_file(id)) == NULL)
			return diag_set(&c->d, ST_ENV, "out of memory");
		if (stat(*path, &sb) != 0) {
			free(*path);
			*path = NULL;
			return diag_set(&c->d, ST_USAGE, "cannot read the ruleset "
			    "file '%s': %s", id, strerror(errno));
		}
		if (!S_ISREG(sb.st_mode)) {
			free(*path);
			*path = NULL;
			return diag_set(&c->d, ST_USAGE, "'%s' is not a ruleset "
			    "file", id);
		}
		return ST_OK;
	}
	if (valid_id(id)) {
		for (int i = 0; i < n; i++) {
			size_t len = strlen(dirs[i]) + strlen(id) + 8;
			char *p = malloc(len);
			if (p == NULL)
				break;
			snprintf(p, len, "%s/%s.yaml", dirs[i], id);
			if (stat(p, &sb) == 0 && S_ISREG(sb.st_mode)) {
				*path = p;
				free_list(dirs, n);
				return ST_OK;
			}
			free(p);
		}
	}
	free_list(dirs, n);
	{
		int k;
		char **ids = ruleset_ids(&k);
		struct strbuf b;
		sb_init(&b);
		for (int i = 0; i < k; i++)
			sb_printf(&b, "%s%s", i ? ", " : "", ids[i]);
		struct strbuf near;
		sb_init(&near);
		int sugg = near_suggest(&near, id, (const char *const *)ids,
		    k) > 0;
		diag_set(&c->d, ST_USAGE, "no ruleset '%s'%s%s (rulesets: %s)",
		    id, sugg ? ": " : "", sb_str(&near), k ? sb_str(&b) :
		    "none found");
		sb_release(&near);
		sb_release(&b);
		free_list(ids, k);
	}
	return ST_USAGE;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **
ruleset_ids(int *count)
{
	int n, k = 0, cap = 16;
	char **dirs = search_dirs(&n), **ids = calloc((size_t)cap, sizeof *ids);

	*count = 0;
	if (ids == NULL)
		goto out;
	for (int i = 0; i < n; i++) {
		DIR *d = opendir(dirs[i]);
		struct dirent *de;
		if (d == NULL)
			continue;
		while ((de = readdir(d)) != NULL) {
			size_t len = strlen(de->d_name);
			int dup = 0;
			if (len < 6 || strcmp(de->d_name + len - 5, ".yaml"))
				continue;
			char *id = strndup(de->d_name, len - 5);
			for (int j = 0; j < k && !dup; j++)
				dup = strcmp(ids[j], id) == 0;
			if (dup || !valid_id(id) || k == cap - 1) {
				free(id);
				continue;
			}
			ids[k++] = id;
		}
		closedir(d);
	}
	qsort(ids, (size_t)k, sizeof *ids, cmp_str);
	*count = k;
out:
	free_list(dirs, n);
	return ids;
}

const char *
home_dir(void)
{
	const char *h = getenv("HOME");
	struct passwd *pw;

	if (h != NULL && h[0] == '/')
		return h;
	/* unset, empty or relative: a path from it would name a place
	 * under the current directory */
	pw = getpwuid(getuid());
	if (pw != NULL && pw->pw_dir != NULL && pw->pw_dir[0] == '/')
		return pw->pw_dir;
	return NULL;
}

char *
path_join(const char *dir, const char *rest)
{
	size_t a = strlen(dir), b = strlen(rest);
	char *p = malloc(a + b + 1);

	if (p != NULL) {
		memcpy(p, dir, a);
		memcpy(p + a, rest, b + 1);
	}
	return p;
}

char *
user_overlay_path(const char *id)
{
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = home_dir();
	char path[PATH_MAX];

	if (xdg != NULL && *xdg == '/')
		snprintf(path, sizeof path, "%s/arbiter/%s.yaml", xdg, id);
	else if (home != NULL)
		snprintf(path, sizeof path, "%s/.config/arbiter/%s.yaml", home,
		    id);
	else
		return NULL;
	return strdup(path);
}

char *
user_overlay(const char *id)
{
	char *path = user_overlay_path(id);
	struct stat sb;

	if (path != NULL && (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode))) {
		free(path);
		return NULL;
	}
	return path;
}

int
make_parents(const char *path)
{
	char buf[PATH_MAX];

	if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf)
		return -1;
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0755) != 0 && errno != EEXIST)
			return -1;
		*p = '/';
	}
	return 0;
}

void
free_texts(struct rs_text *t, int n)
{
	if (t == NULL)
		return;
	for (int i = 0; i < n; i++) {
		free((char *)t[i].name);
		free((char *)t[i].text);
	}
	free(t);
}

int
rules_load(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs)
{
	int r = ruleset_load(base, overlays, noverlays, opts, nopts, out, errs);

	/* the mechanisms it runs are the program's: checked above core */
	if (r == ST_OK && game_check_runs(*out, errs) > 0) {
		ruleset_free(*out);
		*out = NULL;
		r = ST_DATA;
	}
	return r;
}

int
rules_check_options(const struct ruleset *rs, const struct rs_text *base,
    const struct rs_text *overlays, int noverlays, int together,
    struct diag_list *errs)
{
	return ruleset_check_options(rs, base, overlays, noverlays,
	    game_check_runs, together, errs);
}

struct rs_merged *
rules_merge_load(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, struct ruleset **out, int *st, struct diag_list *errs)
{
	struct rs_merged *m = ruleset_merge(base, overlays, noverlays, errs);

	*out = NULL;
	*st = ST_DATA;
	/* refused as ruleset_load refuses: a usage error the worst */
	for (int i = 0; m == NULL && i < errs->n; i++)
		if (errs->v[i].code == ST_USAGE)
			*st = ST_USAGE;
	if (m == NULL)
		return NULL;
	*st = ruleset_load_merged(m, NULL, 0, out, errs);
	if (*st == ST_OK && game_check_runs(*out, errs) > 0) {
		ruleset_free(*out);
		*out = NULL;
		*st = ST_DATA;
	}
	return m;
}

int
rules_check_merged(const struct ruleset *rs, const struct rs_merged *m,
    struct rs_cover *cov, struct diag_list *errs)
{
	return ruleset_check_options_merged(rs, m, game_check_runs, 1, cov,
	    errs);
}

int
load_ruleset_files(struct ctx *c, const char *id,
    const struct overlay_src *overlays, int nover, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct rs_text **texts, int *ntexts)
{
	return load_ruleset_base(c, id, NULL, overlays, nover, opts, nopts, out,
	    texts, ntexts);
}

int
load_ruleset_base(struct ctx *c, const char *id, const char *base_text,
    const struct overlay_src *overlays, int nover, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct rs_text **texts, int *ntexts)
{
	struct rs_text *t = calloc((size_t)nover + 1, sizeof *t);
	struct diag_list errs;
	char *path = NULL;
	int r;

	*out = NULL;
	*texts = NULL;
	*ntexts = 0;
	if (t == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	if (base_text != NULL) {
		size_t len = strlen("(the ruleset text of ") + strlen(id) + 2;
		if ((path = malloc(len)) == NULL) {
			free(t);
			return diag_set(&c->d, ST_ENV, "out of memory");
		}
		snprintf(path, len, "(the ruleset text of %s)", id);
	} else if ((r = ruleset_path(c, id, &path))) {
		free(t);
		return r;
	}
	for (int i = 0; i <= nover; i++) {
		const char *given = i == 0 ? base_text : overlays[i - 1].text;
		char *p = i == 0 || given != NULL ? strdup(i == 0 ? path :
		    overlays[i - 1].name) : data_file(overlays[i - 1].name);
		size_t len = 0;
		char *text = p == NULL ? NULL : given != NULL ? strdup(given) :
		    file_read(c, p, &len);
		if (text != NULL && given != NULL)
			len = strlen(text);
		if (text == NULL) {
			int oom = p == NULL;
			free(p);
			free(path);
			free_texts(t, i);
			return oom ? diag_set(&c->d, ST_ENV, "out of memory") :
			    c->d.code;
		}
		t[i].name = p;
		t[i].text = text;
		t[i].len = len;
	}
	free(path);
	diag_list_init(&errs);
	r = rules_load(&t[0], t + 1, nover, opts, nopts, out, &errs);
	if (r == ST_OK && is_path(id)) {
		/* a file given by path: its name, without .yaml, is its id */
		const char *base = strrchr(id, '/') ? strrchr(id, '/') + 1 : id;
		size_t bl = strlen(base);
		if (bl > 5 && strcmp(base + bl - 5, ".yaml") == 0)
			bl -= 5;
		if (strlen((*out)->id) == bl && strncmp((*out)->id, base, bl)
		    == 0)
			id = (*out)->id;
	}
	if (r == ST_OK && strcmp((*out)->id, id) != 0) {
		diag_list_add(&errs, ST_DATA, t[0].name, 1, 1, "this file "
		    "declares id '%s' but is found as '%s': the id and the "
		    "file name must agree", (*out)->id, id);
		ruleset_free(*out);
		*out = NULL;
		r = ST_DATA;
	}
	if (r != ST_OK) {
		r = print_diags(c, &errs);
		diag_clear(&c->d);
		c->d.code = r;
		free_texts(t, nover + 1);
	} else {
		*texts = t;
		*ntexts = nover + 1;
	}
	diag_list_free(&errs);
	return r;
}

static int
write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (w == 0)
				errno = EIO;
			return -1;
		}
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

int
file_write(struct ctx *c, const char *path, const char *data, size_t len)
{
	char tmp[4200];
	mode_t mask = umask(0);
	int fd, e = 0;

	umask(mask);
	snprintf(tmp, sizeof tmp, "%s.XXXXXX", path);
	if ((fd = mkstemp(tmp)) < 0)
		return diag_set(&c->d, ST_ENV, "cannot write '%s': %s", path,
		    strerror(errno));
	/* mkstemp makes it 0600: the file is made as any other would be */
	if (fchmod(fd, 0666 & ~mask) != 0 || write_all(fd, data, len) != 0)
		e = errno;
	if (close(fd) != 0 && e == 0)
		e = errno;
	if (e == 0 && rename(tmp, path) != 0)
		e = errno;
	if (e != 0) {
		unlink(tmp);
		return diag_set(&c->d, ST_ENV, "cannot write '%s': %s", path,
		    strerror(e));
	}
	return ST_OK;
}

int
print_diags(struct ctx *c, const struct diag_list *l)
{
	int worst = ST_OK;

	for (int i = 0; i < l->n; i++) {
		out_error(c, &l->v[i]);
		if (worst == ST_OK || l->v[i].code == ST_USAGE)
			worst = l->v[i].code;
	}
	if (l->dropped > 0 && !c->quiet)
		fprintf(stderr, "arbiter: ... and %d more errors\n",
		    l->dropped);
	return worst == ST_OK ? ST_DATA : worst;
}
