-- Ingests too large for one bus record (Kafka's default limit is 1 MB; a batch of 500 sessions is larger): the items
-- wait here and the console.ingest record carries only their id. The storage stage deletes the row in the transaction
-- that stores the sessions; retention removes rows no stage ever took (a lost record).
CREATE TABLE console_ingest_payloads (
  ingest_id text PRIMARY KEY,
  items_json text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX console_ingest_payloads_created ON console_ingest_payloads (created_at);
