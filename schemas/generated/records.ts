// Generated from schemas/*.avsc by `npm run schemas:gen`. Do not edit by hand.

/** A new directory version was written to the state store (topic directory.updated, key = 'directory'). Every signpost processor instance reads it (one consumer group per instance) and swaps its in-memory directory to that version. */
export interface DirectoryUpdatedRecord {
  version: number;
  resource_count: number;
  resources_sha256: string;
  model: string;
  seeded_at: string;
}

/** The answer to a synchronous request, published to the reply topic of the ingress instance that holds the HTTP request. body_json is the HTTP response body: its shape is the route's, already validated by its zod schema, so it travels as JSON text. */
export interface ReplyRecord {
  correlation_id: string;
  status: number;
  body_json: string;
  produced_by: string;
}

/** One finished HTTP request, for the ClickHouse trends sink. No bodies, no secrets. */
export interface RequestLogRecord {
  request_id: string;
  /** epoch ms */
  ts: number;
  route: string;
  method: string;
  status: number;
  latency_ms: number;
  account_id: null | string;
  charged_mills: number;
  instance: string;
}

/** A signpost call from the ingress (topic signpost.requested, key = country, or the id / 'countries' / the caller IP). params_json carries the query as validated by the zod schemas of schemas/http/signpost.ts; the processor parses it again with them. */
export interface SignpostRequestRecord {
  op: 'list' | 'get' | 'countries' | 'detect_country' | 'search' | 'smart';
  params_json: string;
  id: null | string;
  ip: null | string;
  demo: boolean;
}

/** After preprocess (topic steer.preprocessed): the inputs after the spec's limits, and the preprocess result. preprocessed_json and warnings_json are the engines' typed results (processors/steer/types.ts, schemas/http/steer.ts) as JSON text: their nested rule parameters are open-ended. */
export interface SteerPreprocessedRecord {
  request_id: string;
  account_id: null | string;
  demo: boolean;
  received_at: number;
  system_prompt: string;
  proposed_response: string;
  messages: null | SteerMessageRecord[];
  turn_count: null | number;
  triggering_user_message: null | string;
  warnings_json: string;
  preprocessed_json: string;
  cached: boolean;
  preprocess_ms: number;
}

export interface SteerMessageRecord {
  role: string;
  content: string;
}

/** A steer call from the ingress (topic steer.requested, key = SHA-256 of the system prompt so one preprocess instance keeps that prompt's cache hot). Inputs are as sent; the preprocess stage applies the limits. */
export interface SteerRequestRecord {
  op: 'verify' | 'stats';
  /** steer_… */
  request_id: string;
  account_id: null | string;
  demo: boolean;
  /** epoch ms at the ingress */
  received_at: number;
  system_prompt: string;
  proposed_response: string;
  messages: null | SteerMessageRecord[];
}

/** After the screen (topic steer.screened): everything of SteerPreprocessed plus the screen result as JSON text. */
export interface SteerScreenedRecord {
  request_id: string;
  account_id: null | string;
  demo: boolean;
  received_at: number;
  system_prompt: string;
  proposed_response: string;
  messages: null | SteerMessageRecord[];
  turn_count: null | number;
  triggering_user_message: null | string;
  warnings_json: string;
  preprocessed_json: string;
  cached: boolean;
  preprocess_ms: number;
  screen_json: string;
  screen_ms: number;
}

/** One webhook event for one account on topic webhook.events (key = account_id). Event-specific body fields differ per event type, so they travel as a JSON object text in payload_json (everything except event, event_id, timestamp, api_version). The webhook sink fans the event out to the account's matching webhooks. */
export interface WebhookEventRecord {
  /** evt_…; with the webhook id, the idempotency key of a delivery */
  event_id: string;
  account_id: string;
  /** evaluate.alert | oversight.alert | oversight.ingestion.complete | test.ping */
  event: string;
  /** threshold scale none|low|medium|high|critical; null for ingestion-complete and test.ping */
  severity: null | string;
  /** only this webhook receives the event (test.ping) */
  target_webhook_id: null | string;
  /** event-specific fields, a JSON object */
  payload_json: string;
  /** epoch milliseconds; the body's timestamp */
  created_at: number;
}

/** A webhook-management call from the ingress (topic webhooks.requested, key = account_id). body_json and query_json carry the HTTP body and query, validated again by the processor with the zod schemas of schemas/http/webhooks.ts. */
export interface WebhooksApiRequestRecord {
  op: 'create' | 'list' | 'get' | 'update' | 'remove' | 'regenerate_secret' | 'test' | 'list_events';
  account_id: string;
  webhook_id: null | string;
  body_json: null | string;
  query_json: null | string;
}
