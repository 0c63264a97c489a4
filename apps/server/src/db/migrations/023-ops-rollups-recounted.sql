-- The console's counts say what the record says (issue 34, decision 060). A referral counts as
-- one only in a brand that offers open banking (elsewhere the visitor saw a plain decline), and the
-- referrals not (yet) decided again by open banking are a count of their own (`still_referred`),
-- so the funnel can tell a visitor who left at open banking from a check the decision ended. The
-- days rolled up under the old definitions are dropped with the roll-up's state: the next refresh
-- (at start) rolls every day up again from the quotations; until then the views read them live.
-- Numbered apart from the next free number, so that branches made side by side do not share one.

alter table ops_daily_counts add column still_referred bigint not null default 0;
delete from ops_daily_counts;
delete from ops_daily_keyed;
delete from ops_rollup_state;
