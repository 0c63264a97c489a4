-- Each stage of the form a session completed, counted per day, brand, consumer code and stage
-- (issue 24: the funnel's 'each stage completed'). The session remembers which stages it has
-- counted, so going back and continuing again counts once. Only counts: no answers, no visitor.

alter table form_sessions add column stages_counted text[] not null default '{}';

create table ops_stage_daily (
  day date not null,
  brand text not null,
  consumer_name text not null,
  stage_id text not null,
  completed bigint not null,
  primary key (day, brand, consumer_name, stage_id)
);
