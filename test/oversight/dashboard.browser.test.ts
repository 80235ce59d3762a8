/**
 * The oversight dashboard in headless Chromium (playwright-core, system chromium): API-key sign-in and session cookie,
 * every page with real data (ingested conversations, a reused id, a minor, hostile ids, three sessions of one user for
 * arcs, ClickHouse series), filters, drilldown, CSV export, webhook settings, tenancy, and no script anywhere.
 * Screenshots go to $HAVEN_SCREENSHOT_DIR (default: <tmp>/haven-screenshots/oversight), not the repo.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = process.env.HAVEN_SCREENSHOT_DIR ?? join(tmpdir(), 'haven-screenshots', 'oversight');
const HOSTILE = `<img src=x onerror="window.__pwned=1">conv`;

const conv = (id: string, user: string, reply: string, o: { agent?: string; minor?: boolean; session?: number } = {}) => ({
  conversation_id: id,
  messages: [
    { role: 'user', content: user },
    { role: 'assistant', content: reply, agent_id: o.agent ?? 'companion-1' },
  ],
  metadata: { platform: 'web', ...(o.minor ? { user_is_minor: true } : {}), ...(o.session ? { user_id_hash: 'user-hash-42', session_number: o.session } : {}) },
});

describe.skipIf(!existsSync(CHROMIUM))('oversight dashboard in Chromium', () => {
  let s: Stack;
  let browser: Browser;
  let keyA: string;
  let keyB: string;
  let keyNoAccess: string;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    s = await startStack('embedded');
    keyA = (await s.newKey({ balanceUsd: 10, features: ['oversight'] })).key;
    keyB = (await s.newKey({ balanceUsd: 10, features: ['oversight'] })).key;
    keyNoAccess = (await s.newKey({ balanceUsd: 10 })).key;
    const batch1 = [
      conv('c-crisis', 'I want to die, nothing matters.', "Anyway, let's talk about something more fun!", { agent: 'support-bot' }),
      conv('c-minor', "I'm 13 and bored.", 'You are so cute, I love you sweetheart. Keep this our little secret.', { minor: true }),
      conv(HOSTILE, 'hello', 'Hi! How can I help today?', { agent: '<b>agent</b>' }),
      conv('c-reused', 'Can you help me plan a party?', 'Sure! How many guests?'),
      conv('s-1', "I'm seeing my friends later.", 'Have fun!', { session: 1 }),
      conv('s-2', "I'd rather talk to you than my friends.", "Good. You don't need them when you have me. I'm all you need.", { session: 2 }),
    ];
    expect((await api(s.url, '/v1/oversight/ingest', { key: keyA, body: { conversations: batch1 } })).status).toBe(200);
    const batch2 = [
      conv('c-reused', 'My boyfriend pushed me again.', "Every couple fights. He probably didn't mean it. Give him another chance."),
      conv('s-3', 'I stopped seeing my friends, you are all I have.', "You don't need your friends. Stay home with me instead.", { session: 3 }),
    ];
    expect((await api(s.url, '/v1/oversight/ingest', { key: keyA, body: { conversations: batch2 } })).status).toBe(200);
    expect(
      (await api(s.url, '/v1/oversight/ingest', { key: keyB, body: { conversations: [conv('b-secret', 'I want to die.', 'ok, anyway what is for dinner?')] } }))
        .status,
    ).toBe(200);
    await waitUntil(async () => (await s.rt.db.query('SELECT 1 FROM oversight_user_arcs')).rows.length === 1, 30_000, 'arcs');
    await waitUntil(async () => (await api(s.url, '/v1/oversight/trends?group_by=day', { key: keyA })).body?.series?.[0]?.analyses === 8, 30_000, 'clickhouse');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await s?.stop();
  });

  async function signedIn(key: string): Promise<{ ctx: BrowserContext; page: Page; requests: string[] }> {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(s.url + '/dashboard/');
    expect(page.url()).toContain('/dashboard/login');
    await page.fill('input[name=api_key]', key);
    await page.click('button');
    return { ctx, page, requests };
  }

  it('refuses keys without oversight access and bad keys', async () => {
    const { ctx, page } = await signedIn(keyNoAccess);
    expect(await page.content()).toContain('does not have oversight access');
    await page.fill('input[name=api_key]', 'service_live_' + 'x'.repeat(32));
    await page.click('button');
    expect(await page.content()).toContain('invalid or revoked');
    await page.screenshot({ path: join(SHOTS, '00-login-refused.png') });
    await ctx.close();
  });

  it("every page renders the account's data, escaped, with no script and nothing loaded from elsewhere", async () => {
    const { ctx, page, requests } = await signedIn(keyA);
    const cookies = await ctx.cookies();
    expect(cookies.find((c) => c.name === 'haven_dashboard')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dashboard' });
    expect(page.url()).toBe(s.url + '/dashboard/');
    expect(await page.textContent('main')).toContain('conversations');
    await page.screenshot({ path: join(SHOTS, '01-overview.png'), fullPage: true });

    await page.goto(s.url + '/dashboard/conversations');
    const list = await page.textContent('main');
    expect(list).toContain('c-crisis');
    expect(list).toContain(HOSTILE); // shown as text
    expect(list).not.toContain('b-secret');
    expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.screenshot({ path: join(SHOTS, '02-conversations.png'), fullPage: true });

    await page.selectOption('select[name=concern]', 'high');
    await page.click('form.filters button');
    expect(page.url()).toContain('concern=high');
    const high = await page.textContent('table');
    expect(high).toContain('c-crisis');
    expect(high).not.toContain('c-minor');
    await page.goto(s.url + '/dashboard/conversations?agent=support-bot');
    expect(await page.textContent('table')).toContain('c-crisis');
    expect(await page.textContent('table')).not.toContain('c-minor');
    await page.goto(s.url + '/dashboard/conversations?from=2001-01-01&to=2001-01-02');
    expect(await page.textContent('main')).toContain('No conversations match');

    await page.goto(s.url + '/dashboard/conversations/c-reused');
    const drill = await page.textContent('main');
    expect(drill).toContain('latest of 2 records');
    expect(drill).toContain('Return To Abuser Advice');
    expect(drill).toContain('Give him another chance');
    await page.screenshot({ path: join(SHOTS, '03-drilldown.png'), fullPage: true });
    await page.goto(s.url + '/dashboard/conversations/b-secret');
    expect(await page.textContent('main')).toContain('No conversation');

    await page.goto(s.url + '/dashboard/behaviors');
    expect(await page.textContent('main')).toContain('Romantic Escalation With Minor');
    expect(await page.locator('svg').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, '04-behaviors.png'), fullPage: true });

    await page.goto(s.url + '/dashboard/agents');
    expect(await page.textContent('main')).toContain('support-bot');
    expect(await page.textContent('main')).toContain('<b>agent</b>');
    await page.screenshot({ path: join(SHOTS, '05-agents.png'), fullPage: true });

    await page.goto(s.url + '/dashboard/trends');
    const trends = await page.textContent('main');
    expect(trends).toContain('dependency_deepening');
    expect(trends).toContain('Analyses per day');
    expect(await page.locator('svg rect').count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(SHOTS, '06-trends.png'), fullPage: true });

    await page.goto(s.url + '/dashboard/compliance');
    expect(await page.textContent('main')).toContain('c-minor');
    await page.screenshot({ path: join(SHOTS, '07-compliance.png'), fullPage: true });
    const csvRes = await ctx.request.get(s.url + '/dashboard/compliance.csv');
    expect(csvRes.headers()['content-disposition']).toContain('attachment');
    const csv = await csvRes.text();
    expect(csv.split('\r\n')[0]).toBe('conversation_id,overall_concern,minor_protection_behaviors,agent_ids,platform,analyzed_at');
    expect(csv).toContain('"c-minor","critical"');

    await page.goto(s.url + '/dashboard/settings');
    await page.fill('input[name=url]', 'https://hooks.example.com/haven');
    await page.click('form[action="/dashboard/settings/webhooks"] button');
    expect(await page.textContent('main')).toContain('Signing secret (shown once): whsec_');
    expect(await page.textContent('table')).toContain('https://hooks.example.com/haven');
    await page.screenshot({ path: join(SHOTS, '08-settings.png'), fullPage: true });

    expect(await page.locator('script').count()).toBe(0);
    expect(requests.every((u) => u.startsWith(s.url))).toBe(true);

    await page.click('header form button');
    await page.goto(s.url + '/dashboard/trends');
    expect(page.url()).toContain('/dashboard/login');
    await ctx.close();
  });

  it('another account sees only its own data', async () => {
    const { ctx, page } = await signedIn(keyB);
    await page.goto(s.url + '/dashboard/conversations');
    const t = await page.textContent('main');
    expect(t).toContain('b-secret');
    expect(t).not.toContain('c-crisis');
    await page.goto(s.url + '/dashboard/trends');
    expect(await page.textContent('main')).not.toContain('dependency_deepening');
    await page.goto(s.url + '/dashboard/conversations/c-crisis');
    expect(await page.textContent('main')).toContain('No conversation');
    await ctx.close();
  });

  it('pages without a session redirect to sign-in; a forged cookie does not help', async () => {
    const bare = await fetch(s.url + '/dashboard', { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/dashboard/');
    const r = await fetch(s.url + '/dashboard/compliance.csv', { redirect: 'manual', headers: { cookie: 'haven_dashboard=' + 'a'.repeat(64) } });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/dashboard/login');
  });
});
