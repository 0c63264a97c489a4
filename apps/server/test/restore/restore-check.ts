import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  agreementOfferSchema,
  QCO_STANDARD,
  resultResponseSchema,
  SAVE_FOR_LATER_PATH,
  CONTINUE_PATH,
  CONTINUE_TOKEN_FIELD,
} from '@quickcheck/contracts';
import type { Db } from '../../src/db/db.ts';
import { runningEmbeddedPostgresUrl } from '../../src/db/embedded-postgres/embedded-postgres.ts';
import { EMBEDDED_CLUSTER } from '../../src/db/open-db.ts';
import { createPgDb } from '../../src/db/pg-db.ts';
import { createAccount } from '../../src/ops/ops-accounts.ts';
import { SAVE_OWNER_COOKIE } from '../../src/saved-check/saved-check-visits.ts';
import { totpCode } from '../../src/ops/ops-totp.ts';
import { answersOnStage3, fetchForm, ordinaryAnswers, postJson, STAGE_3, submissionFor } from '../helpers/applicant.ts';
import { csrfOf, hiddenEnrolmentOf, OpsBrowser, totpSecretOf } from '../helpers/ops-browser.ts';
import { OPS_TEST_PASSWORD } from '../helpers/ops-operators.ts';
import { freshDatabase, migrateAsOwner } from '../helpers/postgres-database.ts';
import { answeringAt, spawnServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import { TEST_KEYS } from '../helpers/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/test-smtp-server.ts';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BACKUP_COMMAND = fileURLToPath(new URL('../../src/commands/backup.ts', import.meta.url));
const OPERATOR = 'restore-check@ops.test';
const VISITOR = 'restore-check@example.com';
const TOTP_STEP_MS = 30_000;
/** Between the saves made while the backup is taken: a steady trickle of writes, not a load test. */
const SAVE_PAUSE_MS = 100;

/** What a restore must keep, read the same way before the backup and after the restore. */
export interface Observed {
  /** Each offer's agreement page: its quotation, reference, the visitor's name (decrypted) and whether accepted. */
  agreements: unknown[];
  /** What the saved check's e-mailed link opens: its status and heading. */
  savedCheck: { status: number; heading: string | undefined };
  /** The console's funnel for today, as its CSV export gives it. */
  funnel: string;
}

export interface RestoreCheckReport {
  database: 'postgres' | 'embedded';
  /** Checks other visitors saved while the backup was taken. */
  savedWhileBackingUp: number;
  before: Observed;
  after: Observed;
  /**
   * The saved check's link pressed on the restored copy (it works once, so only there): the browser
   * is given the check (its owner cookie: the row was found, the token verified, the sealed answers
   * opened with the key), and the link, opened again elsewhere, says it was used (410). The stage
   * page itself needs the web build, which `npm test` makes after this runs.
   */
  resumedAfterRestore: { owned: boolean; linkAfterwards: number } | undefined;
}

/** What the agreement link of each offer shows. */
async function agreementPages(url: string, tokens: readonly string[]) {
  return Promise.all(
    tokens.map(async (token) => {
      const response = await fetch(`${url}/api/agreement?token=${encodeURIComponent(token)}`);
      if (response.status !== 200) return { status: response.status };
      const view = agreementOfferSchema.parse(await response.json());
      return {
        quotationId: view.quotationId,
        reference: view.reference,
        firstName: view.firstName,
        accepted: view.accepted,
      };
    }),
  );
}

/** A visitor's state on a served database: offers (one accepted) and a check saved for later. */
interface Served {
  agreementTokens: string[];
  continueLink: URL;
}

/** A visitor on stage 3 saves their check: a row written and an e-mail sent. */
async function saveForLater(url: string, email: string): Promise<void> {
  const form = await fetchForm(url);
  const saved = await postJson(
    url,
    `/api${SAVE_FOR_LATER_PATH}`,
    { email, definitionId: QCO_STANDARD.id, stageId: STAGE_3, answers: answersOnStage3 },
    { 'Session-Id': form.payload.sessionId },
  );
  const body = await saved.text();
  if (saved.status !== 202) throw new Error(`Saving for later answered ${saved.status}: ${body}`);
}

/** Offers for three visitors (the first accepted) and a check saved on stage 3, its link taken from the e-mail. */
async function serveVisitors(url: string, smtp: TestSmtpServer): Promise<Served> {
  const agreementTokens: string[] = [];
  for (const name of ['Restoreaa', 'Restoreab', 'Restoreac']) {
    const form = await fetchForm(url);
    const answered = await postJson(
      url,
      '/api/quotation',
      submissionFor(form, ordinaryAnswers({ 'first-name': name })),
    );
    const result = resultResponseSchema.parse(await answered.json());
    agreementTokens.push(new URL(result.agreementUrl ?? '').searchParams.get('token') ?? '');
  }
  await postJson(url, '/api/agreement/accept', { token: agreementTokens[0] });
  await saveForLater(url, VISITOR);
  const message = await smtp.waitForMessage(VISITOR);
  const link = /https?:\/\/\S+\/continue\?\S+/.exec(message.text ?? '')?.[0];
  if (!link) throw new Error('No link in the saved check e-mail');
  return { agreementTokens, continueLink: new URL(link) };
}

/** An analyst added as `ops:user add` adds one, straight into the served database. */
async function addOperator(db: Db): Promise<string> {
  const created = await createAccount(db, {
    email: OPERATOR,
    role: 'analyst',
    password: OPS_TEST_PASSWORD,
    piiKey: TEST_KEYS.piiKey,
    now: new Date(),
  });
  return created.enrolmentToken;
}

/**
 * Signs the operator in with the password and a TOTP code (enrolling first when given the link's
 * token, which shows the key) and reads today's funnel. A code is taken once only: `stepsAhead`
 * asks for a later step's code (the server accepts one step either side).
 */
async function consoleFunnel(url: string, secret: string | undefined, enrolment?: string, stepsAhead = 0) {
  const browser = new OpsBrowser(url);
  const page = await browser.get(enrolment ? `/ops/sign-in?enrolment=${enrolment}` : '/ops/sign-in');
  const password = await browser.post('/ops/sign-in', {
    csrf: csrfOf(page.text),
    email: OPERATOR,
    password: OPS_TEST_PASSWORD,
    ...hiddenEnrolmentOf(page.text),
  });
  if (password.response.status !== 303) throw new Error(`The operator's password answered ${password.response.status}`);
  const second = await browser.get('/ops/second-factor');
  const key = secret ?? totpSecretOf(second.text);
  const code = totpCode(key, new Date(Date.now() + stepsAhead * TOTP_STEP_MS));
  const done = await browser.post('/ops/second-factor', { csrf: csrfOf(second.text), code });
  if (done.response.headers.get('location') !== '/ops') throw new Error('The operator was not signed in');
  const day = new Date().toISOString().slice(0, 10);
  const csv = await browser.get(`/ops/funnel.csv?from=${day}&to=${day}`);
  if (csv.response.status !== 200) throw new Error(`The funnel's CSV answered ${csv.response.status}`);
  return { funnel: csv.text, secret: key };
}

async function savedCheckPage(url: string, link: URL) {
  const response = await fetch(`${url}${CONTINUE_PATH}${link.search}`);
  const heading = /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1];
  return { status: response.status, heading };
}

/** The link's page's form, pressed as a browser would: what the stage answers, and whether the check is now this browser's. */
async function pressSavedCheck(url: string, link: URL) {
  const page = await (await fetch(`${url}${CONTINUE_PATH}${link.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!action) return undefined;
  // The action names the public origin: the same path on the restored server.
  const { pathname, search } = new URL(action, url);
  const pressed = await fetch(`${url}${pathname}${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ [CONTINUE_TOKEN_FIELD]: link.searchParams.get('token') ?? '' }).toString(),
  });
  await pressed.body?.cancel();
  const again = await fetch(`${url}${CONTINUE_PATH}${link.search}`);
  await again.body?.cancel();
  return {
    owned: (pressed.headers.get('set-cookie') ?? '').startsWith(`${SAVE_OWNER_COOKIE}=`),
    linkAfterwards: again.status,
  };
}

/** The same readings on both sides of a restore; `funnel` signs the operator in and reads it. */
async function observe(url: string, served: Served, funnel: () => Promise<string>): Promise<Observed> {
  return {
    agreements: await agreementPages(url, served.agreementTokens),
    savedCheck: await savedCheckPage(url, served.continueLink),
    funnel: await funnel(),
  };
}

/**
 * A server serves visitors and an operator on `database`, `backUp` copies its database while it
 * runs, the server stops, `restore` gives the environment of a server on the restored copy: both
 * are read the same way.
 */
async function acrossRestore(options: {
  database: RestoreCheckReport['database'];
  port: number;
  source: Record<string, string>;
  /** A connection to the served database for adding the operator (ops:user's way). */
  openDb(server: ServerProcess): Promise<Db>;
  backUp(): Promise<void>;
  restore(): Promise<Record<string, string>>;
}): Promise<RestoreCheckReport> {
  const smtp = await startTestSmtpServer();
  const env = { PUBLIC_ORIGIN: 'http://quickcheck.example.co.uk', PORT: String(options.port), SMTP_URL: smtp.url };
  let server: ServerProcess | undefined;
  try {
    server = spawnServer({ ...env, ...options.source });
    const url = await answeringAt(server, options.port, '/api/health/ready');
    const served = await serveVisitors(url, smtp);
    const db = await options.openDb(server);
    const enrolment = await addOperator(db).finally(() => db.close());
    // The first sign-in enrols (the key is shown then) with the current step's code; the one after
    // the restore takes the next step's, since a code is accepted once only.
    let secret = '';
    const before = await observe(url, served, async () => {
      const enrolled = await consoleFunnel(url, undefined, enrolment);
      secret = enrolled.secret;
      return enrolled.funnel;
    });

    // Other visitors keep saving checks while the backup is taken: it is taken from a database in use.
    let backedUp = false;
    const saving = (async () => {
      let saves = 0;
      while (!backedUp) {
        await saveForLater(url, `restore-check-${++saves}@example.com`);
        await sleep(SAVE_PAUSE_MS);
      }
      return saves;
    })();
    await options.backUp().finally(() => (backedUp = true));
    const savedWhileBackingUp = await saving;
    await stopServer(server);
    server = spawnServer({ ...env, ...(await options.restore()) });
    const restored = await answeringAt(server, options.port, '/api/health/ready');
    const after = await observe(
      restored,
      served,
      async () => (await consoleFunnel(restored, secret, undefined, 1)).funnel,
    );
    const resumedAfterRestore = await pressSavedCheck(restored, served.continueLink);
    return { database: options.database, savedWhileBackingUp, before, after, resumedAfterRestore };
  } finally {
    await stopServer(server);
    await smtp.close();
  }
}

/**
 * The README's PostgreSQL backup, tried: `pg_dump -Fc` as the owner while a server runs on a fresh
 * database; `pg_restore --no-owner --no-acl` into another fresh database, then `npm run migrate`'s
 * steps (migrate, the queue's schema, the grants); a server on the restored one with the same keys.
 */
export async function postgresRestoreCheck(databaseUrl: string, port: number): Promise<RestoreCheckReport> {
  const source = await freshDatabase(databaseUrl);
  const target = await freshDatabase(databaseUrl, { migrated: false });
  const folder = await mkdtemp(join(tmpdir(), 'quickcheck-restore-'));
  const dump = join(folder, 'quickcheck.dump');
  try {
    return await acrossRestore({
      database: 'postgres',
      port,
      source: { DATABASE_URL: source.url },
      openDb: async () => createPgDb(source.url, { max: 1 }),
      backUp: async () => void (await run('pg_dump', ['-Fc', '-d', source.migrationUrl, '-f', dump])),
      restore: async () => {
        await run('pg_restore', [
          '--no-owner',
          '--no-acl',
          `--role=${target.ownerRole}`,
          '-d',
          target.migrationUrl,
          dump,
        ]);
        await migrateAsOwner(target.migrationUrl, target.appRole);
        return { DATABASE_URL: target.url };
      },
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
    await source.drop();
    await target.drop();
  }
}

/** `npm run backup -- <folder>` (src/commands/backup.ts through tsx) beside the server holding DATA_DIR. */
async function runBackupCommand(dataDir: string, folder: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', BACKUP_COMMAND, folder], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`npm run backup failed (exit ${code}):\n${output}`);
}

/**
 * The embedded database's backup, tried: a server on a DATA_DIR of its own serves; `npm run backup`
 * copies its PostgreSQL while it runs; the server stops; a server started on the backup's folder as
 * its DATA_DIR (what a restore puts in place) replays the copy's WAL and serves it.
 */
export async function embeddedRestoreCheck(port: number): Promise<RestoreCheckReport> {
  // Directly under the temporary directory: as root, PostgreSQL's own user must pass through its parents.
  const dataDir = await mkdtemp(join(tmpdir(), 'qc-restore-served-'));
  const backup = await mkdtemp(join(tmpdir(), 'qc-restore-backup-'));
  try {
    return await acrossRestore({
      database: 'embedded',
      port,
      source: { DATA_DIR: dataDir },
      openDb: async () => createPgDb(await runningEmbeddedPostgresUrl(join(dataDir, EMBEDDED_CLUSTER)), { max: 1 }),
      backUp: () => runBackupCommand(dataDir, backup),
      restore: async () => ({ DATA_DIR: backup }),
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(backup, { recursive: true, force: true });
  }
}
