/** Value at percentile p (0-100) of the samples, nearest-rank on a sorted copy. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Median and 95th percentile, the pair every timing in the report shows. */
export function summarize(samples: number[]): { median: number; p95: number; n: number } {
  return { median: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}

/** Rounds for display: 2 decimals under 10, 1 under 1000, else whole numbers. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.abs(value) < 10 ? 100 : Math.abs(value) < 1000 ? 10 : 1;
  return Math.round(value * digits) / digits;
}
