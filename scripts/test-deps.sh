#!/usr/bin/env sh
# Runs before `npm test`: the integration tests need PostgreSQL's server binaries and the end-to-end
# tests Chromium. On Debian as root (a fresh CI machine) this installs what is missing; elsewhere it
# names the packages and stops, rather than letting two test files fail later.
set -eu
missing=""
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing="$missing chromium"
if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing="$missing postgresql"
fi
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "npm test: installing$missing (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq $missing >/dev/null
  exit 0
fi
echo "npm test needs$missing: install with 'sudo apt-get install -y$missing' (Debian/Ubuntu) and run it again." >&2
exit 1
