import type { Queryable } from './db.ts';

/**
 * Two roles on PostgreSQL (decision 046): the owner of the tables runs the migrations
 * (`MIGRATION_DATABASE_URL`), the server runs as a role granted only what it needs
 * (`DATABASE_URL`): it may add to the audit log and read it, never change, empty or drop it.
 */

/**
 * Tables whose rights differ from every other's (select, insert, update, delete of rows): the
 * audit log is only added to and read; the migrations' record only read; the readiness probe's
 * table is also emptied by its write check (health/readiness.ts).
 */
const APP_TABLE_RIGHTS: Record<string, string> = {
  ops_audit_log: 'select, insert',
  schema_migrations: 'select',
  readiness_probe: 'select, insert, update, delete, truncate',
};

/** The PostgreSQL role a connection runs as. */
export interface DatabaseRole {
  name: string;
  superuser: boolean;
}

export async function databaseRoleOf(db: Queryable): Promise<DatabaseRole> {
  const { rows } = await db.query<{ name: string; superuser: boolean }>(
    `select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  const row = rows[0];
  if (!row) throw new Error('The database did not say which role this connection runs as');
  return { name: row.name, superuser: row.superuser };
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Grants the server's role what it needs, as the owner, after each migration run (so tables added
 * later are covered): the rows of every table in the owner's schema, except APP_TABLE_RIGHTS's;
 * and the rows of every table in `ownSchemas` (a library's own: the webhook queue's pg-boss).
 * Idempotent.
 */
export async function grantAppRole(
  owner: Queryable,
  appRole: string,
  ownSchemas: readonly string[] = [],
): Promise<void> {
  const { rows } = await owner.query<{ schema: string }>('select current_schema() as schema');
  const schema = identifier(rows[0]?.schema ?? 'public');
  const app = identifier(appRole);
  const rowsOf = (name: string) => [
    `grant usage on schema ${name} to ${app}`,
    `grant select, insert, update, delete on all tables in schema ${name} to ${app}`,
    `grant usage, select on all sequences in schema ${name} to ${app}`,
  ];
  const statements = [
    ...rowsOf(schema),
    ...Object.entries(APP_TABLE_RIGHTS).flatMap(([table, rights]) => [
      `revoke all on ${schema}.${table} from ${app}`,
      `grant ${rights} on ${schema}.${table} to ${app}`,
    ]),
    ...ownSchemas.flatMap((name) => rowsOf(identifier(name))),
  ];
  for (const statement of statements) await owner.query(statement);
}

/**
 * Why the server must not start on this role, if it must not: a superuser can change or empty
 * the audit log whatever its grants say. Development (no configured origins) may: one local role.
 */
export function roleRefusal(role: DatabaseRole, development: boolean): string | undefined {
  if (development || !role.superuser) return undefined;
  return [
    `DATABASE_URL connects as ${role.name}, a superuser, which can change or empty the audit log.`,
    'Outside development the server runs as a role granted only what it needs: create one, set DATABASE_URL to it,',
    'and run `npm run migrate` with MIGRATION_DATABASE_URL set to the owner of the tables, which grants it',
    '(README.md, Production: the database roles).',
  ].join(' ');
}

/** PostgreSQL's insufficient_privilege: what the server's own role gets if it tries to migrate. */
export const INSUFFICIENT_PRIVILEGE = '42501';
