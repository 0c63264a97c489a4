import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { loadOrCreateKeys } from '../config/keys.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';
import { createAccount, OpsAccountError, setAccountDisabled } from '../ops/ops-accounts.ts';
import { audit } from '../ops/ops-audit.ts';
import { isOpsRole, OPS_ROLES, type OpsRole } from '../ops/ops-roles.ts';

const USAGE = `Usage: npm run ops:user -- add <email> --role ${OPS_ROLES.join('|')} [--password-stdin]
       npm run ops:user -- disable <email>   (cannot sign in; their sessions end at once)
       npm run ops:user -- enable <email>`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * `npm run ops:user -- add <email> --role …`: adds an operator to the configured database
 * (DATABASE_URL, else the PGlite under DATA_DIR, which a running server holds locked: stop it, or
 * use PostgreSQL). The password comes from standard input with --password-stdin, else one is made
 * and printed once; the TOTP key and its otpauth URI are printed for the authenticator app.
 * `disable <email>` stops an operator signing in and ends their sessions; `enable <email>` undoes it.
 * Each change is written to the audit log.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const [command, email] = positionals;
  const valid = command === 'add' ? isOpsRole(values.role) : command === 'disable' || command === 'enable';
  if (!valid || !email) {
    console.error(USAGE);
    process.exit(2);
  }
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env);
  const keys = await loadOrCreateKeys(config);
  let password = '';
  if (command === 'add')
    password = values['password-stdin'] ? await readStdin() : randomBytes(18).toString('base64url');
  const db = await openDb(config);
  try {
    await migrate(db);
    const now = new Date();
    if (command === 'disable' || command === 'enable') {
      const changed = await setAccountDisabled(db, { email }, command === 'disable', now);
      if (!changed) throw new OpsAccountError(`No operator with the email ${email}`);
      await audit(
        db,
        {
          action: command === 'disable' ? 'account-disabled' : 'account-enabled',
          subject: changed.id,
          detail: { operator: changed.email, by: 'ops:user command' },
        },
        now,
      );
      console.log(`Operator ${command}d: ${changed.email}`);
      return;
    }
    const role = values.role as OpsRole;
    const created = await createAccount(db, { email, role, password, piiKey: keys.piiKey, now });
    await audit(
      db,
      {
        action: 'account-created',
        userId: created.account.id,
        email: created.account.email,
        detail: { role },
      },
      now,
    );
    console.log(`Operator added: ${created.account.email} (${created.account.role})`);
    if (!values['password-stdin']) console.log(`Password (shown once): ${password}`);
    console.log(`Authenticator key: ${created.totpSecret}`);
    console.log(`Authenticator URI: ${created.totpUri}`);
    console.log('The first sign-in at /ops shows this key as a QR code until a code from it has been entered.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof OpsAccountError
      ? error.message
      : `Could not change the operators: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
