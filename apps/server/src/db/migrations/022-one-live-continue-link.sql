-- One live continue link per partner application (issue 35). A retry of a partner's call
-- replaces the application's unused link (partner-journeys.ts, issueContinueLink), so the earlier
-- one no longer opens; the index makes it so for calls racing each other too. Of the unused links
-- already stored, each application keeps its newest.

delete from partner_continue_links older
where older.used_at is null
  and exists (
    select 1 from partner_continue_links newer
    where newer.journey_id = older.journey_id and newer.used_at is null
      and (newer.expires_at, newer.token_hash) > (older.expires_at, older.token_hash)
  );
create unique index partner_continue_links_one_live on partner_continue_links (journey_id) where used_at is null;
