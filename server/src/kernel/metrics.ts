import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The shop's Prometheus metrics that code anywhere counts into: orders, the payment provider's
 * calls, request and GraphQL durations, and Node's own (event-loop lag, memory, GC). One set per
 * process, as Prometheus scrapes a process; the gauges read at scrape time (queues, database pool)
 * belong to the app that owns the database and are added when /metrics is served.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'shop_graphql_operation_duration_seconds',
  help: 'Time GraphQL took for an operation (parse to response), by operation name and whether it failed',
  labelNames: ['operation', 'outcome'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed (stock reserved, waiting for payment)',
  registers: [metricsRegistry],
});

export const ordersPaid = new Counter({
  name: 'shop_orders_paid_total',
  help: 'Orders whose payment the provider confirmed',
  registers: [metricsRegistry],
});

export const ordersFailed = new Counter({
  name: 'shop_orders_failed_total',
  help: 'Unpaid orders closed because the payment failed, expired or never started',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const providerCallDuration = new Histogram({
  name: 'shop_payment_provider_call_duration_seconds',
  help: 'Time of each call to the payment provider, by call and outcome (ok, refused, error)',
  labelNames: ['call', 'outcome'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const providerCallErrors = new Counter({
  name: 'shop_payment_provider_errors_total',
  help: 'Calls to the payment provider that failed (unreachable, timed out, unexpected answer)',
  labelNames: ['call'] as const,
  registers: [metricsRegistry],
});

/**
 * A label value drawn from what callers send (operation names) must not grow without bound: the
 * first `max` distinct well-formed values are kept, anything else is counted as `other`.
 */
export function boundedLabel(max: number): (value: string | null | undefined) => string {
  const seen = new Set<string>();
  return (value) => {
    if (!value) return 'anonymous';
    // Checked first: nearly every call is a name already seen.
    if (seen.has(value)) return value;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(value)) return 'other';
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

/**
 * A histogram's series by their label values, each looked up once: prom-client hashes the label
 * object on every `observe(labels, value)`, which on the request path cost more than the sample.
 * Only for label values drawn from bounded sets (route patterns, status classes, bounded names).
 */
export function histogramChildren<Label extends string>(
  histogram: Histogram<Label>,
): (...values: string[]) => { observe(value: number): void } {
  const children = new Map<string, { observe(value: number): void }>();
  return (...values) => {
    const key = values.join('\u0000');
    let child = children.get(key);
    if (!child) {
      child = histogram.labels(...values);
      children.set(key, child);
    }
    return child;
  };
}
