/**
 * The watchlist-matching processor (consumes console.stored: one record per ingest, matched in one transaction): evaluates the enabled rules against each stored session and records
 * matches; matches that notify go to the durable outbox, which the delivery worker sends.
 */
import { defineStage } from '../../processors/kernel/index.js';
import { ClassifierResultSchema } from '../classifier/result.js';
import { CONSOLE_TOPICS } from '../topics.js';
import type { RuleCache } from '../watchlists/cache.js';
import { matchSessions, type StoredEvent } from './matcher.js';

interface StoredRecord {
  ingest_id: string;
  stored_at: number;
  sessions: { revision_id: string; session_id: string }[];
}

export function consoleMatcherStage(rules: RuleCache, onQueued: () => void) {
  return defineStage<StoredRecord>({
    name: 'console-watchlists',
    description: 'evaluates watchlist rules against each stored session and queues watchlist_match deliveries',
    input: { topic: CONSOLE_TOPICS.stored, schema: 'console-stored' },
    async open(rt) {
      return {
        async run(r) {
          // the revisions as stored; one replaced by a newer ingest meanwhile is matched with that ingest instead
          const rows = await rt.db.query<{ revision_id: string; session_id: string; user_id: string; agent_id: string | null; classifier_json: string }>(
            'SELECT revision_id, session_id, user_id, agent_id, classifier_json FROM console_sessions WHERE revision_id = ANY($1)',
            [r.sessions.map((s) => s.revision_id)],
          );
          const events: StoredEvent[] = [];
          for (const s of rows.rows) {
            const parsed = ClassifierResultSchema.safeParse(JSON.parse(s.classifier_json));
            if (parsed.success)
              events.push({ revision_id: s.revision_id, session_id: s.session_id, user_id: s.user_id, agent_id: s.agent_id, classifier: parsed.data });
            else rt.logger.warn({ session_id: s.session_id }, 'stored session has no readable classifier result; not matched');
          }
          const matches = await matchSessions(rt.db, events, await rules.compiled(), rt.clock.now());
          if (matches.some((m) => m.delivery_id)) onQueued();
          return { kind: 'none' };
        },
      };
    },
  });
}
