#!/usr/bin/env bash
# The whole suite: the lockfile's packages; types; lint; unit + router tests (vitest, MSW; the store's Redis half against a
# throwaway redis-server); integration tests (real app instances, the standalone mock upstream and
# Redis, over HTTP); end-to-end (Playwright, JavaScript on and off), then no secret in its server's log.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints its time when it ends, and the summary at the end lists them all.
SUITE_START=$SECONDS
STEP_NAME=""
STEP_START=$SECONDS
TIMES=()
end_step() {
  if [ -n "$STEP_NAME" ]; then
    local took=$((SECONDS - STEP_START))
    printf -- '-- %s: %dm%02ds\n' "$STEP_NAME" $((took / 60)) $((took % 60))
    TIMES+=("$(printf '%4ds  %s' "$took" "$STEP_NAME")")
  fi
  STEP_NAME=""
}
step() {
  end_step
  printf '\n== %s\n' "$*"
  STEP_NAME="$*"
  STEP_START=$SECONDS
}

# The test steps run one after another whatever the previous one answered, so one CI run reports
# every failing step instead of hiding the later ones (a 35-minute run is too dear to repeat per
# failure); the script still exits non-zero when any of them failed.
FAILED=()
check() {
  local name="$1"
  shift
  step "$name"
  if ! "$@"; then FAILED+=("$name"); fi
}

step "npm ci (exactly the lockfile; the packages' install scripts run in the background)"
npm ci --include=dev --no-audit --no-fund --ignore-scripts
# The install scripts are mostly better-sqlite3 compiling SQLite from source (its prebuilt
# binaries are not reachable offline) on one core: they run beside the system packages, tsc and
# lint, which never load it, and the unit tests wait for them. Tests need a correct SQLite, not its
# fastest build: unoptimised (-O0) it compiles in about a third of the package's -O3 time.
INSTALL_SCRIPTS_LOG="$(mktemp)"
CFLAGS="${CFLAGS:--O0}" CXXFLAGS="${CXXFLAGS:--O0}" npm rebuild >"$INSTALL_SCRIPTS_LOG" 2>&1 &
INSTALL_SCRIPTS_PID=$!

step "system packages (chromium-headless-shell, redis-server, a Java runtime)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh
bash scripts/ensure-java.sh

# One redis-server for the whole run, unless TEST_REDIS_URL already names one. Only the process
# started here is stopped at the end, whatever way the script ends.
REDIS_PID=""
REDIS_LOG=""
stop_redis() {
  if [ -n "$REDIS_PID" ]; then
    kill "$REDIS_PID" 2>/dev/null || true
    wait "$REDIS_PID" 2>/dev/null || true
  fi
  if [ -n "$REDIS_LOG" ]; then rm -f "$REDIS_LOG"; fi
}
trap stop_redis EXIT

redis_answers() {
  local reply=""
  exec 3<>"/dev/tcp/127.0.0.1/$1" || return 1
  printf 'PING\r\n' >&3
  read -r -t 1 reply <&3 || true
  exec 3<&- 3>&-
  [[ "$reply" == +PONG* ]]
}

if [ -z "${TEST_REDIS_URL:-}" ]; then
  step "redis-server for the tests"
  REDIS_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  REDIS_LOG="$(mktemp)"
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --loglevel warning \
    >"$REDIS_LOG" 2>&1 &
  REDIS_PID=$!
  for _ in $(seq 1 50); do
    if redis_answers "$REDIS_PORT" 2>/dev/null; then break; fi
    sleep 0.2
  done
  if ! redis_answers "$REDIS_PORT" 2>/dev/null; then
    echo "redis-server did not answer on port $REDIS_PORT:" >&2
    cat "$REDIS_LOG" >&2
    exit 1
  fi
  export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
fi
echo "TEST_REDIS_URL=$TEST_REDIS_URL"

# tsc and ESLint each keep one core busy: they run side by side, each output printed whole.
step "tsc and lint (the floor plan's import boundaries, hooks, accessibility), side by side"
TSC_LOG="$(mktemp)"
LINT_LOG="$(mktemp)"
npx tsc --noEmit >"$TSC_LOG" 2>&1 &
TSC_PID=$!
npm run lint >"$LINT_LOG" 2>&1 &
LINT_PID=$!
if ! wait "$TSC_PID"; then FAILED+=("tsc"); fi
if ! wait "$LINT_PID"; then FAILED+=("lint"); fi
printf -- '-- tsc:\n'
cat "$TSC_LOG"
printf -- '-- lint:\n'
cat "$LINT_LOG"
rm -f "$TSC_LOG" "$LINT_LOG"

step "the packages' install scripts, finishing"
if ! wait "$INSTALL_SCRIPTS_PID"; then
  cat "$INSTALL_SCRIPTS_LOG" >&2
  echo "The packages' install scripts failed (npm rebuild)." >&2
  exit 1
fi
rm -f "$INSTALL_SCRIPTS_LOG"

# The upstream contract (issue 78): the committed document is what the registry writes, and it
# passes Redocly's recommended rules.
check "upstream contract: regenerated, linted" bash -c \
  'node --import tsx scripts/openapi.ts --check && npm run -s openapi:lint'

check "vitest (unit + router)" npx vitest run

step "build (remix build, the script of non-hydrated routes, the standalone simulator)"
npm run build

check "vitest (integration)" npx vitest run --config vitest.integration.config.ts

# Both suites checked every simulator answer against the contract; together they must have
# answered every operation of it (the report: test-logs/contract/coverage.md).
check "upstream contract: every operation exercised" node --import tsx scripts/contract-coverage.ts

# Playwright's server inherits this environment: with REDIS_URL set it uses that Redis.
if [ -n "${REDIS_URL:-}" ]; then echo "Playwright's server uses REDIS_URL=$REDIS_URL"; fi
# A fresh server log: the check below must read this run's, never an older one. (Playwright's
# global setup empties the pages it keeps, test-logs/visited-pages.)
rm -f test-logs/e2e-server.log
check "playwright" npx playwright test

check "no secrets in the e2e server's log" node --import tsx tests/e2e-logs/no-secrets.ts

# Every HTML document the e2e suite received: the W3C validator (one JVM) and axe (decision 107).
check "every page the e2e visited: W3C validator, axe" node --import tsx tests/e2e-logs/visited-pages.ts

end_step
printf '\n== step times (whole suite %ds)\n' $((SECONDS - SUITE_START))
printf '%s\n' "${TIMES[@]}"

if [ "${#FAILED[@]}" -gt 0 ]; then
  printf '\n== FAILED steps:\n' >&2
  printf '   - %s\n' "${FAILED[@]}" >&2
  exit 1
fi
printf '\n== every step passed\n'
