#!/usr/bin/env bash
# Installs the Debian packages some tests use, when they are missing and we may install:
# chromium (renders diagrams and drives the playground), fairy-stockfish (an independent
# perft oracle) and pgn-extract (checks the PGN the library writes). Tests that need a missing tool are skipped with a message, so this is optional
# on a developer's machine; CI runs it.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromedriver ] || need+=(chromium-driver)
[ -x /usr/games/fairy-stockfish ] || need+=(fairy-stockfish)
[ -x /usr/games/pgn-extract ] || need+=(pgn-extract)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-test-tools: not root or no apt-get; tests needing ${need[*]} will be skipped" >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "install-test-tools: installed ${need[*]}"
