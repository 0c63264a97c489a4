// The test keys and settings, apart from test-app.ts so that a unit test beside the code can take
// them without importing the app builder (apps/server/README.md, "Tests").
import { parseEnv, type ServerConfig } from '../../src/config/env.ts';

export const TEST_KEYS = {
  tokenSecret: 'test-token-secret-0123456789-abcdefghijkl',
  piiKey: 'test-pii-key-0123456789-abcdefghijklmnopq',
};

/** Test settings: short time-outs and no sandbox latency, so failures cost a fraction of a second. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...parseEnv({}),
    publicOrigin: 'http://localhost:3000',
    agencyTimeoutMs: 150,
    rateLimitScale: 10_000,
    openBankingTimeoutMs: 300,
    openBankingSandboxLatencyMs: 0,
    trustProxyHops: 0,
    ...overrides,
  };
}
