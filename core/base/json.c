/* json.c: JSON values, and their reader (json_write.c writes them). */
#include "core/base/json.h"
#include "core/base/utf8.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 200
/* isdigit without its table's call */
#define DIGIT(c) ((unsigned char)((c) - '0') < 10)

/* Freed values are kept for the next ones (up to POOL_MAX): a replay
 * builds and frees a few dozen an event, and malloc and free would cost
 * more than the rest of it.  Not under AddressSanitizer, which is to see
 * every use of a freed value. */
#if defined(__SANITIZE_ADDRESS__)
#define POOL_MAX 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POOL_MAX 0
#endif
#endif
#ifndef POOL_MAX
#define POOL_MAX 4096
#endif

/* one pool a thread: serve answers requests on a thread of its own */
static _Thread_local struct json *pool;	/* linked through s */
static _Thread_local int npool;

#if POOL_MAX > 0
/* When the pool is empty, values are made SLAB_N at a time in one block
 * (a state read is some 400 of them: one calloc each cost more than the
 * rest of reading it); only what mk reads of a value in the pool is set,
 * mk clears the rest.  A value of a slab is never freed: it goes
 * back to the pool whatever its length; the slabs, listed, stay to the
 * end. */
#define SLAB_N 64
struct slab {
	struct slab *next;
	struct json v[SLAB_N];
};
static _Thread_local struct slab *slabs;

/* a fresh slab's values into the pool, one of them returned (NULL when
 * out of memory) */
static struct json *slab_new(void) __attribute__((noinline));

static struct json *
slab_new(void)
{
	struct slab *sl = malloc(sizeof *sl);

	if (sl == NULL)
		return NULL;
	sl->next = slabs;
	slabs = sl;
	for (int i = 1; i < SLAB_N; i++) {
		struct json *j = &sl->v[i];
		j->slab = 1;
		j->v = NULL;
		j->keys = NULL;
		j->cap = 0;
		j->kb = NULL;
		j->s = (char *)pool;
		pool = j;
	}
	npool += SLAB_N - 1;
	memset(&sl->v[0], 0, sizeof sl->v[0]);
	sl->v[0].slab = 1;
	return &sl->v[0];
}
#else
static struct json *slab_new(void) { return calloc(1, sizeof(struct json)); }
#endif

static struct json *
mk(enum jtype t)
{
	struct json *j = pool;

	if (j != NULL) {
		/* its arrays, empty, are kept for the container it may be
		 * (v, keys, cap), and whether it is of a slab; the rest
		 * cleared */
		pool = (struct json *)j->s;
		npool--;
		j->i = 0;
		j->d = 0;
		j->s = NULL;
		j->n = 0;
	} else if ((j = slab_new()) == NULL) {
		return NULL;
	}
	j->type = t;
	return j;
}

/* j, its children and strings freed: into the pool with its arrays and
 * its keys (the same keys are most often set again: a replay builds
 * objects of the same few shapes event after event) */
static void drop(struct json *j) __attribute__((noinline));

/* j given back to the C library, the pool full */
static void
drop(struct json *j)
{
	for (int i = 0; j->keys != NULL && i < j->cap; i++)
		free(j->keys[i]);
	free(j->v);	/* and the keys after its values */
	free(j);
}

/* (inline: a state read frees a thousand values) */
static inline void
unmk(struct json *j)
{
	if (npool >= POOL_MAX && !j->slab) {
		drop(j);
		return;
	}
	j->s = (char *)pool;
	pool = j;
	npool++;
}

struct json *json_null(void) { return mk(J_NULL); }
struct json *json_arr(void) { return mk(J_ARR); }
struct json *json_obj(void) { return mk(J_OBJ); }

struct json *
json_bool(int b)
{
	struct json *j = mk(J_BOOL);

	if (j != NULL)
		j->i = b != 0;
	return j;
}

struct json *
json_int(long i)
{
	struct json *j = mk(J_INT);

	if (j != NULL)
		j->i = i;
	return j;
}

struct json *
json_num(double d)
{
	struct json *j = mk(J_NUM);

	if (j != NULL)
		j->d = d;
	return j;
}

struct json *
json_str(const char *s)
{
	struct json *j;

	if (s == NULL)
		return mk(J_NULL);
	j = mk(J_STR);
	if (j != NULL && (j->s = strdup(s)) == NULL) {
		unmk(j);
		return NULL;
	}
	return j;
}

/* The bytes of a document's keys: a few blocks (json_parse), freed with
 * the document (a key was a malloc of its own, some 90 a state) */
struct json_keys {
	struct json_keys *next;
	size_t used, cap;
	char b[];
};

static void
keys_free(struct json_keys *k)
{
	while (k != NULL) {
		struct json_keys *next = k->next;
		free(k);
		k = next;
	}
}

void
json_free(struct json *j)
{
	if (j == NULL)
		return;
	for (int i = 0; i < j->n; i++) {
		struct json *v = j->v[i];
		if (v->n == 0 && v->s == NULL)	/* most often: a number */
			unmk(v);
		else
			json_free(v);
	}
	if (j->type == J_OBJ) {
		/* its keys read are its document's: not kept in the pool */
		for (long i = 0; i < j->i; i++)
			j->keys[i] = NULL;
		j->i = 0;
	}
	if (j->kb != NULL) {
		keys_free(j->kb);
		j->kb = NULL;
	}
	free(j->s);
	unmk(j);
}

/* c's room made cap values (more than it has room for, or as many when
 * an object without keys yet).  An array has v alone; an object (or an
 * array that was one, from the pool) has its keys in the same block,
 * after its cap values: one malloc where there were two (an object read
 * is a few of them).  keys is NULL or as long as v, its slots from n on
 * NULL or keys kept from before, to be used again. */
static int
resize(struct json *c, int cap)
{
	struct json **v;
	char **k;
	int had;

	if (c->type != J_OBJ && c->keys == NULL) {
		if ((v = realloc(c->v, (size_t)cap * sizeof *v)) == NULL)
			return -1;
		c->v = v;
		c->cap = cap;
		return 0;
	}
	if ((v = malloc((size_t)cap * (sizeof *v + sizeof *k))) == NULL)
		return -1;
	k = (char **)(v + cap);
	had = c->keys != NULL ? c->cap : 0;
	if (c->n > 0)
		memcpy(v, c->v, (size_t)c->n * sizeof *v);
	if (had > 0)
		memcpy(k, c->keys, (size_t)had * sizeof *k);
	for (int i = had; i < cap; i++)
		k[i] = NULL;
	free(c->v);
	c->v = v;
	c->keys = k;
	c->cap = cap;
	return 0;
}

/* Room in c for want values in all */
static int
reserve(struct json *c, int want)
{
	return want <= c->cap ? 0 : resize(c, want);
}

static int
grow(struct json *c)
{
	/* (a value from the pool may have room for values and none for
	 * keys: it was an array) */
	if (c->n < c->cap && (c->type != J_OBJ || c->keys != NULL))
		return 0;
	return resize(c, c->n < c->cap ? c->cap : c->cap ? c->cap * 2 : 4);
}

struct json *
json_push(struct json *arr, struct json *v)
{
	/* most often: an array with room (a state is hundreds of these) */
	if (arr != NULL && v != NULL && arr->type == J_ARR &&
	    arr->n < arr->cap) {
		arr->v[arr->n++] = v;
		return arr;
	}
	if (v == NULL)
		v = json_null();
	if (arr == NULL || v == NULL || grow(arr) < 0) {
		json_free(v);
		return arr;
	}
	arr->v[arr->n++] = v;
	return arr;
}

struct json *
json_get(const struct json *obj, const char *key)
{
	if (obj == NULL || obj->type != J_OBJ)
		return NULL;
	for (int i = 0; i < obj->n; i++)
		if (obj->keys[i][0] == key[0] &&
		    strcmp(obj->keys[i], key) == 0)
			return obj->v[i];
	return NULL;
}

struct json *
json_set(struct json *obj, const char *key, struct json *v)
{
	char *k;

	if (v == NULL)
		v = json_null();
	if (obj == NULL || v == NULL) {
		json_free(v);
		return obj;
	}
	for (int i = 0; i < obj->n; i++)
		if (obj->keys[i][0] == key[0] &&
		    strcmp(obj->keys[i], key) == 0) {
			json_free(obj->v[i]);
			obj->v[i] = v;
			return obj;
		}
	if (grow(obj) < 0) {
		json_free(v);
		return obj;
	}
	k = obj->keys[obj->n];
	if (k == NULL || k[0] != key[0] || strcmp(k, key) != 0) {
		if ((k = strdup(key)) == NULL) {
			json_free(v);
			return obj;
		}
		free(obj->keys[obj->n]);
		obj->keys[obj->n] = k;
	}
	obj->v[obj->n++] = v;
	return obj;
}

struct json *
json_copy(const struct json *j)
{
	struct json *c;

	switch (j->type) {
	case J_NULL: return json_null();
	case J_BOOL: return json_bool((int)j->i);
	case J_INT: return json_int(j->i);
	case J_NUM: return json_num(j->d);
	case J_STR: return json_str(j->s);
	case J_ARR:
	case J_OBJ:
		c = j->type == J_ARR ? json_arr() : json_obj();
		for (int i = 0; c != NULL && i < j->n; i++) {
			if (j->type == J_ARR)
				json_push(c, json_copy(j->v[i]));
			else
				json_set(c, j->keys[i], json_copy(j->v[i]));
		}
		return c;
	}
	return NULL;
}

/* --- reading ------------------------------------------------------------ */

struct reader {
	const char *p;
	char *err;
	size_t errlen;
	int depth;
	struct json_keys *kb;	/* the keys read, the first block first */
};

static void
skip_ws(struct reader *r)
{
	while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' ||
	    *r->p == '\r')
		r->p++;
}

static struct json *fail(struct reader *r, const char *what)
{
	if (r->err[0] == '\0')
		snprintf(r->err, r->errlen, "%s", what);
	return NULL;
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static int
read_hex4(struct reader *r, unsigned *out)
{
	unsigned v = 0;

	for (int i = 0; i < 4; i++) {
		int h = hexval(*r->p);
		if (h < 0)
			return -1;
		r->p++;
		v = v * 16 + (unsigned)h;
	}
	*out = v;
	return 0;
}

static char *
read_str(struct reader *r)
{
	struct strbuf b;
	const char *q = r->p + 1;

	/* most strings have nothing escaped: copied at once */
	while ((unsigned char)*q >= 0x20 && *q != '"' && *q != '\\')
		q++;
	if (*q == '"') {
		size_t n = (size_t)(q - r->p - 1);
		char *s = malloc(n + 1);
		if (s == NULL) {
			fail(r, "out of memory");
			return NULL;
		}
		memcpy(s, r->p + 1, n);
		s[n] = '\0';
		r->p = q + 1;
		return s;
	}
	sb_init(&b);
	r->p++;
	while (*r->p != '"') {
		unsigned cp = 0;
		const char *run = r->p;
		/* a run of plain characters at once */
		while ((unsigned char)*r->p >= 0x20 && *r->p != '"' &&
		    *r->p != '\\')
			r->p++;
		if (r->p > run) {
			sb_addn(&b, run, (size_t)(r->p - run));
			continue;
		}
		if (*r->p == '\0' || (unsigned char)*r->p < 0x20)
			goto bad;
		r->p++;
		switch (*r->p++) {
		case '"': sb_addc(&b, '"'); break;
		case '\\': sb_addc(&b, '\\'); break;
		case '/': sb_addc(&b, '/'); break;
		case 'b': sb_addc(&b, '\b'); break;
		case 'f': sb_addc(&b, '\f'); break;
		case 'n': sb_addc(&b, '\n'); break;
		case 'r': sb_addc(&b, '\r'); break;
		case 't': sb_addc(&b, '\t'); break;
		case 'u':
			if (read_hex4(r, &cp) < 0 || cp == 0)
				goto bad;
			if (cp >= 0xdc00 && cp <= 0xdfff)
				goto bad;	/* a lone low surrogate */
			if (cp >= 0xd800 && cp <= 0xdbff) {
				unsigned lo;
				if (r->p[0] != '\\' || r->p[1] != 'u')
					goto bad;
				r->p += 2;
				if (read_hex4(r, &lo) < 0 || lo < 0xdc00 ||
				    lo > 0xdfff)
					goto bad;
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
				sb_addc(&b, (char)(0xf0 | (cp >> 18)));
				sb_addc(&b, (char)(0x80 | ((cp >> 12) & 0x3f)));
				sb_addc(&b, (char)(0x80 | ((cp >> 6) & 0x3f)));
				sb_addc(&b, (char)(0x80 | (cp & 0x3f)));
				break;
			}
			if (cp < 0x80) {
				sb_addc(&b, (char)cp);
			} else if (cp < 0x800) {
				sb_addc(&b, (char)(0xc0 | (cp >> 6)));
				sb_addc(&b, (char)(0x80 | (cp & 0x3f)));
			} else {
				sb_addc(&b, (char)(0xe0 | (cp >> 12)));
				sb_addc(&b, (char)(0x80 | ((cp >> 6) & 0x3f)));
				sb_addc(&b, (char)(0x80 | (cp & 0x3f)));
			}
			break;
		default:
			goto bad;
		}
	}
	r->p++;
	return sb_take(&b);
bad:
	sb_release(&b);
	fail(r, "bad string");
	return NULL;
}

static struct json *read_val(struct reader *r);

/* The most values the array whose '[' p follows can have, when they are
 * all numbers, booleans or nulls (no string, array or object); -1
 * otherwise.  So that such an array (a state holds several of hundreds)
 * is given its room at once.  Each value is a character at least, and
 * a comma parts two: the bound is exact for a list of digits, and no
 * character need be looked at twice but by the C library's quick scan
 * for where the array ends; a long array's commas are counted. */
static int
count_flat(const char *p)
{
	const char *end = p + strcspn(p, "]\"[{");
	int n = 1;

	if (*end != ']' || end - p >= INT_MAX)
		return -1;
	if (end - p < 2 * 65536)
		return (int)((end - p + 1) / 2);
	/* longer (or spaced out): its commas counted, so that spaces
	 * never make room for more values than there are */
	for (; p < end; p++)
		n += *p == ',';
	return n;
}

/* Room for n bytes among the keys of the document read (NULL when out
 * of memory) */
#define KEYS_BLOCK (2048 - sizeof(struct json_keys))
static char *
keys_room(struct reader *r, size_t n)
{
	struct json_keys *k = r->kb;

	if (k == NULL || k->cap - k->used < n) {
		size_t cap = n > KEYS_BLOCK ? n : KEYS_BLOCK;
		if ((k = malloc(sizeof *k + cap)) == NULL)
			return NULL;
		k->next = r->kb;
		k->used = 0;
		k->cap = cap;
		r->kb = k;
	}
	k->used += n;
	return k->b + k->used - n;
}

/* The key whose '"' r->p is at, among the document's keys */
static char *
read_key(struct reader *r)
{
	const char *q = r->p + 1;
	char *k, *s;
	size_t n;

	/* most keys have nothing escaped: copied at once */
	while ((unsigned char)*q >= 0x20 && *q != '"' && *q != '\\')
		q++;
	if (*q == '"') {
		n = (size_t)(q - r->p - 1);
		if ((k = keys_room(r, n + 1)) == NULL) {
			fail(r, "out of memory");
			return NULL;
		}
		memcpy(k, r->p + 1, n);
		k[n] = '\0';
		r->p = q + 1;
		return k;
	}
	if ((s = read_str(r)) == NULL)
		return NULL;
	n = strlen(s) + 1;
	if ((k = keys_room(r, n)) != NULL)
		memcpy(k, s, n);
	else
		fail(r, "out of memory");
	free(s);
	return k;
}

/* json_set(), keeping the key read (the document's) rather than a copy
 * of it: the keys read are the object's first ones, j->i of them */
static void
set_read(struct json *obj, char *key, struct json *v)
{
	for (int i = 0; i < obj->n; i++)
		if (obj->keys[i][0] == key[0] &&
		    strcmp(obj->keys[i], key) == 0) {
			json_free(obj->v[i]);
			obj->v[i] = v;
			return;
		}
	if (grow(obj) < 0) {
		json_free(v);
		return;
	}
	free(obj->keys[obj->n]);	/* a key kept in the pool */
	obj->keys[obj->n] = key;
	obj->v[obj->n++] = v;
	obj->i = obj->n;
}

/* A whole number of up to 18 digits at r->p (what most values of a
 * state are) read in place, without read_val's turns: NULL, r->p as it
 * was, for anything else, which read_val then reads or refuses. */
static inline struct json *
read_int(struct reader *r)
{
	const char *s = r->p + (*r->p == '-'), *d = s;
	long v;
	struct json *j;

	if (!DIGIT(*s))
		return NULL;
	v = *s++ - '0';
	if (v != 0)
		while (DIGIT(*s) && s - d < 18)
			v = v * 10 + (*s++ - '0');
	if (DIGIT(*s) || *s == '.' || *s == 'e' || *s == 'E' ||
	    (j = mk(J_INT)) == NULL)
		return NULL;
	j->i = *r->p == '-' ? -v : v;
	r->p = s;
	return j;
}

static struct json *
read_container(struct reader *r, int obj)
{
	struct json *c = obj ? json_obj() : json_arr();

	if (c == NULL || ++r->depth > MAX_DEPTH) {
		json_free(c);
		return fail(r, "nested too deeply");
	}
	r->p++;
	skip_ws(r);
	if (*r->p == (obj ? '}' : ']')) {
		r->p++;
		r->depth--;
		return c;
	}
	if (!obj) {
		/* (a bad array is refused below as it was; without the
		 * room, grow gives it as it did) */
		int n = count_flat(r->p);
		struct json *v;
		if (n > 4)
			(void)reserve(c, n);
		/* its whole numbers one after another, as the program
		 * writes them (a state's arrays of hundreds), in a loop of
		 * their own; the loop below reads on from anything else */
		while (n > 4 && c->n < c->cap && (v = read_int(r)) != NULL) {
			c->v[c->n++] = v;
			if (*r->p == ',') {
				r->p++;
				continue;
			}
			skip_ws(r);
			if (*r->p == ']') {
				r->p++;
				r->depth--;
				return c;
			}
			if (*r->p++ != ',')
				goto bad;
		}
	}
	for (;;) {
		char *key = NULL;
		struct json *v;
		skip_ws(r);
		if (obj) {
			if (*r->p != '"' || (key = read_key(r)) == NULL)
				goto bad;
			skip_ws(r);
			if (*r->p++ != ':')
				goto bad;
		}
		if ((v = read_int(r)) == NULL && (v = read_val(r)) == NULL)
			goto bad;
		if (obj)
			set_read(c, key, v);
		else if (c->n < c->cap)	/* most often: room made above */
			c->v[c->n++] = v;
		else
			json_push(c, v);
		if (*r->p != ',')
			skip_ws(r);
		if (*r->p == ',') {
			r->p++;
			continue;
		}
		if (*r->p == (obj ? '}' : ']')) {
			r->p++;
			r->depth--;
			return c;
		}
		goto bad;
	}
bad:
	json_free(c);
	return fail(r, obj ? "bad object" : "bad array");
}

static struct json *
read_val(struct reader *r)
{
	skip_ws(r);
	switch (*r->p) {
	case '{': return read_container(r, 1);
	case '[': return read_container(r, 0);
	case '"': {
		char *s = read_str(r);
		struct json *j;
		if (s == NULL || (j = mk(J_STR)) == NULL) {
			free(s);
			return NULL;
		}
		j->s = s;
		return j;
	}
	case 't':
		if (strncmp(r->p, "true", 4) == 0) {
			r->p += 4;
			return json_bool(1);
		}
		break;
	case 'f':
		if (strncmp(r->p, "false", 5) == 0) {
			r->p += 5;
			return json_bool(0);
		}
		break;
	case 'n':
		if (strncmp(r->p, "null", 4) == 0) {
			r->p += 4;
			return json_null();
		}
		break;
	default: {
		/* RFC 8259: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
		const char *s = r->p;
		char *end;
		int isnum = 0;
		/* most numbers of a state: one digit, then what ends it */
		if (DIGIT(s[0]) && !DIGIT(s[1]) && s[1] != '.' &&
		    s[1] != 'e' && s[1] != 'E') {
			r->p++;
			return json_int(s[0] - '0');
		}
		if (*s == '-')
			s++;
		if (*s == '0')
			s++;
		else if (*s >= '1' && *s <= '9')
			while (DIGIT(*s))
				s++;
		else
			break;
		if (*s == '.') {
			isnum = 1;
			if (!DIGIT(*++s))
				break;
			while (DIGIT(*s))
				s++;
		}
		if (*s == 'e' || *s == 'E') {
			isnum = 1;
			s++;
			if (*s == '+' || *s == '-')
				s++;
			if (!DIGIT(*s))
				break;
			while (DIGIT(*s))
				s++;
		}
		/* a whole number of up to 18 digits cannot overflow: read
		 * here, strtol costs ten times as much */
		if (!isnum && s - r->p <= 18 && !DIGIT(*s)) {
			int neg = *r->p == '-';
			long v = 0;
			for (const char *q = r->p + neg; q < s; q++)
				v = v * 10 + (*q - '0');
			r->p = s;
			return json_int(neg ? -v : v);
		}
		errno = 0;
		if (!isnum) {
			long v = strtol(r->p, &end, 10);
			if (end == s && errno == 0) {
				r->p = end;
				return json_int(v);
			}
		}
		double d = strtod(r->p, &end);
		if (end == s && isfinite(d)) {
			r->p = end;
			return json_num(d);
		}
	}
	}
	return fail(r, "unexpected character");
}

struct json *
json_parse(const char *text, char *err, size_t errlen)
{
	char dummy[8];
	struct reader r = { text, err ? err : dummy, err ? errlen : sizeof
	    dummy, 0, NULL };
	struct json *j;

	r.err[0] = '\0';
	j = read_val(&r);
	if (j == NULL) {
		keys_free(r.kb);
		return NULL;
	}
	skip_ws(&r);
	if (*r.p != '\0') {
		json_free(j);
		keys_free(r.kb);
		return fail(&r, "trailing characters");
	}
	j->kb = r.kb;	/* freed with it */
	return j;
}

struct json *
json_longs(const long *v, size_t n)
{
	struct json *a = json_arr();

	for (size_t i = 0; i < n; i++)
		json_push(a, json_int(v[i]));
	return a;
}

struct json *
json_ints(const int *v, size_t n)
{
	struct json *a = json_arr();

	for (size_t i = 0; i < n; i++)
		json_push(a, json_int(v[i]));
	return a;
}
