/* ytree.h: a YAML document as a tree of nodes that remember where they came from.
 *
 * Rulesets and overlays are read into this tree first, overlays are merged
 * into it key by key, and only then is the result checked against a schema
 * (schema.h).  Every node keeps the file name, line and column (from 1) of
 * its text, so errors found after merging still point into the right file.
 */
#ifndef ARBITER_YTREE_H
#define ARBITER_YTREE_H

#include <stddef.h>

#include "core/base/diag.h"

enum ykind { Y_SCALAR, Y_MAP, Y_SEQ };

struct ynode {
	enum ykind kind;
	const char *file;	/* not owned: must outlive the tree */
	int line, col;
	char *str;		/* Y_SCALAR: the text */
	int plain;		/* Y_SCALAR: written without quotes */
	int n, cap;		/* Y_MAP: pairs; Y_SEQ: items */
	struct ynode **keys;	/* Y_MAP: key scalars, parallel to v */
	struct ynode **v;	/* Y_MAP: values; Y_SEQ: items */
	/* a mapping's key that a rewrite moved out of another mapping of
	 * ids (a table read as another: ruleset_piece_table.c): the key of
	 * the table it was written in (static text), which the paths of
	 * messages name in place of the table's (schema.c); else NULL */
	const char *under;
};

/* Parse one YAML document.  file names the text in diagnostics and must
 * outlive the tree.  On success *out owns the tree (ynode_free it); errors
 * are added to errs and ST_DATA is returned.  An empty document gives an
 * empty mapping. */
int ytree_parse(const char *text, size_t len, const char *file,
    struct ynode **out, struct diag_list *errs);

void ynode_free(struct ynode *n);

/* A count that every change to a tree made here raises (a node made or
 * freed, an item added, taken or moved, a key renamed): what was found
 * in a tree still holds while it is the same. */
unsigned long ynode_changes(void);

/* Deep copy (file pointers are shared). NULL on allocation failure. */
struct ynode *ynode_copy(const struct ynode *n);

/* Value for key in a mapping, or NULL. */
struct ynode *ynode_get(const struct ynode *map, const char *key);

/* Remove key from a mapping and return its value (the caller owns it). */
struct ynode *ynode_take(struct ynode *map, const char *key);

/* Move pair i of a mapping, its key node and its value, to the end of
 * mapping to (no key of to may be the same).  0, or -1 on allocation
 * failure (nothing moved). */
int ynode_move_pair(struct ynode *map, int i, struct ynode *to);

/* ynode_set, where a key new to the mapping goes before pair i rather
 * than last (i out of range: last). */
int ynode_set_before(struct ynode *map, int i, const char *key,
    struct ynode *value);

/* Rename key from to to in a mapping, in place (the key keeps its place,
 * so that what is reported of the map keeps the order it was written
 * in); a key to already there stays, and so does from.  0, or -1 on
 * allocation failure. */
int ynode_rename(struct ynode *map, const char *from, const char *to);

/* Scalar n says text now, in place (it keeps its place, its position and
 * its quoting), counted as a change (ynode_changes): every scalar whose
 * text is replaced is replaced here.  0, or -1 on allocation failure (n
 * unchanged). */
int ynode_set_text(struct ynode *n, const char *text);

/* Merge over into base, key by key: mappings merge recursively, anything
 * else replaces.  over is consumed.  Returns 0, or -1 on allocation failure. */
int ynode_merge(struct ynode *base, struct ynode *over);

/* A new empty mapping / scalar node (NULL on allocation failure). */
struct ynode *ynode_new_map(const char *file, int line, int col);
struct ynode *ynode_new_scalar(const char *text, int plain, const char *file,
    int line, int col);
/* Set key in a mapping to value (consumed), replacing any old value. */
int ynode_set(struct ynode *map, const char *key, struct ynode *value);

/* Does over (an overlay's tree) only fill values that are `unknown` in
 * base, or repeat values base has?  0 if so; otherwise -1 with the dotted
 * path of the first value it would change in path. */
int ynode_fills_only(const struct ynode *base, const struct ynode *over,
    char *path, size_t n);
/* The same, where over may also add a key that base lacks when may_add
 * says so for its dotted path (an entry of a mapping of ids).  0, or with
 * path set YFILL_CHANGES (a value base has would change) or YFILL_ABSENT
 * (a key base lacks, which may not be added). */
enum { YFILL_CHANGES = -1, YFILL_ABSENT = -2 };
int ynode_fills_or_adds(const struct ynode *base, const struct ynode *over,
    char *path, size_t n, int (*may_add)(void *ctx, const char *path),
    void *ctx);

/* Is this node the plain scalar `unknown`? */
int ynode_is_unknown(const struct ynode *n);

/* A tree as bytes (ytree_bin.c), to be kept and read back without
 * parsing YAML: appended to b; -1 if memory ran out or the tree names
 * too many files. */
struct strbuf;
int ytree_freeze(const struct ynode *root, struct strbuf *b);
/* Read bytes ytree_freeze wrote, checking all of it: *root the tree, its
 * nodes on the heap (free it with ynode_free), each node's file the one
 * of names (nnames of them, kept by the caller while the tree lives) that
 * equals the name the bytes hold.  0, or -1 (and *root NULL) on damaged
 * bytes or a file not among names. */
int ytree_thaw(const void *buf, size_t len, char *const *names, int nnames,
    struct ynode **root);

/* A tree as YAML text (ytree_write.c), appended to b, that ytree_parse
 * reads back as the same tree (positions aside): a scalar that would not
 * read back plain is double-quoted with escapes.  0, or -1 if memory ran
 * out. */
int ytree_write(const struct ynode *root, struct strbuf *b);
/* Set the value at a dotted path of mappings ("board.orbits"), making the
 * mappings on the way (one that is not a mapping is replaced); value is
 * consumed.  0, or -1 on allocation failure or an empty key. */
int ynode_set_path(struct ynode *root, const char *path,
    struct ynode *value);

#endif
