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

# The Email Trigger (IMAP) tests need an IMAP server: Debian's Dovecot, run with the suite's own
# configuration (scripts/test-imap/) on 127.0.0.1:3143 (STARTTLS) and :3993 (TLS), users in a passwd file.
imap_up() { (exec 3<>/dev/tcp/127.0.0.1/3143) 2>/dev/null; }
if ! imap_up; then
  if ! command -v dovecot >/dev/null; then
    echo "prepare: installing Debian's dovecot-imapd"
    as_root apt-get update -qq
    # The package's own service may start here: it must not inherit this script's output (a pipe kept open
    # by a daemon keeps whoever reads the CI's output waiting for ever).
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq dovecot-imapd </dev/null >/dev/null 2>&1
  fi
  imap_dir="${WEFT_TEST_IMAP_DIR:-/var/lib/weft-test-imap}"
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  echo "prepare: starting Dovecot for the IMAP tests in ${imap_dir}"
  as_root mkdir -p "${imap_dir}/run" "${imap_dir}/state" "${imap_dir}/mail"
  if [ ! -f "${imap_dir}/cert.pem" ]; then
    # A self-signed certificate: the tests check that it is refused unless self-signed ones are allowed.
    as_root openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj /CN=localhost \
      -keyout "${imap_dir}/key.pem" -out "${imap_dir}/cert.pem" >/dev/null 2>&1
  fi
  sed "s#@DIR@#${imap_dir}#g" "${here}/test-imap/dovecot.conf" | as_root tee "${imap_dir}/dovecot.conf" >/dev/null
  as_root cp "${here}/test-imap/users" "${imap_dir}/users"
  as_root chown -R dovecot:dovecot "${imap_dir}/mail"
  # Started without this script's stdin, stdout and stderr, for the same reason (Dovecot keeps a copy of them).
  as_root dovecot -c "${imap_dir}/dovecot.conf" </dev/null >/dev/null 2>&1
  for _ in $(seq 1 30); do imap_up && break; sleep 0.2; done
  imap_up || echo "prepare: Dovecot did not start; see ${imap_dir}/dovecot.log" >&2
fi

# The SSH, SFTP and FTP tests (and the SQL credentials' SSH tunnel) need real servers: Debian's OpenSSH on
# 127.0.0.1:2222 and vsftpd on 127.0.0.1:2121, both with the suite's own configuration (scripts/test-files/),
# and a local user `weft-files` (password `weft-files-password`, or the keys in scripts/test-files/).
port_up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
if ! port_up 2222 || ! port_up 2121; then
  if [ ! -x /usr/sbin/sshd ] || [ ! -x /usr/sbin/vsftpd ]; then
    echo "prepare: installing Debian's openssh-server and vsftpd"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq openssh-server vsftpd </dev/null >/dev/null 2>&1
  fi
  files_dir="${WEFT_TEST_FILES_DIR:-/var/lib/weft-test-files}"
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  as_root mkdir -p "${files_dir}/empty" /run/sshd
  if ! id weft-files >/dev/null 2>&1; then
    echo "prepare: adding the user weft-files"
    as_root useradd --create-home --home-dir "${files_dir}/home" --shell /bin/bash weft-files
  fi
  echo 'weft-files:weft-files-password' | as_root chpasswd
  [ -f "${files_dir}/ssh_host_ed25519_key" ] || as_root ssh-keygen -q -t ed25519 -N '' -f "${files_dir}/ssh_host_ed25519_key"
  cat "${here}/test-files/id_ed25519.pub" "${here}/test-files/id_rsa_passphrase.pub" | as_root tee "${files_dir}/authorized_keys" >/dev/null
  echo weft-files | as_root tee "${files_dir}/ftp-users" >/dev/null
  for conf in sshd_config vsftpd.conf; do
    sed "s#@DIR@#${files_dir}#g" "${here}/test-files/${conf}" | as_root tee "${files_dir}/${conf}" >/dev/null
  done
  if ! port_up 2222; then
    echo "prepare: starting OpenSSH for the SSH and SFTP tests"
    as_root /usr/sbin/sshd -f "${files_dir}/sshd_config" </dev/null >/dev/null 2>&1 || echo "prepare: sshd did not start" >&2
  fi
  if ! port_up 2121; then
    echo "prepare: starting vsftpd for the FTP tests"
    as_root /usr/sbin/vsftpd "${files_dir}/vsftpd.conf" </dev/null >/dev/null 2>&1 || echo "prepare: vsftpd did not start" >&2
  fi
  for _ in $(seq 1 30); do port_up 2222 && port_up 2121 && break; sleep 0.2; done
fi

# The Kafka nodes' tests run against librdkafka's mock cluster, which the unit run starts through kcat
# (packages/nodes/src/test-support/kafka-broker-setup.ts): only the package is needed here.
if ! command -v kcat >/dev/null; then
  echo "prepare: installing Debian's kcat"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq kcat </dev/null >/dev/null 2>&1 || echo "prepare: kcat did not install; the Kafka tests will fail" >&2
fi

# The e2e check that an unconfigured instance reaches nothing outside it traces the server's
# connections with strace (e2e/harness/traced-server.ts).
if ! command -v strace >/dev/null; then
  echo "prepare: installing Debian's strace"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq strace </dev/null >/dev/null 2>&1 || echo "prepare: strace did not install; the outbound-connections e2e will fail" >&2
fi
