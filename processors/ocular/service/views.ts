/**
 * Who sees what of a classify result. The full result (self-hosted `/classify`) is the core's; the hosted
 * customer route must not carry `heads` or `detail` (NOPE's wire, and the spec keeps head codes diagnostic);
 * the demo carries both (it asks the core for `detail`).
 */
export type ResultView = 'full' | 'customer' | 'demo';

export function shapeResult<T extends Record<string, unknown>>(result: T, view: ResultView): T {
  if (view !== 'customer') return result;
  const { heads: _heads, detail: _detail, ...rest } = result as Record<string, unknown>;
  const out: Record<string, unknown> = rest;
  if (Array.isArray(rest.trajectory)) {
    out.trajectory = (rest.trajectory as Record<string, unknown>[]).map(({ heads: _h, raw_scores: _r, calibrated: _c, ...entry }) => entry);
  }
  return out as T;
}
