import { randomBytes } from 'node:crypto';
import { grantAppRole } from '../../src/db/database-role.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createPgDb } from '../../src/db/pg-db.ts';
import { prepareWebhookQueue, WEBHOOK_SCHEMA } from '../../src/partner/webhooks/webhook-queue.ts';

/** What `npm run migrate` does with both URLs: migrate as the owner, make the webhook queue's schema, grant the app role. */
export async function migrateAsOwner(ownerUrl: string, appRole: string): Promise<void> {
  const ownerDb = createPgDb(ownerUrl, { max: 1 });
  try {
    await migrate(ownerDb);
    await prepareWebhookQueue(ownerDb, { info: () => undefined, warn: () => undefined, error: () => undefined });
    await grantAppRole(ownerDb, appRole, [WEBHOOK_SCHEMA]);
  } finally {
    await ownerDb.close();
  }
}

export interface FreshDatabase {
  /** DATABASE_URL for the servers: the app's own role (decision 046), granted what it needs. */
  url: string;
  /** MIGRATION_DATABASE_URL: the owner of the tables. */
  migrationUrl: string;
  /** The app's role's name. */
  appRole: string;
  /** The owner role's name. */
  ownerRole: string;
  /** The same database as `role` (no password: the roles made here have none). */
  as(role: string): string;
  /** The same database as the user of the URL it was made from (the cluster's superuser), password kept. */
  adminUrl: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL at `url`, made and dropped by the test, set up as in
 * production (README, Production): an owner role that migrated it (and made the webhook queue's
 * schema, as `npm run migrate` does) and an app role that the servers
 * run as, granted only what they need. Roles belong to the whole cluster: both are made and dropped
 * with the database, under names of their own. `migrated: false` leaves it empty, for `npm run migrate`.
 */
export async function freshDatabase(url: string, { migrated = true } = {}): Promise<FreshDatabase> {
  const suffix = randomBytes(6).toString('hex');
  const [name, owner, app] = [`qc_procs_${suffix}`, `qc_owner_${suffix}`, `qc_app_${suffix}`];
  const admin = createPgDb(url, { max: 1 });
  await admin.query(`create role ${owner} login`);
  await admin.query(`create role ${app} login`);
  await admin.query(`create database ${name} owner ${owner}`);
  const as = (role: string) => {
    const own = new URL(url);
    own.pathname = `/${name}`;
    own.username = role;
    own.password = '';
    return own.toString();
  };
  if (migrated) await migrateAsOwner(as(owner), app);
  const adminUrl = new URL(url);
  adminUrl.pathname = `/${name}`;
  return {
    adminUrl: adminUrl.toString(),
    url: as(app),
    migrationUrl: as(owner),
    appRole: app,
    ownerRole: owner,
    as,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop role if exists ${app}`);
      await admin.query(`drop role if exists ${owner}`);
      await admin.close();
    },
  };
}
