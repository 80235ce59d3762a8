#!/usr/bin/env bash
# Copy the Kafka broker classpath (see pom.xml) into infra/kafka/libs with Maven.
# Idempotent: does nothing when libs/ already holds a complete copy for this pom.
set -euo pipefail
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LIBS="$DIR/libs"
STAMP="$LIBS/.complete"
POM_SUM="$(sha256sum "$DIR/pom.xml" | cut -d' ' -f1)"

if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$POM_SUM" ]] && compgen -G "$LIBS/kafka_2.13-*.jar" >/dev/null; then
  echo "kafka libs already present in $LIBS"
  exit 0
fi

command -v mvn >/dev/null || { echo "fetch.sh: mvn not found (needs Maven + Java 17)" >&2; exit 1; }

# Several people may fetch at once: serialize, then re-check.
mkdir -p "$DIR/run"   # git-ignored, holds the lock and the staging dir
exec 9>"$DIR/run/.fetch.lock"
flock 9
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$POM_SUM" ]]; then
  echo "kafka libs already present in $LIBS"
  exit 0
fi

TMP="$(mktemp -d "$DIR/run/.libs.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
echo "fetching Kafka broker jars with Maven into $LIBS ..."
mvn -B -q -f "$DIR/pom.xml" \
  org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy-dependencies \
  -DoutputDirectory="$TMP" -DincludeScope=runtime
compgen -G "$TMP/kafka_2.13-*.jar" >/dev/null || { echo "fetch.sh: kafka_2.13 jar missing after copy" >&2; exit 1; }
echo "$POM_SUM" >"$TMP/.complete"
rm -rf "$LIBS"
mv "$TMP" "$LIBS"
trap - EXIT
echo "kafka libs ready: $(ls "$LIBS"/*.jar | wc -l) jars in $LIBS"
