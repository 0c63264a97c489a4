-- A person's data on request (issue 36 items 3, 4 and 6, decision 076).
-- - `quotations.erased_at`: an erased quotation keeps only its pseudonymised decision record
--   (outcome, engine version, findings, date, brand, reference) until the retention table's end.
-- - `data_corrections`: a note of correction beside a quotation, sealed like its answers; the
--   answers a decision was made on are never rewritten. Goes with its quotation.
-- - `data_requests`: a compliance team's work list (received, identity checked by whom, due a month
--   on, done). It names no one (a quote reference at most, itself a pseudonym): the person is
--   found again by the keys when the work is done, and identity evidence stays out of the table.

alter table quotations add column erased_at timestamptz;
create table data_corrections (
  id uuid primary key,
  quotation_id uuid not null references quotations (id) on delete cascade,
  note_encrypted text not null,
  corrected_by text not null,
  created_at timestamptz not null
);
create index data_corrections_quotation on data_corrections (quotation_id);
create table data_requests (
  id uuid primary key,
  kind text not null check (kind in ('access', 'erasure', 'rectification')),
  received_on date not null,
  due_on date not null,
  identity_checked_by text not null,
  identity_method text not null check (identity_method in ('email-confirmed', 'document-seen', 'call-back')),
  quote_reference text,
  opened_by text not null,
  done_at timestamptz,
  done_by text,
  created_at timestamptz not null
);
create index data_requests_open on data_requests (due_on) where done_at is null;
