-- Oversight (spec doc 3). Analyze stores no conversation content; ingest stores originals and results here.

-- Claim check for ingest bodies (up to 5 MB, above a bus record's size): written by the ingress, read by the
-- oversight-ingest processor, deleted once the batch is stored and answered.
CREATE TABLE oversight_ingest_buffer (
  request_id text PRIMARY KEY,
  account_id text NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oversight_ingestions (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  request_id text NOT NULL UNIQUE,
  status text NOT NULL,
  conversations_received integer NOT NULL,
  conversations_processed integer NOT NULL DEFAULT 0,
  conversations_failed integer NOT NULL DEFAULT 0,
  charged_mills double precision NOT NULL,
  webhook_url text,
  processing_time_ms integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX oversight_ingestions_account ON oversight_ingestions(account_id, created_at DESC);

-- One row per ingested conversation: the originals first (messages, metadata), the analysis filled in after.
CREATE TABLE oversight_conversations (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL,
  ingestion_id text NOT NULL,
  conversation_id text NOT NULL,
  messages jsonb NOT NULL,
  metadata jsonb NOT NULL,
  user_id_hash text,
  session_number integer,
  agent_ids text[] NOT NULL DEFAULT '{}',
  platform text,
  user_is_minor boolean,
  message_count integer NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  analyzed_at timestamptz,
  overall_concern text,
  trajectory text,
  result jsonb,
  truncation_warnings jsonb,
  error text,
  UNIQUE (ingestion_id, conversation_id)
);
CREATE INDEX oversight_conversations_by_id ON oversight_conversations(account_id, conversation_id, analyzed_at DESC);
CREATE INDEX oversight_conversations_by_user ON oversight_conversations(account_id, user_id_hash);
CREATE INDEX oversight_conversations_recent ON oversight_conversations(account_id, stored_at DESC);

-- Cross-session narrative per pseudonymous user (no public REST route; shown on the dashboard).
CREATE TABLE oversight_user_arcs (
  account_id text NOT NULL,
  user_id_hash text NOT NULL,
  narrative jsonb NOT NULL,
  sessions_analyzed integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id_hash)
);

-- Dashboard sign-in sessions (cookie holds the token; only its hash is stored).
CREATE TABLE oversight_dashboard_sessions (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL,
  key_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
