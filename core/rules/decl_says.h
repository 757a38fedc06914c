/* decl_says.h: a line for people that a ruleset declares, compiled into
 * parts (says_part, says_tpl), the functions its parts may be, and its
 * freeing.  One of the parts of decl.h, which the program includes. */
#ifndef ARBITER_DECL_SAYS_H
#define ARBITER_DECL_SAYS_H

#include "core/base/schema.h"

/* A line for people, "{@me} earns {@qty coins, n}": text with parts in
 * braces, each an expression (its value) or a function: @me (the actor's
 * name), @player X, @region X, @piece X (names of indexes), @qty RES X
 * ("3 coins", "1 coin"), @s X ("s" unless X is 1), @cost (an action's cost
 * paid), @modifiers KEY[, UNIT] (the actor's acting chiefs' modifier).  Compiled by eng_compile; n parts. */
struct says_part {
	char *text;		/* literal text, or NULL */
	int fn;			/* enum says_fn, for an expression part */
	int res;		/* @qty: the resource */
	struct sexpr x;		/* the expression */
	int word;		/* @word: enum rs_word (words.h) */
	int form;		/* @word: enum word_form */
	int arg;		/* @text: the place of its text word among
				   the action's words */
	int mod;		/* @modifiers: the chiefs' modifier (enum
				   chief_sum_key, names.h) */
	struct sexpr y;		/* @modifiers: the player whose chiefs
				   (none: the actor's) */
	char *words;		/* @term: the words after the number */
};
struct says_tpl {
	int n;
	struct says_part *v;
	char *block;		/* the texts of its parts (text, x's and
				   y's), one copy of the line cut in place */
	/* a line of rules kept checked (ruleset.checked): compiled when
	 * first said (eng_says_ready), from these */
	const char *text;	/* the line, or NULL: compiled (or none) */
	struct spos pos;
	const struct action_def *act;
	int in_roll;
};

/* The functions of a line (says_tpl parts). */
enum says_fn { FN_VALUE, FN_ME, FN_PLAYER, FN_REGION, FN_PIECE, FN_QTY,
	FN_S, FN_COST, FN_NAME, FN_UNIT, FN_FACTION, FN_ENTERED, FN_ROLE,
	FN_RELEASED,
	FN_BODY,
	FN_WORD,
	FN_TRACKED,
	FN_GROUP,
	FN_CHIEF,
	FN_TEXT,
	FN_RESOURCE,
	FN_MODIFIERS,
	FN_TERRITORY,
	FN_GROUPID,
	FN_SITE,
	FN_PLAYERS,
	FN_COMMAND,
	FN_REGIONS,
	FN_REGIONVALUES,
	FN_WINNERS,
	FN_VERB,
	FN_WORDS,
	FN_REGIONTERMS,
	FN_FACES,
	FN_PIECEVALUES,
	FN_MECHANISM,
	FN_CHANGED,
	FN_DIE,
	FN_RANKING,
	FN_TIES,
	FN_PARTIES,
	FN_UNKNOWN,
	FN_KINDOF,
	FN_BEFORE,
	FN_DECIDED,
	FN_COMPARED,
	FN_PAIR,
	FN_MODIFIERTERMS,
	FN_LIST,
	FN_TERM,
	FN_STEP,
	FN_SQUAD,
	FN_PRODUCT,
	FN_TURNPLAYERS,
	FN_COUNT,
	FN_HELDBY,
	FN_CARGO,
	FN_CLAIMERS,
	FN_CARDVALUE,
	FN_CHIEFTEXT,
	FN_USAGE };

/* Free a compiled line (rs_derived_free does, for a ruleset's). */
void eng_says_free(struct says_tpl *t);
/* The job @command names by its place (says_part word): a command of the
 * program (rs_game_cmd_names), or from GC__N one an effect does that is
 * none, such as station (says_args.c). */
const char *eng_says_command(int word);

#endif
