import type * as SdkTrace from '@opentelemetry/sdk-trace';
import type { ObservabilityConfig } from '../config/observability-config.ts';
import { disableTracing, enableTracing } from './tracing.ts';

export interface RunningTracing {
  /** Sends the spans buffered so far (the exporter batches them). */
  flush(): Promise<void>;
  /** Sends the spans still buffered, then stops: part of the drain at shutdown. */
  shutdown(): Promise<void>;
}

/** OTEL_TRACES_SAMPLER and its ratio as the specification defines them (SDK 3's provider no longer reads them). */
function samplerOf(
  sdk: typeof SdkTrace,
  { tracesSampler, tracesSamplerRatio }: Pick<ObservabilityConfig, 'tracesSampler' | 'tracesSamplerRatio'>,
): SdkTrace.Sampler {
  const root = tracesSampler.endsWith('always_off')
    ? new sdk.AlwaysOffSampler()
    : tracesSampler.endsWith('traceidratio')
      ? new sdk.TraceIdRatioBasedSampler(tracesSamplerRatio)
      : new sdk.AlwaysOnSampler();
  return tracesSampler.startsWith('parentbased_') ? new sdk.ParentBasedSampler({ root }) : root;
}

/**
 * Loads and registers the OpenTelemetry SDK when an OTLP endpoint is configured; otherwise loads
 * nothing at all (the imports below are dynamic on purpose: tracing off costs no module, no hook,
 * no context manager). Spans are made by hand (decision 021): the server is one esbuild
 * bundle whose imports no require-patching instrumentation sees, and hand-made spans carry only
 * what we choose to put in them (no URL with a query, no SQL parameter).
 */
export async function startTracing(config: ObservabilityConfig): Promise<RunningTracing | undefined> {
  if (config.otlpEndpoint === undefined) return undefined;
  const [api, sdk, { AsyncLocalStorageContextManager }, core, resources, exporterModule] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    config.otlpProtocol === 'http/json'
      ? import('@opentelemetry/exporter-trace-otlp-http')
      : import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  // The spec's rule for the generic endpoint variable: the signal's path is appended to it.
  const exporter = new exporterModule.OTLPTraceExporter({ url: `${config.otlpEndpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new sdk.TracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': config.serviceName })),
    sampler: samplerOf(sdk, config),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
  });
  // What SDK 2's NodeTracerProvider.register() did, which SDK 3 leaves to its caller: the
  // AsyncLocalStorage context manager, the W3C trace-context propagator, the provider itself.
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  enableTracing(api, api.trace.getTracer('quickcheck-server'));
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      disableTracing();
      await provider.shutdown();
    },
  };
}
