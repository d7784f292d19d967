#!/usr/bin/env bash
# Stops what up.sh started; the data stays for the next start.
#   scripts/infra/down.sh [postgres] [redis] [kafka] [stripe-mock] [jaeger]   (default: all five)
set -uo pipefail
source "$(dirname "$0")/lib.sh"
components=("$@")
[ ${#components[@]} -gt 0 ] || components=(jaeger stripe-mock kafka redis postgres)
for component in "${components[@]}"; do
  case "$component" in
    postgres)
      [ -n "$PG_BIN" ] && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null 2>&1 ;;
    stripe-mock)
      bash "$(dirname "$0")/stripe-mock.sh" stop ;;
    jaeger)
      bash "$(dirname "$0")/jaeger.sh" stop ;;
    redis)
      redis-cli -p "$REDIS_PORT" shutdown >/dev/null 2>&1 ;;
    kafka)
      if [ -f "$KAFKA_DIR/kafka.pid" ]; then
        pid=$(cat "$KAFKA_DIR/kafka.pid")
        kill "$pid" 2>/dev/null
        for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
        rm -f "$KAFKA_DIR/kafka.pid"
      fi ;;
  esac
done
exit 0
