import { endpoint } from './config.js';

/** What the console's `POST /api/ingest` takes (spec document 3, "Console objects"). */
export interface ConsoleIngestBody {
  session_id: string;
  user_id: string;
  agent_id?: string;
  /** only a `messages` request gives the console a per-turn transcript */
  messages?: Array<{ role: string; content: string }>;
  /** the verbatim classify response */
  classifier: unknown;
}

export interface PushOutcome {
  ok: boolean;
  status?: number;
  error?: string;
}

/**
 * Pushes one scored session to the console. Lossy by contract: the caller has already answered (or will answer)
 * the classify request whatever happens here, so every failure becomes an outcome, never a throw.
 */
export async function pushToConsole(consoleUrl: string, body: ConsoleIngestBody, timeoutMs: number): Promise<PushOutcome> {
  try {
    const r = await fetch(endpoint(consoleUrl, '/api/ingest'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await r.arrayBuffer().catch(() => undefined);
    return r.ok ? { ok: true, status: r.status } : { ok: false, status: r.status, error: `console answered ${r.status}` };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}
