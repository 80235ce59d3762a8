/**
 * `haven ocular` as its own process: readiness, manifest, classify, the spec's errors table, the body cap, the
 * console push (against a real local receiver, and lossy when the console is down), relay mode against a second
 * `haven ocular`. (Upstream failures, queue saturation and the console-less 400 are in service-server.test.ts,
 * on the same server code in-process.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, waitUntil } from '../helpers/receiver.js';
import { closedPort, type OcularProcess, post, runHaven, spawnOcular, TEN_TURNS, waitReady } from './helpers.js';

const AXES_USER = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'sexual_violence', 'exploitation', 'stalking', 'self_neglect'];
const AXES_AI = ['harm_provision', 'emotional_failure', 'manipulation', 'safeguarding_failure'];

describe('haven ocular (self-hosted classifier process)', () => {
  let local: OcularProcess;
  let relay: OcularProcess;
  let consoleRx: Awaited<ReturnType<typeof startReceiver>>;
  const procs: OcularProcess[] = [];

  beforeAll(async () => {
    consoleRx = await startReceiver();
    local = await spawnOcular({
      OCULAR_VERSION: '1.0.0',
      OCULAR_BUILD: 'testbld',
      OCULAR_MAX_REQUEST_BYTES: '65536',
      OCULAR_CONSOLE_URL: consoleRx.url.replace(/\/hook$/, ''),
    });
    procs.push(local);
    await waitReady(local.url);
    // the relay pushes to a console that is down: scoring must still succeed
    relay = await spawnOcular({ OCULAR_VERSION: '2.1.0', SCORING_URL: local.url, OCULAR_CONSOLE_URL: `http://127.0.0.1:${await closedPort()}` });
    procs.push(relay);
    await waitReady(relay.url);
  }, 180_000);
  afterAll(async () => {
    for (const p of procs) await p.stop();
    await consoleRx?.close();
  });

  it('reports health and the manifest from the loaded core', async () => {
    const h = await fetch(local.url + '/health');
    expect(h.status).toBe(200);
    expect(await h.json()).toEqual({ status: 'ok', mode: 'local', version: '1.0.0', build: 'testbld', queue_depth: 0 });
    const m: any = await (await fetch(local.url + '/manifest')).json();
    expect(m).toMatchObject({ version: '1.0.0', mode: 'local', build: 'testbld' });
    expect(m.heads).toBeGreaterThan(0);
    expect(m.roster).toHaveLength(m.heads);
    expect(m.roster[0].model.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('scores a 10-turn conversation with the full response (heads, detail, trajectory)', async () => {
    const r = await post(local.url + '/classify', { messages: TEN_TURNS, per_turn: true, trajectory_stride: 1, detail: true, thoroughness: 'thorough' });
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.salience).toBeGreaterThanOrEqual(0);
    expect(b.salience).toBeLessThanOrEqual(1);
    expect(Object.keys(b.signals.user).sort()).toEqual([...AXES_USER].sort());
    expect(Object.keys(b.signals.ai).sort()).toEqual([...AXES_AI].sort());
    expect(['self', 'other', 'unknown']).toContain(b.subject);
    expect(Array.isArray(b.heads)).toBe(true);
    expect(b.detail).toBeTruthy();
    expect(b.trajectory).toHaveLength(TEN_TURNS.length);
    expect(b.thoroughness).toBe('thorough');
    expect(b.confidence).not.toBeNull();
    expect(b.meta).toMatchObject({ version: '1.0.0', build: 'testbld', request_id: r.headers.get('x-request-id') });
    // the conversation states a plan, means and a timeline: it must not read as clear
    expect(b.salience).toBeGreaterThanOrEqual(0.3);
  });

  it('accepts text as well as messages; messages win when both are given', async () => {
    const t = await post(local.url + '/classify', { text: 'User: I want to kill myself tonight, I have the pills ready\n\nAssistant: Please call 988 now.' });
    expect(t.status).toBe(200);
    const both = await post(local.url + '/classify', {
      messages: [{ role: 'user', content: 'what a lovely sunny day for a picnic' }],
      text: 'User: I want to kill myself tonight, I have the pills ready',
      thoroughness: 'fast',
    });
    expect(both.status).toBe(200);
    expect(both.body.salience).toBeLessThan(t.body.salience);
    expect(both.body.confidence).toBeNull();
  });

  it('answers every error of the errors table in the documented shape', async () => {
    const neither = await post(local.url + '/classify', { per_turn: true });
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({
      code: 'invalid_request',
      message: 'Either "messages" (array) or "text" (string) is required',
      request_id: expect.any(String),
    });
    expect((await post(local.url + '/classify', '{"messages": [')).body.code).toBe('invalid_json');
    expect((await post(local.url + '/classify', { messages: [{ role: 'robot', content: 'x' }] })).status).toBe(400);
    expect((await post(local.url + '/classify', { text: 'hi', thoroughness: 'extreme' })).status).toBe(400);
    expect((await post(local.url + '/classify', { text: 'hi', trajectory_stride: 0 })).status).toBe(400);
    const noIds = await post(local.url + '/classify', { text: 'hi', log: true, session_id: 's1' });
    expect(noIds.status).toBe(400);
    expect(noIds.body.message).toMatch(/session_id and user_id/);
    const big = await post(local.url + '/classify', { text: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'payload_too_large', max_bytes: 65536 });
  });

  it('pushes the scored session to the console after scoring (log: true)', async () => {
    const before = consoleRx.received.length;
    const r = await post(local.url + '/classify', {
      messages: TEN_TURNS.slice(0, 4),
      per_turn: true,
      log: true,
      session_id: 'sess-1',
      user_id: 'user-9',
      agent_id: 'agent-2',
    });
    expect(r.status).toBe(200);
    await waitUntil(() => consoleRx.received.length > before, 10_000, 'the console push');
    const got = JSON.parse(consoleRx.received[before]!.body);
    expect(got).toMatchObject({ session_id: 'sess-1', user_id: 'user-9', agent_id: 'agent-2', messages: TEN_TURNS.slice(0, 4) });
    expect(got.classifier).toEqual(r.body);
  });

  it('relays scoring to the upstream classifier (mode remote) and stays up when its console is down', async () => {
    const h = await (await fetch(relay.url + '/health')).json();
    expect(h).toMatchObject({ status: 'ok', mode: 'remote', version: '2.1.0' });
    const m: any = await (await fetch(relay.url + '/manifest')).json();
    expect(m).toMatchObject({ version: '2.1.0', mode: 'remote' });
    expect(m.heads).toBeUndefined();
    const direct = await post(local.url + '/classify', { messages: TEN_TURNS, thoroughness: 'fast' });
    const via = await post(relay.url + '/classify', { messages: TEN_TURNS, thoroughness: 'fast', log: true, session_id: 's', user_id: 'u' });
    expect(via.status).toBe(200);
    expect(via.body.salience).toBe(direct.body.salience);
    expect(via.body.signals).toEqual(direct.body.signals);
    expect(via.body.meta.version).toBe('2.1.0');
    // bad input is answered by the relay itself, the same way
    expect((await post(relay.url + '/classify', {})).status).toBe(400);
  });

  it('refuses to start without OCULAR_VERSION (required by the spec)', async () => {
    const r = await runHaven(['ocular'], { OCULAR_PORT: '0' });
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/OCULAR_VERSION/);
  });
});
