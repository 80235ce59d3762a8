-- Accounts, API keys (hashed), balances and the usage ledger. Money is kept in mills (1/1000 USD) as NUMERIC
-- so that fractional prices (0.0005 USD = 0.5 mill) stay exact.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text,
  balance_mills numeric(20,3) NOT NULL DEFAULT 0,
  features text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id),
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  is_test boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE usage_ledger (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id),
  request_id text NOT NULL UNIQUE,
  route text NOT NULL,
  amount_mills numeric(20,3) NOT NULL,
  balance_after_mills numeric(20,3) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usage_ledger_account ON usage_ledger(account_id, created_at DESC);

CREATE TABLE balance_topups (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(id),
  amount_mills numeric(20,3) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters shared by every ingress instance (distributed rate limits).
CREATE UNLOGGED TABLE rate_limit_windows (
  bucket text NOT NULL,
  window_start bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

-- Avro writer schemas by fingerprint, so a reader can resolve a record written with a newer schema.
CREATE TABLE avro_schemas (
  fingerprint text PRIMARY KEY,
  name text NOT NULL,
  schema_json text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
