/* utf8.h: checking UTF-8 text.
 *
 * Text that arbiter stores or prints (names, notes, messages) must be UTF-8;
 * these tell a valid sequence from stray bytes, and C1 control characters
 * (U+0080 to U+009F, which some terminals obey like escape sequences) from
 * printable text.
 */
#ifndef ARBITER_UTF8_H
#define ARBITER_UTF8_H

/* The length of the character at p: 1 for ASCII (a NUL included), 2 to 4
 * for a valid multibyte sequence that is not a C1 control, 0 otherwise. */
int utf8_len(const char *p);

/* Is all of s valid UTF-8 without C1 controls? */
int utf8_valid(const char *s);

#endif
