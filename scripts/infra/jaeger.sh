#!/usr/bin/env bash
# Jaeger, the trace backend the distributed runtime sends its traces to over OTLP: built once
# from Go modules (no Docker; the versions are pinned in jaeger/go.mod and go.sum), started on
# 127.0.0.1 in the background with jaeger/config.yaml. Idempotent: a running one is kept.
#   scripts/infra/jaeger.sh [build|start|stop]     (default: start)
# Prints the settings: the OTLP endpoint the services send to, and the query API tests read.
# A Go build has no web UI assets (they are built from the jaeger-ui JavaScript project, which
# no registry publishes): its UI page is a placeholder; the query API is complete.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
JAEGER_DIR=$INFRA_DIR/jaeger
BIN_DIR=$INFRA_DIR/bin
PID_FILE=$JAEGER_DIR/jaeger.pid
export JAEGER_OTLP_PORT=${MISE_JAEGER_OTLP_PORT:-4318}
export JAEGER_QUERY_PORT=${MISE_JAEGER_QUERY_PORT:-16686}
export JAEGER_QUERY_GRPC_PORT=$((JAEGER_QUERY_PORT - 1))
export JAEGER_HEALTH_PORT=${MISE_JAEGER_HEALTH_PORT:-13133}
export JAEGER_PROMETHEUS_PORT=${MISE_JAEGER_PROMETHEUS_PORT:-9464}
QUERY_URL=http://127.0.0.1:$JAEGER_QUERY_PORT

# About 5 minutes on two cores with empty Go caches (317 s, downloads included, beside
# tools/deploy-check's build); seconds once built.
build_jaeger() {
  [ -x "$BIN_DIR/jaeger" ] && return
  if ! command -v go >/dev/null; then
    echo "Jaeger is built from Go modules: install Go 1.24 or later (https://go.dev/dl/)" >&2
    exit 1
  fi
  mkdir -p "$BIN_DIR"
  # Its own module, outside any go.work of the repository.
  (cd "$HERE/jaeger" && GOWORK=off go build -o "$BIN_DIR/jaeger.partial" github.com/jaegertracing/jaeger/cmd/jaeger)
  mv "$BIN_DIR/jaeger.partial" "$BIN_DIR/jaeger"
}

answers() {
  curl -fsS -o /dev/null "$QUERY_URL/api/services" 2>/dev/null
}

start_jaeger() {
  build_jaeger
  mkdir -p "$JAEGER_DIR"
  if ! answers; then
    nohup "$BIN_DIR/jaeger" --config "$HERE/jaeger/config.yaml" >"$JAEGER_DIR/jaeger.log" 2>&1 &
    echo $! >"$PID_FILE"
    for _ in $(seq 1 300); do
      answers && break
      sleep 0.1
    done
    if ! answers; then
      echo "Jaeger did not answer on $QUERY_URL within 30 s; see $JAEGER_DIR/jaeger.log" >&2
      exit 1
    fi
  fi
  echo "export OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:$JAEGER_OTLP_PORT"
  echo "export JAEGER_QUERY_URL=$QUERY_URL"
}

case "${1:-start}" in
  build) build_jaeger ;;
  start) start_jaeger ;;
  stop) stop_pid_file "$PID_FILE" 5 ;;
  *) echo "usage: $0 [build|start|stop]" >&2; exit 2 ;;
esac
