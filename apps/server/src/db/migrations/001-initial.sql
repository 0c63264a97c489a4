-- The quotation journey's tables. Ids are uuids made in Node (crypto.randomUUID): no
-- database extension is needed. Personal data lives only in answers_encrypted
-- (AES-256-GCM) and identity_hash (keyed HMAC), never in plain columns.

create table quotations (
  id uuid primary key,
  session_id uuid not null,
  idempotency_key text not null unique,
  brand text not null,
  consumer_name text not null,
  definition_id text not null,
  answers_encrypted text not null,
  identity_hash text not null,
  status text not null check (status in ('pending', 'decided')),
  reason text,
  decision jsonb,
  credit_limit integer,
  apr numeric(4, 1),
  ccs_code text,
  created_at timestamptz not null,
  decided_at timestamptz,
  last_used_at timestamptz not null,
  purge_after timestamptz not null
);
create index quotations_purge_after on quotations (purge_after);

create table agreement_acceptances (
  quotation_id uuid primary key references quotations (id) on delete cascade,
  identity_hash text not null,
  accepted_at timestamptz not null
);
create index agreement_acceptances_identity on agreement_acceptances (identity_hash);

create table analytics_events (
  id uuid primary key,
  name text not null,
  payload jsonb not null,
  created_at timestamptz not null
);

create table client_errors (
  id uuid primary key,
  payload jsonb not null,
  created_at timestamptz not null
);
