#!/bin/sh
# The browser journeys drive Debian's Chromium (tests/e2e/support/browser.ts); a browser is never
# downloaded. When /usr/bin/chromium is missing, install Debian's package.
set -eu
[ -x /usr/bin/chromium ] && exit 0
echo "tests/e2e: /usr/bin/chromium is missing; installing Debian's chromium package"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update && apt-get install -y chromium
else
  sudo apt-get update && sudo apt-get install -y chromium
fi
