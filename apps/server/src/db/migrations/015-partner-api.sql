-- The partner API (issue 25, docs/decisions/027). Keys are stored as the SHA-256 of the
-- whole key (256 random bits: no slow hash needed) beside a prefix shown to people; a journey is
-- one applicant a partner sent (its Idempotency-Key, scoped to the partner, finds it again); a
-- continue link is single use and short-lived, stored as the hash of its token.

create table partner_keys (
  id uuid primary key,
  partner text not null,
  prefix text not null unique,
  key_hash text not null unique,
  sandbox boolean not null default false,
  per_minute integer not null,
  per_day integer not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index partner_keys_active on partner_keys (partner) where revoked_at is null;

create table partner_journeys (
  id uuid primary key,
  partner text not null,
  idempotency_key_hash text,
  request_hash text not null,
  quotation_id uuid,
  created_at timestamptz not null,
  unique (partner, idempotency_key_hash)
);
create index partner_journeys_quotation on partner_journeys (quotation_id);

create table partner_continue_links (
  token_hash text primary key,
  journey_id uuid not null references partner_journeys (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
