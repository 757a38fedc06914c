/* utc.h: a moment written as the log writes it, "YYYY-MM-DDTHH:MM:SSZ"
 * (UTC), by arithmetic alone: what gmtime_r and strftime with
 * "%Y-%m-%dT%H:%M:%SZ" write, without their lock, time zone and
 * lookups (every command that logs writes one). */
#ifndef ARBITER_UTC_H
#define ARBITER_UTC_H

#include <stddef.h>

#define UTC_ISO_LEN 20	/* its characters, without the '\0' */

/* t, seconds since 1970-01-01T00:00:00Z, into buf (n bytes, at least
 * UTC_ISO_LEN + 1); 0, or -1 (buf empty, when n > 0) for a moment before
 * year 1000 or after year 9999, or a buf too short. */
int utc_iso(long long t, char *buf, size_t n);

#endif
