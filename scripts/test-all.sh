#!/usr/bin/env bash
# The whole suite: types, unit + router tests (vitest, MSW), end-to-end (Playwright, JavaScript on and off).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== tsc"
npx tsc --noEmit
echo "== vitest"
npx vitest run
echo "== playwright"
npx playwright test
