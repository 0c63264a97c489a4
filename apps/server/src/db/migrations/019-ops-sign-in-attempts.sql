-- The console's sign-in counted atomically, and not to be turned against an operator (issue 35,
-- decision 045). One row per weighed attempt, under keyed hashes (never an address or an email):
-- its client (the email with the address, or a trusted device), its address and its account; a
-- right answer deletes its row. `ops_sign_in_refusals` marks the first refusal of a locked key in
-- its window, which alone is audited. A second-factor session keeps the client that proved the
-- password (its codes count there) and the enrolment link it holds; an account keeps its one live
-- enrolment link (only a hash) and when its operator was last told of failed sign-ins.

create table ops_sign_in_attempts (
  id uuid primary key,
  client_key text,
  address_key text,
  account_key text,
  trusted boolean not null,
  failed_at timestamptz not null
);
create index ops_sign_in_attempts_client on ops_sign_in_attempts (client_key, failed_at);
create index ops_sign_in_attempts_address on ops_sign_in_attempts (address_key, failed_at);
create index ops_sign_in_attempts_account on ops_sign_in_attempts (account_key, failed_at);

create table ops_sign_in_refusals (
  key text not null,
  account_key text,
  refused_at timestamptz not null
);
create index ops_sign_in_refusals_account on ops_sign_in_refusals (account_key);
create index ops_sign_in_refusals_key on ops_sign_in_refusals (key, refused_at);

drop table ops_sign_in_failures;

alter table ops_sessions add column client_key text;
alter table ops_sessions add column trusted boolean not null default false;
alter table ops_sessions add column enrolment_hash text;

alter table ops_users add column enrolment_hash text;
alter table ops_users add column enrolment_expires_at timestamptz;
alter table ops_users add column guessing_told_at timestamptz;
