#!/usr/bin/env bash
# Runs N app instances (default 2) sharing one Redis and one simulated backend, as production
# would run several instances behind a load balancer. Ports 3001..300N; Ctrl-C stops everything.
# Uses REDIS_URL when set, otherwise starts redis-server on port 6390 (Debian package redis-server).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT="${1:-2}"
UPSTREAM_PORT="${MOCK_UPSTREAM_PORT:-4010}"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM

if [ -z "${REDIS_URL:-}" ]; then
  redis-server --port 6390 --save '' --appendonly no --bind 127.0.0.1 >/dev/null &
  pids+=($!)
  export REDIS_URL=redis://127.0.0.1:6390
fi
[ -f build/mock-upstream.js ] || npm run build

origins=$(seq -s, -f 'http://localhost:30%02g' 1 "$COUNT")
MOCK_UPSTREAM_PORT="$UPSTREAM_PORT" MOCK_ALLOWED_RETURN_ORIGINS="$origins" node build/mock-upstream.js &
pids+=($!)
upstream_env=$(node --import tsx -e "
  import('./mocks/config/standalone-env.ts').then(({ standaloneUpstreamEnv }) => {
    for (const [key, value] of Object.entries(standaloneUpstreamEnv('http://127.0.0.1:$UPSTREAM_PORT')))
      console.log(key + '=' + value);
  });")

for i in $(seq 1 "$COUNT"); do
  port=$((3000 + i))
  env $upstream_env PORT="$port" SESSION_SECRET="${SESSION_SECRET:-several-instances-local-secret}" \
    node build/index.js &
  pids+=($!)
done
echo "Instancias en ${origins//,/ } (almacén: $REDIS_URL). Ctrl-C para detenerlas."
wait
