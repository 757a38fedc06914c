/* dice.h: dice expressions: parse, canonical text, roll.
 *
 * The language (arbiter(1), "Dice expressions"):
 *
 *	expr    = term { ("+" | "-") term }
 *	term    = unary { ("*" | "/") unary }
 *	unary   = "-" unary | primary
 *	primary = "(" expr ")" | INT | [INT] die ["!"] [("kh" | "kl") INT]
 *	die     = "d" INT | "d{" face { "," face } "}" | NAME
 *	face    = ["-"] INT ["*"]
 *
 * Integers are decimal.  "/" divides rounding down (-7/2 is -4).  Unary minus
 * binds tighter than "*" and "/", so -d6/2 is (-d6)/2.  N in NdS defaults to
 * 1; "D" is read as "d" and the whole text is case-insensitive.  Whitespace
 * may stand between tokens, not inside one.
 *
 * Dice: "d6" is a standard die with faces 1 to 6; "d6!" explodes on its
 * maximum.  "d{0,1,1,2*}" lists the faces of a custom die; faces may repeat,
 * may be 0 or negative, and a "*" marks a face that explodes.  When an
 * exploding face comes up, the same die is thrown again and the throws add;
 * the re-roll may explode again.  A value may be on both kinds of face
 * ("d{0,0,1,1,2,2*}": one 2 explodes, the other does not).  "khK" and
 * "klK" keep the K highest or lowest dice of the term (a die's value is the
 * sum of its throws); among equal dice the earlier ones are kept.
 *
 * Names: a NAME is a die of the ruleset, found through dice_env.lookup.  It
 * is read as the longest run [a-z][a-z0-9_-]*; if that run is not a known
 * die, the longest known die at its start that is followed by "-" or by
 * "kh"/"kl" and a digit is used, so "2blue-1" and "3bluekh2" mean what they
 * look like.  "d" followed by a digit or "{" is always a standard or custom
 * die, and "d" alone is never a name (so a ruleset should not name a die
 * "d" followed by a digit).
 */
#ifndef ARBITER_DICE_H
#define ARBITER_DICE_H

#include <stddef.h>

#include "core/base/diag.h"
#include "core/base/rng.h"

/* Limits, refused at parse time (ST_USAGE) except DICE_MAX_VALUE for computed
 * values, which dice_roll and dist_of refuse, and DICE_MAX_REROLLS. */
#define DICE_MAX_TEXT	4096		/* bytes of expression text */
#define DICE_MAX_TERM	1000		/* dice in one term */
#define DICE_MAX_DICE	10000		/* dice in one expression */
#define DICE_MAX_SIDES	1000000		/* sides of a standard die */
#define DICE_MAX_FACES	100		/* faces of a custom or named die */
#define DICE_MAX_DEPTH	64		/* nested parentheses and unary minus */
#define DICE_MAX_VALUE	1000000000000L	/* |any integer, literal or computed| */
/* A die is re-rolled at most this many times in a row, digitally and
 * physically alike (so a recorded roll replays the same): the throw after the
 * last re-roll counts even if its face explodes. */
#define DICE_MAX_REROLLS 100
/* Throws of one command (all its rolls, re-rolls included): so that what one
 * command logs stays bounded.  dice_roll refuses more (ST_USAGE). */
#define DICE_MAX_THROWS 100000

/* A named die of a ruleset.  dice_parse copies it; the caller keeps it. */
struct die_faces {
	int n;				/* number of faces */
	const long *faces;		/* face values */
	const unsigned char *explode;	/* per face, nonzero if it explodes;
					 * may be NULL */
};

struct dice_env {
	/* The die called name (lowercase), or NULL if there is none. */
	const struct die_faces *(*lookup)(void *ctx, const char *name);
	void *ctx;
};

struct dice_expr;

/* Parse text into *out (owned by the caller, freed by dice_free).  env may be
 * NULL: then every name is unknown.  Errors: ST_USAGE for a malformed
 * expression, ST_DATA for a named die whose definition is broken (no faces,
 * too many, all exploding, a value out of range), ST_ENV when out of memory;
 * *out is then NULL.  Messages carry the column (also in d->col). */
int dice_parse(const char *text, const struct dice_env *env,
    struct dice_expr **out, struct diag *d);
void dice_free(struct dice_expr *e);

/* Canonical text: lowercase, no spaces, N omitted when 1, the fewest
 * parentheses that keep the tree: "2d6+1", "4d6kh3", "d{0,1,1,2*}", "2blue",
 * "(d6+1)*2", "d6!".  Parsing it (with the same env) gives the same tree.
 * Writes at most n bytes including the NUL; returns the length it needed,
 * like snprintf. */
int dice_format(const struct dice_expr *e, char *buf, size_t n);
int dice_count(const struct dice_expr *e);	/* dice thrown before explosions */
int dice_has_dice(const struct dice_expr *e);

/* Where faces come from: the generator (digital) or faces read at the table
 * (physical).  A digital face is, for a standard die with S sides,
 * 1 + rng_below(rng, S, &draws), and for a custom or named die with n faces,
 * faces[rng_below(rng, n, &draws)], one call per throw in the order below.
 * Replays depend on this.
 *
 * A physical face explodes when the die's faces of that value explode.  For
 * a value the die shows both with and without '*', the reading says which:
 * star[i] nonzero means face i was read with its '*'; without star (or with
 * star[i] == 0) it is the plain face.  A star on a face that cannot explode
 * is refused.  usedstar records the same for every face thrown, so feeding
 * used and usedstar back as physical faces replays a roll exactly. */
struct dice_src {
	struct rng *rng;		/* digital when faces == NULL */
	const long *faces;		/* physical: faces in the order read */
	int nfaces, pos;
	long *used;			/* every face thrown, in order; owned */
	int nused, capused;
	unsigned long draws;		/* raw generator outputs consumed */
	const unsigned char *star;	/* physical, may be NULL: see above */
	unsigned char *usedstar;	/* per used face: an exploding face;
					 * owned */
};
void dice_src_digital(struct dice_src *s, struct rng *r);
/* faces stays the caller's and must outlive s; so does star, if the caller
 * sets it afterwards. */
void dice_src_physical(struct dice_src *s, const long *faces, int n);
void dice_src_release(struct dice_src *s);
/* After all rolls of one command: ST_USAGE if physical faces are left over. */
int dice_src_finish(struct dice_src *s, struct diag *d);

struct dice_throw {
	long face;
	int term;		/* which dice term, 0 for the leftmost */
	unsigned char kept;	/* counts in the total (always, without kh/kl) */
	unsigned char exploded;	/* this face exploded: the next throw belongs
				 * to the same die */
};
struct dice_result {
	long total;
	int n;
	struct dice_throw *v;	/* owned; free with dice_result_free */
};

/* Roll e with faces from src, into *res (overwritten; on error left empty).
 * Dice are thrown left to right through the expression, each term's dice in
 * order, a die's re-rolls right after it; each throw takes the next face.
 * Physical faces are checked: a face the die lacks ("'d6' has no face 7"),
 * a star where the face cannot explode and too few faces ("'2d6' needs 2
 * faces, 1 given") are ST_USAGE, and so are division by zero and values
 * beyond DICE_MAX_VALUE.  Faces thrown are appended to src->used even when
 * the roll fails. */
int dice_roll(const struct dice_expr *e, struct dice_src *src,
    struct dice_result *res, struct diag *d);
void dice_result_free(struct dice_result *res);

/*
 * The tree.  Only the dice and dist modules look inside it; everyone else
 * treats struct dice_expr as opaque.
 */
enum dice_kind { DICE_NUM, DICE_NEG, DICE_ADD, DICE_SUB, DICE_MUL, DICE_DIV,
	DICE_TERM };
enum dice_die { DIE_STD, DIE_CUSTOM, DIE_NAMED };
enum dice_keep { KEEP_ALL, KEEP_HIGH, KEEP_LOW };

struct dice_expr {
	enum dice_kind kind;
	int col;			/* where it starts in the text, from 1 */
	long val;			/* DICE_NUM: 0 .. DICE_MAX_VALUE */
	struct dice_expr *l, *r;	/* operands; DICE_NEG uses l */
	/* DICE_TERM: count dice, kept per keep and k. */
	int count, term;		/* term: index from the left, from 0 */
	enum dice_die die;
	long sides;			/* DIE_STD */
	int bang;			/* DIE_STD: "!" */
	int nfaces;			/* DIE_CUSTOM and DIE_NAMED: */
	long *faces;			/* owned copies */
	unsigned char *explode;		/* nonzero if the face explodes */
	char *name;			/* DIE_NAMED, lowercase; owned */
	enum dice_keep keep;
	int k;
};

/* For the modules above: the canonical text of a die of a term, without count
 * or keep ("d6", "d{0,1,1,2*}", "blue"); like dice_format. */
int dice_format_die(const struct dice_expr *t, char *buf, size_t n);
/* The canonical text of e in buf of size n, cut with "..." if longer. */
void dice_quote(const struct dice_expr *e, char *buf, size_t n);

#endif
