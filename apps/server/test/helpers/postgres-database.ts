import { randomBytes } from 'node:crypto';
import { createPgDb } from '../../src/db/pg-db.ts';

/** A database of its own on the PostgreSQL at `url`, made and dropped by the test; servers migrate it themselves. */
export async function freshDatabase(url: string) {
  const name = `qc_procs_${randomBytes(6).toString('hex')}`;
  const admin = createPgDb(url, { max: 1 });
  await admin.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
