-- Keyed hashes beside the sealed answers, so a data-protection request can find a person
-- without decrypting every row (issue 36 item 1, decision 075): the e-mail address's keyed hash on
-- quotations (saved checks and acceptances have it already), and surname + date of birth +
-- postcode's on quotations and saved checks. The hashes are keyed with PII_KEY, which a migration
-- never has (`npm run migrate` needs no key): the rows already there are back-filled by the server
-- at start (data-rights/person-keys-backfill.ts), in batches, each row decrypted once.

alter table quotations add column contact_hash text;
alter table quotations add column person_hash text;
alter table saved_checks add column person_hash text;
create index quotations_contact_hash on quotations (contact_hash);
create index quotations_person_hash on quotations (person_hash);
create index saved_checks_person_hash on saved_checks (person_hash);
