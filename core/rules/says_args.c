/* says_args.c: the words after some {@function}s' names in a ruleset's
 * says (a modifier, a command, a mechanism's text, a word of the action, a
 * product), and a comma outside parentheses, read for says.c. */
#include "core/rules/says_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first comma from p to close outside parentheses, or NULL. */
const char *
says_top_comma(const char *p, const char *close)
{
	int depth = 0;

	for (; p < close; p++)
		if (*p == '(')
			depth++;
		else if (*p == ')')
			depth--;
		else if (*p == ',' && depth == 0)
			return p;
	return NULL;
}

/* @modifiers's words from p to close: do they name a player (a third
 * word, after the modifier and the unit)? */
int
says_modifiers_of_player(const char *p, const char *close)
{
	const char *c = says_top_comma(p, close);

	return c != NULL && says_top_comma(c + 1, close) != NULL;
}

/* @modifiers KEY[, UNIT]: the modifier into part->mod, *p moved past it
 * (and past the comma before a unit).  1: a unit follows; 2: nothing
 * does; -1 when it is no modifier or the unit is missing or extra. */
int
says_modifier_of(const struct ruleset *rs, const char **p, const char *close,
    struct says_part *part)
{
	size_t m = strcspn(*p, " ,}");
	const char *q;
	char name[64];

	if (m == 0 || m >= sizeof name || *p + m > close)
		return -1;
	memcpy(name, *p, m);
	name[m] = '\0';
	for (q = *p + m; isspace((unsigned char)*q); q++)
		;
	/* with a unit after a comma, one given by unit */
	if ((part->mod = rs_chief_mod_key(rs, name, *q == ',')) < 0)
		return -1;
	*p = q;
	if (!rs_chief_mod_by_unit(part->mod))
		return *p == close ? 2 : -1;
	for ((*p)++; isspace((unsigned char)**p); (*p)++)
		;
	return *p < close ? 1 : -1;
}

/* The jobs of the program an effect does (eng_effect_runs) that are not
 * commands of the program, after those for @command. */
static const char effect_jobs[][SCHEMA_NAME_MAX] = {
	"station",
	"equip",
	"tally",
	/* laying the map, placing the homes and the arrival's buildings
	 * (rs_hint_action finds the action doing them) */
	"lay",
	"arrive",
	"settle",
	""
};

const char *
eng_says_command(int word)
{
	return word < GC__N ? rs_game_cmd_names[word] : effect_jobs[word -
	    GC__N];
}

/* @command's name, from p to close (spaces after it aside): one of the
 * program's commands (rs_game_cmd_names) or of the jobs of effects
 * (effect_jobs, from GC__N), its place into part->word; -1 when it is
 * none. */
int
says_command_of(const char *p, const char *close, struct says_part *part)
{
	size_t m;

	while (close > p && isspace((unsigned char)close[-1]))
		close--;
	m = (size_t)(close - p);
	for (part->word = 0; rs_game_cmd_names[part->word][0] != '\0';
	    part->word++)
		if (strlen(rs_game_cmd_names[part->word]) == m &&
		    strncmp(rs_game_cmd_names[part->word], p, m) == 0)
			return 0;
	for (int k = 0; effect_jobs[k][0] != '\0'; k++)
		if (strlen(effect_jobs[k]) == m && strncmp(effect_jobs[k], p,
		    m) == 0) {
			part->word = GC__N + k;
			return 0;
		}
	return -1;
}

/* @usage's words after its comma, from p to close, spaces around them
 * aside: a copy, or NULL where they are none or not all in capitals (or
 * out of memory). */
char *
says_usage_words(const char *p, const char *close)
{
	while (p < close && isspace((unsigned char)*p))
		p++;
	while (close > p && isspace((unsigned char)close[-1]))
		close--;
	if (p == close)
		return NULL;
	for (const char *q = p; q < close; q++)
		if (!isupper((unsigned char)*q) && *q != '-' && *q != '_' &&
		    (*q != ' ' || q[-1] == ' '))
			return NULL;
	return strndup(p, (size_t)(close - p));
}

/* @mechanism's GROUP, KEY, from p to close: a text a mechanism declares
 * (mechanisms.GROUP.KEY), its places into part->res and part->mod; -1
 * when the schema has no text there; with number (@unknown's), a
 * number instead of a text. */
int
says_mechanism_of(const char *p, const char *close, struct says_part *part,
    int number)
{
	char g[64], k[64];
	const char *comma = memchr(p, ',', (size_t)(close - p)), *e;
	long gi, ki;

	if (comma == NULL || comma - p >= (long)sizeof g)
		return -1;
	for (e = comma; e > p && isspace((unsigned char)e[-1]); e--)
		;
	snprintf(g, sizeof g, "%.*s", (int)(e - p), p);
	for (p = comma + 1; p < close && isspace((unsigned char)*p); p++)
		;
	for (e = close; e > p && isspace((unsigned char)e[-1]); e--)
		;
	if (e - p >= (long)sizeof k)
		return -1;
	snprintf(k, sizeof k, "%.*s", (int)(e - p), p);
	if ((number ? rs_mech_int(g, k, &gi, &ki) : rs_mech_text(g, k, &gi,
	    &ki)) != 0)
		return -1;
	part->res = (int)gi;
	part->mod = (int)ki;
	return 0;
}

/* @text's word, from p to close (spaces around it aside): a word of kind
 * text (or card-id, choice, cargo, piece-counts, producer, site, items)
 * of act, its place into part->arg; -1 when it is none. */
int
says_text_word(const struct action_def *act, const char *p, const char *close,
    struct says_part *part)
{
	size_t m;

	while (close > p && isspace((unsigned char)close[-1]))
		close--;
	m = (size_t)(close - p);
	for (int k = 0; act != NULL && k < act->args.n; k++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, k);
		if ((x->kind == ARG_TEXT || x->kind == ARG_CARD_ID ||
		    x->kind == ARG_CHOICE || x->kind == ARG_CARGO ||
		    x->kind == ARG_PIECE_COUNTS || x->kind == ARG_SITE ||
		    x->kind == ARG_PLACE || x->kind == ARG_TILE ||
		    x->kind == ARG_PRODUCER || x->kind == ARG_ITEMS) &&
		    strlen(x->name) == m &&
		    strncmp(x->name, p, m) == 0) {
			part->arg = k;
			return 0;
		}
	}
	return -1;
}

/* @modifierterms WORD, a|d, from p to close: a word of kind modifiers of
 * act, its place into part->arg, and the side (0 the attack, 1 the
 * defence) into part->mod; -1 when they are not.  The word is found even
 * with no comma after it, so that the caller counts it as read and the
 * call is refused once, not again as a word read by nothing. */
int
says_terms_of(const struct action_def *act, const char *p, const char *close,
    struct says_part *part)
{
	const char *comma = memchr(p, ',', (size_t)(close - p)), *e;

	for (e = comma != NULL ? comma : close; e > p &&
	    isspace((unsigned char)e[-1]); e--)
		;
	part->arg = -1;
	for (int k = 0; act != NULL && k < act->args.n; k++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, k);
		if (x->kind == ARG_MODIFIERS && strlen(x->name) ==
		    (size_t)(e - p) && strncmp(x->name, p, (size_t)(e - p)) ==
		    0)
			part->arg = k;
	}
	if (comma == NULL)
		return -1;
	for (p = comma + 1; p < close && isspace((unsigned char)*p); p++)
		;
	for (e = close; e > p && isspace((unsigned char)e[-1]); e--)
		;
	if (part->arg < 0 || e - p != 1 || (*p != 'a' && *p != 'd'))
		return -1;
	part->mod = *p == 'd';
	return 0;
}

/* @product's first word, from *p to the comma before close: a word of
 * kind product of act (its place into part->arg) or a product's id (its
 * place into part->res, part->arg -1); *p past the comma.  -1 when it is
 * neither, or no count follows. */
int
says_product_of(const struct ruleset *rs, const struct action_def *act,
    const char **p, const char *close, struct says_part *part)
{
	const char *comma = memchr(*p, ',', (size_t)(close - *p)), *e;
	char id[64];

	if (comma == NULL)
		return -1;
	for (e = comma; e > *p && isspace((unsigned char)e[-1]); e--)
		;
	snprintf(id, sizeof id, "%.*s", (int)(e - *p < 63 ? e - *p : 63), *p);
	part->arg = -1;
	for (int k = 0; act != NULL && k < act->args.n; k++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, k);
		if (x->kind == ARG_PRODUCT && strcmp(x->name, id) == 0)
			part->arg = k;
	}
	part->res = part->arg < 0 ? vec_find(&rs->mech.production.products,
	    id) : -1;
	if (part->arg < 0 && part->res < 0)
		return -1;
	for (*p = comma + 1; *p < close && isspace((unsigned char)**p);
	    (*p)++)
		;
	return *p < close ? 0 : -1;
}
