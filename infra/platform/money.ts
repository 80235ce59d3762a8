/** Prices in mills (1/1000 USD), per the spec's price list. */
export const PRICES_MILLS = {
  steer: 1,
  evaluate: 3,
  signpost_smart: 1,
  screen_legacy: 1,
  screen_recommended_reply: 0.5,
  oversight_analyze: 100,
  oversight_ingest_per_conversation: 100,
  /**
   * The hosted classifier (/v1/ocular, /v1/ocular/classify); the spec gives no price. One mill (0.001 USD) per
   * call, any thoroughness: it runs on our local models (embeddings and small heads, no LLM), like steer's local
   * engines, at a third of evaluate's price. See docs/classifier-service.md.
   */
  ocular_classify: 1,
} as const;

export function usdToMills(usd: number): number {
  return Math.round(usd * 1_000_000) / 1000;
}

export function millsToUsd(mills: number): number {
  return Math.round(mills * 1000) / 1_000_000;
}
