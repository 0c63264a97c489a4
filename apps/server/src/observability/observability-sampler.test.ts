import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseObservabilityEnv } from '../config/observability-config.ts';
import { startTracing, type RunningTracing } from './start-tracing.ts';
import { activeTracing, inContext, inSpan } from './tracing.ts';
import { startOtlpReceiver, type OtlpReceiver } from '../../test/helpers/otlp-receiver.ts';

describe('OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG', () => {
  it('are refused, by name, when they are not a sampler of the specification or a ratio', () => {
    for (const [variable, value] of [
      ['OTEL_TRACES_SAMPLER', 'sometimes'],
      ['OTEL_TRACES_SAMPLER_ARG', '1.5'],
      ['OTEL_TRACES_SAMPLER_ARG', 'half'],
    ] as const) {
      expect(() => parseObservabilityEnv({ [variable]: value }), `${variable}=${value}`).toThrow(
        new RegExp(`Invalid environment variable ${variable}`),
      );
    }
    expect(parseObservabilityEnv({})).toMatchObject({ tracesSampler: 'parentbased_always_on', tracesSamplerRatio: 1 });
  });

  // The SDK registers itself globally: one tracer for this file (vitest runs each file on its own).
  describe('parentbased_traceidratio at 0, as a collector sees it', () => {
    let receiver: OtlpReceiver;
    let tracing: RunningTracing | undefined;
    beforeAll(async () => {
      receiver = await startOtlpReceiver();
      tracing = await startTracing(
        parseObservabilityEnv({
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '0',
        }),
      );
    });
    afterAll(async () => {
      await tracing?.shutdown();
      await receiver?.close();
    });

    it('keeps no trace of its own, and keeps one a sampled parent began', async () => {
      const api = activeTracing()?.api;
      if (!api) throw new Error('Tracing did not start');
      const sampledParent = api.propagation.extract(api.ROOT_CONTEXT, {
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      });
      await inSpan('own root', {}, async () => {});
      await inContext(sampledParent, () => inSpan('under a sampled parent', {}, async () => {}));
      await tracing?.flush();
      expect(receiver.spans().map((span) => [span.name, span.traceId])).toEqual([
        ['under a sampled parent', '4bf92f3577b34da6a3ce929d0e0e4736'],
      ]);
    });
  });
});
