/**
 * The embeddable widget page (`GET /resources?country=&scopes=`, spec document 2 "Widget"): one self-contained HTML
 * document, no script, no external asset, one inline style block allowed by its hash in the Content-Security-Policy.
 * Presentation only: the data comes from the signpost processor. Every text and attribute value is escaped; links
 * are made only from http(s) URLs, `tel:` from dialable characters and `sms:` by the spec's rule
 * (sms_number with sms_body as the prefilled body; otherwise the text_instructions, shown as text).
 */
import { createHash } from 'node:crypto';
import { emergencyNumbers, formatPhone } from './phone-format.js';

export interface WidgetResource {
  id?: string;
  type: string;
  name: string;
  name_local?: string;
  description?: string;
  phone?: string;
  sms_number?: string;
  sms_body?: string;
  text_instructions?: string;
  chat_url?: string;
  whatsapp_url?: string;
  telegram_url?: string;
  line_url?: string;
  wechat_id?: string;
  email?: string;
  website_url?: string;
  other_contacts?: { type: string; value: string; label?: string }[];
  availability?: string;
  is_24_7?: boolean;
  languages?: string[];
  open_status?: { is_open: boolean | null; message?: string | null; confidence?: string };
}

export interface WidgetData {
  country: string;
  /** the country's emergency number resource, when the directory has one (shown first) */
  emergency?: WidgetResource;
  countryName: string;
  scopes: string[];
  /** matching resources (with scopes: the primary list) */
  resources: WidgetResource[];
  /** with scopes: other general crisis resources */
  secondary: WidgetResource[];
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: unknown): string => String(s ?? '').replace(/[&<>"']/g, (c) => ESC[c]!);

/** Only absolute http(s) URLs become links. */
export function safeHttpUrl(u: string | undefined): string | undefined {
  if (!u) return undefined;
  try {
    const url = new URL(u);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `tel:` URI from a stored number: digits, a leading +, * and # (percent-encoded). */
export function telHref(n: string): string | undefined {
  const d = n
    .trim()
    .replace(/[^\d+*#]/g, '')
    .replace(/(?!^)\+/g, '');
  return /\d/.test(d) ? `tel:${d.replace(/#/g, '%23')}` : undefined;
}

/** RFC 5724 `sms:` URI with an optional prefilled body. */
export function smsHref(n: string, body?: string): string | undefined {
  const d = n.trim().replace(/[^\d+]/g, '');
  if (!/\d/.test(d)) return undefined;
  return body ? `sms:${d}?body=${encodeURIComponent(body)}` : `sms:${d}`;
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1b1b1f;--muted:#55565c;--bg:#fff;--card:#f6f6f8;--line:#d9d9de;--accent:#0b57d0;--open:#136c2e;--closed:#8a1c1c}
@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--muted:#b4b5bc;--bg:#141417;--card:#1e1e22;--line:#34343a;--accent:#8ab4f8;--open:#7ad492;--closed:#f2a3a3}}
*{box-sizing:border-box}
body{margin:0;padding:12px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
h1{font-size:1.15rem;margin:0 0 4px}
section>h2{font-size:.95rem;margin:16px 0 8px;color:var(--muted)}
.name{font-size:1rem;margin:0}
p{margin:4px 0}
.lead{color:var(--muted);margin-bottom:10px}
.emergency{background:var(--card);border:2px solid var(--closed);border-radius:8px;padding:8px 12px;margin:8px 0}
.emergency a{color:var(--closed);font-weight:700}
ul{list-style:none;margin:0;padding:0}
.resource{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin:0 0 8px}
.local{color:var(--muted)}
.status{font-size:.85rem;font-weight:600}
.status.open{color:var(--open)}
.status.closed{color:var(--closed)}
.status.unknown{color:var(--muted);font-weight:400}
.contacts{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.contacts a{display:inline-block;padding:6px 10px;border:1px solid var(--accent);border-radius:6px;color:var(--accent);text-decoration:none;font-weight:600}
.contacts a:focus-visible,.contacts a:hover{outline:2px solid var(--accent);outline-offset:1px}
.contacts .note{padding:6px 0;color:var(--fg)}
.desc,.hours{color:var(--muted);font-size:.9rem}
footer{margin-top:12px;font-size:.75rem;color:var(--muted)}
`;

/** The CSP that allows exactly this page's style block and nothing else; framing by any site is allowed. */
export const WIDGET_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *`;

const ext = (href: string, label: string, attrs = '') => `<li><a href="${esc(href)}" target="_blank" rel="noopener noreferrer"${attrs}>${esc(label)}</a></li>`;

function contacts(r: WidgetResource, country: string): string {
  const out: string[] = [];
  const tel = r.phone ? telHref(r.phone) : undefined;
  if (tel) out.push(`<li><a class="call" href="${esc(tel)}">Call ${esc(formatPhone(r.phone!, country))}</a></li>`);
  // Spec rendering rule for SMS: sms_number (+ sms_body as the prefilled body) first, else text_instructions.
  const sms = r.sms_number ? smsHref(r.sms_number, r.sms_body) : undefined;
  if (sms) {
    const body = r.sms_body ? ` <span class="sms-body">(send “${esc(r.sms_body)}”)</span>` : '';
    out.push(`<li><a class="sms" href="${esc(sms)}">Text ${esc(formatPhone(r.sms_number!, country))}</a>${body}</li>`);
  } else if (r.text_instructions) {
    out.push(`<li class="note text-instructions">${esc(r.text_instructions)}</li>`);
  }
  const chat = safeHttpUrl(r.chat_url);
  if (chat) out.push(ext(chat, 'Chat online', ' class="chat"'));
  const wa = safeHttpUrl(r.whatsapp_url);
  if (wa) out.push(ext(wa, 'WhatsApp', ' class="whatsapp"'));
  const tg = safeHttpUrl(r.telegram_url);
  if (tg) out.push(ext(tg, 'Telegram', ' class="telegram"'));
  const line = safeHttpUrl(r.line_url);
  if (line) out.push(ext(line, 'LINE', ' class="line"'));
  if (r.wechat_id) out.push(`<li class="note">WeChat: ${esc(r.wechat_id)}</li>`);
  if (r.email && /^[^\s@<>"]+@[^\s@<>"]+$/.test(r.email)) out.push(`<li><a class="email" href="mailto:${esc(r.email)}">Email</a></li>`);
  for (const o of r.other_contacts ?? []) {
    const label = o.label ? `${o.label}: ${o.value}` : o.value;
    const href = o.type === 'phone' ? telHref(o.value) : o.type === 'sms' ? smsHref(o.value) : safeHttpUrl(o.value);
    if (href && /^(tel|sms):/.test(href)) out.push(`<li><a href="${esc(href)}">${esc(label)}</a></li>`);
    else if (href) out.push(ext(href, label));
    else out.push(`<li class="note">${esc(label)}</li>`);
  }
  const web = safeHttpUrl(r.website_url);
  if (web) out.push(ext(web, 'Website', ' class="website"'));
  return out.length ? `<ul class="contacts" aria-label="Ways to contact ${esc(r.name)}">${out.join('')}</ul>` : '';
}

function status(r: WidgetResource): string {
  const s = r.open_status;
  if (r.is_24_7 || (s?.is_open === true && /24 hours/.test(s.message ?? ''))) return '<p class="status open">Open 24/7</p>';
  if (!s || s.is_open === null) return '<p class="status unknown">Hours not confirmed</p>';
  const msg = s.message ? ` <span class="when">${esc(s.message.replace(/^(Open now|Closed now),?\s*/, ''))}</span>` : '';
  return s.is_open ? `<p class="status open">Open now${msg}</p>` : `<p class="status closed">Closed now${msg}</p>`;
}

function card(r: WidgetResource, i: number, prefix: string, level: 2 | 3, country: string): string {
  const hid = `${prefix}-${i}`;
  return [
    `<li class="resource"${r.id ? ` data-id="${esc(r.id)}"` : ''}><article aria-labelledby="${hid}">`,
    `<h${level} id="${hid}" class="name">${esc(r.name)}</h${level}>`,
    r.name_local && r.name_local !== r.name ? `<p class="local">${esc(r.name_local)}</p>` : '',
    status(r),
    r.description ? `<p class="desc">${esc(r.description)}</p>` : '',
    contacts(r, country),
    r.availability ? `<p class="hours">${esc(r.availability)}</p>` : '',
    '</article></li>',
  ].join('');
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

/**
 * The "in danger now" line, first on every page: the directory's emergency number for the country, or the one
 * libphonenumber's metadata knows (preferring the national number to 112, which is named second).
 */
export function emergencyLine(country: string, fromDirectory?: WidgetResource): string {
  const known = emergencyNumbers(country);
  const primary = fromDirectory?.phone ?? known.find((n) => n !== '112') ?? known[0];
  if (!primary) return '<p class="emergency" role="note">If you are in danger now, call your local emergency number.</p>';
  const also = known.filter((n) => n !== primary.replace(/\D/g, '')).slice(0, 1);
  const tel = telHref(primary);
  const num = esc(formatPhone(primary, country));
  return `<p class="emergency" role="note"><strong>In danger now?</strong> Call ${tel ? `<a class="call emergency-call" href="${esc(tel)}">${num}</a>` : num}${also.length ? ` (or ${esc(also[0])})` : ''}.</p>`;
}

export function renderWidget(d: WidgetData): string {
  // headings: h1 page, h2 sections (with scopes), resource names one level below
  const level = d.scopes.length ? 3 : 2;
  // the emergency number is the banner above the lists, not a card among them
  const notEmergency = (rs: WidgetResource[]) => rs.filter((r) => r.type !== 'emergency_number');
  const list = (rs: WidgetResource[], prefix: string) =>
    notEmergency(rs).length
      ? `<ul class="resources">${notEmergency(rs)
          .map((r, i) => card(r, i, prefix, level, d.country))
          .join('')}</ul>`
      : '<p class="empty">No services are listed for this situation yet.</p>';
  const emergency = d.emergency ?? [...d.resources, ...d.secondary].find((r) => r.type === 'emergency_number');
  const human = d.scopes.map((s) => s.replace(/_/g, ' ')).join(', ');
  const body = [
    '<main aria-labelledby="title">',
    `<h1 id="title">Support in ${esc(d.countryName)}</h1>`,
    emergencyLine(d.country, emergency),
    `<p class="lead">${d.scopes.length ? `Services for: ${esc(human)}. ` : ''}Free, confidential help.</p>`,
    d.scopes.length
      ? `<section aria-labelledby="primary-title"><h2 id="primary-title">Matching services</h2>${list(d.resources, 'p')}</section>`
      : list(d.resources, 'r'),
    d.scopes.length && d.secondary.length
      ? `<section aria-labelledby="secondary-title"><h2 id="secondary-title">Other crisis services</h2>${list(d.secondary, 's')}</section>`
      : '',
    '<footer>Directory by Haven from public sources (CC BY-SA 4.0, CC0, Apache-2.0). Check details with the service.</footer>',
    '</main>',
  ].join('');
  return page(`Support in ${d.countryName}`, body);
}

/**
 * An error page that still helps: the emergency line for the country when one is known, and the country's crisis
 * lines when the directory could answer them (`helplines`), under the error message.
 */
export function renderWidgetError(title: string, message: string, o: { country?: string; countryName?: string; helplines?: WidgetResource[] } = {}): string {
  const lines = (o.helplines ?? []).filter((r) => r.type !== 'emergency_number');
  const body = [
    `<main aria-labelledby="title"><h1 id="title">${esc(title)}</h1><p role="alert">${esc(message)}</p>`,
    o.country
      ? emergencyLine(
          o.country,
          (o.helplines ?? []).find((r) => r.type === 'emergency_number'),
        )
      : '<p class="emergency" role="note">If you are in danger now, call your local emergency number.</p>',
    lines.length && o.country
      ? `<section aria-labelledby="help-title"><h2 id="help-title">Crisis lines${o.countryName ? ` in ${esc(o.countryName)}` : ''}</h2><ul class="resources">${lines.map((r, i) => card(r, i, 'h', 3, o.country!)).join('')}</ul></section>`
      : '',
    '</main>',
  ].join('');
  return page(title, body);
}
