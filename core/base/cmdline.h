/* cmdline.h: splitting a command line into words, and quoting them back.
 *
 * Words are separated by blanks; "double" and 'single' quotes group, and a
 * backslash escapes the next character outside single quotes.  Inside
 * double quotes, \n is a newline and \xHH (two hexadecimal digits) the
 * byte HH.  A '#' at the start of a word begins a comment that runs to the
 * end of the line.  cmdline_quote() is the inverse: what it writes splits
 * back into the same word, so canonical commands in the log can be run
 * again, and it holds no control character (those are written \n and
 * \xHH), so that no output carries a terminal's escape sequences.
 */
#ifndef ARBITER_CMDLINE_H
#define ARBITER_CMDLINE_H

#include "core/base/diag.h"
#include "core/base/strbuf.h"

#define CMDLINE_MAX_WORDS 65536
#define CMDLINE_MAX_LEN (1024 * 1024)

/* Split line into *argv (a NULL-terminated array; free with
 * cmdline_free).  ST_USAGE for an unclosed quote or a line too long. */
int cmdline_split(const char *line, int *argc, char ***argv, struct diag *d);
void cmdline_free(int argc, char **argv);
/* The same words in one block of memory, for a caller that only reads
 * them (a replay of the log, command after command): free(*argv) frees
 * them all. */
int cmdline_split_block(const char *line, int *argc, char ***argv,
    struct diag *d);
/* The same in buf (nbuf pointers' room) when they fit there, so that
 * a replay of a long log allocates nothing a command; else as
 * cmdline_split_block: free(*argv) when it is not buf. */
int cmdline_split_into(const char *line, char **buf, size_t nbuf,
    int *argc, char ***argv, struct diag *d);

/* Append word to b, quoted if it needs to be. */
void cmdline_quote(struct strbuf *b, const char *word);

/* Does s hold a byte cmdline_quote() escapes (a control character, or a
 * byte that is not UTF-8)? */
int cmdline_needs_escape(const char *s);

/* Append a command line with its words quoted again when it holds such a
 * byte (a canonical command logged before they were escaped), else as it
 * is: the same words, in a form without control characters. */
void cmdline_requote(struct strbuf *b, const char *line);

#endif
