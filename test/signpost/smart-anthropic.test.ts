/**
 * /v1/signpost/smart with the Anthropic provider configured, against a local HTTP server that speaks the Messages
 * API wire format (the real API is unreachable from tests). Checks what is sent, that the model's order and `why`
 * are answered, and that every kind of provider failure falls back to the local ranker.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRanking } from '../../processors/signpost/service/smart-anthropic.js';
import { at } from '../helpers/at.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

type Mode = 'ok' | 'error' | 'garbage' | 'unknown_ids' | 'fenced';

describe('smart ranking with the Anthropic provider', () => {
  let s: Stack;
  let server: Server;
  let mode: Mode = 'ok';
  const seen: { headers: Record<string, unknown>; body: any }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw);
        seen.push({ headers: req.headers, body });
        if (req.url !== '/v1/messages' || mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'boom' } }));
          return;
        }
        const input = JSON.parse(body.messages[0].content);
        const candidates = input.candidates as { id: string; name: string }[];
        const ranked = [...candidates]
          .reverse()
          .slice(0, input.choose_at_most)
          .map((c) => ({ id: mode === 'unknown_ids' ? `x-${c.id}` : c.id, why: `Model says ${c.name} fits.` }));
        let text = JSON.stringify({ ranked });
        if (mode === 'garbage') text = 'I cannot help with that.';
        if (mode === 'fenced') text = '```json\n' + text + '\n```';
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'msg_test',
            type: 'message',
            role: 'assistant',
            model: body.model,
            content: [{ type: 'text', text }],
            stop_reason: 'end_turn',
            stop_sequence: null,
            usage: { input_tokens: 100, output_tokens: 50 },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    s = await startStack('embedded', { env: { ANTHROPIC_API_KEY: 'sk-test-123', ANTHROPIC_BASE_URL: url, ANTHROPIC_MODEL: 'claude-test' } });
  });
  afterAll(async () => {
    await s?.stop();
    await new Promise((r) => server?.close(r));
  });

  const smart = async (q: string, extra = '') => {
    const { key } = await s.newKey({ balanceUsd: 1 });
    return api(s.url, `/v1/signpost/smart?country=US${extra}&query=${encodeURIComponent(q)}`, { key });
  };

  it('answers the model ranking with its why, engine anthropic', async () => {
    mode = 'ok';
    seen.length = 0;
    const r = await smart('I was raped last night', '&limit=3');
    expect(r.status).toBe(200);
    expect(r.body.engine).toBe('anthropic');
    expect(r.body.ranked).toHaveLength(3);
    r.body.ranked.forEach((x: { rank: number; why: string; resource: { name: string } }, i: number) => {
      expect(x.rank).toBe(i + 1);
      expect(x.why).toBe(`Model says ${x.resource.name} fits.`);
    });
    expect(seen).toHaveLength(1);
    // this SDK version sends the key as a bearer token; older ones used x-api-key
    expect([at(seen, 0).headers['x-api-key'], at(seen, 0).headers.authorization]).toContain(
      at(seen, 0).headers['x-api-key'] ? 'sk-test-123' : 'Bearer sk-test-123',
    );
    expect(at(seen, 0).headers['anthropic-version']).toBeTruthy();
    expect(at(seen, 0).body.model).toBe('claude-test');
    const input = JSON.parse(at<{ content: string }>(at(seen, 0).body.messages, 0).content);
    expect(input).toMatchObject({ situation: 'I was raped last night', country: 'US', choose_at_most: 3 });
    expect(input.candidates.length).toBeGreaterThan(3);
    // the model reversed the candidates: its first pick is the last candidate
    expect(r.body.ranked[0].resource.id).toBe(input.candidates[input.candidates.length - 1].id);
  });

  it('accepts JSON inside a code fence', async () => {
    mode = 'fenced';
    const r = await smart('I feel hopeless');
    expect(r.body.engine).toBe('anthropic');
  });

  it.each(['error', 'garbage', 'unknown_ids'] as Mode[])('falls back to the local ranker when the provider answers %s', async (m) => {
    mode = m;
    const r = await smart('I want to die', '&limit=2');
    expect(r.status).toBe(200);
    expect(r.body.engine).toBe('local');
    expect(r.body.engine_note).toMatch(/ranked locally/);
    expect(r.body.ranked.length).toBeGreaterThan(0);
    expect(r.body.ranked[0].why).not.toMatch(/^Model says/);
  });

  it('demo route: the provider ranks at most 5', async () => {
    mode = 'ok';
    const r = await api(s.url, `/v1/try/signpost/smart?country=US&limit=10&query=${encodeURIComponent('panic attacks')}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ engine: 'anthropic', try_endpoint: true });
    expect(r.body.ranked.length).toBeLessThanOrEqual(5);
  });

  it('parseRanking keeps only known, distinct ids up to the limit', () => {
    const allowed = new Set(['a', 'b', 'c']);
    expect(
      parseRanking('{"ranked":[{"id":"a","why":"x"},{"id":"a","why":"y"},{"id":"z","why":"q"},{"id":"c","why":"w"},{"id":"b","why":"v"}]}', allowed, 2),
    ).toEqual([
      { id: 'a', why: 'x' },
      { id: 'c', why: 'w' },
    ]);
    expect(() => parseRanking('no json', allowed, 2)).toThrow();
    expect(() => parseRanking('{"ranked":[{"id":"z","why":"q"}]}', allowed, 2)).toThrow();
  });
});
