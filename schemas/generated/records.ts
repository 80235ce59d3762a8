// Generated from schemas/*.avsc by `npm run schemas:gen`. Do not edit by hand.

/** One conversation a platform streams in for scoring (topic classify.conversations; key = conversation_id, so one conversation's updates stay in order). Produced directly by the platform with this schema (Avro binary; the avro-fp header is optional). Scored by the ocular processor; the result goes to classify.results and the ClickHouse table classifications. A record that cannot be decoded or scored goes to classify.rejected with the reason. */
export interface ClassifyConversationRecord {
  /** the platform's id for the conversation (1..256 chars) */
  conversation_id: string;
  /** the producing platform's own label, kept on every result row */
  tenant: null | string;
  session_id: null | string;
  user_id: null | string;
  agent_id: null | string;
  messages: StreamMessageRecord[];
  /** fast, auto or thorough */
  thoroughness: string;
  /** score every sampled turn too (per-turn rows in ClickHouse) */
  per_turn: boolean;
  /** 1..64; 1 scores every turn */
  trajectory_stride: number;
  /** epoch ms at the platform */
  produced_at: null | number;
}

export interface StreamMessageRecord {
  /** user, assistant or system (system is not scored) */
  role: string;
  content: string;
  /** epoch ms, optional */
  timestamp: null | number;
}

/** A streamed record the classifier will never score (topic classify.rejected): undecodable, or a conversation with nothing to score. Kept whole so nothing is lost; the producer fixes and re-sends it. */
export interface ClassifyRejectedRecord {
  source_topic: string;
  partition: number;
  offset: string;
  key: string;
  reason: string;
  rejected_at: number;
  /** the record value as received */
  payload: Buffer;
}

/** A classify call from the ingress (topic classify.requested, request/reply; key = the request id). Already validated by the route's zod schema; `view` says what the answer may carry: full (everything), customer (no heads or detail), demo (heads and detail). */
export interface ClassifyRequestRecord {
  /** the ingress request id; becomes meta.request_id */
  request_id: string;
  account_id: null | string;
  view: 'full' | 'customer' | 'demo';
  /** epoch ms at the ingress */
  received_at: number;
  messages: null | ClassifyMessageRecord[];
  text: null | string;
  per_turn: boolean;
  trajectory_stride: number;
  thoroughness: string;
  detail: boolean;
}

export interface ClassifyMessageRecord {
  role: string;
  content: string;
}

/** The score of one streamed conversation (topic classify.results; key = conversation_id), one record per scored conversation. Its first fields are the console's stream feed contract (request_id, session_id, user_id, agent_id, messages_json, result_json, scored_at: the console stores records with a session_id and user_id as sessions); the flat fields after them serve the ClickHouse sink and other consumers. request_id is derived from the input record's partition and offset, so a redelivered record yields the same id (the console and the ClickHouse table deduplicate on it). */
export interface ClassifyResultRecord {
  /** the classifier's meta.request_id (cls_…, one per input record) */
  request_id: string;
  session_id: null | string;
  user_id: null | string;
  agent_id: null | string;
  /** [{role, content}] of the scored conversation (system messages included, timestamps dropped) */
  messages_json: null | string;
  /** the classify response body, verbatim (spec 3, Classifier response; detail not requested) */
  result_json: string;
  /** epoch ms */
  scored_at: number;
  conversation_id: string;
  tenant: null | string;
  produced_at: null | number;
  contract_version: string;
  build: string;
  /** short hash of the embedder and every head's pinned model file */
  model_version: string;
  thoroughness: string;
  salience: number;
  /** clear, watch or danger (the reference bands) */
  band: string;
  subject: string;
  imminence_level: string;
  imminence_score: number;
  fiction: number;
  authenticity: number;
  confidence: null | number;
  /** the 8 user axes' scores */
  user_axes: Record<string, number>;
  /** the 4 AI axes' scores */
  ai_axes: Record<string, number>;
  turns: ClassifyTurnRecord[];
  message_count: number;
  inference_ms: number;
}

export interface ClassifyTurnRecord {
  /** index into the trajectory */
  index: number;
  role: string;
  /** 0-based, speaker-indexed */
  turn: number;
  salience: number;
  phase: string;
  /** signals_by_axis */
  signals: Record<string, number>;
}

/** console.ingest: sessions to store (HTTP ingest, batch, the classifier's log push, the classify.results stream). Items travel as the JSON of the HTTP ingest body (schemas/http/console.ts), already validated. */
export interface ConsoleIngestRecord {
  /** unique per accepted ingest; item i's revision is <ingest_id>:<i>, so a redelivered record is idempotent */
  ingest_id: string;
  /** api | batch | push | stream */
  source: string;
  /** the items; empty when payload_ref is set */
  items_json: string;
  /** set when the items were too large for one bus record: they wait in console_ingest_payloads under this id (the ingest_id) */
  payload_ref: null | string;
  /** epoch ms */
  received_at: number;
}

/** console.stored: the session revisions one ingest stored, for the watchlist matcher (key: the ingest id). Ids only: the matcher reads the stored sessions, so records stay small. One record per ingest lets the matcher handle a whole batch in one transaction; user-scope windows are claimed atomically in the database, so records in different partitions cannot both win a window. */
export interface ConsoleStoredRecord {
  ingest_id: string;
  /** epoch ms */
  stored_at: number;
  sessions: StoredRevisionRecord[];
}

export interface StoredRevisionRecord {
  revision_id: string;
  session_id: string;
}

/** A new directory version was written to the state store (topic directory.updated, key = 'directory'). Every signpost processor instance reads it (one consumer group per instance) and swaps its in-memory directory to that version. */
export interface DirectoryUpdatedRecord {
  version: number;
  resource_count: number;
  resources_sha256: string;
  model: string;
  seeded_at: string;
}

/** The outcome of one evaluation on topic evaluate.completed (key = account id or request id): no conversation text, only what trends and audits need. */
export interface EvaluateCompletedRecord {
  request_id: string;
  route: string;
  account_id: null | string;
  speaker_severity: string;
  speaker_imminence: string;
  show_resources: boolean;
  /** type:subject:severity for each risk */
  risk_types: string[];
  engine: string;
  latency_ms: number;
  completed_at: number;
}

/** One risk evaluation on topic evaluate.requested (key = account id, or the request id on the demo route). The ingress validated the body with schemas/http/evaluate.ts; the risk processor parses it again, evaluates, answers on the reply topic and publishes evaluate.alert candidates to webhook.events. */
export interface EvaluateRequestRecord {
  /** eval_<ms>_<suffix>; also the charge's idempotency key */
  request_id: string;
  /** v1 | try | screen | v0_evaluate: which wire shape to answer in */
  route: string;
  /** the caller's account; null on the demo route (no alerts) */
  account_id: null | string;
  /** epoch milliseconds at the ingress */
  received_at: number;
  /** the validated request body (messages or text, config) as JSON text */
  body_json: string;
}

/** A cross-session narrative recomputed for one pseudonymous user (topic oversight.arcs, key = user_id_hash). Codes and severities only. */
export interface OversightArcsRecord {
  account_id: string;
  user_id_hash: string;
  sessions_analyzed: number;
  arc_severity: string;
  risk_trend: string;
  primary_arc: null | string;
  /** [{code, severity, confidence, session_range}] */
  arcs_json: string;
  analyzed_at: number;
}

/** One finished analysis (topic oversight.completed, key = user_id_hash when present, else conversation id). No conversation content: codes, severities, turns and concern only. Feeds the ClickHouse sink and the arcs processor. */
export interface OversightCompletedRecord {
  /** unique per analysis; the ClickHouse dedup key */
  analysis_id: string;
  account_id: string;
  conversation_id: string;
  /** analyze | ingest */
  source: string;
  ingestion_id: null | string;
  user_id_hash: null | string;
  session_number: null | number;
  platform: null | string;
  agent_ids: string[];
  user_is_minor: boolean;
  overall_concern: string;
  trajectory: string;
  mode: string;
  message_count: number;
  /** [{code, category, severity, turn_count, turns:[n]}] */
  behaviors_json: string;
  missed_interventions: number;
  analyzed_at: number;
  latency_ms: number;
}

/** POST /v1/oversight/ingest (topic oversight.ingested, key = account). The body (up to 5 MB) is in the oversight_ingest_buffer table under request_id (claim check); this record carries the reference and the batch size. */
export interface OversightIngestRequestRecord {
  request_id: string;
  account_id: string;
  received_at: number;
  conversations: number;
  /** origin of the ingress for dashboard_url */
  dashboard_base: string;
}

/** POST /v1/oversight/analyze and /v1/try/oversight/analyze, validated by the ingress (topic oversight.requested, key = account or IP). The request body travels as JSON text (at most 512 KB). */
export interface OversightRequestRecord {
  request_id: string;
  account_id: null | string;
  demo: boolean;
  received_at: number;
  body_json: string;
}

/** A ClickHouse query for one account (topic oversight.trends, key = account), answered by the oversight ClickHouse sink, which owns the analytics connection. */
export interface OversightTrendsRequestRecord {
  account_id: string;
  /** trends | dashboard */
  query: string;
  params_json: string;
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

/** A signpost call from the ingress (topic signpost.requested, key = country, or the id / 'countries' / the caller IP). params_json carries the query as the ingress parsed it with the op's zod schema (schemas/http/signpost.ts): the parsed values, read as they are (parsing happens once, at the edge). */
export interface SignpostRequestRecord {
  op: 'list' | 'get' | 'countries' | 'detect_country' | 'search' | 'smart';
  params_json: string;
  id: null | string;
  ip: null | string;
  demo: boolean;
}

/** After preprocess (topic steer.preprocessed): the inputs after the spec's limits, and the preprocess result as a typed field (`preprocessed`). The JSON copy (`preprocessed_json`) that earlier versions also wrote is gone: the version before this one gave it a default and read the typed field first, so it reads these records (docs/steer.md, "Records on the topics"). `preprocessed` stays optional only so that a record from a writer older than that reads as one and is refused with a clear error. warnings_json is the HTTP API's warnings list (schemas/http/steer.ts) as JSON text. */
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
  preprocessed: null | SteerPreprocessResultRecord;
  cached: boolean;
  preprocess_ms: number;
}

export interface SteerMessageRecord {
  role: string;
  content: string;
}

/** The preprocess result (processors/steer/types.ts Preprocessed), typed; only each rule's check parameters stay JSON. */
export interface SteerPreprocessResultRecord {
  red_lines: SteerRuleRecord[];
  watch_items: SteerRuleRecord[];
  persona: string;
  cannot_comply: null | SteerCannotComplyRecord;
  quality: SteerPromptQualityRecord;
  engine: string;
}

export interface SteerRuleRecord {
  id: string;
  family: string;
  kind: string;
  polarity: string;
  text: string;
  span: SteerSpanRecord;
  hard: boolean;
  /** the rule's check parameters as JSON text: each member has its own shape, validated against the member's zod schema on arrival */
  params_json: string;
}

export interface SteerSpanRecord {
  start: number;
  end: number;
}

export interface SteerCannotComplyRecord {
  reason: string;
  category: string;
}

export interface SteerPromptQualityRecord {
  score: number;
  grade: string;
  dimensions: SteerQualityDimensionsRecord;
  issues: string[];
}

export interface SteerQualityDimensionsRecord {
  specificity: number;
  extractability: number;
  consistency: number;
  completeness: number;
  testability: number;
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

/** After the screen (topic steer.screened): everything of SteerPreprocessed plus the screen result as a typed field (`screen`). The JSON copies (`preprocessed_json`, `screen_json`) that earlier versions also wrote are gone: the version before this one gave them defaults and read the typed fields first, so it reads these records (docs/steer.md, "Records on the topics"). `screen` and `preprocessed` stay optional only so that a record from a writer older than that reads as one and is refused with a clear error. */
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
  preprocessed: null | SteerPreprocessResultRecord;
  cached: boolean;
  preprocess_ms: number;
  screen: null | SteerScreenResultRecord;
  screen_ms: number;
}

/** The screen's result (processors/steer/types.ts ScreenResult), typed. */
export interface SteerScreenResultRecord {
  passed: boolean;
  hits: number;
  misses: number;
  evasion_patterns: string[];
  findings: SteerFindingRecord[];
  evasions: SteerEvasionHitRecord[];
  engine: string;
}

export interface SteerFindingRecord {
  rule_id: string;
  check: string;
  verdict: string;
  hard: boolean;
  evidence: null | SteerSpanRecord;
  detail: string;
  confidence: number;
  semantic: null | boolean;
}

export interface SteerEvasionHitRecord {
  pattern: string;
  span: SteerSpanRecord;
  detail: string;
  severity: string;
  rule_ids: null | string[];
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
