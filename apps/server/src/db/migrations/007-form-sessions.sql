-- The form sessions the server handed out (GET /form) and when each last saw activity, so
-- the server refuses a session left idle longer than SESSION_INACTIVITY_MINUTES: the page alone
-- cannot keep an idle session alive. One row per session id; no personal data.

create table form_sessions (
  session_id uuid primary key,
  created_at timestamptz not null,
  last_activity_at timestamptz not null
);
create index form_sessions_last_activity_at on form_sessions (last_activity_at);
