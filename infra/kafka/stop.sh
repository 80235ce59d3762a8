#!/usr/bin/env bash
# Stop the broker that start.sh started on KAFKA_PORT (default 9092), by its pid file; waits for exit.
set -euo pipefail
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT="${KAFKA_PORT:-9092}"
RUN="$DIR/run/$PORT"
PIDFILE="$RUN/kafka.pid"
TIMEOUT="${KAFKA_STOP_TIMEOUT:-30}"

if [[ ! -f "$PIDFILE" ]]; then
  echo "stop.sh: no broker pid file for port $PORT" >&2
  exit 0
fi
PID="$(cat "$PIDFILE")"
if ! kill -0 "$PID" 2>/dev/null || ! tr '\0' ' ' <"/proc/$PID/cmdline" 2>/dev/null | grep -q "kafka.Kafka $RUN/server.properties"; then
  echo "stop.sh: broker (pid $PID) is not running" >&2
  rm -f "$PIDFILE"
  exit 0
fi
kill -TERM "$PID"
for ((i = 0; i < TIMEOUT * 10; i++)); do
  kill -0 "$PID" 2>/dev/null || { rm -f "$PIDFILE"; echo "stop.sh: broker on port $PORT stopped" >&2; exit 0; }
  sleep 0.1
done
echo "stop.sh: broker did not exit within ${TIMEOUT}s, killing" >&2
kill -KILL "$PID" 2>/dev/null || true
while kill -0 "$PID" 2>/dev/null; do sleep 0.1; done
rm -f "$PIDFILE"
