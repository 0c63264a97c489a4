-- The operator console's daily roll-ups (issue 24: fast with a year of traffic). One row per
-- day, brand and consumer code with the funnel's counts, and one per day, brand, code, metric and
-- key for the ranked and per-experience figures. Days before yesterday are read from here,
-- yesterday and today from the quotations themselves (ops/ops-facts.ts), through the index
-- on created_at. Only counts: no personal data.

create index quotations_created_at on quotations (created_at);

create table ops_daily_counts (
  day date not null,
  brand text not null,
  consumer_name text not null,
  submitted bigint not null,
  pending bigint not null,
  decided bigint not null,
  offer bigint not null,
  referred bigint not null,
  declined bigint not null,
  errored bigint not null,
  linked bigint not null,
  offer_after_ob bigint not null,
  declined_after_ob bigint not null,
  accepted bigint not null,
  reason_match_and_offer bigint not null,
  reason_information_mismatch bigint not null,
  reason_score_decline bigint not null,
  reason_already_applied_decline bigint not null,
  reason_error bigint not null,
  primary key (day, brand, consumer_name)
);

create table ops_daily_keyed (
  day date not null,
  brand text not null,
  consumer_name text not null,
  metric text not null,
  key text not null,
  n bigint not null,
  primary key (metric, day, brand, consumer_name, key)
);

create table ops_rollup_state (
  id integer primary key check (id = 1),
  rolled_through date not null,
  refreshed_at timestamptz not null
);
