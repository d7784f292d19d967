# Shared by up.sh and down.sh: where things live on this machine.
INFRA_DIR=${MISE_INFRA_DIR:-/var/tmp/mise-infra}
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
PG_DATA=$INFRA_DIR/postgres
PG_PORT=${MISE_PG_PORT:-5432}
REDIS_DIR=$INFRA_DIR/redis
REDIS_PORT=${MISE_REDIS_PORT:-6379}
KAFKA_DIR=$INFRA_DIR/kafka
KAFKA_PORT=${MISE_KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=$((KAFKA_PORT + 1))
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

wait_for_port() { # port seconds name
  for _ in $(seq 1 $(($2 * 10))); do
    (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "$3 did not open port $1 within $2 s" >&2
  return 1
}

stop_pid_file() { # pid-file seconds: asks the process to stop, kills it after that many seconds
  [ -f "$1" ] || return 0
  local pid
  pid=$(cat "$1")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 $(($2 * 10))); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$1"
}
