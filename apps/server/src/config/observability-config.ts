import * as z from 'zod';
import { EnvError } from './env-error.ts';
import { parseSettings, secret, setting, wholeNumber, type SettingsOf } from './settings.ts';

export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;
/** OTEL_TRACES_SAMPLER's values in the OpenTelemetry specification (SDK 2 read them itself; SDK 3 leaves it to us). */
export const TRACE_SAMPLERS = [
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
  'always_on',
  'always_off',
  'traceidratio',
] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];
const RATIO = 'must be a number from 0 to 1';

export const OBSERVABILITY_SETTINGS = {
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
  /** Which traces are kept: by default every one, or as the incoming parent says. */
  tracesSampler: setting(
    'OTEL_TRACES_SAMPLER',
    z.enum(TRACE_SAMPLERS, `must be one of ${TRACE_SAMPLERS.join(', ')}`).default('parentbased_always_on'),
  ),
  /** The share of traces kept by the `traceidratio` samplers. */
  tracesSamplerRatio: setting(
    'OTEL_TRACES_SAMPLER_ARG',
    z.coerce.number({ error: RATIO }).min(0, RATIO).max(1, RATIO).default(1),
  ),
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
 * value counts as unset, and a bad one throws EnvError naming the variable (docs/product/contract.md#configuration).
 */
export function parseObservabilityEnv(env: Record<string, string | undefined>): ObservabilityConfig {
  const parsed = parseSettings(OBSERVABILITY_SETTINGS, env);
  if (!parsed.ok) throw EnvError.of(parsed.problems);
  return parsed.settings;
}
