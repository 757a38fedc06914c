/* suites.h: every Check suite, declared from suites.def. */
#ifndef ARBITER_TESTS_SUITES_H
#define ARBITER_TESTS_SUITES_H

#include <check.h>

#define SUITE(name) Suite *suite_##name(void);
#include "suites.def"
#undef SUITE

#endif
