-- The experience a quotation was made in (issue 11), so outcomes can be compared per
-- experience. Ids only: names live in the activity configuration, and the tracking id is
-- not kept (it would tie the visitor's cookie to their answers). `verified` is false when
-- the browser's claim did not match the server's own assignment. Purged with its quotation.

create table quotation_experiments (
  quotation_id uuid not null references quotations (id) on delete cascade,
  activity_id text not null,
  experience_id text not null,
  verified boolean not null,
  primary key (quotation_id, activity_id)
);
create index quotation_experiments_experience on quotation_experiments (activity_id, experience_id);
