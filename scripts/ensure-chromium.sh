#!/usr/bin/env bash
# Playwright cannot download its own browser here: the e2e tests use Debian's chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" "No se encontró Chromium en $CHROMIUM. Instálalo o define CHROMIUM_PATH." chromium
