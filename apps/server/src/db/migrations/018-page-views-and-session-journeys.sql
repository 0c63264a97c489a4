-- The form page's views per day, brand and consumer code, counted by the server as it draws
-- the page (issue 24: the funnel's first step, not dependent on consent; only counts, no visitor,
-- no cookie); and the journey a form session was issued for (brand, consumer code, whether its page
-- view was counted), recorded with the page that issued it, so a stage completed on that session is
-- counted under its journey without the browser sending anything more (decision 026).

create table ops_page_view_daily (
  day date not null,
  brand text not null,
  consumer_name text not null,
  views bigint not null,
  primary key (day, brand, consumer_name)
);
alter table form_sessions add column brand text;
alter table form_sessions add column consumer_name text;
alter table form_sessions add column page_viewed boolean not null default false;
