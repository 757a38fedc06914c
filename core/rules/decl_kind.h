/* decl_kind.h: what kind an effect is (decl_kind.c), the one test of it
 * where the members of its other kinds are not read.  One of the parts
 * of decl.h, which the program includes. */
#ifndef ARBITER_DECL_KIND_H
#define ARBITER_DECL_KIND_H

#include <stddef.h>

#include "core/rules/decl_effect_def.h"

/* Whether the member of effect e at off (offsetof(struct effect_def,
 * KIND.MEMBER), a member of some kind's field: never one of the fields
 * every effect has, says, json, ...) is of e's kind (decl_kind.c): 0, a
 * member of another kind, not to be read (it holds nothing); an effect
 * of no key or of two (refused by the check), its kind not stored, 1
 * (each key's member in its place), or where the kinds' members lie over
 * each other whether it is the member of the key held in place (struct
 * schema_tag).  One test of a field's bounds: the check of a word asks
 * it of every effect of its action. */
int eng_effect_holds(const struct effect_def *e, size_t off);
/* The kind of effect e (enum effect_kind): stored by its check, else the
 * one its key was read with (every effect is read, from the texts or the
 * image: none is made in C); EK_NONE for none, or two keys. */
int eng_effect_kind_read(const struct effect_def *e);
static inline int
eng_effect_kind(const struct effect_def *e)
{
	return e->kind > 0 ? e->kind : eng_effect_kind_read(e);
}
/* Whether effect e is of the kind of member m (place, roll, ...): the one
 * test of what an effect is, where the members of its other kinds are
 * not read. */
#define EK_IS(e, m) (eng_effect_kind(e) == EK_##m)
/* The lists of effects within effect e, by its kind, into in[0] and
 * in[1] (NULL where it has fewer): an if's then and otherwise; an
 * each-player's, each-player-in-turn's, each-region's, each-group's,
 * each-site's or each-squad-in-flight's; a combat-round's or
 * each-source's then (a roll's table is not one). */
void eng_effect_lists(const struct effect_def *e, const struct vec *in[2]);

#endif
