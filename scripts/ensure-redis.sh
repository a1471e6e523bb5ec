#!/usr/bin/env bash
# The store's Redis tests and the integration tests start throwaway redis-server processes: Debian's
# package (7.x) is all they need. Skipped when TEST_REDIS_URL points at a Redis you run yourself.
set -euo pipefail
if [ -n "${TEST_REDIS_URL:-}" ] || command -v redis-server >/dev/null 2>&1; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" \
  "No se encontró redis-server. Instálalo o define TEST_REDIS_URL (por ejemplo redis://127.0.0.1:6379)." --no-install-recommends redis-server
