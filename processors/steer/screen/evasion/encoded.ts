/**
 * Encoded content: Base64 and hex runs (decoded; a violation when a forbidden string hides inside), forbidden strings
 * reversed / ROT13 / letter-spaced (a violation its check marks `disguised`), and long
 * alphanumeric runs (suspicious: tokens, keys, hashes).
 */

import { checkNamed } from '../../registry.js';
import type { EvasionHit } from '../../types.js';
import { decodedViews, longAlnumRuns } from '../decode.js';
import type { EvasionDetector } from './detector.js';

export const encoded: EvasionDetector = {
  name: 'encoded',
  detect(ctx, findings) {
    const hits: EvasionHit[] = [];
    for (const f of findings) {
      // the check that found it says whether it was found in disguise (encoded, reversed, letter-spaced)
      if (f.verdict === 'violated' && f.evidence && checkNamed(f.check)?.disguised?.(f)) {
        hits.push({
          pattern: 'encoded',
          span: f.evidence,
          severity: 'violation',
          detail: `Forbidden content hidden by encoding: ${f.detail}`,
          rule_ids: [f.rule_id],
        });
      }
    }
    const covered = (a: { start: number; end: number }) => hits.some((h) => h.span.start <= a.start && h.span.end >= a.end);
    for (const v of decodedViews(ctx)) {
      if ((v.kind === 'base64' || v.kind === 'hex') && !covered(v.span)) {
        hits.push({
          pattern: 'encoded',
          span: v.span,
          severity: 'suspicious',
          detail: `${v.kind === 'base64' ? 'Base64' : 'Hex'} run decodes to text ("${v.text.slice(0, 40)}").`,
        });
      }
    }
    for (const r of longAlnumRuns(ctx.text)) {
      if (covered(r)) continue;
      hits.push({
        pattern: 'encoded',
        span: { start: r.start, end: r.end },
        severity: 'suspicious',
        detail: `Long alphanumeric run (${r.text.length} chars).`,
      });
    }
    return hits;
  },
};
