import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../build.mjs';
import type { Db } from '../src/db/db.ts';
import { migrate, MIGRATIONS } from '../src/db/migrate.ts';
import { createPgDb } from '../src/db/pg-db.ts';
import { openDb } from '../src/db/open-db.ts';
import { WEBHOOK_QUEUE, WEBHOOK_SCHEMA } from '../src/partner/webhooks/webhook-queue.ts';
import { PG_BOSS_10_SCHEMA } from '../src/partner/webhooks/pg-boss-10-jobs.ts';
import { startPgBoss10 } from './helpers/pg-boss-10.ts';
import { createAuditLog } from '../src/ops/ops-audit.ts';
import { attemptKeyOf } from '../src/ops/ops-auth.ts';
import { freshDatabase as freshDatabaseWithRoles } from './helpers/postgres-database.ts';
import { spawnServer, stopServer } from './helpers/server-process.ts';
import { TEST_KEYS } from './helpers/test-app.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

const TEST_DATABASE_URL = testDatabaseUrl();
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const command = (name: string) => fileURLToPath(new URL(`../src/commands/${name}.ts`, import.meta.url));
const ALL_VERSIONS = MIGRATIONS.map((migration) => migration.version).join(', ');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command entry through tsx with only the given environment (and PATH). */
function run(name: string, env: Record<string, string>, args: readonly string[] = []): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', command(name), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A TCP port that counts who connects: a database or a listener that must never be touched. */
async function connectionCounter(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    port: address.port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('npm run config:check', () => {
  it('names every problem and exits 1, starting nothing', async () => {
    const database = await connectionCounter();
    const dataDir = join(tmpdir(), `qc-config-check-${randomBytes(4).toString('hex')}`);
    try {
      const result = await run('config-check', {
        DATABASE_URL: `postgres://quickcheck:s3cret-password@127.0.0.1:${database.port}/qc`,
        DATA_DIR: dataDir,
        PORT: 'eighty',
        TOKEN_SECRET: 'hunter2',
        ADDRESS_PROVIDER: 'ideal-postcodes',
      });
      expect(result.code).toBe(1);
      for (const variable of ['PORT', 'TOKEN_SECRET', 'PII_KEY', 'ADDRESS_PROVIDER_API_KEY']) {
        expect(result.stderr).toContain(`  ${variable}: `);
      }
      expect(result.stderr).toContain('4 problem(s)');
      expect(result.stderr + result.stdout).not.toMatch(/hunter2|s3cret/);
      expect(database.connections()).toBe(0);
      await expect(access(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await database.close();
    }
  });

  it('accepts a production environment and says what the server would use, without its secrets', async () => {
    const database = await connectionCounter();
    try {
      const result = await run('config-check', {
        DATABASE_URL: `postgres://quickcheck:s3cret-password@127.0.0.1:${database.port}/qc`,
        TOKEN_SECRET: TEST_KEYS.tokenSecret,
        PII_KEY: TEST_KEYS.piiKey,
        HOST: '0.0.0.0',
        PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk',
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('The configuration is valid.');
      expect(result.stdout).toContain(`database: PostgreSQL at 127.0.0.1:${database.port}`);
      expect(result.stdout).toContain('keys: from the environment');
      expect(result.stdout).not.toMatch(/s3cret|test-token-secret|test-pii-key/);
      expect(database.connections()).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('development beyond loopback', () => {
  const beyondLoopback = {
    DATABASE_URL: 'postgres://quickcheck@127.0.0.1:1/qc',
    TOKEN_SECRET: TEST_KEYS.tokenSecret,
    PII_KEY: TEST_KEYS.piiKey,
    HOST: '0.0.0.0',
  };

  it('config:check says a HOST beyond loopback needs PUBLIC_ORIGIN or BRAND_ORIGINS, and exits 1', async () => {
    const result = await run('config-check', beyondLoopback);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('The configuration is valid');
    expect(result.stderr).toMatch(/HOST: 0\.0\.0\.0 is beyond loopback, so PUBLIC_ORIGIN or BRAND_ORIGINS must be set/);
  });

  it('the server refuses to start there, before it opens the database', async () => {
    const database = await connectionCounter();
    try {
      const server = spawnServer({
        ...beyondLoopback,
        DATABASE_URL: `postgres://quickcheck@127.0.0.1:${database.port}/qc`,
      });
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toMatch(/HOST: 0\.0\.0\.0 is beyond loopback, so PUBLIC_ORIGIN or BRAND_ORIGINS/);
      expect(server.output()).not.toContain('Server listening');
      expect(database.connections()).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('a server on a shared database without its keys', () => {
  it('is refused at start, naming TOKEN_SECRET and PII_KEY, for each of two processes', async () => {
    // Refused before any connection: the database need not even answer.
    const database = await connectionCounter();
    const url = `postgres://quickcheck@127.0.0.1:${database.port}/qc`;
    try {
      const servers = [1, 2].map(() => spawnServer({ DATABASE_URL: url, TOKEN_SECRET: '', PII_KEY: '' }));
      const exits = await Promise.all(servers.map((server) => server.exited));
      expect(exits.map((exit) => exit.code)).toEqual([1, 1]);
      for (const server of servers) {
        expect(server.output()).toMatch(/TOKEN_SECRET: must be given when DATABASE_URL is set/);
        expect(server.output()).toMatch(/PII_KEY: must be given when DATABASE_URL is set/);
        expect(server.output()).not.toContain('Server listening');
      }
      expect(database.connections()).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('npm run migrate on the embedded database', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'qc-migrate-'));
    // As root, the embedded PostgreSQL's own user must pass through to DATA_DIR (embedded-postgres.test.ts).
    await chmod(parent, 0o755);
  });
  afterAll(async () => rm(parent, { recursive: true, force: true }));

  it('migrates an empty DATA_DIR once, then has nothing to apply; a server then starts on it', async () => {
    const dataDir = join(parent, 'data');
    const first = await run('migrate', { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    // Nothing on stderr but, as root, what is done to run PostgreSQL as an unprivileged user (said once):
    // its cluster handed over, and the folders above opened to its group where they were closed (decision 092).
    expect(
      first.stderr.replace(
        /^QuickCheck (is running|runs) as root, (which PostgreSQL refuses:|so its PostgreSQL runs as) .*\n/gm,
        '',
      ),
    ).toBe('');
    expect(first.stdout).toContain(`Applied migrations ${ALL_VERSIONS}`);
    const again = await run('migrate', { DATA_DIR: dataDir });
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(`Nothing to apply: the database is at version ${MIGRATIONS.at(-1)?.version}`);
    const server = spawnServer({ DATA_DIR: dataDir });
    try {
      const base = await server.listening(120_000);
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      // Beside the running server, the commands connect to its PostgreSQL (a second client): no need to stop it.
      const beside = await run('migrate', { DATA_DIR: dataDir });
      expect(beside).toMatchObject({ code: 0, stderr: '' });
      expect(beside.stdout).toContain('Nothing to apply');
      const keys = { TOKEN_SECRET: TEST_KEYS.tokenSecret, PII_KEY: TEST_KEYS.piiKey };
      const created = await run('partner-key', { DATA_DIR: dataDir, ...keys }, ['create', 'CLRS']);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      const listed = await run('partner-key', { DATA_DIR: dataDir, ...keys }, ['list']);
      expect(listed.stdout).toContain('CLRS');
      const operator = await run('ops-user', { DATA_DIR: dataDir, ...keys }, [
        'add',
        'beside@example.com',
        '--role',
        'analyst',
      ]);
      expect(operator.code).toBe(0);
      expect(operator.stdout).toContain('Enrolment link');
      // The server kept its database throughout.
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    } finally {
      await stopServer(server);
    }
  }, 150_000);
});

describe('npm run partner:key -- webhook-replay', () => {
  it('after the upgrade to pg-boss 12, sends again a dead letter pg-boss 10 left, and ends', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'qc-replay-'));
    try {
      // The embedded database as the previous release left it: one message dead-lettered by pg-boss 10.
      const db = await openDb({ databaseUrl: undefined, dataDir });
      const messageId = `msg_${randomBytes(6).toString('hex')}`;
      try {
        await migrate(db);
        const previous = await startPgBoss10(db, PG_BOSS_10_SCHEMA);
        await previous.deadLetter({ partner: 'CLRS', messageId, body: '{"type":"agreement.accepted"}' });
        await previous.stop();
      } finally {
        await db.close();
      }

      const result = await run('partner-key', { DATA_DIR: dataDir }, ['webhook-replay']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Replayed 1 dead-lettered message\(s\)\.\n$/);

      const after = await openDb({ databaseUrl: undefined, dataDir });
      try {
        const { rows } = await after.query<{ state: string }>(
          `select state::text from ${WEBHOOK_SCHEMA}.job where name = $1 and data->>'messageId' = $2`,
          [WEBHOOK_QUEUE, messageId],
        );
        expect(rows).toEqual([{ state: 'created' }]);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The advisory lock is PostgreSQL's, between processes. */
describe('processes starting together on one empty PostgreSQL database', () => {
  const admin = createPgDb(TEST_DATABASE_URL, { max: 1 });
  const made: string[] = [];
  async function freshDatabase(): Promise<{ url: string; db: Db }> {
    const name = `qc_migrate_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    made.push(name);
    const own = new URL(TEST_DATABASE_URL);
    own.pathname = `/${name}`;
    return { url: own.toString(), db: createPgDb(own.toString(), { max: 1 }) };
  }
  afterAll(async () => {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('migrate once: of three migration jobs, one applies every migration and the others find nothing to do', async () => {
    const { url, db } = await freshDatabase();
    try {
      const results = await Promise.all([1, 2, 3].map(() => run('migrate', { DATABASE_URL: url })));
      expect(results.map((result) => result.code)).toEqual([0, 0, 0]);
      const applied = results.filter((result) => result.stdout.includes('Applied migrations'));
      expect(applied).toHaveLength(1);
      expect(applied[0]?.stdout).toContain(`Applied migrations ${ALL_VERSIONS};`);
      expect(results.filter((result) => result.stdout.includes('Nothing to apply'))).toHaveLength(2);
      const { rows } = await db.query<{ version: number }>('select version from schema_migrations order by version');
      expect(rows.map((row) => Number(row.version)).join(', ')).toBe(ALL_VERSIONS);
    } finally {
      await db.close();
    }
  });

  it('the built dist/migrate.js reads the migrations the build put beside it, from any working directory', async () => {
    // Under apps/server/dist (git-ignored), so the bundle finds node_modules as dist/migrate.js does.
    await mkdir(join(REPO_ROOT, 'apps/server/dist'), { recursive: true });
    const outdir = await mkdtemp(join(REPO_ROOT, 'apps/server/dist/test-build-'));
    const { url, db } = await freshDatabase();
    try {
      const { migrate: entry } = serverBuildOptions.entryPoints;
      await build({ ...serverBuildOptions, entryPoints: { migrate: entry }, outdir, logLevel: 'warning' });
      const child = spawn(process.execPath, [join(outdir, 'migrate.js')], {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      expect(await new Promise((resolve) => child.once('close', resolve))).toBe(0);
      expect(stdout).toContain(`Applied migrations ${ALL_VERSIONS};`);
    } finally {
      await db.close();
      await rm(outdir, { recursive: true, force: true });
    }
  });

  it('migrate once when two servers start at once: one logs every migration applied, the other none', async () => {
    const { url, db } = await freshDatabase();
    const servers = [1, 2].map(() => spawnServer({ DATABASE_URL: url }));
    try {
      await Promise.all(servers.map((server) => server.listening(120_000)));
      const appliedBy = servers.map((server) => {
        const line = server
          .output()
          .split('\n')
          .filter((text) => text.startsWith('{'))
          .map((text) => JSON.parse(text) as { msg?: string; applied?: number[] })
          .find((entry) => entry.msg === 'database migrated');
        return line?.applied?.join(', ');
      });
      expect(appliedBy.sort()).toEqual(['', ALL_VERSIONS]);
      const { rows } = await db.query<{ n: string }>('select count(*) as n from schema_migrations');
      expect(Number(rows[0]?.n)).toBe(MIGRATIONS.length);
    } finally {
      await Promise.all(servers.map((server) => stopServer(server)));
      await db.close();
    }
  }, 150_000);

  it('with MIGRATION_DATABASE_URL, migrates as the owner and grants the server’s role no more than it needs; a server on that role refuses to migrate', async () => {
    const database = await freshDatabaseWithRoles(TEST_DATABASE_URL, { migrated: false });
    const app = createPgDb(database.url, { max: 1 });
    try {
      const production = { PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk' };
      // Before the release step: the server's role may not migrate, and says what to run.
      const early = spawnServer({ ...production, DATABASE_URL: database.url });
      expect((await early.exited).code).toBe(1);
      expect(early.output()).toContain(
        'needs migrations that this role (DATABASE_URL) may not apply: run `npm run migrate` with MIGRATION_DATABASE_URL',
      );
      const result = await run('migrate', {
        DATABASE_URL: database.url,
        MIGRATION_DATABASE_URL: database.migrationUrl,
      });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain(`Applied migrations ${ALL_VERSIONS};`);
      expect(result.stdout).toContain(`Granted ${database.appRole} (DATABASE_URL)`);
      await app.query(`insert into ops_audit_log (at, action) values (now(), 'export')`);
      await expect(app.query('delete from ops_audit_log')).rejects.toThrow(/permission denied/);
      await expect(app.query('truncate ops_audit_log')).rejects.toThrow(/permission denied/);
      const server = spawnServer({ ...production, DATABASE_URL: database.url });
      try {
        const base = await server.listening(120_000);
        expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      } finally {
        await stopServer(server);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  }, 150_000);

  it('ops:user adds an operator with an enrolment link and no key, unlocks and re-enrols them, each audited, as the server’s own role', async () => {
    const database = await freshDatabaseWithRoles(TEST_DATABASE_URL);
    const db = createPgDb(database.url, { max: 1 });
    const env = {
      DATABASE_URL: database.url,
      TOKEN_SECRET: TEST_KEYS.tokenSecret,
      PII_KEY: TEST_KEYS.piiKey,
      PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk',
    };
    try {
      const added = await run('ops-user', env, ['add', 'someone@ops.test', '--role', 'analyst']);
      expect(added).toMatchObject({ code: 0, stderr: '' });
      expect(added.stdout).toMatch(
        /Enrolment link \(once, for 72 hours\): https:\/\/quickcheck\.example\.co\.uk\/ops\/sign-in\?enrolment=[\w-]{43}\n/,
      );
      expect(added.stdout).not.toMatch(/Authenticator (key|URI)|otpauth:/);
      const key = attemptKeyOf(TEST_KEYS.tokenSecret)('account', 'someone@ops.test');
      await db.query(
        `insert into ops_sign_in_attempts (id, client_key, address_key, account_key, trusted, failed_at)
         values (gen_random_uuid(), 'client:x', 'address:x', $1, false, now())`,
        [key],
      );
      const unlocked = await run('ops-user', env, ['unlock', 'Someone@ops.test']);
      expect(unlocked.stdout).toContain('Operator unlocked: someone@ops.test (1 failed sign-ins forgotten)');
      const { rows: left } = await db.query('select 1 from ops_sign_in_attempts where account_key = $1', [key]);
      expect(left).toEqual([]);
      const enrolled = await run('ops-user', env, ['enrol', 'someone@ops.test']);
      expect(enrolled.stdout).toContain('New authenticator key made for someone@ops.test');
      expect(enrolled.stdout).toMatch(/Enrolment link .*enrolment=[\w-]{43}/);
      const unknown = await run('ops-user', env, ['unlock', 'nobody@ops.test']);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No operator with the email nobody@ops.test\n' });
      const { rows } = await db.query<{ action: string }>('select action from ops_audit_log order by seq');
      expect(rows.map((row) => row.action)).toEqual(['account-created', 'account-unlocked', 'enrolment-created']);
      expect(await createAuditLog(db, TEST_KEYS.tokenSecret).check()).toMatchObject({ intact: true, rows: 3 });
    } finally {
      await db.close();
      await database.drop();
    }
  }, 150_000);
});
