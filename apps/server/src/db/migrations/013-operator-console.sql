-- The operator console (issue 24). Operator accounts (argon2id password hash, TOTP secret
-- sealed with the PII key, the last TOTP time step used so a code is accepted once only),
-- server-side sessions (only a hash of the cookie's value is kept), sign-in attempts for the
-- lock-out and the rate limit (keyed hashes, never an address or an email in the clear), and the
-- append-only audit log: rules turn any update or delete of it into nothing.

create table ops_users (
  id uuid primary key,
  email text not null unique,
  role text not null check (role in ('admin', 'compliance', 'analyst')),
  password_hash text not null,
  totp_secret_encrypted text not null,
  totp_confirmed_at timestamptz,
  totp_last_step bigint not null default 0,
  disabled_at timestamptz,
  created_at timestamptz not null
);

create table ops_sessions (
  id_hash text primary key,
  user_id uuid not null references ops_users (id) on delete cascade,
  stage text not null check (stage in ('second-factor', 'signed-in')),
  csrf_token text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index ops_sessions_user on ops_sessions (user_id);
create index ops_sessions_last_seen on ops_sessions (last_seen_at);

create table ops_sign_in_failures (
  key text not null,
  failed_at timestamptz not null
);
create index ops_sign_in_failures_key on ops_sign_in_failures (key, failed_at);

create table ops_audit_log (
  id bigserial primary key,
  at timestamptz not null,
  user_id uuid,
  email text,
  action text not null,
  subject text,
  detail jsonb not null default '{}'
);
create index ops_audit_log_at on ops_audit_log (at);
create rule ops_audit_log_no_update as on update to ops_audit_log do instead nothing;
create rule ops_audit_log_no_delete as on delete to ops_audit_log do instead nothing;
