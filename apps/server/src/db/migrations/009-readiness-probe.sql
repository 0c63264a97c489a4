-- A table that readiness writes into (src/health/readiness.ts): each check inserts more
-- rows than a page holds in a transaction it rolls back, so the database has to find room for a
-- new page, the write a full disk refuses (decision 082). Nothing is ever kept in it.

create table readiness_probe (
  checked_at timestamptz not null
);
