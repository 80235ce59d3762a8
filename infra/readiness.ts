/**
 * What each part of a process reports about itself for /readyz and /health (the database and the bus are checked
 * live by the health route; components report here). A part is `ready` (it can serve), and `ok` (it serves fully):
 * the signpost processor is ready with its directory loaded, and not ok when search has no model (search answers
 * 503 then, with the reason).
 */
import type { Runtime } from './runtime.js';

export interface PartState {
  ready: boolean;
  ok: boolean;
  detail: string;
}

const registries = new WeakMap<object, Map<string, PartState>>();

function registry(rt: Pick<Runtime, 'instanceId'>): Map<string, PartState> {
  let m = registries.get(rt);
  if (!m) registries.set(rt, (m = new Map()));
  return m;
}

export function reportPart(rt: Pick<Runtime, 'instanceId'>, part: string, state: PartState): void {
  registry(rt).set(part, state);
}

/** a component that starts reports itself not ready first, so /readyz waits for it */
export function expectPart(rt: Pick<Runtime, 'instanceId'>, part: string, detail = 'starting'): void {
  if (!registry(rt).has(part)) registry(rt).set(part, { ready: false, ok: false, detail });
}

export function partStates(rt: Pick<Runtime, 'instanceId'>): Record<string, PartState> {
  return Object.fromEntries(registry(rt));
}
