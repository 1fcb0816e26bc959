#!/usr/bin/env bash
# Makes sure the services and the browser the test suite uses are there: Debian's Chromium for the e2e
# suite, PostgreSQL (database `test`) for the API suite on Postgres, Redis for queue mode. It only acts
# when something is missing, so it is cheap to run before every `npm test`.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }

if [ ! -x /usr/bin/chromium ]; then
  echo "prepare: installing Debian's chromium"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
fi

pg_up() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    echo "prepare: starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n 1)" main start || true
    for _ in $(seq 1 30); do pg_up && break; sleep 1; done
  fi
fi
if pg_up; then
  if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc "select 1 from pg_database where datname='test'" | grep -q 1; then
    echo "prepare: creating database test"
    createdb -h 127.0.0.1 -U postgres test
  fi
  # The PGVector store tests need pgvector; Debian's main archive lacks it, PostgreSQL's own (PGDG) has it.
  if ! psql -h 127.0.0.1 -U postgres -d test -tAc "CREATE EXTENSION IF NOT EXISTS vector" >/dev/null 2>&1; then
    major="$(psql -h 127.0.0.1 -U postgres -d postgres -tAc 'SHOW server_version_num' | cut -c1-2)"
    echo "prepare: installing postgresql-${major}-pgvector"
    as_root apt-get update -qq || true
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "postgresql-${major}-pgvector" >/dev/null \
      || echo "prepare: postgresql-${major}-pgvector is not available here; the PGVector tests will be skipped" >&2
  fi
else
  echo "prepare: PostgreSQL is not reachable on 127.0.0.1:5432; the Postgres API suite will fail" >&2
fi

if command -v redis-cli >/dev/null && ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "prepare: starting Redis"
  as_root mkdir -p /var/lib/redis /var/log/redis
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi
