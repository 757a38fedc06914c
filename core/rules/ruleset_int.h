/* ruleset_int.h: what the files of the rules layer share of a ruleset's
 * derived parts. */
#ifndef ARBITER_RULESET_INT_H
#define ARBITER_RULESET_INT_H

#include "core/rules/ruleset.h"

struct rs_dies {
	int n;
	struct die_faces *v;
	long **faces;
	unsigned char **explode;
	/* symbol faces: the symbols (a face shows its index + 1), and for
	 * each die of symbols and each of its symbols a die counting it,
	 * named DIE-SYMBOL, with faces 1 where it shows and 0 elsewhere */
	char **sym;
	int nsym;
	int ncount;
	char **cname;
	struct die_faces *cv;
	long **cfaces;
};

/* Is a face a symbol (an id) rather than a number?  The code of symbol
 * f among d's, from 1, or 0. */
int rs_is_symbol(const char *f);
int rs_symbol_code(struct rs_dies *d, const char *f);

static inline struct rs_dies *
dies_of(const struct ruleset *rs)
{
	return rs->dies;
}

#define ERR(pos, ...) diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__)


/* The older decks' keys become 'decks' (ruleset_decks.c): value (consumed)
 * merged under decks.id of t; a scalar set in map m, placed at at; a value
 * written in YAML (text) set in m.  0, or -1 out of memory. */
int rs_deck_put(struct ynode *t, const char *id, struct ynode *value);
/* The scalar under key of map m, or NULL. */
const struct ynode *rs_yscalar(const struct ynode *m, const char *key);
int rs_set_scalar(struct ynode *m, const char *key, const char *text,
    const struct ynode *at);
int rs_set_yaml(struct ynode *m, const char *key, const char *text,
    const struct ynode *at);

#endif
