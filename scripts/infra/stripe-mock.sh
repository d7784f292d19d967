#!/usr/bin/env bash
# stripe-mock, Stripe's own mock of its API, for the Stripe adapter's tests: built once from Go
# modules (no Docker), started on 127.0.0.1 in the background. Idempotent: a running one is kept.
#   scripts/infra/stripe-mock.sh [start|stop]     (default: start)
# Prints the setting the tests read: export STRIPE_MOCK_URL=http://127.0.0.1:<port>
set -euo pipefail
source "$(dirname "$0")/lib.sh"
STRIPE_MOCK_VERSION=v0.203.0
STRIPE_MOCK_PORT=${MISE_STRIPE_MOCK_PORT:-12111}
STRIPE_MOCK_DIR=$INFRA_DIR/stripe-mock
BIN_DIR=$INFRA_DIR/bin
PID_FILE=$STRIPE_MOCK_DIR/stripe-mock.pid
URL=http://127.0.0.1:$STRIPE_MOCK_PORT

install_stripe_mock() {
  [ -x "$BIN_DIR/stripe-mock" ] && return
  if ! command -v go >/dev/null; then
    echo "stripe-mock is built from Go modules: install Go 1.21 or later (https://go.dev/dl/)" >&2
    exit 1
  fi
  mkdir -p "$BIN_DIR"
  GOBIN=$BIN_DIR go install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"
}

# Any API call with a test key is answered with a canned object once it is up.
answers() {
  curl -fsS -o /dev/null -u sk_test_mise: "$URL/v1/customers" 2>/dev/null
}

start_stripe_mock() {
  install_stripe_mock
  mkdir -p "$STRIPE_MOCK_DIR"
  if ! answers; then
    # It serves HTTPS too, on a port of the system's choosing: a fixed one could be taken.
    nohup "$BIN_DIR/stripe-mock" -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" -https-addr "127.0.0.1:" \
      >"$STRIPE_MOCK_DIR/stripe-mock.log" 2>&1 &
    echo $! >"$PID_FILE"
    for _ in $(seq 1 300); do
      answers && break
      sleep 0.1
    done
    if ! answers; then
      echo "stripe-mock did not answer on $URL within 30 s; see $STRIPE_MOCK_DIR/stripe-mock.log" >&2
      exit 1
    fi
  fi
  echo "export STRIPE_MOCK_URL=$URL"
}

case "${1:-start}" in
  start) start_stripe_mock ;;
  stop) stop_pid_file "$PID_FILE" 5 ;;
  *) echo "usage: $0 [start|stop]" >&2; exit 2 ;;
esac
