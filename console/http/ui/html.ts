/**
 * The console's pages are rendered on the server as plain HTML forms and links: no script, nothing from a CDN, so
 * they work with a keyboard and a screen reader out of the box (native controls, labels, landmarks, a skip link,
 * `aria-current` in the navigation, error summaries with role=alert) and on a phone (one column under 40rem,
 * tables in labelled scrollable regions). Every value is escaped.
 */
export function esc(v: unknown): string {
  return String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const CSS = `
:root{--fg:#1b1f24;--muted:#4d5560;--bg:#fff;--line:#c9ced6;--accent:#0b57d0;--clear:#1e6b34;--watch:#8a5a00;--danger:#b3261e;--panel:#f4f6f9}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,[tabindex]:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#000;color:#fff;padding:.5rem 1rem;z-index:9}
.skip:focus{left:0}
header{background:#12263f;color:#fff;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header .brand{font-weight:700;color:#fff;text-decoration:none;font-size:1.1rem}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav a{color:#dbe7ff;text-decoration:none;padding:.25rem .1rem;display:inline-block;min-height:44px;line-height:36px}
nav a[aria-current=page]{color:#fff;border-bottom:3px solid #f5a623}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.muted{color:var(--muted)}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:1rem;margin:1rem 0}
.region{overflow-x:auto;border:1px solid var(--line);border-radius:6px}
table{border-collapse:collapse;width:100%;font-size:.95rem}
caption{text-align:left;font-weight:600;padding:.5rem}
th,td{padding:.45rem .6rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:var(--panel);white-space:nowrap}
td.num{font-variant-numeric:tabular-nums;text-align:right}
td time{white-space:nowrap}
.badge{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-weight:600;font-size:.85rem;border:2px solid}
.badge.clear{color:var(--clear);border-color:var(--clear)}
.badge.watch{color:var(--watch);border-color:var(--watch)}
.badge.danger{color:#fff;background:var(--danger);border-color:var(--danger)}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:.2rem}
input,select,textarea{font:inherit;padding:.45rem .5rem;border:1px solid #767d87;border-radius:4px;min-height:44px;background:#fff;color:var(--fg);max-width:100%}
textarea{width:100%;min-height:10rem;font-family:ui-monospace,monospace;font-size:.9rem}
button{font:inherit;font-weight:600;padding:.5rem 1rem;min-height:44px;border-radius:4px;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
button.secondary{background:#fff;color:var(--accent)}
button.danger{background:#fff;color:var(--danger);border-color:var(--danger)}
.field{margin-bottom:.75rem}
.error{color:var(--danger);font-weight:600;font-size:.9rem}
[aria-invalid=true]{border:2px solid var(--danger)}
.summary{border:2px solid var(--danger);border-radius:6px;padding:.75rem 1rem;margin:1rem 0;background:#fff5f4}
.ok{border:2px solid var(--clear);border-radius:6px;padding:.75rem 1rem;margin:1rem 0;background:#f1fbf3}
fieldset{border:1px solid var(--line);border-radius:6px;margin:0 0 1rem;padding:.75rem;min-width:0}
.cond select,.cond input{width:100%}
legend{font-weight:700;padding:0 .25rem}
.cond{display:grid;grid-template-columns:minmax(12rem,2fr) minmax(6rem,1fr) minmax(8rem,2fr);gap:.5rem;margin-bottom:.5rem}
.grid2{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.75rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0;overflow-wrap:anywhere}
ol.transcript{list-style:none;padding:0;margin:0}
ol.transcript li{border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem;margin-bottom:.5rem;white-space:pre-wrap;overflow-wrap:anywhere}
ol.transcript li.assistant{background:var(--panel)}
ol.transcript .who{display:block;font-weight:700;font-size:.85rem;color:var(--muted)}
.chart{width:100%;height:auto;max-width:48rem;display:block}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:.5rem 0;font-size:.9rem}
.legend span.sw{display:inline-block;width:1.5rem;height:.25rem;vertical-align:middle;margin-right:.35rem}
.pager{display:flex;gap:1rem;margin:1rem 0}
.inline{display:inline}
code{overflow-wrap:anywhere}
@media (max-width:40rem){main{padding:.75rem}.cond{grid-template-columns:1fr}h1{font-size:1.3rem}th,td{padding:.4rem}}
`;

const NAV: [string, string][] = [
  ['/', 'Sessions'],
  ['/watchlists', 'Watchlists'],
  ['/matches', 'Matches'],
  ['/settings', 'Settings'],
];

export function layout(o: { title: string; active: string; body: string; mode: string }): string {
  const nav = NAV.map(([href, label]) => `<li><a href="${href}"${o.active === href ? ' aria-current="page"' : ''}>${label}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(o.title)} · Haven console</title>
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<a class="brand" href="/">Haven console</a>
<nav aria-label="Console"><ul>${nav}</ul></nav>
${o.mode === 'full' ? '' : '<span class="muted" style="color:#dbe7ff">read-only mode</span>'}
</header>
<main id="main" tabindex="-1">
${o.body}
</main>
</body>
</html>`;
}

export function badge(verdict: string): string {
  return `<span class="badge ${esc(verdict)}">${esc(verdict)}</span>`;
}

export function fmt(n: number, digits = 2): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '–';
}

export function time(epochSeconds: number): string {
  return `<time datetime="${new Date(epochSeconds * 1000).toISOString()}">${new Date(epochSeconds * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC</time>`;
}

/** a table in a labelled, keyboard-scrollable region (wide tables scroll sideways on a phone) */
export function tableRegion(label: string, table: string): string {
  return `<div class="region" role="region" aria-label="${esc(label)}" tabindex="0">${table}</div>`;
}
