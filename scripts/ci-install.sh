#!/usr/bin/env bash
# Installs Grimoire from the folder this script sits in (the checkout of the
# repository that `uses: <owner>/grimoire@<ref>` downloaded) and puts a
# `grimoire` command on the PATH of later workflow steps. Called by action.yml;
# test/cli/ci/workflow-run.test.ts runs it with GRIMOIRE_SKIP_NPM=1.
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${GRIMOIRE_SKIP_NPM:-}" != 1 ]; then
  # The lockfile pins every package; --ignore-scripts: no install scripts run.
  (cd "$dir" && npm ci --no-audit --no-fund --ignore-scripts && node scripts/build.mjs)
fi
bin="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/grimoire-bin"
mkdir -p "$bin"
printf '#!/bin/sh\nexec node "%s/bin/grimoire.js" "$@"\n' "$dir" > "$bin/grimoire"
chmod +x "$bin/grimoire"
echo "$bin" >> "${GITHUB_PATH:?GITHUB_PATH is set by the Actions runner}"
# SARIF helpUri links go to the rules reference of the repository and ref installed from.
if [ -n "${ACTION_REPOSITORY:-}" ] && [ -n "${ACTION_REF:-}" ]; then
  echo "GRIMOIRE_RULES_URL=${GITHUB_SERVER_URL:-https://github.com}/${ACTION_REPOSITORY}/blob/${ACTION_REF}/docs/rules.md" >> "${GITHUB_ENV:?GITHUB_ENV is set by the Actions runner}"
fi
"$bin/grimoire" --version
