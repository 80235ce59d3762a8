/**
 * The widget page in headless Chromium (playwright-core, system chromium from infra/browser/install.sh): it renders
 * the matching resources with their contact methods, applies the spec's SMS rule, escapes hostile text, runs no
 * script and loads nothing from elsewhere. The stack is seeded with a small directory of GB records, one renamed
 * with markup and one carrying only text instructions.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDirectory } from '../../processors/signpost/storage/directory-files.js';
import { seedDirectory } from '../../processors/signpost/storage/seed.js';
import { hasChromium, launchChromium } from '../helpers/browser.js';
import { type Stack, startStack } from '../helpers/stack.js';

const HOSTILE = `<img src=x onerror="window.__pwned=1">Samaritans & "friends"`;
const TEXT_ONLY_ID = '7d0f3a5e-1b2c-4d3e-8f40-5a6b7c8d9e01';

describe.skipIf(!hasChromium())('widget page in Chromium', () => {
  let s: Stack;
  let browser: Browser;

  beforeAll(async () => {
    s = await startStack('embedded');
    const gb = loadDirectory().filter((r) => r.country_codes.includes('GB'));
    const shout = gb.find((r) => r.sms_number && r.sms_body)!;
    const records = [
      ...gb.map((r) => (r.name === 'Samaritans' ? { ...r, name: HOSTILE } : r)),
      // the fallback of the SMS rule: no sms_number, only instructions
      {
        ...shout,
        id: TEXT_ONLY_ID,
        name: 'Text-only line',
        sms_number: undefined,
        sms_body: undefined,
        text_instructions: 'Text <b>HELP</b> to the number on our site',
      },
    ];
    const dir = mkdtempSync(join(tmpdir(), 'haven-widget-'));
    writeFileSync(join(dir, 'resources.json'), JSON.stringify({ records }));
    await seedDirectory({ db: s.rt.db, bus: s.rt.bus, avro: s.rt.avro }, { file: join(dir, 'resources.json'), indexCacheDir: s.env.HAVEN_INDEX_CACHE_DIR });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.stop();
  });

  async function open(path: string) {
    const page = await browser.newPage();
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    // wait until the new directory version is live (the seed announced it; the processor swaps)
    for (let i = 0; i < 100; i++) {
      const res = await page.goto(s.url + path);
      if (res?.status() !== 200 || (await page.content()).includes('Text-only line')) return { page, res, requests, consoleErrors };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('new directory version never became visible');
  }

  it('renders the resources with tel, sms and web links, open status, and escapes names', async () => {
    const { page, res, requests, consoleErrors } = await open('/resources?country=GB&scopes=suicide,emotional_distress,crisis');
    expect(res!.status()).toBe(200);
    expect(await page.title()).toBe('Support in United Kingdom');
    expect(await page.locator('h1').textContent()).toBe('Support in United Kingdom');

    const names = await page.locator('.resource .name').allTextContents();
    expect(names).toContain(HOSTILE); // shown as text, never parsed as markup
    expect(await page.locator('.resource img').count()).toBe(0);
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');

    // SMS rule: sms_number with sms_body prefilled
    const sms = page.locator('.resource', { hasText: 'Shout 85258' }).locator('a.sms');
    expect(await sms.getAttribute('href')).toBe('sms:85258?body=SHOUT');
    expect(await sms.textContent()).toBe('Text 85258');
    // ...otherwise the text instructions, as escaped text
    const textOnly = page.locator('.resource', { hasText: 'Text-only line' });
    expect(await textOnly.locator('a.sms').count()).toBe(0);
    expect(await textOnly.locator('.text-instructions').textContent()).toBe('Text <b>HELP</b> to the number on our site');

    const hostileCard = page.locator('.resource').filter({ has: page.locator('.name', { hasText: 'Samaritans &' }) });
    expect(await hostileCard.locator('a.call').getAttribute('href')).toBe('tel:116123');
    expect(await hostileCard.locator('.status').textContent()).toBe('Open 24/7');
    const web = hostileCard.locator('a.website');
    expect(await web.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await web.getAttribute('rel')).toBe('noopener noreferrer');

    // self-contained: the page is the only request; CSP allows the style, no script ran, nothing was blocked
    expect(requests.filter((u) => !u.startsWith(s.url + '/resources'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    const bg = await page.evaluate("getComputedStyle(document.querySelector('.resource')).borderRadius");
    expect(bg).toBe('8px'); // the inline style applied under the CSP hash
    await page.close();
  });

  it('is usable inside an iframe and lists general resources without scopes', async () => {
    const page = await browser.newPage();
    await page.goto(s.url + '/health');
    await page.setContent(`<iframe id="w" src="${s.url}/resources?country=GB" title="Support" width="400" height="600"></iframe>`);
    const frame = page.frameLocator('#w');
    await expect.poll(async () => frame.locator('.resource').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await frame.locator('h1').textContent()).toBe('Support in United Kingdom');
    await page.close();
  });

  it('shows an HTML error page for invalid parameters', async () => {
    const page = await browser.newPage();
    const res = await page.goto(s.url + '/resources?country=GB&scopes=<script>alert(1)</script>');
    expect(res!.status()).toBe(400);
    expect(await page.locator('[role=alert]').textContent()).toContain('<script>alert(1)</script>');
    expect(await page.locator('script').count()).toBe(0);
    await page.close();
  });

  it('names the emergency number first, formats numbers the national way, and keeps helplines on the error page', async () => {
    const { page } = await open('/resources?country=GB&scopes=suicide,emotional_distress,crisis');
    // the first thing on the page after the title is the emergency line, with a dialable link
    const first = page.locator('main > :nth-child(2)');
    expect(await first.getAttribute('class')).toBe('emergency');
    expect(await first.textContent()).toMatch(/^In danger now\? Call 999/);
    expect(await first.locator('a.emergency-call').getAttribute('href')).toBe('tel:999');
    // emergency numbers are the banner, not cards
    expect(await page.locator('.resource', { hasText: 'Emergency' }).count()).toBe(0);
    // national format (libphonenumber): an E.164 GB number reads 0xxx …; the tel: link keeps the full number
    const calls = await page.locator('.resource a.call').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    const e164 = calls.find(([, href]) => href!.startsWith('tel:+44'));
    expect(e164).toBeDefined();
    expect(e164![0]).toMatch(/^Call 0\d/);
    await page.screenshot({ path: join(process.env.HAVEN_SCREENSHOT_DIR ?? tmpdir(), 'widget-gb.png'), fullPage: true });
    await page.close();

    const err = await browser.newPage();
    const res = await err.goto(s.url + '/resources?country=GB&scopes=not_a_scope');
    expect(res!.status()).toBe(400);
    expect(await err.locator('[role=alert]').textContent()).toContain('not_a_scope');
    expect(await err.locator('.emergency').textContent()).toMatch(/Call 999/);
    expect(await err.locator('.resource').count()).toBeGreaterThan(0); // the country's crisis lines are still listed
    expect(await err.locator('#help-title').textContent()).toBe('Crisis lines in United Kingdom');
    await err.screenshot({ path: join(process.env.HAVEN_SCREENSHOT_DIR ?? tmpdir(), 'widget-gb-error.png'), fullPage: true });
    await err.close();
  });
});
