// Seeds a PostgreSQL database (already migrated) with a year of traffic for the operator
// console's bench (issue 24): quotations across brands, channels and outcomes, with their
// open-banking sessions, agreement acceptances, experiment experiences and the form's stages
// completed. Set-based SQL (generate_series) in batches, so a million rows take tens of
// seconds, not hours. The
// encrypted columns hold a placeholder: the console's aggregates never decrypt.
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

// The brands, read off the brand records (TypeScript, hence tsx).
const { BRAND_IDS: BRANDS } = await tsImport('@quickcheck/brands', import.meta.url);
// Direct (the brand's own code) three times in four; the rest spread over comparison sites.
const CHANNELS = ['MSM', 'CLRS', 'TOTM', 'CTM', 'USWC', 'MCU', 'EXPR', 'CK'];
const BATCH = 100_000;

/** Rows `from` to `to` (exclusive) of `total`, spread evenly over the year before `end`. */
const batchSql = /* sql */ `
with s as (
  select n, random() as r, random() as c, random() as o, random() as x,
    $3::timestamptz - (interval '365 days') * (($2::bigint - n)::float8 / $2::bigint) as created_at
  from generate_series($1::bigint, $4::bigint - 1) as n
), shaped as (
  select n, created_at, x,
    ($5::text[])[1 + floor(r * array_length($5::text[], 1))::int] as brand,
    case when c < 0.75 then null else ($6::text[])[1 + floor(((c - 0.75) / 0.25) * array_length($6::text[], 1))::int] end as site,
    case when o < 0.002 then 'pending'
         when o < 0.012 then 'ERROR'
         when o < 0.512 then 'MATCH_AND_OFFER'
         when o < 0.612 then 'REFER'
         when o < 0.882 then 'SCORE_DECLINE'
         when o < 0.952 then 'INFORMATION_MISMATCH'
         else 'ALREADY_APPLIED_DECLINE' end as outcome
  from s
)
insert into quotations (id, reference, session_id, idempotency_key, brand, consumer_name, definition_id, answers_encrypted,
  identity_hash, status, reason, decision, credit_limit, apr, created_at, decided_at, last_used_at, purge_after, engine_version)
select gen_random_uuid(), 'SEED-' || n, gen_random_uuid(), 'seed-' || n, brand, coalesce(site, upper(left(brand, 4))),
  case when site is null then 'qco-standard' else 'aggregator-standard' end, 'seeded', md5(n::text),
  case when outcome = 'pending' then 'pending' else 'decided' end,
  case when outcome = 'pending' then null when outcome = 'REFER' then 'SCORE_DECLINE' else outcome end,
  case when outcome = 'pending' then null
       when outcome = 'ERROR' then jsonb_build_object('factors', jsonb_build_array(jsonb_build_object('name', 'agency', 'points', 0,
         'detail', case when x < 0.7 then 'timeout' else 'failure' end)), 'score', 0, 'referral', false)
       else jsonb_build_object('score', 600, 'referral', outcome = 'REFER', 'factors', jsonb_build_array(
         jsonb_build_object('name', 'credit-score', 'points', case when outcome in ('SCORE_DECLINE', 'REFER') then -40 else 20 end, 'detail', 'seeded'),
         jsonb_build_object('name', case when x < 0.5 then 'ccjs' else 'defaults' end, 'points', case when outcome = 'SCORE_DECLINE' then -25 else 0 end, 'detail', 'seeded'),
         jsonb_build_object('name', 'utilisation', 'points', case when x < 0.3 and outcome = 'SCORE_DECLINE' then -10 else 5 end, 'detail', 'seeded'))) end,
  case when outcome = 'MATCH_AND_OFFER' then 1200 end, case when outcome = 'MATCH_AND_OFFER' then 29.9 end,
  created_at, case when outcome = 'pending' then null else created_at + interval '3 seconds' end,
  created_at, created_at + interval '3 years', 'qc-engine-seeded'
from shaped`;

/** Half the referred link an account; of those, three in five get an offer (which replaces the quotation's reason). */
const openBankingSql = /* sql */ `
with linked as (
  select id, created_at, random() as r from quotations
  where (decision ->> 'referral') = 'true' and idempotency_key like 'seed-%' and random() < 0.5
), sessions as (
  insert into open_banking_sessions (id, quotation_id, provider_session_id, status, consent_given, consent_given_at,
    reason, created_at, updated_at, completed_at)
  select gen_random_uuid(), id, 'seeded', 'completed', true, created_at + interval '2 minutes',
    case when r < 0.6 then 'MATCH_AND_OFFER' else 'SCORE_DECLINE' end,
    created_at + interval '1 minute', created_at + interval '3 minutes', created_at + interval '3 minutes'
  from linked
  returning quotation_id, reason
)
update quotations q set reason = s.reason, decision = jsonb_set(q.decision, '{referral}', 'false'::jsonb)
  || jsonb_build_object('openBanking', jsonb_build_object('reason', s.reason))
from sessions s where q.id = s.quotation_id`;

const acceptanceSql = /* sql */ `
insert into agreement_acceptances (quotation_id, identity_hash, accepted_at)
select id, identity_hash, decided_at + interval '10 minutes' from quotations
where reason = 'MATCH_AND_OFFER' and idempotency_key like 'seed-%' and random() < 0.35`;

/**
 * The form's stages each completed by more sessions than submitted, as POST /api/stage counts
 * them (per day, brand, consumer code and stage): a share leaves at each stage.
 */
const STAGE_SHARES = [
  ['about-you', 1.6],
  ['your-address', 1.35],
  ['your-finances', 1.12],
  ['your-preferences', 1.04],
];
const stageSql = /* sql */ `
insert into ops_stage_daily (day, brand, consumer_name, stage_id, completed)
select q.day, q.brand, q.consumer_name, s.stage_id, round(q.n * s.share)
from (select (created_at at time zone 'UTC')::date as day, brand, consumer_name, count(*) as n
      from quotations where idempotency_key like 'seed-%' group by 1, 2, 3) q
cross join unnest($1::text[], $2::float8[]) as s(stage_id, share)
on conflict (day, brand, consumer_name, stage_id) do update set completed = excluded.completed`;

/** The form page viewed, as the server counts its first views: more views than any stage completed. */
const PAGE_VIEW_SHARE = 2.4;
const pageViewSql = /* sql */ `
insert into ops_page_view_daily (day, brand, consumer_name, views)
select (created_at at time zone 'UTC')::date, brand, consumer_name, round(count(*) * $1::float8)
from quotations where idempotency_key like 'seed-%' group by 1, 2, 3
on conflict (day, brand, consumer_name) do update set views = excluded.views`;

const experimentSql = /* sql */ `
insert into quotation_experiments (quotation_id, activity_id, experience_id, verified)
select id, 'hero-wording-2026-11', case when random() < 0.5 then 'current-wording' else 'outcome-first' end, true
from quotations where idempotency_key like 'seed-%'`;

export async function seedOpsData(databaseUrl, { rows = 1_000_000, end = new Date(), log = console.log } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    for (let from = 0; from < rows; from += BATCH) {
      const to = Math.min(rows, from + BATCH);
      await client.query(batchSql, [from, rows, end.toISOString(), to, BRANDS, CHANNELS]);
      log(`  quotations ${to.toLocaleString('en-GB')} of ${rows.toLocaleString('en-GB')}`);
    }
    await client.query(openBankingSql);
    await client.query(acceptanceSql);
    await client.query(experimentSql);
    await client.query(stageSql, [STAGE_SHARES.map(([id]) => id), STAGE_SHARES.map(([, share]) => share)]);
    await client.query(pageViewSql, [PAGE_VIEW_SHARE]);
    await client.query('analyze');
    const counts = await client.query(`select
      (select count(*) from quotations) as quotations,
      (select count(*) from open_banking_sessions) as open_banking_sessions,
      (select count(*) from agreement_acceptances) as agreement_acceptances,
      (select count(*) from quotation_experiments) as quotation_experiments,
      (select count(*) from ops_stage_daily) as ops_stage_daily_rows,
      (select count(*) from ops_page_view_daily) as ops_page_view_daily_rows`);
    return {
      seconds: (Date.now() - started) / 1000,
      counts: Object.fromEntries(Object.entries(counts.rows[0]).map(([k, v]) => [k, Number(v)])),
    };
  } finally {
    await client.end();
  }
}
