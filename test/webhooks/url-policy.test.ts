import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, createGuardedLookup, isAllowedAddress, type Resolver, resolveAllowed } from '../../sinks/webhooks/url-policy.js';

// The local-testing policy (WEBHOOK_ALLOW_LOOPBACK=true) unless a test says otherwise.
const LOCAL = { allowLoopback: true };
const ok = (u: string) => expect(checkWebhookUrl(u, LOCAL).ok, u).toBe(true);
const bad = (u: string) => expect(checkWebhookUrl(u, LOCAL).ok, u).toBe(false);

describe('webhook URL policy', () => {
  it('accepts https to public hosts and http only on loopback', () => {
    ok('https://example.com/hooks/haven');
    ok('https://example.com:8443/x?y=1');
    ok('https://93.184.216.34/hook');
    ok('https://[2606:4700::1111]/hook');
    ok('http://localhost:3000/hook');
    ok('http://LOCALHOST./hook');
    ok('http://127.0.0.1:8080/hook');
    ok('http://127.1.2.3/hook');
    ok('http://[::1]:9000/hook');
    ok('https://localhost/hook');
  });

  it('refuses every loopback form by default (WEBHOOK_ALLOW_LOOPBACK unset): no port scanning of the host', () => {
    for (const u of [
      'http://localhost:5432/',
      'https://localhost/hook',
      'http://127.0.0.1:9092/',
      'http://127.1.2.3/',
      'http://[::1]:9000/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'https://LOCALHOST./x',
    ]) {
      const c = checkWebhookUrl(u);
      expect(c.ok, u).toBe(false);
    }
    expect(checkWebhookUrl('https://example.com/hook').ok).toBe(true);
  });

  it('rejects http to anything else and other schemes', () => {
    bad('http://example.com/hook');
    bad('http://93.184.216.34/hook');
    bad('ftp://example.com/hook');
    bad('file:///etc/passwd');
    bad('gopher://localhost/x');
    bad('javascript:alert(1)');
    bad('ws://localhost/x');
    bad('not a url');
    bad('');
    bad('https://');
    bad('https://example.com/' + 'a'.repeat(2100));
  });

  it('rejects credentials in the URL', () => {
    bad('https://user:pass@example.com/hook');
    bad('https://user@example.com/hook');
  });

  it('rejects private, reserved, link-local, CGNAT, multicast IPv4 literals', () => {
    for (const ip of [
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '239.1.1.1',
      '255.255.255.255',
      '0.0.0.0',
      '240.0.0.1',
      '192.0.2.1',
    ]) {
      bad(`https://${ip}/hook`);
    }
    // WHATWG normalises odd IPv4 spellings before we look at them
    bad('https://0xa9.0xfe.0xa9.0xfe/latest/meta-data');
    bad('https://2852039166/'); // 169.254.169.254 as one integer
    bad('https://0300.0250.1.1/'); // 192.168.1.1 in octal
    ok('http://0x7f.1/'); // 127.0.0.1
  });

  it('rejects private and special IPv6 literals', () => {
    for (const ip of [
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '2002:a00:1::1',
      '2001:db8::1',
      '64:ff9b::a00:1',
    ]) {
      bad(`https://[${ip}]/hook`);
    }
    ok('http://[::ffff:127.0.0.1]/hook');
  });

  it('judges addresses', () => {
    expect(isAllowedAddress('8.8.8.8', { allowLoopback: false })).toBe(true);
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: false })).toBe(false);
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('10.1.1.1', { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress('not-an-ip', { allowLoopback: true })).toBe(false);
  });
});

describe('resolver check (delivery time)', () => {
  const table: Record<string, string[]> = {
    'public.test': ['93.184.216.34'],
    'evil.test': ['93.184.216.34', '10.0.0.5'],
    'rebind.test': ['127.0.0.1'],
    'meta.test': ['169.254.169.254'],
    'v6.test': ['fd00::1'],
    localhost: ['127.0.0.1', '::1'],
  };
  const resolver: Resolver = async (h) => (table[h] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('allows hostnames whose every address is public, and localhost to loopback', async () => {
    await expect(resolveAllowed('public.test', resolver)).resolves.toHaveLength(1);
    await expect(resolveAllowed('localhost', resolver, { allowLoopback: true })).resolves.toHaveLength(2);
    await expect(resolveAllowed('localhost', resolver)).rejects.toMatchObject({ code: 'HAVEN_BLOCKED_ADDRESS' });
  });

  it('refuses a hostname with any private address (including loopback under another name)', async () => {
    for (const h of ['evil.test', 'rebind.test', 'meta.test', 'v6.test']) {
      await expect(resolveAllowed(h, resolver), h).rejects.toMatchObject({ code: 'HAVEN_BLOCKED_ADDRESS' });
    }
    await expect(resolveAllowed('nothing.test', resolver)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('works as a net.connect lookup (one and all forms)', async () => {
    const lookup = createGuardedLookup(resolver, { allowLoopback: true });
    const one = await new Promise((res, rej) => lookup('public.test', { family: 0 }, (e, a, f) => (e ? rej(e) : res([a, f]))));
    expect(one).toEqual(['93.184.216.34', 4]);
    const all = await new Promise((res, rej) => lookup('localhost', { all: true }, (e, a) => (e ? rej(e) : res(a))));
    expect(all).toHaveLength(2);
    const blocked = await new Promise((res) => lookup('evil.test', { all: true }, (e) => res(e)));
    expect(blocked).toMatchObject({ code: 'HAVEN_BLOCKED_ADDRESS' });
  });
});
