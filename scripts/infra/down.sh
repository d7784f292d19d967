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
      stop_pid_file "$KAFKA_DIR/kafka.pid" 30 ;;
  esac
done
exit 0
