import { parseEnvFields } from '../config/env-fields.ts';
import * as z from 'zod';

export const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;

export interface ObservabilityConfig {
  /** OTLP/HTTP collector base URL; undefined → tracing off, the SDK never loaded. */
  otlpEndpoint: string | undefined;
  otlpProtocol: (typeof OTLP_PROTOCOLS)[number];
  serviceName: string;
  /** A listener of its own for GET /metrics; undefined → only behind the token on the main port, if any. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Bearer token required wherever /metrics is served; undefined and no port → no metrics endpoint. */
  metricsToken: string | undefined;
}

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535');

const fields = {
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://collector:4318' })
    .optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .enum(OTLP_PROTOCOLS, `must be one of ${OTLP_PROTOCOLS.join(', ')}`)
    .default('http/protobuf'),
  OTEL_SERVICE_NAME: z.string().min(1).default('quickcheck-server'),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // As long as the server's own secrets: it is compared in constant time, but guessing must be hopeless too.
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters long').optional(),
};

/**
 * Tracing and metrics settings, parsed once at start like the rest of the environment: an empty
 * value counts as unset, and a bad one throws EnvError naming the variable (CONTRACT §2).
 */
export function parseObservabilityEnv(env: Record<string, string | undefined>): ObservabilityConfig {
  const e = parseEnvFields(fields, env);
  return {
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otlpProtocol: e.OTEL_EXPORTER_OTLP_PROTOCOL,
    serviceName: e.OTEL_SERVICE_NAME,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
  };
}
