-- An acceptance locks out only its owner (issue 9). Already-applied matching now needs
-- the contact detail given with the accepted check (keyed hash of the email address) as well
-- as name, date of birth and postcode: knowing those three no longer lets a stranger make
-- someone else's check say 'already applied'. Acceptances recorded before this have no
-- contact hash and lock nobody out (sandbox data only).

alter table agreement_acceptances add column contact_hash text;
drop index agreement_acceptances_identity;
create index agreement_acceptances_identity_contact on agreement_acceptances (identity_hash, contact_hash);
