-- Scores of streamed conversations (topic classify.results), for analysts' trend queries. One row per
-- conversation (kind = 'conversation', turn_index = -1) and one per scored turn of its trajectory (kind = 'turn').
-- No message text. A redelivered record carries the same request_id, so the ReplacingMergeTree keeps one copy
-- (query with FINAL, or GROUP BY request_id, for exact counts before background merges).
CREATE TABLE IF NOT EXISTS classifications (
  scored_at DateTime64(3, 'UTC'),
  conversation_id String,
  request_id String,
  tenant LowCardinality(String),
  session_id String,
  user_id String,
  agent_id String,
  kind LowCardinality(String),
  turn_index Int32,
  role LowCardinality(String),
  speaker_turn Int32,
  salience Float32,
  band LowCardinality(String),
  phase LowCardinality(String),
  subject LowCardinality(String),
  imminence_level LowCardinality(String),
  imminence Nullable(Float32),
  fiction Float32,
  authenticity Float32,
  confidence Nullable(Float32),
  suicide Float32,
  self_harm Float32,
  harm_to_others Float32,
  abuse Float32,
  sexual_violence Nullable(Float32),
  exploitation Nullable(Float32),
  stalking Nullable(Float32),
  self_neglect Nullable(Float32),
  ai_harm_provision Float32,
  ai_emotional_failure Float32,
  ai_manipulation Float32,
  ai_safeguarding_failure Float32,
  message_count UInt32,
  thoroughness LowCardinality(String),
  contract_version LowCardinality(String),
  build LowCardinality(String),
  model_version LowCardinality(String),
  inference_ms Float32
) ENGINE = ReplacingMergeTree
ORDER BY (tenant, conversation_id, request_id, kind, turn_index)
TTL toDateTime(scored_at) + INTERVAL 400 DAY;
