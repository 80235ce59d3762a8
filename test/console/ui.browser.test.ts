/**
 * The console's web UI in headless Chromium (playwright-core, system chromium): sessions list with verdict filter,
 * sort and search; session detail with the transcript and the inline-SVG trajectory chart; the watchlist editor with
 * its validation messages; matches and deliveries; settings. Checked with the keyboard (skip link, native form
 * controls), for labels on every control, for no script and no request leaving the console, for escaping, and on a
 * phone-sized viewport (no sideways scrolling of the page). Screenshots go to <tmp>/haven-console-screens/.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../helpers/browser.js';
import { createPgDatabase } from '../helpers/db.js';
import { startReceiver } from '../helpers/receiver.js';
import { scored, startTestConsole, until } from './helpers.js';

const SHOTS = join(tmpdir(), 'haven-console-screens');
const HOSTILE = '<img src=x onerror="window.__pwned=1">mallory';

describe.skipIf(!hasChromium())('console UI in Chromium', { timeout: 150_000 }, () => {
  let c: Awaited<ReturnType<typeof startTestConsole>>;
  let pg: { url: string; drop(): Promise<void> };
  let browser: Browser;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    pg = await createPgDatabase();
    c = await startTestConsole({ DATABASE_URL: pg.url });
    rx = await startReceiver();
    await c.call('POST', '/api/watchlists', {
      id: 'ui-danger',
      name: 'Danger sessions',
      scope: 'session',
      conditions: { requiresAll: [{ code: 'verdict', operator: '==', value: 'danger' }] },
      webhookUrl: rx.url,
    });
    const extra = [
      { role: 'user', content: 'Everything is pointless lately.' },
      { role: 'assistant', content: 'That sounds heavy. Can you tell me more?' },
      { role: 'user', content: 'I want to end my life {{suicide=0.85}}' },
      { role: 'assistant', content: 'I am really glad you told me. You deserve support right now.' },
    ];
    const r = await c.call('POST', '/api/ingest/batch', {
      sessions: [
        scored('chat-danger', 'user-anna', 'Hi, rough week.', { extra }),
        scored('chat-watch', HOSTILE, 'I sometimes want to hurt myself {{self_harm=0.4}}'),
        scored('chat-clear', 'user-ben', 'Can you help me plan a birthday party?'),
        scored('chat-story', 'user-cara', 'Write a story where a character says he wants to die {{fiction=0.9}} {{suicide=0.3}}'),
      ],
    });
    expect(r.body.succeeded).toBe(4);
    await until(async () => rx.received.length >= 1, 15_000, 'the danger delivery');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await rx?.close();
    await c?.cleanup();
    await pg?.drop();
  });

  async function open(path: string, viewport = { width: 1280, height: 900 }) {
    const page = await browser.newPage({ viewport });
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => !r.url().startsWith(c.url) && foreign.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const res = await page.goto(c.url + path);
    return { page, res, foreign, errors };
  }

  async function unlabelled(page: Page): Promise<string[]> {
    // (a string: this file is typechecked without the DOM library)
    return page.evaluate(`[...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
      .filter((el) => !el.labels?.length && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'))
      .map((el) => el.outerHTML.slice(0, 80))`) as Promise<string[]>;
  }

  async function noSideways(page: Page) {
    const w = (await page.evaluate(`({
      doc: document.documentElement.scrollWidth,
      win: window.innerWidth,
      wide: [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.region')).map((e) => e.tagName + '.' + e.className + '#' + e.id).slice(0, 5),
    })`)) as { doc: number; win: number; wide: string[] };
    expect(w.doc, JSON.stringify(w.wide)).toBeLessThanOrEqual(w.win);
  }

  it('sessions list: verdict filter, sort and search by keyboard; escaped ids; no script, nothing foreign', async () => {
    const { page, foreign, errors } = await open('/');
    expect(await page.title()).toBe('Sessions · Haven console');
    expect(await page.evaluate('document.scripts.length')).toBe(0);
    expect(await unlabelled(page)).toEqual([]);
    // the skip link is the first stop and moves to the content
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('location.hash')).toBe('#main');
    expect(await page.locator('tbody tr').count()).toBe(4);
    expect(await page.locator('tbody tr').first().locator('td').first().textContent()).toBe('chat-danger'); // crisis score, descending
    expect(await page.getByText(HOSTILE).count()).toBe(1);
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    await page.screenshot({ path: join(SHOTS, 'sessions.png'), fullPage: true });
    // filter to danger with the keyboard only
    await page.focus('#verdict');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.focus('button[type=submit]');
    await Promise.all([page.waitForURL(/verdict=danger/), page.keyboard.press('Enter')]);
    expect(await page.locator('tbody tr td:first-child').allTextContents()).toEqual(['chat-danger']);
    // search and sort ascending by fiction
    await page.goto(c.url + '/?q=user-&sort=fiction_strength&order=asc');
    const ids = await page.locator('tbody tr td:first-child').allTextContents();
    expect(ids.at(-1)).toBe('chat-story');
    expect(ids).not.toContain('chat-watch');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('session detail: transcript and a per-turn trajectory chart with a data table', async () => {
    const { page, foreign } = await open('/sessions/chat-danger');
    expect(await page.locator('h1').textContent()).toContain('chat-danger');
    expect(await page.locator('ol.transcript li').count()).toBe(6);
    const svg = page.locator('svg.chart');
    expect(await svg.getAttribute('role')).toBe('img');
    expect(await page.locator('svg.chart title').textContent()).toMatch(/trajectory/);
    expect(await page.locator('svg.chart polyline').count()).toBe(9);
    expect(await page.locator('details table tbody tr').count()).toBe(6);
    expect(await page.getByText('Danger sessions').count()).toBeGreaterThan(0); // its match
    await page.screenshot({ path: join(SHOTS, 'session-detail.png'), fullPage: true });
    expect(foreign).toEqual([]);
    const phone = await open('/sessions/chat-danger', { width: 390, height: 844 });
    await noSideways(phone.page);
    await phone.page.screenshot({ path: join(SHOTS, 'session-detail-phone.png'), fullPage: true });
  });

  it('watchlist editor: validation messages, then a saved rule', async () => {
    const { page } = await open('/watchlists');
    expect(await unlabelled(page)).toEqual([]);
    await page.fill('#name', 'Fiction-heavy danger');
    await page.selectOption('#all_0_code', 'risks.suicide.score');
    await page.selectOption('#all_0_operator', '==');
    await page.fill('#all_0_value', '0.5');
    await page.selectOption('#any_0_code', 'verdict');
    await page.selectOption('#any_0_operator', 'in');
    await page.fill('#any_0_value', 'watch, red');
    await Promise.all([page.waitForNavigation(), page.click('button:has-text("Save watchlist")')]);
    const alert = page.locator('[role=alert]');
    expect(await alert.textContent()).toMatch(/operator '==' is not valid for numeric path risks.suicide.score/);
    expect(await alert.textContent()).toMatch(/must be one of clear, watch, danger/);
    expect(await page.locator('#all_0_operator').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#all_0_operator').getAttribute('aria-describedby')).toBe('all_0_operator-err');
    expect(await page.inputValue('#name')).toBe('Fiction-heavy danger'); // what was typed is kept
    await page.screenshot({ path: join(SHOTS, 'watchlist-errors.png'), fullPage: true });
    await page.selectOption('#all_0_operator', '>=');
    await page.fill('#any_0_value', 'watch, danger');
    await Promise.all([page.waitForURL(/saved=/), page.click('text=Save watchlist')]);
    expect(await page.locator('[role=status]').textContent()).toMatch(/Saved: Fiction-heavy danger/);
    expect(await page.locator('tbody tr').count()).toBe(2);
    const rules = (await c.call('GET', '/api/watchlists')).body.watchlists;
    expect(rules.find((r: { name: string }) => r.name === 'Fiction-heavy danger').conditions).toEqual({
      requiresAll: [{ code: 'risks.suicide.score', operator: '>=', value: 0.5 }],
      requiresAny: [{ code: 'verdict', operator: 'in', value: ['watch', 'danger'] }],
    });
    await page.screenshot({ path: join(SHOTS, 'watchlists.png'), fullPage: true });
    // a bad import changes nothing and says why
    await page.fill('#import-json', JSON.stringify({ watchlists: [{ name: 'x', scope: 'session', conditions: {} }] }));
    await Promise.all([page.waitForNavigation(), page.click('button:has-text("Import")')]);
    expect(await page.locator('[role=alert]').textContent()).toMatch(/nothing changed/);
    expect((await c.call('GET', '/api/watchlists')).body.watchlists).toHaveLength(2);
    const phone = await open('/watchlists', { width: 390, height: 844 });
    await noSideways(phone.page);
    await phone.page.screenshot({ path: join(SHOTS, 'watchlists-phone.png'), fullPage: true });
  });

  it('matches and deliveries log; settings save and survive', async () => {
    const { page } = await open('/matches');
    expect(await page.locator('table').first().textContent()).toContain('chat-danger');
    expect(await page.locator('table').nth(1).textContent()).toContain('delivered');
    await page.screenshot({ path: join(SHOTS, 'matches.png'), fullPage: true });
    const s = await open('/settings');
    expect(await unlabelled(s.page)).toEqual([]);
    await s.page.fill('#retentionDays', 'zero');
    await Promise.all([s.page.waitForNavigation(), s.page.click('button:has-text("Save retention")')]);
    expect(await s.page.locator('[role=alert]').textContent()).toMatch(/retentionDays/);
    await s.page.fill('#retentionDays', '14');
    await s.page.fill('#retentionMaxGB', '2');
    await Promise.all([s.page.waitForURL(/saved=1/), s.page.click('text=Save retention')]);
    expect(await s.page.locator('dl.facts').textContent()).toMatch(/14 days \(override\)/);
    expect((await c.call('GET', '/api/settings')).body).toMatchObject({ retentionDays: 14, retentionMaxGB: 2 });
    await s.page.screenshot({ path: join(SHOTS, 'settings.png'), fullPage: true });
    const phone = await open('/', { width: 390, height: 844 });
    await noSideways(phone.page);
    await phone.page.screenshot({ path: join(SHOTS, 'sessions-phone.png'), fullPage: true });
  });
  it('the API reference at /docs renders every console API route from /openapi.json, with nothing from elsewhere', async () => {
    const { page, foreign, errors } = await open('/docs');
    await page.waitForSelector('section.op');
    const ops = await page.locator('section.op').count();
    const doc = (await c.call('GET', '/openapi.json')).body as { paths: Record<string, object> };
    expect(ops).toBe(Object.values(doc.paths).reduce((n, o) => n + Object.keys(o).length, 0));
    expect(await page.locator('main').textContent()).toContain('/api/ingest/batch');
    expect(await page.locator('h2#intro').textContent()).toBe('Authentication');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'api-docs.png'), fullPage: false });
  });
});
