-- Where each partner is told what happened (issue 25, docs/decisions/028). The signing
-- secrets must be used, not only compared, so they are sealed with PII_KEY rather than hashed;
-- the newest first, two at most while one rotates out. A 410 from the partner disables the
-- endpoint. The delivery jobs themselves live in pg-boss's own schema.

create table partner_webhook_endpoints (
  partner text primary key,
  url text not null,
  secrets_encrypted text not null,
  disabled_at timestamptz,
  updated_at timestamptz not null
);
