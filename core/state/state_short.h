/* state_short.h: a snapshot's list of numbers, most of them one value,
 * written short (state_short.c). */
#ifndef STATE_SHORT_H
#define STATE_SHORT_H

#include <stddef.h>

struct json;
struct strbuf;

struct json *short_longs_json(const long *v, size_t n);
void short_longs_write(struct strbuf *b, const long *v, size_t n);
int short_longs_read(const struct json *a, size_t n, long lo, long hi,
    long *out);

#endif
