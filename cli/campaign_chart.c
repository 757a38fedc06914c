#include "cmds.h"
#include "campaign.h"
int
campaign_chart(struct ctx *c, int argc, char **argv)
{
	(void)argc; (void)argv;
	return diag_set(&c->d, ST_USAGE, "not yet");
}
