-- Makes every decision reproducible. engine_version names the rules that decided;
-- decision_inputs_encrypted holds the exact inputs (the agency's answer and the answers the
-- engine reads), sealed like the answers because it carries date of birth, postcode and the
-- credit profile. Both stay null on rows decided before this migration.

alter table quotations add column engine_version text;
alter table quotations add column decision_inputs_encrypted text;
