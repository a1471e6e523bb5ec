#!/usr/bin/env bash
# Playwright cannot download its own browser here: the e2e tests use Debian's Chromium, in its
# headless-shell build (package chromium-headless-shell, the same Chromium without the desktop
# browser around it). It is what Playwright itself runs for headless tests, and here it ran the
# same Playwright files in 40 % less time than the full `chromium` (decision 048).
# CHROMIUM_PATH chooses another binary (e.g. /usr/bin/chromium); it is then the one required.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "No se encontró Chromium en $CHROMIUM (CHROMIUM_PATH)." >&2
  exit 1
fi
bash "$(dirname "$0")/apt-install.sh" "No se encontró Chromium en $CHROMIUM. Instálalo o define CHROMIUM_PATH." chromium-headless-shell
