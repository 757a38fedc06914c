/* cmd_backup.c: backup FILE, a copy of the database that holds every
 * confirmed command, taken while it is in use (db/backup.c). */
#include "cmds.h"

int
cmd_backup(struct ctx *c, int argc, char **argv)
{
	int r;

	(void)argc;
	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "there is no database at '%s' "
		    "yet: nothing to back up", c->db_path);
	if ((r = ctx_db(c, &c->db)) || (r = db_backup(c->db, argv[1], &c->d)))
		return r;
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "database", json_str(c->db_path));
		json_set(j, "backup", json_str(argv[1]));
		out_json(c, j);
		json_free(j);
	} else {
		struct strbuf b;
		sb_init(&b);
		sb_add(&b, "backed up ");
		out_safe(&b, c->db_path);
		sb_add(&b, " to ");
		out_safe(&b, argv[1]);
		sb_addc(&b, '\n');
		out_text(c, sb_str(&b));
		sb_release(&b);
	}
	return ST_OK;
}
