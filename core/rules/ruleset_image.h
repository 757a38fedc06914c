/* ruleset_image.h: a ruleset as walked, as bytes and back (the rules
 * layer's own; see ruleset_image.c). */
#ifndef ARBITER_RULESET_IMAGE_H
#define ARBITER_RULESET_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#include "core/rules/ruleset.h"

/* Append the image of rs, just walked from root (its references
 * resolved, nothing checked yet), to out: 0, or -1 when it cannot be kept
 * (out then holds part of it). */
int rs_image_put(const struct ruleset *rs, const struct ynode *root,
    struct strbuf *out);
/* Read an image into rs (zeroed): 0, with the keys for rs_words_settle
 * in *old_keys, or -1 when it is damaged (what rs holds is released by
 * ruleset_free). */
int rs_image_get(const void *buf, size_t len, struct ruleset *rs,
    uint64_t *old_keys);
/* Actions' effects are kept aside in an image when nothing but the
 * taking of the action reads them (ruleset_image.c says which), and read
 * when first wanted: is the value at dest, a field of rs, kept aside and
 * not read yet? */
int rs_aside(const struct ruleset *rs, const void *dest);
/* The n bytes an array held at address was (freed or not, never read) are
 * at now: what was kept aside in them is found there from now on (the
 * combats' array, grown by ruleset_combats.c after the load). */
void rs_aside_moved(struct ruleset *rs, uintptr_t was, size_t n, void *now);
/* Read the value at dest if it is kept aside: 0, or -1 when it cannot be
 * (an image wrong past its checksum, or out of memory). */
int rs_ready(const struct ruleset *rs, const void *dest);
/* The index of the open values, after the ruleset in an image
 * (ruleset_image_values.c), which leaves their lists out (a ruleset read
 * from its image has units.*.values, chiefs' and pieces' empty): written
 * from the lists of rs (not yet indexed), read into rs (values_kept
 * set): 0, or -1 when damaged. */
struct simg_w;
struct simg_r;
void rs_image_put_values(struct simg_w *w, const struct ruleset *rs);
int rs_image_get_values(struct simg_r *r, struct ruleset *rs);
/* The board's borders as their lands' places, after the open values
 * (ruleset_image_borders.c): written from the names of rs (its lands not
 * yet made), read into rs->borders (left NULL when not kept): 0, or -1
 * when damaged. */
void rs_image_put_borders(struct simg_w *w, const struct ruleset *rs);
int rs_image_get_borders(struct simg_r *r, struct ruleset *rs);
/* The image's checksum set again over its bytes after the first 12 but
 * the area of values kept aside, each of which has its own (the tests'
 * damaged images made to pass it). */
void rs_image_seal(unsigned char *buf, size_t len);

#endif
