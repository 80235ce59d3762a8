-- The console's own database (PGlite in CONSOLE_DATA_DIR, or DATABASE_URL). Table names start with console_ so the
-- console can share a PostgreSQL database with Haven; avro_schemas is Haven's table, created here when absent.
CREATE TABLE IF NOT EXISTS avro_schemas (
  fingerprint text PRIMARY KEY,
  name text NOT NULL,
  schema_json text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE console_sessions (
  session_id text PRIMARY KEY,
  user_id text NOT NULL,
  agent_id text,
  -- the ingest that wrote this version (idempotency of redelivered records; matches reference it)
  revision_id text NOT NULL,
  source text NOT NULL,
  scored_ms bigint NOT NULL,
  ingested_ms bigint NOT NULL,
  message_count integer NOT NULL,
  turns_json text NOT NULL,
  classifier_json text NOT NULL,
  salience double precision NOT NULL,
  verdict text NOT NULL,
  subject text NOT NULL,
  crisis_score double precision NOT NULL,
  suicide_risk double precision NOT NULL,
  max_user_risk double precision NOT NULL,
  max_ai_concern double precision NOT NULL,
  fiction_strength double precision NOT NULL,
  imminence_score double precision NOT NULL,
  size_bytes integer NOT NULL
);
CREATE INDEX console_sessions_ingested ON console_sessions (ingested_ms, session_id);
CREATE INDEX console_sessions_crisis ON console_sessions (crisis_score DESC, session_id);
CREATE INDEX console_sessions_user ON console_sessions (user_id);

CREATE TABLE console_watchlists (
  id text PRIMARY KEY,
  name text NOT NULL,
  scope text NOT NULL,
  conditions_json text NOT NULL,
  webhook_url text,
  time_window integer NOT NULL,
  enabled boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE console_matches (
  id text PRIMARY KEY,
  rule_id text NOT NULL,
  rule_name text NOT NULL,
  scope text NOT NULL,
  session_id text NOT NULL,
  revision_id text NOT NULL,
  user_id text NOT NULL,
  agent_id text,
  turns_json text NOT NULL,
  matched_scores_json text NOT NULL,
  crisis_score double precision NOT NULL,
  -- notified (a delivery was queued), no_webhook, deduplicated (same session and rule within 60 s),
  -- user_window (user scope: not the first match of this user in the rule's timeWindow)
  outcome text NOT NULL,
  delivery_id text,
  matched_at timestamptz NOT NULL,
  UNIQUE (rule_id, revision_id)
);
CREATE INDEX console_matches_session_rule ON console_matches (session_id, rule_id, matched_at);
CREATE INDEX console_matches_at ON console_matches (matched_at);

-- user scope: the start of the current window per (rule, user); the first match in a window wins
CREATE TABLE console_user_windows (
  rule_id text NOT NULL,
  user_id text NOT NULL,
  window_start timestamptz NOT NULL,
  PRIMARY KEY (rule_id, user_id)
);

-- the durable outbox of watchlist_match deliveries (at-least-once; retried with exponential backoff)
CREATE TABLE console_outbox (
  id text PRIMARY KEY,
  match_id text NOT NULL,
  rule_id text NOT NULL,
  url text NOT NULL,
  body text NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  last_status_code integer,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX console_outbox_due ON console_outbox (status, next_attempt_at);

CREATE TABLE console_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  action text NOT NULL,
  subject text,
  detail text
);
CREATE INDEX console_audit_at ON console_audit (at);

CREATE TABLE console_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
