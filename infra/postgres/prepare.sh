#!/usr/bin/env bash
# Makes sure the local PostgreSQL (127.0.0.1:5432) answers and that tests can create throw-away databases.
# Tests connect as TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and create one
# database per test file, dropped afterwards.
set -euo pipefail
ADMIN_URL="${TEST_PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "[postgres] not answering on 127.0.0.1:5432; trying to start the local cluster" >&2
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432 >/dev/null || { echo "[postgres] PostgreSQL is not reachable on 127.0.0.1:5432" >&2; exit 1; }
psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -qtAc "SELECT 1" >/dev/null || { echo "[postgres] cannot connect as $ADMIN_URL" >&2; exit 1; }
# Drop leftovers of interrupted earlier runs.
for db in $(psql "$ADMIN_URL" -qtAc "SELECT datname FROM pg_database WHERE datname LIKE 'haven_t_%'"); do
  psql "$ADMIN_URL" -qtAc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null || true
done
echo "[postgres] ready ($ADMIN_URL)"
