#!/usr/bin/env bash
# Installs what the real-editor tests (test/e2e) need, idempotently:
#   - Debian packages: chromium, neovim, ripgrep, libkrb5-dev, fonts;
#   - code-server (VS Code in a browser) and playwright-core, into a cache
#     folder outside the project's node_modules (default .cache/e2e, git-ignored).
# A second run with everything in place returns in well under a second.
# See test/e2e/README.md and shared/E2E-RECIPE.md for the why of each step.
#
# Env: GRIMOIRE_E2E_CACHE   the cache folder (default <repo>/.cache/e2e)
#      GRIMOIRE_E2E_FORCE=1 reinstall the npm part even when the stamp matches
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${GRIMOIRE_E2E_CACHE:-$ROOT/.cache/e2e}"
CODE_SERVER_VERSION=4.100.3
PLAYWRIGHT_VERSION=1.64.1
# @vscode/ripgrep as pinned inside code-server 4.100.3, and the rg build it fetches.
VSCODE_RIPGREP_VERSION=1.15.11
RIPGREP_TAG=v13.0.0-10
DEBS=(chromium neovim ripgrep libkrb5-dev fonts-dejavu-core fonts-liberation ca-certificates)
STAMP_TEXT="code-server@$CODE_SERVER_VERSION playwright-core@$PLAYWRIGHT_VERSION"

log() { printf '[e2e-setup] %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else log "need root (or sudo) to run: $*"; exit 1
  fi
}

debs_missing() {
  local missing=() p
  for p in "${DEBS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  printf '%s\n' "${missing[@]}"
}

npm_ready() {
  [ "${GRIMOIRE_E2E_FORCE:-}" != 1 ] &&
    [ -f "$CACHE/.ready" ] && [ "$(cat "$CACHE/.ready")" = "$STAMP_TEXT" ] &&
    [ -x "$CACHE/node_modules/.bin/code-server" ] &&
    [ -f "$CACHE/node_modules/playwright-core/package.json" ]
}

# Fast path: nothing to do (no lock, no apt, no npm).
if [ -z "$(debs_missing)" ] && npm_ready; then
  log "already set up ($STAMP_TEXT in $CACHE)"
  exit 0
fi

mkdir -p "$CACHE"
# One setup at a time (two test runs starting together must not interleave npm installs).
exec 9>"$CACHE/.lock"
flock 9

# --- Debian packages -------------------------------------------------------
mapfile -t MISSING < <(debs_missing | sed '/^$/d')
if [ "${#MISSING[@]}" -gt 0 ]; then
  log "installing Debian packages: ${MISSING[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends "${MISSING[@]}" >/dev/null
fi
for bin in chromium nvim rg; do
  command -v "$bin" >/dev/null || { log "$bin is still missing after apt-get install"; exit 1; }
done

# --- code-server + playwright-core ------------------------------------------
if npm_ready; then
  log "npm part already in place"
  exit 0
fi

start=$(date +%s)
log "installing $STAMP_TEXT into $CACHE (about 75 s cold)"
rm -f "$CACHE/.ready"
# A package.json of its own, so npm installs here and not into the repo above.
cat >"$CACHE/package.json" <<'JSON'
{ "name": "grimoire-e2e-cache", "private": true, "description": "Tools for test/e2e, installed by scripts/e2e-setup.sh" }
JSON

# @vscode/ripgrep's postinstall downloads rg from GitHub, which this network
# cannot reach: seed its download cache with Debian's rg, under the name it asks for.
TMP_CACHE="$CACHE/tmp"
mkdir -p "$TMP_CACHE/vscode-ripgrep-cache-$VSCODE_RIPGREP_VERSION"
case "$(uname -m)" in
  x86_64) RG_TARGETS=(x86_64-unknown-linux-musl) ;;
  aarch64 | arm64) RG_TARGETS=(aarch64-unknown-linux-musl aarch64-unknown-linux-gnu) ;;
  *) RG_TARGETS=("$(uname -m)-unknown-linux-gnu") ;;
esac
for t in "${RG_TARGETS[@]}"; do
  tgz="$TMP_CACHE/vscode-ripgrep-cache-$VSCODE_RIPGREP_VERSION/ripgrep-$RIPGREP_TAG-$t.tar.gz"
  [ -s "$tgz" ] || tar -C "$(dirname "$(command -v rg)")" -czf "$tgz" rg
done

(
  cd "$CACHE"
  export TMPDIR="$TMP_CACHE"
  export npm_config_unsafe_perm=true   # code-server's postinstall refuses root otherwise
  export npm_config_yes=true           # node-pty's postinstall calls npx
  [ -d /usr/include/node ] && export npm_config_nodedir=/usr # node-gyp: local headers, no download
  export npm_config_update_notifier=false
  # Prebuild download errors (argon2, kerberos) are noise: those build from source.
  npm install --prefix "$CACHE" --no-audit --no-fund --loglevel=error \
    "code-server@$CODE_SERVER_VERSION" "playwright-core@$PLAYWRIGHT_VERSION" >"$CACHE/npm-install.log" 2>&1 || {
    log "npm install failed; last lines of $CACHE/npm-install.log:"
    tail -n 40 "$CACHE/npm-install.log" >&2
    exit 1
  }
)

# Check the result really runs before stamping it.
"$CACHE/node_modules/.bin/code-server" --version >/dev/null 2>&1 || {
  log "code-server was installed but does not run: $CACHE/node_modules/.bin/code-server --version"
  exit 1
}
printf '%s' "$STAMP_TEXT" >"$CACHE/.ready"
log "done in $(($(date +%s) - start)) s"
