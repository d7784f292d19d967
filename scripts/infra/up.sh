#!/usr/bin/env bash
# Installs (once) and starts, on this Debian machine, what the distributed runtime
# and the integration tests need: PostgreSQL and Redis (append-only) from Debian's
# packages, and a single-node Apache Kafka 3.9 broker in KRaft mode from Maven
# Central, run by the machine's Java; stripe-mock, Stripe's mock of its API, and Jaeger, the
# trace backend, both built from Go modules. Idempotent: what runs already is left alone.
#   scripts/infra/up.sh [postgres] [redis] [kafka] [stripe-mock] [jaeger]     (default: all five)
# Prints the settings to export; they are also written to $INFRA_DIR/env.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
components=("$@")
[ ${#components[@]} -gt 0 ] || components=(postgres redis kafka stripe-mock jaeger)
mkdir -p "$INFRA_DIR"

install_debian_packages() {
  local missing=()
  [ -n "$PG_BIN" ] || missing+=(postgresql)
  command -v redis-server >/dev/null || missing+=(redis-server)
  command -v java >/dev/null || missing+=(default-jre-headless)
  command -v mvn >/dev/null || missing+=(maven)
  command -v curl >/dev/null || missing+=(curl)
  [ ${#missing[@]} -eq 0 ] && return
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
}

start_postgres() {
  if [ ! -s "$PG_DATA/PG_VERSION" ]; then
    mkdir -p "$PG_DATA" && chown postgres:postgres "$PG_DATA"
    runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  if ! runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; then
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DATA/server.log" -w \
      -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" start >/dev/null
  fi
  local psql=("$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -qtA)
  "${psql[@]}" -c "select 1 from pg_roles where rolname = 'mise'" | grep -q 1 ||
    "${psql[@]}" -c "create role mise login superuser password 'mise'"
  "${psql[@]}" -c "select 1 from pg_database where datname = 'mise'" | grep -q 1 ||
    "${psql[@]}" -c "create database mise owner mise"
}

start_redis() {
  mkdir -p "$REDIS_DIR"
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && return
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$REDIS_DIR" \
    --appendonly yes --appendfsync everysec --daemonize yes \
    --logfile "$REDIS_DIR/redis.log" --pidfile "$REDIS_DIR/redis.pid"
  wait_for_port "$REDIS_PORT" 20 redis
}

install_kafka() {
  [ -f "$KAFKA_DIR/libs/.complete" ] && return
  mkdir -p "$KAFKA_DIR/libs"
  mvn -q -B -f "$HERE/kafka/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$KAFKA_DIR/libs" -DincludeScope=runtime
  touch "$KAFKA_DIR/libs/.complete"
}

start_kafka() {
  install_kafka
  (echo >"/dev/tcp/127.0.0.1/$KAFKA_PORT") 2>/dev/null && return
  cat >"$KAFKA_DIR/server.properties" <<PROPERTIES
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DIR/data
num.partitions=3
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
PROPERTIES
  local java_cmd=(java -Xms256m -Xmx768m -Dlog4j.configuration="file:$HERE/kafka/log4j.properties" -cp "$KAFKA_DIR/libs/*")
  if [ ! -f "$KAFKA_DIR/data/meta.properties" ]; then
    "${java_cmd[@]}" kafka.tools.StorageTool format -t "$(cat /proc/sys/kernel/random/uuid | tr -d - | head -c 22)" \
      -c "$KAFKA_DIR/server.properties" >/dev/null
  fi
  nohup "${java_cmd[@]}" kafka.Kafka "$KAFKA_DIR/server.properties" >"$KAFKA_DIR/kafka.log" 2>&1 &
  echo $! >"$KAFKA_DIR/kafka.pid"
  wait_for_port "$KAFKA_PORT" 90 kafka
}

install_debian_packages
for component in "${components[@]}"; do
  case "$component" in
    postgres) start_postgres ;;
    redis) start_redis ;;
    kafka) start_kafka ;;
    stripe-mock) bash "$HERE/stripe-mock.sh" start >/dev/null ;;
    jaeger) bash "$HERE/jaeger.sh" start >/dev/null ;;
    *) echo "unknown component: $component (postgres, redis, kafka, stripe-mock or jaeger)" >&2; exit 2 ;;
  esac
done

cat >"$INFRA_DIR/env" <<ENV
export DATABASE_URL=postgres://mise:mise@127.0.0.1:$PG_PORT/mise
export REDIS_URL=redis://127.0.0.1:$REDIS_PORT
export KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT
export STRIPE_MOCK_URL=http://127.0.0.1:${MISE_STRIPE_MOCK_PORT:-12111}
export OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:${MISE_JAEGER_OTLP_PORT:-4318}
export JAEGER_QUERY_URL=http://127.0.0.1:${MISE_JAEGER_QUERY_PORT:-16686}
ENV
cat "$INFRA_DIR/env"
