-- Webhooks (spec 2, "Webhooks" / "Events"): endpoint configs, one delivery row per (event, webhook), and every attempt.
-- Secrets are stored sealed (AES-256-GCM when a secrets key is configured; see sinks/webhooks/secret.ts) and are
-- readable only by the sink to sign deliveries.
CREATE TABLE webhooks (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id),
  url text NOT NULL,
  secret_sealed text NOT NULL,
  min_severity text NOT NULL DEFAULT 'high' CHECK (min_severity IN ('none', 'low', 'medium', 'high', 'critical')),
  include_conversation boolean NOT NULL DEFAULT false,
  events text[] NOT NULL DEFAULT '{evaluate.alert,oversight.alert,oversight.ingestion.complete,test.ping}',
  enabled boolean NOT NULL DEFAULT true,
  description text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX webhooks_account ON webhooks(account_id, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  event_id text NOT NULL,
  webhook_id text NOT NULL REFERENCES webhooks(id),
  account_id text NOT NULL REFERENCES accounts(id),
  event text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivering', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  last_status_code integer,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (event_id, webhook_id)
);
-- The worker's poll: due pending rows, and delivering rows whose worker may have died.
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_claimed ON webhook_deliveries(claimed_at) WHERE status = 'delivering';
-- Delivery history of one webhook, newest first.
CREATE INDEX webhook_deliveries_history ON webhook_deliveries(account_id, webhook_id, created_at DESC, id DESC);

CREATE TABLE webhook_attempts (
  delivery_id text NOT NULL REFERENCES webhook_deliveries(id),
  attempt integer NOT NULL,
  account_id text NOT NULL,
  started_at timestamptz NOT NULL,
  status_code integer,
  error text,
  duration_ms integer,
  PRIMARY KEY (delivery_id, attempt)
);
