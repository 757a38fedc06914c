# arbiter: a game master's companion for strategy board games.
#
#   make            build ./arbiter
#   make run        install missing packages (as root), build, start the REPL
#   make check      install missing packages (as root), build, run every test
#   make check-asan the tests again under AddressSanitizer and UBSan
#   make check-poison  the scenarios and bad inputs again with a build that
#                   fills an effect's other kinds' members with garbage bytes
#                   (build/poison); not part of check
#   make demo       play a short scripted bernard game into a temporary database
#   make check-browser  the players' view (serve) in headless Chromium
#   make check-pictures  the SVG pictures in headless Chromium, against
#                   tests/pictures (check-pictures-update refreshes those)
#   make check-valgrind  the scenarios and the bad-input corpus under valgrind (no leaks, no
#                   invalid reads)
#   make fuzz       run each fuzz harness for FUZZ_TIME seconds (libFuzzer)
#   make fuzz-rulesets  the ruleset fuzzer under ASan/UBSan for RULEGEN_TIME
#                   seconds (RULEGEN_SEED, RULEGEN_COUNT: see fuzz/rulegen.c)
#   make crash      the long crash loop: 1500 commands, SIGKILL at random
#                   instants (some two thousand kills)
#   make bench      benchmarks (bench/RESULTS.md, bench/SERVE.md); not part of check
#                   (BENCH_BEFORE=BINARY: the figures of an older build too)
#   make man        regenerate the game man pages from the rulesets
#   make install / uninstall   honour PREFIX and DESTDIR (also BINDIR,
#                   DATADIR, MANDIR, BASHCOMPDIR, ZSHCOMPDIR, MANINDEX)

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/arbiter
MANDIR  ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
# zsh (Debian's) reads vendor-completions for what the system installs in
# /usr and site-functions for the rest, /usr/local among it
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/$(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)
DESTDIR ?=
# The apropos index ('man -k arbiter'): make install and uninstall update it
# when they put the files in place themselves; a package staged in DESTDIR
# leaves it to the package manager.  MANINDEX=yes or no decides otherwise.
MANINDEX ?= $(if $(DESTDIR),no,yes)

CC      ?= cc
PKG_CONFIG ?= pkg-config
OPT     ?= -O2 -g
# Debian packages the build and the tests need.
DEBS    = pkg-config libreadline-dev libsqlite3-dev libyaml-dev check mandoc sqlite3
# utf8proc: names in NFC and matched by their Unicode case fold.
DEBS   += libutf8proc-dev
# man-db and groff show the manual pages as a reader sees them (make
# check-man: no word split at a line's end; make install: the apropos index).
DEBS   += man-db groff-base
# xmllint reads the SVG files back; zsh runs its completion script; tmux
# drives the REPL in tests/hardening.sh.
DEBS   += libxml2-utils zsh tmux
# serve: GNU libmicrohttpd is its HTTP server and libqrencode draws the QR
# code of its address (their headers to build; serve alone loads them);
# curl fetches its pages in tests/serve.sh.
DEBS   += libmicrohttpd-dev libqrencode-dev curl
FUZZ_DEBS = clang libclang-rt-dev
VALGRIND_DEBS = valgrind
# make check-browser: the players' view in a real headless browser
BROWSER_DEBS = chromium chromium-driver

PKG_CFLAGS = $(shell $(PKG_CONFIG) --cflags readline sqlite3 yaml-0.1 libutf8proc 2>/dev/null)
YAML_LIBS  = $(shell $(PKG_CONFIG) --libs yaml-0.1 2>/dev/null)
SQL_LIBS   = $(shell $(PKG_CONFIG) --libs sqlite3 2>/dev/null)
RL_LIBS    = $(shell $(PKG_CONFIG) --libs readline 2>/dev/null)
U8_LIBS    = $(shell $(PKG_CONFIG) --libs libutf8proc 2>/dev/null)
CHECK_CFLAGS = $(shell $(PKG_CONFIG) --cflags check 2>/dev/null)
CHECK_LIBS   = $(shell $(PKG_CONFIG) --libs check 2>/dev/null)

WARN    = -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes \
          -Wmissing-prototypes -Wformat=2
HARDEN  = -D_FORTIFY_SOURCE=2 -fstack-protector-strong
DEFS    = -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
VERSION = 0.1.0
# Each function and object in a section of its own: the link puts those a
# command's start and `odds` run side by side (cli/startup.ld).
SECTIONS = -ffunction-sections -fdata-sections
ALL_CFLAGS = $(WARN) $(HARDEN) $(DEFS) $(OPT) $(SECTIONS) $(PKG_CFLAGS) -I. -I$(B) $(CFLAGS)

B       ?= build
CORE_SRC = $(sort $(wildcard core/*/*.c))
DB_SRC   = $(sort $(wildcard db/*.c))
CLI_SRC  = $(sort $(wildcard cli/*.c))
TEST_SRC = $(sort $(wildcard tests/*.c))
FUZZ_SRC = $(sort $(wildcard fuzz/*.c))
FUZZ_NAMES = cli cmdline dice ruleset rulecmd
FUZZ_TIME ?= 120
CORE_OBJ = $(CORE_SRC:%.c=$(B)/%.o)
DB_OBJ   = $(DB_SRC:%.c=$(B)/%.o)
CLI_OBJ  = $(CLI_SRC:%.c=$(B)/%.o)
TEST_OBJ = $(TEST_SRC:%.c=$(B)/%.o)
FUZZ_OBJ = $(FUZZ_SRC:%.c=$(B)/%.o)
CLI_LIB_OBJ = $(filter-out $(B)/cli/main.o,$(CLI_OBJ))

.PHONY: FORCE all run check check-unit check-scenarios check-scenarios-both check-man check-install \
        check-asan check-asan-build check-asan-scenarios check-asan-rest check-poison check-robust check-fuzz check-valgrind check-browser demo fuzz crash \
        check-rulesets fuzz-rulesets \
        check-pictures check-pictures-update \
        bench man deps fuzz-deps valgrind-deps browser-deps install uninstall clean

all: arbiter

arbiter: $(B)/arbiter
	@cp $(B)/arbiter arbiter.tmp && mv -f arbiter.tmp arbiter

# SQLite, libyaml and utf8proc are linked in statically: the program then
# starts in about half the time (a GM runs it once per command).  readline
# is loaded by the REPL when it starts (cli/repl.c), as serve loads its
# libraries: linked in, its tables cost every command's start.
STATIC_LIBS = -Wl,-Bstatic $(SQL_LIBS) $(YAML_LIBS) $(U8_LIBS) \
              -Wl,-Bdynamic -Wl,--as-needed -lm -Wl,--no-as-needed \
              -lpthread -ldl

# Position-independent, as Debian builds programs: `serve` listens on a
# network, and its code placed at random is worth the cost, which is the
# dynamic loader writing the 4200 pointers in tables (SQLite's 1700, the
# schema's, the commands') into place at every start: some 58 thousand
# instructions and 26 page faults, more than `odds 2d6` spends on its
# answer.  `make LINK_PIE=-no-pie` links it at a fixed address for those
# who would rather have the speed (bench/RESULTS.md).
LINK_PIE ?=
# The libc functions whose addresses SQLite keeps in tables, reached
# through cli/sqlite_libc.c: not looked up by name at every start.
SQLITE_WRAP = close access getcwd stat64 lstat64 fstat64 ftruncate64 read \
	pread64 write pwrite64 fchmod unlink mkdir rmdir fchown geteuid mmap64 \
	munmap readlink fcntl64 mremap
# Every libm function the program calls (SQLite's SQL math functions
# among them), reached through cli/libm_load.c, which loads libm at the
# first call: a command that computes none starts without it, 22 thousand
# instructions and 10 page faults fewer.  libm is linked --as-needed: a
# function missing here still works, but libm is loaded at every start
# again and tests/check-startup.sh fails, naming it.
LIBM_WRAP = trunc exp sqrt acos asin atan cos sin tan acosh asinh atanh \
	cosh sinh tanh pow fmod atan2 ceil floor log log1p expm1 erfc fmax fmin \
	lround llround sincos
WRAP_FLAGS = $(SQLITE_WRAP:%=-Wl,--wrap=%) $(LIBM_WRAP:%=-Wl,--wrap=%)

# Those addresses as a bitmap (DT_RELR: one word for up to 63 of them)
# where the linker and the C library know it (binutils 2.38, glibc 2.36;
# the linker packs none for a C library without it): the loader writes
# them in a tight loop, some 5.6 thousand instructions less at every
# start, and the program has 56 KB less of relocations to read
# (bench/RESULTS.md, section (w)).
LINK_RELR = $(shell printf 'int main(void){return 0;}' | $(CC) \
	$(LINK_PIE) -Wl,-z,pack-relative-relocs -x c - -o /dev/null \
	2> /dev/null && echo -Wl,-z,pack-relative-relocs)
$(B)/arbiter: $(CLI_OBJ) $(B)/libdb.a $(B)/libcore.a Makefile $(B)/arbiter.ld
	$(CC) $(ALL_CFLAGS) $(LINK_PIE) $(LINK_RELR) -o $@ $(CLI_OBJ) \
	    $(B)/libdb.a $(B)/libcore.a $(STATIC_LIBS) $(WRAP_FLAGS) $(LDFLAGS) \
	    $$(test -s $(B)/arbiter.ld && echo -Wl,-T,$(B)/arbiter.ld)

# The linker's own script with the functions that every command's start
# and the small commands run first in .text, after the PLT, and the
# constants they read together: read in a page fault or two where they
# took 15 (cli/startup-ld.sh; bench/startup-order.sh writes the lists).
# Empty, and not used, when the linker shows no script (not GNU ld).
STARTUP_LISTS = cli/startup-text.ld cli/startup-rodata.ld
$(B)/arbiter.ld: $(STARTUP_LISTS) cli/startup-ld.sh Makefile
	@mkdir -p $(B)
	@{ $(CC) $(LINK_PIE) $(LDFLAGS) -nostdlib -Wl,--verbose -x c /dev/null \
	    -o $@.null 2> /dev/null | sh cli/startup-ld.sh $(STARTUP_LISTS) \
	    > $@.tmp; } || : > $@.tmp; rm -f $@.null; mv -f $@.tmp $@

$(B)/libcore.a: $(CORE_OBJ)
	rm -f $@ && ar rcs $@ $^

$(B)/libdb.a: $(DB_OBJ)
	rm -f $@ && ar rcs $@ $^

# The commands without main(), for the fuzz harnesses.
$(B)/libcli.a: $(CLI_LIB_OBJ)
	rm -f $@ && ar rcs $@ $^

FUZZ_LIBS = $(B)/fuzz/fuzz_util.o $(B)/libcli.a $(B)/libdb.a $(B)/libcore.a
FUZZ_LDLIBS = $(RL_LIBS) $(SQL_LIBS) $(YAML_LIBS) $(U8_LIBS) -lm $(LDFLAGS)

.SECONDARY: $(FUZZ_OBJ)

# run-NAME: a harness run once on each input file named (no libFuzzer)
$(B)/fuzz/run-%: $(B)/fuzz/fuzz_%.o $(B)/fuzz/driver.o $(FUZZ_LIBS)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(FUZZ_LDLIBS)

# the ruleset fuzzer (fuzz/rulegen.c): made-up rulesets, played
RULEGEN_OBJ = $(B)/fuzz/rulegen.o $(B)/fuzz/rulegen_make.o $(B)/fuzz/rulegen_decl.o \
    $(B)/fuzz/rulegen_rand.o $(B)/fuzz/rulegen_prune.o \
    $(B)/fuzz/rulegen_scen.o $(B)/fuzz/rulegen_routines.o \
    $(B)/fuzz/rulegen_setout.o $(B)/fuzz/rulegen_chief.o \
    $(B)/fuzz/rulegen_round.o
$(B)/fuzz/rulegen: $(RULEGEN_OBJ) $(FUZZ_LIBS)
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(FUZZ_LDLIBS)

# fuzz-NAME: the libFuzzer target, built by 'make fuzz' with clang
$(B)/fuzz/fuzz-%: $(B)/fuzz/fuzz_%.o $(FUZZ_LIBS)
	$(CC) $(ALL_CFLAGS) -fsanitize=fuzzer -o $@ $^ $(FUZZ_LDLIBS)

$(B)/tests/%.o: tests/%.c $(B)/cflags
	@mkdir -p $(dir $@)
	@echo "  CC    $<"
	@$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(B)/%.o: %.c $(B)/cflags
	@mkdir -p $(dir $@)
	@echo "  CC    $<"
	@$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(B)/check_all: $(TEST_OBJ) $(B)/libdb.a $(B)/libcore.a
	$(CC) $(ALL_CFLAGS) -o $@ $(TEST_OBJ) $(B)/libdb.a $(B)/libcore.a \
	    $(CHECK_LIBS) $(SQL_LIBS) $(YAML_LIBS) $(U8_LIBS) -lm $(LDFLAGS)

# Where the rulesets are installed and the version, rewritten only when they
# change (a new PREFIX rebuilds what uses them).
$(B)/config.h: FORCE
	@mkdir -p $(B)
	@printf '#define ARBITER_DATADIR "%s"\n#define ARBITER_VERSION "%s"\n' \
	    '$(DATADIR)' '$(VERSION)' > $@.tmp.$$$$ && \
	    { cmp -s $@.tmp.$$$$ $@ || mv $@.tmp.$$$$ $@; }; rm -f $@.tmp.$$$$
$(CLI_OBJ): $(B)/config.h
# The flags the objects are compiled with, rewritten only when they change:
# a build with another OPT or CFLAGS in the same folder (the sanitized
# build's, say) compiles every object again, where make saw nothing newer
# and linked objects of both.
$(B)/cflags: FORCE
	@mkdir -p $(B)
	@printf '%s\n' '$(ALL_CFLAGS) $(CHECK_CFLAGS)' > $@.tmp.$$$$ && \
	    { cmp -s $@.tmp.$$$$ $@ || mv $@.tmp.$$$$ $@; }; rm -f $@.tmp.$$$$
FORCE:

# The schema's fingerprint: a ruleset's image kept in a game by one build
# (core/rules/ruleset_image.c) is read only by a build of the same schema
# tables and structures.
SCHEMA_SRC = $(sort $(wildcard core/*/*.h core/rules/*.c core/base/schema*.c))
$(B)/schema_id.h: $(SCHEMA_SRC)
	@mkdir -p $(B)
	@printf '#define SCHEMA_ID "%s"\n' \
	    "$$(cat $(SCHEMA_SRC) | cksum | cut -d' ' -f1)" > $@
# The build's fingerprint: the checks a ruleset passes once, when its
# image is kept, are in every part of core (an effect's or an
# expression's in core/engine, ...), so that an image kept by a build of
# other sources of core is made again by this one, which may check more
# (cli/rules_kept.c).  A hash of the sources, ten digits, not of the time
# nor of git: the same sources give the same one, in a fresh clone or an
# archive without git.
BUILD_SRC = $(sort $(wildcard core/*/*.c core/*/*.h))
$(B)/build_id.h: $(BUILD_SRC)
	@mkdir -p $(B)
	@printf '#define BUILD_ID "%010u"\n' \
	    "$$(cat $(BUILD_SRC) | cksum | cut -d' ' -f1)" > $@
$(B)/cli/rules_kept.o: $(B)/schema_id.h $(B)/build_id.h

-include $(CORE_OBJ:.o=.d) $(DB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TEST_OBJ:.o=.d) \
    $(FUZZ_OBJ:.o=.d)

# Install Debian packages: as root with apt-get, else say what to run.
define install_debs
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' \
	    || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing:$$missing"; \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing >/dev/null 2>&1 || \
	    { apt-get update -q >/dev/null && \
	      DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing >/dev/null; } || \
	    { echo "make: could not install:$$missing" >&2; exit 1; }; \
	  else \
	    echo "make: missing packages; run: sudo apt-get install$$missing" >&2; exit 1; \
	  fi; \
	fi
endef

# What the build needs; what fuzzing and valgrind need besides.
deps:
	$(call install_debs,$(DEBS))
fuzz-deps: deps
	$(call install_debs,$(FUZZ_DEBS))
valgrind-deps: deps
	$(call install_debs,$(VALGRIND_DEBS))
browser-deps: deps
	$(call install_debs,$(BROWSER_DEBS))

run: deps
	@$(MAKE) --no-print-directory all
	./arbiter

# compile on every core; the tests run one after the other
NPROC  := $(shell nproc 2>/dev/null || echo 1)

# No test waits on a pager: long text on the terminals the tests make goes
# to cat, unless a test names a pager of its own.
check check-unit check-scenarios check-scenarios-both check-man check-install check-robust \
check-asan check-asan-build check-asan-scenarios check-asan-rest \
check-fuzz check-valgrind check-poison crash: export PAGER = cat

# The parts side by side, one a core (each one's output kept together):
# the sanitizer pass, the longest, beside the rest.  The fuzz harnesses
# run over their inputs once, sanitized (check-asan-rest): the plain
# build's run of the same inputs (check-fuzz) would find nothing more.
# In the order make starts them: the sanitized build first, and beside it
# the parts that wait (check-robust's terminals, servers and kills) or
# run one process at a time; the scenarios, as many processes as cores,
# last, so that the cores are busy until the end.  The scenarios run once
# (check-scenarios-both): their commands under the sanitizers, the
# snapshots that prove a refusal changed nothing by the plain binary.
# Run apart, the plain binary's commands took a fifth of make check's CPU
# and found nothing the sanitized run did not (make check-scenarios runs
# them).
check: deps
	@$(MAKE) --no-print-directory -j$(NPROC) all $(B)/check_all
	@$(MAKE) --no-print-directory -j$(NPROC) --output-sync=target \
	    check-asan-rest check-robust check-unit \
	    check-man check-install \
	    check-scenarios-both

check-unit: $(B)/check_all
	CK_FORK=yes ARBITER_RULESET_PATH=$(CURDIR)/rulesets $(B)/check_all

check-scenarios: arbiter
	sh tests/run-scenarios.sh ./arbiter

check-man: arbiter
	sh tests/check-man.sh ./arbiter
	sh tests/check-examples.sh ./arbiter
	sh tests/check-docs.sh ./arbiter
	sh tests/check-width.sh ./arbiter

check-install: arbiter
	sh tests/check-install.sh

# Nothing lost, nothing crashes (the quick parts): the bad-input corpus, two
# terminals at once, a short crash loop, damaged files, the security checks,
# the completion scripts in real bash and zsh, the REPL, a full disk and a
# missing HOME; the players' view (serve), fetched with curl.
check-robust: arbiter
	sh tests/run-bad-input.sh ./arbiter
	sh tests/concurrency.sh ./arbiter
	sh tests/crash.sh ./arbiter 150
	sh tests/crash-slow.sh ./arbiter
	sh tests/damage.sh ./arbiter
	sh tests/kept-rules.sh ./arbiter
	sh tests/check-security.sh
	sh tests/check-layers.sh
	sh tests/check-startup.sh ./arbiter
	sh tests/check-cmdtable.sh
	sh tests/check-words.sh
	sh tests/complete-shells.sh ./arbiter
	sh tests/hardening.sh ./arbiter
	sh tests/serve.sh ./arbiter

# Line tables only (-g1): a sanitizer's report still names file and line
# of every frame, and the build takes a fifth less time than with -g.
ASAN_OPT = -O1 -g1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all $(ASAN_GLOBALS)
# The globals without redzones of their own: each global and string
# constant given a redzone made the sanitized binary's data 7 MB (37 KB
# without), which every one of make check's ten thousand sanitized
# processes poisoned at its start and the leak check read through at its
# end: some 6 of a small command's 15 ms, a third of the sanitized
# scenarios' CPU (bench/RESULTS.md).  An index past the end of a global
# array is still caught, by UBSan's bounds check (-fsanitize=undefined);
# what is lost is an overrun through a pointer into a global (a string
# constant read past its end, a memcpy past a static buffer).  For those:
# make check ASAN_GLOBALS= (gcc spells the parameter this way; a compiler
# that does not know it keeps the redzones).
ASAN_GLOBALS ?= $(shell printf 'int main(void){return 0;}' | $(CC) \
	-fsanitize=address --param asan-globals=0 -x c - -o /dev/null \
	2> /dev/null && echo --param asan-globals=0)
# The sanitized build is a test build, run as some ten thousand short
# processes: linked at a fixed address and with the sanitizers' runtimes
# inside it, each of them starts without the dynamic loader writing the
# sanitizers' 230 thousand pointers (5.6 MB of relocations) into place and
# without loading libasan and libubsan: some 30% less time per command
# (bench/RESULTS.md).  The compilers that cannot link the runtimes in
# (clang spells it otherwise) keep them as libraries.
ASAN_STATIC = $(shell printf 'int main(void){return 0;}' | $(CC) \
	-fsanitize=address,undefined -static-libasan -static-libubsan \
	-x c - -o /dev/null 2> /dev/null && echo -static-libasan -static-libubsan)
ASAN_VARS = B=build/asan OPT="$(ASAN_OPT)" LINK_PIE=-no-pie \
	LDFLAGS="$(LDFLAGS) $(ASAN_STATIC)"
# The scenarios' own commands run under the sanitizers, their output
# compared; that a refusal changes nothing is checked once, by the plain
# run (check-scenarios), so this run takes no snapshot for it (some 3000
# processes fewer), and a replay is compared by the sanitized binary.
# Two halves after one build, so that `make -j2 check` runs the second on
# a core the other tests have left.
check-asan: check-asan-scenarios check-asan-rest
check-asan-build: deps arbiter
	@$(MAKE) --no-print-directory -j$(NPROC) $(ASAN_VARS) \
	    build/asan/arbiter build/asan/check_all
# The sanitized binaries' options: leaks reported; an allocation's stack
# kept two frames deep rather than thirty: the same leaks and bad accesses
# are found, the report names the allocating function and its caller, and
# the sanitized scenarios, where make check spends most of its time, take
# some 5% less CPU than at five frames (bench/RESULTS.md).  For a report's
# whole stacks: make check ASAN_RUN=detect_leaks=1
ASAN_RUN ?= detect_leaks=1:malloc_context_size=2

check-asan-scenarios: check-asan-build
	ASAN_OPTIONS=$(ASAN_RUN) SNAPSHOT_BIN=none \
	    sh tests/run-scenarios.sh build/asan/arbiter
check-scenarios-both: check-asan-build
	ASAN_OPTIONS=$(ASAN_RUN) SNAPSHOT_BIN=$(CURDIR)/arbiter \
	    sh tests/run-scenarios.sh build/asan/arbiter
# The poison build: an effect read (from the texts or a game's image)
# with the members of its other kinds filled with garbage bytes
# (core/base/schema.c, schema_poison), so that what reads a member of
# another kind than the effect's own (EK_IS not asked) crashes or prints
# otherwise.  Every scenario and bad input must pass as in the plain
# build, and every bad ruleset be refused in the same words.  Not part of check: a build of its own and the scenarios again
# (some four minutes on two cores).
POISON_VARS = B=build/poison DEFS="$(DEFS) -DARBITER_POISON"
check-poison: deps arbiter
	@$(MAKE) --no-print-directory -j$(NPROC) $(POISON_VARS) \
	    build/poison/arbiter
	sh tests/run-scenarios.sh build/poison/arbiter
	sh tests/run-bad-input.sh build/poison/arbiter
	sh tests/poison-bad-rulesets.sh ./arbiter build/poison/arbiter
check-asan-rest: check-asan-build
	CK_FORK=no ASAN_OPTIONS=$(ASAN_RUN) ARBITER_RULESET_PATH=$(CURDIR)/rulesets build/asan/check_all
	ASAN_OPTIONS=$(ASAN_RUN) sh tests/run-bad-input.sh build/asan/arbiter
	ASAN_OPTIONS=$(ASAN_RUN) sh tests/concurrency.sh build/asan/arbiter 3 40
	ASAN_OPTIONS=$(ASAN_RUN) sh tests/crash.sh build/asan/arbiter 60
	ASAN_OPTIONS=$(ASAN_RUN) sh tests/damage.sh build/asan/arbiter 20
	ASAN_OPTIONS=$(ASAN_RUN) sh tests/serve.sh build/asan/arbiter
	@$(MAKE) --no-print-directory $(ASAN_VARS) check-fuzz
	@$(MAKE) --no-print-directory $(ASAN_VARS) check-rulesets

# The players' view in headless Chromium: each game's page loads, shows the
# state and updates within a second; screenshots in build/browser (the
# references kept in tests/browser).
check-browser: browser-deps arbiter
	sh tests/browser.sh ./arbiter $(B)/browser

# The pictures of export svg in headless Chromium at 1920x1080: each
# game's chart and board, screenshots in build/pictures compared with the
# references in tests/pictures by size and a grid of pixels.
check-pictures: browser-deps arbiter
	sh tests/pictures.sh ./arbiter $(B)/pictures
check-pictures-update: browser-deps arbiter
	sh tests/pictures.sh ./arbiter --update $(B)/pictures

# The scenario tests under valgrind: no invalid read or write, no leak.
check-valgrind: valgrind-deps arbiter
	sh tests/valgrind.sh ./arbiter

# The long crash loop: 1500 commands, hundreds of kills.
crash: arbiter
	sh tests/crash.sh ./arbiter 1500

# The fuzz harnesses once over their saved crashers and the tests' seeds.
check-fuzz: $(FUZZ_NAMES:%=$(B)/fuzz/run-%)
	@rm -rf $(B)/fuzz-seeds && sh fuzz/seeds.sh $(B)/fuzz-seeds > /dev/null
	@for n in $(FUZZ_NAMES); do \
	  ARBITER_RULESET_PATH=$(CURDIR)/rulesets $(B)/fuzz/run-$$n \
	    fuzz/regress/$$n $(B)/fuzz-seeds/$$n || exit 1; done

# The ruleset fuzzer, briefly (a few seconds under the sanitizers): made-up
# rulesets of one seed, each that 'ruleset check' accepts played.
check-rulesets: $(B)/fuzz/rulegen
	@mkdir -p $(B)/rulegen
	@ASAN_OPTIONS=$(ASAN_RUN) ARBITER_RULESET_PATH=$(CURDIR)/rulesets \
	    $(B)/fuzz/rulegen --seed 1 \
	    --count 40 --out $(B)/rulegen || { echo "rulegen: found (in" \
	    "$(B)/rulegen: $$(head -1 $(B)/rulegen/last.cmd))"; exit 1; }

# The ruleset fuzzer for RULEGEN_TIME seconds (or RULEGEN_COUNT rulesets)
# under ASan and UBSan, from RULEGEN_SEED (default: the time, printed).
RULEGEN_TIME ?= 600
RULEGEN_SEED ?= $(shell date +%s)
fuzz-rulesets: deps
	@$(MAKE) --no-print-directory $(ASAN_VARS) \
	    build/asan/fuzz/rulegen
	@mkdir -p build/asan/rulegen
	@echo "rulegen: seed $(RULEGEN_SEED)"
	@ASAN_OPTIONS=$(ASAN_RUN) ARBITER_RULESET_PATH=$(CURDIR)/rulesets \
	    build/asan/fuzz/rulegen --seed $(RULEGEN_SEED) \
	    $(if $(RULEGEN_COUNT),--count $(RULEGEN_COUNT),--time $(RULEGEN_TIME)) \
	    --out build/asan/rulegen || { echo "rulegen: found (in" \
	    "build/asan/rulegen: $$(head -1 build/asan/rulegen/last.cmd))"; \
	    exit 1; }

# libFuzzer with ASan and UBSan: each harness for FUZZ_TIME seconds, its
# corpus kept in build/libfuzzer/corpus, what crashes in .../crashes.
fuzz: fuzz-deps
	@$(MAKE) --no-print-directory B=build/libfuzzer CC=clang \
	    OPT="-O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -DDIST_MAX_WORK=5e6" \
	    $(FUZZ_NAMES:%=build/libfuzzer/fuzz/fuzz-%)
	ARBITER_RULESET_PATH=$(CURDIR)/rulesets sh fuzz/run.sh build/libfuzzer \
	    $(FUZZ_TIME) $(FUZZ_NAMES)

demo: all
	sh tests/demo.sh ./arbiter

# The baselines: a bare SQLite insert, and a timer that also reads the peak
# memory.
$(B)/bench/insert: bench/insert.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(SQL_LIBS) $(LDFLAGS)
$(B)/bench/readone: bench/readone.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(SQL_LIBS) $(LDFLAGS)
$(B)/bench/timeit: bench/timeit.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(LDFLAGS)

bench: all $(B)/bench/insert $(B)/bench/timeit $(B)/bench/readone
	@$(MAKE) --no-print-directory deps DEBS="sqlite3 dicelab valgrind"
	sh bench/run.sh ./arbiter $(B)
	sh bench/odds.sh ./arbiter $(B)
	sh bench/serve.sh ./arbiter $(B)
	sh bench/figures.sh ./arbiter $(B) $(BENCH_BEFORE)

man: all
	for f in rulesets/*.yaml; do id=$$(basename $$f .yaml); \
	  ARBITER_RULESET_PATH=$(CURDIR)/rulesets ./arbiter rules $$id --mdoc > man/arbiter-$$id.7; done

# Update the apropos index of MANDIR with man-db's mandb, else mandoc's
# makewhatis; when neither can (no such tool, or a system directory without
# root), say so and go on: man(1) still shows the pages, and the system's
# daily job indexes them.
define man_index
	@if [ "$(MANINDEX)" != yes ]; then :; \
	elif command -v mandb > /dev/null 2>&1; then \
	  mandb -q "$(DESTDIR)$(MANDIR)" > /dev/null 2>&1 || \
	    echo "make: could not update the index of man -k; run: mandb" >&2; \
	elif command -v makewhatis > /dev/null 2>&1; then \
	  makewhatis "$(DESTDIR)$(MANDIR)" > /dev/null 2>&1 || \
	    echo "make: could not update the index of man -k; run: makewhatis $(MANDIR)" >&2; \
	else echo "make: no mandb or makewhatis: man -k finds the pages once the system indexes them" >&2; \
	fi
endef

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/rulesets \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7
	install -m 755 arbiter $(DESTDIR)$(BINDIR)/arbiter
	install -d $(DESTDIR)$(DATADIR)/rulesets/examples
	install -m 644 rulesets/*.yaml $(DESTDIR)$(DATADIR)/rulesets/
	install -m 644 rulesets/examples/*.yaml $(DESTDIR)$(DATADIR)/rulesets/examples/
	install -d $(DESTDIR)$(DATADIR)/rulesets/tours
	install -m 644 rulesets/tours/*.tour rulesets/tours/DEFAULT \
	    $(DESTDIR)$(DATADIR)/rulesets/tours/
	install -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/*.5 $(DESTDIR)$(MANDIR)/man5/
	install -m 644 man/*.7 $(DESTDIR)$(MANDIR)/man7/
	install -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 644 completion/arbiter.bash $(DESTDIR)$(BASHCOMPDIR)/arbiter
	install -m 644 completion/_arbiter $(DESTDIR)$(ZSHCOMPDIR)/_arbiter
	$(call man_index)

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/arbiter
	rm -rf $(DESTDIR)$(DATADIR)
	rm -f $(DESTDIR)$(MANDIR)/man1/arbiter.1 $(DESTDIR)$(MANDIR)/man5/arbiter-ruleset.5
	for f in man/*.7; do rm -f $(DESTDIR)$(MANDIR)/man7/$$(basename $$f); done
	rm -f $(DESTDIR)$(BASHCOMPDIR)/arbiter $(DESTDIR)$(ZSHCOMPDIR)/_arbiter
	$(call man_index)

clean:
	rm -rf build arbiter
