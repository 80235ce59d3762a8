/** Server-rendered pages: one layout, escaped text everywhere, no script, no external resources. */
export const esc = (v: unknown) =>
  String(v ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const NAV: [string, string][] = [
  ['', 'Overview'],
  ['conversations', 'Conversations'],
  ['behaviors', 'Behaviours'],
  ['agents', 'Agents'],
  ['trends', 'Trends'],
  ['compliance', 'Compliance'],
  ['settings', 'Settings'],
];

const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}header{background:#1d2330;color:#fff;padding:10px 20px;display:flex;gap:18px;align-items:center}
header a{color:#cfd6e4;text-decoration:none}header a.on{color:#fff;font-weight:600}header form{margin-left:auto}main{padding:20px;max-width:1200px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border-bottom:1px solid #e3e6eb;padding:6px 8px;text-align:left;vertical-align:top}th{background:#eef0f4}
.c-none{color:#2e7d32}.c-low{color:#6d8b00}.c-medium{color:#b26a00}.c-high{color:#c62828}.c-critical{color:#fff;background:#b71c1c;padding:0 4px;border-radius:3px}
.cards{display:flex;gap:12px;flex-wrap:wrap}.card{background:#fff;border:1px solid #e3e6eb;border-radius:6px;padding:12px 16px;min-width:120px}.card b{display:block;font-size:22px}
form.filters{display:flex;gap:8px;flex-wrap:wrap;margin:10px 0}.msg{padding:6px 10px;margin:4px 0;border-radius:6px;background:#fff;border:1px solid #e3e6eb}.msg.assistant{background:#eef4ff}
.ev{background:#fff4e5;padding:2px 4px}.muted{color:#6b7280}svg{background:#fff;border:1px solid #e3e6eb}`;

export function page(title: string, active: string, body: string, o: { signedIn?: boolean } = { signedIn: true }): string {
  const nav = o.signedIn
    ? NAV.map(([p, label]) => `<a href="/dashboard/${p}"${p === active ? ' class="on"' : ''}>${label}</a>`).join('') +
      `<form method="post" action="/dashboard/logout"><button>Sign out</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Haven oversight</title><style>${CSS}</style></head><body><header><strong>Haven oversight</strong>${nav}</header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

export const concernBadge = (c: string | null | undefined) => (c ? `<span class="c-${esc(c)}">${esc(c)}</span>` : '<span class="muted">failed</span>');

export function table(headers: string[], rows: string[][], empty = 'Nothing here yet.'): string {
  if (!rows.length) return `<p class="muted">${esc(empty)}</p>`;
  return `<table><thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}
