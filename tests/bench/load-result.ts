/** What one autocannon run reports back to the bench, the same for every load child. */
import type autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
}

export const loadResultOf = (result: autocannon.Result): LoadResult => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.non2xx + result.timeouts,
});
