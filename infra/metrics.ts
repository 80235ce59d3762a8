import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

/** One registry per process: default Node metrics plus request counts and latency by route and status. */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'haven_' });
  const requests = new client.Counter({
    name: 'haven_http_requests_total',
    help: 'HTTP requests answered, by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'haven_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const charged = new client.Counter({ name: 'haven_charged_mills_total', help: 'Mills charged', labelNames: ['route'] as const, registers: [registry] });
  const busRecords = new client.Counter({
    name: 'haven_bus_records_handled_total',
    help: 'Bus records handled by processors and sinks',
    labelNames: ['component', 'outcome'] as const,
    registers: [registry],
  });
  return { registry, requests, latency, charged, busRecords };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function registerMetrics(app: FastifyInstance, m: Metrics) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    m.requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    m.latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    if (req.chargedMills) m.charged.inc({ route }, req.chargedMills);
  });
  app.get('/metrics', { config: { openapi: { summary: 'Prometheus metrics', tags: ['health'], hidden: true } } }, async (_req, reply) => {
    reply.header('content-type', m.registry.contentType);
    return m.registry.metrics();
  });
}
