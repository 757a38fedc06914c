/* fuzz.h: what the fuzz harnesses share.
 *
 * Each fuzz_NAME.c defines LLVMFuzzerTestOneInput (and may define
 * LLVMFuzzerInitialize).  Linked with -fsanitize=fuzzer it is a libFuzzer
 * target (`make fuzz`); linked with driver.c it runs the inputs named on its
 * command line once each (`make check` runs the saved crashers and the
 * seeds that way).  A harness calls abort() when a property it checks does
 * not hold, so that both report it as a crash.
 */
#ifndef ARBITER_FUZZ_H
#define ARBITER_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* data as a NUL-terminated string (owned), cut at the first NUL. */
char *fuzz_text(const uint8_t *data, size_t size);

/* The rulesets directory: $ARBITER_RULESET_PATH (its first entry). */
const char *fuzz_rulesets(void);

/* A whole file (owned), or abort. */
char *fuzz_read(const char *path, size_t *len);

/* Print the property that failed and abort. */
void fuzz_fail(const char *what, const char *detail)
    __attribute__((noreturn));

#endif
