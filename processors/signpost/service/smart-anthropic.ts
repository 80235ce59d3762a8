/**
 * Anthropic ranker for /v1/signpost/smart (used when ANTHROPIC_API_KEY is set). The local ranker narrows the
 * country's resources to the best `CANDIDATES`; the model orders them for the person's situation and writes a
 * `why` for each. Only ids from the candidate list are accepted; any failure (network, timeout, refusal, output
 * that does not parse) makes the caller fall back to the local ranking, so the route always answers.
 *
 * The situation text is sent to the provider; that is the documented cost of configuring it (docs/signpost.md).
 */
import { z } from 'zod';
import { createLlmClient } from '../../../infra/models/llm.js';
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';

/** the local ranker's top picks (smartRank answers at most 10) are what the model reorders */
export const CANDIDATES = 10;

export interface ProviderRanked {
  id: string;
  why: string;
}

export interface SmartProvider {
  readonly name: 'anthropic';
  rank(query: string, country: string, candidates: readonly DirectoryRecord[], limit: number, timeoutMs: number): Promise<ProviderRanked[]>;
}

const SYSTEM = [
  "You match people to crisis and support services. You receive a person's situation and a list of candidate services",
  'for their country. Choose the services that best fit the situation, most suitable first: national crisis lines',
  'before niche services unless the situation is specific; services open 24/7 first when the person may be in danger;',
  'emergency numbers first when life is at risk now. For each choice write one short sentence, addressed to the',
  'person, saying why it fits. Use only ids from the list. Answer with JSON only, no prose:',
  '{"ranked":[{"id":"<candidate id>","why":"<one sentence>"}]}',
].join(' ');

const Output = z.object({ ranked: z.array(z.object({ id: z.string(), why: z.string().min(1).max(600) })) });

function compact(r: DirectoryRecord) {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    description: r.description,
    helps_with: r.service_scope,
    serves: r.population_served,
    tier: r.priority_tier,
    open_24_7: r.is_24_7,
    contact: [r.phone && 'phone', (r.sms_number || r.text_instructions) && 'text', r.chat_url && 'chat', r.website_url && 'web'].filter(Boolean),
    ...(r.subdivision_codes.length ? { regions: r.subdivision_codes } : {}),
    ...(r.country_codes.length ? {} : { international: true }),
  };
}

/** The first JSON object in the model's text (models sometimes wrap JSON in a code fence). */
export function parseRanking(text: string, allowed: ReadonlySet<string>, limit: number): ProviderRanked[] {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('provider answer holds no JSON object');
  const parsed = Output.parse(JSON.parse(text.slice(start, end + 1)));
  const seen = new Set<string>();
  const out: ProviderRanked[] = [];
  for (const r of parsed.ranked) {
    if (!allowed.has(r.id) || seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({ id: r.id, why: r.why.trim() });
    if (out.length >= limit) break;
  }
  if (!out.length) throw new Error('provider ranked no known candidate');
  return out;
}

export function anthropicProvider(o: { apiKey: string; baseURL?: string; model: string }): SmartProvider {
  const llm = createLlmClient({ apiKey: o.apiKey, baseURL: o.baseURL, model: o.model, maxRetries: 0 });
  return {
    name: 'anthropic',
    async rank(query, country, candidates, limit, timeoutMs) {
      const text = await llm.text({
        system: SYSTEM,
        content: JSON.stringify({ situation: query, country, choose_at_most: limit, candidates: candidates.map(compact) }),
        maxTokens: 1024,
        timeoutMs,
      });
      return parseRanking(text, new Set(candidates.map((c) => c.id)), limit);
    },
  };
}
