-- Checks saved to come back to later (issue 23 item 3, docs/decisions/025). One row per
-- e-mail address, kept only as a keyed hash (saving again replaces the row, and its old link
-- with it); the answers so far sealed with PII_KEY as a quotation's are; the stage to come back
-- to; the link's end and its single use. Nothing else: not the address, not the brand.

create table saved_checks (
  id uuid primary key,
  contact_hash text not null unique,
  answers_encrypted text not null,
  stage_id text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index saved_checks_expires_at on saved_checks (expires_at);
