/* record.h: what campaign record (campaign_record.c) and its CSV reader
 * (campaign_record_csv.c) share: a result being recorded. */
#ifndef ARBITER_RECORD_H
#define ARBITER_RECORD_H

#include "campaign.h"

struct result {
	char name[80], ruleset[72], date[40], track[64];
	int n, scored, auto_name, line;	/* line: its first in a file */
	char players[MAX_PLAYERS][NAME_MAX_LEN + 1];
	int place[MAX_PLAYERS], winner[MAX_PLAYERS];
	long score[MAX_PLAYERS];
};

/* YYYY-MM-DD, a day of the calendar; with time, a time of day may follow
 * ("T20:15:00Z"); ST_USAGE saying so when it is not. */
int record_check_date(struct ctx *c, const char *s, int time);
/* s as a whole number from lo to hi: 0, or -1 when it is not. */
int record_long(const char *s, long lo, long hi, long *v);
/* The results of a CSV file as campaign csv writes it (*out owned, *n of
 * them), rows checked one by one; the rules are checked by the caller. */
int record_csv(struct ctx *c, const char *path, struct result **out, int *n);

#endif
