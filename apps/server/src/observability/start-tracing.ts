import type { ObservabilityConfig } from './observability-config.ts';
import { disableTracing, enableTracing } from './tracing.ts';

export interface RunningTracing {
  /** Sends the spans buffered so far (the exporter batches them). */
  flush(): Promise<void>;
  /** Sends the spans still buffered, then stops: part of the drain at shutdown. */
  shutdown(): Promise<void>;
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
  const [api, { NodeTracerProvider, BatchSpanProcessor }, resources, exporterModule] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
    config.otlpProtocol === 'http/json'
      ? import('@opentelemetry/exporter-trace-otlp-http')
      : import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  // The spec's rule for the generic endpoint variable: the signal's path is appended to it.
  const exporter = new exporterModule.OTLPTraceExporter({ url: `${config.otlpEndpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': config.serviceName })),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  enableTracing(api, api.trace.getTracer('quickcheck-server'));
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      disableTracing();
      await provider.shutdown();
    },
  };
}
