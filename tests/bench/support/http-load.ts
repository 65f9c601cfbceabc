import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/**
 * Keeps `connections` requests in flight for `seconds` against one URL, with autocannon in a
 * worker thread: in the server's own thread it would steal the event loop it is measuring.
 */
export async function loadUrl(url: string, { connections, seconds, headers }: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers, workers: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
