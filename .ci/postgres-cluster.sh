# Starts a throw-away PostgreSQL cluster on 127.0.0.1 (a temporary directory, a free port) and
# exports DATABASE_URL; stop_postgres_cluster stops it and removes the directory.
# Source this file; Debian's postgresql package provides the binaries.

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}

start_postgres_cluster() {
  PG_DIR=$(mktemp -d /tmp/backoffice-pg.XXXXXX)
  PG_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  [ "$(id -u)" -ne 0 ] || chown postgres:postgres "$PG_DIR"
  run_as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  run_as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL running on port $PG_PORT"
}

stop_postgres_cluster() {
  [ -n "${PG_DIR:-}" ] || return 0
  run_as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}

run_as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
