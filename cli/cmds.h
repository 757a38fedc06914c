/* cmds.h: the exec functions of the command table. */
#ifndef ARBITER_CMDS_H
#define ARBITER_CMDS_H

#include "cli.h"

int cmd_rulesets(struct ctx *c, int argc, char **argv);
int cmd_rules(struct ctx *c, int argc, char **argv);
int cmd_ruleset(struct ctx *c, int argc, char **argv);
int cmd_box(struct ctx *c, int argc, char **argv);
/* After line was refused for a value the current game's ruleset leaves
 * unknown: offer to ask for it with ask (a prompt; a line, or NULL at the
 * end) and to add it to the game as 'ruleset amend' does.  ST_OK when it
 * was added (the line may be run again). */
int box_offer(struct ctx *c, const char *line, char *(*ask)(const char *));
int cmd_new(struct ctx *c, int argc, char **argv);
int cmd_games(struct ctx *c, int argc, char **argv);
int cmd_use(struct ctx *c, int argc, char **argv);
int cmd_status(struct ctx *c, int argc, char **argv);
int cmd_what(struct ctx *c, int argc, char **argv);
int cmd_tour(struct ctx *c, int argc, char **argv);
/* "now: round 2, Bob's turn, buy phase: buy, buyout; 'next' ends ..." */
void now_line(const struct ruleset *rs, const struct state *st,
    struct strbuf *b);
/* "round 2, Bob's turn, buy phase", or "setup" */
void now_moment(const struct ruleset *rs, const struct state *st,
    struct strbuf *b);
/* The commands of the moment with their usage, and what 'next' does. */
void now_section(const struct ruleset *rs, const struct state *st,
    struct strbuf *b);
int cmd_orbits(struct ctx *c, int argc, char **argv);
int cmd_map(struct ctx *c, int argc, char **argv);
int cmd_zones(struct ctx *c, int argc, char **argv);
int cmd_log(struct ctx *c, int argc, char **argv);
int cmd_undo(struct ctx *c, int argc, char **argv);
int cmd_redo(struct ctx *c, int argc, char **argv);
int cmd_note(struct ctx *c, int argc, char **argv);
int cmd_export(struct ctx *c, int argc, char **argv);
int cmd_verify(struct ctx *c, int argc, char **argv);
int cmd_roll(struct ctx *c, int argc, char **argv);
int cmd_odds(struct ctx *c, int argc, char **argv);
/* What cmd_odds runs (cmd_dice.c); cmd_odds (serve_odds.c) also keeps the
 * answer for the players' view. */
int odds_answer(struct ctx *c, int argc, char **argv);
/* The forms of odds the game of rs gives odds by, into use, and their line
 * of help in its words (*help: a static buffer, until the next call;
 * odds_forms.c). */
void odds_own(const struct ruleset *rs, char *use, size_t n,
    const char **help);
int cmd_serve(struct ctx *c, int argc, char **argv);
/* odds battle A B [RULESET]: one exchange of space combat (odds_battle.c);
 * rs is the current game's ruleset, or NULL. */
int odds_battle(struct ctx *c, const struct ruleset *rs, int argc,
    char **argv);
int cmd_luck(struct ctx *c, int argc, char **argv);
int cmd_game(struct ctx *c, int argc, char **argv);
int cmd_help(struct ctx *c, int argc, char **argv);
int cmd_campaign(struct ctx *c, int argc, char **argv);
int cmd_backup(struct ctx *c, int argc, char **argv);
int cmd_import(struct ctx *c, int argc, char **argv);
/* A new game's name: 1 to 64 characters, none that a name cannot have
 * (cmd_game.c). */
int check_game_name(struct ctx *c, const char *name);
int cmd_complete(struct ctx *c, int argc, char **argv);
int cmd_quit(struct ctx *c, int argc, char **argv);

/* odds ATTACKERS vs DEFENDERS (odds_combat.c). */
int odds_is_combat(int argc, char **argv);
int odds_combat(struct ctx *c, int argc, char **argv);
/* odds A vs D [rounds R] [combat ID] by a declared combat
 * (odds_declared.c). */
int odds_declared(struct ctx *c, const struct ruleset *rs, int argc,
    char **argv);

/* The map of territories' part of status (status_terr.c). */
void status_terr(struct ctx *c, const struct session *s, struct strbuf *b);
/* Player p's cards kept and pieces turned, fields after l's own ("; "
 * between them), and on a game without a map of territories a line of
 * them for each player who has some (status_kept.c). */
void status_kept_fields(const struct ruleset *rs, const struct state *st,
    int p, struct strbuf *l);
void status_kept(const struct session *s, struct strbuf *b);

/* The pieces part of the text of 'status' (status_pieces.c). */
void status_pieces(const struct ruleset *rs, const struct state *st,
    struct strbuf *b);

/* `odds hand PLAYER [CARD CMP K]` (odds_hand.c). */
int odds_hand(struct ctx *c, int argc, char **argv);

/* The card mechanisms' part of `status` (status_cards.c). */
struct session;
void status_cards(const struct session *s, struct strbuf *b);

/* The tracks' part of status, as bars (status_tracks.c); a bar of width
 * characters filled v / full, in colour on a terminal. */
void status_tracks(struct ctx *c, const struct session *s, struct strbuf *b);
void bar_draw(struct ctx *c, struct strbuf *b, double v, double full,
    int width);

/* Print a command's usage and help (for --help and help COMMAND). */
void cmd_print_help(struct ctx *c, const struct cmd *cmd);
/* Form i of the shipped game command x (one of shipped_cmds()): its
 * usage, its first game's help and its games (", " between) set, and the
 * number of its forms returned (0: x is none of them; i out of range:
 * only the number) (cmd_shipped.c). */
int shipped_form(const struct cmd *x, int i, const char **use,
    const char **help, const char **games);
/* The help of command name, as 'help NAME' prints it, in the current
 * game's words (help_one.c). */
int cmd_help_one(struct ctx *c, const char *name);
/* The usage and help of command x (as cmd_find found it) in a game of rs
 * (NULL: no game), added to use; *help is borrowed; *of is rs's id for a
 * command rs declares as its own, else NULL.  1 when that is the game's
 * own description, 0 when it is the table's (x's, or the shipped
 * command's of its name). */
int cmd_described(const struct ruleset *rs, const struct cmd *x,
    struct strbuf *use, const char **help, const char **of);
/* Refuse x given too few or too many words: "usage: ..." in c->d, in
 * the current game's words; ST_USAGE. */
int cmd_usage_refused(struct ctx *c, const struct cmd *x);

/* Set by 'quit' in the REPL. */
extern int repl_quit;

/* Refuse a name (what: "game", "campaign") with a character that does not
 * show as itself, which could make it pass for another (cmd_game.c). */
int cli_check_unseen(struct ctx *c, const char *what, const char *name);

#endif
