#!/bin/sh
# as-reader.sh COMMAND [ARG...]: run COMMAND as someone whom file modes
# apply to.  Root ignores them, so as root the command runs as 'nobody'
# (setpriv); any other user runs it as is.
if [ "$(id -u)" = 0 ]; then
	exec setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
fi
exec "$@"
