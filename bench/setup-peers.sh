#!/usr/bin/env bash
# Installs the peers `npm run bench` measures against, with exact versions, into
# a cache folder outside the project's dependencies (bench/.peers, git-ignored):
#   - yaml-language-server 2.0.0 (declares node >=22.13 but runs on Node 20:
#     an engines warning only; see ../shared/E2E-RECIPE.md section 3);
#   - ajv-cli 5.0.0 (reads YAML through js-yaml, validates with ajv 8).
# js-yaml 4 and yaml 2 are already project dependencies.
# This is the only part of the benchmark that touches the network (the npm
# registry); the bench itself never does. A second run with everything in place
# returns at once. Env: GRIMOIRE_PEERS_FORCE=1 reinstalls.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PEERS="$ROOT/bench/.peers"
YLS_VERSION=2.0.0
AJV_CLI_VERSION=5.0.0
STAMP_TEXT="yaml-language-server@$YLS_VERSION ajv-cli@$AJV_CLI_VERSION"

log() { printf '[setup-peers] %s\n' "$*" >&2; }

if [ "${GRIMOIRE_PEERS_FORCE:-}" != 1 ] && [ -f "$PEERS/.stamp" ] && [ "$(cat "$PEERS/.stamp")" = "$STAMP_TEXT" ] \
  && [ -f "$PEERS/node_modules/yaml-language-server/bin/yaml-language-server" ] \
  && [ -f "$PEERS/node_modules/ajv-cli/dist/index.js" ]; then
  log "peers already installed in $PEERS ($STAMP_TEXT)"
  exit 0
fi

mkdir -p "$PEERS"
# A package.json of its own, so npm installs here and not into the project.
cat > "$PEERS/package.json" <<JSON
{ "name": "grimoire-bench-peers", "private": true, "description": "Peers for npm run bench; installed by bench/setup-peers.sh" }
JSON
log "installing $STAMP_TEXT into $PEERS"
(
  cd "$PEERS"
  npm install --no-audit --no-fund --no-save --save-exact --engine-strict=false --loglevel=error \
    "yaml-language-server@$YLS_VERSION" "ajv-cli@$AJV_CLI_VERSION"
)
test -f "$PEERS/node_modules/yaml-language-server/bin/yaml-language-server" || { log "yaml-language-server did not install"; exit 1; }
test -f "$PEERS/node_modules/ajv-cli/dist/index.js" || { log "ajv-cli did not install"; exit 1; }
printf '%s' "$STAMP_TEXT" > "$PEERS/.stamp"
log "done: $(node -p "require('$PEERS/node_modules/yaml-language-server/package.json').version") / $(node -p "require('$PEERS/node_modules/ajv-cli/package.json').version")"
