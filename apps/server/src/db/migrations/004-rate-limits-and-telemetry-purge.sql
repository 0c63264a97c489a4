-- Rate-limit windows shared by every server process on one PostgreSQL (one row per
-- route and client, the client as a keyed hash, never an address), and the indexes the
-- telemetry purge walks.

create table rate_limit_windows (
  key text primary key,
  window_started_ms bigint not null,
  hits integer not null
);
create index rate_limit_windows_started on rate_limit_windows (window_started_ms);

create index analytics_events_created_at on analytics_events (created_at);
create index client_errors_created_at on client_errors (created_at);
