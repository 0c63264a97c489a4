-- The mode each partner key was made in (issue 35). A key made in development (the sandbox
-- key a development start prints, or one made by `partner:key` without origins) is refused by a
-- server serving the same database with production settings. The sandbox keys already stored
-- were made in development; other keys stay usable.

alter table partner_keys add column made_in_development boolean not null default false;
update partner_keys set made_in_development = true where sandbox;
