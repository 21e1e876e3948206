/**
 * OpenTelemetry, loaded before the server (`node --import ./dist/tracing.js dist/server.js`, as `pnpm start` does):
 * with OTEL_EXPORTER_OTLP_ENDPOINT set it hooks module loading (ESM included) so HTTP, Express and pg are traced and
 * exports spans over OTLP/HTTP; without it, it does nothing. The SDK reads its other OTEL_* variables itself.
 */
import { register } from 'node:module';
import { loadConfig } from './config';

async function startTracing() {
  let config;
  try {
    config = loadConfig();
  } catch {
    return; // the server itself reports the bad configuration
  }
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation, ExpressLayerType },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: config.OTEL_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter({
      url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`,
    }),
    instrumentations: [
      // Health probes and metrics scrapes would drown the traces that matter.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(api\/health|metrics)/.test(req.url ?? ''),
      }),
      // A router's span is named after the first route it holds (the API's: /api/health), whatever the request:
      // misleading, and the HTTP span already carries the matched route.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.ROUTER] }),
      new PgInstrumentation(),
    ],
  });
  // Spans go out in batches every few seconds (OTEL_BSP_SCHEDULE_DELAY, default 5 s).
  sdk.start();
}

await startTracing();
