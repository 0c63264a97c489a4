import {
  ADDRESS_PROVIDER_SETTINGS,
  parseAddressProviderEnv,
  type AddressProviderConfig,
} from './address-provider-config.ts';
import { EnvError, type EnvProblem } from './env-error.ts';
import { parseEnv, SERVER_SETTINGS, type ServerConfig } from './env.ts';
import { OBSERVABILITY_SETTINGS, parseObservabilityEnv, type ObservabilityConfig } from './observability-config.ts';
import type { SettingGroup } from './settings.ts';

/** Every setting the server process reads. */
export type ServerEnvironment = ServerConfig & {
  addressProvider: AddressProviderConfig;
  observability: ObservabilityConfig;
};

/**
 * The settings groups the server process parses (parseServerEnvironment, below): every variable it
 * reads, where the documents' settings tables are checked against (settings-tables.test.ts).
 */
export const SERVER_ENVIRONMENT_SETTINGS = {
  server: SERVER_SETTINGS,
  addressProvider: ADDRESS_PROVIDER_SETTINGS,
  observability: OBSERVABILITY_SETTINGS,
} satisfies SettingGroup;

type Env = Record<string, string | undefined>;

function problemsOf(parse: () => unknown): EnvProblem[] {
  try {
    parse();
    return [];
  } catch (error) {
    if (error instanceof EnvError) return [...error.problems];
    throw error;
  }
}

/** The whole environment, or an EnvError naming every problem at once (not only the first). */
export function parseServerEnvironment(env: Env, options: { sharedKeysNeeded?: boolean } = {}): ServerEnvironment {
  const problems = [
    ...problemsOf(() => parseEnv(env, options)),
    ...problemsOf(() => parseAddressProviderEnv(env)),
    ...problemsOf(() => parseObservabilityEnv(env)),
  ];
  if (problems.length > 0) throw EnvError.of(problems);
  return {
    ...parseEnv(env, options),
    addressProvider: parseAddressProviderEnv(env),
    observability: parseObservabilityEnv(env),
  };
}

/** For the process entries: a malformed environment stops the process with exit code 1, naming each problem. */
export function serverEnvironmentOrExit(env: Env, options: { sharedKeysNeeded?: boolean } = {}): ServerEnvironment {
  try {
    return parseServerEnvironment(env, options);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
