/* utf8.h: checking UTF-8 text, and the forms of names.
 *
 * Text that arbiter stores or prints (names, notes, messages) must be UTF-8;
 * these tell a valid sequence from stray bytes, and C1 control characters
 * (U+0080 to U+009F, which some terminals obey like escape sequences) from
 * printable text.
 *
 * Names (players, games, campaigns) are stored in Unicode's composed normal
 * form (NFC) as typed, so that a precomposed and a decomposed 'é' are one
 * name, and matched by their Unicode case fold, the same in every locale
 * (no Turkish dotless i: 'I' matches 'i' under LANG=tr_TR.UTF-8 as in C).
 * utf8proc does both.
 */
#ifndef ARBITER_UTF8_H
#define ARBITER_UTF8_H

/* The length of the character at p: 1 for ASCII (a NUL included), 2 to 4
 * for a valid multibyte sequence that is not a C1 control, 0 otherwise. */
int utf8_len(const char *p);

/* Is all of s valid UTF-8 without C1 controls? */
int utf8_valid(const char *s);

/* s in NFC (owned), or NULL when s is not valid UTF-8 (or no memory). */
char *utf8_nfc(const char *s);

/* The key a name is matched by: NFC of its full Unicode case fold (owned),
 * or NULL as for utf8_nfc. */
char *utf8_fold(const char *s);

/* Do a and b match as names (the same case fold)? */
int utf8_name_eq(const char *a, const char *b);

/* The first character of s that a name may not have because it does not
 * show as itself: a format character (bidi controls such as U+202E, zero
 * widths, U+FEFF), a space or separator of any kind, a control.  Its code
 * point, 0 when there is none, -1 when s is not UTF-8. */
long utf8_unseen(const char *s);

#endif
