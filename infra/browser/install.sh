#!/usr/bin/env bash
# Headless Chromium for the widget's browser test (test/signpost/widget.browser.test.ts drives it with playwright-core).
# Idempotent: does nothing when chromium is already on the PATH. Debian/Ubuntu, run as root (CI containers).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "infra/browser/install.sh: chromium is missing; install it as root: apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium
command -v chromium
