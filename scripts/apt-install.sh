#!/usr/bin/env bash
# Installs Debian packages with apt-get (sudo when not root); the ensure-*.sh scripts call it
# when what the tests need is missing. Usage: apt-install.sh "message if apt-get is missing" [APT OPTION…] PACKAGE…
set -euo pipefail
MISSING_MESSAGE="$1"
shift
if ! command -v apt-get >/dev/null 2>&1; then
  echo "$MISSING_MESSAGE" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Instalando de Debian (una sola vez): $*"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
