/**
 * The enabled rules, read once per second at most by the matcher instead of once per stored session, and compiled
 * (engine.ts `compileRule`) once per read rather than once per session. A write through
 * this console process invalidates it at once; a write through another console instance (shared PostgreSQL) is seen
 * within `ttlMs`.
 */
import type { Db } from '../../infra/db/types.js';
import { type CompiledRule, compileRule } from './engine.js';
import { listRules } from './repository.js';
import type { WatchlistRule } from './rule.js';

export class RuleCache {
  private rules: CompiledRule[] | null = null;
  private at = 0;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  async enabled(): Promise<WatchlistRule[]> {
    return (await this.compiled()).map((c) => c.rule);
  }

  async compiled(): Promise<CompiledRule[]> {
    if (this.rules && Date.now() - this.at < this.ttlMs) return this.rules;
    const gen = this.generation;
    const rules = (await listRules(this.db, { enabledOnly: true })).map(compileRule);
    if (gen === this.generation) {
      this.rules = rules;
      this.at = Date.now();
    }
    return rules;
  }

  invalidate(): void {
    this.generation++;
    this.rules = null;
  }
}
