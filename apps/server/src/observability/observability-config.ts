import * as z from 'zod';
import { EnvError } from '../config/env-error.ts';
import { parseSettings, secret, setting, wholeNumber, type SettingsOf } from '../config/settings.ts';

export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;

const OBSERVABILITY_SETTINGS = {
  /** OTLP/HTTP collector base URL; undefined → tracing off, the SDK never loaded. */
  otlpEndpoint: setting(
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://collector:4318' }).optional(),
  ),
  otlpProtocol: setting(
    'OTEL_EXPORTER_OTLP_PROTOCOL',
    z.enum(OTLP_PROTOCOLS, `must be one of ${OTLP_PROTOCOLS.join(', ')}`).default('http/protobuf'),
  ),
  serviceName: setting('OTEL_SERVICE_NAME', z.string().min(1).default('quickcheck-server')),
  /** A listener of its own for GET /metrics; undefined → only behind the token on the main port, if any. */
  metricsPort: setting('METRICS_PORT', wholeNumber(0, 65535).optional()),
  metricsHost: setting('METRICS_HOST', z.string().min(1).default('127.0.0.1')),
  /**
   * Bearer token required wherever /metrics is served; undefined and no port → no metrics endpoint.
   * As long as the server's own secrets: it is compared in constant time, but guessing must be hopeless too.
   */
  metricsToken: setting('METRICS_TOKEN', secret.optional()),
};

export type ObservabilityConfig = SettingsOf<typeof OBSERVABILITY_SETTINGS>;

/**
 * Tracing and metrics settings, parsed once at start like the rest of the environment: an empty
 * value counts as unset, and a bad one throws EnvError naming the variable (CONTRACT §2).
 */
export function parseObservabilityEnv(env: Record<string, string | undefined>): ObservabilityConfig {
  const parsed = parseSettings(OBSERVABILITY_SETTINGS, env);
  if (!parsed.ok) throw EnvError.of(parsed.problems);
  return parsed.settings;
}
