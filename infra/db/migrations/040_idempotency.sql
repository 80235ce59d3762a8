-- Idempotency is per account (issue 8): two accounts may use the same X-Request-Id, and each is charged.
ALTER TABLE usage_ledger DROP CONSTRAINT usage_ledger_request_id_key;
CREATE UNIQUE INDEX usage_ledger_account_request ON usage_ledger(account_id, request_id);

-- One row per (account, caller's X-Request-Id) on a priced route: the hash of the request it was first used for,
-- and once answered 200 the stored answer, so a retry gets the same bytes without a new computation or charge.
-- `pending` rows are claims of a request still being computed; a claim past `locked_until` (epoch ms) was
-- abandoned (its process died) and may be taken over.
CREATE TABLE idempotent_requests (
  account_id text NOT NULL REFERENCES accounts(id),
  request_key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'done')),
  locked_until bigint NOT NULL,
  status integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, request_key)
);
CREATE INDEX idempotent_requests_created ON idempotent_requests(created_at);
