#!/usr/bin/env bash
# Playwright cannot download its own browser here: the e2e tests use Debian's chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "No se encontró Chromium en $CHROMIUM. Instálalo o define CHROMIUM_PATH." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Instalando chromium de Debian (una sola vez)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
