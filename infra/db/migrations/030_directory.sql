-- Crisis-resource directory (spec 2, "CrisisResource"; docs/signpost.md). Each seed writes a new version in one
-- transaction: the validated records (jsonb, with their id and countries as indexed columns) and the embedding index
-- computed once at seed time (processors/signpost/search-engine.ts binary form). The current version is the highest;
-- the last few are kept so a bad seed can be inspected. Processors hold the current version in memory and swap
-- atomically when a `directory.updated` record announces a new one.
CREATE TABLE directory_versions (
  version integer PRIMARY KEY,
  resources_sha256 text NOT NULL,
  resource_count integer NOT NULL,
  source text NOT NULL,
  model text NOT NULL,
  embedding_index bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE directory_resources (
  version integer NOT NULL REFERENCES directory_versions(version) ON DELETE CASCADE,
  id uuid NOT NULL,
  country_codes text[] NOT NULL DEFAULT '{}',
  record jsonb NOT NULL,
  PRIMARY KEY (version, id)
);
CREATE INDEX directory_resources_country ON directory_resources USING gin (country_codes);
