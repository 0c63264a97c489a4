import { EnvError } from '../config/env-error.ts';
import { parseServerEnvironment, type ServerEnvironment } from '../config/server-environment.ts';

/** What the server would run with, without a secret or a password. */
function summary(config: ServerEnvironment): string[] {
  const database = config.databaseUrl
    ? `PostgreSQL at ${new URL(config.databaseUrl).host || 'the default host'}`
    : `embedded PostgreSQL in ${config.dataDir}`;
  return [
    `listen: ${config.host}:${config.port}`,
    `database: ${database}`,
    `keys: ${config.tokenSecret && config.piiKey ? 'from the environment' : `generated once into ${config.dataDir}`}`,
    config.brandOrigins
      ? `brand origins: ${config.brandOrigins.map((listed) => `${listed.brand}=${listed.origin}`).join(', ')}`
      : `brand origins: development (each loopback host links to itself; others to ${config.publicOrigin})`,
    `address provider: ${config.addressProvider.kind}`,
  ];
}

/**
 * `npm run config:check`: validates the environment the server would start with (the same
 * schema, every problem at once) and exits 1 naming each, or 0 with a summary. Starts nothing:
 * no database connection, no listening socket, no file written.
 */
try {
  const config = parseServerEnvironment(process.env);
  console.log(['The configuration is valid.', ...summary(config).map((line) => `  ${line}`)].join('\n'));
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(
    [
      `The configuration has ${error.problems.length} problem(s):`,
      ...error.problems.map((p) => `  ${p.variable}: ${p.reason}`),
    ].join('\n'),
  );
  process.exitCode = 1;
}
