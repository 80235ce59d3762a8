-- Every finished HTTP request (no bodies, no secrets), for usage and latency trends.
CREATE TABLE IF NOT EXISTS request_log (
  request_id String,
  ts DateTime64(3, 'UTC'),
  route LowCardinality(String),
  method LowCardinality(String),
  status UInt16,
  latency_ms Float64,
  account_id Nullable(String),
  charged_mills Float64,
  instance LowCardinality(String)
) ENGINE = ReplacingMergeTree
ORDER BY (route, ts, request_id)
TTL toDateTime(ts) + INTERVAL 400 DAY;
