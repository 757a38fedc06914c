# webdriver.sh: headless Chromium driven through chromedriver's WebDriver
# protocol with curl, for tests/browser.sh and tests/pictures.sh (sourced:
# they set $work, $pids and bad() first).  Starts the driver and a session
# ($wd, $S); W, JS, shot and size talk to it; cleanup_driver ends it.

for p in curl chromium chromedriver base64; do
	command -v $p > /dev/null || { echo "FAIL browser: no $p (make browser-deps)"; exit 1; }
done

until_in() {
	limit_ms=$1
	shift
	t0=$(date +%s%N)
	while ! "$@"; do
		[ $(( ($(date +%s%N) - t0) / 1000000 )) -ge "$limit_ms" ] && return 1
		sleep 0.02
	done
	return 0
}

# a port for chromedriver (it cannot take 0 and say which it took): the
# next one when it is taken
ready() { curl -s -m 1 "$wd/status" | grep -q '"ready": *true'; }
up() { kill -0 "$dpid" 2> /dev/null; }
ready_or_gone() { ready || ! up; }
for try in 1 2 3 4 5; do
	wport=$(( 20000 + ($$ * 7 + try * 997) % 20000 ))
	wd=http://127.0.0.1:$wport
	ready && continue	# another's
	chromedriver --port="$wport" > "$work/driver.log" 2>&1 &
	dpid=$!
	pids="$pids $dpid"
	until_in 10000 ready_or_gone
	ready && up && break
done
ready && up ||
    { echo "FAIL browser: chromedriver did not start: $(tail -3 "$work/driver.log")"; exit 1; }
# W METHOD PATH [JSON]: a WebDriver request; its answer on stdout (JSON
# @FILE: the request read from FILE)
W() {
	if [ $# -ge 3 ]; then
		curl -s -m 30 -X "$1" -H 'Content-Type: application/json' -d "$3" "$wd$2"
	else
		curl -s -m 30 -X "$1" "$wd$2"
	fi
}
caps='{"capabilities":{"alwaysMatch":{"browserName":"chrome","goog:chromeOptions":
    {"binary":"/usr/bin/chromium","args":["--headless=new","--no-sandbox",
    "--disable-gpu","--disable-dev-shm-usage","--window-size=1280,900"]}}}}'
sid=$(W POST /session "$caps" | sed -n 's/.*"sessionId": *"\([^"]*\)".*/\1/p')
[ -n "$sid" ] || { echo "FAIL browser: no browser session"; exit 1; }
S=/session/$sid
cleanup_driver() {
	[ -n "${sid:-}" ] && curl -s -m 5 -X DELETE "$wd/session/$sid" > /dev/null
}
# JS EXPR: the value of a JavaScript expression in the page, as text
JS() {
	W POST "$S/execute/sync" "{\"script\":\"return String($1)\",\"args\":[]}" |
	    sed -n 's/^{"value":"\(.*\)"}$/\1/p'
}
shot() {
	W GET "$S/screenshot" | sed -n 's/^{"value":"\(.*\)"}$/\1/p' |
	    base64 -d > "$1" 2> /dev/null
	[ -s "$1" ] || bad "no screenshot $1"
}
size() { W POST "$S/window/rect" "{\"width\":$1,\"height\":$2}" > /dev/null; }
