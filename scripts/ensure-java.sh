#!/usr/bin/env bash
# The W3C's Nu Html Checker (the npm package vnu-jar) runs on Java 11 or later: after Playwright
# it validates every page the e2e suite visited (tests/e2e-logs/visited-pages.ts, decision 107).
# Debian's headless runtime is all it needs; without one, vnu-jar would try to download its own.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" \
  "No se encontró Java (11 o posterior), que necesita el validador del W3C. Instálalo." --no-install-recommends openjdk-17-jre-headless
