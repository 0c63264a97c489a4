import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { agreementOfferSchema, resultResponseSchema } from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from '../helpers/applicant.ts';
import { freshDatabase, migrateAsOwner } from '../helpers/postgres-database.ts';
import { answeringAt, spawnServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

const run = promisify(execFile);

export interface RestoreCheckReport {
  /** Each offer's agreement page (its link, its reference, the visitor's name) before the backup and after the restore. */
  before: unknown[];
  after: unknown[];
}

/** What the agreement link of each offer shows: the quotation, its reference and the visitor's name (decrypted). */
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

/**
 * The README's PostgreSQL backup, tried: a server on a fresh database serves offers; `pg_dump -Fc`
 * as the owner while it runs; `pg_restore --no-owner --no-acl` into another fresh database, then
 * `npm run migrate`'s steps (migrate, the queue's schema, the grants); a server on the restored one
 * with the same keys shows every offer's agreement link as before.
 */
export async function restoreCheck(databaseUrl: string, port: number): Promise<RestoreCheckReport> {
  const source = await freshDatabase(databaseUrl);
  const target = await freshDatabase(databaseUrl, { migrated: false });
  const folder = await mkdtemp(join(tmpdir(), 'quickcheck-restore-'));
  const env = { PUBLIC_ORIGIN: 'http://quickcheck.example.co.uk', PORT: String(port) };
  let server: ServerProcess | undefined;
  try {
    server = spawnServer({ ...env, DATABASE_URL: source.url });
    const url = await answeringAt(server, port, '/api/health/ready');
    const tokens: string[] = [];
    for (const name of ['Restoreaa', 'Restoreab', 'Restoreac']) {
      const form = await fetchForm(url);
      const answered = await postJson(
        url,
        '/api/quotation',
        submissionFor(form, ordinaryAnswers({ 'first-name': name })),
      );
      const result = resultResponseSchema.parse(await answered.json());
      tokens.push(new URL(result.agreementUrl ?? '').searchParams.get('token') ?? '');
    }
    await postJson(url, '/api/agreement/accept', { token: tokens[0] });
    const before = await agreementPages(url, tokens);

    const dump = join(folder, 'quickcheck.dump');
    await run('pg_dump', ['-Fc', '-d', source.migrationUrl, '-f', dump]);
    await stopServer(server);
    await run('pg_restore', ['--no-owner', '--no-acl', `--role=${target.ownerRole}`, '-d', target.migrationUrl, dump]);
    await migrateAsOwner(target.migrationUrl, target.appRole);

    server = spawnServer({ ...env, DATABASE_URL: target.url });
    const after = await agreementPages(await answeringAt(server, port, '/api/health/ready'), tokens);
    return { before, after };
  } finally {
    await stopServer(server);
    await rm(folder, { recursive: true, force: true });
    await source.drop();
    await target.drop();
  }
}
