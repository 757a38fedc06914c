/* expr_int.h: the parsed form of an expression, shared by the parser
 * (expr_parse.c) and the evaluator (expr_eval.c); nothing outside
 * core/expr/ sees it (expr.h). */
#ifndef EXPR_INT_H
#define EXPR_INT_H

#include "core/expr/expr.h"

#include <stddef.h>

enum op {
	OP_NUM, OP_SYM, OP_NEG, OP_NOT, OP_ADD, OP_SUB, OP_MUL, OP_DIV,
	OP_MOD, OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE, OP_AND, OP_OR,
	OP_MIN, OP_MAX, OP_FLOOR, OP_CEIL, OP_ROUND, OP_ABS, OP_IF
};

struct node {
	enum op op;
	long num;			/* OP_NUM */
	struct expr_sym sym;		/* OP_SYM */
	int n;				/* arguments */
	struct node *arg[EXPR_MAX_ARGS];
	int col;			/* from 0, within the text */
	int need_col;			/* OP_SYM: where what sym.needs is
					   read is written */
	int len;			/* OP_SYM: the length of the call
					   as written, for messages */
};

/* The nodes of an expression, taken from blocks it owns (a node
 * allocated by itself cost as much as the parse of it): freed with it.
 * The first block is in the expression's own allocation, with its text
 * (expr_parse: one allocation for most expressions). */
struct node_block {
	struct node_block *next;
	int used, size;
	struct node v[];
};

struct expr {
	char *text;			/* after the first block */
	struct node *root;
	struct node_block *nodes;
	struct node_block *first;	/* in the allocation of e */
	char file[DIAG_FILE_MAX];
	int line, col;
	int taken;			/* from expr_names.alloc: not freed
					   by expr_free (its blocks after the
					   first are) */
};

/* The line and column in the file of byte at of text s of e. */
void expr_pos_of(const struct expr *e, const char *s, size_t at, int *line,
    int *col);

#endif
