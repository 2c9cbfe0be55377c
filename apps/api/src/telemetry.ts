/**
 * Loaded before the server (`node --import ./telemetry.js main.js`): OpenTelemetry must hook `pg` and Fastify before
 * they are imported. Metrics go to a Prometheus exporter of their own (METRICS_PORT, off the public port); traces to an
 * OTLP collector when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, decision 032).
 */
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { loadTelemetryConfig } from './config.ts';

const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

const config = loadTelemetryConfig();
const sdk = new NodeSDK({
  serviceName: 'bidstay',
  metricReaders:
    config.metricsPort === 0 ? [] : [new PrometheusExporter({ port: config.metricsPort, host: config.metricsHost })],
  ...(config.otlp ? { traceExporter: new OTLPTraceExporter() } : { spanProcessors: [] }),
  instrumentations: [new PgInstrumentation(), new FastifyOtelInstrumentation({ registerOnInitialization: true })],
});
sdk.start();
await waitForAllMessagesAcknowledged();
