/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram { average: number; min: number; max: number; p50: number; p90: number; p99: number; p99_9: number }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    /** total: the responses received over the run. */
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
