-- The audit log chained and refused to change (issue 35, decision 046). Each row gets its
-- place in the chain (`seq`, 1, 2, 3… with no gap), the previous row's hash and its own: an HMAC
-- (key derived from TOKEN_SECRET, which the database never holds) over its content and the previous
-- hash, written by the server under an advisory lock so concurrent writers never fork it. Rows
-- written before this migration have none (the console's check counts them apart).
--
-- The rules of 013 turned an update or a delete into nothing, silently, and bound no-one else: a
-- trigger now refuses them (and TRUNCATE) with an error, for every role. On PostgreSQL the server's
-- own role is further granted only INSERT and SELECT on this table (`npm run migrate` with
-- MIGRATION_DATABASE_URL, db/database-role.ts), so it cannot drop the trigger, alter or truncate it.

alter table ops_audit_log add column seq bigint;
alter table ops_audit_log add column prev_hash text;
alter table ops_audit_log add column hash text;
create unique index ops_audit_log_seq on ops_audit_log (seq);
drop rule ops_audit_log_no_update on ops_audit_log;
drop rule ops_audit_log_no_delete on ops_audit_log;
create function ops_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the operator console''s audit log is append-only: % refused', tg_op
    using errcode = 'insufficient_privilege';
end
$$;
create trigger ops_audit_log_no_change before update or delete on ops_audit_log
  for each row execute function ops_audit_log_append_only();
create trigger ops_audit_log_no_truncate before truncate on ops_audit_log
  for each statement execute function ops_audit_log_append_only();
