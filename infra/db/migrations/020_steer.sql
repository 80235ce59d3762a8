-- Durable preprocess cache, shared by every preprocess instance: one row per system prompt (by SHA-256) and engine.
CREATE TABLE steer_preprocess_cache (
  prompt_hash text NOT NULL,
  engine text NOT NULL,
  result jsonb NOT NULL,
  bytes integer NOT NULL,
  hits bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (prompt_hash, engine)
);
CREATE INDEX steer_preprocess_cache_lru ON steer_preprocess_cache(last_used_at);

-- Per-account view of the cache: which prompts an account used, and its hits and misses.
CREATE TABLE steer_cache_usage (
  account_id text NOT NULL,
  prompt_hash text NOT NULL,
  hits bigint NOT NULL DEFAULT 0,
  misses bigint NOT NULL DEFAULT 0,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, prompt_hash)
);

-- Counters that are not per row: evictions from the durable cache.
CREATE TABLE steer_cache_counters (
  name text PRIMARY KEY,
  value bigint NOT NULL DEFAULT 0
);
