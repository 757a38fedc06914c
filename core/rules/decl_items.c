/* decl_items.c: the ruleset check of a word of kind items (every word
 * left, each [Nx]NAME[:FLAG], core/engine/engine_items.c): the last word,
 * its NAME's kind declared in the ruleset, its flags each once (each
 * with a text, when a mapping, that says what it does); 'item'
 * and 'flags' on a word of that kind only; the head of its groups
 * ('under'); how its refusals name a word ('refusals'); what kind of
 * item a word declares. */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_item_kind(const struct arg_def *x)
{
	for (int k = 0; x->item != NULL && k < ITEM__N; k++)
		if (strcmp(x->item, eng_item_kind_names[k]) == 0)
			return k;
	return ITEM_RESOURCE;
}

int
eng_items_ready(const struct ruleset *rs, const struct arg_def *x)
{
	if (x->kind != ARG_ITEMS)
		return 0;
	return rs_ready(rs, &x->item) < 0 || rs_ready(rs, &x->flags) < 0 ||
	    rs_ready(rs, &x->under) < 0 || rs_ready(rs, &x->fields) < 0 ||
	    rs_ready(rs, &x->written) < 0 ?
	    -1 : 0;
}

/* The head of x's groups (under): a number of digits (min 0 or more,
 * to max), a player, or a site of the round (the card mechanisms'). */
static int
check_under(const struct ruleset *rs, const struct arg_def *x,
    const char *id, const struct spos *pos, struct diag_list *errs)
{
	const struct under_def *u = &x->under;

	if (!u->present)
		return 0;
	if (u->kind != ARG_NUMBER && u->kind != ARG_PLAYER &&
	    u->kind != ARG_SITE)
		return ERR(*pos, "'actions.%s.args': '%s' has 'under: {kind: "
		    "%s}', and the head of a group of items is a number, a "
		    "player or a site: write 'under: {kind: number}', "
		    "'{kind: player}' or '{kind: site}'", id, x->name,
		    eng_arg_kind_names[u->kind]);
	if (u->kind == ARG_SITE && !rs->mech.claims.present)
		return ERR(*pos, "'actions.%s.args': the items of '%s' are "
		    "under sites (under: {kind: site}), the sites of the "
		    "round of mechanisms.claims, and this ruleset has none: "
		    "declare them, or write another head", id, x->name);
	if (u->kind == ARG_NUMBER && (u->min < 0 || u->min > u->max))
		return ERR(*pos, "'actions.%s.args': the head of '%s' is a "
		    "number from %ld to %ld, and a head is written in digits, "
		    "the least 0 or more and not above the most: write "
		    "'under: {kind: number, min: 1, max: N}'", id, x->name,
		    u->min, u->max);
	if (u->kind != ARG_NUMBER && (u->min != 1 || u->max != RS_VALUE_MAX ||
	    u->what != NULL))
		return ERR(*pos, "'actions.%s.args': the head of '%s' is a "
		    "%s, and 'min', 'max' and 'what' are a number's: take "
		    "them out",
		    id, x->name, eng_arg_kind_names[u->kind]);
	return 0;
}

/* The fields of x's items: each a number (bounds in digits), a card
 * (the ruleset has cards) or a flag (x has flags), the flags those of a
 * field. */
static int
check_fields(const struct ruleset *rs, const struct arg_def *x,
    const char *id, const struct spos *pos, struct diag_list *errs)
{
	int bad = 0, flag = 0;

	if (x->fields.n > ITEM_FIELDS_MAX)
		bad += ERR(*pos, "'actions.%s.args': '%s' has %d fields, and "
		    "an item has at most %d after its NAME: write fewer",
		    id, x->name, x->fields.n, ITEM_FIELDS_MAX);
	for (int f = 0; f < x->fields.n; f++) {
		const struct item_field *d = VEC_AT(x->fields,
		    struct item_field, f);
		flag |= d->kind == ARG_FLAG;
		if (d->kind != ARG_NUMBER && d->kind != ARG_CARD &&
		    d->kind != ARG_FLAG)
			bad += ERR(*pos, "'actions.%s.args': field %d of '%s' "
			    "is of kind %s, and a field of an item is a "
			    "number, a card or a flag: write 'kind: number', "
			    "'kind: card' or 'kind: flag'", id, f + 1, x->name,
			    eng_arg_kind_names[d->kind]);
		if (d->kind == ARG_CARD && rs->cards.n <= 0)
			bad += ERR(*pos, "'actions.%s.args': field %d of '%s' "
			    "is a card, and this ruleset has none: declare "
			    "cards, or write another kind", id, f + 1,
			    x->name);
		if (d->kind == ARG_FLAG && x->flags.n == 0)
			bad += ERR(*pos, "'actions.%s.args': field %d of '%s' "
			    "is a flag, and '%s' has no flags: write its words "
			    "as 'flags: [WORD, ...]'", id, f + 1, x->name,
			    x->name);
		if (d->kind == ARG_NUMBER && (d->min < 0 || d->min > d->max))
			bad += ERR(*pos, "'actions.%s.args': field %d of '%s' "
			    "is a number from %ld to %ld, and a field is "
			    "written in digits, the least 0 or more and not "
			    "above the most: write 'min: 0, max: N'", id,
			    f + 1, x->name, d->min, d->max);
		if (d->kind != ARG_NUMBER && d->what != NULL)
			bad += ERR(*pos, "'actions.%s.args': field %d of '%s' "
			    "is a %s, and 'what' names a number in its "
			    "refusal: take it out", id, f + 1, x->name,
			    eng_arg_kind_names[d->kind]);
		if (d->kind != ARG_NUMBER && (d->min != 0 ||
		    d->max != RS_VALUE_MAX))
			bad += ERR(*pos, "'actions.%s.args': field %d of '%s' "
			    "is a %s, and 'min' and 'max' bound a number: "
			    "take them out", id, f + 1, x->name,
			    eng_arg_kind_names[d->kind]);
	}
	if (x->fields.n > 0 && x->flags.n > 0 && !flag)
		bad += ERR(*pos, "'actions.%s.args': '%s' has flags and "
		    "fields, and none of its fields is a flag: add "
		    "'{kind: flag}' to its fields, or take the flags out", id,
		    x->name);
	return bad;
}

int
eng_check_items_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];
	int bad = 0;

	/* read by-effect, its declaration kept aside while its action's
	 * effects are not (ruleset_image.c): checked when the image was
	 * kept, read as the action is taken */
	if (x->kind == ARG_ITEMS && x->read == ITEM_READ_EFFECT &&
	    (rs_aside(rs, &x->item) || rs_aside(rs, &x->flags) ||
	    rs_aside(rs, &x->under) || rs_aside(rs, &x->fields) ||
	    rs_aside(rs, &x->written)))
		return 0;
	if (x->kind != ARG_ITEMS) {
		/* the keys of a word of kind items given to one of another
		 * kind: what each is for */
		const struct {
			int given;
			const char *keys, *are, *what;
		} only[] = {
			{ x->item != NULL || x->flags.n > 0, "'item' and "
			    "'flags'", "are", "each of its words "
			    "[Nx]NAME[:FLAG]" },
			{ x->fields.n > 0, "'fields'", "are", "the ':'-parts "
			    "of an item after its NAME" },
			{ x->under.present, "'under'", "is", "a head before "
			    "each group of its items" },
			{ x->read != ITEM_READ_WORDS && x->kind != ARG_TEXT, "'read'", "is", "when "
			    "its words are read" },
			{ x->refusals != ITEM_SAYS_QUOTED, "'refusals'", "is",
			    "how its refusals name the word refused" },
			{ x->written.present, "'written'", "is", "how an "
			    "item is written" },
		};
		for (size_t i = 0; i < sizeof only / sizeof only[0]; i++) {
			/* 'read' is a text's too */
			int text = strcmp(only[i].keys, "'read'") == 0;
			if (only[i].given)
				bad += ERR(*pos, "'actions.%s.args': '%s' is of "
				    "kind %s, and %s %s for a word of kind "
				    "items%s (%s): take %s out, or write 'kind: "
				    "items'%s", id, x->name,
				    eng_arg_kind_names[x->kind], only[i].keys,
				    only[i].are, text ? " or text" : "",
				    only[i].what, only[i].are[0] == 'a' ?
				    "them" : "it", text ? " or 'kind: text'" :
				    "");
		}
		return bad;
	}
	bad += check_under(rs, x, id, pos, errs);
	bad += decl_word_last(a, id, k, errs);
	if (x->item != NULL && strcmp(x->item, eng_item_kind_names[
	    eng_item_kind(x)]) != 0)
		return bad + ERR(*pos, "'actions.%s.args': '%s' has 'item: "
		    "%s', and an item is a resource, a card or a sub-location "
		    "kind: write 'item: resource', 'item: card' or 'item: "
		    "sub-kind'", id, x->name, x->item);
	if (eng_item_kind(x) == ITEM_CARD && rs->cards.n <= 0)
		bad += ERR(*pos, "'actions.%s.args': the items of '%s' are "
		    "cards (item: card), and this ruleset has none: declare "
		    "cards, or write 'item: resource'", id, x->name);
	if (eng_item_kind(x) == ITEM_SUB_KIND && rs->sites.sub_kinds.n <= 0)
		bad += ERR(*pos, "'actions.%s.args': the items of '%s' are "
		    "kinds of sub-location (item: sub-kind), and this ruleset "
		    "has none: declare them under 'sites: {sub-locations: "
		    "...}', or write 'item: resource'", id, x->name);
	if (eng_item_kind(x) == ITEM_RESOURCE && rs->resources.n <= 0)
		bad += ERR(*pos, "'actions.%s.args': the items of '%s' are "
		    "resources (item: resource), and this ruleset has none: "
		    "declare resources, or write 'item: card'", id, x->name);
	bad += check_fields(rs, x, id, pos, errs);
	bad += eng_check_items_written(rs, a, id, k, errs);
	for (int f = 0; f < x->flags.n; f++) {
		const char *says = *VEC_AT(x->flags, char *, f);
		if (says != NULL && says[strspn(says, " ")] == '\0')
			bad += ERR(*pos, "'actions.%s.args': '%s' says "
			    "nothing of what its flag '%s' does: write it, as "
			    "'flags: {%s: \"keeps it dry\"}' (a refusal then "
			    "says \"':%s' after one keeps it dry\"), or "
			    "write the flags as a list", id, x->name,
			    x->flags.ids[f], x->flags.ids[f], x->flags.ids[f]);
		for (int g = 0; g < f; g++)
			if (strcmp(x->flags.ids[f], x->flags.ids[g]) == 0)
				bad += ERR(*pos, "'actions.%s.args': '%s' "
				    "names the flag '%s' twice: write each "
				    "of its flags once", id, x->name,
				    x->flags.ids[f]);
	}
	return bad;
}
