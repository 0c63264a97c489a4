#!/bin/sh
# Run once by the postgres image, when its data directory is first made (/docker-entrypoint-initdb.d):
# the two roles of README.md, "Production: the database roles" (decision 046). The owner of the
# tables runs the migrations (MIGRATION_DATABASE_URL); the servers run as the app's role
# (DATABASE_URL), which `npm run migrate` grants only what they need: it may add to the audit log
# and read it, never change, empty or drop it. Neither is a superuser.
set -eu
psql --set ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set dbname="$POSTGRES_DB" \
  --set owner_password="$MIGRATION_DB_PASSWORD" \
  --set app_password="$APP_DB_PASSWORD" <<'SQL'
create role quickcheck_owner login password :'owner_password';
create role quickcheck_app login password :'app_password';
alter database :"dbname" owner to quickcheck_owner;
alter schema public owner to quickcheck_owner;
SQL
