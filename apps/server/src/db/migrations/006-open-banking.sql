-- Open banking (issue 13). One row per connection attempt of a referred quotation: consent,
-- its time, the provider's session id, status and outcome. Only the derived affordability summary
-- is kept, sealed with the PII key; raw transactions are never stored (data minimisation). Rows go
-- with their quotation (on delete cascade), so the three-year purge covers them.
--
-- The quotation keeps what a later result response needs (requote opt-in, the s parameter sealed
-- like the answers: a partner's code, but free text that could carry anything), and the
-- sandbox provider keeps its own consents in its own table, as a real provider would on its side.

alter table quotations add column requote_opt_in text;
alter table quotations add column s_parameter_encrypted text;

create table open_banking_sessions (
  id uuid primary key,
  quotation_id uuid not null references quotations (id) on delete cascade,
  provider_session_id text not null,
  status text not null check (status in ('connecting', 'completing', 'completed', 'failed')),
  consent_given boolean not null default false,
  consent_given_at timestamptz,
  access_expires_at timestamptz,
  reason text,
  finding text,
  credit_limit integer,
  engine_version text,
  summary_encrypted text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  completed_at timestamptz
);
create index open_banking_sessions_quotation on open_banking_sessions (quotation_id);
create unique index open_banking_sessions_one_outcome on open_banking_sessions (quotation_id)
  where status = 'completed';

create table sandbox_open_banking_consents (
  provider_session_id uuid primary key,
  return_url text not null,
  cancel_url text not null,
  account text,
  revoked_at timestamptz,
  created_at timestamptz not null
);
