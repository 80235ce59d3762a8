-- Oversight analyses (no conversation content): one row per analysis, one row per detected behaviour, one row per
-- cross-session narrative recomputation. ReplacingMergeTree on the analysis id: a redelivered bus record does not
-- count twice (queries read FINAL). Documented for analysts in docs/oversight.md.
CREATE TABLE IF NOT EXISTS oversight_analyses (
  analysis_id String,
  account_id String,
  conversation_id String,
  source LowCardinality(String),
  ingestion_id Nullable(String),
  user_id_hash Nullable(String),
  session_number Nullable(Int32),
  platform Nullable(String),
  agent_ids Array(String),
  user_is_minor UInt8,
  overall_concern LowCardinality(String),
  concern_rank UInt8,
  trajectory LowCardinality(String),
  mode LowCardinality(String),
  message_count UInt32,
  missed_interventions UInt32,
  analyzed_at DateTime64(3, 'UTC'),
  latency_ms Float64
) ENGINE = ReplacingMergeTree
ORDER BY (account_id, analysis_id);

CREATE TABLE IF NOT EXISTS oversight_behaviors (
  analysis_id String,
  account_id String,
  conversation_id String,
  code LowCardinality(String),
  category LowCardinality(String),
  severity LowCardinality(String),
  severity_rank UInt8,
  turn_count UInt32,
  turns Array(UInt32),
  agent_ids Array(String),
  user_is_minor UInt8,
  analyzed_at DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree
ORDER BY (account_id, analysis_id, code);

CREATE TABLE IF NOT EXISTS oversight_arcs (
  account_id String,
  user_id_hash String,
  sessions_analyzed UInt32,
  arc_severity LowCardinality(String),
  risk_trend LowCardinality(String),
  primary_arc Nullable(String),
  arcs_json String,
  analyzed_at DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree(analyzed_at)
ORDER BY (account_id, user_id_hash);
