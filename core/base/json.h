/* json.h: building JSON documents and writing them out.
 *
 * Values form a tree; a container owns what is put into it.  Objects keep
 * their keys in insertion order, so output is stable.  json_parse() reads
 * documents back (for state snapshots and tests).
 */
#ifndef ARBITER_JSON_H
#define ARBITER_JSON_H

#include "core/base/strbuf.h"

enum jtype { J_NULL, J_BOOL, J_INT, J_NUM, J_STR, J_ARR, J_OBJ };

struct json {
	enum jtype type;
	unsigned char slab;	/* made in a block with others (json.c) */
	long i;			/* J_BOOL, J_INT; J_OBJ read: how many of
				 * its first keys are its document's */
	double d;		/* J_NUM */
	char *s;		/* J_STR */
	int n, cap;		/* J_ARR, J_OBJ */
	char **keys;		/* J_OBJ */
	struct json **v;	/* J_ARR, J_OBJ */
	struct json_keys *kb;	/* a document read: the bytes of its
				 * objects' keys (json.c) */
};

struct json *json_null(void);
struct json *json_bool(int b);
struct json *json_int(long i);
struct json *json_num(double d);
struct json *json_str(const char *s);	/* NULL gives null */
struct json *json_arr(void);
struct json *json_obj(void);
/* An array of the numbers v[0..n). */
struct json *json_longs(const long *v, size_t n);
struct json *json_ints(const int *v, size_t n);
void json_free(struct json *j);

/* Put v (owned from now) into a container; a NULL v becomes null.  Return
 * the container, for chaining.  json_set replaces an existing key. */
struct json *json_push(struct json *arr, struct json *v);
struct json *json_set(struct json *obj, const char *key, struct json *v);
struct json *json_get(const struct json *obj, const char *key);
/* A deep copy (NULL on allocation failure). */
struct json *json_copy(const struct json *j);

/* Write j to b: compact, or indented by two spaces when pretty. */
void json_write(struct strbuf *b, const struct json *j, int pretty);
/* The same, pretty, as if j stood depth levels deep in a larger document:
 * for writing a long array one element at a time. */
void json_write_at(struct strbuf *b, const struct json *j, int depth);
/* Write s as a JSON string literal. */
void json_write_str(struct strbuf *b, const char *s);
/* s up to its first newline (or its end) as a JSON string: the bytes of
 * s written, the newline not among them. */
size_t json_write_line(struct strbuf *b, const char *s);
/* Append v as JSON writes a number ("%ld", without printf). */
void json_write_long(struct strbuf *b, long v);
/* Append the array of the n numbers of v, as json_write writes it
 * compact ("[1,-1,20]"). */
void json_write_longs(struct strbuf *b, const long *v, size_t n);

/* Parse text; NULL (and a message in err) when it is not JSON. */
struct json *json_parse(const char *text, char *err, size_t errlen);

#endif
