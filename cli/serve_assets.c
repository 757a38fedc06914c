/* serve_assets.c: the style sheet and the script of the players' view.
 *
 * One column on a phone; on a shared screen (a wide window) the board
 * beside the players and the log, in larger type to be read from across
 * the table.  The script only swaps in each new version the event stream
 * brings; without it the page reloads itself every few seconds. */
#include "serve.h"

#include "report.h"

const char serve_css[] =
	":root{color-scheme:light;--ink:#1a1a1a;--dim:#5a5a5a;"
	"--line:#d0d0d0;--paper:#fafafa}\n"
	"*{box-sizing:border-box}\n"
	"body{margin:0;font:17px/1.4 sans-serif;color:var(--ink);"
	"background:var(--paper)}\n"
	"main{padding:.6em .8em 2em;max-width:1800px;margin:0 auto}\n"
	"h1{font-size:1.35em;margin:.2em 0}\n"
	"h1 small{font-weight:normal;color:var(--dim);font-size:.7em}\n"
	"h2{font-size:1.05em;margin:1em 0 .4em;color:var(--dim);"
	"text-transform:uppercase;letter-spacing:.05em}\n"
	".turn{font-size:1.2em;margin:.2em 0 .6em}\n"
	".turn b{padding:0 .3em;border-radius:.3em;color:#fff}\n"
	".live{position:fixed;top:.4em;right:.6em;margin:0;font-size:.75em;"
	"color:var(--dim)}\n"
	".live::before{content:'\\25cf ';color:#009e73}\n"
	".live.off::before{color:#d55e00}\n"
	".error{background:#fff0e0;border:1px solid #d55e00;padding:.4em .6em}"
	"\n"
	".players{display:grid;grid-template-columns:repeat(auto-fill,"
	"minmax(14em,1fr));gap:.6em}\n"
	".player{background:#fff;border:1px solid var(--line);"
	"border-left:.5em solid;border-radius:.4em;padding:.4em .7em}\n"
	".player.active{box-shadow:0 0 0 3px #e69f00}\n"
	".player.out{opacity:.55}\n"
	".player h3{margin:0;font-size:1.15em}\n"
	".player .who{color:var(--dim);font-size:.85em}\n"
	".score{font-size:1.6em;font-weight:bold}\n"
	".res{display:flex;flex-wrap:wrap;gap:.2em .9em;margin:.2em 0 0;"
	"padding:0;list-style:none}\n"
	".res li span{color:var(--dim);font-size:.85em;margin-right:.25em}\n"
	".mine{background:#eef6ff;border:2px dashed #0072b2;border-radius:.4em;"
	"padding:.3em .7em;margin:.6em 0}\n"
	".mine h2{margin-top:.3em;color:#0072b2}\n"
	".board svg{width:100%;height:auto;max-height:80vh;background:#fff;"
	"border:1px solid var(--line);border-radius:.4em}\n"
	".log{list-style:none;padding:0;margin:0}\n"
	".log li{padding:.3em 0;border-bottom:1px solid var(--line)}\n"
	".log .seq{color:var(--dim);font-size:.8em;margin-right:.4em}\n"
	".log code{font-size:.9em;background:#eee;padding:0 .25em;"
	"border-radius:.2em;word-break:break-word}\n"
	".log .said{white-space:pre-wrap;margin:.15em 0 0 1.2em}\n"
	".log .undone{text-decoration:line-through;color:var(--dim)}\n"
	".log .sealed code{background:#333;color:#fff}\n"
	"pre{white-space:pre;overflow-x:auto;font-size:.85em;background:#fff;"
	"border:1px solid var(--line);border-radius:.4em;padding:.5em}\n"
	".odds pre{font-size:1em}\n"
	"@media (min-width:70em){body{font-size:22px}"
	"main{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);"
	"gap:0 1.4em;align-items:start}"
	"main>header,main>.error,main>.mine{grid-column:1/-1}"
	".board{grid-column:1;grid-row:span 4}}\n";

/* The seats' colours, as svg_colour() gives them to the pictures. */
void
serve_css_seats(struct strbuf *b)
{
	for (int p = 0; p < MAX_PLAYERS; p++)
		sb_printf(b, ".s%d{border-left-color:%s}.turn b.s%d{"
		    "background:%s}\n", p + 1, svg_colour(p), p + 1,
		    svg_colour(p));
}

const char serve_js[] =
	"'use strict';\n"
	"(function () {\n"
	"  var main = document.getElementById('view');\n"
	"  var live = document.getElementById('live');\n"
	"  if (!main || !window.EventSource) return;\n"
	"  /* 'events' beside the page: /events, or /p/TOKEN/events */\n"
	"  var es = new EventSource('events');\n"
	"  es.addEventListener('view', function (e) {\n"
	"    main.innerHTML = e.data;\n"
	"    main.setAttribute('data-version', e.lastEventId);\n"
	"  });\n"
	"  es.onopen = function () {\n"
	"    live.className = 'live'; live.textContent = 'live';\n"
	"  };\n"
	"  es.onerror = function () {\n"
	"    live.className = 'live off'; live.textContent = 'reconnecting';\n"
	"  };\n"
	"})();\n";
