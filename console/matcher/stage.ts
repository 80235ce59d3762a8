/**
 * The watchlist-matching processor (consumes console.stored, keyed by user_id so one user's sessions are matched in
 * order and user-scope windows never race): evaluates the enabled rules against each stored session and records
 * matches; matches that notify go to the durable outbox, which the delivery worker sends.
 */
import { defineStage } from '../../processors/kernel/index.js';
import { ClassifierResultSchema } from '../classifier/result.js';
import { CONSOLE_TOPICS } from '../topics.js';
import { listRules } from '../watchlists/repository.js';
import { matchSession } from './matcher.js';

interface StoredRecord {
  revision_id: string;
  session_id: string;
  user_id: string;
  agent_id: string | null;
  classifier_json: string;
  stored_at: number;
}

export function consoleMatcherStage(onQueued: () => void) {
  return defineStage<StoredRecord>({
    name: 'console-watchlists',
    description: 'evaluates watchlist rules against each stored session and queues watchlist_match deliveries',
    input: { topic: CONSOLE_TOPICS.stored, schema: 'console-stored' },
    async open(rt) {
      return {
        async run(r) {
          const parsed = ClassifierResultSchema.safeParse(JSON.parse(r.classifier_json));
          if (!parsed.success) {
            rt.logger.warn({ session_id: r.session_id }, 'stored session has no readable classifier result; not matched');
            return { kind: 'none' };
          }
          const rules = await listRules(rt.db, { enabledOnly: true });
          const matches = await matchSession(rt.db, { ...r, classifier: parsed.data }, rules, rt.clock.now());
          if (matches.some((m) => m.delivery_id)) onQueued();
          return { kind: 'none' };
        },
      };
    },
  });
}
