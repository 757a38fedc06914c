/* engine_report.h: the lines an effect says and the members of the --json
 * report. */
#ifndef ARBITER_ENGINE_REPORT_H
#define ARBITER_ENGINE_REPORT_H

#include "core/act/act.h"

struct eng_eval;

/* Write the line of a template for ev into the report (ST_DATA on an
 * expression's error). */
int eng_say(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev);

/* The same, added to out rather than the report. */
struct strbuf;
int eng_say_into(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev, struct strbuf *out);

/* A refusal in the ruleset's words, the line of template t for ev, whole
 * (engine_action.c; a phase's end requirements, engine_phases.c). */
int eng_refuse_line(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev);

/* The effect data: members of the command's --json report
 * (engine_tally_add.c). */
int eng_data(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* unchecked: a line of what is taken on the GM's word
 * (engine_unchecked.c). */
int eng_unchecked(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* @text of a word of kind piece-counts (the word at place w): its units,
 * "2 Scouts, 1 Guard" (engine_say_units.c). */
void eng_say_units(struct act *a, const struct eng_eval *ev, int w,
    struct strbuf *b);

/* '@chieftext X': chief X's text, "only lasting ones" when it has none
 * (engine_say_chieftext.c). */
void eng_say_chieftext(const struct act *a, long v, struct strbuf *b);

/* '@usage NAME': the words in capitals the action doing NAME's job
 * takes after its name, "PLACE TYPE"; nothing for none; '@usage NAME,
 * WORDS' (instead: WORDS), as many words, or WORDS where the action has
 * not as many first words in capitals, or none (engine_say_usage.c). */
void eng_say_usage(struct act *a, const char *verb, const char *instead,
    struct strbuf *b);

/* The text of a face of die: its symbol, or its number, added to b
 * (engine_say.c; a roll's line and @faces). */
void eng_face_text(const struct act *a, const char *die, long f,
    struct strbuf *b);

/* A member of a --json report spelt with '_' where the ruleset's id
 * (at most n - 1 bytes of it) has '-' (engine_report.c). */
void eng_json_member(const char *id, char *key, size_t n);

/* Declared members of a JSON object set in obj, each evaluated with ev
 * (engine_members.c); the effect data-members sets them in the command's
 * report. */
int eng_json_members(struct act *a, const struct vec *v,
    const struct eng_eval *ev, struct json *obj);
int eng_data_members(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* list-players: each player's text, in seat order, joined by commas into
 * the effect's line (@list), and each player's object in its json
 * (engine_list_players.c). */
int eng_list_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* refuse, a say into the --json report and data-flag
 * (engine_report.c). */
int eng_refuse(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_say_json(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* data-or-null: members of the report, the number or null for 0
 * (engine_report.c). */
int eng_data_or_null(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_data_flag(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

#endif
